/**
 * One discard of a 3n+2 hand: the tile to discard, its effective tiles (each with its copies left),
 * their count. Tenhou's
 * clicks: the discard tile discards it and draws a random tile; an effective tile discards it and
 * draws that tile. The row is one Tab stop: arrow keys go from the discard to its tiles and to the
 * rows above and below.
 */
import { memo, useCallback, useMemo, type MouseEvent } from 'react';
import { kindOfCode, tileCode } from '../../engine/light.ts';
import type { DiscardRow as Row, TwoStepRow } from '../../engine/light.ts';
import { plainTile } from '../tiles/tile-refs.ts';
import type { TileRef } from '../../store/hand-edit.ts';
import { TileButton } from '../tiles/tile-button.tsx';
import { CountedTile } from './counted-tile.tsx';
import { useTableMessages } from '../real-game/table-messages.ts';
import { useMessages } from '../shell/messages.ts';
import { useAnalysisMessages } from './analysis-messages.ts';
import { useRovingRow } from './use-roving.ts';
import { StepFigures } from './step-figures.tsx';
import { evText, percentText, useProbabilityMessages } from './probability-messages.ts';
import type { StepBack } from '../../store/step-back.ts';

export interface DiscardRowProps {
  row: Row;
  /**
   * Whether the copy the discard gives away is a red five (a plain five goes first). A boolean,
   * not the hand's tile object, so a row whose answer has not changed is not drawn again while
   * the hand changes (every row would be, on every press, with hundreds of tiles).
   */
  red: boolean;
  /** 待ち rather than 摸: the discard leaves the hand tenpai. */
  tenpai: boolean;
  highlighted: boolean;
  /** How many times each kind is dora (marked on the tiles). */
  dora?: ArrayLike<number>;
  /** Copies of each kind left (the same array for every row of an answer), shown on each effective tile. */
  left?: ArrayLike<number> | null;
  /**
   * The discard pressed, with the effective tile pressed to draw if one was. Stable from one
   * answer to the next, like every prop here, so a row whose answer has not changed is not drawn again.
   */
  onDiscard(kind: number, drawn?: number): void;
  /**
   * The second step (docs/rules.md#two-step-analysis): 'pending' while the worker computes it, the
   * row's figures once it has, absent where the page shows none.
   */
  step?: TwoStepRow | 'pending';
  /** The line that explains the row's rank in numbers (none in the compact table). */
  explanation?: string | null;
  /** The row is one of the two compared. */
  compared?: boolean;
  /** Puts the row in the comparison or takes it out (stable, like onDiscard). */
  onCompare?(kind: number): void;
  /** The row's probabilities at the turn shown (docs/rules.md#probabilities); 'pending' while searched. */
  chance?: Chance | 'pending';
  /** A row that raises the shanten and is worth it (step-back.ts). */
  stepBack?: StepBack | null;
}

/** A discard's tenpai and win probability and expected score at one turn. */
export interface Chance {
  tenpai: number;
  win: number;
  ev: number;
  /** An open hand that can draw a complete hand but none with a yaku: the win is 0 for want of one (役なし). */
  noYaku?: boolean;
}

/** A row of the discard table. */
export const DiscardRow = memo(function DiscardRow({
  row,
  red,
  tenpai,
  highlighted,
  dora,
  left,
  onDiscard,
  step,
  explanation,
  compared = false,
  onCompare,
  chance,
  stepBack = null,
}: DiscardRowProps) {
  const p = useProbabilityMessages();
  const m = useMessages();
  const a = useAnalysisMessages();
  const t = useTableMessages();
  const doraMark = (kind: number) => (dora && dora[kind] > 0 ? { 'data-dora': dora[kind] } : {});
  const copy = useMemo<TileRef>(() => ({ kind: row.discard, red }), [row.discard, red]);
  // The row's items, in order: the discard, its tiles, then (with the second step) the improvements
  // and the Compare switch. All one Tab stop.
  const figures = step !== undefined && step !== 'pending' && onCompare !== undefined;
  const { rowProps, itemProps } = useRovingRow(1 + row.tiles.length + (figures ? 2 : 0));
  const code = tileCode(row.discard);
  // One handler for every effective tile of the row (the tile says which it is), stable while the
  // discard is, so tiles the next answer keeps are not drawn again.
  const onDraw = useCallback(
    (event: MouseEvent<HTMLButtonElement>) => onDiscard(row.discard, kindOfCode(event.currentTarget.dataset.tile!)),
    [onDiscard, row.discard],
  );
  const onDiscardTile = useCallback(() => onDiscard(row.discard), [onDiscard, row.discard]);
  return (
    <tr
      className={highlighted ? 'discard-row highlighted' : 'discard-row'}
      data-discard={code}
      data-shanten={row.shanten}
      {...rowProps}
    >
      <th scope="row">
        <TileButton
          tile={copy}
          title={a.discardTitle}
          onClick={onDiscardTile}
          {...doraMark(copy.kind)}
          {...itemProps(0)}
        />
      </th>
      <td className="row-tiles-cell">
        <span className="row-tiles" role="group" aria-label={`${m.discard} ${m.tileName(copy.kind, copy.red)}: ${tenpai ? a.waits : a.effectiveTiles}`}>
          {row.tiles.length === 0 && <span className="row-none">{tenpai ? t.deadTenpaiTitle : t.noneLeft}</span>}
          {row.tiles.map((kind, i) => {
            const props = { tile: plainTile(kind), title: a.drawTitle(tileCode(kind)), onClick: onDraw, ...doraMark(kind), ...itemProps(1 + i) };
            return left ? <CountedTile key={kind} left={left[kind]} {...props} /> : <TileButton key={kind} {...props} />;
          })}
        </span>
        {step !== undefined && onCompare && (
          <StepFigures
            discard={row.discard}
            step={step === 'pending' ? undefined : step}
            compared={compared}
            onCompare={onCompare}
            stepBack={stepBack}
            improveItem={itemProps(1 + row.tiles.length)}
            compareItem={itemProps(2 + row.tiles.length)}
          />
        )}
        {explanation && <p className="row-explain">{explanation}</p>}
        {chance === 'pending' ? (
          <p className="row-chances" data-pending="">
            {p.figures('…', '…', '…')}
          </p>
        ) : chance?.noYaku ? (
          <p className="row-chances" data-tenpai={chance.tenpai} data-win={chance.win} data-ev={chance.ev} data-no-yaku="">
            {p.figuresNoYaku(percentText(chance.tenpai))}
          </p>
        ) : chance ? (
          <p className="row-chances" data-tenpai={chance.tenpai} data-win={chance.win} data-ev={chance.ev}>
            {p.figures(percentText(chance.tenpai), percentText(chance.win), evText(chance.ev))}
          </p>
        ) : null}
      </td>
      <td className="row-count" data-red={row.red || undefined}>
        {/* Two pieces that each stay whole, so a narrow column stacks them instead of splitting "(赤1)". */}
        <span className="count-main">{m.rowCount(row.count)}</span>
        {row.red ? (
          <>
            {' '}
            <span className="count-red">{t.redPart(row.red)}</span>
          </>
        ) : null}
      </td>
    </tr>
  );
});

/**
 * One discard of a 3n+2 hand: the tile to discard, its effective tiles (each with its copies left),
 * their count. Tenhou's
 * clicks: the discard tile discards it and draws a random tile; an effective tile discards it and
 * draws that tile. The row is one Tab stop: arrow keys go from the discard to its tiles and to the
 * rows above and below.
 *
 * While another player's riichi is on the table (docs/rules.md#safety-against-a-riichi), a line under
 * the row's tiles says the discard's class in full against each riichi player, coloured by class. It
 * stays out of the phone's details: what a discard risks is read before the figures, not behind a tap.
 */
import { memo, useCallback, useId, useState, type MouseEvent } from 'react';
import { kindOfCode, tileCode } from '../../engine/light.ts';
import type { DiscardRow as Row, TwoStepRow } from '../../engine/light.ts';
import { plainTile } from '../tiles/tile-refs.ts';
import { TileButton } from '../tiles/tile-button.tsx';
import { CountedTile } from './counted-tile.tsx';
import { useTableMessages } from '../real-game/table-messages.ts';
import { useMessages } from '../shell/messages.ts';
import { useAnalysisMessages } from './analysis-messages.ts';
import { useRovingRow } from './use-roving.ts';
import { StepBrief, StepFigures } from './step-figures.tsx';
import { TilePicture } from '../tiles/tile-picture.tsx';
import { useNarrow } from './use-narrow.ts';
import { useTwoStepMessages } from './two-step-messages.ts';
import { evText, percentText, useProbabilityMessages } from './probability-messages.ts';
import type { StepBack } from '../../store/step-back.ts';
import type { TileSafety } from '../../store/selectors/index.ts';
import { safetyWords, useGameMessages } from '../real-game/game-messages.ts';

export interface DiscardRowProps {
  /** The row; its discard names the copy given away (a red five only when it is the hand's last five of its suit). */
  row: Row;
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
  /** A row of the compact table. */
  compact?: boolean;
  /** The discard's safety against each riichi player (the same object while it is), absent without a riichi. */
  safety?: TileSafety | null;
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
  compact = false,
  safety = null,
}: DiscardRowProps) {
  const p = useProbabilityMessages();
  const m = useMessages();
  const a = useAnalysisMessages();
  const t = useTableMessages();
  const s = useTwoStepMessages();
  const g = useGameMessages();
  const narrow = useNarrow();
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const doraMark = (kind: number) => (dora && dora[kind] > 0 ? { 'data-dora': dora[kind] } : {});
  // The engine's tile of the row (one shared object per tile), so a row whose answer has not changed is not drawn again.
  const copy = row.discard;
  // On a phone the figures are one short line (brief) and the rest is behind the row's details switch;
  // the compact table there draws its effective tiles as pictures (too small to tap: the details hold
  // them as buttons).
  const hasFigures = step !== undefined || chance !== undefined;
  const brief = narrow && hasFigures;
  const detailsShown = !brief || open;
  const tilesPressable = !(compact && narrow) || !hasFigures;
  // The row's items, in order: the discard, its tiles, the details switch, then (with the second step)
  // the improvements and the Compare switch. All one Tab stop.
  const figures = step !== undefined && step !== 'pending' && onCompare !== undefined && detailsShown;
  const tileItems = tilesPressable ? row.tiles.length : 0;
  const toggleAt = 1 + tileItems;
  const stepsAt = toggleAt + (brief ? 1 : 0);
  const { rowProps, itemProps } = useRovingRow(stepsAt + (figures ? 2 : 0));
  const code = tileCode(copy.kind);
  // One handler for every effective tile of the row (the tile says which it is), stable while the
  // discard is, so tiles the next answer keeps are not drawn again.
  const onDraw = useCallback(
    (event: MouseEvent<HTMLButtonElement>) => onDiscard(copy.kind, kindOfCode(event.currentTarget.dataset.tile!)),
    [onDiscard, copy.kind],
  );
  const onDiscardTile = useCallback(() => onDiscard(copy.kind), [onDiscard, copy.kind]);
  const tileButton = (kind: number, i: number | null) => {
    const props = {
      tile: plainTile(kind),
      title: a.drawTitle(tileCode(kind)),
      onClick: onDraw,
      ...doraMark(kind),
      ...(i === null ? {} : itemProps(i)),
    };
    return left ? <CountedTile key={kind} left={left[kind]} {...props} /> : <TileButton key={kind} {...props} />;
  };
  const chanceLine =
    chance === 'pending' ? (
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
    ) : null;
  return (
    <tr className={highlighted ? 'discard-row highlighted' : 'discard-row'} data-discard={code} data-shanten={row.shanten} {...rowProps}>
      <th scope="row">
        <TileButton tile={copy} title={a.discardTitle} onClick={onDiscardTile} {...doraMark(copy.kind)} {...itemProps(0)} />
      </th>
      <td className="row-tiles-cell">
        <span
          className="row-tiles"
          role="group"
          aria-label={`${m.discard} ${m.tileName(copy.kind, copy.red)}: ${tenpai ? a.waits : a.effectiveTiles}`}
        >
          {row.tiles.length === 0 && <span className="row-none">{tenpai ? t.deadTenpaiTitle : t.noneLeft}</span>}
          {tilesPressable
            ? row.tiles.map((kind, i) => tileButton(kind, 1 + i))
            : row.tiles.map((kind) => <TilePicture key={kind} code={tileCode(kind)} />)}
        </span>
        {safety && safety.against.length > 0 && (
          <p className="row-safety">
            {safety.against.map(({ seat, safety: c }, i) => (
              <span key={seat}>
                {i > 0 && ' · '}
                <span className="row-safety-class" data-safety={c.class} data-visible={c.visible}>
                  {g.safetyAgainst(g.seat[seat], safetyWords(g, c))}
                </span>
              </span>
            ))}
          </p>
        )}
        {brief && (
          <div className="row-brief">
            <span className="row-brief-figures">
              {step !== undefined && onCompare && <StepBrief step={step === 'pending' ? undefined : step} />}
              {stepBack && (
                <span className="step-back step-back-flag" title={s.stepBack}>
                  {s.stepBackBrief}
                </span>
              )}
              {chance === 'pending' ? (
                <span className="row-chances" data-pending="">
                  {p.brief('…', '…')}
                </span>
              ) : chance?.noYaku ? (
                <span className="row-chances" data-tenpai={chance.tenpai} data-win={chance.win} data-ev={chance.ev} data-no-yaku="">
                  {p.briefNoYaku}
                </span>
              ) : chance ? (
                <span className="row-chances" data-tenpai={chance.tenpai} data-win={chance.win} data-ev={chance.ev}>
                  {p.brief(percentText(chance.win), evText(chance.ev))}
                </span>
              ) : null}
            </span>
            <button
              type="button"
              className="row-more"
              aria-expanded={open}
              aria-controls={detailsId}
              aria-label={a.rowDetails(tileCode(copy.kind, copy.red))}
              onClick={() => setOpen((o) => !o)}
              {...itemProps(toggleAt)}
            >
              {open ? '▴' : '▾'}
            </button>
          </div>
        )}
        {detailsShown && (
          <div className={brief ? 'row-details' : 'row-full'} id={brief ? detailsId : undefined}>
            {brief && !tilesPressable && row.tiles.length > 0 && (
              <span className="row-tiles row-tiles-large">{row.tiles.map((kind) => tileButton(kind, null))}</span>
            )}
            {step !== undefined && onCompare && (
              <StepFigures
                discard={copy.kind}
                step={step === 'pending' ? undefined : step}
                compared={compared}
                onCompare={onCompare}
                stepBack={stepBack}
                improveItem={itemProps(stepsAt)}
                compareItem={itemProps(stepsAt + 1)}
              />
            )}
            {explanation && <p className="row-explain">{explanation}</p>}
            {chanceLine}
          </div>
        )}
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

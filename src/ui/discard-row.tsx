/**
 * One discard of a 3n+2 hand: the tile to discard, its effective tiles, their count. Tenhou's
 * clicks: the discard tile discards it and draws a random tile; an effective tile discards it and
 * draws that tile. The row is one Tab stop: arrow keys go from the discard to its tiles and to the
 * rows above and below.
 */
import { memo } from 'react';
import { tileCode } from '../engine/tiles.ts';
import type { DiscardRow as Row } from '../engine/types.ts';
import { useActions } from '../store/app-store-provider.tsx';
import type { TileRef } from '../store/hand-edit.ts';
import { TileButton } from './tile-button.tsx';
import { useTableMessages } from './table-messages.ts';
import { useMessages } from './use-messages.ts';
import { useRovingRow } from './use-roving.ts';

export interface DiscardRowProps {
  row: Row;
  /** The copy the discard gives away (a plain five before a red one). */
  copy: TileRef;
  /** 待ち rather than 摸: the discard leaves the hand tenpai. */
  tenpai: boolean;
  highlighted: boolean;
  /** How many times each kind is dora (marked on the tiles). */
  dora?: ArrayLike<number>;
}

/** A row of the discard table. */
export const DiscardRow = memo(function DiscardRow({ row, copy, tenpai, highlighted, dora }: DiscardRowProps) {
  const m = useMessages();
  const t = useTableMessages();
  const doraMark = (kind: number) => (dora && dora[kind] > 0 ? { 'data-dora': dora[kind] } : {});
  const { discard } = useActions();
  const { rowProps, itemProps } = useRovingRow(1 + row.tiles.length);
  const code = tileCode(row.discard);
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
          title={m.discardTitle}
          onClick={() => discard(row.discard)}
          {...doraMark(copy.kind)}
          {...itemProps(0)}
        />
      </th>
      <td>
        <span className="row-tiles" role="group" aria-label={`${m.discard} ${m.tileName(copy.kind, copy.red)}: ${tenpai ? m.waits : m.effectiveTiles}`}>
          {row.tiles.map((kind, i) => (
            <TileButton
              key={kind}
              tile={{ kind, red: false }}
              title={m.drawTitle(tileCode(kind))}
              onClick={() => discard(row.discard, kind)}
              {...doraMark(kind)}
              {...itemProps(1 + i)}
            />
          ))}
        </span>
      </td>
      <td className="row-count" data-red={row.red || undefined}>
        {row.red ? t.rowCountRed(m.rowCount(row.count), row.red) : m.rowCount(row.count)}
      </td>
    </tr>
  );
});

/**
 * The full table of one drill turn: every distinct discard of the 14 tiles in the engine's order
 * (lower shanten, then more effective tiles), with its effective tiles and count; the discard made
 * is marked. The rows come in groups by the shanten after the discard, each group headed by it
 * ("3-shanten", "3向聴"), as the analysis page sets apart the discards that raise the shanten: a
 * shanten column would repeat one figure down each group and, at 375 px, take the width the
 * effective tiles need.
 */
import { tileCode } from '../../engine/light.ts';
import type { DiscardRow } from '../../engine/light.ts';
import type { Lang } from '../../store/app-store.ts';
import { drillMessagesFor } from './drill-messages.ts';
import { messagesFor } from '../shell/messages.ts';
import { TilePicture } from '../tiles/tile-picture.tsx';

export interface DrillTableProps {
  rows: readonly DiscardRow[];
  /** Kind of the discard made. */
  chosen: number;
  lang: Lang;
}

/** Consecutive rows of one shanten (the engine's order puts each shanten's rows together). */
function groupsOf(rows: readonly DiscardRow[]): DiscardRow[][] {
  const groups: DiscardRow[][] = [];
  for (const row of rows) {
    const last = groups.at(-1);
    if (last && last[0].shanten === row.shanten) last.push(row);
    else groups.push([row]);
  }
  return groups;
}

/** Every discard of a turn. */
export function DrillTable({ rows, chosen, lang }: DrillTableProps) {
  const m = messagesFor(lang);
  const t = drillMessagesFor(lang);
  return (
    <table className="drill-table">
      <thead>
        <tr>
          <th scope="col">{m.discard}</th>
          <th scope="col">{m.effectiveTilesShort}</th>
          <th scope="col">{m.count}</th>
        </tr>
      </thead>
      {groupsOf(rows).map((group) => (
        <tbody key={group[0].shanten} data-shanten={group[0].shanten}>
          <tr className="drill-group">
            <th scope="rowgroup" colSpan={3}>
              {m.shanten(group[0].shanten)}
            </th>
          </tr>
          {group.map((row) => (
            <tr
              key={row.discard.kind}
              data-discard={tileCode(row.discard.kind)}
              className={row.discard.kind === chosen ? 'drill-chosen' : undefined}
              aria-current={row.discard.kind === chosen ? 'true' : undefined}
            >
              <th scope="row">
                <span className="drill-row-tile" role="img" aria-label={m.tileName(row.discard.kind)}>
                  <TilePicture code={tileCode(row.discard.kind)} />
                </span>
                {row.discard.kind === chosen && <span className="drill-yours">{t.yours}</span>}
              </th>
              <td className="drill-tiles-cell">
                <span className="row-tiles" role="img" aria-label={row.tiles.map((k) => tileCode(k)).join(' ')}>
                  {row.tiles.map((k) => (
                    <TilePicture key={k} code={tileCode(k)} />
                  ))}
                </span>
              </td>
              <td className="row-count">{m.rowCount(row.count)}</td>
            </tr>
          ))}
        </tbody>
      ))}
    </table>
  );
}

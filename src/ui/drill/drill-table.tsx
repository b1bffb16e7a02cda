/**
 * The full table of one drill turn: every distinct discard of the 14 tiles in the engine's order
 * (lower shanten, then more effective tiles), with its shanten, effective tiles and count; the
 * discard made is marked.
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

/** Every discard of a turn. */
export function DrillTable({ rows, chosen, lang }: DrillTableProps) {
  const m = messagesFor(lang);
  const t = drillMessagesFor(lang);
  return (
    <table className="drill-table">
      <thead>
        <tr>
          <th scope="col">{m.discard}</th>
          <th scope="col">{t.shantenHead}</th>
          <th scope="col">{m.effectiveTilesShort}</th>
          <th scope="col">{m.count}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr
            key={row.discard}
            data-discard={tileCode(row.discard)}
            className={row.discard === chosen ? 'drill-chosen' : undefined}
            aria-current={row.discard === chosen ? 'true' : undefined}
          >
            <th scope="row">
              <span className="drill-row-tile" role="img" aria-label={m.tileName(row.discard)}>
                <TilePicture code={tileCode(row.discard)} />
              </span>
              {row.discard === chosen && <span className="drill-yours">{t.yours}</span>}
            </th>
            <td>{m.shanten(row.shanten)}</td>
            <td>
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
    </table>
  );
}

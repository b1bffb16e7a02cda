/**
 * The player's river: the tiles discarded so far, in the order played, six to a row as on the
 * table, red fives drawn red. Each tile is named with its turn for screen readers.
 */
import type { Tile } from '../../engine/light.ts';
import { tileCode } from '../../engine/light.ts';
import type { Lang } from '../../store/app-store.ts';
import { drillMessagesFor } from './drill-messages.ts';
import { messagesFor } from '../shell/messages.ts';
import { TilePicture } from '../tiles/tile-picture.tsx';

/** The discards so far. */
export function DrillRiver({ discards, lang }: { discards: readonly Tile[]; lang: Lang }) {
  const m = messagesFor(lang);
  const t = drillMessagesFor(lang);
  return (
    <section className="drill-river" aria-labelledby="drill-river-title">
      <h3 id="drill-river-title">{t.river(discards.length)}</h3>
      {discards.length === 0 ? (
        <p className="drill-river-empty">{t.riverEmpty}</p>
      ) : (
        <ol>
          {discards.map((tile, i) => {
            const code = tileCode(tile.kind, tile.red);
            return (
              // A list item stays one (a role on the <li> itself would take it out of the list): the picture inside is named.
              <li key={i} data-tile={code}>
                <span className="drill-river-tile" role="img" aria-label={t.riverTile(i + 1, m.tileName(tile.kind, code[0] === '0'))}>
                  <TilePicture code={code} />
                </span>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}

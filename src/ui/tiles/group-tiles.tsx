/**
 * A decomposition or a wait shape drawn with tiles: each group a cluster, called melds marked, the
 * waiting part of a wait shape framed.
 */
import { formatKinds, tileCode } from '../../engine/light.ts';
import type { Group } from '../../engine/light.ts';
import { TilePicture } from './tile-picture.tsx';

/** Groups of tiles, and the waiting part when given; `highlight` frames one group (the winning tile's). */
export function GroupTiles({ groups, waiting, highlight }: { groups: Group[]; waiting?: number[]; highlight?: number }) {
  // Named in the notation of docs/rules.md: (123m)(44m)(888m)(999m)[23m].
  const label = groups.map((g) => `(${formatKinds(g.tiles)})`).join('') + (waiting ? `[${formatKinds(waiting)}]` : '');
  return (
    <span className="group-tiles" role="img" aria-label={label}>
      {groups.map((g, i) => (
        <span key={i} className={`group group-${g.kind}${g.open ? ' group-open' : ''}${i === highlight ? ' group-win' : ''}`}>
          {g.tiles.map((k, j) => (
            <TilePicture key={j} code={tileCode(k)} />
          ))}
        </span>
      ))}
      {waiting && (
        <span className="group group-waiting">
          {waiting.map((k, j) => (
            <TilePicture key={j} code={tileCode(k)} />
          ))}
        </span>
      )}
    </span>
  );
}

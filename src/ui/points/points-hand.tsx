/**
 * The question's hand: the concealed tiles in order, the winning tile set apart and framed with how
 * it was won (Tsumo / Ron, ツモ / ロン, 自摸 / 荣和) under it, then the melds, each drawn as a unit (a closed kan with its ends
 * face down, as at a table). Tiles to read, not to press: each is named and carries its mpsz code.
 * At 375 px the concealed tiles keep to one line and the melds wrap after them whole.
 */
import { formatMeld, tileCode } from '../../engine/light.ts';
import type { Tile } from '../../engine/light.ts';
import type { Lang } from '../../store/app-store.ts';
import { messagesFor } from '../shell/messages.ts';
import { BACK } from '../tiles/tile-faces.ts';
import { TilePicture } from '../tiles/tile-picture.tsx';
import { handParts } from './points-figures.ts';
import { pointsMessagesFor } from './points-messages.ts';

export interface PointsHandProps {
  /** The hand in mpsz, the winning tile last among the concealed tiles. */
  hand: string;
  by: 'tsumo' | 'ron';
  lang: Lang;
}

/** One tile to read. */
function HandTile({ tile, name, className = 'points-tile' }: { tile: Tile; name: string; className?: string }) {
  const code = tileCode(tile.kind, tile.red);
  return (
    <span className={className} role="img" aria-label={name} data-tile={code}>
      <TilePicture code={code} />
    </span>
  );
}

/** The hand of the question. */
export function PointsHand({ hand, by, lang }: PointsHandProps) {
  const m = messagesFor(lang);
  const t = pointsMessagesFor(lang);
  const { concealed, win, melds } = handParts(hand);
  return (
    <div className="points-hand" role="group" aria-label={t.hand}>
      <span className="points-concealed">
        {concealed.map((tile, i) => (
          <HandTile key={i} tile={tile} name={m.tileName(tile.kind, tile.red)} />
        ))}
      </span>
      {win && (
        <span className="points-win" data-by={by}>
          <HandTile tile={win} name={`${t.winTile}: ${m.tileName(win.kind, win.red)}`} className="points-tile points-win-tile" />
          <span className="points-win-by" aria-hidden="true">
            {t.byMark[by]}
          </span>
        </span>
      )}
      {melds.map((meld, i) => (
        <span
          key={i}
          className="points-meld"
          role="img"
          aria-label={t.meld(meld.kind, formatMeld(meld).slice(1, -1))}
          data-meld={meld.kind}
        >
          {meld.tiles.map((kind, j) => {
            // The meld's red five, if any, is its first five.
            const red = meld.red > 0 && kind < 27 && kind % 9 === 4 && meld.tiles.indexOf(kind) === j;
            const faceDown = meld.kind === 'ankan' && (j === 0 || j === 3);
            return <TilePicture key={j} code={faceDown ? BACK : tileCode(kind, red)} />;
          })}
        </span>
      ))}
    </div>
  );
}

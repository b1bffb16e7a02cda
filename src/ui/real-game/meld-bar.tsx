/**
 * The hand's melds, beside the hand bar, drawn the way Tenhou draws them: the called tile turned
 * sideways (the first tile of a chi, which is always called from the left; one tile of a pon or an
 * open kan), a closed kan with both ends face down. Each meld is a button: pressing it removes it,
 * and focus stays at the same place (the next meld, else the one before), or goes to the hand
 * field once no meld is left.
 */
import './real-game.css';
import { formatMeld, isMissingInThreePlayer, tileCode } from '../../engine/light.ts';
import type { Meld } from '../../engine/light.ts';
import { itemNear, useFocusRescue } from '../analysis/use-roving.ts';
import { TilePicture } from '../tiles/tile-picture.tsx';
import { BACK } from '../tiles/tile-faces.ts';
import { useTableMessages } from './table-messages.ts';

/** Which tile of a meld lies sideways: none for a closed kan. */
function sidewaysAt(meld: Meld): number {
  return meld.kind === 'ankan' ? -1 : 0;
}

export interface MeldBarProps {
  melds: readonly Meld[];
  /** How many times each kind is dora. */
  dora?: ArrayLike<number>;
  /** With three, the tiles of 2m-8m are marked (a three-player set has none). */
  players?: 3 | 4;
  /** A meld pressed: its index. */
  onRemove(index: number): void;
}

/** The melds of the hand being edited. */
export function MeldBar({ melds, dora, players = 4, onRemove }: MeldBarProps) {
  const t = useTableMessages();
  const rescue = useFocusRescue();
  if (melds.length === 0) return null;
  const absent = (kind: number) => players === 3 && isMissingInThreePlayer(kind);
  return (
    <div className="meld-bar">
      {melds.map((meld, i) => {
        const label = t.meldLabel(meld.kind, formatMeld(meld));
        return (
          <button
            type="button"
            className="hand-meld"
            key={i}
            data-meld={meld.kind}
            aria-label={meld.tiles.some(absent) ? t.absent(label) : label}
            onClick={(event) => {
              const row = event.currentTarget.closest('.hand-row');
              onRemove(i);
              rescue(() => itemNear(row, '.hand-meld', i) ?? document.querySelector<HTMLElement>('.hand-input input'));
            }}
          >
            {meld.tiles.map((kind, j) => {
              // The meld's red five, if any, is its first five.
              const red = meld.red > 0 && kind < 27 && kind % 9 === 4 && meld.tiles.indexOf(kind) === j;
              const classes = [
                meld.kind === 'ankan' && (j === 0 || j === 3) ? 'tile-back' : '',
                j === sidewaysAt(meld) ? 'tile-sideways' : '',
                dora && dora[kind] > 0 && !(meld.kind === 'ankan' && (j === 0 || j === 3)) ? 'tile-dora' : '',
                absent(kind) ? 'tile-absent' : '',
              ].filter(Boolean);
              const faceDown = meld.kind === 'ankan' && (j === 0 || j === 3);
              return <TilePicture key={j} code={faceDown ? BACK : tileCode(kind, red)} className={classes.join(' ') || undefined} />;
            })}
          </button>
        );
      })}
    </div>
  );
}

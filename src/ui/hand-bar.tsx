/**
 * The hand as tiles, in canonical order with the draw set apart (a 3n+2 hand), melds after.
 * Pressing a tile removes it; pointing at one (or focusing it) highlights its row in the table
 * and tells the shanten after discarding it, as Tenhou does.
 */
import { tileCode } from '../engine/tiles.ts';
import { useActions, useAppStore } from '../store/app-store-provider.tsx';
import { layoutOf, type TileRef } from '../store/hand-edit.ts';
import { selectShown, selectWorkingHand } from '../store/selectors.ts';
import { TileButton } from './tile-button.tsx';
import { TilePicture } from './tile-picture.tsx';
import { useMessages } from './use-messages.ts';

/** The hand bar. */
export function HandBar() {
  const m = useMessages();
  const { removeTile, setHover } = useActions();
  const working = useAppStore(selectWorkingHand);
  const hover = useAppStore((s) => s.hover);
  const { result } = useAppStore(selectShown);
  const { sorted, drawn } = layoutOf(working.hand);
  const melds = working.hand.melds;

  const tileProps = (tile: TileRef) => ({
    tile,
    onClick: () => removeTile(tile),
    onPointerEnter: () => setHover(tile.kind),
    onPointerLeave: () => setHover(null),
    onFocus: () => setHover(tile.kind),
    onBlur: () => setHover(null),
  });

  const row = hover === null ? undefined : result?.analysis.discards?.find((r) => r.discard === hover);
  const empty = sorted.length === 0 && !drawn && melds.length === 0;

  return (
    <section className={working.source === 'url' ? 'hand-bar stale' : 'hand-bar'} aria-label={m.handTiles}>
      <div className="hand-tiles">
        {empty && <span className="hand-empty">{m.emptyHand}</span>}
        {sorted.map((tile, i) => (
          <TileButton key={`${i}-${tileCode(tile.kind, tile.red)}`} {...tileProps(tile)} />
        ))}
        {drawn && <TileButton className="tile-drawn" title={m.drawnTile} {...tileProps(drawn)} />}
        {melds.map((meld, i) => (
          <span className="hand-meld" key={i} data-meld={meld.kind}>
            {meld.tiles.map((kind, j) => {
              // The meld's red five, if any, is its first five.
              const red = meld.red > 0 && kind < 27 && kind % 9 === 4 && meld.tiles.indexOf(kind) === j;
              return <TilePicture key={j} code={tileCode(kind, red)} className={meld.kind === 'ankan' && (j === 0 || j === 3) ? 'tile-back' : undefined} />;
            })}
          </span>
        ))}
      </div>
      <p className="hand-hover" aria-live="polite">
        {row ? m.afterDiscard(tileCode(row.discard), m.shanten(row.shanten)) : ' '}
      </p>
    </section>
  );
}

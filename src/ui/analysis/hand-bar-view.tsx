/** The hand bar wired to the store: the working hand, the pointed tile, the shown analysis, the dora, the players, the safety against a riichi. */
import { useActions, useAppStore, useSelect } from '../../store/app-store-provider.tsx';
import { HandBarPanel } from './hand-bar-panel.tsx';
import { isMissingInThreePlayer, tileCount } from '../../engine/light.ts';

/** The hand bar, as the page shows it. */
export function HandBarView() {
  const select = useSelect();
  const { removeTile, discardToRiver, setHover, removeMeld, clear, removeLast } = useActions();
  const working = useAppStore(select.workingHand);
  const hover = useAppStore((s) => s.hover);
  const { result, stale: resultStale } = useAppStore(select.shown);
  const dora = useAppStore(select.dora);
  const players = useAppStore((s) => s.table.players);
  const { score, stale } = useAppStore(select.score);
  const safety = useAppStore(select.safety);
  // Only a complete hand has a winning tile: the score of any 14 tiles names one (its draw), complete or not.
  const complete = result !== null && !resultStale && result.analysis.shanten.standard === -1;
  const winning = complete && score?.kind === 'complete' && !stale && working.source === 'draft' ? score.win : null;
  // A hand with a tile to discard (3n+2) discards the tile pressed into your river; a hand being built
  // loses it, and so does a tile the game cannot hold (2m-8m with three players): a correction.
  const discards = tileCount(working.hand) % 3 === 2;
  return (
    <HandBarPanel
      hand={working.hand}
      stale={working.source === 'url'}
      hover={hover}
      analysis={result?.analysis}
      dora={dora}
      players={players}
      discards={discards}
      winning={winning}
      safety={safety}
      onRemoveTile={(tile) => (discards && !(players === 3 && isMissingInThreePlayer(tile.kind)) ? discardToRiver(tile) : removeTile(tile))}
      onHover={setHover}
      onRemoveMeld={removeMeld}
      onClear={clear}
      onRemoveLast={removeLast}
    />
  );
}

/**
 * The palette wired to the store: the pick context (entry mode, hand, copies left, table), the field's
 * mistake and, while a game is followed, where a press goes (its tiles' names say it) and the game
 * whose rivers the strip under it shows, with the way to the rivers in full.
 */
import { useActions, useAppStore, useSelect } from '../../store/app-store-provider.tsx';
import { GAME_TABLE_ID, scrollBehavior } from '../real-game/game-table-panel.tsx';
import { PalettePanel } from './palette-panel.tsx';

/** To the rivers in full: their top at the top of the screen, and the focus on their way back, so Tab and a screen reader go on from there. */
function toRivers() {
  const rivers = document.getElementById(GAME_TABLE_ID);
  rivers?.scrollIntoView({ block: 'start', behavior: scrollBehavior() });
  rivers?.querySelector<HTMLElement>('.game-to-palette')?.focus({ preventScroll: true });
}

/** The tile palette, as the page shows it. */
export function PaletteView() {
  const select = useSelect();
  const { addTile, clear } = useActions();
  const ctx = useAppStore(select.pickContext);
  const mistake = useAppStore((s) => select.draftMistake(s) !== null);
  const target = useAppStore(select.paletteTarget);
  const game = useAppStore((s) => {
    const g = select.gameState(s);
    return g?.started ? g : null;
  });
  return <PalettePanel ctx={ctx} mistake={mistake} target={target} game={game} onAdd={addTile} onClear={clear} onRivers={toRivers} />;
}

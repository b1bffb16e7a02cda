/** The entry modes wired to the store: the mode, a chi's picks, and what greys the palette (room in the hand, indicators). */
import { tileCount } from '../../engine/light.ts';
import { useActions, useAppStore, useSelect } from '../../store/app-store-provider.tsx';
import { EntryModesPanel } from './entry-modes-panel.tsx';
import { gameHint, useGameMessages } from './game-messages.ts';

/** The entry-mode buttons, as the page shows them. */
export function EntryModesView() {
  const select = useSelect();
  const entry = useAppStore((s) => s.entry);
  const picks = useAppStore((s) => s.picks);
  const size = useAppStore((s) => tileCount(select.workingHand(s).hand));
  const indicators = useAppStore((s) => select.pickContext(s).indicators);
  // While a game is followed, the line above the palette says where its next press goes (the game's
  // panel, further down, says it too).
  const target = useAppStore(select.paletteTarget);
  const started = useAppStore((s) => select.gameState(s)?.started ?? false);
  const cursorSeat = useAppStore((s) => select.gameState(s)?.cursor.seat ?? 0);
  const g = useGameMessages();
  const game = entry === 'hand' && started ? gameHint(g, started, target, cursorSeat) : null;
  const { setEntry } = useActions();
  return <EntryModesPanel entry={entry} picks={picks} size={size} indicators={indicators} gameHint={game} onChange={setEntry} />;
}

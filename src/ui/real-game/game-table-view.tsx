/**
 * The game at the table wired to the store: the game the address holds (or, while its log or a
 * pasted river has a mistake, the table without it and the mistake said), where the next palette
 * press goes, the calls and kans the game allows, the turn read from the table, and the moves.
 */
import { useMemo } from 'react';
import { handOf, NORTH, readRivers, replayGame, type GameState, type Seat, type Tile } from '../../engine/light.ts';
import { useActions, useAppStore, useSelect } from '../../store/app-store-provider.tsx';
import { callOptions, yourKans, type CallOption } from './game-calls.ts';
import type { WorkingHand } from '../../store/selectors/index.ts';
import { GameTablePanel } from './game-table-panel.tsx';
import { CallTableView } from './call-table-view.tsx';
import { KanTableView } from './kan-table-view.tsx';
import { tileCode } from '../../engine/light.ts';
import type { TableError } from './game-messages.ts';

/** The river fields' mistake: a pasted river that does not read, or one whose tiles the table cannot hold. */
function draftError(drafts: readonly string[], rivers: readonly string[], players: 3 | 4, dealer: Seat): TableError | null {
  const seat = drafts.findIndex((d, i) => d.trim() !== (rivers[i] ?? ''));
  if (seat < 0) return null;
  const pasted = readRivers(drafts, players);
  if (!pasted.ok) return pasted.error;
  const read = replayGame(pasted.value, [], { players, dealer });
  if (!read.ok) return read.error;
  return { code: 'river-copies', seat: seat as Seat };
}

/** No kan: not your turn, or none in your hand. */
const NO_KANS: readonly Tile[] = [];
/** No call: nothing discarded yet. */
const NO_CALLS: readonly CallOption[] = [];
/** The hand the panel reads before a game starts: none. */
const NO_HAND: WorkingHand = { hand: handOf([]), source: 'none' };

/** The game's panel, as the page shows it. */
export function GameTableView() {
  const select = useSelect();
  const read = useAppStore(select.game);
  const table = useAppStore((s) => s.table);
  const wind = useAppStore((s) => s.situation.seat);
  const round = useAppStore((s) => s.situation.round);
  const target = useAppStore(select.paletteTarget);
  const turn = useAppStore(select.tableTurn);
  // Before a game starts the panel reads nothing a palette press changes (no call to offer, no kan), so
  // building a hand never draws it again: a press redraws the hand and the results, not the table.
  const started = useAppStore((s) => select.gameState(s)?.started ?? false);
  const working = useAppStore((s) => (started ? select.workingHand(s) : NO_HAND));
  const left = useAppStore((s) => (started ? select.availability(s) : null));
  const kanSeat = useAppStore((s) => s.gameKan);
  const riverDrafts = useAppStore((s) => s.riverDrafts);
  const actions = useActions();
  const { dealer } = table;
  const empty = useMemo(
    () => (replayGame([], [], { players: table.players, dealer }) as { ok: true; value: GameState }).value,
    [table.players, dealer],
  );
  const game = read.ok ? read.value : empty;
  const calls = useMemo(() => (left ? callOptions(game, working.hand, left) : NO_CALLS), [game, working.hand, left]);
  // Your kans on your turn: with a tile to discard, the cursor at you.
  const yourTurn = game.started && game.cursor.seat === 0 && !game.cursor.indicator && target.to === 'hand';
  // In riichi a kan must keep the waits: only those the engine's kan table keeps are offered, once it answers.
  const riichi = game.seats[0].riichi !== null;
  const kanTable = useAppStore((s) => (riichi && yourTurn ? select.kanTable(s)?.table : null));
  const kans = useMemo(() => {
    if (!yourTurn) return NO_KANS;
    const all = yourKans(working.hand, riichi);
    if (!riichi) return all;
    return kanTable ? all.filter((t) => kanTable.kans.some((e) => e.kan === 'closed' && e.meld.tiles[0] === t.kind)) : NO_KANS;
  }, [yourTurn, working.hand, riichi, kanTable]);
  const error = read.ok ? draftError(riverDrafts, table.rivers, table.players, dealer) : read.error;
  const offerOpen = useAppStore((s) => select.shownOffer(s) !== null);
  const last = game.last;
  const offerOf = () => {
    // Your own discard is offered to no one: another seat's comes from that seat.
    if (!last || last.seat === 0) return null;
    const t = game.seats[last.seat].river[last.index];
    return { tile: tileCode(t.kind, t.red), from: last.seat };
  };
  return (
    <GameTablePanel
      game={game}
      error={error}
      target={target}
      wind={wind}
      round={round}
      onWinds={actions.setSituation}
      turn={turn}
      calls={calls}
      offerOpen={offerOpen}
      onOffer={(open) => actions.setOffer(open ? offerOf() : null)}
      callTable={<CallTableView options={calls} />}
      kans={kans}
      kanTable={<KanTableView kans={kans} />}
      yourNorth={yourTurn && working.hand.tiles[NORTH] > 0}
      kanSeat={kanSeat}
      riverDrafts={riverDrafts}
      canUndo={table.moves !== ''}
      onCall={(o) => actions.callDiscard(o.seat, o.call, o.tiles)}
      onRiichi={actions.declareRiichi}
      onKan={actions.startKan}
      onYourKan={actions.selfKan}
      onNorth={actions.setAsideNorth}
      onCursor={actions.moveCursor}
      onUndo={actions.undoMove}
      onRiver={actions.setRiver}
    />
  );
}

/**
 * `game` of `pairi/engine`: the game at the table followed move by move (game.ts): seats, the log of
 * moves and its text, the state a log gives (rivers, melds, riichi, the cursor), the tiles it shows,
 * the turn it is at, your hand through your own moves, each tile's safety against a riichi, and whether
 * to call a discard or pass (callOptions), and on your turn whether to declare a kan (kanOptions).
 */
export { seatsOf, nextSeat, dealerSeat, replayGame, gameTiles, countTiles, tableTurn, genbutsuOf, riichiSeats } from '../game/game.ts';
export type { Seat, GameMove, RiverTile, SeatMeld, SeatState, Cursor, GameState, GameError, IllegalReason } from '../game/game.ts';
export { formatMoves, parseMoves } from '../game/game-notation.ts';
export { handAfterMove, handBeforeMove } from '../game/game-hand.ts';
export { safetyClass, safetyRank, safetyAgainst } from '../game/safety.ts';
export type { Safety, SafetyClass } from '../game/safety.ts';
export { callOptions, kanOptions } from '../analysis/call-options.ts';

/**
 * `game` of `pairi/engine`: the game at the table followed move by move (game.ts): seats, the log of
 * moves and its text, the state a log gives (rivers, melds, riichi, the cursor), the tiles it shows,
 * the turn it is at, your hand through your own moves, each tile's safety against a riichi, and whether
 * to call a discard or pass (callOptions), and on your turn whether to declare a kan (kanOptions); and a
 * game log read (Tenhou's replay JSON, an address holding it, or its XML download) into one model, checked
 * move by move and reviewed decision by decision (docs/game-logs.md).
 */
export {
  nextSeat,
  dealerSeat,
  windOfSeat,
  replayGame,
  gameTiles,
  gameTilesLessOffer,
  tableTurn,
  callTurn,
  genbutsuOf,
  riichiSeats,
} from '../game/game.ts';
export { seatsOf, placeName, seatOfPlaceName } from '../core/seats.ts';
export type { Seat, OtherSeat, PlaceName } from '../core/seats.ts';
export { countTiles } from '../core/tile-set.ts';
export type { TableTap, RiverTile, SeatMeld, SeatState, Cursor, GameState, GameError, IllegalReason, PastedRiver } from '../game/game.ts';
export { formatMoves, parseMoves, readRivers } from '../game/game-notation.ts';
export { handAfterMove, handBeforeMove } from '../game/game-hand.ts';
export { safetyClass, safetyRank, safetyAgainst } from '../game/safety.ts';
export type { Safety, SafetyClass } from '../game/safety.ts';
export { callOptions } from '../analysis/call-options.ts';
export { kanOptions } from '../analysis/kan-options.ts';
export { readGameLog, MAX_LOG_CHARS } from '../log/read-log.ts';
export { readTenhouJson, writeTenhouJson } from '../log/tenhou-json/index.ts';
export { readMjlog, writeMjlog } from '../log/mjlog/index.ts';
export { kyokuName } from '../log/game-log.ts';
export { winPoints, logOverview } from '../log/win-points.ts';
export type { WinPoints } from '../log/win-points.ts';
export type { KyokuName } from '../log/game-log.ts';
export type { GameLog, LogKyoku, LogEnd, LogWin, LogRound, LogError, LogErrorCode } from '../log/game-log.ts';
export { replayKyoku, checkLog } from '../log/replay.ts';
export { seatWind } from '../core/seats.ts';
export type { KyokuInPlay } from '../log/replay.ts';
export type { KyokuMove, KyokuSeat, KyokuState, SeatInPlay, SeatMeldInPlay, RiverTileInPlay } from '../game/kyoku.ts';
export { reviewKyoku, reviewGame, positionOf } from '../log/review.ts';
export { viewOf, logSeatOf, momentWriter } from '../log/moment.ts';
export type { MomentWriter } from '../log/moment.ts';
export type { CallChoice, CallMeasured, CallProbabilities } from '../log/call-figures.ts';
export type { Figures } from '../log/figures.ts';
export { measured, unmeasured } from '../log/figures.ts';
export { chosenEntry } from '../log/call-figures.ts';
export type {
  Decision,
  DiscardDecision,
  CallDecision,
  DecisionBase,
  Measured,
  DiscardProbabilities,
  DiscardProbabilityError,
  DiscardSkip,
  CallSkip,
  ReviewOptions,
  RiichiChoice,
  TableMoment,
} from '../log/review.ts';

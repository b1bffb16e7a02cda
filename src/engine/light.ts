/**
 * The engine's light face: everything the page's main thread may use (tiles, notation, hands,
 * positions, constants, Tenhou's order of discard rows, the practice modes' data and judging), and
 * nothing that loads the shanten tables or searches. The heavy analyses run in the worker through
 * index.ts, which offers all of this too (its core at the top level, the rest in namespaces:
 * `edit.addTile`, `tenhou.discardOrder`), so a user of `pairi/engine` never needs both;
 * `pairi/engine/light` is for pages that keep their main bundle small. It stays flat: the page imports
 * it by name in many files, and its bundler drops what the page leaves. The page's lint rules allow
 * the store and UI this file only, and a browser test proves the page's main bundle holds no shanten
 * code.
 */
export type * from './types.ts';
// The result and option types of each analysis live next to it; type-only, they load nothing.
export type { ShantenResult } from './shanten/shanten.ts';
export type * from './scoring/score-types.ts';
export type {
  Analysis,
  AnalysisBase,
  AnalyzeOptions,
  CompleteAnalysis,
  DiscardAnalysis,
  DrawAnalysis,
  EffectiveTiles,
  Wait,
} from './analysis/analyze.ts';
export type { TwoStep, TwoStepOptions, TwoStepRow } from './analysis/two-step.ts';
export type { HandReport, HandReportOptions } from './analysis/hand-report.ts';
export type {
  Probabilities,
  ProbabilityError,
  ProbabilityErrorCode,
  ProbabilityReport,
  ProbabilityRow,
  ProbabilityTable,
} from './probability/probabilities.ts';
export type { ProbabilityOptions } from './probability/options.ts';
export type { YakuChance, YakuChanceOptions } from './scoring/yaku-chances.ts';
export * from './core/tiles.ts';
export { tileOf, discardedTile } from './core/discarded-tile.ts';
export { DEFAULT_ROUND, DEFAULT_SEAT, DEFAULT_PROBABILITY_OPTIONS } from './core/defaults.ts';
export type { ProbabilityDefaults } from './core/defaults.ts';
export { parseHand, formatHand, formatMeld, parseTiles, toHalfWidth, toMpsz, tenhouLinkOf, MAX_HAND_TILES } from './core/notation.ts';
export type { HandOptions, TilesOptions, TileContext } from './core/notation.ts';
export { concealedCount, tileCount, handCounts, setsToForm, handFromCounts } from './core/hand.ts';
export { formatGroups, formatDecomposition, formatWaitShape } from './core/groups.ts';
export { tenhouDiscardOrder } from './core/tenhou-order.ts';
export { isRedFive, sameTile, compareTiles, tileSet, tilesLeft, copiesOf, wallOf, shuffled, tilesOf, handOf } from './core/tile-set.ts';
export type { TilesLeft } from './core/tile-set.ts';
export { readTiles, looseTable } from './core/tile-list.ts';
export type { TilesRead } from './core/tile-list.ts';
export {
  canAddTile,
  addTile,
  removeTile,
  removeLastTile,
  drawnCopy,
  discardAndDraw,
  addMeld,
  removeMeld,
  dealHand,
  handLayout,
  formatHandWithDraw,
  asWritten,
  addSeen,
  removeSeen,
  addIndicator,
  removeIndicator,
  formatTable,
} from './core/edit.ts';
export {
  MAX_INDICATORS,
  NORTH,
  setSize,
  isMissingInThreePlayer,
  doraOf,
  doraCounts,
  emptyTable,
  parseTable,
  parsePosition,
  tableCounts,
  tableRed,
  visibleCounts,
  copiesLeft,
} from './core/position.ts';
export { packPosition, unpackPosition, tileCodeOf } from './core/packed-position.ts';
export type { PackedPosition, PackedTable, PackedMeld, TileCode } from './core/packed-position.ts';
export {
  TENHOU_RULES,
  MAHJONG_SOUL_RULES,
  DEFAULT_SCORE_RULES,
  RULE_PRESETS,
  SCORE_RULE_NAMES,
  sameRules,
  presetOf,
  parseRules,
  readRules,
  formatRules,
} from './scoring/rules.ts';
export type { RulePreset, RulesError } from './scoring/rules.ts';
export { basePoints, payments, paymentShares } from './scoring/points.ts';
export type { Payer, PaymentShare } from './scoring/points.ts';
export { seededRandom, randomBelow, randomFrom, parseSeed, seedFrom, MAX_SEED } from './core/random.ts';
export type { Random, SeedError } from './core/random.ts';
export { judgeChinitsuAnswer, quizSuitIndex, readQuizHand } from './practice/chinitsu-answer.ts';
export { judgePointsAnswer, paymentFigures } from './practice/points-answer.ts';
export type * from './practice/points-answer.ts';
export type * from './practice/chinitsu-answer.ts';
export { DRILL_DEAL, DRILL_DRAWS, formatDrillDiscards, readDrillDiscards, drillDiscardError } from './practice/drill-rules.ts';
export type * from './practice/drill-rules.ts';
// The game at the table, less its call table (callOptions runs the analyses: the worker's).
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
} from './game/game.ts';
export { seatsOf, placeName, seatOfPlaceName } from './core/seats.ts';
export type { Seat, OtherSeat, PlaceName } from './core/seats.ts';
export { countTiles } from './core/tile-set.ts';
export type { TableTap, RiverTile, SeatMeld, SeatState, Cursor, GameState, GameError, IllegalReason, PastedRiver } from './game/game.ts';
export { formatMoves, parseMoves, readRivers } from './game/game-notation.ts';
export { handAfterMove, handBeforeMove } from './game/game-hand.ts';
export { safetyClass, safetyRank, safetyAgainst } from './game/safety.ts';
export type { Safety, SafetyClass } from './game/safety.ts';
// Game logs and their review (docs/game-logs.md): types only, and a kyoku's English name; the page
// draws the worker's answers, reading and reviewing run in the worker.
export { kyokuName } from './log/game-log.ts';
export type { GameLog, LogKyoku, LogEnd, LogWin, LogRound, LogError, LogErrorCode, KyokuName } from './log/game-log.ts';
export type { KyokuMove, KyokuSeat, KyokuState, SeatInPlay, SeatMeldInPlay, RiverTileInPlay } from './game/kyoku.ts';
export type { KyokuOverview, LogOverview, WinPoints } from './log/win-points.ts';
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
  RiichiChoice,
  TableMoment,
} from './log/review.ts';
export type { CallChoice, CallMeasured, CallProbabilities } from './log/call-figures.ts';
export type { Figures } from './log/figures.ts';
export { measured, unmeasured } from './log/figures.ts';
// Which entry of a call table the seat chose (the review marks it in the table it draws).
export { chosenEntry } from './log/call-figures.ts';
// A decision's moment at the table: the log's seats as the table numbers them from the seat reviewed.
export { viewOf, logSeatOf } from './log/moment.ts';
// The call and kan tables the page draws (docs/rules.md#call-or-pass), and why one is refused: types only, they run in the worker.
export type {
  CallDiscardRow,
  CallEntry,
  CallOptionsError,
  CallTable,
  DiscardCallEntry,
  EntryProbabilities,
  KanCallEntry,
  PassEntry,
} from './analysis/call-options.ts';
export type { KanEntry, KanOptionsError, KanTable, NoKanEntry } from './analysis/kan-options.ts';

/**
 * pairi's engine: the one public face of src/engine (`pairi/engine`). Pure TypeScript, no DOM, no
 * worker globals. The top level is the core most users call (test/engine/face.test.ts keeps it at 50 runtime
 * names at most): tiles and notation, positions, the analyses, their text, the defaults and the rule sets.
 * The rest waits in namespaces, one concept each: `tiles` (more on tiles and hands), `table` (more on
 * positions), `rules` (more on rule sets and the situation), `edit` (position edits, the physical set and
 * wall), `game` (the game at the table followed move by move: rivers, calls, riichi, safety, and call or pass), `random` (the seeded generator), `practice` (the quizzes and the drill) and `tenhou` (Tenhou's
 * conventions). Every type is exported at the top level. The light face (light.ts) is the page's: flat,
 * without the analyses.
 */
export type * from './types.ts';
// The result and option types of each analysis live next to it; the faces give them all.
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
export type {
  CallBase,
  CallDiscardRow,
  CallEntry,
  CallOptionsError,
  CallOptionsErrorCode,
  CallProbabilitySettings,
  CallSettings,
  CallTable,
  DiscardCallEntry,
  EntryProbabilities,
  KanCallEntry,
  Offer,
  PassEntry,
} from './analysis/call-options.ts';
export type { KanEntry, KanOptionsError, KanSettings, KanTable, NoKanEntry } from './analysis/kan-options.ts';
export type { Seat, OtherSeat, PlaceName } from './core/seats.ts';
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
  ReviewOptions,
  RiichiChoice,
  TableMoment,
} from './log/review.ts';
export type { CallChoice, CallMeasured, CallProbabilities } from './log/call-figures.ts';
export type { Figures } from './log/figures.ts';

// Tiles and notation.
export { KINDS, WINDS, SUITS, suitOf, rankOf, kindOf, tileCode, kindOfCode, tileName } from './core/tiles.ts';
export type { Suit } from './core/tiles.ts';
export { parseHand, formatHand, parseTiles } from './core/notation.ts';
export type { HandOptions, TilesOptions, TileContext } from './core/notation.ts';

// Positions.
export { emptyTable, parseTable, parsePosition, copiesLeft, doraOf } from './core/position.ts';
export { formatTable } from './core/edit.ts';
export type { PackedPosition, PackedTable, PackedMeld, TileCode } from './core/packed-position.ts';

// The analyses, and their text.
export { shanten } from './shanten/shanten.ts';
export { analyze } from './analysis/analyze.ts';
export { twoStep } from './analysis/two-step.ts';
export { isComplete, decompose, waitShapes } from './analysis/decompose.ts';
export { score } from './scoring/score.ts';
export type { ScorePosition } from './scoring/score.ts';
export { waitValues } from './scoring/wait-values.ts';
export type { WaitValue, WaitValueOptions } from './scoring/wait-values.ts';
export { probabilities } from './probability/probabilities.ts';
export { yakuChances } from './scoring/yaku-chances.ts';
export { basePoints, payments } from './scoring/points.ts';
export type { Payer, PaymentShare } from './scoring/points.ts';
export { formatGroups, formatDecomposition, formatWaitShape } from './core/groups.ts';

// The defaults and the rule sets.
export { DEFAULT_ROUND, DEFAULT_SEAT, DEFAULT_PROBABILITY_OPTIONS } from './core/defaults.ts';
export type { ProbabilityDefaults } from './core/defaults.ts';
export { TENHOU_RULES, MAHJONG_SOUL_RULES, DEFAULT_SCORE_RULES, RULE_PRESETS, parseRules, formatRules } from './scoring/rules.ts';
export type { RulePreset, RulesError } from './scoring/rules.ts';

// The rest, by concept.
export * as tiles from './namespaces/tiles.ts';
export type { TilesRead } from './core/tile-list.ts';
export * as table from './namespaces/table.ts';
export * as rules from './namespaces/rules.ts';
export * as edit from './namespaces/edit.ts';
export * as game from './namespaces/game.ts';
export type { TilesLeft } from './core/tile-set.ts';
export * as random from './core/random.ts';
export type { Random, SeedError } from './core/random.ts';
export * as practice from './namespaces/practice.ts';
export type { ChinitsuTable, ChinitsuOptions, ChinitsuPool } from './practice/chinitsu.ts';
export type { PointsQuestion, PointsAnswer, PointsJudgement } from './practice/points-answer.ts';
export type {
  QuizSuit,
  ChinitsuShape,
  ChinitsuWait,
  ChinitsuQuestion,
  ChinitsuJudgement,
  ChinitsuError,
  ChinitsuErrorCode,
} from './practice/chinitsu-answer.ts';
export type { DrillTurn, DrillTotals, DrillState, DrillError, DrillErrorCode, DrillDiscardsRead } from './practice/drill-rules.ts';
export * as tenhou from './namespaces/tenhou.ts';

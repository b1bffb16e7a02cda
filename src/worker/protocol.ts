/**
 * The worker's typed RPC: message types only. The engine's API is a map from each kind of request
 * to its question and its result (EngineApi, a Comlink-style `typeof api`); the messages and both
 * sides' types are derived from it, so a new kind is one entry here and one handler. A request
 * message is `{id, kind, request}`; its answer is one result field (`{type: 'result', id, kind,
 * result}`), an error message, or, for a long job, `progress` on the way. Every message carries the
 * `id` of the request it belongs to, so the client can match answers and drop the ones a newer
 * request of the same kind made stale ("newest wins" holds per kind). Positions travel as values, in
 * the engine's packed form (packPosition: plain arrays of tile codes), and so do tiles: the page reads
 * the notation once, where it is typed, and the worker reads none. The packed form clones cheaply,
 * writes a short stable key (the store's requests.ts), and the worker stays stateless.
 */
// Types only: erased from the page's bundle.
import type { ChinitsuError, ChinitsuQuestion, DrillError, DrillState, Tile, PointsQuestion, QuizSuit } from '../engine/index.ts';
import type { PackedPosition, Result } from '../engine/index.ts';
import type {
  Form,
  HandReport,
  HandValue,
  ParseError,
  PositionError,
  ProbabilityReport,
  ScoreRules,
  TwoStep,
  Wind,
} from '../engine/index.ts';
import type { CallOptionsError, CallTable, KanOptionsError, KanTable, OtherSeat } from '../engine/index.ts';
import type { Decision, LogError, LogOverview, KyokuSeat } from '../engine/index.ts';

/** Analyse one hand in one form. */
export interface AnalyzeRequest {
  /**
   * The position, packed. With a table (even empty), a real game: the analysis subtracts it and counts
   * live red fives; without one, Tenhou's page.
   */
  position: PackedPosition;
  form: Form;
}

/** The full-flush quiz's options and where its hand comes from, as the page sends them. */
export interface QuizParams {
  suit: QuizSuit;
  /** Fewest live waits, 1..9. */
  minWaits: number;
  chiitoitsu: boolean;
  /** Deal from this seed (an unsigned 32-bit integer)... */
  seed: number;
  /** ...or ask about this hand (a shared link's, read on the page: readQuizHand) instead. */
  hand?: PackedPosition;
}

/** A quiz hand: dealt by weight (the worker enumerates the tenpai hands once and keeps them) or given. */
export type QuizRequest = QuizParams;

/**
 * The discard drill of `seed` after `discards`, replayed from the deal (the worker keeps no game). A
 * discard that cannot be made (not in the hand, or after the end) stops the replay: the answer is
 * the state before it, and its `turns` say how many discards were taken.
 */
export interface DrillRequest {
  seed: number;
  discards: Tile[];
}

/**
 * The two-step table of one hand (docs/rules.md#two-step-analysis), asked after its analysis with the
 * same question (so the same key): the page shows the first step at once and fills in the second when
 * this answers. The worker reads its position and form.
 */
export type TwoStepRequest = AnalyzeRequest;

/**
 * How a hand is won (docs/rules.md#scoring), as a score request carries it: the winning tile (null: the
 * hand's last tile, its draw), the ura-dora indicators as the page read them (kinds, or why their text
 * does not read: every outcome is then that error); the dora come from the position's table.
 */
export interface ScoreSituation {
  by: 'tsumo' | 'ron';
  round: Wind;
  seat: Wind;
  riichi: 'none' | 'riichi' | 'double';
  ippatsu: boolean;
  last: boolean;
  rinshan: boolean;
  chankan: boolean;
  firstDraw: boolean;
  win: Tile | null;
  ura: Result<number[], ParseError>;
  honba: number;
  sticks: number;
}

/**
 * The value of a complete hand in a situation, or for a 3n+1 hand the value of each wait by ron and by
 * tsumo (the situation's other switches kept, those that cannot apply to the way of winning dropped).
 */
export interface ScoreRequest {
  position: PackedPosition;
  situation: ScoreSituation;
  /** The scoring rules (docs/rules.md#scoring); absent, the engine's defaults (Tenhou's). */
  rules?: ScoreRules;
}

/** The points quiz's question of a seed. */
export interface PointsRequest {
  seed: number;
}

/** The probabilities' options as the page sends them (docs/rules.md#probabilities); the table gives dora, seen tiles and players. */
export interface ProbabilityInput {
  round: Wind;
  seat: Wind;
  handChanges: boolean;
  shantenBack: boolean;
  riichi: 'best' | 'always';
  red: boolean;
  ura: boolean;
  /** Closer to a real game (each off by default): riichi costs its stick, the tenpai payment, ippatsu and haitei counted. */
  riichiStick: boolean;
  tenpaiPayment: number;
  ippatsu: boolean;
  haitei: boolean;
  /** Honba and others' riichi sticks on the table (the situation's), added to a win. */
  honba: number;
  sticks: number;
  /** The scoring rules each win is valued by; absent, the engine's defaults (Tenhou's). */
  rules?: ScoreRules;
}

/**
 * Every discard's probabilities by turn. A long job: the worker answers with `progress` messages on the
 * way; a synchronous search hears no message until it is done, so the client cancels it by ending its
 * worker, a worker of its own (the analyses never wait behind it).
 */
export interface ProbabilitiesRequest {
  position: PackedPosition;
  options: ProbabilityInput;
}

/** The probabilities of a call table (docs/rules.md#call-or-pass): the probabilities' options and the turn of the offer, 1-17. */
export type CallProbabilityInput = ProbabilityInput & { turn: number };

/**
 * Call or pass (docs/rules.md#call-or-pass): a 13-tile hand offered a tile by a seat. The position's table
 * is without the offered tile (it joins the hand's meld when called).
 * Asked twice: first without `probabilities` (`callTable`, a few analyses: the table at once), then with
 * them (`callFigures`, a long job in the long jobs' worker: the figures when they come).
 */
export interface CallsRequest {
  position: PackedPosition;
  /** The seat it comes from, seen from the hand's player: 1 right, 2 across, 3 left. */
  offer: { tile: Tile; from: OtherSeat };
  /** The winds and kuitan, for the yaku each call leaves (the situation's and the rules'). */
  round: Wind;
  seat: Wind;
  kuitan: boolean;
  /** The figures at a turn under the probabilities' options; absent, none are computed. */
  probabilities?: CallProbabilityInput;
}

/**
 * A kan on your own turn (docs/rules.md#call-or-pass): a 14-tile hand (a meld counting 3), each closed
 * kan and added kan it can declare against not declaring. Asked twice, as a call table is: without
 * `probabilities` (`kanTable`, one analysis per kan: at once), then with them (`kanFigures`, a long job
 * in the long jobs' worker) at the turn of the discard.
 */
export interface KansRequest {
  position: PackedPosition;
  /** You are in riichi: only a closed kan of the tile just drawn (the hand's last), and only one that keeps the waits. */
  riichi?: boolean;
  /** The figures at a turn under the probabilities' options; absent, none are computed. */
  probabilities?: CallProbabilityInput;
}

/**
 * A game log pasted or dropped (docs/game-logs.md), read and checked in the worker, which keeps it as the
 * review's session: each kyoku is then asked by its index in that session, and the text crosses to the
 * worker once. The worker keeps one log: reading another ends the session before. `session` is given only
 * when the review's client hands a fresh worker the log it already read (engine-client.ts,
 * createReviewClient): the session keeps its number. Nothing of the log leaves the device.
 */
export interface ReadLogRequest {
  text: string;
  session?: number;
}

/** The log read, or what is wrong and where (the log's fault is data the page writes, not a failure of the worker). */
export type ReadLogResult = { ok: true; session: number; log: LogOverview } | { ok: false; error: LogError };

/** The review of one kyoku of the session's log for one seat (docs/game-logs.md#the-review), with what is computed beside the counts. */
export interface ReviewKyokuRequest {
  /** The session readLog answered. */
  session: number;
  kyoku: number;
  seat: KyokuSeat;
  twoStep: boolean;
  /** The probabilities: none, with the options off (true), or with hand changes and shanten-back as given. */
  probabilities: boolean | { handChanges: boolean; shantenBack: boolean };
  calls: boolean;
}

/** The seat's decisions in that kyoku, in the order played; or the log's fault. */
export type ReviewKyokuResult = { ok: true; kyoku: number; decisions: Decision[] } | { ok: false; kyoku: number; error: LogError };

/**
 * The engine's API: each kind of request, asked with its request and answered with its result. The
 * worker implements it (handle-request.ts), the client offers it as promises (engine-client.ts).
 */
export interface EngineApi {
  /** The engine's report of the hand: what the page draws, so no selector reads the hand again. */
  analyze(request: AnalyzeRequest): HandReport;
  /** Asked after the analysis of a hand with discards. */
  twoStep(request: TwoStepRequest): TwoStep;
  score(request: ScoreRequest): HandValue;
  /** A long job: it reports how far it has come, and runs in a worker of its own (LongJobKind). */
  probabilities(request: ProbabilitiesRequest): ProbabilityReport;
  /** Passing and every legal call of an offered tile (without the figures: fast). */
  callTable(request: CallsRequest): CallTable;
  /** The same with the figures: a long job, in the long jobs' worker. */
  callFigures(request: CallsRequest): CallTable;
  /** Not declaring and each kan the hand can declare on its turn (without the figures: fast). */
  kanTable(request: KansRequest): KanTable;
  /** The same with the figures: a long job, in the long jobs' worker. */
  kanFigures(request: KansRequest): KanTable;
  quiz(request: QuizRequest): ChinitsuQuestion;
  drill(request: DrillRequest): DrillState;
  points(request: PointsRequest): PointsQuestion;
  /** A game log read and checked (the review page's first step). */
  readLog(request: ReadLogRequest): ReadLogResult;
  /** One kyoku of a log reviewed for one seat: the page asks kyoku by kyoku, so the first shows at once. */
  reviewKyoku(request: ReviewKyokuRequest): ReviewKyokuResult;
}

export type Kind = keyof EngineApi;

/**
 * The review's kinds: their code (the log readers and the review) loads in the worker when first asked
 * (engine.worker.ts), so a page that never reviews never compiles it, and the first analysis waits for none of it.
 */
export type ReviewKind = 'readLog' | 'reviewKyoku';

/** The kinds the worker answers with the code it starts with. */
export type CoreKind = Exclude<Kind, ReviewKind>;

/** The long jobs: searches that can take seconds, each ending the one before (engine-client.ts, createLongJobClient). */
export type LongJobKind = 'probabilities' | 'callFigures' | 'kanFigures';

export type RequestOf<K extends Kind> = Parameters<EngineApi[K]>[0];
export type ResultOf<K extends Kind> = ReturnType<EngineApi[K]>;

/** A request of one of the kinds `K`: its id, its kind, and what it asks. */
export type RequestMessage<K extends Kind = Kind> = { [P in K]: { id: number; kind: P; request: RequestOf<P> } }[K];

/** The answer to a request: its result, in the one field every kind answers in. */
export type ResultMessage<K extends Kind = Kind> = { [P in K]: { type: 'result'; id: number; kind: P; result: ResultOf<P> } }[K];

/** How far a long job has come (0..1): sent on the way, before its answer. */
export interface ProgressMessage {
  type: 'progress';
  id: number;
  done: number;
}

/** The engine's refusal of a request's input, as data: a position that does not hold, a quiz hand that is none, a discard that cannot be made. */
export type RequestError = ParseError | PositionError | ChinitsuError | DrillError | CallOptionsError | KanOptionsError;

/**
 * Why the worker gave no answer, as data (the page writes it in its language): the engine threw (a bug:
 * `detail` is the exception's own text, shown as it is), the worker stopped or sent what could not be
 * read, the request ran past the time limit, the client was shut down, or a kyoku was asked of a log no longer read.
 */
export type WorkerFailure =
  | { code: 'engine-exception'; kind: Kind; detail: string }
  | { code: 'worker-stopped'; detail: string }
  | { code: 'worker-unreadable' }
  | { code: 'worker-timeout'; seconds: number }
  | { code: 'worker-closed' }
  /** A kyoku asked of a session the worker no longer holds (another log was read since). */
  | { code: 'log-not-read'; session: number };

/** Why a request failed: the engine's refusal of its input, or the engine or the worker failing; data either way. */
export type RequestFailure = RequestError | WorkerFailure;

/** A request the worker could not answer: a position that does not hold, or an engine failure. */
export interface ErrorMessage {
  type: 'error';
  id: number;
  message: RequestFailure;
}

export type ResponseMessage<K extends Kind = Kind> = ResultMessage<K> | ProgressMessage | ErrorMessage;

/**
 * Test doubles for the page's two side effects: the engine client (answers are handed in by the
 * test, so a component test never runs the engine) and the browser's history (an in-memory stack
 * with Back and Forward).
 */
import type { Analysis, Form, HandReport, SeedError, TableInput } from '../../src/engine/light.ts';
import { copiesLeft, parsePosition, parseTable, tenhouDiscardOrder } from '../../src/engine/light.ts';
import type { CallOptions, EngineClient, Outcome } from '../../src/worker/engine-client.ts';
import type { Kind, RequestFailure, RequestOf, ResultOf } from '../../src/worker/protocol.ts';
import type { LooseAnalysis } from './loose.ts';
import { createAppStore, type AppState, type AppStore, type StoreDeps } from '../../src/store/app-store.ts';
import type { LocationPort } from '../../src/store/location-port.ts';
import { analysisAbout, analysisQuestion } from '../../src/store/questions.ts';
import { keyOf, type AskedAnalysis, type RequestKind, type Results } from '../../src/store/requests.ts';
import { EMPTY_TABLE, tableInputOf, type TableQuery } from '../../src/address/table-query.ts';

/**
 * A request the fake client holds: everything it was asked (`request`, its fields also spread beside
 * it to read them as `call.position`), its signal and progress listener, and `settle`, which answers it.
 */
export type FakeCall<K extends Kind = 'analyze'> = RequestOf<K> & {
  request: RequestOf<K>;
  signal?: AbortSignal;
  onProgress?(done: number): void;
  settle(outcome: Outcome<ResultOf<K>>): void;
};

export type FakeTwoStepCall = FakeCall<'twoStep'>;
export type FakeScoreCall = FakeCall<'score'>;
export type FakeProbabilitiesCall = FakeCall<'probabilities'>;
export type FakePointsCall = FakeCall<'points'>;
export type FakeCallTableCall = FakeCall<'callTable'>;
export type FakeCallFiguresCall = FakeCall<'callFigures'>;
export type FakeKanTableCall = FakeCall<'kanTable'>;
export type FakeKanFiguresCall = FakeCall<'kanFigures'>;
export type FakeQuizCall = FakeCall<'quiz'>;
export type FakeDrillCall = FakeCall<'drill'>;
export type FakeReadLogCall = FakeCall<'readLog'>;
export type FakeReviewKyokuCall = FakeCall<'reviewKyoku'>;

/** An engine client whose answers the test gives, one call at a time; it records every argument of every call. */
export function fakeClient(): EngineClient & {
  calls: FakeCall[];
  twoStepCalls: FakeTwoStepCall[];
  quizCalls: FakeQuizCall[];
  drillCalls: FakeDrillCall[];
  scoreCalls: FakeScoreCall[];
  pointsCalls: FakePointsCall[];
  probabilitiesCalls: FakeProbabilitiesCall[];
  callTableCalls: FakeCallTableCall[];
  callFiguresCalls: FakeCallFiguresCall[];
  kanTableCalls: FakeKanTableCall[];
  kanFiguresCalls: FakeKanFiguresCall[];
  readLogCalls: FakeReadLogCall[];
  reviewKyokuCalls: FakeReviewKyokuCall[];
  disposed: boolean;
} {
  const held = {
    analyze: [] as FakeCall[],
    twoStep: [] as FakeTwoStepCall[],
    quiz: [] as FakeQuizCall[],
    drill: [] as FakeDrillCall[],
    score: [] as FakeScoreCall[],
    points: [] as FakePointsCall[],
    probabilities: [] as FakeProbabilitiesCall[],
    callTable: [] as FakeCallTableCall[],
    callFigures: [] as FakeCallFiguresCall[],
    kanTable: [] as FakeKanTableCall[],
    kanFigures: [] as FakeKanFiguresCall[],
    readLog: [] as FakeReadLogCall[],
    reviewKyoku: [] as FakeReviewKyokuCall[],
  };
  const record =
    <K extends Kind>(kind: K) =>
    (request: RequestOf<K>, options: CallOptions = {}) =>
      new Promise<Outcome<ResultOf<K>>>((resolve) => {
        const call = { ...request, request, ...options, settle: resolve } as FakeCall<K>;
        (held[kind] as FakeCall<K>[]).push(call);
      });
  return {
    calls: held.analyze,
    twoStepCalls: held.twoStep,
    quizCalls: held.quiz,
    drillCalls: held.drill,
    scoreCalls: held.score,
    pointsCalls: held.points,
    probabilitiesCalls: held.probabilities,
    callTableCalls: held.callTable,
    callFiguresCalls: held.callFigures,
    kanTableCalls: held.kanTable,
    kanFiguresCalls: held.kanFigures,
    readLogCalls: held.readLog,
    reviewKyokuCalls: held.reviewKyoku,
    disposed: false,
    analyze: record('analyze'),
    twoStep: record('twoStep'),
    score: record('score'),
    points: record('points'),
    probabilities: record('probabilities'),
    callTable: record('callTable'),
    callFigures: record('callFigures'),
    kanTable: record('kanTable'),
    kanFigures: record('kanFigures'),
    quiz: record('quiz'),
    drill: record('drill'),
    readLog: record('readLog'),
    reviewKyoku: record('reviewKyoku'),
    dispose() {
      this.disposed = true;
    },
  };
}

/** A history stack in memory: push, replace, Back, Forward. */
export function memoryLocation(initial = ''): LocationPort & { entries: string[]; index: number; back(): void; forward(): void } {
  const listeners = new Set<() => void>();
  const loc = {
    entries: [initial],
    index: 0,
    search: () => loc.entries[loc.index],
    push(search: string) {
      loc.entries = [...loc.entries.slice(0, loc.index + 1), search];
      loc.index++;
    },
    replace(search: string) {
      loc.entries[loc.index] = search;
    },
    listen(cb: () => void) {
      listeners.add(cb);
      return () => listeners.delete(cb);
    },
    back() {
      if (loc.index > 0) loc.index--;
      listeners.forEach((cb) => cb());
    },
    forward() {
      if (loc.index < loc.entries.length - 1) loc.index++;
      listeners.forEach((cb) => cb());
    },
  };
  return loc;
}

/** A storage that remembers in a Map. */
export function memoryStorage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v), removeItem: (k) => void data.delete(k) };
}

/** A deterministic random source cycling through the given values. */
export function sequence(...values: number[]): () => number {
  let i = 0;
  return () => values[i++ % values.length];
}

/** Parts of an analysis of any kind; the kind follows from them unless given. */
export type AnalysisParts = Partial<LooseAnalysis>;

/**
 * An analysis result (the engine's report, as the worker answers) with the given parts; what is not given
 * is an unremarkable 1-shanten 3n+1 hand. The kind is the one given, else 'complete' with decompositions,
 * 'discard' with discard rows, else 'draw'. `table`: the table the rows and copies left are read against.
 */
export function fakeResult(hand: string, parts: AnalysisParts, extra: Partial<HandReport> & { table?: TableInput } = {}): HandReport {
  const base = {
    form: 'standard' as const,
    tileCount: 13,
    shanten: { standard: 1, regular: 1, chiitoitsu: 4, kokushi: 10 },
    value: 1,
    wallLeft: 123,
    dora: [] as number[],
  };
  const kind = parts.kind ?? (parts.decompositions ? 'complete' : parts.discards ? 'discard' : 'draw');
  const { discards = [], decompositions = [], effective = { tiles: [], count: 0 }, waitShapes = [], deadTenpai = false, ...rest } = parts;
  const analysis: Analysis =
    kind === 'draw'
      ? { ...base, ...rest, kind, effective, waitShapes, deadTenpai }
      : kind === 'discard'
        ? { ...base, ...rest, kind, discards }
        : { ...base, ...rest, kind, discards, decompositions };
  // What the worker adds for the page (core-handlers.ts): the rows in Tenhou's order and the copies left,
  // of the hand read against the answer's table (a hand that does not read keeps the engine's order, every copy left).
  const { table, ...report } = extra;
  const read = parseTable(table ?? {});
  const position = read.ok ? parsePosition(hand, read.value) : read;
  const rows =
    analysis.kind === 'draw'
      ? {}
      : { tenhouRows: position.ok ? tenhouDiscardOrder(position.value.hand, analysis.discards) : analysis.discards };
  const tilesLeft = position.ok ? copiesLeft(position.value) : new Uint8Array(34).fill(4);
  return { analysis, tenhouLines: [], ...rows, tilesLeft, ...report };
}

/** An analysis as the store keeps it (requests.ts): the report, and what the page wrote of its question. */
export function askedAnalysis(report: HandReport, hand: string, table: TableQuery = EMPTY_TABLE, form: Form = 'standard'): AskedAnalysis {
  return { ...report, about: analysisAbout(hand, form, table) };
}

/** A store on fakes, in English unless told otherwise. */
export function testStore(search = '', deps: StoreDeps = {}) {
  const client = fakeClient();
  const location = memoryLocation(search);
  const storage = memoryStorage();
  const session = memoryStorage();
  const store: AppStore = createAppStore(client, { location, storage, session, languages: ['en-US'], random: () => 0, ...deps });
  return { store, client, location, storage, session };
}

/** The key of the analysis of a position (requests.ts): what an answer about it carries, and what a press holds for. */
export function analysisKey(hand: string, form: Form = 'standard', table: TableQuery = EMPTY_TABLE): string {
  const read = parseTable(tableInputOf(table));
  const position = read.ok ? parsePosition(hand, read.value) : read;
  if (!position.ok) throw new Error(`no analysis is asked of ${hand}: ${JSON.stringify(position.error)}`);
  return keyOf(analysisQuestion(position.value, form));
}

/** Lets pending promise callbacks run. */
export const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Puts `data` in the store as the answer, just landed, to the question of `key` of its kind (requests.ts). */
export function land<K extends RequestKind>(store: AppStore, kind: K, key: string, data: Results[K]): void {
  const answer = { key, status: 'done', progress: 1, data } as const;
  store.setState({ requests: { ...store.getState().requests, [kind]: { latest: answer, shown: answer } } });
}

/**
 * A practice page's state as its view shows it: the slice's, with its request's state (requests.ts)
 * beside it: `pending` while a question is with the engine, `error` the engine's failure (the drill's
 * own mistake, a seed that cannot be read, first).
 */
export function practiceShown<M extends 'quiz' | 'drill' | 'points'>(
  store: AppStore,
  mode: M,
): AppState[M] & { pending: boolean; error: RequestFailure | SeedError | null } {
  const state = store.getState();
  const request = { quiz: store.select.quizRequest, drill: store.select.drillRequest, points: store.select.pointsRequest }[mode](state);
  const own = mode === 'drill' ? state.drill.error : null;
  return { ...state[mode], pending: request.pending, error: own ?? request.error };
}

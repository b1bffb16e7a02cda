/**
 * Test doubles for the page's two side effects: the engine client (answers are handed in by the
 * test, so a component test never runs the engine) and the browser's history (an in-memory stack
 * with Back and Forward).
 */
import type { ChinitsuQuestion } from '../../src/engine/practice/chinitsu.ts';
import type { DrillState } from '../../src/engine/practice/drill.ts';
import type { Tile } from '../../src/engine/types.ts';
import type { Analysis, Form, ScoreRules } from '../../src/engine/light.ts';
import type { AnalyzeOutcome, EngineClient, Outcome } from '../../src/worker/engine-client.ts';
import type { PointsQuestion } from '../../src/engine/practice/points-answer.ts';
import type {
  AnalysisResult,
  ProbabilitiesResult,
  ProbabilityInput,
  QuizParams,
  ScoreResult,
  SituationInput,
  TwoStepResult,
} from '../../src/worker/protocol.ts';
import type { LooseAnalysis } from './loose.ts';
import { createAppStore, type AppStore, type StoreDeps } from '../../src/store/app-store.ts';
import type { LocationPort } from '../../src/store/location-port.ts';

export interface FakeCall {
  hand: string;
  form: Form;
  settle(outcome: AnalyzeOutcome): void;
}

export interface FakeTwoStepCall {
  hand: string;
  form: Form;
  settle(outcome: Outcome<TwoStepResult>): void;
}

export interface FakeScoreCall {
  hand: string;
  situation: SituationInput;
  /** The rules sent (absent: the engine's defaults). */
  rules?: ScoreRules;
  settle(outcome: Outcome<ScoreResult>): void;
}

export interface FakeProbabilitiesCall {
  hand: string;
  options: ProbabilityInput;
  onProgress?(done: number): void;
  settle(outcome: Outcome<ProbabilitiesResult>): void;
}

export interface FakePointsCall {
  seed: number;
  settle(outcome: Outcome<PointsQuestion>): void;
}

export interface FakeQuizCall {
  params: QuizParams;
  settle(outcome: Outcome<ChinitsuQuestion>): void;
}

export interface FakeDrillCall {
  seed: number;
  discards: Tile[];
  settle(outcome: Outcome<DrillState>): void;
}

/** An engine client whose answers the test gives, one call at a time. */
export function fakeClient(): EngineClient & {
  calls: FakeCall[];
  twoStepCalls: FakeTwoStepCall[];
  quizCalls: FakeQuizCall[];
  drillCalls: FakeDrillCall[];
  scoreCalls: FakeScoreCall[];
  pointsCalls: FakePointsCall[];
  probabilitiesCalls: FakeProbabilitiesCall[];
  cancelled: number;
  disposed: boolean;
} {
  const calls: FakeCall[] = [];
  const twoStepCalls: FakeTwoStepCall[] = [];
  const quizCalls: FakeQuizCall[] = [];
  const drillCalls: FakeDrillCall[] = [];
  const scoreCalls: FakeScoreCall[] = [];
  const pointsCalls: FakePointsCall[] = [];
  const probabilitiesCalls: FakeProbabilitiesCall[] = [];
  return {
    calls,
    twoStepCalls,
    quizCalls,
    drillCalls,
    scoreCalls,
    pointsCalls,
    probabilitiesCalls,
    cancelled: 0,
    disposed: false,
    analyze(hand, form) {
      return new Promise<AnalyzeOutcome>((resolve) => calls.push({ hand, form, settle: resolve }));
    },
    twoStep(hand, form) {
      return new Promise((resolve) => twoStepCalls.push({ hand, form, settle: resolve }));
    },
    score(hand, situation, _table, rules) {
      return new Promise((resolve) => scoreCalls.push({ hand, situation, ...(rules ? { rules } : {}), settle: resolve }));
    },
    points(seed) {
      return new Promise((resolve) => pointsCalls.push({ seed, settle: resolve }));
    },
    probabilities(hand, options, _table, onProgress) {
      return new Promise((resolve) => probabilitiesCalls.push({ hand, options, onProgress, settle: resolve }));
    },
    cancel() {
      this.cancelled++;
    },
    quiz(params) {
      return new Promise((resolve) => quizCalls.push({ params, settle: resolve }));
    },
    drill(seed, discards) {
      return new Promise((resolve) => drillCalls.push({ seed, discards, settle: resolve }));
    },
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
export function memoryStorage(): Pick<Storage, 'getItem' | 'setItem'> & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v) };
}

/** A deterministic random source cycling through the given values. */
export function sequence(...values: number[]): () => number {
  let i = 0;
  return () => values[i++ % values.length];
}

/** Parts of an analysis of any kind; the kind follows from them unless given. */
export type AnalysisParts = Partial<LooseAnalysis>;

/**
 * An analysis result with the given parts; what is not given is an unremarkable 1-shanten 3n+1 hand. The
 * kind is the one given, else 'complete' with decompositions, 'discard' with discard rows, else 'draw'.
 */
export function fakeResult(hand: string, parts: AnalysisParts, extra: Partial<AnalysisResult> = {}): AnalysisResult {
  const base = {
    form: 'standard' as const,
    tileCount: 13,
    shanten: { standard: 1, regular: 1, chiitoitsu: 4, kokushi: 10 },
    value: 1,
    wallLeft: 123,
    dora: [] as number[],
  };
  const kind = parts.kind ?? (parts.decompositions ? 'complete' : parts.discards ? 'discard' : 'draw');
  const { discards = [], decompositions = [], ukeire = { tiles: [], count: 0 }, waitShapes = [], deadTenpai = false, ...rest } = parts;
  const analysis: Analysis =
    kind === 'draw'
      ? { ...base, ...rest, kind, ukeire, waitShapes, deadTenpai }
      : kind === 'discard'
        ? { ...base, ...rest, kind, discards }
        : { ...base, ...rest, kind, discards, decompositions };
  return { hand, form: 'standard', analysis, text: `${hand}\n`, ...extra };
}

/** A store on fakes, in English unless told otherwise. */
export function testStore(search = '', deps: StoreDeps = {}) {
  const client = fakeClient();
  const location = memoryLocation(search);
  const storage = memoryStorage();
  const store: AppStore = createAppStore(client, { location, storage, languages: ['en-US'], random: () => 0, ...deps });
  return { store, client, location, storage };
}

/** Lets pending promise callbacks run. */
export const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

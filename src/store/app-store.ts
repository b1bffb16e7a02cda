/**
 * The page's one store (zustand, vanilla so it is tested without React). It holds only what
 * nothing else can recompute: the analysis position and its text fields as typed
 * (position-slice.ts), the page shown (router.ts), the language (lang.ts) and the table's density (density.ts), the practice modes
 * (quiz-slice.ts, drill-slice.ts, points-slice.ts), what the service worker says of the app's version
 * (app-update.ts), and the latest answer and failure from the engine. Everything
 * derived, the reading of every text included, is left to the selectors (selectors.ts).
 *
 * This file only wires them together. The location stays the source of truth: a new position goes
 * from the position slice to the router, which writes history, and to the engine client, which
 * keeps only the newest request; Back and Forward come from the router. The engine is always sent
 * the table, so red fives and the wall are counted.
 */
import { createStore, type StoreApi } from 'zustand/vanilla';
import { tileCount, type Form } from '../engine/light.ts';
import type { EngineClient } from '../worker/engine-client.ts';
import type { AnalysisResult, ScoreResult, TwoStepResult } from '../worker/protocol.ts';
import { createUpdateSlice, type AppUpdate, type UpdateActions } from './app-update.ts';
import { createDrillSlice, INITIAL_DRILL, type DrillActions, type DrillSliceState } from './drill-slice.ts';
import { createDensitySlice, initialDensity, type DensityActions, type TableDensity } from './density.ts';
import { createLangSlice, initialLang, type Lang, type LangActions } from './lang.ts';
import { browserLocation, readSort, type LocationPort } from './location.ts';
import { createPositionSlice, initialPosition, positionAt, type PositionActions, type PositionState } from './position-slice.ts';
import { readModeRoute } from './practice-route.ts';
import { createQuizSlice, initialQuizState, type QuizActions, type QuizState } from './quiz-slice.ts';
import { createPointsSlice, initialPointsState, type PointsActions, type PointsState } from './points-slice.ts';
import { addressOf, addressShown, createRouter, samePosition, type RouteActions, type RouteState } from './router.ts';
import { isAnalysable, selectUrlHand } from './selectors.ts';
import { tableInputOf, type TableQuery } from './table-query.ts';
import { readSituation } from './situation-query.ts';

export type { Lang } from './lang.ts';
export { MAX_DRAFT } from './position-slice.ts';

export interface Failure {
  hand: string;
  form: Form;
  table?: TableQuery;
  message: string;
}

export interface AppActions extends QuizActions, DrillActions, PointsActions, PositionActions, RouteActions, LangActions, DensityActions, UpdateActions {
  /** Stop listening to the location and shut the engine client down. */
  dispose(): void;
}

export interface AppState extends PositionState, RouteState {
  lang: Lang;
  /** How dense the discard table is (density.ts), remembered like the language. */
  density: TableDensity;
  /** What the service worker says of the app's version (app-update.ts): a new one waiting, or not. */
  update: AppUpdate;
  /** Whether the app is cached to work with no signal (app-update.ts). */
  offline: boolean;
  /** The newest analysis received (possibly for an earlier hand while the next one is computed). */
  result: AnalysisResult | null;
  /** The newest two-step table received (docs/rules.md#two-step-analysis), asked after each analysis. */
  steps: TwoStepResult | null;
  /** The newest value of the hand (complete) or of its waits (tenpai) in the situation (docs/rules.md#scoring). */
  score: ScoreResult | null;
  /** The engine's failure for a hand, shown while that hand is current. */
  failure: Failure | null;
  /**
   * A press (palette, hand tile, row, table tile) changed the position and its answer is on the
   * way: the page may wait a moment for it and draw both at once (see holdForAnswer). Typing
   * never sets it: a text field must show every key at once.
   */
  awaitingAnswer: boolean;
  quiz: QuizState;
  drill: DrillSliceState;
  points: PointsState;
  actions: AppActions;
}

export type AppStore = StoreApi<AppState>;

export interface StoreDeps {
  location?: LocationPort;
  storage?: Pick<Storage, 'getItem' | 'setItem'> | null;
  /** The browser's preferred languages, most preferred first. */
  languages?: readonly string[];
  random?: () => number;
  /** Milliseconds, for the time a quiz answer takes. */
  now?: () => number;
}

/** The store, wired to an engine client and (by default) the browser's location and storage. */
export function createAppStore(client: EngineClient, deps: StoreDeps = {}): AppStore {
  const location = deps.location ?? browserLocation();
  const storage = deps.storage === undefined ? safeLocalStorage() : deps.storage;
  const random = deps.random ?? Math.random;
  const now = deps.now ?? (() => Date.now());

  // The slices and the router are made before the store and reach it only when called.
  const get = () => store.getState();
  // Any change but a press's own (a new position from a press) ends the wait for its answer: the page draws it now.
  const set = (patch: Partial<AppState>) => store.setState({ awaitingAnswer: false, ...patch });
  const mode = () => get().mode;

  const quiz = createQuizSlice({
    getQuiz: () => get().quiz,
    setQuiz: (patch) => set({ quiz: { ...get().quiz, ...patch } }),
    mode,
    client,
    location,
    storage,
    random,
    now,
  });
  const drill = createDrillSlice({
    getDrill: () => get().drill,
    setDrill: (patch) => set({ drill: { ...get().drill, ...patch } }),
    mode,
    client,
    location,
    random,
  });
  const points = createPointsSlice({
    getPoints: () => get().points,
    setPoints: (patch) => set({ points: { ...get().points, ...patch } }),
    mode,
    client,
    location,
    storage,
    random,
    now,
  });
  const router = createRouter({
    location,
    get,
    set,
    setKeepingWait: (patch) => store.setState(patch),
    enterQuiz: quiz.enter,
    enterDrill: drill.enter,
    enterPoints: points.enter,
    restore(address) {
      set({ ...positionAt(address), failure: null });
      analyze();
    },
    rescore: () => askScore(),
  });
  const position = createPositionSlice({
    get,
    set,
    random,
    // The state, the engine, then history (router.navigate): the URL is written before any component draws.
    // A new draft beside the same position (a mistake typed, a hand being built) asks the engine nothing.
    go: (to, how, fields) =>
      router.navigate(to, how, () => {
        const moved = !samePosition(to, addressShown(get()));
        const { hand, form, table } = to;
        if (!moved) return set({ ...fields });
        set({ hand, form, table, ...fields, failure: null, awaitingAnswer: how === 'push' && isAnalysable(hand, table) });
        analyze();
      }),
  });
  const lang = createLangSlice({ setLang: (lang) => set({ lang }), storage });
  const density = createDensitySlice({ setDensity: (density) => set({ density }), storage });
  const update = createUpdateSlice({ set: (patch) => store.setState(patch), getUpdate: () => get().update });

  // One place asks the engine: a new valid position, from an action or from Back/Forward.
  function analyze(): void {
    const { hand, form, table } = get();
    if (!isAnalysable(hand, table)) return;
    void client.analyze(hand, form, tableInputOf(table)).then((outcome) => {
      if (outcome.status === 'done') set({ result: outcome.result });
      else if (outcome.status === 'failed') set({ failure: { hand, form, table, message: outcome.message } });
    });
    // The second step of a hand with discards (3n+2), asked after the first so the worker answers that
    // one first; it fills the rows in when it comes, without ending a press's wait for the first (a
    // newer hand makes it stale). A 3n+1 hand has no discards to measure: nothing is asked.
    const read = selectUrlHand(get());
    if (read && tileCount(read) % 3 === 2) {
      void client.twoStep(hand, form, tableInputOf(table)).then((outcome) => {
        if (outcome.status === 'done') store.setState({ steps: outcome.result });
      });
    }
    askScore();
  }

  // The hand's value (a complete 14-tile hand) or its waits' (a 13-tile one), asked after the analysis;
  // it comes in a few milliseconds and fills the score panel without ending a press's wait.
  function askScore(): void {
    const { hand, table, situation } = get();
    const read = selectUrlHand(get());
    if (!read || (tileCount(read) !== 14 && tileCount(read) !== 13)) return;
    void client.score(hand, situation, tableInputOf(table)).then((outcome) => {
      if (outcome.status === 'done') store.setState({ score: outcome.result });
    });
  }

  const store = createStore<AppState>()(() => ({
    ...initialPosition(addressOf(location.search())),
    mode: readModeRoute(location.search()).mode,
    sort: readSort(location.search()),
    situation: readSituation(location.search()),
    analysisSearch: '',
    lang: initialLang(storage, deps.languages ?? (typeof navigator === 'undefined' ? [] : (navigator.languages ?? []))),
    density: initialDensity(storage),
    update: 'current',
    offline: false,
    result: null,
    steps: null,
    score: null,
    failure: null,
    awaitingAnswer: false,
    quiz: initialQuizState(storage),
    drill: INITIAL_DRILL,
    points: initialPointsState(storage),
    actions: {
      ...quiz.actions,
      ...drill.actions,
      ...points.actions,
      ...position.actions,
      ...router.actions,
      ...lang.actions,
      ...density.actions,
      ...update.actions,
      dispose() {
        unlisten();
        client.dispose();
      },
    },
  }));

  const unlisten = router.listen();
  if (get().mode === 'analysis') analyze();
  else router.follow();
  return store;
}

function safeLocalStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/**
 * The page's one store (zustand, vanilla so it is tested without React). It holds only what
 * nothing else can recompute: the analysis position and its text fields as typed
 * (position-slice.ts), the page shown (router.ts), the scoring rules (rules-choice.ts), the language (lang.ts), the colours (theme.ts) and the table's density (density.ts), the practice modes
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
import type { AnalysisResult, ProbabilitiesResult, RequestFailure, ScoreResult, TwoStepResult } from '../worker/protocol.ts';
import { createUpdateSlice, type AppUpdate, type UpdateActions } from './app-update.ts';
import { createDrillSlice, INITIAL_DRILL, type DrillActions, type DrillSliceState } from './drill-slice.ts';
import { createDensitySlice, initialDensity, type DensityActions, type TableDensity } from './density.ts';
import { createLangSlice, initialLang, type Lang, type LangActions } from './lang.ts';
import { createThemeSlice, initialTheme, type Theme, type ThemeActions } from './theme.ts';
import { browserLocation, type LocationPort } from './location-port.ts';
import { readSort } from '../address/location.ts';
import { createPositionSlice, initialPosition, positionAt, type PositionActions, type PositionState } from './position-slice.ts';
import { readModeRoute } from '../address/practice-route.ts';
import { createQuizSlice, initialQuizState, type QuizActions, type QuizState } from './quiz-slice.ts';
import { createPointsSlice, initialPointsState, type PointsActions, type PointsState } from './points-slice.ts';
import { addressOf, addressShown, createRouter, samePosition, type RouteActions, type RouteState } from './router.ts';
import { isAnalysable, selectUrlHand } from './selectors.ts';
import { tableInputOf, type TableQuery } from '../address/table-query.ts';
import { readSituation } from '../address/situation-query.ts';
import { readProbabilitySettings } from '../address/probability-query.ts';
import { searchSettings, shownShanten } from './probability-search.ts';
import { initialRules, rememberRules, rulesInput } from './rules-choice.ts';

export type { Lang } from './lang.ts';
export type { Theme } from './theme.ts';
export { MAX_DRAFT } from './position-slice.ts';

export interface Failure {
  hand: string;
  form: Form;
  table?: TableQuery;
  /** The engine's refusal of the hand (data the page writes in its language), or a sentence. */
  message: RequestFailure;
}

export interface AppActions extends QuizActions, DrillActions, PointsActions, PositionActions, RouteActions, LangActions, ThemeActions, DensityActions, UpdateActions {
  /** Stops the probabilities' search in flight (the Cancel button); a new hand or option asks again. */
  cancelProbabilities(): void;
  /** Asks the probabilities of the position shown again (after Cancel). */
  retryProbabilities(): void;
  /** Stop listening to the location and shut the engine client down. */
  dispose(): void;
}

export interface AppState extends PositionState, RouteState {
  lang: Lang;
  /** The colours chosen (theme.ts): 'auto' follows the system; remembered like the language. */
  theme: Theme;
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
  /** The probabilities' run (docs/rules.md#probabilities): a long search in a worker of its own. */
  probability: ProbabilityRun;
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

/** Where the probabilities' search stands: running (with how far it has come), done, or failed. */
export interface ProbabilityRun {
  status: 'idle' | 'running' | 'done' | 'failed';
  /** 0..1 while running. */
  progress: number;
  /** The newest answer (possibly about an earlier hand while the next one runs). */
  result: ProbabilitiesResult | null;
  message: RequestFailure | null;
}

export const IDLE_PROBABILITY: ProbabilityRun = { status: 'idle', progress: 0, result: null, message: null };

export interface StoreDeps {
  /** The client of the long jobs (the probabilities), a worker of its own; the engine client when not given. */
  longJobs?: EngineClient;
  /**
   * How long the position must stay before its probabilities are asked (ms; 0 = at once). A hand being
   * built changes with every press, and a search per press would only compete with the first step.
   */
  probabilityDelayMs?: number;
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
  const longJobs = deps.longJobs ?? client;
  const probabilityDelayMs = deps.probabilityDelayMs ?? 0;
  let probabilityTimer: ReturnType<typeof setTimeout> | null = null;

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
    rescore: () => {
      askScore();
      // The winds are the situation's and the rules the page's: the probabilities' points follow both.
      askProbabilities();
    },
    rememberRules: (rules) => rememberRules(storage, rules),
    reprobe: () => askProbabilities(),
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
        // A winning tile chosen for one hand is not the next hand's: its draw is, again.
        const situation = get().situation.win && hand !== get().hand ? { ...get().situation, win: '' } : get().situation;
        set({ hand, form, table, situation, ...fields, failure: null, awaitingAnswer: (how === 'push' || how === 'build') && isAnalysable(hand, table) });
        analyze();
      }),
  });
  const lang = createLangSlice({ setLang: (lang) => set({ lang }), storage });
  const theme = createThemeSlice({ setTheme: (theme) => set({ theme }), storage });
  const density = createDensitySlice({ setDensity: (density) => set({ density }), storage });
  const update = createUpdateSlice({ set: (patch) => store.setState(patch), getUpdate: () => get().update });

  // One place asks the engine: a new valid position, from an action or from Back/Forward.
  function analyze(): void {
    const { hand, form, table } = get();
    if (!isAnalysable(hand, table)) return;
    void client.analyze(hand, form, tableInputOf(table)).then((outcome) => {
      if (outcome.status === 'done') {
        set({ result: outcome.result });
        // The probabilities come after the first step, once its shanten is known.
        askProbabilities();
      } else if (outcome.status === 'failed') set({ failure: { hand, form, table, message: outcome.message } });
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
    askProbabilities();
  }

  // The probabilities of a 14-tile hand, after the first step: a long search in a worker of its own,
  // which a newer request ends at once. Nothing is asked again for the same question. Every shanten
  // starts by itself: from 4-shanten with hand changes and shanten-back off (searchSettings), which
  // takes under a second or two; a hand whose search outgrows the memory budget ends with 'too-large'
  // within about as long (6-shanten hands do), and the page says why.
  let probabilityKey = '';
  function askProbabilities(): void {
    const { hand, table, situation } = get();
    const read = selectUrlHand(get());
    // Asked once the first step is in for this hand: its shanten decides the options searched.
    const shanten = shownShanten(get());
    if (!read || tileCount(read) !== 14 || shanten === null) {
      if (probabilityKey) longJobs.cancel();
      if (probabilityTimer) clearTimeout(probabilityTimer);
      probabilityTimer = null;
      probabilityKey = '';
      if (get().probability.status === 'running') store.setState({ probability: { ...get().probability, status: 'idle', progress: 0, message: null } });
      return;
    }
    const { tegawari, shantenBack, riichi, red, ura } = searchSettings(get().probabilitySettings, shanten);
    const search = { tegawari, shantenBack, riichi, red, ura };
    // The rules are sent only when they are not the engine's defaults (Tenhou's).
    const rules = rulesInput(get().rules);
    const options = { round: situation.round, seat: situation.seat, ...search, ...(rules ? { rules } : {}) };
    const key = JSON.stringify([hand, table, options]);
    if (key === probabilityKey) return;
    probabilityKey = key;
    store.setState({ probability: { ...get().probability, status: 'running', progress: 0, message: null } });
    if (probabilityTimer) clearTimeout(probabilityTimer);
    probabilityTimer = null;
    const ask = () => void longJobs
      .probabilities(hand, options, tableInputOf(table), (done) => {
        if (probabilityKey === key) store.setState({ probability: { ...get().probability, progress: done } });
      })
      .then((outcome) => {
        if (probabilityKey !== key) return;
        if (outcome.status === 'done') store.setState({ probability: { status: 'done', progress: 1, result: outcome.result, message: null } });
        else if (outcome.status === 'failed') store.setState({ probability: { ...get().probability, status: 'failed', message: outcome.message } });
      });
    if (probabilityDelayMs === 0) ask();
    else probabilityTimer = setTimeout(() => {
      probabilityTimer = null;
      if (probabilityKey === key) ask();
    }, probabilityDelayMs);
  }

  // The hand's value (a complete 14-tile hand) or its waits' (a 13-tile one), asked after the analysis;
  // it comes in a few milliseconds and fills the score panel without ending a press's wait.
  function askScore(): void {
    const { hand, table, situation } = get();
    const read = selectUrlHand(get());
    if (!read || (tileCount(read) !== 14 && tileCount(read) !== 13)) return;
    void client.score(hand, situation, tableInputOf(table), rulesInput(get().rules)).then((outcome) => {
      if (outcome.status === 'done') store.setState({ score: outcome.result });
    });
  }

  const store = createStore<AppState>()(() => ({
    ...initialPosition(addressOf(location.search())),
    mode: readModeRoute(location.search()).mode,
    sort: readSort(location.search()),
    situation: readSituation(location.search()),
    probabilitySettings: readProbabilitySettings(location.search()),
    rules: initialRules(storage, location.search()),
    analysisSearch: '',
    lang: initialLang(storage, deps.languages ?? (typeof navigator === 'undefined' ? [] : (navigator.languages ?? []))),
    theme: initialTheme(storage),
    density: initialDensity(storage),
    update: 'current',
    offline: false,
    result: null,
    steps: null,
    score: null,
    probability: IDLE_PROBABILITY,
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
      ...theme.actions,
      ...density.actions,
      ...update.actions,
      retryProbabilities() {
        probabilityKey = '';
        askProbabilities();
      },
      cancelProbabilities() {
        if (probabilityTimer) clearTimeout(probabilityTimer);
        probabilityTimer = null;
        longJobs.cancel();
        probabilityKey = '';
        store.setState({ probability: { ...get().probability, status: 'idle', progress: 0, message: null } });
      },
      dispose() {
        unlisten();
        client.dispose();
        if (longJobs !== client) longJobs.dispose();
      },
    },
  }));

  const unlisten = router.listen();
  if (get().mode === 'analysis') {
    router.tidy();
    analyze();
  } else router.follow();
  return store;
}

function safeLocalStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/**
 * The page's one store (zustand, vanilla so it is tested without React), composed of its slices:
 * what it holds is app-state.ts, what it derives the store's selectors (selectors/), what it asks
 * the engine the requests (requests.ts, analysis-requests.ts). This file only wires them together.
 *
 * The location stays the source of truth: a new position goes from the position slice to the router,
 * which writes history, and to the requests, which ask the engine about it; Back and Forward come
 * from the router. Every question sends the position's table (even empty), so red fives and the wall
 * are counted.
 */
import { createStore } from 'zustand/vanilla';
import type { EngineClient, LongJobClient, Remote, ReviewClient } from '../worker/engine-client.ts';
import type { ReviewKind } from '../worker/protocol.ts';
import { createJobRunner } from '../worker/job-runner.ts';
import { createAnalysisRequests } from './analysis-requests.ts';
import type { AppActions, AppState, AppStore } from './app-state.ts';
import { createUpdateSlice } from './app-update.ts';
import { createDrillSlice, INITIAL_DRILL } from './drill-slice.ts';
import { createDensitySlice, initialDensity } from './density.ts';
import { createLangSlice, initialLang } from './lang.ts';
import { createThemeSlice, initialTheme } from './theme.ts';
import { browserLocation, type LocationPort } from './location-port.ts';
import { readSort } from '../address/location.ts';
import { readCallMetric, readOffer } from '../address/call-query.ts';
import { createPositionSlice, initialPosition, positionAt } from './position-slice.ts';
import { readModeRoute } from '../address/practice-route.ts';
import { createQuizSlice, initialQuizState } from './quiz-slice.ts';
import { createPointsSlice, initialPointsState } from './points-slice.ts';
import { createReviewSlice, INITIAL_REVIEW } from './review-slice.ts';
import { analysisQuestion } from './questions.ts';
import { createRequests, keyOf, NO_REQUESTS, requestsOf } from './requests.ts';
import { addressOf, addressShown, createRouter, samePosition } from './router.ts';
import { createSelectors } from './selectors/index.ts';
import { readSituation } from '../address/situation-query.ts';
import { readProbabilitySettings } from '../address/probability-query.ts';
import { initialRules, rememberRules } from './rules-choice.ts';

export type { AppActions, AppState, AppStore } from './app-state.ts';
export type { Lang } from './lang.ts';
export type { Theme } from './theme.ts';
export { MAX_DRAFT } from './position-slice.ts';

export interface StoreDeps {
  /** The client of the long jobs (the probabilities), a worker of its own; the engine client when not given. */
  longJobs?: LongJobClient;
  /** The client of the review (a log read, its kyoku reviewed), a worker of its own; the engine client when not given. */
  review?: ReviewClient;
  /**
   * How long the position must stay before its probabilities are asked (ms; 0 = at once). A hand being
   * built changes with every press, and a search per press would only compete with the first step.
   */
  probabilityDelayMs?: number;
  location?: LocationPort;
  storage?: Pick<Storage, 'getItem' | 'setItem'> | null;
  /** The tab's session storage (the review kept across a reload); the browser's by default, none when null. */
  session?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
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
  const longJobs: LongJobClient = deps.longJobs ?? client;
  const reviewJobs: Remote<ReviewKind> = deps.review ?? client;
  const select = createSelectors();

  // The slices and the router are made before the store and reach it only when called.
  const get = () => store.getState();
  const set = (patch: Partial<AppState>) => store.setState(withPosition(patch));

  /**
   * Every change of the URL's hand or table brings the position shown (app-state.ts): the edit's own value
   * when the change gives it, which the readings then hold as their reading of its text (so no selector
   * reads it either); otherwise read from the text, once, as the readings read every text.
   */
  function withPosition(patch: Partial<AppState>): Partial<AppState> {
    if (!('hand' in patch) && !('table' in patch) && patch.position === undefined) return patch;
    const hand = patch.hand ?? get().hand;
    const table = patch.table ?? get().table;
    if (patch.position === undefined) return { ...patch, position: select.analysedPosition(hand, table) };
    return patch.position ? { ...patch, position: select.hold(hand, table, patch.position) } : patch;
  }
  const mode = () => get().mode;

  // The long jobs' worker and the review's run one job at a time, each in the order of its line (job-runner.ts).
  const longJobLine = createJobRunner(longJobs);
  const reviewLine = createJobRunner(reviewJobs);
  const runner = createRequests({ client, longJobs: longJobLine, review: reviewLine, get, set });
  const requests = createAnalysisRequests({ get, select, runner, probabilityDelayMs: deps.probabilityDelayMs ?? 0 });
  const quiz = createQuizSlice({
    getQuiz: () => get().quiz,
    setQuiz: (patch) => set({ quiz: { ...get().quiz, ...patch } }),
    mode,
    requests: requestsOf(runner, get, 'quiz'),
    location,
    storage,
    random,
    now,
  });
  const drill = createDrillSlice({
    getDrill: () => get().drill,
    setDrill: (patch) => set({ drill: { ...get().drill, ...patch } }),
    mode,
    requests: requestsOf(runner, get, 'drill'),
    location,
    random,
  });
  const points = createPointsSlice({
    getPoints: () => get().points,
    setPoints: (patch) => set({ points: { ...get().points, ...patch } }),
    mode,
    requests: requestsOf(runner, get, 'points'),
    location,
    storage,
    random,
    now,
  });
  const review = createReviewSlice({
    getReview: () => get().review,
    setReview: (patch) => set({ review: { ...get().review, ...patch } }),
    readLog: requestsOf(runner, get, 'readLog'),
    jobs: reviewLine,
    startWorker: () => deps.review?.start(),
    session: deps.session === undefined ? safeSessionStorage() : deps.session,
  });
  const router = createRouter({
    location,
    get,
    set,
    endHold: () => get().hold !== null && set({ hold: null }),
    enterQuiz: quiz.enter,
    enterDrill: drill.enter,
    enterPoints: points.enter,
    enterReview: review.enter,
    restore(address) {
      // A position from the location, not from a press: shown at once.
      set({ ...positionAt(address), hold: null });
      requests.analyze();
    },
    rescore: requests.rescore,
    reanalyse: requests.analyze,
    rememberRules: (rules) => rememberRules(storage, rules),
    reprobe: requests.reprobe,
    recall: requests.askCalls,
  });
  const position = createPositionSlice({
    get,
    set,
    select,
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
        // A press holds the page for its answer (held-view.ts), in the same change as its position; typing never does.
        const asked = how === 'push' || how === 'build' ? (fields.position ?? select.analysedPosition(hand, table)) : null;
        set({ hand, form, table, situation, ...fields, hold: asked ? keyOf(analysisQuestion(asked, form)) : null });
        requests.analyze();
      }),
  });
  const lang = createLangSlice({ setLang: (lang) => set({ lang }), storage });
  const theme = createThemeSlice({ setTheme: (theme) => set({ theme }), storage });
  const density = createDensitySlice({ setDensity: (density) => set({ density }), storage });
  const update = createUpdateSlice({ set, getUpdate: () => get().update });

  /**
   * The player's actions. Each one ends a press's hold (the page shows what the player did at once)
   * unless it is itself a press that holds for its own answer; the service worker's news (update) is
   * not the player's and leaves the hold as it is.
   */
  function endingHold<A extends object>(actions: A): A {
    const wrapped = { ...actions };
    for (const [name, action] of Object.entries(actions) as [keyof A & string, (...args: unknown[]) => unknown][]) {
      (wrapped as Record<string, unknown>)[name] = (...args: unknown[]) => {
        const held = get().hold;
        const value = action(...args);
        if (held !== null && get().hold === held) set({ hold: null });
        return value;
      };
    }
    return wrapped;
  }

  const actions: AppActions = {
    ...endingHold({
      ...quiz.actions,
      ...drill.actions,
      ...points.actions,
      ...review.actions,
      ...position.actions,
      ...router.actions,
      ...lang.actions,
      ...theme.actions,
      ...density.actions,
      retryProbabilities: requests.retryProbabilities,
      cancelProbabilities: requests.cancelProbabilities,
    }),
    ...update.actions,
    dispose() {
      unlisten();
      longJobLine.dispose();
      reviewLine.dispose();
      client.dispose();
      if (longJobs !== client) longJobs.dispose();
      if (reviewJobs !== client) reviewJobs.dispose();
    },
  };

  const store = Object.assign(
    createStore<AppState>()(() => ({
      ...initialPosition(addressOf(location.search()), select.analysedPosition),
      mode: readModeRoute(location.search()).mode,
      sort: readSort(location.search()),
      offer: readOffer(location.search()),
      callMetric: readCallMetric(location.search()),
      situation: readSituation(location.search()),
      probabilitySettings: readProbabilitySettings(location.search()),
      rules: initialRules(storage, location.search()),
      analysisSearch: '',
      lang: initialLang(storage, deps.languages ?? (typeof navigator === 'undefined' ? [] : (navigator.languages ?? []))),
      theme: initialTheme(storage),
      density: initialDensity(storage),
      update: 'current',
      offline: false,
      requests: NO_REQUESTS,
      hold: null,
      quiz: initialQuizState(storage),
      drill: INITIAL_DRILL,
      points: initialPointsState(storage),
      review: INITIAL_REVIEW,
      actions,
    })),
    { select },
  );

  const unlisten = router.listen();
  if (get().mode === 'analysis') {
    // The analysis first: the worker starts on it while the address is tidied (the first table waits for it).
    requests.analyze();
    router.tidy();
  } else router.follow();
  return store;
}

function safeSessionStorage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

function safeLocalStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

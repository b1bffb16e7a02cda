/**
 * The shape of the page's one store: what it holds (each part from the slice that owns it) and
 * what it can do. Only what nothing else can recompute is held, and the position shown: the analysis
 * position as a value beside its address and its text fields as typed (position-slice.ts), the page shown and its choices (router.ts), the language
 * (lang.ts), the colours (theme.ts), the table's density (density.ts), the practice modes
 * (quiz-slice.ts, drill-slice.ts, points-slice.ts, review-slice.ts), what the service worker says of the app's
 * version (app-update.ts), and the engine's answers (requests.ts). Everything derived, the reading
 * of every text included, is left to the store's selectors (selectors/).
 */
import type { StoreApi } from 'zustand/vanilla';
import type { AppUpdate, UpdateActions } from './app-update.ts';
import type { DrillActions, DrillSliceState } from './drill-slice.ts';
import type { DensityActions, TableDensity } from './density.ts';
import type { Lang, LangActions } from './lang.ts';
import type { PointsActions, PointsState } from './points-slice.ts';
import type { PositionActions, PositionState } from './position-slice.ts';
import type { QuizActions, QuizState } from './quiz-slice.ts';
import type { RequestsState } from './requests.ts';
import type { ReviewActions, ReviewState } from './review-slice.ts';
import type { RouteActions, RouteState } from './router.ts';
import type { Selectors } from './selectors/index.ts';
import type { Theme, ThemeActions } from './theme.ts';

export interface AppActions
  extends
    QuizActions,
    DrillActions,
    PointsActions,
    ReviewActions,
    PositionActions,
    RouteActions,
    LangActions,
    ThemeActions,
    DensityActions,
    UpdateActions {
  /** Stops the probabilities' search in flight (the Cancel button); a new hand or option asks again. */
  cancelProbabilities(): void;
  /** Asks the probabilities of the position shown again (after Cancel). */
  retryProbabilities(): void;
  /** Stop listening to the location and shut the engine client down. */
  dispose(): void;
}

export interface AppState extends PositionState, RouteState, RequestsState {
  lang: Lang;
  /** The colours chosen (theme.ts): 'auto' follows the system; remembered like the language. */
  theme: Theme;
  /** How dense the discard table is (density.ts), remembered like the language. */
  density: TableDensity;
  /** What the service worker says of the app's version (app-update.ts): a new one waiting, or not. */
  update: AppUpdate;
  /** Whether the app is cached to work with no signal (app-update.ts). */
  offline: boolean;
  quiz: QuizState;
  drill: DrillSliceState;
  points: PointsState;
  review: ReviewState;
  actions: AppActions;
}

/** The store, and its selectors: one set per store, so no store's reads evict another's. */
export type AppStore = StoreApi<AppState> & { readonly select: Selectors };

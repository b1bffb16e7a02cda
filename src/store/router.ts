/**
 * The store's history. The location is the truth: it names the page (`?mode=quiz`, `?mode=drill`,
 * `?mode=points`, anything else the analysis) and, for the analysis, the position (the hand and form in
 * Tenhou's parameters, and the table beside them), each read and written by its codec in src/address
 * (practice-route.ts, location.ts, table-query.ts and the rest). The router
 * writes each new position to history and, when Back or Forward changes the location, shows what it
 * names. It is handed positions as addresses and knows nothing of how a hand is edited.
 *
 * Every new position is an entry of its own (a form switch too, so Back returns to the other form
 * and never leaves the page), except that a run of edits that build a hand (keystrokes in a text
 * field, palette presses) replaces its own entry: Back leaves a hand built in one step instead of one
 * per tile (a 14-tile hand took 16). A move in the table, or a tile taken off, ends the run.
 * The analysis state is kept while another page is shown, so its header link leads back to the same
 * position.
 */
import type { Form } from '../engine/light.ts';
import type { AppState } from './app-state.ts';
import { draftOf, readDraft, readQuery, readSort, withDraft, withSort, writeQuery, type RowSort } from '../address/location.ts';
import type { LocationPort } from './location-port.ts';
import { readModeRoute, type Mode } from '../address/practice-route.ts';
import { modeHrefs } from './mode-hrefs.ts';
import { dealerOf, hasGame, readTableQuery, sameTable, withTable, type TableQuery } from '../address/table-query.ts';
import { changeSituation, readSituation, sameSituation, withSituation, type SituationInput } from '../address/situation-query.ts';
import {
  readProbabilitySettings,
  tenpaiPaymentOf,
  withProbabilitySettings,
  type ProbabilitySettings,
} from '../address/probability-query.ts';
import { readRulesQuery, withRules } from '../address/rules-query.ts';
import { readCallMetric, readOffer, sameOffer, withCallChoice, type CallMetric, type OfferQuery } from '../address/call-query.ts';
import { sameRules, type ScoreRules } from '../engine/light.ts';
import { keyOf } from './requests.ts';

/** What the analysis page's address names: the position analysed, and the field's text when that is not its hand. */
export interface Address {
  /** The hand as the URL writes it ('' = none). */
  hand: string;
  form: Form;
  table: TableQuery;
  /** The field's text as typed when it is not the hand (a mistake, a hand being built); '' when the field shows the hand. */
  draft: string;
}

/**
 * How a new position enters history: a new entry, in place of the current one, or as one edit of a
 * run that builds a hand: a keystroke ('type') or a press that adds to it (a palette tile for the hand,
 * a meld, the seen tiles or the indicators: 'build'). A run makes one entry; a move in the table (a
 * discard, a draw, a deal, a form switch) and a tile taken off (which Back then undoes) are a 'push'
 * of their own and end the run.
 */
export type Step = 'push' | 'replace' | 'type' | 'build';

export interface RouteState {
  /** Which page is shown: the URL's `mode`. */
  mode: Mode;
  /** The discard table's order, the URL's `sort` (kept as the position changes). */
  sort: RowSort;
  /** The analysis page's search string when another mode was opened: its link leads back there. */
  analysisSearch: string;
  /** How a complete hand is won (situation-query.ts), the URL's; kept as the position changes. */
  situation: SituationInput;
  /** The probabilities' settings (probability-query.ts), the URL's; kept as the position changes. */
  probabilitySettings: ProbabilitySettings;
  /** The scoring rules (rules-query.ts): the URL's when it names them, else the remembered choice; kept as the position changes. */
  rules: ScoreRules;
  /** The offered tile whose call table is open (call-query.ts), the URL's `offer`; null when none is. */
  offer: OfferQuery | null;
  /** The figure the call table is ordered by, the URL's `callby`. */
  callMetric: CallMetric;
}

export interface RouteActions {
  /** Show a page: the analysis, the wait quiz, the discard drill or the points quiz (a new history entry). */
  setMode(mode: Mode): void;
  /** Show the analysis page at `to`, a position another page hands over (the drill's): a new history entry. */
  openAnalysis(to: Address): void;
  /** Show the analysis page at a whole search string another page wrote (the review's position, its winds included): a new history entry. */
  openAnalysisSearch(search: string): void;
  /** Order the discard table: the address keeps it, in place of the current entry (no new position). */
  setSort(sort: RowSort): void;
  /** Change how the hand is won (a control of the score panel): the address keeps it, in place of the current entry. */
  setSituation(patch: Partial<SituationInput>): void;
  /** Change the probabilities' settings (the turn shown, the options): the address keeps them, in place of the current entry. */
  setProbabilitySettings(patch: Partial<ProbabilitySettings>): void;
  /** Choose the scoring rules (the Rules panel): remembered, and the address keeps them, in place of the current entry. */
  setRules(rules: ScoreRules): void;
  /** Open the call table of an offered tile (null: close it): the address keeps it, in place of the current entry. */
  setOffer(offer: OfferQuery | null): void;
  /** Order the call table by a figure: the address keeps it, in place of the current entry. */
  setCallMetric(metric: CallMetric): void;
}

/** What the router needs from the store around it. */
export interface RouterContext {
  location: LocationPort;
  get(): AppState;
  set(patch: Partial<AppState>): void;
  /** Back or Forward moved the location: whatever a press waited for, the page shows the new entry now. */
  endHold(): void;
  /** The practice pages, entered with what the location says of them (their slices' `enter`). */
  enterQuiz(hand: string): void;
  enterDrill(seed: string, discards: string): void;
  enterPoints(seed: string): void;
  enterReview(): void;
  /** Show a position the location names (Back, Forward, the link back to the analysis): the store takes it, the engine is asked. */
  restore(address: Address): void;
  /** The situation or the rules changed (the position did not): the engine is asked the hand's value again, and its probabilities. */
  rescore(): void;
  /** The table's game changed with the situation (the dealer your seat wind places): the engine is asked everything again. */
  reanalyse(): void;
  /** Remember the rules chosen (the browser's storage). */
  rememberRules(rules: ScoreRules): void;
  /** The probabilities' options changed (the position did not): the long search is asked again. */
  reprobe(): void;
  /** The offer changed (the position did not): its call table is asked, or the one asked forgotten. */
  recall(): void;
}

export interface Router {
  actions: RouteActions;
  /**
   * Make `to` the analysis page's position: `show` puts it in the store and asks the engine, then
   * history gets it (the request goes first: writing history costs the page a few milliseconds the
   * engine can already spend on the answer). False, and nothing done, when `to` is the address shown.
   */
  navigate(to: Address, how: Step, show: () => void): boolean;
  /** A change of the field that is not a keystroke of a run (a press): the next keystroke starts an entry. */
  endTyping(): void;
  /** Show what the location names: a page, and on the analysis page its position. */
  follow(): void;
  /**
   * The analysis page's choices as the page reads them, written back in place when the address says them
   * otherwise (`&turn=99` shows turn 18 and the address then says so; an unknown order or value goes).
   */
  tidy(): void;
  /** Follow Back and Forward from now on; returns the function that stops. */
  listen(): () => void;
}

/** The parameters of the page's choices (not the position): the turn and options, the order, the situation, the rules. */
const CHOICES = new Set([
  'turn',
  'tegawari',
  'back',
  'riichirule',
  'nored',
  'noura',
  'riichistick',
  'tenpaipay',
  'countippatsu',
  'counthaitei',
  'sort',
  'rules',
  'by',
  'round',
  'seat',
  'riichi',
  'ippatsu',
  'last',
  'rinshan',
  'chankan',
  'first',
  'ura',
  'honba',
  'sticks',
  'agari',
  'offer',
  'callby',
]);

/** A search string's choices, comparable as text. */
function choicesOf(search: string): string {
  return [...new URLSearchParams(search)]
    .filter(([key]) => CHOICES.has(key))
    .map(([key, value]) => `${key}=${value}`)
    .sort()
    .join('&');
}

/** The analysis position a location's search string names. */
export function addressOf(search: string): Address {
  return { ...readQuery(search), table: readTableQuery(search), draft: readDraft(search) };
}

/** The search string of an analysis position: Tenhou's hand parameter, then the table's, then the draft. */
export function searchOf(address: Address): string {
  return withDraft(withTable(writeQuery({ hand: address.hand, form: address.form }), address.table), address.draft);
}

/** The address the page shows: its position, and its field's text when that is not the hand. */
export function addressShown(state: Pick<AppState, 'hand' | 'form' | 'table' | 'draft'>): Address {
  return { hand: state.hand, form: state.form, table: state.table, draft: draftOf(state.draft, state.hand) };
}

/** True when both name the same position (the hand, form and table analysed). */
export function samePosition(a: Omit<Address, 'draft'>, b: Omit<Address, 'draft'>): boolean {
  return a.hand === b.hand && a.form === b.form && sameTable(a.table, b.table);
}

/** True when both name the same position and the same draft. */
export function sameAddress(a: Address, b: Address): boolean {
  return samePosition(a, b) && a.draft === b.draft;
}

/** The router of a store: its history steps, its page switch and its following of the location. */
export function createRouter(ctx: RouterContext): Router {
  const { location, get } = ctx;
  // True while the current history entry was made by building a hand (keystrokes, presses that build):
  // the next edit of the run replaces it.
  let typing = false;

  function follow(): void {
    const route = readModeRoute(location.search());
    if (get().mode !== route.mode) ctx.set({ mode: route.mode });
    if (route.mode === 'quiz') return ctx.enterQuiz(route.quizHand);
    if (route.mode === 'drill') return ctx.enterDrill(route.seed, route.discards);
    if (route.mode === 'points') return ctx.enterPoints(route.seed);
    if (route.mode === 'review') return ctx.enterReview();
    const sort = readSort(location.search());
    if (sort !== get().sort) ctx.set({ sort });
    const situation = readSituation(location.search());
    const settings = readProbabilitySettings(location.search());
    const address = addressOf(location.search());
    const moved = !sameAddress(address, addressShown(get()));
    if (!sameSituation(situation, get().situation)) {
      ctx.set({ situation });
      if (!moved) ctx.rescore();
    }
    // An address that names no rules leaves them as they are (the remembered choice).
    const rules = readRulesQuery(location.search());
    if (rules && !sameRules(rules, get().rules)) {
      ctx.set({ rules });
      if (!moved) ctx.rescore();
    }
    const before = get().probabilitySettings;
    if (keyOf(settings) !== keyOf(before)) {
      ctx.set({ probabilitySettings: settings });
      // The turn alone asks the call and kan tables' figures again (the probabilities' search is the same).
      if (!moved) ctx.reprobe();
    }
    const offer = readOffer(location.search());
    const callMetric = readCallMetric(location.search());
    if (callMetric !== get().callMetric) ctx.set({ callMetric });
    if (!sameOffer(offer, get().offer)) {
      ctx.set({ offer });
      if (!moved) ctx.recall();
    }
    if (moved) ctx.restore(address);
  }

  /** The search string of the analysis page at `to`, in the page's order. */
  const searchAt = (to: Address) =>
    withCallChoice(
      withSort(
        withRules(withProbabilitySettings(withSituation(searchOf(to), get().situation), get().probabilitySettings), get().rules),
        get().sort,
      ),
      get().offer,
      get().callMetric,
    );

  return {
    actions: {
      setMode(to) {
        const from = get().mode;
        if (to === from) return;
        if (from === 'analysis') ctx.set({ analysisSearch: location.search() });
        const href = modeHrefs(get())[to];
        location.push(href === '?' ? '' : href);
        typing = false;
        follow();
      },
      openAnalysis(to) {
        location.push(searchAt(to));
        typing = false;
        follow();
      },
      openAnalysisSearch(search) {
        location.push(search);
        typing = false;
        follow();
      },
      setSituation(patch) {
        const situation = changeSituation(get().situation, patch);
        if (sameSituation(situation, get().situation)) return;
        // Your seat wind places the dealer at the table, where a game's first tap goes.
        const table = get().table;
        const dealer = dealerOf(situation.seat, table.players);
        const moved = dealer !== table.dealer;
        ctx.set({ situation, ...(moved ? { table: { ...table, dealer } } : {}) });
        if (get().mode === 'analysis') location.replace(searchAt(addressShown(get())));
        // A game at the table is replayed from its new dealer: its seen tiles, so the position, may change.
        if (moved && hasGame(table)) ctx.reanalyse();
        else ctx.rescore();
      },
      setProbabilitySettings(patch) {
        const before = get().probabilitySettings;
        const settings = { ...before, ...patch };
        // A turn chosen is set by hand (unless the patch says the table's turn is followed again).
        if (patch.turn !== undefined && patch.turnSet === undefined) settings.turnSet = true;
        // A payment typed is whole points in range, as the address reads it back.
        if (patch.tenpaiPayment !== undefined) settings.tenpaiPayment = tenpaiPaymentOf(patch.tenpaiPayment);
        if (keyOf(settings) === keyOf(before)) return;
        ctx.set({ probabilitySettings: settings });
        if (get().mode === 'analysis') location.replace(searchAt(addressShown(get())));
        // Every option asks again what depends on it: the probabilities' search (not for the turn shown:
        // every turn comes in one answer, and an answer asked is not asked again), and the call and kan
        // tables' figures, which are at one turn.
        ctx.reprobe();
      },
      setRules(rules) {
        if (sameRules(rules, get().rules)) return;
        ctx.set({ rules: { ...rules } });
        ctx.rememberRules(rules);
        if (get().mode === 'analysis') location.replace(searchAt(addressShown(get())));
        ctx.rescore();
      },
      setOffer(offer) {
        if (sameOffer(offer, get().offer)) return;
        ctx.set({ offer });
        if (get().mode === 'analysis') location.replace(searchAt(addressShown(get())));
        ctx.recall();
      },
      setCallMetric(callMetric) {
        if (callMetric === get().callMetric) return;
        ctx.set({ callMetric });
        if (get().mode === 'analysis') location.replace(searchAt(addressShown(get())));
      },
      setSort(sort) {
        if (sort === get().sort) return;
        ctx.set({ sort });
        if (get().mode === 'analysis') location.replace(searchAt(addressShown(get())));
      },
    },
    navigate(to, how, show) {
      if (sameAddress(to, addressShown(get()))) return false;
      const run = how === 'type' || how === 'build';
      const replace = how === 'replace' || (run && typing);
      typing = run;
      show();
      if (replace) location.replace(searchAt(to));
      else location.push(searchAt(to));
      return true;
    },
    endTyping() {
      typing = false;
    },
    follow,
    tidy() {
      if (get().mode !== 'analysis') return;
      const want = searchAt(addressShown(get()));
      if (choicesOf(want) !== choicesOf(location.search())) location.replace(want);
    },
    listen() {
      // Back and Forward: the location changed under us.
      return location.listen(() => {
        typing = false;
        ctx.endHold();
        follow();
      });
    },
  };
}

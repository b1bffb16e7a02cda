/**
 * Narrow selectors over the store, made per store (createSelectors): what can be recomputed is not
 * stored: the parse of the text field, the hand the buttons edit, whether the answers shown are
 * about what is shown. Each derived object is memoised on the inputs it reads, so React sees the same
 * object until they change (zustand and useSyncExternalStore need stable snapshots). The memories
 * belong to one store: tests build dozens, and one store's reads never evict another's.
 *
 * Every reading of a text happens here, for the store's actions as much as for the page: an action
 * asks whether a text is a hand before it makes it current, the engine request asks again, and a
 * render reads the same text for the field and the hand bar. Tables and hands are therefore kept
 * by their text (the last few dozen), so each distinct text is parsed once, whoever asks first.
 *
 * Whether an answer is about what is shown is one rule (requests.ts, isAbout): the answer's key
 * against the key of the question the page would ask now (questions.ts).
 */
import { tileCode, tileCount } from '../../engine/light.ts';
import type { Hand } from '../../engine/light.ts';
import type { CallsResult, CallTable, KansResult, KanTable, RequestFailure } from '../../worker/protocol.ts';
import type { OfferQuery } from '../../address/call-query.ts';
import type { AppState } from '../app-state.ts';
import type { ProbabilitySettings } from '../../address/probability-query.ts';
import { hasGame, type TableQuery } from '../../address/table-query.ts';
import { offerFrom } from '../call-offer.ts';
import { modeHrefs, type ModeHrefs } from '../mode-hrefs.ts';
import { callFiguresQuestion, callQuestion, kanFiguresQuestion, kanQuestion } from '../questions.ts';
import { isAbout, keyOf, type Requested } from '../requests.ts';
import { memo } from './memo.ts';
import { createAnalysisSelectors } from './analysis.ts';
import { createGameSelectors } from './game.ts';
import { createProbabilitySelectors } from './probabilities.ts';
import { createReadings } from './readings.ts';
import { createScoreSelectors } from './score.ts';
import { createWorkingHandSelectors } from './working-hand.ts';

export { isDigitsBeingTyped, type DraftReading, type WorkingHand } from './working-hand.ts';
export type { PaletteTarget, TileSafety } from './game.ts';
export type { ShownResult } from './analysis.ts';
export { goodShapeRate, orderRows } from './row-order.ts';
export type { ShownScore } from './score.ts';
export type { ProbabilityRun, ShownProbabilities } from './probabilities.ts';

/**
 * How a table asked in two steps stands (the call and kan tables: the table at once from the analyses'
 * worker, then the same with its figures from the long jobs' worker): whether it is greyed, `stale`,
 * being about another question, how its figures stand, and why there is no table or no figures.
 */
interface TwoStage {
  stale: boolean;
  /** The figures of this question: being computed, in, failed, or not asked yet. */
  figures: 'idle' | 'running' | 'done' | 'failed';
  /** The engine's refusal of the question (not-a-call-hand, not-a-discard-hand, ...) or a worker failure. */
  error: RequestFailure | null;
  /** Why the figures failed (a worker failure); an entry whose search could not run says so itself (`probabilityError`). */
  figuresError: RequestFailure | null;
}

/**
 * Which answer of a question asked in two steps the page draws: the one with figures when it is about
 * this question, else the table alone when it is, else the newest of either about another question,
 * greyed (none after a refusal), with how the figures stand and why there is none.
 */
function twoStageShown<T>(
  tableRequested: Requested<T>,
  figuresRequested: Requested<T>,
  tableKey: string | null,
  figuresKey: string | null,
): TwoStage & { data: T | null } {
  const figuresShown = figuresRequested.shown;
  const tableShown = tableRequested.shown;
  const figuresLatest = isAbout(figuresRequested.latest, figuresKey) ? figuresRequested.latest : null;
  const tableLatest = isAbout(tableRequested.latest, tableKey) ? tableRequested.latest : null;
  const figures = figuresLatest?.status ?? 'idle';
  const figuresError = figuresLatest?.status === 'failed' ? figuresLatest.error : null;
  const error = tableLatest?.status === 'failed' ? tableLatest.error : null;
  if (figuresShown && isAbout(figuresShown, figuresKey))
    return { data: figuresShown.data, stale: false, figures, error: null, figuresError };
  if (tableShown && isAbout(tableShown, tableKey)) return { data: tableShown.data, stale: false, figures, error, figuresError };
  const newest = figuresShown ?? tableShown;
  return { data: error ? null : (newest?.data ?? null), stale: true, figures, error, figuresError };
}

/**
 * The call table as the page draws it (docs/rules.md#call-or-pass): the offer, the newest table (with
 * its figures once they are in for this question), and how it stands (TwoStage).
 */
export interface ShownCallTable extends TwoStage {
  offer: OfferQuery;
  table: CallTable | null;
}

/**
 * A kan on your own turn as the page draws it (docs/rules.md#call-or-pass): the newest kan table (with
 * its figures once they are in for this question), the turn its figures are at (your discard's, as the
 * probabilities panel shows it; they follow the hand's probabilities), and how it stands (TwoStage).
 */
export interface ShownKanTable extends TwoStage {
  table: KanTable | null;
  turn: number;
}

/** True when `hand` can declare a kan on its turn: four concealed copies of a kind, or the fourth of one of its pons. */
function canKan(hand: Hand): boolean {
  for (let k = 0; k < hand.tiles.length; k++) if (hand.tiles[k]! >= 4) return true;
  return hand.melds.some((m) => m.kind === 'pon' && hand.tiles[m.tiles[0]!]! > 0);
}

/** A practice page's request as the page shows it: dealt (pending), or failed with the engine's message. */
export interface PracticeRequest {
  pending: boolean;
  /** The engine's refusal of what was asked (data the page writes in its language), or a sentence when it failed. */
  error: RequestFailure | null;
}

const IDLE: PracticeRequest = { pending: false, error: null };

/** A request's state as a practice page shows it. */
function practiceRequest(requested: Requested<unknown>): PracticeRequest {
  const latest = requested.latest;
  if (latest?.status === 'running') return { pending: true, error: null };
  return latest?.status === 'failed' ? { pending: false, error: latest.error } : IDLE;
}

/** The selectors of one store: its own memories and text caches. */
export function createSelectors() {
  // positionIn reads a text against a table already read: the parts' own, not a selector of the store.
  const { positionIn, ...readings } = createReadings();
  const hand = createWorkingHandSelectors(readings, positionIn);
  const game = createGameSelectors({ ...readings, ...hand });
  const analysis = createAnalysisSelectors({ ...readings, ...hand });
  const score = createScoreSelectors({ ...hand, ...analysis });
  const probabilities = createProbabilitySelectors({ ...game, ...analysis });
  const { isAnalysable } = readings;
  const { urlHand } = hand;
  const { gameState, paletteTarget } = game;
  const { shownShanten } = analysis;
  const { shownTurn: shownTurnOf, searchSettings: searchSettingsOf } = probabilities;

  /** A question's key, kept per question object (the memoised questions are asked about on every read). */
  const questionKeys = new WeakMap<object, string>();
  function keyOfQuestion(question: object): string {
    let key = questionKeys.get(question);
    if (key === undefined) {
      key = keyOf(question);
      questionKeys.set(question, key);
    }
    return key;
  }

  /**
   * The offer whose call table is open: the address's, while it is the game's last discard, from another
   * seat (the seat it comes from named from yours); without a game followed, the address's as it is.
   */
  function shownOffer(state: AppState): OfferQuery | null {
    const offer = state.offer;
    if (!offer) return null;
    if (!hasGame(state.table)) return offer;
    const g = gameState(state);
    const last = g?.last;
    if (!g || !last) return null;
    const tile = g.seats[last.seat].river[last.index];
    const from = offerFrom(last.seat);
    return from === offer.from && tileCode(tile.kind, tile.red) === offer.tile ? offer : null;
  }

  const callQuestionMemo = memo(
    (hand: string, query: TableQuery, offer: OfferQuery, situation: AppState['situation'], rules: AppState['rules']) =>
      callQuestion(hand, query, offer, situation, rules),
  );

  /** The call table's question for the offer shown (the table at once), or null: no offer, or no position to ask about. */
  function callQuestionOf(state: AppState) {
    const offer = shownOffer(state);
    if (!offer || !isAnalysable(state.hand, state.table)) return null;
    return callQuestionMemo(state.hand, state.table, offer, state.situation, state.rules);
  }

  const callFiguresMemo = memo(
    (
      base: ReturnType<typeof callQuestion>,
      hand: string,
      query: TableQuery,
      situation: AppState['situation'],
      search: ProbabilitySettings,
      rules: AppState['rules'],
      turn: number,
    ) => callFiguresQuestion(base, hand, query, situation, search, rules, turn),
  );

  /**
   * The call table's question with its figures: the probabilities' settings as that panel searches them
   * for this hand's shanten (so null until the hand's first step is in), at the turn of the offer: the
   * turn the probabilities show is your next discard's, the offer comes before its draw, so one less
   * (docs/rules.md#call-or-pass: passing leaves 18 - turn draws), within 1-17.
   */
  function callFiguresQuestionOf(state: AppState) {
    const base = callQuestionOf(state);
    const shanten = shownShanten(state);
    if (!base || shanten === null) return null;
    const turn = Math.min(17, Math.max(1, shownTurnOf(state) - 1));
    return callFiguresMemo(base, state.hand, state.table, state.situation, searchSettingsOf(state), state.rules, turn);
  }

  const callTableOf = memo(
    (
      offer: OfferQuery,
      tableRequested: Requested<CallsResult>,
      figuresRequested: Requested<CallsResult>,
      tableKey: string | null,
      figuresKey: string | null,
    ): ShownCallTable => {
      const { data, ...shown } = twoStageShown(tableRequested, figuresRequested, tableKey, figuresKey);
      return { offer, table: data?.calls ?? null, ...shown };
    },
  );

  /** The call table to draw, or null when none is open. */
  function callTable(state: AppState): ShownCallTable | null {
    const offer = shownOffer(state);
    if (!offer) return null;
    const question = callQuestionOf(state);
    const figures = callFiguresQuestionOf(state);
    return callTableOf(
      offer,
      state.requests.callTable,
      state.requests.callFigures,
      question ? keyOfQuestion(question) : null,
      figures ? keyOfQuestion(figures) : null,
    );
  }

  /**
   * Your turn in the game followed, with a tile to discard (the cursor at you, the next press a discard
   * from your hand), and a kan your hand can declare: the game panel shows your kans' buttons.
   */
  function kanTurn(state: AppState): boolean {
    const g = gameState(state);
    if (!g || !g.started || g.cursor.seat !== 0 || g.cursor.indicator || paletteTarget(state).to !== 'hand') return false;
    const hand = urlHand(state);
    return hand !== null && tileCount(hand) === 14 && canKan(hand);
  }

  const kanQuestionMemo = memo((hand: string, query: TableQuery, riichi: boolean) => kanQuestion(hand, query, riichi));

  /** The kan table's question (the table at once) on your turn with a kan to declare, or null; in riichi, the engine keeps the kans Tenhou allows. */
  function kanQuestionOf(state: AppState) {
    if (!kanTurn(state) || !isAnalysable(state.hand, state.table)) return null;
    return kanQuestionMemo(state.hand, state.table, yourRiichi(state));
  }

  /** You have declared riichi in the game at the table. */
  function yourRiichi(state: AppState): boolean {
    return (gameState(state)?.seats[0].riichi ?? null) !== null;
  }

  /** The turn of the kan table's figures: your discard's, as the probabilities panel shows it, within 1-17. */
  const kanTurnOf = (state: AppState) => Math.min(17, Math.max(1, shownTurnOf(state)));

  const kanFiguresMemo = memo(
    (
      base: ReturnType<typeof kanQuestion>,
      hand: string,
      query: TableQuery,
      situation: AppState['situation'],
      search: ProbabilitySettings,
      rules: AppState['rules'],
      turn: number,
    ) => kanFiguresQuestion(base, hand, query, situation, search, rules, turn),
  );

  /**
   * The kan table's question with its figures: the probabilities' settings as that panel searches them
   * for this hand's shanten (so null until the hand's first step is in), at the turn of your discard.
   */
  function kanFiguresQuestionOf(state: AppState) {
    const base = kanQuestionOf(state);
    const shanten = shownShanten(state);
    if (!base || shanten === null) return null;
    return kanFiguresMemo(base, state.hand, state.table, state.situation, searchSettingsOf(state), state.rules, kanTurnOf(state));
  }

  const kanTableOf = memo(
    (
      turn: number,
      tableRequested: Requested<KansResult>,
      figuresRequested: Requested<KansResult>,
      tableKey: string,
      figuresKey: string | null,
    ): ShownKanTable => {
      const { data, ...shown } = twoStageShown(tableRequested, figuresRequested, tableKey, figuresKey);
      return { table: data?.kans ?? null, turn, ...shown };
    },
  );

  /** The kan table to draw on your turn with a kan to declare, or null. */
  function kanTable(state: AppState): ShownKanTable | null {
    const question = kanQuestionOf(state);
    if (!question) return null;
    const figures = kanFiguresQuestionOf(state);
    return kanTableOf(
      kanTurnOf(state),
      state.requests.kanTable,
      state.requests.kanFigures,
      keyOfQuestion(question),
      figures ? keyOfQuestion(figures) : null,
    );
  }

  const modeHrefsOf = memo((analysis: string, quiz: string, drill: string, points: string, review: string): ModeHrefs => ({
    analysis,
    quiz,
    drill,
    points,
    review,
  }));

  const quizOf = memo(practiceRequest);
  const drillOf = memo(practiceRequest);
  const pointsOf = memo(practiceRequest);

  return {
    ...readings,
    ...hand,
    ...game,
    ...analysis,
    ...score,
    ...probabilities,
    shownOffer,
    kanQuestion: kanQuestionOf,
    kanFiguresQuestion: kanFiguresQuestionOf,
    kanTable,
    callQuestion: callQuestionOf,
    callFiguresQuestion: callFiguresQuestionOf,
    callTable,
    /** Where each mode link leads: back to the hand, questions and drill position the page last had in each mode. */
    modeHrefs(state: AppState): ModeHrefs {
      const hrefs = modeHrefs(state);
      return modeHrefsOf(hrefs.analysis, hrefs.quiz, hrefs.drill, hrefs.points, hrefs.review);
    },
    /** The wait quiz's deal as its page shows it. */
    quizRequest: (state: AppState): PracticeRequest => quizOf(state.requests.quiz),
    /** The drill's position as its page shows it. */
    drillRequest: (state: AppState): PracticeRequest => drillOf(state.requests.drill),
    /** The points quiz's question as its page shows it. */
    pointsRequest: (state: AppState): PracticeRequest => pointsOf(state.requests.points),
  };
}

export type Selectors = ReturnType<typeof createSelectors>;

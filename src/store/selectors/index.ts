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
import {
  copiesLeft,
  dealerSeat,
  safetyAgainst,
  safetyRank,
  tableCounts,
  tableTurn,
  tileCode,
  doraCounts,
  tenhouDiscardOrder,
  tileCount,
} from '../../engine/light.ts';
import type {
  GameError,
  GameState,
  Safety,
  Seat,
  Counts,
  DiscardRow,
  Form,
  Hand,
  ProbabilityError,
  ProbabilityRow,
  Result,
  Table,
  TilesLeft,
  TwoStepRow,
  YakuChance,
} from '../../engine/light.ts';
import type {
  AnalysisResult,
  CallsResult,
  CallTable,
  KansResult,
  KanTable,
  ProbabilitiesResult,
  RequestFailure,
  ScoreResult,
  TwoStepResult,
} from '../../worker/protocol.ts';
import type { OfferQuery } from '../../address/call-query.ts';
import type { RowSort } from '../../address/location.ts';
import type { AppState } from '../app-state.ts';
import type { ProbabilitySettings } from '../../address/probability-query.ts';
import { searchSettings } from '../probability-search.ts';
import type { PickContext } from '../entry-mode.ts';
import { gameOf, hasGame, tableQueryOf, type TableQuery } from '../../address/table-query.ts';
import { offerFrom } from '../call-offer.ts';
import { modeHrefs, type ModeHrefs } from '../mode-hrefs.ts';
import {
  analysisQuestion,
  callFiguresQuestion,
  callQuestion,
  kanFiguresQuestion,
  kanQuestion,
  probabilityQuestion,
  scoreQuestion,
} from '../questions.ts';
import { isAbout, keyOf, type DoneAnswer, type Requested } from '../requests.ts';
import { kept, memo } from './memo.ts';
import { createReadings } from './readings.ts';
import { createWorkingHandSelectors } from './working-hand.ts';

export { isDigitsBeingTyped, type DraftReading, type WorkingHand } from './working-hand.ts';

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

/**
 * Where a palette press goes while the game at the table is followed (docs/rules.md#the-game-at-the-table):
 * the hand being built, your draw, a seat's discard, a new dora indicator, the kind of a seat's kan.
 */
export type PaletteTarget =
  { to: 'hand' } | { to: 'draw' } | { to: 'discard'; seat: Seat } | { to: 'indicator' } | { to: 'kan'; seat: Seat };

const HAND_TARGET: PaletteTarget = { to: 'hand' };
const DRAW_TARGET: PaletteTarget = { to: 'draw' };
const INDICATOR_TARGET: PaletteTarget = { to: 'indicator' };

/** A tile's safety against each riichi player, and its rank for ordering (the worst against any of them). */
export interface TileSafety {
  against: { seat: Seat; safety: Safety }[];
  rank: number;
}

export interface ShownResult {
  result: AnalysisResult | null;
  /** The result is not about the hand in the field: greyed. */
  stale: boolean;
}

/** The good-shape rate of a row (0-1), or -1 where it has none (not 1-shanten, or no copy left). */
export function goodShapeRate(row: TwoStepRow | undefined): number {
  const g = row?.goodShape;
  return g && g.good + g.bad > 0 ? g.good / (g.good + g.bad) : -1;
}

/**
 * Rows in the order chosen: Tenhou's as given ('count'); by the next step's average, the good-shape
 * rate, the win probability or the expected score at the turn shown, highest first; or by the safety
 * rank against the riichi players (the worst of them), safest first. Ties (and rows without the figure:
 * a row that raises the shanten with shanten-back off) keep Tenhou's order, after the rows with it.
 * Without the figures yet (the second step or the probabilities computing, no riichi on the table),
 * Tenhou's order. `figures` are the probabilities' at the turn shown, by the discarded tile's code.
 */
export function orderRows(
  rows: DiscardRow[],
  steps: ReadonlyMap<number, TwoStepRow> | null,
  sort: RowSort,
  safety: ((kind: number) => TileSafety) | null,
  figures: ReadonlyMap<string, { win: number; ev: number }> | null = null,
): DiscardRow[] {
  let key: (row: DiscardRow) => number;
  switch (sort) {
    case 'count':
      return rows;
    case 'win':
    case 'ev':
      if (!figures) return rows;
      key = (row) => figures.get(tileCode(row.discard.kind, row.discard.red))?.[sort] ?? -Infinity;
      break;
    case 'safety':
      if (!safety) return rows;
      key = (row) => -safety(row.discard.kind).rank; // lower is safer: first
      break;
    case 'next':
      if (!steps) return rows;
      key = (row) => steps.get(row.discard.kind)?.nextAverage ?? -1;
      break;
    case 'good':
      if (!steps) return rows;
      key = (row) => goodShapeRate(steps.get(row.discard.kind));
      break;
  }
  return rows
    .map((row, i) => ({ row, i, k: key(row) }))
    .sort((a, b) => (a.k === b.k ? a.i - b.i : b.k - a.k))
    .map((x) => x.row);
}

export interface ShownScore {
  score: ScoreResult | null;
  /** The score is not about the position and situation shown: greyed until the next comes. */
  stale: boolean;
}

/** Where the probabilities' search stands: running (with how far it has come), done, or failed; idle when none is asked. */
export interface ProbabilityRun {
  status: 'idle' | 'running' | 'done' | 'failed';
  /** 0..1 while running. */
  progress: number;
  /** The newest answer (possibly about an earlier hand while the next one runs). */
  result: ProbabilitiesResult | null;
  message: RequestFailure | null;
}

export interface ShownProbabilities {
  run: ProbabilityRun;
  /** The rows of the answer about the position and settings shown (null while none is). */
  rows: ProbabilityRow[] | null;
  /** The answer shown is about another hand, table or setting: greyed until the next comes. */
  stale: boolean;
  /** An open hand without a yaku in its melds: what could still give it one (null otherwise, or while none is in). */
  yakuChances: YakuChance[] | null;
  /** Why the answer shown has no rows (its rows are then []); null when it has them, or while none is in. */
  error: ProbabilityError | null;
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
  const { table, readingTable, positionOf, isAnalysable } = readings;
  const { urlHand, draftError, workingHand, availability: available } = hand;

  const pickContextOf = memo(
    (mode: AppState['entry'], hand: Hand, avail: TilesLeft, players: 3 | 4, picks: AppState['picks'], indicators: number): PickContext => ({
      mode,
      hand,
      avail,
      players,
      picks,
      indicators,
    }),
  );

  const gameOfTable = memo((query: TableQuery, wind: AppState['situation']['seat']) => gameOf(query, dealerSeat(wind, query.players)));

  /** The game the table holds, replayed with the dealer your seat wind says: its state, or its first mistake. */
  function game(state: AppState): Result<GameState, GameError> {
    return gameOfTable(state.table, state.situation.seat);
  }

  function shownTurnOf(state: AppState): number {
    const settings = state.probabilitySettings;
    if (settings.turnSet) return settings.turn;
    const g = gameState(state);
    return g && g.started ? tableTurn(g) : settings.turn;
  }

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

  /** The game's state, or null without a game or while its log has a mistake. */
  function gameState(state: AppState): GameState | null {
    if (!hasGame(state.table)) return null;
    const read = game(state);
    return read.ok ? read.value : null;
  }

  const seatTargets = new Map<string, PaletteTarget>();
  const targetOf = (to: 'discard' | 'kan', seat: Seat): PaletteTarget => kept(seatTargets, 8, to + seat, () => ({ to, seat }));

  /** Where a palette press goes: with the Hand mode pressed and a game followed, where the cursor waits once the hand is whole. */
  function paletteTarget(state: AppState): PaletteTarget {
    if (state.entry !== 'hand') return HAND_TARGET;
    const g = gameState(state);
    if (!g || !g.started) return HAND_TARGET;
    if (state.gameKan !== null) return targetOf('kan', state.gameKan);
    if (g.cursor.indicator) return INDICATOR_TARGET;
    const size = tileCount(workingHand(state).hand);
    if (size < 13) return HAND_TARGET;
    if (g.cursor.seat === 0) return size % 3 === 1 ? DRAW_TARGET : HAND_TARGET;
    return targetOf('discard', g.cursor.seat);
  }

  const safetyOfGame = memo((g: GameState, hand: Hand, t: Table) => {
    // Visible to you: your hand and melds, and the table (every river, meld and indicator, the Seen field).
    if (!g.seats.some((s, seat) => seat !== 0 && typeof s.riichi === 'number')) return null;
    const visible = tableCounts(t);
    const whole = new Uint8Array(visible);
    for (let k = 0; k < whole.length; k++) whole[k] += hand.tiles[k];
    for (const m of hand.melds) for (const k of m.tiles) whole[k]++;
    const cache = new Map<number, TileSafety>();
    return (kind: number): TileSafety => {
      let hit = cache.get(kind);
      if (!hit) {
        const against = safetyAgainst(g, kind, whole);
        hit = { against, rank: Math.max(-1, ...against.map((a) => safetyRank(a.safety))) };
        cache.set(kind, hit);
      }
      return hit;
    };
  });

  /** The palette's context while a seat's kan waits for its kind: four copies unseen, or the fourth of its pon. */
  const kanContextOf = memo((context: PickContext, g: GameState, seat: Seat): PickContext => {
    const pons = g.seats[seat].melds.filter((m) => m.meld.kind === 'pon').map((m) => m.meld.tiles[0]);
    const kanKinds: number[] = [];
    for (let k = 0; k < context.avail.left.length; k++)
      if (context.avail.left[k] === 4 || (pons.includes(k) && context.avail.left[k] > 0)) kanKinds.push(k);
    return { ...context, kanKinds };
  });

  const doraOfTable = memo((t: Table): Counts => doraCounts(t.indicators, t.players));

  // The keys of the questions the page would ask now (questions.ts): what an answer must carry to be about what is shown.
  const analysisKeyOf = memo((hand: string, form: Form, query: TableQuery, analysable: boolean) =>
    analysable ? keyOf(analysisQuestion(hand, form, query)) : null,
  );

  /** The key of the analysis of the position shown; null when the position asks none (no hand, or a mistake). */
  function analysisKey(state: AppState): string | null {
    return analysisKeyOf(state.hand, state.form, state.table, isAnalysable(state.hand, state.table));
  }

  const shownOf = memo((answer: DoneAnswer<AnalysisResult> | null, hand: string, key: string | null, mistake: boolean): ShownResult => {
    if (!hand || !answer) return { result: null, stale: false };
    return { result: answer.data, stale: mistake || !isAbout(answer, key) };
  });

  /** The results to draw: the newest answer, greyed while it is not about the current position. */
  function shown(state: AppState): ShownResult {
    return shownOf(state.requests.analyze.shown, state.hand, analysisKey(state), draftError(state) !== null);
  }

  const tenhouRows = memo((result: AnalysisResult | null): DiscardRow[] | null => {
    const analysis = result?.analysis;
    if (!result || !analysis || analysis.kind === 'draw') return null;
    // Ties follow the hand as the answer's text was written from (its result text does the same).
    const read = positionOf(result.hand, tableQueryOf(result.table));
    return read.ok ? tenhouDiscardOrder(read.value.hand, analysis.discards) : analysis.discards;
  });

  const tilesLeftOf = memo((result: AnalysisResult | null): Uint8Array | null => {
    if (!result) return null;
    const read = positionOf(result.hand, tableQueryOf(result.table));
    return read.ok ? copiesLeft(read.value) : null;
  });

  const stepsOf = memo(
    (steps: DoneAnswer<TwoStepResult> | null, result: DoneAnswer<AnalysisResult> | null): ReadonlyMap<number, TwoStepRow> | null => {
      // The second step of a position asks the same question as its first: the same key.
      if (!steps || !result || !isAbout(steps, result.key)) return null;
      return new Map(steps.data.twoStep.rows.map((row) => [row.discard.kind, row]));
    },
  );

  const scoreKeyOf = memo(
    (hand: string, size: number | null, query: TableQuery, situation: AppState['situation'], rules: AppState['rules']) =>
      size === 13 || size === 14 ? keyOf(scoreQuestion(hand, query, situation, rules)) : null,
  );

  /** The key of the score the page asks for the hand shown (a complete hand, or a 13-tile one's waits); null when it asks none. */
  function scoreKey(state: AppState): string | null {
    const read = urlHand(state);
    return scoreKeyOf(state.hand, read && tileCount(read), state.table, state.situation, state.rules);
  }

  const shownScoreOf = memo((answer: DoneAnswer<ScoreResult> | null, hand: string, key: string | null): ShownScore => {
    if (!hand || !answer) return { score: null, stale: false };
    return { score: answer.data, stale: !isAbout(answer, key) };
  });

  /** The score panel's answer (docs/rules.md#scoring): the newest, greyed while it is not about the hand, situation and rules shown. */
  function score(state: AppState): ShownScore {
    return shownScoreOf(state.requests.score.shown, state.hand, scoreKey(state));
  }

  const shantenOf = memo((answer: DoneAnswer<AnalysisResult> | null, hand: string, query: TableQuery): number | null => {
    // The analysis of this hand and table in whichever form: its standard-form shanten is the same.
    if (!answer || !isAbout(answer, keyOf(analysisQuestion(hand, answer.data.form, query)))) return null;
    return answer.data.analysis.shanten.standard;
  });

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

  /** The shanten (standard form, the search's) of the hand shown, once its first step is in; null before. */
  function shownShanten(state: AppState): number | null {
    return shantenOf(state.requests.analyze.shown, state.hand, state.table);
  }

  /** The settings the probabilities of the hand shown are searched with (probability-query.ts, searchSettings). */
  function searchSettingsOf(state: AppState): ProbabilitySettings {
    return searchSettings(state.probabilitySettings, shownShanten(state));
  }

  const probabilityKeyOf = memo(
    (hand: string, query: TableQuery, situation: AppState['situation'], search: ProbabilitySettings, rules: AppState['rules']) =>
      hand ? keyOf(probabilityQuestion(hand, query, situation, search, rules)) : null,
  );

  /**
   * The key of the probabilities' question for the hand shown, searched as searchSettings says: from
   * 4-shanten an answer searched with hand changes and shanten-back off is this hand's, not a stale one.
   */
  function probabilityKey(state: AppState): string | null {
    return probabilityKeyOf(state.hand, state.table, state.situation, searchSettingsOf(state), state.rules);
  }

  const runOf = memo((requested: Requested<ProbabilitiesResult>): ProbabilityRun => {
    const { latest, shown: answer } = requested;
    return {
      status: latest?.status ?? 'idle',
      progress: latest?.progress ?? 0,
      result: answer?.data ?? null,
      message: latest?.status === 'failed' ? latest.error : null,
    };
  });

  const shownProbabilitiesOf = memo(
    (run: ProbabilityRun, answer: DoneAnswer<ProbabilitiesResult> | null, hand: string, key: string | null): ShownProbabilities => {
      if (!hand || !answer) return { run, rows: null, stale: false, yakuChances: null, error: null };
      const found = answer.data.probabilities;
      return {
        run,
        rows: found.ok ? found.value.rows : [],
        stale: !isAbout(answer, key),
        yakuChances: answer.data.yakuChances ?? null,
        error: found.ok ? null : found.error,
      };
    },
  );

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
    /** What decides which palette tiles a press can use: the entry mode, the hand, the copies left, the table. */
    pickContext(state: AppState): PickContext {
      const read = table(state);
      const indicators = read.ok ? read.value.indicators.length : 0;
      const target = paletteTarget(state);
      // A seat's discard or kan takes any tile with a copy left, as the Seen mode does; an indicator as the Dora mode.
      const mode = target.to === 'discard' || target.to === 'kan' ? 'seen' : target.to === 'indicator' ? 'dora' : state.entry;
      const context = pickContextOf(mode, workingHand(state).hand, available(state), state.table.players, state.picks, indicators);
      return target.to === 'kan' ? kanContextOf(context, gameState(state)!, target.seat) : context;
    },
    game,
    gameState,
    paletteTarget,
    /** The turn read from the table (your discards so far + 1), or null without a game. */
    tableTurn(state: AppState): number | null {
      const g = gameState(state);
      return g && g.started ? tableTurn(g) : null;
    },
    shownOffer,
    kanQuestion: kanQuestionOf,
    kanFiguresQuestion: kanFiguresQuestionOf,
    kanTable,
    callQuestion: callQuestionOf,
    callFiguresQuestion: callFiguresQuestionOf,
    callTable,
    /** The turn the probabilities show: the one set by hand, else the table's while a game is followed, else the setting's. */
    shownTurn: shownTurnOf,
    /** Each kind's safety against the riichi players (null without one): for the hand bar and the discard rows. */
    safety(state: AppState): ((kind: number) => TileSafety) | null {
      const g = gameState(state);
      if (!g) return null;
      return safetyOfGame(g, workingHand(state).hand, readingTable(state));
    },
    /** How many times each kind is dora (for highlighting), from the table's indicators. */
    dora: (state: AppState): Counts => doraOfTable(readingTable(state)),
    analysisKey,
    shown,
    /**
     * The shown answer's discard rows in Tenhou's order, the order of its result text (ties by where
     * the discarded kind is first typed); null for a 3n+1 hand or no answer.
     */
    discardRows: (state: AppState): DiscardRow[] | null => tenhouRows(shown(state).result),
    /**
     * Copies of each kind left for the shown answer's position (docs/rules.md's remaining count: 4 less
     * the whole hand, the discard included, less everything seen), the count on each effective tile
     * and wait; the same array while the answer is. A row's count is the sum over its tiles.
     */
    tilesLeft: (state: AppState): Uint8Array | null => tilesLeftOf(shown(state).result),
    /** True while the current hand is with the engine: neither its answer nor its failure is in. */
    pending(state: AppState): boolean {
      const key = analysisKey(state);
      const { latest, shown: answer } = state.requests.analyze;
      return key !== null && !isAbout(answer, key) && !(isAbout(latest, key) && latest?.status === 'failed');
    },
    /** The engine's failure message for the current hand, if any. */
    failure(state: AppState): RequestFailure | null {
      const latest = state.requests.analyze.latest;
      return latest?.status === 'failed' && isAbout(latest, analysisKey(state)) ? latest.error : null;
    },
    /**
     * The two-step figures of the shown answer's rows, by discard (docs/rules.md#two-step-analysis); null
     * while the worker has not answered for that position (the first step is then shown alone).
     */
    steps: (state: AppState): ReadonlyMap<number, TwoStepRow> | null => stepsOf(state.requests.twoStep.shown, state.requests.analyze.shown),
    scoreKey,
    score,
    /**
     * A complete hand (its shape) that has no yaku, by the score of the hand and situation shown: the
     * headline and the one-line summary say 役なし beside 和了. False while either answer is another hand's.
     */
    noYaku(state: AppState): boolean {
      const { result, stale } = shown(state);
      const { score: value, stale: scoreStale } = score(state);
      return (
        !!result &&
        !stale &&
        result.analysis.shanten.standard === -1 &&
        !scoreStale &&
        value?.kind === 'complete' &&
        value.outcome.kind === 'no-yaku'
      );
    },
    shownShanten,
    searchSettings: searchSettingsOf,
    probabilityKey,
    /**
     * The probabilities to draw (docs/rules.md#probabilities): the newest answer, greyed while it is about
     * another question than the one the hand shown asks.
     */
    probabilities(state: AppState): ShownProbabilities {
      const requested = state.requests.probabilities;
      return shownProbabilitiesOf(runOf(requested), requested.shown, state.hand, probabilityKey(state));
    },
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

/**
 * Narrow selectors over the store. What can be recomputed is not stored: the parse of the text
 * field, the hand the buttons edit, whether the results shown are stale. Each derived object is
 * memoised on the inputs it reads, so React sees the same object until they change (zustand and
 * useSyncExternalStore need stable snapshots).
 *
 * Every reading of a text happens here, for the store's actions as much as for the page: an action
 * asks whether a text is a hand before it makes it current, the engine request asks again, and a
 * render reads the same text for the field and the hand bar. Tables and hands are therefore kept
 * by their text (the last few dozen), so each distinct text is parsed once, whoever asks first.
 */
import { copiesLeft, DEFAULT_SCORE_RULES, doraCounts, emptyTable, formatHand, handOf, parsePosition, parseTable, sameRules, tenhouDiscardOrder, tileCount, tilesLeft, toHalfWidth, toMpsz } from '../engine/light.ts';
import type { Counts, DiscardRow, Form, Hand, Position, PositionError, ProbabilityError, ProbabilityRow, Result, ScoreRules, Table, TilesLeft, TwoStepRow, YakuChance } from '../engine/light.ts';
import type { AnalysisResult, RequestFailure, ScoreResult, TwoStepResult } from '../worker/protocol.ts';
import { sameSituation, type SituationInput } from '../address/situation-query.ts';
import type { RowSort } from '../address/location.ts';
import type { AppState, ProbabilityRun } from './app-store.ts';
import { searchSettingsOf } from './probability-search.ts';
import { type ProbabilitySettings } from '../address/probability-query.ts';
import type { PickContext } from './entry-mode.ts';
import { sameTable, tableInputOf, tableQueryOf, type TableQuery } from '../address/table-query.ts';

/** Remembers the last result for the last arguments, compared with ===. */
function memo<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
  let last: A | null = null;
  let value: R;
  return (...args: A) => {
    if (!last || last.length !== args.length || last.some((a, i) => a !== args[i])) {
      value = fn(...args);
      last = args;
    }
    return value;
  };
}

/**
 * The value kept for `key`, made on first use. Only the `size` keys used last are kept: enough for
 * a position, the one before it and the texts typed in between (Back finds them still read), while
 * a long session keeps no more than that.
 */
function kept<K, V>(cache: Map<K, V>, size: number, key: K, make: () => V): V {
  const hit = cache.get(key);
  if (hit !== undefined) {
    cache.delete(key); // most recently used last: the first key is the one to forget
    cache.set(key, hit);
    return hit;
  }
  const value = make();
  cache.set(key, value);
  if (cache.size > size) cache.delete(cache.keys().next().value as K);
  return value;
}

const KEEP = 32;

const tableKey = (table: TableQuery) => JSON.stringify([table.seen, table.dora, table.players, table.nuki]);

const tables = new Map<string, Result<Table, PositionError>>();

/** A table as the URL writes it, read: the table itself, or its first mistake. */
export function tableOf(query: TableQuery): Result<Table, PositionError> {
  return kept(tables, KEEP, tableKey(query), () => parseTable(tableInputOf(query)));
}

const emptyTableOf = memo((players: 3 | 4) => emptyTable(players));

/** The table hands are read against: the query's, or an empty one of the same players while it has a mistake. */
function readingTable(query: TableQuery): Table {
  const table = tableOf(query);
  return table.ok ? table.value : emptyTableOf(query.players);
}

// Per table read (the same object for the same text, see tableOf): its hands, by text.
const positions = new WeakMap<Table, Map<string, Result<Position, PositionError>>>();

/** Hand text read against a table; `partial` accepts a hand being built (any tile count). */
function positionIn(text: string, table: Table, partial = false): Result<Position, PositionError> {
  let cache = positions.get(table);
  if (!cache) positions.set(table, (cache = new Map()));
  return kept(cache, KEEP, (partial ? 'partial:' : 'hand:') + text, () => parsePosition(text, table, partial ? { partial } : undefined));
}

/** Hand text read against a table as the URL writes it (an empty one of its players while the table has a mistake). */
export function positionOf(text: string, query: TableQuery): Result<Position, PositionError> {
  return positionIn(text, readingTable(query));
}

/** Whether a text may be made the URL's hand with this table: a hand that fits it, or no hand at all (''). */
export function isValidHand(text: string, query: TableQuery): boolean {
  return text === '' || positionOf(text, query).ok;
}

/** Whether the engine is asked about this position: a hand, valid against a table that is valid itself. */
export function isAnalysable(hand: string, query: TableQuery): boolean {
  return hand !== '' && tableOf(query).ok && positionOf(hand, query).ok;
}

// Per hand (by its canonical text: a table's check reads only its counts, red fives and melds): the tables checked with it.
const tablesWithHand = new Map<string, Map<string, Result<Table, PositionError>>>();

/** A table read with a hand's tiles counting too (a changed Seen list is checked against the hand kept); no hand, the table alone. */
export function tableWithHand(query: TableQuery, hand: Hand | null): Result<Table, PositionError> {
  if (!hand) return tableOf(query);
  const handText = formatHand(hand);
  const cache = kept(tablesWithHand, KEEP, handText, () => new Map<string, Result<Table, PositionError>>());
  return kept(cache, KEEP, tableKey(query), () => parseTable(tableInputOf(query), hand));
}

const tableOfState = memo(tableOf);

/** The URL's table, read: the table itself, or its first mistake. */
export function selectTable(state: AppState): Result<Table, PositionError> {
  return tableOfState(state.table);
}

/** The table hands are read against: the URL's, or an empty one of the same players while it has a mistake. */
export function selectReadingTable(state: AppState): Table {
  const table = selectTable(state);
  return table.ok ? table.value : emptyTableOf(state.table.players);
}

/** The text field's error, or null when it holds a hand or nothing. */
export function selectDraftError(state: AppState): PositionError | null {
  if (state.draft.trim() === '') return null;
  const parsed = positionIn(state.draft, selectReadingTable(state));
  return parsed.ok ? null : parsed.error;
}

/** What the page says it read the field's text as, when the text used more than plain mpsz. */
export interface DraftReading {
  /**
   * 'full-width': full-width characters read as half-width, and nothing else; 'link': a Tenhou
   * link's hand; 'notation': any other form the reader takes (capitals, kanji, Unicode tiles, commas).
   */
  how: 'full-width' | 'link' | 'notation';
  /** The text as read: plain mpsz, what the URL holds (full-width alone: the text in half width, as typed otherwise). */
  text: string;
  /** The form a link names (?p= and ?pd= the regular form). */
  form?: Form;
}

const readingOf = memo((draft: string, hand: Hand): DraftReading | null => {
  const reading = hand.reading;
  if (!reading) return null;
  if (reading.link) return { how: 'link', text: toMpsz(draft), form: reading.link[0] === 'p' ? 'regular' : 'standard' };
  if (reading.forms.length === 1 && reading.forms[0] === 'full-width') return { how: 'full-width', text: toHalfWidth(draft) };
  return { how: 'notation', text: toMpsz(draft) };
});

/**
 * What the field's text was read as, when it used more than plain mpsz (a Japanese input method's
 * `１２３ｍ`, `123M`, `東`, a Unicode tile, commas, a Tenhou link); null otherwise, or while the text
 * has a mistake (its message says what matters). A hand being built counts: its tiles were read.
 */
export function selectDraftReading(state: AppState): DraftReading | null {
  if (state.draft.trim() === '') return null;
  const table = selectReadingTable(state);
  let parsed = positionIn(state.draft, table);
  if (!parsed.ok && parsed.error.code === 'multiple-of-three') parsed = positionIn(state.draft, table, true);
  return parsed.ok ? readingOf(state.draft, parsed.value.hand) : null;
}

/** The length of a text cut to fit the field, while the field still holds what was kept of it; else null. */
export function selectDraftCut(state: AppState): number | null {
  const cut = state.draftCut;
  return cut && cut.draft === state.draft ? cut.length : null;
}

/**
 * Whether the field's error is only the suit letter still to come after the digits typed last (`123m45`):
 * a group being typed. The page shows it as a hint, not a mistake, and the tiles before it as the hand
 * being built; a palette press still joins the text as typed (the digits are kept).
 */
export function isDigitsBeingTyped(error: PositionError, draft: string): error is Extract<PositionError, { code: 'missing-suit' }> {
  return error.code === 'missing-suit' && error.index + error.culprit.length === draft.trimEnd().length;
}

/** The field's error when the text itself is wrong; null for a hand still being built (a multiple of three tiles). */
export function selectDraftMistake(state: AppState): PositionError | null {
  const error = selectDraftError(state);
  return error && error.code !== 'multiple-of-three' ? error : null;
}

/** The URL's hand, parsed, or null when there is none or it is invalid. */
export function selectUrlHand(state: AppState): Hand | null {
  if (!state.hand) return null;
  const parsed = positionIn(state.hand, selectReadingTable(state));
  return parsed.ok ? parsed.value.hand : null;
}

const seenCheck = memo((seenDraft: string, table: TableQuery, urlHand: Hand | null): PositionError | null => {
  if (seenDraft.trim() === '') return null;
  const parsed = tableWithHand({ ...table, seen: seenDraft }, urlHand);
  return parsed.ok ? null : parsed.error;
});

/** The Seen field's error (against the hand kept), or the URL table's, or null. */
export function selectSeenError(state: AppState): PositionError | null {
  const own = seenCheck(state.seenDraft, state.table, selectUrlHand(state));
  if (own) return own;
  const table = selectTable(state);
  return table.ok ? null : table.error;
}

export interface WorkingHand {
  hand: Hand;
  /**
   * Where it comes from: the text field ('draft'); the text field's tiles while their count is a
   * multiple of three, a hand being built ('partial'); the URL's hand while the field has a
   * mistake ('url'); or nothing.
   */
  source: 'draft' | 'partial' | 'url' | 'none';
}

const EMPTY: Hand = handOf([]);

/** The same table in a four-player set: a hand read against it may hold 2m-8m. */
const fourPlayerTable = memo((table: Table): Table => ({ ...table, players: 4 }));

const workingHand = memo((draft: string, urlHand: string, table: Table): WorkingHand => {
  const parsed = positionIn(draft, table);
  if (parsed.ok) return { hand: parsed.value.hand, source: 'draft' };
  if (parsed.error.code === 'three-player-tile') {
    // 2m-8m with three players (the player count just switched, say): the tiles are still the
    // hand the player sees and edits, the offending ones marked; the field says what is wrong.
    const lenient = positionIn(draft, fourPlayerTable(table), true);
    if (lenient.ok) return { hand: lenient.value.hand, source: 'draft' };
  }
  const typing = isDigitsBeingTyped(parsed.error, draft);
  if (parsed.error.code === 'multiple-of-three' || parsed.error.code === 'empty' || typing) {
    // A hand being built (0, 3, 6 ... tiles, melds included), or digits whose suit letter is still to
    // come: read what is there (the tiles before those digits).
    const partial = positionIn(typing ? draft.slice(0, parsed.error.index ?? 0) : draft, table, true);
    if (partial.ok) {
      const hand = partial.value.hand;
      return { hand, source: tileCount(hand) > 0 ? 'partial' : 'none' };
    }
  }
  const url = urlHand ? positionIn(urlHand, table) : null;
  if (url?.ok) return { hand: url.value.hand, source: 'url' };
  return { hand: EMPTY, source: 'none' };
});

/** The hand the page shows and its buttons edit. */
export function selectWorkingHand(state: AppState): WorkingHand {
  return workingHand(state.draft, state.hand, selectReadingTable(state));
}

const availabilityOf = memo((hand: Hand, table: Table) => tilesLeft({ hand, table }));

/** Copies of each tile nobody has shown: the palette's counts. */
export function selectAvailability(state: AppState): TilesLeft {
  return availabilityOf(selectWorkingHand(state).hand, selectReadingTable(state));
}

const pickContext = memo(
  (mode: AppState['entry'], hand: Hand, avail: TilesLeft, players: 3 | 4, picks: AppState['picks'], indicators: number): PickContext => ({
    mode,
    hand,
    avail,
    players,
    picks,
    indicators,
  }),
);

/** What decides which palette tiles a press can use: the entry mode, the hand, the copies left, the table. */
export function selectPickContext(state: AppState): PickContext {
  const table = selectTable(state);
  const indicators = table.ok ? table.value.indicators.length : 0;
  return pickContext(state.entry, selectWorkingHand(state).hand, selectAvailability(state), state.table.players, state.picks, indicators);
}

const doraOfTable = memo((table: Table): Counts => doraCounts(table.indicators, table.players));

/** How many times each kind is dora (for highlighting), from the table's indicators. */
export function selectDora(state: AppState): Counts {
  return doraOfTable(selectReadingTable(state));
}

export interface ShownResult {
  result: AnalysisResult | null;
  /** The result is not about the hand in the field: greyed. */
  stale: boolean;
}

const shown = memo(
  (result: AnalysisResult | null, hand: string, form: string, table: TableQuery, draftError: boolean): ShownResult => {
    if (!hand || !result) return { result: null, stale: false };
    const other = result.hand !== hand || result.form !== form || !sameTable(tableQueryOf(result.table), table);
    return { result, stale: draftError || other };
  },
);

/** The results to draw: the newest answer, greyed while it is not about the current position. */
export function selectShown(state: AppState): ShownResult {
  return shown(state.result, state.hand, state.form, state.table, selectDraftError(state) !== null);
}

const tenhouRows = memo((result: AnalysisResult | null): DiscardRow[] | null => {
  const analysis = result?.analysis;
  if (!result || !analysis || analysis.kind === 'draw') return null;
  // Ties follow the hand as the answer's text was written from (its result text does the same).
  const read = positionOf(result.hand, tableQueryOf(result.table));
  return read.ok ? tenhouDiscardOrder(read.value.hand, analysis.discards) : analysis.discards;
});

/**
 * The shown answer's discard rows in Tenhou's order, the order of its result text (ties by where
 * the discarded kind is first typed); null for a 3n+1 hand or no answer.
 */
export function selectDiscardRows(state: AppState): DiscardRow[] | null {
  return tenhouRows(selectShown(state).result);
}

const tilesLeftOf = memo((result: AnalysisResult | null): Uint8Array | null => {
  if (!result) return null;
  const read = positionOf(result.hand, tableQueryOf(result.table));
  return read.ok ? copiesLeft(read.value) : null;
});

/**
 * Copies of each kind left for the shown answer's position (docs/rules.md's remaining count: 4 less
 * the whole hand, the discard included, less everything seen), the count on each effective tile
 * and wait; the same array while the answer is. A row's count is the sum over its tiles.
 */
export function selectTilesLeft(state: AppState): Uint8Array | null {
  return tilesLeftOf(selectShown(state).result);
}

/** True while the current hand is with the engine. */
export function selectPending(state: AppState): boolean {
  if (!selectUrlHand(state)) return false;
  if (!selectTable(state).ok) return false;
  const { result, failure, hand, form, table } = state;
  const answered = (x: { hand: string; form: string } | null, t: TableQuery | null) =>
    x !== null && x.hand === hand && x.form === form && t !== null && sameTable(t, table);
  return !answered(result, result ? tableQueryOf(result.table) : null) && !answered(failure, failure ? failure.table ?? null : null);
}

/** The engine's failure message for the current hand, if any. */
export function selectFailure(state: AppState): RequestFailure | null {
  const f = state.failure;
  const sameT = f?.table ? sameTable(f.table, state.table) : true;
  return f && f.hand === state.hand && f.form === state.form && sameT ? f.message : null;
}

const stepsOf = memo((steps: TwoStepResult | null, result: AnalysisResult | null): ReadonlyMap<number, TwoStepRow> | null => {
  if (!steps || !result) return null;
  const same = steps.hand === result.hand && steps.form === result.form && sameTable(tableQueryOf(steps.table), tableQueryOf(result.table));
  return same ? new Map(steps.twoStep.rows.map((row) => [row.discard.kind, row])) : null;
});

/**
 * The two-step figures of the shown answer's rows, by discard (docs/rules.md#two-step-analysis); null
 * while the worker has not answered for that position (the first step is then shown alone).
 */
export function selectSteps(state: AppState): ReadonlyMap<number, TwoStepRow> | null {
  return stepsOf(state.steps, selectShown(state).result);
}

/** The good-shape rate of a row (0-1), or -1 where it has none (not 1-shanten, or no copy left). */
export function goodShapeRate(row: TwoStepRow | undefined): number {
  const g = row?.goodShape;
  return g && g.good + g.bad > 0 ? g.good / (g.good + g.bad) : -1;
}

/**
 * Rows in the order chosen: Tenhou's as given ('count'), or by the next step's average or the
 * good-shape rate, highest first, ties (and rows without the figure) kept in Tenhou's order. Without
 * the figures yet, Tenhou's order.
 */
export const orderRows = memo(
  (rows: DiscardRow[], steps: ReadonlyMap<number, TwoStepRow> | null, sort: RowSort): DiscardRow[] => {
    if (sort === 'count' || !steps) return rows;
    const key = (row: DiscardRow) => {
      const step = steps.get(row.discard.kind);
      return sort === 'next' ? (step?.nextAverage ?? -1) : goodShapeRate(step);
    };
    return rows
      .map((row, i) => ({ row, i, k: key(row) }))
      .sort((a, b) => b.k - a.k || a.i - b.i)
      .map((x) => x.row);
  },
);

export interface ShownScore {
  score: ScoreResult | null;
  /** The score is not about the position and situation shown: greyed until the next comes. */
  stale: boolean;
}

const shownScore = memo((score: ScoreResult | null, hand: string, table: TableQuery, situation: SituationInput, rules: ScoreRules): ShownScore => {
  if (!hand || !score) return { score: null, stale: false };
  const other =
    score.hand !== hand ||
    !sameTable(tableQueryOf(score.table), table) ||
    !sameSituation(score.situation, situation) ||
    !sameRules(score.rules ?? DEFAULT_SCORE_RULES, rules);
  return { score, stale: other };
});

/** The score panel's answer (docs/rules.md#scoring): the newest, greyed while it is not about the hand, situation and rules shown. */
export function selectScore(state: AppState): ShownScore {
  return shownScore(state.score, state.hand, state.table, state.situation, state.rules);
}

/**
 * A complete hand (its shape) that has no yaku, by the score of the hand and situation shown: the
 * headline and the one-line summary say 役なし beside 和了. False while either answer is another hand's.
 */
export function selectNoYaku(state: AppState): boolean {
  const { result, stale } = selectShown(state);
  const { score, stale: scoreStale } = selectScore(state);
  return !!result && !stale && result.analysis.shanten.standard === -1 && !scoreStale && score?.kind === 'complete' && score.outcome.kind === 'no-yaku';
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

const shownProbabilities = memo(
  (run: ProbabilityRun, hand: string, table: TableQuery, settings: ProbabilitySettings, round: string, seat: string, rules: ScoreRules): ShownProbabilities => {
    const result = run.result;
    if (!hand || !result) return { run, rows: null, stale: false, yakuChances: null, error: null };
    const o = result.options;
    const same =
      result.hand === hand &&
      sameTable(tableQueryOf(result.table), table) &&
      o.round === round &&
      o.seat === seat &&
      o.tegawari === settings.tegawari &&
      o.shantenBack === settings.shantenBack &&
      o.riichi === settings.riichi &&
      o.red === settings.red &&
      o.ura === settings.ura &&
      sameRules(o.rules ?? DEFAULT_SCORE_RULES, rules);
    const answer = result.probabilities;
    return { run, rows: answer.ok ? answer.value.rows : [], stale: !same, yakuChances: result.yakuChances ?? null, error: answer.ok ? null : answer.error };
  },
);

/**
 * The probabilities to draw (docs/rules.md#probabilities): the newest answer, greyed while it is about
 * another question. The question is the search the hand shown is made with (searchSettingsOf): from
 * 4-shanten an answer searched with hand changes and shanten-back off is this hand's, not a stale one.
 */
export function selectProbabilities(state: AppState): ShownProbabilities {
  return shownProbabilities(state.probability, state.hand, state.table, searchSettingsOf(state), state.situation.round, state.situation.seat, state.rules);
}

/**
 * Tenhou's replay JSON (the tenhou.net/6 viewer's format, and the `#json=` of its addresses) read into the
 * game-log model (game-log.ts) and written back (docs/game-logs.md#tenhous-replay-json).
 *
 * The format keeps each seat's play in three lists: the 13 tiles dealt, what it took (a draw, or a call of
 * another seat's discard written as a string) and what it gave (a discard, or a kan, a riichi or a north
 * tile written as a string). The order the seats played in is not written: the reader finds it again.
 * The dealer draws first; after each discard the seat whose next take is a call of that very tile from
 * that seat plays next, else the next seat in turn draws; a kan or a north tile is followed by the same
 * seat's replacement draw. The kyoku ends where the lists run out, and its result says how.
 *
 * Algorithm: that walk is deterministic but at one kind of point: a discard that more than one seat's
 * next take could call, or one a seat's next take could call although the call really took a later copy
 * of the same tile from the same seat (it gave the same tile twice before that seat moved again). The
 * walk takes the calls first (pon and kan before chi, letting play pass last), and a path fails when a
 * list runs out of turn, a call takes no discard, or the result does not fit the last move; then paths
 * that change one choice are tried, the latest change first, then two (walkKyoku). A first search also
 * follows the hands (34 counts a seat) and fails a path where a seat gives a tile it does not hold: it
 * picks the order the hands allow where the lists alone would allow two. When no path keeps the hands (a
 * log whose hands are wrong), a second search without them gives the order the lists allow, and the
 * checking replay reports the hand. Each search walks the lists at most 65 times, and all the searches
 * of one read share a budget of steps beyond each one's first walk. No seat's lists may be longer than
 * a kyoku can hold (readKyoku), so a walk is a few hundred steps.
 *
 * Choices the format leaves open, and what this module does (the document says why):
 *  - red fives: the rule's aka, aka51, aka52, aka53 when any is given (one above 0 means red fives), else
 *    its disp (赤 means red fives), else whether the log holds a red five;
 *  - three players: the fourth seat's lists are empty, and a call's marker counts the seats around a
 *    table of four whose fourth seat is empty (placeNames);
 *  - a win's points: the total the score text says the hand is worth (ron `A点`; tsumo `A-B点` is A from
 *    each non-dealer and B from the dealer, `A点∀` A from each), without honba or riichi sticks; none
 *    when the text gives none (null; winPoints scores the hand then);
 *  - a kan's indicator shows at once for a closed kan, and after the seat's next discard for an open or
 *    added kan; when the seat makes another kan first, it shows at that kan (a closed kan) or at that
 *    kan's replacement draw (an added kan, which may be robbed first).
 */
import { compareTiles } from '../core/tile-set.ts';
import type { Result, Tile } from '../types.ts';
import type { GameLog, LogEnd, LogError, LogErrorCode, LogKyoku, LogMove, LogRound, LogSeat, LogWin } from './game-log.ts';
import { wallSize } from './replay.ts';

/** The JSON value writeTenhouJson gives: Tenhou's top-level object (JSON.stringify it for a file or an address). */
export interface TenhouJson {
  title: string[];
  name: string[];
  rule: { disp: string; aka51: number; aka52: number; aka53: number };
  log: unknown[][];
}

type DrawKind = 'exhaustive' | 'nine-terminals' | 'four-winds' | 'four-riichi' | 'four-kans' | 'three-ron' | 'nagashi';

/** A result's head word and the draw it names (Tenhou's words, and those converters write). */
const DRAW_WORDS: Record<string, DrawKind> = {
  流局: 'exhaustive',
  全員聴牌: 'exhaustive',
  全員不聴: 'exhaustive',
  流し満貫: 'nagashi',
  九種九牌: 'nine-terminals',
  四風連打: 'four-winds',
  四家立直: 'four-riichi',
  四槓散了: 'four-kans',
  四開槓: 'four-kans',
  三家和了: 'three-ron',
  三家和: 'three-ron',
};

/** The word writeTenhouJson writes for each draw. */
const DRAW_WRITTEN: Record<DrawKind, string> = {
  exhaustive: '流局',
  nagashi: '流し満貫',
  'nine-terminals': '九種九牌',
  'four-winds': '四風連打',
  'four-riichi': '四家立直',
  'four-kans': '四槓散了',
  'three-ron': '三家和了',
};

const WIN_WORD = '和了';
const ROUNDS: readonly LogRound[] = ['E', 'S', 'W', 'N'];
const TSUMOGIRI = 60;
/** How many paths beyond the first one search of one kyoku may try. */
const MAX_BRANCHES = 64;
/** Calls a seat can make in a kyoku: each is a meld, and a hand holds four. */
const MAX_CALLS = 4;
/**
 * Steps all the searches of one read may walk beyond each search's first path: a log whose first walks
 * fit never spends them, and no text can make the search take long (a path is a few hundred steps).
 */
const SEARCH_STEPS = 100_000;
/** Counts per seat in a search's hands: 34 kinds, then the red fives of m, p, s. */
const HAND = 37;

// ---------------------------------------------------------------------------------------------------------
// Tiles

/** A tile code: 11-19 man, 21-29 pin, 31-39 sou, 41-47 East South West North White Green Red, 51-53 red fives. */
function tileOfCode(code: unknown, red: boolean, players: 3 | 4): Tile | null {
  if (typeof code !== 'number' || !Number.isInteger(code)) return null;
  const suit = Math.floor(code / 10) - 1;
  const rank = code % 10;
  let tile: Tile | null = null;
  if (suit >= 0 && suit <= 2 && rank >= 1) tile = { kind: suit * 9 + rank - 1, red: false };
  else if (suit === 3 && rank >= 1 && rank <= 7) tile = { kind: 26 + rank, red: false };
  else if (suit === 4 && rank >= 1 && rank <= 3 && red) tile = { kind: (rank - 1) * 9 + 4, red: true };
  // Three players have no 2m-8m (and so no red five of man).
  if (tile && players === 3 && tile.kind >= 1 && tile.kind <= 7) return null;
  return tile;
}

/** A tile's code (tileOfCode's inverse). */
function codeOfTile(tile: Tile): number {
  if (tile.kind >= 27) return 40 + tile.kind - 26;
  const suit = Math.floor(tile.kind / 9);
  return tile.red ? 51 + suit : (suit + 1) * 10 + (tile.kind % 9) + 1;
}

const sameTile = (a: Tile, b: Tile) => a.kind === b.kind && a.red === b.red;

// ---------------------------------------------------------------------------------------------------------
// Errors

/** A value as the text an error quotes, cut to 40 characters. */
function shown(value: unknown): string {
  const text = typeof value === 'string' ? value : brief(value, 41);
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}

/**
 * A value as JSON, written only as far as `room` characters: an array of a million entries costs what its
 * first few do (JSON.stringify would write the whole of it to keep forty characters).
 */
function brief(value: unknown, room: number): string {
  if (Array.isArray(value) || (typeof value === 'object' && value !== null)) {
    const array = Array.isArray(value);
    let out = array ? '[' : '{';
    const entries = array ? value : Object.entries(value);
    for (let i = 0; i < entries.length && out.length <= room; i++) {
      const entry: unknown = entries[i];
      const part = array
        ? brief(entry, room - out.length)
        : `${JSON.stringify((entry as [string, unknown])[0])}:${brief((entry as [string, unknown])[1], room - out.length)}`;
      out += (i ? ',' : '') + part;
    }
    return out + (array ? ']' : '}');
  }
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

class Failure {
  constructor(readonly error: LogError) {}
}

function failure(code: LogErrorCode, where: { kyoku?: number; move?: number; seat?: number }, found?: unknown): Failure {
  const error: LogError = { code };
  if (where.kyoku !== undefined) error.kyoku = where.kyoku;
  if (where.move !== undefined) error.move = where.move;
  if (where.seat !== undefined) error.seat = where.seat as LogSeat;
  if (found !== undefined) error.found = shown(found);
  return new Failure(error);
}

// ---------------------------------------------------------------------------------------------------------
// Calls and the other strings of the lists

type Place = 'left' | 'across' | 'right';

/** A call in a seat's takes: the tiles shown from the hand, the discard taken, and where the marker stands. */
interface TakeCall {
  call: 'chi' | 'pon' | 'kan';
  tiles: Tile[];
  called: Tile;
  place: Place;
}

/** One entry of a seat's gives. */
type Give =
  | { give: 'discard'; tile: Tile | null; riichi: boolean }
  | { give: 'closed-kan'; tiles: Tile[] }
  | { give: 'added-kan'; tile: Tile }
  | { give: 'north'; tile: Tile }
  | { give: 'placeholder' };

/** A string of tile codes with one lower-case letter: the letter, its character index, and the codes in order. */
function splitMarked(text: string): { letter: string; at: number; codes: number[]; after: number } | null {
  let letter = '';
  let at = -1;
  let after = -1;
  const codes: number[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (c >= 'a' && c <= 'z') {
      if (letter) return null;
      letter = c;
      at = i;
      after = codes.length;
      i += 1;
    } else if (c >= '0' && c <= '9' && i + 1 < text.length && text[i + 1]! >= '0' && text[i + 1]! <= '9') {
      codes.push(Number(text.slice(i, i + 2)));
      i += 2;
    } else return null;
  }
  if (!letter || after >= codes.length) return null;
  return { letter, at, codes, after };
}

type Parsed<T> = T | { fail: 'bad-call' | 'bad-tile' };

interface Reading {
  red: boolean;
  players: 3 | 4;
}

/** The tiles of a call's codes, or null when one is no tile. */
function tilesOf(codes: number[], reading: Reading): Tile[] | null {
  const tiles: Tile[] = [];
  for (const code of codes) {
    const tile = tileOfCode(code, reading.red, reading.players);
    if (!tile) return null;
    tiles.push(tile);
  }
  return tiles;
}

const oneKind = (tiles: Tile[]) => tiles.every((t) => t.kind === tiles[0]!.kind);

/** A run of three: one number suit, three ranks in a row. */
function isRun(tiles: Tile[]): boolean {
  if (tiles.some((t) => t.kind >= 27 || Math.floor(t.kind / 9) !== Math.floor(tiles[0]!.kind / 9))) return false;
  const kinds = tiles.map((t) => t.kind).sort((a, b) => a - b);
  return kinds[1] === kinds[0]! + 1 && kinds[2] === kinds[0]! + 2;
}

/** A call string of a seat's takes: `c` chi, `p` pon, `m` open kan (docs/game-logs.md#calls). */
function parseTake(text: string, reading: Reading): Parsed<TakeCall> {
  const split = splitMarked(text);
  if (!split) return { fail: 'bad-call' };
  const { letter, at, codes, after } = split;
  let call: TakeCall['call'];
  let place: Place | undefined;
  if (letter === 'c') {
    call = 'chi';
    if (codes.length === 3 && at === 0) place = 'left';
  } else if (letter === 'p') {
    call = 'pon';
    if (codes.length === 3) place = (['left', undefined, 'across', undefined, 'right'] as const)[at];
  } else if (letter === 'm') {
    call = 'kan';
    if (codes.length === 4) place = at === 0 ? 'left' : at === 2 ? 'across' : at === 6 ? 'right' : undefined;
  } else return { fail: 'bad-call' };
  if (!place) return { fail: 'bad-call' };
  const tiles = tilesOf(codes, reading);
  if (!tiles) return { fail: 'bad-tile' };
  if (call === 'chi' ? !isRun(tiles) : !oneKind(tiles)) return { fail: 'bad-call' };
  const called = tiles[after]!;
  return { call, tiles: tiles.filter((_, i) => i !== after), called, place };
}

/** An entry of a seat's gives: a tile code, 60, 0, or `r` riichi, `a` closed kan, `k` added kan, `f` north. */
function parseGive(entry: unknown, reading: Reading): Parsed<Give> {
  if (entry === 0) return { give: 'placeholder' };
  if (entry === TSUMOGIRI) return { give: 'discard', tile: null, riichi: false };
  if (typeof entry !== 'string') {
    const tile = tileOfCode(entry, reading.red, reading.players);
    return tile ? { give: 'discard', tile, riichi: false } : { fail: 'bad-tile' };
  }
  const split = splitMarked(entry);
  if (!split) return { fail: 'bad-call' };
  const { letter, at, codes, after } = split;
  if (letter === 'r') {
    if (at !== 0 || codes.length !== 1) return { fail: 'bad-call' };
    if (codes[0] === TSUMOGIRI) return { give: 'discard', tile: null, riichi: true };
    const tile = tileOfCode(codes[0], reading.red, reading.players);
    return tile ? { give: 'discard', tile, riichi: true } : { fail: 'bad-tile' };
  }
  if (letter === 'f') {
    // Only the north is set aside, and Tenhou writes it by its code, never as 60.
    if (at !== 0 || codes.length !== 1 || codes[0] !== 44) return { fail: 'bad-call' };
    return { give: 'north', tile: { kind: 30, red: false } };
  }
  if (letter !== 'a' && letter !== 'k') return { fail: 'bad-call' };
  if (codes.length !== 4 || at % 2 !== 0 || (letter === 'k' && at > 4)) return { fail: 'bad-call' };
  const tiles = tilesOf(codes, reading);
  if (!tiles) return { fail: 'bad-tile' };
  if (!oneKind(tiles)) return { fail: 'bad-call' };
  // A closed kan's tiles in the one order both readers give: a red five first (Tenhou writes it last).
  return letter === 'a' ? { give: 'closed-kan', tiles: tiles.sort(compareTiles) } : { give: 'added-kan', tile: tiles[after]! };
}

/**
 * The seat a call's marker names, from the caller's seat: left is the seat before, across the one facing,
 * right the seat after, counted around a table of four. Three players sit at that table with its fourth
 * seat (North in the first kyoku) empty: so seat 0 calls the seat before it (2) across and the seat
 * after it (1) right, seat 1 calls 0 left and 2 right, seat 2 calls 1 left and 0 across, and a marker
 * that names seat 3 names no one.
 */
function placeNames(caller: number, place: Place): number {
  return (caller + (place === 'left' ? 3 : place === 'across' ? 2 : 1)) % 4;
}

/** Where writeTenhouJson puts a call's marker (placeNames' inverse). */
function placeOf(caller: number, from: number): Place {
  const ahead = (from - caller + 4) % 4;
  return ahead === 3 ? 'left' : ahead === 2 ? 'across' : 'right';
}

// ---------------------------------------------------------------------------------------------------------
// The walk

/** What one kyoku's walk needs, read before it starts. */
interface Kyoku {
  index: number;
  reading: Reading;
  budget: Budget;
  dealer: number;
  dealt: Tile[][];
  takes: unknown[][];
  gives: unknown[][];
  indicators: Tile[];
  end: LogEnd;
}

type Phase =
  /** `seat` takes its next entry: a draw (a replacement draw after a kan or a north tile). */
  | { at: 'draw'; seat: number; replacement: boolean }
  /** `seat` gives its next entry; `drawn` is the tile it has just drawn (none after a call). */
  | { at: 'give'; seat: number; drawn: Tile | null }
  /** `seat` has discarded `tile`: a call takes it, or the next seat draws. */
  | { at: 'discarded'; seat: number; tile: Tile }
  /** `seat` takes `call` of `from`'s discard. */
  | { at: 'call'; seat: number; from: number; call: TakeCall }
  /** `seat` made an open kan: its gives hold the 0 placeholder next. */
  | { at: 'placeholder'; seat: number };

/** The last thing done, which the result must fit. */
type Last = 'start' | 'draw' | 'discard' | 'call' | 'closed-kan' | 'added-kan' | 'north' | 'placeholder';

interface State {
  phase: Phase;
  /** Next entry of each seat's takes and gives. */
  take: number[];
  give: number[];
  moves: LogMove[];
  /** Next kan indicator, and how many kans wait for theirs. */
  dora: number;
  pending: number;
  last: Last;
  lastSeat: number;
  /** The hands (HAND counts a seat), when the search follows them. */
  hands: Int16Array | null;
}

function handAdd(hands: Int16Array | null, seat: number, tile: Tile): void {
  if (!hands) return;
  hands[seat * HAND + tile.kind]++;
  if (tile.red) hands[seat * HAND + 34 + Math.floor(tile.kind / 9)]++;
}

/** Takes a tile from a followed hand; false when the hand does not hold it. */
function handTake(hands: Int16Array | null, seat: number, tile: Tile): boolean {
  if (!hands) return true;
  const at = seat * HAND + tile.kind;
  const redAt = seat * HAND + 34 + Math.floor(tile.kind / 9);
  const red = tile.kind < 27 && tile.kind % 9 === 4 ? hands[redAt]! : 0;
  if (tile.red ? red < 1 : hands[at]! - red < 1) return false;
  hands[at]--;
  if (tile.red) hands[redAt]--;
  return true;
}

/** A step's outcome: the walk goes on (null), fails, or has reached the kyoku's end. */
type Step = Failure | 'done' | null;

/**
 * A path of the search: the path it changes one more choice of (its place in the queue; -1 for the
 * first path, which changes none), and that change: option `option` at the walk's choice point `at`.
 * A path's changes are its chain of parents', so a path costs three numbers whatever the walk's length.
 */
interface Path {
  parent: number;
  at: number;
  option: number;
}

/** The steps left to a read's searches (SEARCH_STEPS), shared by its kyoku. */
interface Budget {
  steps: number;
}

/**
 * Walks one kyoku's lists into its moves, following the hands when `followHands`: a search over the
 * choices after a discard (the module's comment) by limited discrepancy. A path is the choice made at
 * each choice point met, the first option where it says nothing; each try walks from the start. The
 * paths are tried by how many choices they change from the first options (one change, then two), and
 * among those with as many, the latest change first: a wrong choice shows up soon after it is made.
 * The first failure met (on the walk that takes the first option everywhere) is the answer when every
 * path tried fails, or when the read's budget of steps runs out.
 */
function walkKyoku(k: Kyoku, followHands: boolean): Result<LogMove[], LogError> {
  const queue: Path[] = [{ parent: -1, at: -1, option: 0 }];
  let first: Failure | undefined;
  search: for (let tried = 0; tried < queue.length && tried <= MAX_BRANCHES; tried++) {
    // The path's changes, in the order of their choice points.
    const changes: Path[] = [];
    for (let p = tried; p > 0; p = queue[p]!.parent) changes.unshift(queue[p]!);
    let next = 0;
    const options: number[] = [];
    const choose = (count: number) => {
      options.push(count);
      const change = changes[next];
      if (change?.at !== options.length - 1) return 0;
      next++;
      return change.option;
    };
    const state = startState(k, followHands);
    let outcome: Step = null;
    while (outcome === null) {
      // The first path is the one a log that reads walks: only the ones after it spend the budget.
      if (tried > 0 && --k.budget.steps < 0) break search;
      outcome = step(k, state, choose);
    }
    if (outcome === 'done') return { ok: true, value: state.moves };
    first ??= outcome;
    // One more change, after the path's last one.
    for (let at = options.length - 1; at > queue[tried]!.at && queue.length <= 4 * MAX_BRANCHES; at--) {
      for (let option = 1; option < options[at]!; option++) queue.push({ parent: tried, at, option });
    }
  }
  return { ok: false, error: first!.error };
}

function startState(k: Kyoku, followHands: boolean): State {
  const players = k.reading.players;
  let hands: Int16Array | null = null;
  if (followHands) {
    hands = new Int16Array(players * HAND);
    k.dealt.forEach((dealt, seat) => dealt.forEach((t) => handAdd(hands, seat, t)));
  }
  return {
    phase: { at: 'draw', seat: k.dealer, replacement: false },
    take: new Array<number>(players).fill(0),
    give: new Array<number>(players).fill(0),
    moves: [],
    dora: 1,
    pending: 0,
    last: 'start',
    lastSeat: k.dealer,
    hands,
  };
}

/** One step of the walk, which it makes on `s`. */
function step(k: Kyoku, s: State, choose: (options: number) => number): Step {
  const players = k.reading.players;
  const phase = s.phase;
  const fail = (code: LogErrorCode, seat: number, found?: unknown) =>
    failure(code, { kyoku: k.index, move: s.moves.length + 1, seat }, found);
  /** Shows the indicators the kans waiting for theirs owe. */
  const showPending = (seat: number): Failure | null => {
    for (; s.pending > 0; s.pending--) {
      const shownDora = showDora(seat);
      if (shownDora) return shownDora;
    }
    return null;
  };
  const showDora = (seat: number): Failure | null => {
    const indicator = k.indicators[s.dora];
    if (!indicator) return fail('cut-short', seat, 'dora');
    s.dora++;
    s.moves.push({ move: 'dora', indicator });
    return null;
  };

  switch (phase.at) {
    case 'draw': {
      const { seat, replacement } = phase;
      const list = k.takes[seat]!;
      if (s.take[seat]! >= list.length) return finish(k, s);
      const entry = list[s.take[seat]!];
      if (typeof entry === 'string') {
        const call = parseTake(entry, k.reading);
        // A call where a draw is due takes no discard: not the last one, or not from its seat.
        return 'fail' in call ? fail(call.fail, seat, entry) : fail('out-of-turn', seat, entry);
      }
      const tile = tileOfCode(entry, k.reading.red, players);
      if (!tile) return fail('bad-tile', seat, entry);
      if (s.last === 'added-kan' && s.pending > 1) {
        const owed = showDora(seat);
        if (owed) return owed;
        s.pending--;
        return null;
      }
      s.take[seat]!++;
      s.moves.push({ move: 'draw', seat: seat as LogSeat, tile, replacement });
      handAdd(s.hands, seat, tile);
      s.last = 'draw';
      s.lastSeat = seat;
      s.phase = { at: 'give', seat, drawn: tile };
      return null;
    }

    case 'give': {
      const { seat, drawn } = phase;
      const list = k.gives[seat]!;
      if (s.give[seat]! >= list.length) return finish(k, s);
      const entry = list[s.give[seat]!];
      const give = parseGive(entry, k.reading);
      if ('fail' in give) return fail(give.fail, seat, entry);
      s.give[seat]!++;
      s.lastSeat = seat;
      switch (give.give) {
        case 'placeholder':
          // The 0 stands only after an open kan (the 'placeholder' phase).
          return fail('bad-shape', seat, entry);
        case 'discard': {
          const tile = give.tile ?? drawn;
          if (!tile) return fail('out-of-turn', seat, entry);
          if (!handTake(s.hands, seat, tile)) return fail('not-in-hand', seat, entry);
          s.moves.push({ move: 'discard', seat: seat as LogSeat, tile, tsumogiri: give.tile === null, riichi: give.riichi });
          s.last = 'discard';
          const owed = showPending(seat);
          if (owed) return owed;
          s.phase = { at: 'discarded', seat, tile };
          return null;
        }
        case 'closed-kan': {
          for (const t of give.tiles) if (!handTake(s.hands, seat, t)) return fail('not-in-hand', seat, entry);
          s.moves.push({ move: 'closed-kan', seat: seat as LogSeat, tiles: give.tiles });
          s.last = 'closed-kan';
          const owed = showPending(seat) ?? showDora(seat);
          if (owed) return owed;
          s.phase = { at: 'draw', seat, replacement: true };
          return null;
        }
        case 'added-kan': {
          if (!handTake(s.hands, seat, give.tile)) return fail('not-in-hand', seat, entry);
          s.moves.push({ move: 'added-kan', seat: seat as LogSeat, tile: give.tile });
          s.last = 'added-kan';
          // The kans before it show theirs at its replacement draw, once no one has robbed it.
          s.pending++;
          s.phase = { at: 'draw', seat, replacement: true };
          return null;
        }
        default: {
          // A north set aside: the last kind of give, so every give returns here.
          if (players === 4) return fail('out-of-turn', seat, entry);
          if (!handTake(s.hands, seat, give.tile)) return fail('not-in-hand', seat, entry);
          s.moves.push({ move: 'north', seat: seat as LogSeat, tile: give.tile });
          s.last = 'north';
          s.phase = { at: 'draw', seat, replacement: true };
          return null;
        }
      }
    }

    case 'discarded': {
      const { seat: from, tile } = phase;
      const callers: { seat: number; call: TakeCall }[] = [];
      for (let ahead = 1; ahead < players; ahead++) {
        const seat = (from + ahead) % players;
        const entry = k.takes[seat]![s.take[seat]!];
        if (typeof entry !== 'string') continue;
        const call = parseTake(entry, k.reading);
        if ('fail' in call) return fail(call.fail, seat, entry);
        if (call.call === 'chi' && players === 3) continue;
        if (sameTile(call.called, tile) && placeNames(seat, call.place) === from) callers.push({ seat, call });
      }
      const next: Phase = { at: 'draw', seat: (from + 1) % players, replacement: false };
      if (callers.length === 0) {
        s.phase = next;
        return null;
      }
      // Pon and kan before chi; then, after every call, play passing on as if none was made.
      callers.sort((a, b) => Number(a.call.call === 'chi') - Number(b.call.call === 'chi'));
      const options: Phase[] = callers.map(({ seat, call }) => ({ at: 'call', seat, from, call }));
      options.push(next);
      s.phase = options[choose(options.length)]!;
      return null;
    }

    case 'call': {
      const { seat, from, call } = phase;
      for (const t of call.tiles) if (!handTake(s.hands, seat, t)) return fail('not-in-hand', seat, k.takes[seat]![s.take[seat]!]);
      s.take[seat]!++;
      s.moves.push({ move: 'call', seat: seat as LogSeat, call: call.call, tiles: call.tiles, called: call.called, from: from as LogSeat });
      s.last = 'call';
      s.lastSeat = seat;
      if (call.call === 'kan') {
        s.pending++;
        s.phase = { at: 'placeholder', seat };
      } else s.phase = { at: 'give', seat, drawn: null };
      return null;
    }

    case 'placeholder': {
      const { seat } = phase;
      const list = k.gives[seat]!;
      if (s.give[seat]! >= list.length) return finish(k, s);
      const entry = list[s.give[seat]!];
      if (entry !== 0) return fail('bad-shape', seat, entry);
      s.give[seat]!++;
      s.last = 'placeholder';
      s.phase = { at: 'draw', seat, replacement: true };
      return null;
    }
  }
}

/** The walk's end: every list used up, the result fitting the last move, the indicators left shown. */
function finish(k: Kyoku, s: State): Step {
  const players = k.reading.players;
  const fail = (code: LogErrorCode, seat: number, found?: unknown) =>
    failure(code, { kyoku: k.index, move: s.moves.length + 1, seat }, found);
  for (let seat = 0; seat < players; seat++) {
    if (s.take[seat]! < k.takes[seat]!.length) return fail('cut-short', seat, k.takes[seat]![s.take[seat]!]);
    if (s.give[seat]! < k.gives[seat]!.length) return fail('cut-short', seat, k.gives[seat]![s.give[seat]!]);
  }
  const end = k.end;
  const { last, lastSeat } = s;
  if (end.end === 'win') {
    for (const win of end.wins) {
      const fits =
        win.seat === win.from
          ? last === 'draw' && lastSeat === win.seat && end.wins.length === 1
          : // A ron on a discard, on an added kan (chankan), a closed kan (thirteen orphans) or a north set aside.
            (last === 'discard' || last === 'added-kan' || last === 'closed-kan' || last === 'north') && lastSeat === win.from;
      if (!fits) return fail('out-of-turn', win.seat, `${win.seat} from ${win.from}`);
    }
  } else if (end.end === 'draw') {
    if (end.kind === 'nine-terminals' ? last !== 'draw' : last !== 'discard') {
      // A seat left holding a drawn or called tile with no discard; nine terminals declared on no draw.
      return fail(end.kind === 'nine-terminals' ? 'out-of-turn' : 'cut-short', lastSeat, end.kind);
    }
  }
  // Indicators the log shows for kans whose moment never came (a kyoku ended by the replacement draw).
  const left = k.indicators.length - s.dora;
  if (left > s.pending) return fail('cut-short', lastSeat, k.indicators.slice(s.dora).map(codeOfTile));
  for (const indicator of k.indicators.slice(s.dora)) s.moves.push({ move: 'dora', indicator });
  return 'done';
}

// ---------------------------------------------------------------------------------------------------------
// Reading

const isArray = Array.isArray as (value: unknown) => value is unknown[];
/** A kyoku's index, honba, sticks or a seat: a whole number, and a small one. */
const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0 && v < 1e6;
/** A score or a delta: whole points, below a billion either way (sums of them stay exact). */
const isScore = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && Math.abs(v) < 1e9;

/** Whether the rule object says red fives are in play; undefined when it does not say. */
function ruleRed(rule: unknown): boolean | undefined {
  if (!rule || typeof rule !== 'object' || isArray(rule)) return undefined;
  const r = rule as Record<string, unknown>;
  const counts = ['aka', 'aka51', 'aka52', 'aka53'].map((key) => r[key]).filter((v) => typeof v === 'number');
  if (counts.length > 0) return counts.some((v) => (v as number) > 0);
  if (typeof r.disp === 'string' && r.disp !== '') return r.disp.includes('赤');
  return undefined;
}

/** Points from a score text (the module's comment): the last `A点`, `A-B点` or `A点∀` in it, else null (the log does not say). */
function pointsOfScoreText(text: string, players: 3 | 4): number | null {
  const matches = [...text.matchAll(/(\d+)(?:-(\d+))?点(∀)?/g)];
  const m = matches[matches.length - 1];
  if (!m) return null;
  const [a, b] = [Number(m[1]), Number(m[2] ?? 0)];
  // No hand is worth a hundred million: longer digits are not points.
  if (a > 1e8 || b > 1e8) return null;
  if (m[2] !== undefined) return a * (players - 2) + b;
  return m[3] ? a * (players - 1) : a;
}

/** A list of finite numbers, `players` of them read (the rest, the empty fourth seat's, dropped). */
function scoresOf(value: unknown, players: number): number[] | null {
  if (!isArray(value) || value.length < players || !value.every(isScore)) return null;
  return value.slice(0, players) as number[];
}

/** The result of a kyoku: its last element (none when the kyoku has 16). */
function readEnd(result: unknown, index: number, players: 3 | 4): LogEnd | Failure {
  const bad = (found: unknown) => failure('bad-shape', { kyoku: index }, found);
  if (result === undefined || (isArray(result) && result.length === 0)) return { end: 'none' };
  if (!isArray(result) || typeof result[0] !== 'string') return bad(result);
  const word = result[0];
  if (word === WIN_WORD) {
    const pairs = result.length - 1;
    if (pairs < 2 || pairs % 2 !== 0) return bad(result);
    const deltas = new Array<number>(players).fill(0);
    const wins: LogWin[] = [];
    for (let i = 1; i < result.length; i += 2) {
      const d = scoresOf(result[i], players);
      const info = result[i + 1];
      if (!d) return bad(result[i]);
      if (!isArray(info) || info.length < 3) return bad(info);
      const [seat, from] = info;
      if (!isCount(seat) || seat >= players || !isCount(from) || from >= players) return bad(info);
      const text = info[3] ?? '';
      const yaku = info.slice(4);
      if (typeof text !== 'string' || !yaku.every((y) => typeof y === 'string')) return bad(info);
      d.forEach((v, s) => (deltas[s] += v));
      wins.push({ seat: seat as LogSeat, from: from as LogSeat, points: pointsOfScoreText(text, players), yaku: yaku as string[] });
    }
    return { end: 'win', wins, deltas };
  }
  const kind = Object.hasOwn(DRAW_WORDS, word) ? DRAW_WORDS[word] : undefined;
  if (!kind || result.length > 2) return bad(result);
  if (result.length === 1) return { end: 'draw', kind, deltas: new Array<number>(players).fill(0) };
  const deltas = scoresOf(result[1], players);
  return deltas ? { end: 'draw', kind, deltas } : bad(result[1]);
}

/** A list of tiles (dealt, indicators): each a tile code. */
function tileList(value: unknown, reading: Reading, where: { kyoku: number; seat?: number }): Tile[] | Failure {
  if (!isArray(value)) return failure('bad-shape', where, value);
  const tiles: Tile[] = [];
  for (const code of value) {
    const tile = tileOfCode(code, reading.red, reading.players);
    if (!tile) return failure('bad-tile', where, code);
    tiles.push(tile);
  }
  return tiles;
}

/**
 * Reads one kyoku (an array already checked to hold 16 or 17 elements). A seat's takes and gives are
 * refused when longer than a kyoku can hold (bad-shape): the live wall's draws (replacement draws
 * included) and its four calls, each take followed by at most one give.
 */
function readKyoku(raw: unknown[], index: number, reading: Reading, budget: Budget): LogKyoku | Failure {
  const players = reading.players;
  const bad = (found: unknown, seat?: number) => failure('bad-shape', { kyoku: index, seat }, found);
  const head = raw[0];
  if (!isArray(head) || head.length !== 3 || !head.every(isCount) || (head[0] as number) >= 16) return bad(head);
  const [number, honba, sticks] = head as number[];
  const dealer = number! % 4;
  if (dealer >= players) return bad(head);
  const scores = scoresOf(raw[1], players);
  if (!scores) return bad(raw[1]);
  const indicators = tileList(raw[2], reading, { kyoku: index });
  if (indicators instanceof Failure) return indicators;
  if (indicators.length === 0) return bad(raw[2]);
  const ura = tileList(raw[3], reading, { kyoku: index });
  if (ura instanceof Failure) return ura;
  const dealt: Tile[][] = [];
  const takes: unknown[][] = [];
  const gives: unknown[][] = [];
  for (let seat = 0; seat < 4; seat++) {
    const [d, t, g] = [raw[4 + 3 * seat], raw[5 + 3 * seat], raw[6 + 3 * seat]];
    if (!isArray(d) || !isArray(t) || !isArray(g)) return bad([d, t, g], seat);
    if (seat >= players) {
      if (d.length + t.length + g.length > 0) return bad([d, t, g], seat);
      continue;
    }
    const tiles = tileList(d, reading, { kyoku: index, seat });
    if (tiles instanceof Failure) return tiles;
    if (tiles.length !== 13) return bad(d, seat);
    const most = wallSize(players) + MAX_CALLS;
    if (t.length > most) return bad(`${t.length} takes, at most ${most}`, seat);
    if (g.length > most) return bad(`${g.length} gives, at most ${most}`, seat);
    dealt.push(tiles);
    takes.push(t);
    gives.push(g);
  }
  const end = readEnd(raw[16], index, players);
  if (end instanceof Failure) return end;
  const k: Kyoku = { index, reading, budget, dealer, dealt, takes, gives, indicators, end };
  let moves = walkKyoku(k, true);
  if (!moves.ok) moves = walkKyoku(k, false);
  if (!moves.ok) return new Failure(moves.error);
  return {
    round: ROUNDS[Math.floor(number! / 4)]!,
    number: dealer + 1,
    honba: honba!,
    sticks: sticks!,
    dealer: dealer as LogSeat,
    scores,
    indicator: indicators[0]!,
    ura,
    dealt,
    moves: moves.value,
    end,
  };
}

/** Reads Tenhou's replay JSON, already parsed (`{title, name, rule, log}`), into a game log. */
export function readTenhouJson(value: unknown): Result<GameLog, LogError> {
  const err = (f: Failure): Result<GameLog, LogError> => ({ ok: false, error: f.error });
  if (!value || typeof value !== 'object' || isArray(value)) return err(failure('bad-shape', {}, value));
  const top = value as Record<string, unknown>;
  const log = top.log;
  if (!isArray(log) || log.length === 0) return err(failure('bad-shape', {}, log));
  // The players: three when the fourth seat's lists are empty in every kyoku, four when dealt in every one.
  let players: 3 | 4 | undefined;
  for (let i = 0; i < log.length; i++) {
    const raw = log[i];
    if (!isArray(raw) || raw.length < 16 || raw.length > 17) return err(failure('bad-shape', { kyoku: i }, raw));
    const fourth = raw[13];
    const these = isArray(fourth) && fourth.length === 0 ? 3 : 4;
    if (players !== undefined && these !== players) return err(failure('bad-shape', { kyoku: i, seat: 3 }, fourth));
    players = these;
  }
  const title = top.title;
  let titleText: string;
  if (title === undefined) titleText = '';
  else if (typeof title === 'string') titleText = title;
  else if (isArray(title) && title.every((t) => typeof t === 'string')) titleText = (title as string[]).filter((t) => t !== '').join(' ');
  else return err(failure('bad-shape', {}, title));
  const name = top.name;
  if (name !== undefined && !(isArray(name) && name.every((n) => typeof n === 'string'))) return err(failure('bad-shape', {}, name));
  const names = Array.from({ length: players! }, (_, seat) => (name as string[] | undefined)?.[seat] ?? '');
  const red = ruleRed(top.rule);
  const reading: Reading = { red: red ?? true, players: players! };
  const kyoku: LogKyoku[] = [];
  const budget: Budget = { steps: SEARCH_STEPS };
  for (let i = 0; i < log.length; i++) {
    const k = readKyoku(log[i] as unknown[], i, reading, budget);
    if (k instanceof Failure) return err(k);
    kyoku.push(k);
  }
  return { ok: true, value: { players: players!, names, red: red ?? kyoku.some(holdsRed), title: titleText, kyoku } };
}

/** Whether a kyoku shows a red five anywhere. */
function holdsRed(k: LogKyoku): boolean {
  const tiles: Tile[] = [k.indicator, ...k.ura, ...k.dealt.flat()];
  for (const m of k.moves) {
    if (m.move === 'dora') tiles.push(m.indicator);
    else if (m.move === 'call') tiles.push(m.called, ...m.tiles);
    else if (m.move === 'closed-kan') tiles.push(...m.tiles);
    else tiles.push(m.tile);
  }
  return tiles.some((t) => t.red);
}

// ---------------------------------------------------------------------------------------------------------
// Writing

/** A take call's string, the marker at its place (parseTake's inverse). */
function takeString(m: Extract<LogMove, { move: 'call' }>): string {
  const letter = m.call === 'chi' ? 'c' : m.call === 'pon' ? 'p' : 'm';
  const marked = `${letter}${codeOfTile(m.called)}`;
  const [a, b, c] = m.tiles.map(codeOfTile);
  const place = m.call === 'chi' ? 'left' : placeOf(m.seat, m.from);
  const rest = m.tiles.map(codeOfTile);
  if (place === 'left') return marked + rest.join('');
  if (place === 'across') return `${a}${marked}${b}${c ?? ''}`;
  return rest.join('') + marked;
}

/**
 * Winds a kyoku's moves back into each seat's takes and gives, and its kan indicators into one list.
 * An added kan is written as the pon it adds to, its marker turned to `k` and the added tile after it.
 */
function writeStreams(k: LogKyoku): { takes: unknown[][]; gives: unknown[][]; indicators: number[] } {
  const takes: unknown[][] = [[], [], [], []];
  const gives: unknown[][] = [[], [], [], []];
  const indicators = [codeOfTile(k.indicator)];
  const pons: { kind: number; text: string }[][] = [[], [], [], []];
  for (const m of k.moves) {
    switch (m.move) {
      case 'draw':
        takes[m.seat]!.push(codeOfTile(m.tile));
        break;
      case 'discard': {
        const code = m.tsumogiri ? TSUMOGIRI : codeOfTile(m.tile);
        gives[m.seat]!.push(m.riichi ? `r${code}` : code);
        break;
      }
      case 'call': {
        const text = takeString(m);
        takes[m.seat]!.push(text);
        if (m.call === 'pon') pons[m.seat]!.push({ kind: m.called.kind, text });
        if (m.call === 'kan') gives[m.seat]!.push(0);
        break;
      }
      case 'closed-kan': {
        // As Tenhou writes it: a red five last, after the `a`.
        const c = [...m.tiles].sort((x, y) => Number(x.red) - Number(y.red)).map(codeOfTile);
        gives[m.seat]!.push(`${c.slice(0, 3).join('')}a${c.slice(3).join('')}`);
        break;
      }
      case 'added-kan': {
        const code = codeOfTile(m.tile);
        const pon = [...pons[m.seat]!].reverse().find((p) => p.kind === m.tile.kind);
        gives[m.seat]!.push(pon ? pon.text.replace('p', `k${code}`) : `k${code}${code}${code}${code}`);
        break;
      }
      case 'north':
        gives[m.seat]!.push(`f${codeOfTile(m.tile)}`);
        break;
      case 'dora':
        indicators.push(codeOfTile(m.indicator));
        break;
    }
  }
  return { takes, gives, indicators };
}

/** The score text written for a win: its points, a dealer's tsumo as each seat's share with ∀; empty when the log gave none. */
function scoreText(k: LogKyoku, win: LogWin, players: 3 | 4): string {
  if (win.points === null) return '';
  if (win.seat === win.from && win.seat === k.dealer && win.points % (players - 1) === 0) return `${win.points / (players - 1)}点∀`;
  return `${win.points}点`;
}

/**
 * Each win's deltas, which the model keeps summed: a single win has them all; with a double ron each
 * winner gets its own sum, the one dealing in pays it (the first winner's less the riichi sticks it
 * collected: those on the table and the riichi that stood), and the last win takes what is left, so the
 * sum is always the model's.
 */
function winDeltas(k: LogKyoku, end: Extract<LogEnd, { end: 'win' }>, players: number): number[][] {
  const pad = (d: number[]) => Array.from({ length: 4 }, (_, s) => (s < players ? (d[s] ?? 0) : 0));
  if (end.wins.length <= 1) return [pad(end.deltas)];
  const discards = k.moves.filter((m) => m.move === 'discard');
  const lastDiscard = discards[discards.length - 1];
  const riichis = discards.filter((m) => m.riichi).length - (lastDiscard?.riichi ? 1 : 0);
  const sticks = 1000 * (k.sticks + riichis);
  const out: number[][] = [];
  const given = new Array<number>(players).fill(0);
  end.wins.forEach((win, i) => {
    const d = new Array<number>(players).fill(0);
    if (i === end.wins.length - 1) end.deltas.forEach((v, s) => (d[s] = v - given[s]!));
    else {
      d[win.seat] = end.deltas[win.seat] ?? 0;
      d[win.from] -= d[win.seat]! - (i === 0 ? sticks : 0);
    }
    d.forEach((v, s) => (given[s] += v));
    out.push(pad(d));
  });
  return out;
}

/** The result element of a kyoku (undefined when the log says none). */
function writeEnd(k: LogKyoku, players: 3 | 4): unknown[] | undefined {
  const end = k.end;
  const pad = (d: number[]) => Array.from({ length: 4 }, (_, s) => (s < players ? (d[s] ?? 0) : 0));
  if (end.end === 'none') return undefined;
  if (end.end === 'draw') {
    const word = DRAW_WRITTEN[end.kind];
    // Tenhou writes an abortive draw's word alone; payments (exhaustive, nagashi) always.
    const alone = end.kind !== 'exhaustive' && end.kind !== 'nagashi' && end.deltas.every((v) => v === 0);
    return alone ? [word] : [word, pad(end.deltas)];
  }
  const deltas = winDeltas(k, end, players);
  const out: unknown[] = [WIN_WORD];
  end.wins.forEach((win, i) => out.push(deltas[i], [win.seat, win.from, win.seat, scoreText(k, win, players), ...win.yaku]));
  return out;
}

/** Writes a game log as Tenhou's replay JSON; readTenhouJson reads it back to an equal log. */
export function writeTenhouJson(log: GameLog): TenhouJson {
  const players = log.players;
  const lastRound = Math.max(0, ...log.kyoku.map((k) => ROUNDS.indexOf(k.round)));
  const disp = `${players === 3 ? '三' : ''}般${lastRound >= 1 ? '南' : '東'}喰${log.red ? '赤' : ''}`;
  const aka = log.red ? 1 : 0;
  return {
    title: [log.title, ''],
    name: Array.from({ length: 4 }, (_, s) => (s < players ? (log.names[s] ?? '') : '')),
    rule: { disp, aka51: players === 3 ? 0 : aka, aka52: aka, aka53: aka },
    log: log.kyoku.map((k) => {
      const { takes, gives, indicators } = writeStreams(k);
      const kyoku: unknown[] = [
        [ROUNDS.indexOf(k.round) * 4 + k.dealer, k.honba, k.sticks],
        Array.from({ length: 4 }, (_, s) => (s < players ? (k.scores[s] ?? 0) : 0)),
        indicators,
        k.ura.map(codeOfTile),
      ];
      for (let seat = 0; seat < 4; seat++)
        kyoku.push(seat < players ? (k.dealt[seat] ?? []).map(codeOfTile) : [], takes[seat], gives[seat]);
      const end = writeEnd(k, players);
      if (end) kyoku.push(end);
      return kyoku;
    }),
  };
}

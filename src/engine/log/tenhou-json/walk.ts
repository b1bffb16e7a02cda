/**
 * The order of play found again from a kyoku's lists (docs/game-logs.md#the-order-of-play), walked into
 * the model's moves. The dealer draws first; after each discard the seat whose next take is a call of
 * that very tile from that seat plays next, else the next seat in turn draws; a kan or a north tile is
 * followed by the same seat's replacement draw. The kyoku ends where the lists run out, and its result
 * says how.
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
 * a kyoku can hold (readKyoku, reader.ts), so a walk is a few hundred steps.
 *
 * A kan's indicator shows at once for a closed kan, and after the seat's next discard for an open or
 * added kan; when the seat makes another kan first, it shows at that kan (a closed kan) or at that kan's
 * replacement draw (an added kan, which may be robbed first).
 */
import type { Result, Tile } from '../../types.ts';
import type { LogEnd, LogError, LogErrorCode, KyokuMove, KyokuSeat } from '../game-log.ts';
import { indicatorMoment } from '../shared/kan-indicators.ts';
import { misfitWin } from '../shared/win-fits.ts';
import { parseGive, parseTake, placeNames, type TakeCall } from './calls.ts';
import { Failure, failure } from './errors.ts';
import { codeOfTile, type Reading, sameTile, tileOfCode } from './tiles.ts';

/** How many paths beyond the first one search of one kyoku may try. */
const MAX_BRANCHES = 64;
/**
 * Steps all the searches of one read may walk beyond each search's first path: a log whose first walks
 * fit never spends them, and no text can make the search take long (a path is a few hundred steps).
 */
export const SEARCH_STEPS = 100_000;
/** Counts per seat in a search's hands: 34 kinds, then the red fives of m, p, s. */
const HAND = 37;

/** What one kyoku's walk needs, read before it starts. */
export interface Kyoku {
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
  moves: KyokuMove[];
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
export interface Budget {
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
export function walkKyoku(k: Kyoku, followHands: boolean): Result<KyokuMove[], LogError> {
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
  /**
   * Adds a move by `seat`, then shows or owes the kans' indicators as it asks (shared/kan-indicators.ts).
   * The indicators a replacement draw shows before it, the draw phase shows itself, one a step.
   */
  const play = (seat: number, move: Exclude<KyokuMove, { move: 'dora' }>): Failure | null => {
    const moment = indicatorMoment(move, s.last);
    s.moves.push(move);
    if (moment === 'owes') s.pending++;
    else if (moment === 'shows-owed') return showPending(seat);
    else if (moment === 'shows-owed-and-own') return showPending(seat) ?? showDora(seat);
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
      const draw: Extract<KyokuMove, { move: 'draw' }> = { move: 'draw', seat: seat as KyokuSeat, tile, replacement };
      if (indicatorMoment(draw, s.last) === 'shows-earlier-owed' && s.pending > 1) {
        // One a step: each indicator owed but the added kan's own.
        const owed = showDora(seat);
        if (owed) return owed;
        s.pending--;
        return null;
      }
      s.take[seat]!++;
      s.moves.push(draw);
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
          const owed = play(seat, { move: 'discard', seat: seat as KyokuSeat, tile, tsumogiri: give.tile === null, riichi: give.riichi });
          s.last = 'discard';
          if (owed) return owed;
          s.phase = { at: 'discarded', seat, tile };
          return null;
        }
        case 'closed-kan': {
          for (const t of give.tiles) if (!handTake(s.hands, seat, t)) return fail('not-in-hand', seat, entry);
          const owed = play(seat, { move: 'closed-kan', seat: seat as KyokuSeat, tiles: give.tiles });
          s.last = 'closed-kan';
          if (owed) return owed;
          s.phase = { at: 'draw', seat, replacement: true };
          return null;
        }
        case 'added-kan': {
          if (!handTake(s.hands, seat, give.tile)) return fail('not-in-hand', seat, entry);
          // The kans before it show theirs at its replacement draw, once no one has robbed it.
          play(seat, { move: 'added-kan', seat: seat as KyokuSeat, tile: give.tile });
          s.last = 'added-kan';
          s.phase = { at: 'draw', seat, replacement: true };
          return null;
        }
        default: {
          // A north set aside: the last kind of give, so every give returns here.
          if (players === 4) return fail('out-of-turn', seat, entry);
          if (!handTake(s.hands, seat, give.tile)) return fail('not-in-hand', seat, entry);
          play(seat, { move: 'north', seat: seat as KyokuSeat, tile: give.tile });
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
      play(seat, {
        move: 'call',
        seat: seat as KyokuSeat,
        call: call.call,
        tiles: call.tiles,
        called: call.called,
        from: from as KyokuSeat,
      });
      s.last = 'call';
      s.lastSeat = seat;
      s.phase = call.call === 'kan' ? { at: 'placeholder', seat } : { at: 'give', seat, drawn: null };
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
    const misfit = misfitWin(end.wins, last, lastSeat);
    if (misfit) return fail('out-of-turn', misfit.seat, misfit.found);
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

/**
 * Call or pass (鳴き判断, docs/rules.md#call-or-pass): another player discards a tile the hand could use, and
 * `callOptions(position, offer, options)` lists passing and every legal call of it, each with what it leaves.
 *
 * The legal calls follow the rules' definitions: chi from the left player only, and only with four players,
 * one entry per distinct pair of concealed kinds that makes a run with the offered tile; pon with two
 * copies held; an open kan with three. A red five and a plain five of one kind are one choice: the call
 * shows a plain copy while the hand holds one and keeps the red five (worth a dora) in the hand, as the
 * analyses' discards do (discarded-tile.ts). After a chi or a pon the hand discards at once; under
 * Tenhou's rules swap-calling (喰い替え) forbids some kinds for that discard, and a call whose every
 * discard is forbidden is not legal. After an open kan the hand takes a replacement draw first, so its
 * entry gives the 13-tile hand's effective tiles instead of discards.
 *
 * Algorithm: the definitions, in the engine's own terms. The hand after a call is built as a Hand (the
 * called tile in the new meld, the tiles shown taken from the concealed ones) and given to analyze() at the
 * same table, so every row is exactly the row the discard table shows for that 14-tile hand; twoStep()
 * adds each row's next step when asked, and yakuChances() says which yaku the melds still allow. The
 * offered tile is not on the table given (it is the discarder's, not yet seen in a river): it joins the
 * hand's meld when called, so the counts of a call subtract it as a tile of the hand. A handful of calls
 * at most (three chis, a pon, a kan), each one analysis (and one two-step table when asked), so nothing
 * is shared between them.
 *
 * With a turn, each entry also gets its probabilities (the probabilities' model, probabilities.ts): one
 * search per entry, passing from the 13-tile hand itself (rowsOf's 13-tile start), a chi or pon from the
 * 14-tile hand after it with only its allowed discards as rows, an open kan from the 13-tile hand after it
 * with a new indicator (entry-probabilities.ts). An entry whose search cannot run says why on itself.
 * kanOptions (kan-options.ts) asks the same of a kan on the hand's own turn.
 */
import { analyze, type DrawAnalysis } from './analyze.ts';
import { twoStep } from './two-step.ts';
import { yakuChances, type YakuChance } from '../scoring/yaku-chances.ts';
import { concealedCount, handCounts } from '../core/hand.ts';
import { NORTH, isMissingInThreePlayer, tableRed } from '../core/position.ts';
import { handOf, isRedFive, sameTile, tilesOf } from '../core/tile-set.ts';
import { FIVES, suitOf } from '../core/tiles.ts';
import type { OtherSeat } from '../core/seats.ts';
import type { DiscardRow, Hand, Meld, PartCount, Position, Result, Tile, TilePart, Wind } from '../types.ts';
import { rowsOf, type ProbabilityError, type ProbabilityRow } from '../probability/probabilities.ts';
import { bestEntry, entryAt, type CallProbabilitySettings, type EntryProbabilities } from './entry-probabilities.ts';

export type { CallProbabilitySettings, EntryProbabilities } from './entry-probabilities.ts';

/**
 * A tile another player discards: the tile (a red five when `red`) and the seat it comes from, seen from
 * the hand's player (core/seats.ts): 1 the right player (下家), 2 across (対面), 3 the left player (上家).
 */
export interface Offer {
  tile: Tile;
  from: OtherSeat;
}

/** Options of callOptions(position, offer, options); the table gives the tiles seen and the players. */
export interface CallSettings {
  /** Swap-calling (喰い替え) allowed: the forbidden discards are listed too. Default false, as Tenhou forbids it. */
  swapCalling?: boolean;
  /** Round and seat wind, for the yakuhai among the yaku chances; default East and South (DEFAULT_ROUND, DEFAULT_SEAT). */
  round?: Wind;
  seat?: Wind;
  /** 喰いタン: all simples counts in an open hand (default on), for the yaku chances. */
  kuitan?: boolean;
  /**
   * Each discard's next step too (twoStep()'s `nextAverage`). Off by default: a hand just given a meld is
   * new to the engine's memo of capped suits, and its first two-step table can take a few hundred
   * milliseconds (a full flush), against a few for its discard rows.
   */
  twoStep?: boolean;
  /**
   * The probabilities of passing and of each call at `turn` (1-17; docs/rules.md#call-or-pass), under the
   * probabilities' options (hand changes, shanten-back, riichi, red fives, ura, ...). The round and seat
   * winds are this object's own `round` and `seat` when given, else the settings'. Absent: none computed.
   */
  probabilities?: CallProbabilitySettings;
}

/** One discard after a chi or a pon: analyze()'s row of the 14-tile hand, and with the `twoStep` option its next step. */
export interface CallDiscardRow extends DiscardRow {
  /** twoStep()'s average width of the next step after a draw that lowers the shanten; null at tenpai or with none left. */
  nextAverage?: number | null;
}

/** Passing: the hand stays as it is (the probabilities of going on will be a field here). */
export interface PassEntry {
  call: 'pass';
  /** With the `probabilities` setting: the 13-tile hand going on, the offered tile out of the pool. */
  probabilities?: EntryProbabilities;
  /** With the `probabilities` setting, when this entry's search could not run (its memory budget, a stop): why. */
  probabilityError?: ProbabilityError;
}

/** What every call says. */
export interface CallBase {
  /** The meld the call shows: the offered tile and the tiles taken from the hand, kinds ascending; `red` counts a red five in it. */
  meld: Meld;
  /** A plain five went into the meld while the hand kept the red five of that kind. */
  redKept: boolean;
  /**
   * The kinds swap-calling forbids as the next discard, ascending: after a pon the called kind; after a chi
   * the called kind and, when the called tile is at one end of the run, the kind just beyond the other end
   * where it exists. None after an open kan (its discard follows a replacement draw).
   */
  forbidden: number[];
  /**
   * What could still give the open hand a yaku (yakuChances: read from the melds, with the yakuhai pairs of
   * the concealed tiles): yakuhai, all simples, a flush, all triplets, an outside hand, a straight, three
   * colour runs. Empty when `meldYaku` (nothing more is needed) or when none can.
   */
  yaku: YakuChance[];
  /** A meld holds a yakuhai set (this call's or an earlier one): the hand has a yaku whatever it completes with. */
  meldYaku: boolean;
  /** No yaku can be made: the open hand cannot win (役なし). */
  noYaku: boolean;
  /** With the `probabilities` setting: the hand after the call, at the next turn. */
  probabilities?: EntryProbabilities;
  /**
   * With the `probabilities` setting, when this entry's search could not run: why (a call that leaves a hand
   * far from tenpai, with hand changes and shanten-back on, can outgrow the memory budget, as in probabilities()).
   */
  probabilityError?: ProbabilityError;
}

/** A chi or a pon: the hand after it has 14 tiles and discards at once. */
export interface DiscardCallEntry extends CallBase {
  call: 'chi' | 'pon';
  /**
   * The discards allowed: analyze()'s rows of the 14-tile hand after the call, in its order (lower shanten,
   * larger count, tile order), less the kinds in `forbidden` unless swap-calling is allowed. Never empty.
   */
  discards: CallDiscardRow[];
  /** The first of `discards`: the lowest shanten, then the most live effective tiles. */
  best: CallDiscardRow;
}

/** An open kan: the hand after it has 13 tiles (the kan counting 3) and draws a replacement tile next. */
export interface KanCallEntry extends CallBase {
  call: 'kan';
  /** analyze() of the 13-tile hand after the kan: its shanten, effective tiles and, when tenpai, waits. */
  after: DrawAnalysis;
}

/** One entry of the call table. */
export type CallEntry = PassEntry | DiscardCallEntry | KanCallEntry;

/** Passing and every legal call of the offered tile. */
export interface CallTable {
  offer: Offer;
  /** Passing first, then the chis (by the run's lowest kind), the pon, the open kan. */
  calls: CallEntry[];
}

/** Why no call table: a hand of another size, or an offer that cannot be. */
export type CallOptionsError =
  /** A call is offered to a hand of 13 tiles (a meld counting 3); this one has `tiles`. */
  | { code: 'not-a-call-hand'; tiles: number }
  /** The offered tile would be a fifth copy of its kind: the copies each part holds, the offer not counted. */
  | { code: 'offered-tile-unavailable'; reason: 'fifth-copy'; tile: Tile; counts: PartCount[] }
  /** The offered tile is a red five and `other` holds that suit's red five already. */
  | { code: 'offered-tile-unavailable'; reason: 'second-red'; tile: Tile; other: TilePart }
  /** 2m-8m in a three-player game. */
  | { code: 'offered-tile-unavailable'; reason: 'three-player-tile'; tile: Tile }
  /** The offer is not one: its kind is no tile (not-a-tile), its seat none of the three (not-a-seat), or across with three players (seat-absent). */
  | { code: 'invalid-offer'; reason: 'not-a-tile' | 'not-a-seat' | 'seat-absent' }
  /** The probabilities' turn is not one of 1-17 (a call at turn 18 would leave no draw to take the place of). */
  | { code: 'invalid-turn'; turn: number };

export type CallOptionsErrorCode = CallOptionsError['code'];

const SEATS: readonly unknown[] = [1, 2, 3] satisfies OtherSeat[];

/** Why the offer cannot be made to this hand at this table, or null. */
function offerError(position: Position, offer: Offer): CallOptionsError | null {
  const { hand, table } = position;
  const { kind } = offer.tile;
  if (!Number.isInteger(kind) || kind < 0 || kind > 33) return { code: 'invalid-offer', reason: 'not-a-tile' };
  if (!SEATS.includes(offer.from)) return { code: 'invalid-offer', reason: 'not-a-seat' };
  if (table.players === 3 && offer.from === 2) return { code: 'invalid-offer', reason: 'seat-absent' };
  const tile: Tile = { kind, red: isRedFive(offer.tile) };
  if (table.players === 3 && isMissingInThreePlayer(kind)) return { code: 'offered-tile-unavailable', reason: 'three-player-tile', tile };
  const parts: [TilePart, number][] = [
    ['hand', handCounts(hand)[kind]!],
    ['seen', table.seen[kind]!],
    ['dora', table.indicators.filter((k) => k === kind).length],
    ['nuki', kind === NORTH ? table.nuki : 0],
  ];
  if (parts.reduce((n, [, copies]) => n + copies, 0) >= 4) {
    const counts = parts.filter(([, copies]) => copies > 0).map(([part, copies]) => ({ part, copies }));
    return { code: 'offered-tile-unavailable', reason: 'fifth-copy', tile, counts };
  }
  if (tile.red) {
    const suit = suitOf(kind);
    const inHand = hand.red[suit]! + hand.melds.reduce((n, m) => n + (suitOf(m.tiles[0]!) === suit ? m.red : 0), 0);
    const other: TilePart | null = inHand > 0 ? 'hand' : table.seenRed[suit]! > 0 ? 'seen' : tableRed(table)[suit]! > 0 ? 'dora' : null;
    if (other) return { code: 'offered-tile-unavailable', reason: 'second-red', tile, other };
  }
  return null;
}

/**
 * The tiles a call shows from the hand for `kinds` (one copy each): a plain copy while the hand holds one;
 * `redKept` when a kind shown is a five whose red copy the hand holds and keeps.
 */
function shownTiles(hand: Hand, kinds: readonly number[]): { tiles: Tile[]; redKept: boolean } {
  const tiles: Tile[] = [];
  let redKept = false;
  for (const kind of new Set(kinds)) {
    const wanted = kinds.filter((k) => k === kind).length;
    const suit = FIVES.indexOf(kind);
    const red = suit >= 0 ? hand.red[suit]! : 0;
    const plain = Math.min(wanted, hand.tiles[kind]! - red);
    for (let i = 0; i < wanted; i++) tiles.push({ kind, red: i >= plain });
    if (red > 0 && plain === wanted) redKept = true;
  }
  return { tiles, redKept };
}

/** The hand after showing `shown` from its concealed tiles with the offered tile in a new meld. */
function handAfter(hand: Hand, shown: readonly Tile[], meld: Meld): Hand {
  const rest = tilesOf(hand);
  for (const tile of shown) {
    const i = rest.findIndex((t) => sameTile(t, tile));
    rest.splice(i, 1);
  }
  return handOf(rest, [...hand.melds, meld]);
}

/**
 * The kinds swap-calling forbids after calling `called` into a run starting at `low` (a chi), or into a
 * triplet (low null): the called kind, and for a chi whose called tile is at one end, the kind beyond the other.
 */
function swapCallingKinds(called: number, low: number | null): number[] {
  if (low === null) return [called];
  const rank = called % 9; // 0-based
  if (called === low && rank + 3 <= 8) return [called, called + 3];
  if (called === low + 2 && rank - 3 >= 0) return [called - 3, called];
  return [called];
}

/**
 * Passing and every legal call of the offered tile for a 13-tile hand at its table (docs/rules.md#call-or-pass):
 * each call's meld, the discards it allows with their figures (or after an open kan, the effective tiles of
 * the hand before its replacement draw), and the yaku still possible; or why there is no table. The table's
 * seen tiles do not include the offered tile.
 */
export function callOptions(position: Position, offer: Offer, options: CallSettings = {}): Result<CallTable, CallOptionsError> {
  const { hand, table } = position;
  const tiles = concealedCount(hand) + 3 * hand.melds.length;
  if (tiles !== 13) return { ok: false, error: { code: 'not-a-call-hand', tiles } };
  const error = offerError(position, offer);
  if (error) return { ok: false, error };
  const turn = options.probabilities?.turn;
  if (turn !== undefined && !(Number.isInteger(turn) && turn >= 1 && turn <= 17))
    return { ok: false, error: { code: 'invalid-turn', turn } };

  const called: Tile = { kind: offer.tile.kind, red: isRedFive(offer.tile) };
  const k = called.kind;
  const calls: Building[] = [{ call: 'pass' }];
  const counts = hand.tiles;
  const yakuOf = (after: Hand): Pick<CallBase, 'yaku' | 'meldYaku' | 'noYaku'> => {
    const chances = yakuChances(after, { round: options.round, seat: options.seat, kuitan: options.kuitan, players: table.players });
    return chances === null
      ? { yaku: [], meldYaku: true, noYaku: false }
      : { yaku: chances, meldYaku: false, noYaku: chances.length === 0 };
  };
  const discardCall = (call: 'chi' | 'pon', kinds: number[], meldTiles: number[], forbidden: number[]) => {
    const shown = shownTiles(hand, kinds);
    const meld: Meld = { kind: call, tiles: meldTiles, red: (called.red ? 1 : 0) + shown.tiles.filter((t) => t.red).length };
    const after = handAfter(hand, shown.tiles, meld);
    const at: Position = { hand: after, table };
    const analysis = analyze(at);
    if (analysis.kind === 'draw') throw new Error('a call left a hand without a discard');
    const allowed = options.swapCalling ? analysis.discards : analysis.discards.filter((r) => !forbidden.includes(r.discard.kind));
    if (allowed.length === 0) return;
    let discards: CallDiscardRow[] = allowed;
    if (options.twoStep) {
      const next = new Map(twoStep(at).rows.map((r) => [r.discard.kind, r.nextAverage]));
      discards = allowed.map((r) => ({ ...r, nextAverage: next.get(r.discard.kind) ?? null }));
    }
    calls.push({ call, meld, redKept: shown.redKept, forbidden, ...yakuOf(after), discards, best: discards[0]!, hand: after });
  };

  // Chi: the left player's (seat 3) discard, with four players, and a number tile; each pair of kinds once.
  if (offer.from === 3 && table.players === 4 && k < 27) {
    const rank = k % 9;
    for (const low of [k - 2, k - 1, k]) {
      if (low < k - rank || low + 2 > k - rank + 8) continue; // the run stays in the suit
      const partners = [low, low + 1, low + 2].filter((x) => x !== k);
      if (partners.every((x) => counts[x]! > 0)) discardCall('chi', partners, [low, low + 1, low + 2], swapCallingKinds(k, low));
    }
  }
  if (counts[k]! >= 2) discardCall('pon', [k, k], [k, k, k], swapCallingKinds(k, null));
  if (counts[k]! >= 3) {
    const shown = shownTiles(hand, [k, k, k]);
    const meld: Meld = { kind: 'kan', tiles: [k, k, k, k], red: (called.red ? 1 : 0) + shown.tiles.filter((t) => t.red).length };
    const after = handAfter(hand, shown.tiles, meld);
    const analysis = analyze({ hand: after, table });
    if (analysis.kind !== 'draw') throw new Error('an open kan left a hand with a discard');
    calls.push({ call: 'kan', meld, redKept: shown.redKept, forbidden: [], ...yakuOf(after), after: analysis, hand: after });
  }
  if (options.probabilities) addProbabilities(position, called, calls, options);
  return { ok: true, value: { offer: { tile: called, from: offer.from }, calls: calls.map(withoutHand) } };
}

/** An entry while the table is built: a call keeps the hand after it, which the answer does not carry. */
type Building = CallEntry & { hand?: Hand };

function withoutHand(entry: Building): CallEntry {
  if (!('hand' in entry)) return entry;
  const { hand: _hand, ...rest } = entry;
  return rest as CallEntry;
}

/**
 * Fills in each entry's probabilities at the turn asked (docs/rules.md#call-or-pass), or why an entry has
 * none: passing is the 13-tile hand's own value with the offered tile out of the pool; a chi or a pon the best
 * of its allowed rows one turn later, each figure maximised on its own; an open kan the 13-tile hand after
 * it with the new indicator, its replacement draw in the next draw's place.
 */
function addProbabilities(position: Position, called: Tile, calls: Building[], options: CallSettings): void {
  const { turn, ...given } = options.probabilities!;
  const settings = { ...given, round: options.round ?? given.round, seat: options.seat ?? given.seat };
  const { table } = position;
  for (const entry of calls) {
    if (entry.call === 'pass') {
      // The offered tile lies in the discarder's river: out of the pool.
      const seen = new Uint8Array(table.seen);
      seen[called.kind]!++;
      const seenRed = new Uint8Array(table.seenRed);
      if (called.red) seenRed[suitOf(called.kind)]!++;
      const found = rowsOf({ hand: position.hand, table: { ...table, seen, seenRed } }, settings, {});
      if (found.ok) entry.probabilities = entryAt(found.value.rows[0]!, turn, turn - 1);
      else entry.probabilityError = found.error;
    } else if (entry.call === 'kan') {
      const found = rowsOf({ hand: entry.hand!, table }, settings, { newIndicator: true });
      if (found.ok) entry.probabilities = entryAt(found.value.rows[0]!, turn, turn - 1);
      else entry.probabilityError = found.error;
    } else {
      const allowed = new Array<boolean>(34).fill(false);
      for (const row of entry.discards) allowed[row.discard.kind] = true;
      const found = rowsOf({ hand: entry.hand!, table }, settings, { allowed });
      if (!found.ok) {
        entry.probabilityError = found.error;
        continue;
      }
      // The rows in the order of the entry's discards, so that among equal figures the first discard listed gives it.
      const rank = (row: ProbabilityRow) => {
        const exact = entry.discards.findIndex((d) => sameTile(d.discard, row.discard));
        return exact >= 0 ? exact : entry.discards.findIndex((d) => d.discard.kind === row.discard.kind);
      };
      const rows = [...found.value.rows].sort((a, b) => rank(a) - rank(b));
      entry.probabilities = bestEntry(rows, turn, turn);
    }
  }
}

/**
 * Complete hands (和了), their decompositions (面子分解) and the shapes of a tenpai hand's waits.
 *
 * isComplete is the hot path (the shanten and analysis code may ask it for every draw), so it never
 * searches. The sum of each suit's counts mod 3 says which suit holds the pair: exactly one suit is
 * ≡ 2, the others ≡ 0. Within that suit every set has Σ rank ≡ 0 (mod 3) (a triplet 3r, a run
 * 3r+3), so the pair's rank r satisfies 2r ≡ Σ rank·count (mod 3): at most three candidates out of
 * nine. Each suit is then stripped left to right, triplets before runs: at the lowest rank with n
 * tiles, n mod 3 runs must start there (three equal runs are three triplets, so nothing is lost by
 * taking triplets first). The runs still owed to the next two ranks live in two local registers
 * instead of a scratch array, so the test allocates nothing and never writes to the argument.
 *
 * decompose and waitShapes enumerate, and use backtracking that takes all copies of a tile at once:
 * at the lowest tile left, every structure containing it must start there, so the search chooses
 * how its n copies split into a pair (0 or 1), a waiting part (waitShapes only: [x], [xx], [x x+1],
 * [x x+2]), triplets, and runs (the rest). Two different choices leave different multisets of
 * structures starting at that tile, so every decomposition is produced exactly once with no set of
 * seen strings; of the three known strategies (backtracking with a dedupe set; this one; pair
 * enumeration plus triple-triplet/triple-run exchange) it is the only one that is both
 * duplicate-free by construction and oblivious to the special cases of the exchange rule. The
 * search tree of a 14-tile hand has a few dozen nodes, so the enumerations need no table.
 *
 * Canonical order. Groups are sorted by their tile lists compared lexicographically, a list that is
 * a prefix of another coming first (so at equal first tile: single < pair < triplet < kan < run),
 * and a concealed group before an equal called one. Identical decompositions therefore compare
 * equal element by element and format to the same string. Called melds take part in that order,
 * flagged `open` (chi -> run, pon -> triplet, kan and ankan -> kan). Decompositions come regular
 * first (in search order), then chiitoitsu, then kokushi; wait shapes are sorted by their first wait.
 *
 * Text. Every group is written in parentheses in compact mpsz, `(123m)(44m)(1111z)`, called melds
 * exactly like concealed groups (the `open` flag carries the difference; square brackets are kept
 * for the waiting part): `(123m)(44m)(888m)(999m)[23m]`. Chiitoitsu is seven `(11m)` pairs. Kokushi
 * is one parenthesis holding all fourteen tiles, `(19m19p19s12345677z)`, since thirteen one-tile
 * groups read worse; its data are still the pair plus twelve singles. A kokushi wait shape has no
 * groups and all thirteen tiles as its waiting part: `[19m19p19s1234567z]` (thirteen-way) or
 * `[119m19p19s123456z]` (waiting on 7z).
 */
import { KINDS, TERMINALS_AND_HONORS } from '../core/tiles.ts';
import { concealedCount, handCounts } from '../core/hand.ts';
import type { Counts, Decomposition, Group, Hand, Meld, WaitShape } from '../types.ts';

/** True when the 34 counts form n sets plus one pair (regular form); false for a count not 3n+2. */
export function isComplete(counts: Counts): boolean {
  let pairSuit = -1;
  for (let s = 0; s < 3; s++) {
    const base = s * 9;
    let sum = 0;
    let weighted = 0;
    for (let j = 0; j < 9; j++) {
      const c = counts[base + j];
      sum += c;
      weighted += j * c;
    }
    const m = sum % 3;
    if (m === 1) return false;
    if (m === 0) {
      // Every set has Σ rank ≡ 0 (mod 3): a cheap rejection before the strip.
      if (weighted % 3 !== 0 || !setsOnly(counts, base, -1)) return false;
      continue;
    }
    if (pairSuit >= 0) return false;
    pairSuit = s;
    // 2r ≡ weighted (mod 3)  <=>  r ≡ 2·weighted (mod 3), 2 being its own inverse mod 3.
    let found = false;
    for (let r = (2 * weighted) % 3; r < 9; r += 3) {
      if (counts[base + r] >= 2 && setsOnly(counts, base, r)) {
        found = true;
        break;
      }
    }
    if (!found) return false;
  }
  let honorPairs = 0;
  for (let k = 27; k < KINDS; k++) {
    const c = counts[k];
    if (c === 2) honorPairs++;
    else if (c !== 0 && c !== 3) return false;
  }
  return pairSuit < 0 ? honorPairs === 1 : honorPairs === 0;
}

/**
 * Whether the nine counts at `base` (minus a pair at rank `pairRank`, -1 for none) are all sets.
 * r1 and r2 are the runs started one and two ranks back, which the current rank owes tiles to.
 */
function setsOnly(counts: Counts, base: number, pairRank: number): boolean {
  let r1 = 0;
  let r2 = 0;
  for (let j = 0; j < 9; j++) {
    let n = counts[base + j] - r1 - r2;
    if (j === pairRank) n -= 2;
    if (n < 0) return false;
    const runs = n % 3;
    if (runs !== 0 && j >= 7) return false;
    r2 = r1;
    r1 = runs;
  }
  return true;
}

/** Every decomposition of a complete hand (regular, chiitoitsu, kokushi), no duplicates; [] if not complete. */
export function decompose(hand: Hand): Decomposition[] {
  const n = concealedCount(hand);
  if (n % 3 !== 2) return [];
  const out: Decomposition[] = [];
  enumerate(hand.tiles, false, (groups) => {
    out.push({ form: 'regular', groups: withMelds(groups, hand.melds) });
  });
  if (n === 14 && hand.melds.length === 0) {
    const chiitoi = chiitoitsuGroups(hand.tiles);
    if (chiitoi) out.push({ form: 'chiitoitsu', groups: chiitoi });
    const kokushi = kokushiGroups(hand.tiles);
    if (kokushi) out.push({ form: 'kokushi', groups: kokushi });
  }
  return out;
}

/** Every distinct way a 3n+1 tenpai hand waits: complete groups, the waiting part, and the waits it serves. */
export function waitShapes(hand: Hand): WaitShape[] {
  const n = concealedCount(hand);
  if (n % 3 !== 1) return [];
  const own = handCounts(hand);
  // A wait whose four copies are all in the player's own hand cannot be drawn.
  const live = (k: number) => own[k] < 4;
  const out: WaitShape[] = [];
  enumerate(hand.tiles, true, (groups, waiting) => {
    const waits = partialWaits(waiting).filter(live);
    if (waits.length) out.push({ form: 'regular', groups: withMelds(groups, hand.melds), waiting, waits });
  });
  if (n === 13 && hand.melds.length === 0) {
    const chiitoi = chiitoitsuTenpai(hand.tiles);
    if (chiitoi) out.push(chiitoi);
    const kokushi = kokushiTenpai(hand.tiles);
    if (kokushi) out.push(kokushi);
  }
  // Stable: equal first waits keep the search order.
  return out.sort((a, b) => a.waits[0] - b.waits[0]);
}

/** Tiles that complete a waiting part, ignoring the four-copies rule. */
function partialWaits(waiting: number[]): number[] {
  const a = waiting[0];
  if (waiting.length === 1) return [a]; // tanki
  const b = waiting[1];
  if (a === b) return [a]; // shanpon half
  if (b === a + 2) return [a + 1]; // kanchan
  // Adjacent pair: two-sided, or penchan at either edge.
  const waits: number[] = [];
  if (a % 9 !== 0) waits.push(a - 1);
  if (b % 9 !== 8) waits.push(b + 1);
  return waits;
}

type Emit = (groups: Group[], waiting: number[]) => void;

/**
 * Calls `emit` once per distinct split of `tiles` into sets and at most one pair, plus exactly one
 * waiting part when `withWaiting`. The tile count alone fixes how many pairs a split has (3n+2: one;
 * 3n+1 with a one-tile waiting part: none; with a two-tile one: one), so the search only caps them.
 */
function enumerate(tiles: Counts, withWaiting: boolean, emit: Emit): void {
  const counts = new Uint8Array(tiles);
  // The groups placed so far as numbers (kind * 64 + first kind): the search tries many placements
  // that lead nowhere, so a group becomes an object only when a whole split is emitted.
  const stack: number[] = [];
  let pairs = 1;
  // null while a waiting part is still to be placed; [] when none is wanted (decompose).
  let waiting: number[] | null = withWaiting ? null : [];

  const search = (from: number): void => {
    let i = from;
    while (i < KINDS && counts[i] === 0) i++;
    if (i === KINDS) {
      if (waiting) emit(stack.map(groupOf), waiting.slice());
      return;
    }
    const n = counts[i];
    const rank = i < 27 ? i % 9 : -1; // 0-based; -1 for honors, which form no run
    const runOk = rank >= 0 && rank <= 6;
    const maxPair = pairs > 0 && n >= 2 ? 1 : 0;
    // Waiting parts starting at i: 0 none, 1 [i], 2 [i i], 3 [i i+1], 4 [i i+2].
    const maxOption = waiting ? 0 : 4;
    counts[i] = 0;
    for (let p = 0; p <= maxPair; p++) {
      for (let option = 0; option <= maxOption; option++) {
        const usedHere = 2 * p + (option === 0 ? 0 : option === 2 ? 2 : 1);
        if (usedHere > n) continue;
        let other = -1;
        if (option === 3) {
          if (rank < 0 || rank > 7) continue;
          other = i + 1;
        } else if (option === 4) {
          if (!runOk) continue;
          other = i + 2;
        }
        if (other >= 0) {
          if (counts[other] === 0) continue;
          counts[other]--;
        }
        if (option !== 0) waiting = option === 1 ? [i] : option === 2 ? [i, i] : [i, other];
        if (p) {
          pairs--;
          stack.push(PAIR * 64 + i);
        }
        const rest = n - usedHere;
        for (let t = 0; 3 * t <= rest; t++) {
          const runs = rest - 3 * t;
          if (runs > 0 && (!runOk || counts[i + 1] < runs || counts[i + 2] < runs)) continue;
          for (let x = 0; x < t; x++) stack.push(TRIPLET * 64 + i);
          for (let x = 0; x < runs; x++) stack.push(RUN * 64 + i);
          if (runs > 0) {
            counts[i + 1] -= runs;
            counts[i + 2] -= runs;
          }
          search(i + 1);
          if (runs > 0) {
            counts[i + 1] += runs;
            counts[i + 2] += runs;
          }
          stack.length -= t + runs;
        }
        if (p) {
          pairs++;
          stack.pop();
        }
        if (option !== 0) waiting = null;
        if (other >= 0) counts[other]++;
      }
    }
    counts[i] = n;
  };
  search(0);
}

const PAIR = 0;
const TRIPLET = 1;
const RUN = 2;

/** The group a search code stands for. */
function groupOf(code: number): Group {
  const i = code & 63;
  const kind = code >> 6;
  if (kind === PAIR) return { kind: 'pair', tiles: [i, i] };
  if (kind === TRIPLET) return { kind: 'triplet', tiles: [i, i, i] };
  return { kind: 'run', tiles: [i, i + 1, i + 2] };
}

const MELD_GROUP_KIND: Record<Meld['kind'], Group['kind']> = {
  chi: 'run',
  pon: 'triplet',
  kan: 'kan',
  ankan: 'kan',
};

/** Concealed groups plus the called melds, in canonical order. */
function withMelds(groups: Group[], melds: Meld[]): Group[] {
  for (const m of melds) groups.push({ kind: MELD_GROUP_KIND[m.kind], tiles: m.tiles.slice(), open: true });
  return groups.sort(compareGroups);
}

/** Tile lists lexicographically, a prefix first; a concealed group before an equal called one. */
function compareGroups(a: Group, b: Group): number {
  const len = Math.min(a.tiles.length, b.tiles.length);
  for (let x = 0; x < len; x++) {
    const d = a.tiles[x] - b.tiles[x];
    if (d !== 0) return d;
  }
  return a.tiles.length - b.tiles.length || (a.open ? 1 : 0) - (b.open ? 1 : 0);
}

/** Seven pairs of seven different kinds (four equal tiles are one pair, so they do not qualify). */
function chiitoitsuGroups(tiles: Counts): Group[] | null {
  const groups: Group[] = [];
  for (let k = 0; k < KINDS; k++) {
    if (tiles[k] === 2) groups.push({ kind: 'pair', tiles: [k, k] });
    else if (tiles[k] !== 0) return null;
  }
  return groups.length === 7 ? groups : null;
}

/** Every terminal and honor once, one of them twice: the pair and twelve singles, in tile order. */
function kokushiGroups(tiles: Counts): Group[] | null {
  if (!onlyTerminalsAndHonors(tiles)) return null;
  const groups: Group[] = [];
  let pairs = 0;
  for (const k of TERMINALS_AND_HONORS) {
    if (tiles[k] === 1) groups.push({ kind: 'single', tiles: [k] });
    else if (tiles[k] === 2) {
      pairs++;
      groups.push({ kind: 'pair', tiles: [k, k] });
    } else return null;
  }
  return pairs === 1 ? groups : null;
}

/** Six pairs of different kinds and one other single: a tanki on the single. */
function chiitoitsuTenpai(tiles: Counts): WaitShape | null {
  const groups: Group[] = [];
  let single = -1;
  for (let k = 0; k < KINDS; k++) {
    const c = tiles[k];
    if (c === 2) groups.push({ kind: 'pair', tiles: [k, k] });
    else if (c === 1 && single < 0) single = k;
    else if (c !== 0) return null;
  }
  // The single has one copy in hand, so three are left: the four-copies rule cannot remove it.
  if (groups.length !== 6 || single < 0) return null;
  return { form: 'chiitoitsu', groups, waiting: [single], waits: [single] };
}

/** Thirteen different terminals and honors (thirteen-way), or twelve with one of them paired (one wait). */
function kokushiTenpai(tiles: Counts): WaitShape | null {
  if (!onlyTerminalsAndHonors(tiles)) return null;
  const waiting: number[] = [];
  const missing: number[] = [];
  let pairs = 0;
  for (const k of TERMINALS_AND_HONORS) {
    const c = tiles[k];
    if (c === 0) missing.push(k);
    else if (c === 2) pairs++;
    else if (c !== 1) return null;
    for (let x = 0; x < c; x++) waiting.push(k);
  }
  if (pairs === 0 && missing.length === 0) {
    return { form: 'kokushi', groups: [], waiting, waits: [...TERMINALS_AND_HONORS] };
  }
  // The missing kind has no copy in the concealed hand and there are no melds: it is always live.
  if (pairs === 1 && missing.length === 1) return { form: 'kokushi', groups: [], waiting, waits: missing };
  return null;
}

function onlyTerminalsAndHonors(tiles: Counts): boolean {
  for (let k = 0; k < 27; k++) if (k % 9 !== 0 && k % 9 !== 8 && tiles[k] !== 0) return false;
  return true;
}

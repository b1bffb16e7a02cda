/**
 * The analysis of a hand at a decision point (docs/rules.md#effective-tiles-and-remaining-counts): its
 * shanten, then one row per discard (3n+2; every decomposition too when complete) or its effective
 * tiles and waits (3n+1).
 *
 * Effective tiles come from effective.ts, which reads only the suit a discard changes, so a 14-tile
 * table costs about one suit per discard. Remaining counts follow the rules: 4 minus every copy in the
 * whole hand (the discarded tile included, meld tiles included) minus everything the table shows. Red
 * fives are a display attribute, so they never change which tiles are effective: a suit's red five is
 * live when nothing visible holds it, and a row counts it when its five is listed.
 *
 * Every call takes a workspace of its own (workspace.ts) and allocates only what it returns.
 */
import { concealedCount } from '../core/hand.ts';
import { discardedTile } from '../core/discarded-tile.ts';
import { FIVES, suitOf } from '../core/tiles.ts';
import { NORTH, doraOf } from '../core/position.ts';
import { shanten } from '../shanten/shanten.ts';
import { decompose, waitShapes } from './decompose.ts';
import { type DrawContext, drawContext, effectiveKinds } from './effective.ts';
import { type Workspace, acquireWorkspace, releaseWorkspace } from '../shanten/workspace.ts';
import type { Decomposition, DiscardRow, Form, Hand, Position, Table, WaitShape } from '../types.ts';
import type { ShantenResult } from '../shanten/shanten.ts';

export interface Wait {
  tile: number;
  /** Copies not visible: 4 - own hand - seen. */
  count: number;
  /** 1 when the tile is a five whose red copy is still live (not in the hand or seen); given with `seenRed`. */
  red?: number;
  /** Every distinct shape that waits on this tile (the same objects as in the analysis's `waitShapes`). */
  shapes: WaitShape[];
}

/** Effective tiles of a 3n+1 hand: kinds with a copy left, their remaining copies, live red fives. */
export interface EffectiveTiles {
  tiles: number[];
  count: number;
  /** Red fives still live among `tiles`; given when the analysis knows the visible red fives (`seenRed`). */
  red?: number;
}

/** Options of analyze(position, options); the position's table gives the tiles seen, the indicators and the players. */
export interface AnalyzeOptions {
  /** Standard (the default) or regular. */
  form?: Form;
  /**
   * The game has red fives (default on): rows, effective tiles and waits carry `red`, the live red fives among
   * their tiles. Off, as on Tenhou's page, they carry none.
   */
  red?: boolean;
}

/** What every analysis says, whatever the hand's size. */
export interface AnalysisBase {
  form: Form;
  /** Tiles in the hand, a meld (even a kan) counting 3: 3n+1 or 3n+2. */
  tileCount: number;
  shanten: ShantenResult;
  /** Shanten in the selected form. */
  value: number;
  /** Tiles not visible in the wall model: 136 (108 with three players) - the whole hand - what the table shows. */
  wallLeft: number;
  /** The dora each indicator of the table points to, in the indicators' order. */
  dora: number[];
}

/** A 3n+2 hand that is not complete in the selected form: what each discard leaves. */
export interface DiscardAnalysis extends AnalysisBase {
  kind: 'discard';
  /** One row per distinct discardable kind, in docs/rules.md's order. */
  discards: DiscardRow[];
}

/** A 3n+2 hand that is complete (和了) in the selected form: how it splits, and what each discard leaves. */
export interface CompleteAnalysis extends AnalysisBase {
  kind: 'complete';
  /** Every decomposition in the selected form (the regular form alone, or with chiitoitsu and kokushi). */
  decompositions: Decomposition[];
  discards: DiscardRow[];
}

/** A 3n+1 hand: the tiles that lower its shanten, and when it is tenpai, its waits and how each completes. */
export interface DrawAnalysis extends AnalysisBase {
  kind: 'draw';
  /** Effective tiles (受け入れ, ukeire). */
  effective: EffectiveTiles;
  /** Tenpai hands only: every wait (kinds that complete the hand, even with no copy left, count 0). */
  waits?: Wait[];
  /** Every distinct shape that waits, in the selected form, sorted by first wait ([] unless tenpai). */
  waitShapes: WaitShape[];
  /** A tenpai whose every wait has no copy left (空聴): it cannot win as it stands. */
  deadTenpai: boolean;
}

/** The analysis of a hand at a decision point: a discard to choose (3n+2), complete (3n+2), or a draw to come (3n+1). */
export type Analysis = DiscardAnalysis | CompleteAnalysis | DrawAnalysis;

/**
 * Remaining copies of each kind into w.rest (and w.restMask, per suit, bit i = a copy left): 4 - the
 * whole hand (concealed and melds) - everything the table shows (seen tiles, dora indicators, north tiles
 * set aside), never below 0, and none of 2m-8m in a three-player set. Returns the tiles left in the wall
 * model: the set (136, or 108 without 2m-8m) minus the whole hand and everything the table shows. The
 * table is read in place (no copy of its counts), so an analysis allocates only what it returns.
 */
export function countRemaining(w: Workspace, hand: Hand, table: Table): number {
  const rest = w.rest;
  const tiles = hand.tiles;
  const seen = table.seen;
  const threePlayer = table.players === 3;
  let visible = 0;
  for (let k = 0; k < 34; k++) {
    const v = tiles[k] + seen[k];
    rest[k] = v;
    visible += v;
  }
  for (const meld of hand.melds)
    for (const k of meld.tiles) {
      rest[k]++;
      visible++;
    }
  for (const k of table.indicators) {
    rest[k]++;
    visible++;
  }
  if (table.nuki > 0) {
    rest[NORTH] += table.nuki;
    visible += table.nuki;
  }
  for (let k = 0; k < 34; k++) rest[k] = rest[k] >= 4 ? 0 : 4 - rest[k];
  if (threePlayer) rest.fill(0, 1, 8);
  const restMask = w.restMask;
  restMask.fill(0);
  for (let k = 0; k < 34; k++) if (rest[k] > 0) restMask[k < 27 ? (k / 9) | 0 : 3] |= 1 << (k % 9);
  return (threePlayer ? 108 : 136) - visible;
}

/**
 * Per suit [m, p, s]: 1 when the suit's red five is still live (not in the hand, its melds, the seen
 * tiles or the dora indicators), or null for a game without red fives (no red counts at all).
 */
function liveRedFives(hand: Hand, table: Table, red: boolean): Uint8Array | null {
  if (!red) return null;
  // The visible red fives per suit first, then whether none is.
  const live = new Uint8Array(3);
  for (let s = 0; s < 3; s++) live[s] = hand.red[s] + table.seenRed[s];
  for (const meld of hand.melds) if (meld.red) live[suitOf(meld.tiles[0])] += meld.red;
  for (let i = 0; i < table.indicators.length; i++) if (table.indicatorsRed[i]) live[suitOf(table.indicators[i])]++;
  for (let s = 0; s < 3; s++) live[s] = live[s] === 0 ? 1 : 0;
  return live;
}

/**
 * Effective tiles with a copy left, from effectiveKinds' masks (w.effective) and the remaining counts
 * (w.rest, w.restMask): the kinds in tile order into `tiles`; returns their copies plus the live red fives
 * among them times 256 (one number, so a discard table allocates only its rows).
 */
function collectEffective(w: Workspace, live: Uint8Array | null, tiles: number[]): number {
  const { effective, rest, restMask } = w;
  let count = 0;
  let red = 0;
  for (let s = 0; s < 4; s++) {
    let bits = effective[s] & restMask[s];
    if (bits === 0) continue;
    // The five (bit 4) of a number suit whose red copy nobody holds brings a live red five.
    if (live !== null && s < 3 && live[s] && bits & 16) red++;
    const base = s * 9;
    while (bits !== 0) {
      const i = 31 - Math.clz32(bits & -bits);
      bits &= bits - 1;
      tiles.push(base + i);
      count += rest[base + i];
    }
  }
  return count | (red << 8);
}

function effectiveOf(w: Workspace, live: Uint8Array | null): EffectiveTiles {
  const tiles: number[] = [];
  const counted = collectEffective(w, live, tiles);
  return live === null ? { tiles, count: counted } : { tiles, count: counted & 255, red: counted >> 8 };
}

/** docs/rules.md's row order: lower shanten, then larger count, then tile index. */
export function compareRows(
  a: Pick<DiscardRow, 'shanten' | 'count' | 'discard'>,
  b: Pick<DiscardRow, 'shanten' | 'count' | 'discard'>,
): number {
  return a.shanten - b.shanten || b.count - a.count || a.discard.kind - b.discard.kind;
}

/**
 * One row per distinct concealed kind of a 3n+2 hand, in docs/rules.md's order. w.rest holds the
 * remaining counts. Walking the discards in kind order, a call changes only the discard's suit and, when
 * the suit moves on, the suit left behind (restored to its full count).
 */
function discardRows(w: Workspace, hand: Hand, ctx: DrawContext, live: Uint8Array | null): DiscardRow[] {
  const counts = w.counts;
  counts.set(hand.tiles);
  const rows: DiscardRow[] = [];
  let previous = -1;
  for (let d = 0; d < 34; d++) {
    if (counts[d] === 0) continue;
    const suit = d < 27 ? (d / 9) | 0 : 3;
    const changed = previous < 0 ? 15 : (1 << suit) | (1 << previous);
    previous = suit;
    counts[d]--;
    const current = effectiveKinds(w, counts, ctx, changed);
    counts[d]++;
    const tiles: number[] = [];
    const counted = collectEffective(w, live, tiles);
    rows.push(
      live === null
        ? { discard: discardedTile(hand, d), shanten: current, tiles, count: counted }
        : { discard: discardedTile(hand, d), shanten: current, tiles, count: counted & 255, red: counted >> 8 },
    );
  }
  // Insertion sort: a dozen rows, mostly in order already.
  for (let i = 1; i < rows.length; i++) {
    const row = rows[i];
    let j = i - 1;
    while (j >= 0 && compareRows(rows[j], row) > 0) {
      rows[j + 1] = rows[j];
      j--;
    }
    rows[j + 1] = row;
  }
  return rows;
}

/**
 * The full analysis of a hand at its table (docs/rules.md): shanten, then discards (3n+2, with every
 * decomposition when complete) or effective tiles and waits (3n+1), the tiles left in the wall model
 * (less everything the table shows), the dora the indicators point to, and with red fives (the default)
 * the live red fives among each row's tiles.
 */
export function analyze(position: Position, options: AnalyzeOptions = {}): Analysis {
  const w = acquireWorkspace();
  try {
    return analyzeWith(w, position, options);
  } finally {
    releaseWorkspace(w);
  }
}

function analyzeWith(w: Workspace, { hand, table }: Position, options: AnalyzeOptions): Analysis {
  const form = options.form ?? 'standard';
  const threePlayer = table.players === 3;
  const shantens = shanten(hand, threePlayer);
  const value = form === 'regular' ? shantens.regular : shantens.standard;
  const n = concealedCount(hand);
  const tileCount = n + 3 * hand.melds.length;
  const wallLeft = countRemaining(w, hand, table);
  const live = liveRedFives(hand, table, options.red ?? true);
  const dora = table.indicators.map((k) => doraOf(k, table.players));
  // The hand after a discard has 3n+1 concealed tiles: same melds, same sets to form, same closedness.
  const ctx = drawContext(hand, form, threePlayer);

  if (n % 3 === 2) {
    const discards = discardRows(w, hand, ctx, live);
    if (value !== -1) return { kind: 'discard', form, tileCount, shanten: shantens, value, wallLeft, dora, discards };
    const decompositions = decompose(hand).filter((d) => form === 'standard' || d.form === 'regular');
    return { kind: 'complete', form, tileCount, shanten: shantens, value, wallLeft, dora, decompositions, discards };
  }

  const { counts, rest } = w;
  counts.set(hand.tiles);
  const current = effectiveKinds(w, counts, ctx);
  const effective = effectiveOf(w, live);
  if (current !== 0) {
    return { kind: 'draw', form, tileCount, shanten: shantens, value, wallLeft, dora, effective, waitShapes: [], deadTenpai: false };
  }
  const shapes = waitShapes(hand).filter((shape) => form === 'standard' || shape.form === 'regular');
  const waits: Wait[] = [];
  for (let k = 0; k < 34; k++) {
    if (!(w.effective[k < 27 ? (k / 9) | 0 : 3] & (1 << (k % 9)))) continue;
    const wait: Wait = { tile: k, count: rest[k], shapes: shapes.filter((shape) => shape.waits.includes(k)) };
    if (live !== null) {
      const s = FIVES.indexOf(k);
      wait.red = s >= 0 && live[s] && rest[k] > 0 ? 1 : 0;
    }
    waits.push(wait);
  }
  const deadTenpai = waits.every((wait) => wait.count === 0);
  return { kind: 'draw', form, tileCount, shanten: shantens, value, wallLeft, dora, effective, waits, waitShapes: shapes, deadTenpai };
}

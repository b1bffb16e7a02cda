/**
 * An independent two-step analysis, written from docs/rules.md#two-step-analysis and nothing else: plain
 * loops over plain arrays, shanten from test/support/reference.ts (exhaustive search, nothing shared with
 * the engine's tables or its effective-tile kernel), memoised by the counts. Deliberately slow: a 14-tile
 * hand takes up to a few seconds; use it on small hands and on a few hundred full ones.
 *
 * For a 3n+2 hand: discarding d leaves H with shanten s, effective tiles E (the kinds that can still be
 * drawn whose draw lowers the shanten) and U0 = the sum of r(e) over E, where r(t) = 4 - V[t] (V = the
 * whole hand, melds, seen tiles; 2m-8m have none with three players). best(H + x, s') = the largest such
 * count over the discards of H + x that leave s', taken against V + x.
 *
 * The memo is keyed by numbers, not text: the 34 counts packed in base 8 as two numbers (kinds 0-16 and
 * 17-33, each below 2^51), one map inside another. Joining 34 counts into a string for each of the
 * millions of look-ups took most of the two-step test's time.
 */
import type { Hand } from '../../src/engine/index.ts';
import { refChiitoitsu, refKokushi, refRegular } from './reference.ts';

export interface RefTwoStepRow {
  discard: number;
  shanten: number;
  count: number;
  nextAverage: number | null;
  improvements: { tiles: number[]; count: number };
  improvedAverage: number | null;
  goodShape: { good: number; bad: number } | null;
}

export interface RefOptions {
  form?: 'standard' | 'regular';
  seen?: ArrayLike<number>;
  players?: 3 | 4;
}

const isThreePlayerGap = (k: number) => k >= 1 && k <= 7;

/** A memo keyed by the counts: the outer map by kinds 17-33 packed, the inner by kinds 0-16. */
type CountsMap<V> = Map<number, Map<number, V>>;

/** Counts c[from..from+16] packed in base 8 (a count is at most 4): below 8^17 = 2^51, an exact number. */
function packed(c: readonly number[], from: number): number {
  let key = 0;
  for (let k = from + 16; k >= from; k--) key = key * 8 + c[k];
  return key;
}

function getIn<V>(map: CountsMap<V>, low: number, high: number): V | undefined {
  return map.get(high)?.get(low);
}

function setIn<V>(map: CountsMap<V>, low: number, high: number, value: V): void {
  let inner = map.get(high);
  if (!inner) map.set(high, (inner = new Map()));
  inner.set(low, value);
}

/** The shanten and the effective kinds already known, for one form, player count and set of melds. */
interface Memo {
  shanten: CountsMap<number>;
  shantenSize: number;
  effective: CountsMap<number[]>;
  effectiveSize: number;
}

const memos = new Map<string, Memo>();

/** The reference two-step rows of a 3n+2 hand, by discard kind (in kind order). */
export function refTwoStep(hand: Hand, options: RefOptions = {}): RefTwoStepRow[] {
  const form = options.form ?? 'standard';
  const three = options.players === 3;
  const melds = hand.melds.map((m) => m.tiles);
  const meldCopy = new Array<number>(34).fill(0);
  for (const m of melds) for (const k of m) meldCopy[k]++;
  // Three players: 2m-8m do not exist, so no set may be planned through them (caps of 0, as a meld of all four would).
  const capMelds = three ? [...melds, ...[1, 2, 3, 4, 5, 6, 7].map((k) => [k, k, k, k])] : melds;
  const closed = melds.length === 0;

  // Shanten by counts, kept across calls (hands of one kind share most of the hands they reach).
  const context = `${form}|${three}|${melds.map((m) => m.join(',')).join(';')}`;
  let memo = memos.get(context);
  if (!memo) memos.set(context, (memo = { shanten: new Map(), shantenSize: 0, effective: new Map(), effectiveSize: 0 }));
  const m = memo;
  const sh = (c: number[]): number => {
    const low = packed(c, 0);
    const high = packed(c, 17);
    let v = getIn(m.shanten, low, high);
    if (v === undefined) {
      v = refRegular(c, capMelds);
      const n = c.reduce((a, b) => a + b, 0);
      if (form === 'standard' && closed && (n === 13 || n === 14)) v = Math.min(v, refChiitoitsu(c), refKokushi(c));
      if (m.shantenSize > 2_000_000) {
        m.shanten.clear();
        m.shantenSize = 0;
      }
      setIn(m.shanten, low, high, v);
      m.shantenSize++;
    }
    return v;
  };
  const drawable = (c: number[], y: number) => c[y] + meldCopy[y] < 4 && !(three && isThreePlayerGap(y));
  /** Effective kinds of 3n+1 counts (kept across calls too). */
  const effective = (c: number[]): number[] => {
    const low = packed(c, 0);
    const high = packed(c, 17);
    const known = getIn(m.effective, low, high);
    if (known) return known;
    const base = sh(c);
    const out: number[] = [];
    for (let y = 0; y < 34; y++) {
      if (!drawable(c, y)) continue;
      c[y]++;
      if (sh(c) < base) out.push(y);
      c[y]--;
    }
    if (m.effectiveSize > 500_000) {
      m.effective.clear();
      m.effectiveSize = 0;
    }
    setIn(m.effective, low, high, out);
    m.effectiveSize++;
    return out;
  };
  const countOf = (kinds: number[], r: number[]) => kinds.reduce((sum, k) => sum + r[k], 0);
  const best = (c14: number[], target: number, r: number[]): number => {
    let top = -Infinity;
    for (let k = 0; k < 34; k++) {
      if (c14[k] === 0) continue;
      c14[k]--;
      if (sh(c14) === target) top = Math.max(top, countOf(effective(c14), r));
      c14[k]++;
    }
    return top;
  };

  const tiles = Array.from(hand.tiles);
  const r = new Array<number>(34).fill(0);
  for (let k = 0; k < 34; k++) {
    const v = tiles[k] + meldCopy[k] + (options.seen?.[k] ?? 0);
    r[k] = three && isThreePlayerGap(k) ? 0 : Math.max(0, 4 - v);
  }

  const rows: RefTwoStepRow[] = [];
  for (let d = 0; d < 34; d++) {
    if (tiles[d] === 0) continue;
    const H = tiles.slice();
    H[d]--;
    const s = sh(H);
    const E = effective(H);
    const U0 = countOf(E, r);
    let nextSum = 0,
      nextW = 0,
      impSum = 0,
      impW = 0,
      good = 0,
      bad = 0;
    const improvements: number[] = [];
    let improvementCount = 0;
    for (let t = 0; t < 34; t++) {
      if (r[t] <= 0) continue;
      const rAfter = r.slice();
      rAfter[t]--;
      const H14 = H.slice();
      H14[t]++;
      if (E.includes(t)) {
        if (s === 0) continue;
        const b = best(H14, s - 1, rAfter);
        nextSum += r[t] * b;
        nextW += r[t];
        if (s === 1) {
          if (b > 4) good += r[t];
          else bad += r[t];
        }
      } else {
        const b = best(H14, s, rAfter);
        impSum += r[t] * b;
        impW += r[t];
        if (b > U0) {
          improvements.push(t);
          improvementCount += r[t];
        }
      }
    }
    rows.push({
      discard: d,
      shanten: s,
      count: U0,
      nextAverage: s >= 1 && nextW > 0 ? nextSum / nextW : null,
      improvements: { tiles: improvements, count: improvementCount },
      improvedAverage: impW > 0 ? impSum / impW : null,
      goodShape: s === 1 ? { good, bad } : null,
    });
  }
  return rows;
}

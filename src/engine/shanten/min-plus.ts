/**
 * The min-plus algebra of suit values. A suit's (or a group of suits') values are ten distances
 * d(m, p), index m * 2 + p, for m = 0..4 sets and p = 0..1 pairs; two groups combine by
 * out(m, p) = min over m1 + m2 = m, p1 + p2 = p of a(m1, p1) + b(m2, p2), and the whole hand's
 * distance joins two groups for `sets` sets and one pair.
 */

/** Values per vector: m = 0..4 sets, p = 0..1 pairs; index m * 2 + p. */
export const TARGETS = 10;

/** A distance no hand can reach (capped suits); values stay within a byte when added twice. */
export const UNREACHABLE = 100;

/**
 * min of two small non-negative integers without a branch: the hot loops take ~100 of these per hand on
 * unpredictable data, where a mispredicted branch costs more than the arithmetic (measured: -15% time).
 */
export function min2(x: number, y: number): number {
  const d = x - y;
  return y + (d & (d >> 31));
}

function clamp(x: number): number {
  return x > UNREACHABLE ? UNREACHABLE : x;
}

/** out = the min-plus combination of a's and b's ten values. Written out in full: a hot path. */
export function combine(a: Uint8Array, i: number, b: Uint8Array, j: number, out: Uint8Array, o: number): void {
  const a00 = a[i],
    a01 = a[i + 1],
    a10 = a[i + 2],
    a11 = a[i + 3],
    a20 = a[i + 4];
  const a21 = a[i + 5],
    a30 = a[i + 6],
    a31 = a[i + 7],
    a40 = a[i + 8],
    a41 = a[i + 9];
  const b00 = b[j],
    b01 = b[j + 1],
    b10 = b[j + 2],
    b11 = b[j + 3],
    b20 = b[j + 4];
  const b21 = b[j + 5],
    b30 = b[j + 6],
    b31 = b[j + 7],
    b40 = b[j + 8],
    b41 = b[j + 9];
  // Values are at most UNREACHABLE, so sums fit a byte; clamping keeps the next sums in one too.
  out[o] = clamp(a00 + b00);
  out[o + 1] = clamp(min2(a00 + b01, a01 + b00));
  out[o + 2] = clamp(min2(a00 + b10, a10 + b00));
  out[o + 3] = clamp(min2(min2(a00 + b11, a01 + b10), min2(a10 + b01, a11 + b00)));
  out[o + 4] = clamp(min2(min2(a00 + b20, a10 + b10), a20 + b00));
  out[o + 5] = clamp(min2(min2(min2(a00 + b21, a01 + b20), min2(a10 + b11, a11 + b10)), min2(a20 + b01, a21 + b00)));
  out[o + 6] = clamp(min2(min2(a00 + b30, a10 + b20), min2(a20 + b10, a30 + b00)));
  out[o + 7] = clamp(
    min2(min2(min2(a00 + b31, a01 + b30), min2(a10 + b21, a11 + b20)), min2(min2(a20 + b11, a21 + b10), min2(a30 + b01, a31 + b00))),
  );
  out[o + 8] = clamp(min2(min2(min2(a00 + b40, a10 + b30), min2(a20 + b20, a30 + b10)), a40 + b00));
  out[o + 9] = clamp(
    min2(
      min2(min2(min2(a00 + b41, a01 + b40), min2(a10 + b31, a11 + b30)), min2(a20 + b21, a21 + b20)),
      min2(min2(a30 + b11, a31 + b10), min2(a40 + b01, a41 + b00)),
    ),
  );
}

/** The distance for `sets` sets and one pair from a group's values and the complementary group's. */
export function joinDistance(a: Uint8Array, aAt: number, b: Uint8Array, bAt: number, sets: number): number {
  let best = 255;
  for (let m = 0; m <= sets; m++) {
    const i = aAt + 2 * m;
    const j = bAt + 2 * (sets - m);
    best = min2(best, min2(a[i] + b[j + 1], a[i + 1] + b[j]));
  }
  return best;
}

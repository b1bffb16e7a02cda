/**
 * Working memory of the analyses, owned by one call at a time.
 *
 * Why: the hot loops must not allocate (a discard table runs effectiveKinds once per discard, and the
 * deeper analyses run whole discard tables inside a discard table), yet working memory kept at module
 * level would be shared by a call made inside another, which would then read the outer call's suits and
 * answer wrongly without any error. So each public entry takes a Workspace from a free list for the
 * length of the call and gives it back at the end: a nested call finds the outer one's workspace taken
 * and gets its own, and after the first few calls nothing is allocated. Internal functions receive the
 * workspace as an argument and never keep it.
 */
import { TARGETS } from './min-plus.ts';

export interface Workspace {
  /** A private copy of the concealed counts, changed and restored by the callee. */
  counts: Uint8Array;
  /** effectiveKinds' answer: per suit (m, p, s, honors), bit i = kind suit * 9 + i is effective. */
  effective: Int32Array;
  /** Remaining copies of each kind (analyses that count them). */
  rest: Int8Array;
  /** Per suit, bit i: kind suit * 9 + i has a copy left. */
  restMask: Int32Array;
  /** Fast path: the vector id of each suit's pattern (m, p, s, honors). */
  ids: Int32Array;
  /** Capped path: ten values per suit, then the pair and "all but one suit" combinations. */
  values: Uint8Array;
  /** Per kind: the targets its draw lowers, valid for the suits in lowersReady. */
  lowers: Uint16Array;
  /** Bit s: lowers of suit s are valid for the current counts. */
  lowersReady: number;
  /** Bit s: the capped path's values of suit s (and the combinations with it) are current. */
  valuesReady: number;
  /** Capped path: one suit's values after a draw. */
  drawn: Uint8Array;
  /** Per suit: kinds held, held twice or more, terminal/honor kinds held, held twice or more. */
  stats: Int32Array;
}

export function createWorkspace(): Workspace {
  return {
    counts: new Uint8Array(34),
    effective: new Int32Array(4),
    rest: new Int8Array(34),
    restMask: new Int32Array(4),
    ids: new Int32Array(4),
    values: new Uint8Array(10 * TARGETS),
    lowers: new Uint16Array(34),
    lowersReady: 0,
    valuesReady: 0,
    drawn: new Uint8Array(TARGETS),
    stats: new Int32Array(16),
  };
}

const free: Workspace[] = [];

/** A workspace no running call holds; give it back with releaseWorkspace when the call ends. */
export function acquireWorkspace(): Workspace {
  const w = free.pop() ?? createWorkspace();
  w.lowersReady = 0;
  w.valuesReady = 0;
  return w;
}

export function releaseWorkspace(w: Workspace): void {
  free.push(w);
}

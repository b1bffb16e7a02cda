/**
 * How the shanten tables are laid out in the generated module (generated/suit-values.ts).
 *
 * Why: the generator (scripts/suit-values-module.ts) writes the tables as bytes and the engine reads
 * them back at load (suit-tables.ts); the two must agree byte for byte, so one module owns the layout
 * and both sides use it. The bytes travel as base64 text, which every JavaScript host parses fast and
 * which needs no DOM or Node API to decode (the engine runs in both).
 */
import { TARGETS } from './min-plus.ts';

/**
 * Everything derived from the suit vectors (suit-table-builder.ts's deriveTables): fixed data, so the
 * generator ships it beside the suit ids instead of every start-up deriving it (tens of milliseconds of
 * cold code); a unit test proves the shipped bytes equal a fresh derivation.
 */
export interface DerivedTables {
  /** Honor histogram key (n1 + 8 n2 + 64 n3 + 512 n4) -> honor vector id; 0 for keys no hand has. */
  honorIds: Uint8Array;
  honorVectors: Uint8Array;
  pairSuits: Uint8Array;
  pairSuitsCount: number;
  pairHonors: Uint8Array;
  pairHonorsCount: number;
  join: Uint8Array;
  lowerSuits: Uint16Array;
  lowerHonors: Uint16Array;
  /** Suit + honors combination id -> the same vector's group id (a suit + suit id). */
  honorsToGroup: Uint8Array;
  /** groupSuit[g * suit vectors + s]: the group id of group g combined with suit vector s. */
  groupSuit: Uint8Array;
  /** groupHonors[g * honor vectors + z]: the group id of group g combined with honor vector z. */
  groupHonors: Uint8Array;
  /** Each group's ten values (the suit + suit vectors, by id). */
  groupVectors: Uint8Array;
}

/** Byte lengths of the shipped derived tables, in order (16-bit tables little-endian). */
function derivedLengths(suitCount: number, honorCount: number, pairSuitsCount: number, pairHonorsCount: number): number[] {
  return [
    4096,
    honorCount * TARGETS,
    suitCount * suitCount,
    suitCount * honorCount,
    5 * pairSuitsCount * pairHonorsCount,
    2 * suitCount * suitCount,
    2 * honorCount * honorCount,
    pairHonorsCount,
    pairSuitsCount * suitCount,
    pairSuitsCount * honorCount,
    pairSuitsCount * TARGETS,
  ];
}

/** The derived tables as one byte string, in derivedLengths' order (what the generator ships). */
export function packDerived(d: DerivedTables): Uint8Array {
  const parts = [
    d.honorIds,
    d.honorVectors,
    d.pairSuits,
    d.pairHonors,
    d.join,
    d.lowerSuits,
    d.lowerHonors,
    d.honorsToGroup,
    d.groupSuit,
    d.groupHonors,
    d.groupVectors,
  ];
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.byteLength, 0));
  let at = 0;
  for (const part of parts) {
    if (part instanceof Uint16Array)
      for (let i = 0; i < part.length; i++) {
        out[at + 2 * i] = part[i] & 255;
        out[at + 2 * i + 1] = part[i] >> 8;
      }
    else out.set(part, at);
    at += part.byteLength;
  }
  return out;
}

/** The inverse of packDerived; counts = [honor vectors, suit + suit vectors, suit + honors vectors]. */
export function unpackDerived(bytes: Uint8Array, suitCount: number, counts: readonly number[]): DerivedTables {
  const [honorCount, pairSuitsCount, pairHonorsCount] = counts;
  const lengths = derivedLengths(suitCount, honorCount, pairSuitsCount, pairHonorsCount);
  let at = 0;
  const next = (i: number): Uint8Array => bytes.subarray(at, (at += lengths[i]));
  return {
    honorIds: next(0),
    honorVectors: next(1),
    pairSuits: next(2),
    pairSuitsCount,
    pairHonors: next(3),
    pairHonorsCount,
    join: next(4),
    lowerSuits: wide(next(5)),
    lowerHonors: wide(next(6)),
    honorsToGroup: next(7),
    groupSuit: next(8),
    groupHonors: next(9),
    groupVectors: next(10),
  };
}

/** Total byte length of the shipped derived tables. */
export function derivedByteLength(suitCount: number, counts: readonly number[]): number {
  return derivedLengths(suitCount, counts[0], counts[1], counts[2]).reduce((a, b) => a + b, 0);
}

/** A half suit's classes and the ids of their pairs (suit-table-builder.ts's suitClasses). */
export interface SuitClasses {
  headClass: Uint16Array;
  tailClass: Uint16Array;
  tailClassCount: number;
  classIds: Uint8Array;
}

/** Byte length of the shipped classes for head and tail class counts. */
export function classesByteLength(headClassCount: number, tailClassCount: number): number {
  return 2 * 3125 + 2 * 625 + headClassCount * tailClassCount;
}

/** The classes as shipped: head classes and tail classes (16 bits, little-endian), then the class ids. */
export function packClasses(c: SuitClasses): Uint8Array {
  const out = new Uint8Array(2 * 3125 + 2 * 625 + c.classIds.length);
  [...c.headClass, ...c.tailClass].forEach((v, i) => {
    out[2 * i] = v & 255;
    out[2 * i + 1] = v >> 8;
  });
  out.set(c.classIds, 2 * 3125 + 2 * 625);
  return out;
}

/** The inverse of packClasses. */
export function unpackClasses(bytes: Uint8Array, tailClassCount: number): SuitClasses {
  return {
    headClass: wide(bytes.subarray(0, 2 * 3125)),
    tailClass: wide(bytes.subarray(2 * 3125, 2 * 3125 + 2 * 625)),
    tailClassCount,
    classIds: bytes.subarray(2 * 3125 + 2 * 625),
  };
}

/** 16-bit values from their little-endian bytes. */
function wide(part: Uint8Array): Uint16Array {
  const out = new Uint16Array(part.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = part[2 * i] | (part[2 * i + 1] << 8);
  return out;
}

const BASE64_DIGITS = new Int8Array(128).fill(-1);
for (let i = 0; i < 64; i++) BASE64_DIGITS['ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'.charCodeAt(i)] = i;

/**
 * Decodes `length` bytes of standard base64 without DOM or Node globals (the engine runs in both). It runs
 * once, at start-up, before any of it is compiled, so the loop over whole groups of four characters does
 * as little as it can; the last group, which may hold padding, is decoded apart.
 */
export function decodeBase64(text: string, length: number): Uint8Array {
  const out = new Uint8Array(length);
  const digits = BASE64_DIGITS;
  const whole = Math.min(text.length >> 2, (length / 3) | 0) * 4;
  let o = 0;
  for (let i = 0; i < whole; i += 4, o += 3) {
    const n =
      (digits[text.charCodeAt(i)] << 18) |
      (digits[text.charCodeAt(i + 1)] << 12) |
      (digits[text.charCodeAt(i + 2)] << 6) |
      digits[text.charCodeAt(i + 3)];
    out[o] = n >> 16;
    out[o + 1] = n >> 8;
    out[o + 2] = n;
  }
  if (o < length && whole + 1 < text.length) {
    const n =
      (digits[text.charCodeAt(whole)] << 18) |
      (digits[text.charCodeAt(whole + 1)] << 12) |
      ((digits[text.charCodeAt(whole + 2)] & 63) << 6) |
      (digits[text.charCodeAt(whole + 3)] & 63);
    out[o++] = n >> 16;
    if (o < length) out[o++] = n >> 8;
  }
  return out;
}

/**
 * Calls made inside other calls. The deeper analyses run whole discard tables inside a discard table,
 * so working memory shared between calls would let the inner one overwrite the outer one's suits and
 * give wrong answers without any error. Here every call of the effective-tile kernel is followed, inside
 * the outer analysis, by complete analyses of other hands (and of the same hand), and the outer results
 * must equal the same analyses made afresh. The hands cover both paths of the kernel (closed hands;
 * melds and three players, which are capped) and every kind of result.
 */
import { describe, expect, test, vi } from 'vitest';
import type { Analysis, AnalyzeOptions, Position } from '../../../src/engine/index.ts';
import { FAMILIES, mulberry32, randomCounts, randomHandWithMelds, randomInt, randomSeen, makeHand } from '../../support/random-hands.ts';
import { atTable } from '../../support/at-table.ts';

// Between two kernel calls of an outer analysis, `nested` runs (when set): the hook stands where the
// deeper analyses will call analyze() themselves.
const hook = vi.hoisted(() => ({ nested: null as null | (() => void), depth: 0, calls: 0 }));

vi.mock('../../../src/engine/analysis/effective.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../src/engine/analysis/effective.ts')>();
  return {
    ...original,
    effectiveKinds: (...args: Parameters<typeof original.effectiveKinds>) => {
      const result = original.effectiveKinds(...args);
      if (hook.nested && hook.depth === 0) {
        hook.depth++;
        try {
          hook.nested();
          hook.calls++;
        } finally {
          hook.depth--;
        }
      }
      return result;
    },
  };
});

const { analyze, shanten } = await import('../../../src/engine/index.ts');
const { twoStep } = await import('../../../src/engine/analysis/two-step.ts');

interface Case {
  name: string;
  position: Position;
  options: AnalyzeOptions;
}

/** Seeded hands of every kind: closed and melded, 13 and 14 tiles, seen tiles, three players. */
function cases(seed: number, n: number): Case[] {
  const rng = mulberry32(seed);
  const out: Case[] = [];
  for (let i = 0; i < n; i++) {
    const family = FAMILIES[i % FAMILIES.length];
    const size = 13 + (i & 1);
    const closed = makeHand(randomCounts(rng, family, size));
    out.push({
      name: `closed ${family} ${size}`,
      position: atTable(closed),
      options: { form: i % 3 === 0 ? 'regular' : 'standard', red: false },
    });
    const melds = 1 + randomInt(rng, 3);
    const melded = randomHandWithMelds(rng, family, melds, size - 3 * melds);
    const whole = new Uint8Array(melded.tiles);
    for (const m of melded.melds) for (const k of m.tiles) whole[k]++;
    out.push({ name: `melds ${family} ${size}`, position: atTable(melded, { seen: randomSeen(rng, whole, 12) }), options: {} });
    if (family === 'terminals-honors' || family === 'suit-honors') {
      out.push({
        name: `three players ${family} ${size}`,
        position: atTable(makeHand(randomCounts(rng, family, size)), { players: 3 }),
        options: { red: false },
      });
    }
  }
  // Complete hands (every decomposition), tenpai 13-tile hands (waits with their shapes).
  for (const text of ['11122233344455m', '11223344556677z', '1112345678999m', '1223344888999m']) {
    const counts = new Uint8Array(34);
    const suit = 'mpsz'.indexOf(text[text.length - 1]);
    for (const d of text.slice(0, -1)) counts[suit * 9 + Number(d) - 1]++;
    out.push({ name: text, position: atTable(makeHand(counts)), options: { red: false } });
  }
  return out;
}

describe('nested calls: an analysis made inside another leaves the outer one exact', () => {
  const all = cases(20261123, 150);
  // Answers made afresh, with nothing nested.
  const fresh: Analysis[] = all.map((c) => analyze(c.position, c.options));

  test('the cases cover every result kind and both kernel paths', () => {
    const kinds = new Set(fresh.map((a) => a.kind));
    expect([...kinds].sort()).toEqual(['complete', 'discard', 'draw']);
    expect(all.some((c) => c.position.hand.melds.length > 0)).toBe(true);
    expect(all.some((c) => c.position.table.players === 3)).toBe(true);
  });

  test('other hands analysed between every two kernel calls of an outer analysis', () => {
    const rng = mulberry32(7);
    hook.calls = 0;
    hook.nested = () => {
      const other = all[randomInt(rng, all.length)];
      analyze(other.position, other.options);
      shanten(other.position.hand, other.position.table.players === 3);
    };
    try {
      all.forEach((c, i) => expect(analyze(c.position, c.options), c.name).toEqual(fresh[i]));
    } finally {
      hook.nested = null;
    }
    // Every outer analysis nested at least once per kernel call: a 14-tile table calls it per discard.
    expect(hook.calls).toBeGreaterThan(all.length * 5);
  });

  test('the same hand analysed inside its own analysis', () => {
    all.forEach((c, i) => {
      hook.nested = () => {
        expect(analyze(c.position, c.options)).toEqual(fresh[i]);
      };
      try {
        expect(analyze(c.position, c.options), c.name).toEqual(fresh[i]);
      } finally {
        hook.nested = null;
      }
    });
  });
});

describe('nested calls in the two-step analysis, which runs its kernel thousands of times per hand', () => {
  const all = cases(20261124, 8).filter((c) => c.position.hand.tiles.reduce((a, b) => a + b, 0) % 3 === 2);
  const fresh = all.map((c) => twoStep(c.position, c.options));

  test('analyses and two-step tables of other hands made between its kernel calls leave it exact', () => {
    expect(all.length).toBeGreaterThan(5);
    const rng = mulberry32(9);
    let nested = 0;
    hook.nested = () => {
      // Not at every call: a two-step table makes thousands.
      if (randomInt(rng, 40) !== 0) return;
      const other = all[randomInt(rng, all.length)];
      analyze(other.position, other.options);
      if (randomInt(rng, 20) === 0) twoStep(other.position, other.options);
      nested++;
    };
    try {
      all.forEach((c, i) => expect(twoStep(c.position, c.options), c.name).toEqual(fresh[i]));
    } finally {
      hook.nested = null;
    }
    expect(nested).toBeGreaterThan(all.length * 20);
  }, 120_000);
});

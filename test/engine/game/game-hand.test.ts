/**
 * Your hand through your own moves (src/engine/game/game-hand.ts): a draw joins the hand, a discard leaves
 * it, a call takes the tiles it shows into a meld with the called tile, a kan on your turn closes four
 * copies or adds the fourth to your pon, a north set aside leaves it; each undone gives the hand before.
 * Hands are written in canonical mpsz; each row's after-hand is worked out from its rule. The round trip
 * is also checked on random hands and moves built from the physical set by the test's own code.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { formatHand, game, parseHand, type Hand, type Meld, type Tile } from '../../../src/engine/index.ts';
import { makeHand, physicalSet } from '../../support/game-reference.ts';

type TableTap = game.TableTap;

const SEED = 20_261_128;
const t = (code: string): Tile => {
  const digit = Number(code[0]);
  return { kind: 'mpsz'.indexOf(code[1]) * 9 + (digit === 0 ? 5 : digit) - 1, red: digit === 0 };
};
const ts = (codes: string): Tile[] => codes.match(/../g)!.map(t);
const hand = (text: string): Hand => {
  const read = parseHand(text, { partial: true, players: 4 });
  if (!read.ok) throw new Error(JSON.stringify(read.error));
  return read.value;
};

const draw = (c: string): TableTap => ({ move: 'tile', tile: t(c) });
const discard = (c: string): TableTap => ({ move: 'discard', tile: t(c) });
const call = (kind: 'chi' | 'pon' | 'kan', tiles: string): TableTap => ({ move: 'call', seat: 0, call: kind, tiles: ts(tiles) });
const kan = (c: string): TableTap => ({ move: 'self-kan', seat: 0, tile: t(c) });

describe('handAfterMove and handBeforeMove: each of your moves and back', () => {
  test.each([
    ['a draw joins the hand', '123m456p789s1122z', draw('3z'), null, '123m456p789s11223z'],
    ['a draw of the red five', '123m456p789s1122z', draw('0m'), null, '1230m456p789s1122z'],
    ['a discard leaves it', '123m456p789s11223z', discard('3z'), null, '123m456p789s1122z'],
    ['a discard of the red five takes the red one', '1230m456p789s1122z', discard('0m'), null, '123m456p789s1122z'],
    ['a discard of a plain five keeps the red one', '12305m456p789s112z', discard('5m'), null, '1230m456p789s112z'],
    ['chi: the two tiles shown and the called tile make the meld', '13m456p789s11223z', call('chi', '1m3m'), '2m', '456p789s11223z(123m)'],
    ['chi of the red five', '34s456p789m11223z', call('chi', '3s4s'), '0s', '789m456p11223z(340s)'],
    ['pon', '55p123m789s11223z', call('pon', '5p5p'), '5p', '123m789s11223z(555p)'],
    ['pon showing the red five', '05p123m789s11223z', call('pon', '0p5p'), '5p', '123m789s11223z(055p)'],
    ['open kan', '555s123m789p1122z', call('kan', '5s5s5s'), '0s', '123m789p1122z(0555s)'],
    ['closed kan of four copies', '1111z123m456p789s', kan('1z'), null, '123m456p789s[1111z]'],
    ['closed kan of fives, the red one among them', '0555s123m456p11z', kan('5s'), null, '123m456p11z[0555s]'],
    ['a kan added to your pon', '7p123m456s11z(777p)', kan('7p'), null, '123m456s11z(7777p)'],
    ['the red five added to your pon', '0p123m456s11z(555p)', kan('0p'), null, '123m456s11z(0555p)'],
    ['riichi leaves the hand as it is', '123m456p789s11223z', { move: 'riichi', seat: 0 }, null, '123m456p789s11223z'],
    ['the cursor leaves the hand as it is', '123m456p789s11223z', { move: 'cursor', seat: 2 }, null, '123m456p789s11223z'],
  ] as const)('%s: %s', (_name, before, move, called, after) => {
    const made = game.handAfterMove(hand(before), move as TableTap, called === null ? null : t(called));
    expect(made && formatHand(made)).toBe(formatHand(hand(after)));
    const undone = game.handBeforeMove(made!, move as TableTap);
    expect(undone && formatHand(undone)).toBe(formatHand(hand(before)));
  });

  test('a draw is marked as the hand’s draw: written last, as Tenhou writes a draw', () => {
    const made = game.handAfterMove(hand('123m456p789s1122z'), draw('1m'), null)!;
    expect(made.drawn).toBe(true);
    expect(made.order.at(-1)).toBe(0);
  });

  test.each([
    ['a discard of a tile the hand does not hold', '123m456p789s1122z', discard('9m'), null],
    ['a discard of the red five when the hand has only plain fives', '123m455p789s1122z', discard('0p'), null],
    ['a call showing a tile the hand does not hold', '13m456p789s11223z', call('chi', '3m4m'), '2m'],
    ['a call with no called tile', '55p123m789s11223z', call('pon', '5p5p'), null],
    ['a closed kan of three copies', '111z123m456p789s2z', kan('1z'), null],
    ['an added kan without the fourth copy in the hand', '123m456s11z(777p)', kan('7p'), null],
  ] as const)('refused (null): %s', (_name, before, move, called) => {
    expect(game.handAfterMove(hand(before), move, called === null ? null : t(called))).toBeNull();
  });

  // (*) Fails while handAfterMove leaves the hand as it is for a north: the tile set aside stays in the hand,
  // which then holds one tile too many after the replacement draw (test/engine/game/simulated-game.test.ts).
  test('(*) three players: a north set aside leaves your hand, and comes back when undone', () => {
    const before = hand('19m123p456s11z4z');
    const move: TableTap = { move: 'nuki', seat: 0 };
    const made = game.handAfterMove(before, move, null);
    expect(made && formatHand(made)).toBe('19m123p456s11z');
    expect(formatHand(game.handBeforeMove(made!, move)!)).toBe(formatHand(before));
  });
});

// Random hands from the physical set: concealed tiles and melds made of real copies, and a move the hand can make.
interface Case {
  text: string;
  hand: Hand;
  move: TableTap;
  called: Tile | null;
}

const SET = physicalSet(4);

function caseOf(order: number[], meldCount: number, pick: number): Case | null {
  // The first tiles of the shuffled set make the melds where they can, then the concealed tiles.
  const pool = order.map((i) => SET[i]);
  const melds: Meld[] = [];
  const used = new Set<number>();
  for (let m = 0; m < meldCount; m++) {
    const start = pool.findIndex((p, i) => !used.has(i) && pool.filter((q, j) => !used.has(j) && q.kind === p.kind).length >= 3);
    if (start < 0) break;
    const same = pool.map((p, i) => ({ p, i })).filter(({ p, i }) => !used.has(i) && p.kind === pool[start].kind);
    const take = same.slice(0, m % 2 === 0 ? 3 : Math.min(4, same.length));
    take.forEach(({ i }) => used.add(i));
    const kind = take.length === 4 ? (m % 4 === 1 ? 'kan' : 'ankan') : 'pon';
    melds.push({ kind, tiles: take.map(({ p }) => p.kind), red: take.filter(({ p }) => p.red).length });
  }
  const concealed = pool.filter((_, i) => !used.has(i)).slice(0, 14 - 3 * melds.length);
  const rest = pool.filter((p, i) => !used.has(i) && !concealed.includes(p));
  const h = makeHand(concealed, melds);
  const moves: { move: TableTap; called: Tile | null }[] = [];
  moves.push({ move: { move: 'tile', tile: rest[0] }, called: null });
  for (const p of concealed) moves.push({ move: { move: 'discard', tile: p }, called: null });
  for (const a of concealed)
    for (const b of concealed) {
      if (a === b) continue;
      const copy = rest.find((p) => p.kind === a.kind);
      if (a.kind === b.kind && copy) moves.push({ move: { move: 'call', seat: 0, call: 'pon', tiles: [a, b] }, called: copy });
      const run = rest.find(
        (p) => a.kind < 27 && Math.floor(p.kind / 9) === Math.floor(a.kind / 9) && b.kind === a.kind + 1 && p.kind === a.kind + 2,
      );
      if (run) moves.push({ move: { move: 'call', seat: 0, call: 'chi', tiles: [a, b] }, called: run });
    }
  for (const a of concealed) {
    const same = concealed.filter((p) => p.kind === a.kind);
    const copy = rest.find((p) => p.kind === a.kind);
    if (same.length === 3 && copy) moves.push({ move: { move: 'call', seat: 0, call: 'kan', tiles: same }, called: copy });
    if (same.length === 4) moves.push({ move: { move: 'self-kan', seat: 0, tile: a }, called: null });
    if (melds.some((m) => m.kind === 'pon' && m.tiles[0] === a.kind))
      moves.push({ move: { move: 'self-kan', seat: 0, tile: a }, called: null });
  }
  // A kind of move first, then one of its moves, so that the rare kinds (kans) come up as often as discards.
  const byKind = new Map<string, { move: TableTap; called: Tile | null }[]>();
  for (const m of moves) {
    const key = m.move.move === 'call' ? m.move.call : m.move.move;
    byKind.set(key, [...(byKind.get(key) ?? []), m]);
  }
  const groups = [...byKind.values()];
  const group = groups[pick % groups.length];
  const chosen = group[Math.floor(pick / groups.length) % group.length];
  return { text: formatHand(h), hand: h, ...chosen };
}

describe('handBeforeMove undoes handAfterMove', () => {
  test('on random hands with melds and every kind of move they can make, the hand before reads as the hand', () => {
    // Tiles of a few kinds only, so that pairs, triplets and runs are common, and kans.
    const cases = fc
      .tuple(fc.uniqueArray(fc.nat(33), { minLength: 5, maxLength: 8 }), fc.constantFrom(4, 13, 22), fc.nat(4), fc.nat(10_000))
      .chain(([few, five, melds, pick]) => {
        // A five among them always, for the red fives.
        const kinds = [five, ...few];
        const ids = Array.from(SET.keys()).filter((i) => kinds.includes(SET[i].kind));
        return fc.shuffledSubarray(ids, { minLength: ids.length, maxLength: ids.length }).map((order) => caseOf(order, melds, pick));
      });
    const kinds = new Set<string>();
    fc.assert(
      fc.property(cases, (c) => {
        if (!c) return;
        kinds.add(c.move.move === 'call' ? c.move.call : c.move.move);
        const after = game.handAfterMove(c.hand, c.move, c.called);
        expect(after).not.toBeNull();
        const before = game.handBeforeMove(after!, c.move);
        expect(before && formatHand(before)).toBe(c.text);
      }),
      { seed: SEED, numRuns: 400 },
    );
    expect([...kinds].sort()).toEqual(['chi', 'discard', 'kan', 'pon', 'self-kan', 'tile']);
  });
});

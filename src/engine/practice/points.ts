/**
 * The points quiz: a complete hand and a situation dealt from a seed, the player's han, fu and payment
 * judged against score() (docs/rules.md#scoring).
 *
 * Dealing: the 136 tiles are a wall with one red five per suit, shuffled by the seed's generator, so
 * no kind has a fifth copy and red fives turn up as often as at a table. A hand is four sets and a pair
 * (or, one time in twelve, seven pairs) taken from the wall: a set is a run or a triplet, some of them
 * called (chi, pon, now and then a kan), the winning tile one of the concealed tiles; a third of the hands
 * keep to one suit (with honors or without) so the flushes and their partners come up. The situation is
 * drawn the same way: tsumo or ron, the winds, riichi for a closed hand, one dora indicator (and an ura
 * indicator with riichi). Deals with no yaku, or with a yakuman (no han or fu to count), are dealt again
 * from the same generator, so a seed always names the same question. Honba and sticks stay 0: the answer
 * is the hand's own value.
 */
import { parseHand } from '../core/notation.ts';
import { randomBelow, seededRandom, type Random } from '../core/random.ts';
import { score } from '../scoring/score.ts';
import { shuffled } from '../core/tile-set.ts';
import { TENHOU_RULES } from '../scoring/rules.ts';
import { tileCode, WINDS } from '../core/tiles.ts';
import type { Situation } from '../types.ts';
import type { PointsQuestion } from './points-answer.ts';

export * from './points-answer.ts';

const pick = <T>(random: Random, items: readonly T[]): T => items[randomBelow(random, items.length)]!;

/** One deal from the generator: a hand's text, its dora indicators and a situation (its winning tile among it); null when the wall cannot give the shape drawn. */
function dealOnce(random: Random): { hand: string; indicators: number[]; situation: Situation } | null {
  // The wall: tile t is kind t >> 2, copy 0 of each five the red one (tile-set.ts's set, in its order), shuffled.
  const wall = shuffled(
    Array.from({ length: 136 }, (_, t) => t),
    random,
  );
  const family = randomBelow(random, 6); // 0-3 any kinds, 4 one suit with honors, 5 one suit only
  const suit = randomBelow(random, 3);
  const allowed = (k: number) => family < 4 || (k < 27 ? Math.floor(k / 9) === suit : family === 4);
  const taken = new Set<number>();
  /** A tile of kind k from the wall (the first copy found), or -1. */
  const take = (k: number): number => {
    for (const t of wall) {
      if (t >> 2 === k && !taken.has(t)) {
        taken.add(t);
        return t;
      }
    }
    return -1;
  };
  const code = (t: number) => tileCode(t >> 2, t % 4 === 0 && (t >> 2) % 9 === 4 && t >> 2 < 27);
  const kinds = Array.from({ length: 34 }, (_, k) => k).filter(allowed);

  const concealed: number[] = [];
  const melds: string[] = [];
  if (randomBelow(random, 12) === 0) {
    // Seven pairs: seven different kinds, two copies each.
    const pairs = new Set<number>();
    while (pairs.size < 7) pairs.add(pick(random, kinds));
    for (const k of pairs) {
      const a = take(k);
      const b = take(k);
      if (a < 0 || b < 0) return null;
      concealed.push(a, b);
    }
  } else {
    const open = randomBelow(random, 5) < 2; // two hands in five have called
    for (let set = 0; set < 4; set++) {
      const k = pick(random, kinds);
      const run = k < 27 && k % 9 <= 6 && allowed(k + 2) && randomBelow(random, 3) < 2;
      const tiles = run ? [take(k), take(k + 1), take(k + 2)] : [take(k), take(k), take(k)];
      if (tiles.some((t) => t < 0)) return null;
      const call = open && randomBelow(random, 2) === 0;
      const kan = !run && randomBelow(random, 12) === 0;
      if (kan) {
        const fourth = take(k);
        if (fourth < 0) return null;
        tiles.push(fourth);
      }
      const text = tiles.map(code).join('');
      if (kan) melds.push(call ? `(${text})` : `[${text}]`);
      else if (call) melds.push(`(${text})`);
      else concealed.push(...tiles);
    }
    const pair = pick(random, kinds);
    const a = take(pair);
    const b = take(pair);
    if (a < 0 || b < 0) return null;
    concealed.push(a, b);
  }
  concealed.sort((x, y) => x - y);
  const win = concealed[randomBelow(random, concealed.length)]!;
  // The winning tile last, as a draw is written.
  const rest = concealed.filter((t) => t !== win);
  const hand = [...rest, win].map(code).join('') + melds.join('');
  const closed = melds.every((m) => m.startsWith('['));
  const tsumo = randomBelow(random, 2) === 0;
  const riichiRoll = closed ? randomBelow(random, 20) : 20;
  const riichi = riichiRoll < 1 ? 'double' : riichiRoll < 9 ? 'riichi' : 'none';
  const indicator = wall.find((t) => !taken.has(t))!;
  taken.add(indicator);
  const ura = riichi !== 'none' ? [wall.find((t) => !taken.has(t))! >> 2] : [];
  const situation: Situation = {
    win: win >> 2,
    winRed: code(win).startsWith('0'),
    by: tsumo ? 'tsumo' : 'ron',
    round: randomBelow(random, 4) === 0 ? 'S' : 'E',
    seat: pick(random, WINDS),
    riichi,
    ippatsu: riichi !== 'none' && randomBelow(random, 6) === 0,
    ura,
  };
  return { hand, indicators: [indicator >> 2], situation };
}

/** The question a seed names: a complete hand with a yaku (and no yakuman) and its situation. */
export function dealPointsQuestion(seed: number): PointsQuestion {
  const random = seededRandom(seed);
  for (;;) {
    const deal = dealOnce(random);
    if (!deal) continue;
    const parsed = parseHand(deal.hand);
    if (!parsed.ok) continue;
    // Tenhou's rules, named: a seed names one question and one answer, whatever rules a page has chosen.
    const table = { players: 4, indicators: deal.indicators, nuki: 0 } as const;
    const result = score({ hand: parsed.value, table }, deal.situation, TENHOU_RULES);
    if (result.ok && result.value.kind === 'win' && result.value.limit !== 'yakuman') {
      return { seed, hand: deal.hand, indicators: deal.indicators, situation: deal.situation, score: result.value };
    }
  }
}

/**
 * The worker's score and points requests: a complete hand's value on its winning tile (the one asked,
 * else the draw), each wait of a tenpai hand by ron and by tsumo, the table's dora and players, bad
 * ura indicators and impossible situations as outcomes, and the points quiz's question of a seed.
 */
import { describe, expect, test } from 'vitest';
import { kindOfCode, MAHJONG_SOUL_RULES, parseHand, practice, score, type ScoreRules } from '../../src/engine/index.ts';
import { handleRequest } from '../../src/worker/handle-request.ts';
import type { HandValue, WaitOutcome } from '../../src/engine/index.ts';
import { scoreSituationOf, type SituationInput } from '../../src/address/situation-query.ts';
import { packed } from '../support/packed.ts';

const { dealPointsQuestion } = practice;

const SIT: SituationInput = {
  by: 'tsumo',
  round: 'E',
  seat: 'S',
  riichi: 'none',
  ippatsu: false,
  last: false,
  rinshan: false,
  chankan: false,
  firstDraw: false,
  win: '',
  ura: '',
  honba: 0,
  sticks: 0,
};

function result(hand: string, situation: Partial<SituationInput> = {}, table?: { dora?: string; players?: 3 | 4 }): HandValue {
  const response = handleRequest({
    id: 1,
    kind: 'score',
    // The winning tile and the ura indicators as the page reads them from the address (situation-query.ts).
    request: { position: packed(hand, table), situation: scoreSituationOf({ ...SIT, ...situation }, table?.players ?? 4) },
  });
  if (response.type !== 'result') throw new Error(JSON.stringify(response));
  return response.result;
}

/** The answer about a complete hand (a test of a complete hand fails here on any other answer). */
function complete(r: HandValue): Extract<HandValue, { kind: 'complete' }> {
  if (r.kind !== 'complete') throw new Error(`not a complete hand's answer: ${JSON.stringify(r)}`);
  return r;
}

/** The waits of a tenpai hand's answer. */
function waitsOf(r: HandValue): WaitOutcome[] {
  if (r.kind !== 'waits') throw new Error(`not a tenpai hand's answer: ${JSON.stringify(r)}`);
  return r.waits;
}

describe('handleRequest({kind: "score"}): a complete hand', () => {
  test('won on its draw (the last tile typed) unless the situation names another tile it holds', () => {
    const drawn = result('111222333m77z456p'); // the draw is 6p
    expect(complete(drawn).win).toBe(kindOfCode('6p'));
    const asked = result('111222333m77z456p', { win: '3m' });
    expect(complete(asked).win).toBe(kindOfCode('3m'));
    const parsed = parseHand('111222333m456p77z');
    if (!parsed.ok) throw new Error('fixture');
    const table = { players: 4 as const, indicators: [], nuki: 0 };
    const situation = {
      win: kindOfCode('3m'),
      by: 'tsumo',
      round: 'E',
      seat: 'S',
      riichi: 'none',
      ura: [],
      honba: 0,
      sticks: 0,
      ippatsu: false,
      last: false,
      rinshan: false,
      chankan: false,
      firstDraw: false,
    } as const;
    expect(complete(asked).outcome).toEqual((score({ hand: parsed.value, table }, situation) as { value: unknown }).value);
    // A tile the hand does not hold falls back to the draw.
    expect(complete(result('111222333m77z456p', { win: '9s' })).win).toBe(kindOfCode('6p'));
  });

  test("the table's dora indicators count; a red draw is the red five", () => {
    const r = result('234m34567p567s77z0p', { by: 'ron', riichi: 'riichi' }, { dora: '4p' });
    expect(r).toMatchObject({ kind: 'complete', win: kindOfCode('5p'), winRed: true });
    const yaku = (complete(r).outcome as { yaku: { id: string; han: number }[] }).yaku.map((y) => `${y.id}${y.han}`);
    expect(yaku).toEqual(['riichi1', 'dora2', 'red-dora1']);
  });

  test('an impossible situation and bad ura indicators are outcomes that say why, not failures', () => {
    expect(complete(result('234m345p56788s(567m)', { riichi: 'riichi' })).outcome).toEqual({
      kind: 'error',
      error: { code: 'riichi-open-hand' },
    });
    expect(complete(result('234567m345p56799s', { riichi: 'riichi', ura: '5x' })).outcome).toMatchObject({
      kind: 'ura',
      error: { code: 'unknown-character', culprit: 'x', part: 'ura' },
    });
  });

  test('a hand without yaku says so', () => {
    expect(complete(result('123m456p789s11z(123s)', { by: 'ron' })).outcome).toMatchObject({ kind: 'no-yaku' });
  });
});

describe('handleRequest({kind: "score"}): a tenpai hand', () => {
  test("each wait by ron and by tsumo; the situation's tsumo-only and ron-only switches kept where they apply", () => {
    const r = result('234567m345p6799s', { by: 'ron', chankan: true });
    expect(waitsOf(r).map((w) => w.tile)).toEqual([kindOfCode('5s'), kindOfCode('8s')]);
    const five = waitsOf(r)[0]!;
    expect(five.ron).toMatchObject({ kind: 'win', points: 2000 }); // 平和 + 槍槓, 30 fu
    expect(five.tsumo).toMatchObject({ kind: 'win', points: 1500 }); // 平和 + 門前清自摸和, 20 fu: 400 + 400 + 700
  });
  test('a hand that is not tenpai has no waits; an open hand without yaku shows no-yaku for its waits', () => {
    expect(result('123m456p789s1357z')).toMatchObject({ kind: 'waits', waits: [] });
    const open = result('123m456p789s1z(123s)');
    expect(waitsOf(open)[0]).toMatchObject({ tile: kindOfCode('1z'), ron: { kind: 'no-yaku' }, tsumo: { kind: 'no-yaku' } });
  });
});

describe('handleRequest({type: "score"}): one answer or the other', () => {
  test("a complete hand's value (its winning tile read) or a 3n+1 hand's waits, never the fields of both", () => {
    expect(Object.keys(result('111222333m77z456p')).sort()).toEqual(['kind', 'outcome', 'win', 'winRed']);
    expect(Object.keys(result('234567m345p6799s')).sort()).toEqual(['kind', 'waits']);
  });
});

describe('handleRequest({kind: "points"})', () => {
  test("the engine's question of the seed", () => {
    expect(handleRequest({ id: 4, kind: 'points', request: { seed: 99 } })).toEqual({
      type: 'result',
      id: 4,
      kind: 'points',
      result: dealPointsQuestion(99),
    });
  });
});

describe('handleRequest({kind: "score"}): the rules', () => {
  // 13-sided kokushi, a non-dealer's ron: one yakuman by default (Tenhou's rules), two under Mahjong Soul's.
  const ron = (rules?: ScoreRules) => {
    const response = handleRequest({
      id: 1,
      kind: 'score',
      request: {
        position: packed('19m19p19s12345677z'),
        situation: scoreSituationOf({ ...SIT, by: 'ron' }, 4),
        ...(rules ? { rules } : {}),
      },
    });
    if (response.type !== 'result') throw new Error(JSON.stringify(response));
    return response.result;
  };
  test('a complete hand is valued by the rules sent', () => {
    expect(complete(ron()).outcome).toMatchObject({ yakuman: 1, points: 32000 });
    expect(complete(ron(MAHJONG_SOUL_RULES)).outcome).toMatchObject({ yakuman: 2, points: 64000 });
  });
  test('each wait of a tenpai hand too', () => {
    const waits = (rules?: ScoreRules) => {
      const response = handleRequest({
        id: 2,
        kind: 'score',
        request: { position: packed('1112345678999m'), situation: scoreSituationOf(SIT, 4), ...(rules ? { rules } : {}) },
      });
      if (response.type !== 'result') throw new Error(JSON.stringify(response));
      return waitsOf(response.result).map((w) => (w.ron.kind === 'win' ? w.ron.points : null));
    };
    expect(waits()).toEqual(Array(9).fill(32000));
    expect(waits(MAHJONG_SOUL_RULES)).toEqual(Array(9).fill(64000));
  });
});

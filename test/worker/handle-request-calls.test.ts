/**
 * The worker's call table (docs/rules.md#call-or-pass): the engine's callOptions of the position read at
 * its table, the offered tile as sent, the situation's winds and kuitan and, for the figures,
 * the probabilities' options at the turn; refusals as data.
 */
import { describe, expect, test } from 'vitest';
import { game, parsePosition, parseTable } from '../../src/engine/index.ts';
import { handleRequest } from '../../src/worker/handle-request.ts';
import type { CallsRequest } from '../../src/worker/protocol.ts';
import type { OtherSeat, TableInput } from '../../src/engine/index.ts';
import { offerTile } from '../../src/address/call-query.ts';
import { packed } from '../support/packed.ts';

const OPTIONS = {
  round: 'E',
  seat: 'S',
  handChanges: false,
  shantenBack: false,
  riichi: 'best',
  red: true,
  ura: true,
  riichiStick: false,
  tenpaiPayment: 0,
  ippatsu: false,
  haitei: false,
  honba: 0,
  sticks: 0,
} as const;

/** A call question as a test writes it: the hand and the table in notation, the offered tile's code. */
type Typed = Omit<CallsRequest, 'position' | 'offer'> & { hand: string; table?: TableInput; offer: { tile: string; from: OtherSeat } };

/** The question as the page sends it: the position packed, the offered tile read (call-query.ts). */
const asked = ({ hand, table, offer, ...rest }: Typed): CallsRequest => ({
  ...rest,
  position: packed(hand, table ?? {}),
  offer: { tile: offerTile(offer), from: offer.from },
});

/** docs/rules.md's example: 4m from the left player, two chis (one keeping the red five). */
const DOCS: Typed = {
  hand: '2340m5m678p11z222s',
  table: { seen: '9s', dora: '1p' },
  offer: { tile: '4m', from: 3 },
  round: 'E',
  seat: 'S',
  kuitan: true,
};

function positionOf(request: Typed) {
  const table = parseTable(request.table ?? {});
  if (!table.ok) throw new Error(JSON.stringify(table.error));
  const position = parsePosition(request.hand, table.value);
  if (!position.ok) throw new Error(JSON.stringify(position.error));
  return position.value;
}

describe('handleRequest({kind: "callTable"})', () => {
  test("the engine's own call table of the position, and nothing else", () => {
    const response = handleRequest({ id: 1, kind: 'callTable', request: asked(DOCS) });
    if (response.type !== 'result') throw new Error(JSON.stringify(response));
    const want = game.callOptions(positionOf(DOCS), { tile: { kind: 3, red: false }, from: 3 }, { round: 'E', seat: 'S', kuitan: true });
    if (!want.ok) throw new Error(want.error.code);
    expect(response.result).toEqual(want.value);
    // What the rules say of this hand: pass, chi (234m) and chi (345m) keeping the red five.
    const calls = response.result.calls;
    expect(calls.map((c) => c.call)).toEqual(['pass', 'chi', 'chi']);
    expect(calls.map((c) => (c.call === 'pass' ? null : c.meld.tiles))).toEqual([null, [1, 2, 3], [2, 3, 4]]);
    expect(calls.map((c) => (c.call === 'pass' ? null : c.redKept))).toEqual([null, false, true]);
  });

  test('a red five offered is read from its 0: the meld holds it', () => {
    const request: Typed = { ...DOCS, hand: '234m55p678p11z222s', offer: { tile: '0p', from: 2 } };
    const response = handleRequest({ id: 2, kind: 'callTable', request: asked(request) });
    if (response.type !== 'result') throw new Error(JSON.stringify(response));
    const pon = response.result.calls.find((c) => c.call === 'pon');
    expect(pon && pon.call !== 'pass' ? pon.meld.red : null).toBe(1);
    const want = game.callOptions(positionOf(request), { tile: { kind: 13, red: true }, from: 2 }, { round: 'E', seat: 'S', kuitan: true });
    if (!want.ok) throw new Error(want.error.code);
    expect(response.result).toEqual(want.value);
  });

  test('the winds and kuitan reach the yaku chances: kuitan off leaves no tanyao', () => {
    const request: Typed = { ...DOCS, hand: '234m56m678p22456s', offer: { tile: '4m', from: 3 }, kuitan: false };
    const response = handleRequest({ id: 3, kind: 'callTable', request: asked(request) });
    if (response.type !== 'result') throw new Error(JSON.stringify(response));
    const want = game.callOptions(
      positionOf(request),
      { tile: { kind: 3, red: false }, from: 3 },
      { round: 'E', seat: 'S', kuitan: false },
    );
    if (!want.ok) throw new Error(want.error.code);
    expect(response.result).toEqual(want.value);
    const on = handleRequest({ id: 4, kind: 'callTable', request: asked({ ...request, kuitan: true }) });
    if (on.type !== 'result') throw new Error(JSON.stringify(on));
    expect(JSON.stringify(on.result)).not.toBe(JSON.stringify(response.result));
  });

  test("callFigures: the engine's table with the probabilities' settings and the turn", () => {
    const request: Typed = {
      ...DOCS,
      hand: '123m456p789s1122z',
      table: {},
      offer: { tile: '1z', from: 1 },
      probabilities: { ...OPTIONS, turn: 9 },
    };
    const response = handleRequest({ id: 5, kind: 'callFigures', request: asked(request) });
    if (response.type !== 'result') throw new Error(JSON.stringify(response));
    const want = game.callOptions(
      positionOf(request),
      { tile: { kind: 27, red: false }, from: 1 },
      { round: 'E', seat: 'S', kuitan: true, probabilities: { ...OPTIONS, turn: 9 } },
    );
    if (!want.ok) throw new Error(want.error.code);
    expect(response.result).toEqual(want.value);
    expect(response.result.calls.map((c) => c.call)).toEqual(['pass', 'pon']);
    expect(response.result.calls.map((c) => c.probabilities?.turn)).toEqual([9, 9]);
  });

  test("docs/rules.md's worked example through the worker, with the page's default settings", () => {
    const request: Typed = {
      hand: '23m456p11789s556z',
      table: {},
      offer: { tile: '5z', from: 2 },
      round: 'E',
      seat: 'S',
      kuitan: true,
      probabilities: { ...OPTIONS, turn: 4 },
    };
    const response = handleRequest({ id: 6, kind: 'callFigures', request: asked(request) });
    if (response.type !== 'result') throw new Error(JSON.stringify(response));
    const shown = (e: (typeof response.result.calls)[number]) => {
      const p = e.probabilities!;
      return [e.call, (100 * p.tenpai).toFixed(2), (100 * p.win).toFixed(2), p.ev.toFixed(0)];
    };
    expect(response.result.calls.map(shown)).toEqual([
      ['pass', '73.36', '17.37', '728'],
      ['pon', '100.00', '58.28', '641'],
    ]);
  });

  test('a turn outside 1-17 is refused as data', () => {
    const request: Typed = { ...DOCS, probabilities: { ...OPTIONS, turn: 18 } };
    const response = handleRequest({ id: 7, kind: 'callFigures', request: asked(request) });
    expect(response.type === 'error' && response.message).toEqual({ code: 'invalid-turn', turn: 18 });
  });

  test.each([
    ['a hand of 14 tiles', { hand: '2340m5m678p11z222s1m' }, { code: 'not-a-call-hand', tiles: 14 }],
    ['a fifth copy offered', { hand: '4444m5m678p11z222s', offer: { tile: '4m', from: 3 } }, 'offered-tile-unavailable'],
    ['a code that is no tile', { offer: { tile: '8z', from: 3 } }, { code: 'invalid-offer', reason: 'not-a-tile' }],
    ['a seat that is none', { offer: { tile: '4m', from: 'behind' } }, { code: 'invalid-offer', reason: 'not-a-seat' }],
    [
      'across with three players',
      { table: { players: 3 }, hand: '11p789p11z222s345s', offer: { tile: '1p', from: 2 } },
      { code: 'invalid-offer', reason: 'seat-absent' },
    ],
  ] as const)('%s is refused as data', (_name, patch, error) => {
    const response = handleRequest({ id: 9, kind: 'callTable', request: asked({ ...DOCS, ...patch } as Typed) });
    if (response.type !== 'error') throw new Error(JSON.stringify(response));
    if (typeof error === 'string') expect(response.message.code).toBe(error);
    else expect(response.message).toEqual(error);
  });

  test("a position that cannot be is the engine's error, as the other kinds give it", () => {
    const response = handleRequest({ id: 10, kind: 'callTable', request: { ...asked(DOCS), position: { hand: [0, 1, 99] } } });
    expect(response.type === 'error' && response.message.code).toBe('unknown-character');
  });
});

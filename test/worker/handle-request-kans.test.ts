/**
 * The worker's kan table (docs/rules.md#call-or-pass, a kan on your own turn): the engine's kanOptions of
 * the position read at its table and, for the figures, the probabilities' options at the turn; refusals
 * as data.
 */
import { describe, expect, test } from 'vitest';
import { game, parsePosition, parseTable } from '../../src/engine/index.ts';
import { handleRequest } from '../../src/worker/handle-request.ts';
import type { KansRequest } from '../../src/worker/protocol.ts';
import type { TableInput } from '../../src/engine/index.ts';
import { packed } from '../support/packed.ts';

/** A kan question as a test writes it: the hand and the table in notation. */
type Typed = Omit<KansRequest, 'position'> & { hand: string; table?: TableInput };

/** The question as the page sends it: the position packed. */
const asked = ({ hand, table, ...rest }: Typed): KansRequest => ({ ...rest, position: packed(hand, table ?? {}) });

/** The page's default probabilities' options (the situation: east round, south seat). */
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

/** Four 1m concealed and a pon of 7s with its fourth copy in the hand: a closed kan and an added kan. */
const BOTH: Typed = { hand: '1111m456p22z3z7s(777s)', table: { seen: '9p', dora: '2p' } };

function positionOf(request: Typed) {
  const table = parseTable(request.table ?? {});
  if (!table.ok) throw new Error(JSON.stringify(table.error));
  const position = parsePosition(request.hand, table.value);
  if (!position.ok) throw new Error(JSON.stringify(position.error));
  return position.value;
}

describe('handleRequest({kind: "kanTable"})', () => {
  test("the engine's own kan table of the position, and nothing else", () => {
    const response = handleRequest({ id: 1, kind: 'kanTable', request: asked(BOTH) });
    if (response.type !== 'result') throw new Error(JSON.stringify(response));
    const want = game.kanOptions(positionOf(BOTH));
    if (!want.ok) throw new Error(want.error.code);
    expect(response.result).toEqual(want.value);
    // Not declaring, the closed kan of 1m, the added kan of 7s; no figures asked, none given.
    const kans = response.result.kans;
    expect(kans.map((k) => k.kan)).toEqual(['none', 'closed', 'added']);
    expect(kans.map((k) => (k.kan === 'none' ? null : [k.meld.kind, k.meld.tiles]))).toEqual([
      null,
      ['ankan', [0, 0, 0, 0]],
      ['kan', [24, 24, 24, 24]],
    ]);
    expect(kans.some((k) => k.probabilities !== undefined)).toBe(false);
  });

  test("kanFigures: the engine's table with the probabilities' settings and the turn", () => {
    const request: Typed = { hand: '1111m234p567s2233z', table: {}, probabilities: { ...OPTIONS, turn: 7 } };
    const response = handleRequest({ id: 2, kind: 'kanFigures', request: asked(request) });
    if (response.type !== 'result') throw new Error(JSON.stringify(response));
    const want = game.kanOptions(positionOf(request), { probabilities: { ...OPTIONS, turn: 7 } });
    if (!want.ok) throw new Error(want.error.code);
    expect(response.result).toEqual(want.value);
    const kans = response.result.kans;
    expect(kans.map((k) => k.kan)).toEqual(['none', 'closed']);
    expect(kans.map((k) => k.probabilities?.turn)).toEqual([7, 7]);
    // Both are tenpai on 2z and 3z by the last draw whatever is drawn: a tenpai hand stays tenpai.
    expect(kans.map((k) => k.probabilities!.tenpai)).toEqual([1, 1]);
    // The options reach the engine: without red fives and ura the figures differ.
    const plain = handleRequest({
      id: 3,
      kind: 'kanFigures',
      request: asked({ ...request, probabilities: { ...OPTIONS, ura: false, turn: 7 } }),
    });
    if (plain.type !== 'result') throw new Error(JSON.stringify(plain));
    expect(plain.result.kans[1]!.probabilities!.ev).toBeLessThan(kans[1]!.probabilities!.ev);
  });

  test.each([
    ['a hand of 13 tiles', { hand: '1111m234p567s223z' }, { code: 'not-a-discard-hand', tiles: 13 }],
    ['a turn outside 1-17', { probabilities: { ...OPTIONS, turn: 18 } }, { code: 'invalid-turn', turn: 18 }],
  ] as const)('%s is refused as data', (_name, patch, error) => {
    const response = handleRequest({ id: 4, kind: 'kanTable', request: asked({ ...BOTH, ...patch } as Typed) });
    expect(response.type === 'error' && response.message).toEqual(error);
  });

  test("a position that cannot be is the engine's error, as the other kinds give it", () => {
    const response = handleRequest({ id: 5, kind: 'kanTable', request: { position: { hand: [0, 1, 99] } } });
    expect(response.type === 'error' && response.message.code).toBe('unknown-character');
  });
});

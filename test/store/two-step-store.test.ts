/**
 * The store's side of the two-step analysis: it is asked after each analysis, kept for the position it
 * is about, and the table's order (`sort`) lives in the address beside the position.
 */
import { describe, expect, test } from 'vitest';
import { tileOf, type TwoStepRow } from '../../src/engine/light.ts';
import { orderRows, type TileSafety } from '../../src/store/selectors/index.ts';
import type { TwoStep } from '../../src/engine/light.ts';
import { analysisKey, fakeResult, flush, land, testStore } from '../support/fakes.ts';
import { pagePosition } from '../support/packed.ts';

const row = (discard: number, count: number, nextAverage: number | null, good: [number, number] | null = null): TwoStepRow => ({
  discard: tileOf(discard),
  shanten: 1,
  count,
  nextAverage,
  improvements: { tiles: [], count: 0 },
  improvedAverage: null,
  goodShape: good && { good: good[0], bad: good[1] },
  shantenBack: false,
});

const stepsFor = (rows: TwoStepRow[]): TwoStep => ({ form: 'standard', value: 1, rows });

describe('the two-step analysis in the store', () => {
  test('asked after the analysis of every position, with the same hand, form and table', () => {
    const { store, client } = testStore('?q=4569m1222569p258s');
    const position = pagePosition('4569m1222569p258s');
    expect(client.calls.map((c) => c.position)).toEqual([position]);
    expect(client.twoStepCalls.map((c) => [c.position, c.form])).toEqual([[position, 'standard']]);
    store.getState().actions.setForm('regular');
    expect(client.twoStepCalls.map((c) => [c.position, c.form])).toEqual([
      [position, 'standard'],
      [position, 'regular'],
    ]);
  });

  test('not asked for a 3n+1 hand, which has no discards to measure', () => {
    const { store, client } = testStore('?qd=123m456p789s1122z');
    expect(client.calls).toHaveLength(1);
    expect(client.twoStepCalls).toHaveLength(0);
    store.getState().actions.setDraft('123m456p789s1122z3z');
    expect(client.twoStepCalls.map((c) => c.position)).toEqual([pagePosition('123m456p789s1122z3z')]);
  });

  test('shown only for the answer it is about: none while computed, none for another position', async () => {
    const { store, client } = testStore('?q=123456m2378p5599s');
    client.calls[0].settle({ status: 'done', result: fakeResult('123456m2378p5599s', { discards: [] }, { table: {} }) });
    await flush();
    expect(store.select.steps(store.getState())).toBeNull(); // the first step alone, the second on its way
    client.twoStepCalls[0].settle({ status: 'done', result: stepsFor([row(31, 16, 8)]) });
    await flush();
    expect(store.select.steps(store.getState())?.get(31)?.nextAverage).toBe(8);
    // A later answer about another hand is not shown beside this one.
    land(store, 'twoStep', analysisKey('1m'), stepsFor([row(0, 1, 1)]));
    expect(store.select.steps(store.getState())).toBeNull();
  });

  test("the second step's answer does not end a press's wait for the first", async () => {
    const { store, client } = testStore('?q=123456m2378p5599s');
    store.setState({ hold: analysisKey('123456m2378p5599s') });
    client.twoStepCalls[0].settle({ status: 'done', result: stepsFor([]) });
    await flush();
    expect(store.getState().hold).toBe(analysisKey('123456m2378p5599s'));
  });
});

describe('the order of the rows (sort) in the address', () => {
  test('read from the address; an unknown one is the default', () => {
    expect(testStore('?q=123456m2378p5599s&sort=next').store.getState().sort).toBe('next');
    expect(testStore('?q=123456m2378p5599s&sort=good').store.getState().sort).toBe('good');
    expect(testStore('?q=123456m2378p5599s&sort=safety').store.getState().sort).toBe('safety');
    expect(testStore('?q=123456m2378p5599s&sort=win').store.getState().sort).toBe('win');
    expect(testStore('?q=123456m2378p5599s&sort=ev').store.getState().sort).toBe('ev');
    expect(testStore('?q=123456m2378p5599s&sort=bogus').store.getState().sort).toBe('count');
  });

  test('a new order replaces the entry (no new position), and the next positions keep it; Back restores both', () => {
    const { store, location } = testStore('?q=123456m2378p5599s');
    store.getState().actions.setSort('good');
    expect(location.entries).toEqual(['?q=123456m2378p5599s&sort=good']);
    store.getState().actions.setDraft('123456m2378p559s1z');
    expect(location.search()).toBe('?q=123456m2378p559s1z&sort=good');
    store.getState().actions.setSort('count');
    expect(location.search()).toBe('?q=123456m2378p559s1z');
    location.back();
    expect(store.getState()).toMatchObject({ hand: '123456m2378p5599s', sort: 'good' });
  });

  test('the order survives a visit to another page and back', () => {
    const { store, location } = testStore('?q=123456m2378p5599s&sort=next');
    store.getState().actions.setMode('quiz');
    store.getState().actions.setMode('analysis');
    expect(location.search()).toBe('?q=123456m2378p5599s&sort=next');
    expect(store.getState().sort).toBe('next');
  });
});

describe('orderRows(rows, steps, sort, safety, figures)', () => {
  const rows = [
    { discard: tileOf(1), shanten: 1, tiles: [], count: 16 },
    { discard: tileOf(2), shanten: 1, tiles: [], count: 12 },
    { discard: tileOf(3), shanten: 1, tiles: [], count: 12 },
  ];
  const steps = new Map([
    [1, row(1, 16, 5, [4, 12])],
    [2, row(2, 12, 8, [12, 0])],
    [3, row(3, 12, 8, [6, 6])],
  ]);
  test("Tenhou's order by count, as given; by the next step or the good-shape rate, highest first, ties in the given order", () => {
    expect(orderRows(rows, steps, 'count', null).map((r) => r.discard.kind)).toEqual([1, 2, 3]);
    expect(orderRows(rows, steps, 'next', null).map((r) => r.discard.kind)).toEqual([2, 3, 1]);
    expect(orderRows(rows, steps, 'good', null).map((r) => r.discard.kind)).toEqual([2, 3, 1]);
  });
  test('without the figures yet, the given order', () => {
    expect(orderRows(rows, null, 'next', null).map((r) => r.discard.kind)).toEqual([1, 2, 3]);
  });
  // A rank per kind (lower is safer), as select.safety gives it; the classes do not matter to the order.
  const ranks = new Map([
    [1, 7],
    [2, 3],
    [3, 3],
    [4, 0],
  ]);
  const safety = (kind: number): TileSafety => ({ against: [], rank: ranks.get(kind)! });
  test('by safety: the lowest rank first, ties in the given order, whether or not the second step is in', () => {
    const four = [...rows, { discard: tileOf(4), shanten: 1, tiles: [], count: 8 }];
    expect(orderRows(four, steps, 'safety', safety).map((r) => r.discard.kind)).toEqual([4, 2, 3, 1]);
    expect(orderRows(four, null, 'safety', safety).map((r) => r.discard.kind)).toEqual([4, 2, 3, 1]);
    // The given order is not assumed sorted: equal ranks keep it whichever it is.
    expect(orderRows([four[2], four[0], four[1]], null, 'safety', safety).map((r) => r.discard.kind)).toEqual([3, 2, 1]);
  });
  test('by safety with no riichi on the table: the given order', () => {
    expect(orderRows(rows, steps, 'safety', null).map((r) => r.discard.kind)).toEqual([1, 2, 3]);
  });
  // The probabilities at the turn shown, by the discarded tile's code: 4m has none (as a row that raises the shanten).
  const figures = new Map([
    ['2m', { win: 0.2, ev: 1500 }],
    ['3m', { win: 0.3, ev: 900 }],
  ]);
  test('by win probability or expected score, highest first; a row without figures after those with them; none yet, the given order', () => {
    expect(orderRows(rows, steps, 'win', null, figures).map((r) => r.discard.kind)).toEqual([2, 1, 3]);
    expect(orderRows(rows, steps, 'ev', null, figures).map((r) => r.discard.kind)).toEqual([1, 2, 3]);
    expect(orderRows([rows[2]!, rows[1]!, rows[0]!], steps, 'ev', null, figures).map((r) => r.discard.kind)).toEqual([1, 2, 3]);
    expect(orderRows(rows, steps, 'win', null, null).map((r) => r.discard.kind)).toEqual([1, 2, 3]);
    // An expected score below nothing (the riichi stick lost) still ranks above a row without figures.
    const negative = new Map([['2m', { win: 0, ev: -300 }]]);
    expect(orderRows([rows[1]!, rows[0]!], steps, 'ev', null, negative).map((r) => r.discard.kind)).toEqual([1, 2]);
  });
  test('the other orders ignore the safety', () => {
    expect(orderRows(rows, steps, 'count', safety).map((r) => r.discard.kind)).toEqual([1, 2, 3]);
    expect(orderRows(rows, steps, 'next', safety).map((r) => r.discard.kind)).toEqual([2, 3, 1]);
  });
});

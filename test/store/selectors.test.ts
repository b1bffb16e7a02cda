/**
 * Each distinct text is read once: the store's actions, its engine requests and the page's selectors
 * ask the same questions about the same texts, and all of them go through the selectors' caches. The
 * engine's readers are watched through its light face, the one the store imports.
 */
import { afterEach, describe, expect, test, vi } from 'vitest';
import { analyzeRequest } from '../support/packed.ts';
import * as light from '../../src/engine/light.ts';
import type { AppStore } from '../../src/store/app-store.ts';
import { handleRequest } from '../../src/worker/handle-request.ts';
import { flush, testStore } from '../support/fakes.ts';
import { countsText, mulberry32, randomHandWithMelds, randomInt, randomSeen } from '../support/random-hands.ts';

/** Every selector the analysis page runs when it draws. */
function render(store: AppStore): void {
  const { select } = store;
  for (const selector of [
    select.draftError,
    select.draftMistake,
    select.draftReading,
    select.draftCut,
    select.urlHand,
    select.workingHand,
    select.availability,
    select.pickContext,
    select.seenError,
    select.table,
    select.dora,
    select.shown,
    select.discardRows,
    select.tilesLeft,
    select.pending,
    select.failure,
  ]) {
    selector(store.getState());
  }
}

const tableText = (table: light.Table) =>
  JSON.stringify([table.players, [...table.seen], [...table.seenRed], table.indicators, table.nuki]);

/** The engine's two readers, each call named by what it is asked: the text, and what it is read against. */
function watchReaders() {
  const positions = vi.spyOn(light, 'parsePosition');
  const tables = vi.spyOn(light, 'parseTable');
  const asked = () => [
    ...positions.mock.calls.map(
      ([text, table, options]) => `hand ${text} | ${tableText(table)} | ${options?.partial ? 'partial' : 'whole'}`,
    ),
    ...tables.mock.calls.map(([input, hand]) => `table ${JSON.stringify(input)} | ${hand ? light.formatHand(hand) : 'alone'}`),
  ];
  return { positions, tables, asked };
}

const repeated = (questions: string[]) => questions.filter((q, i) => questions.indexOf(q) !== i);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('each distinct text is read once', () => {
  test('a palette press: the press, the engine request and two renders read no hand text (the position pressed is held), the unchanged table not again', () => {
    const { store, client } = testStore('?q=123m456p789s1133z&seen=9s');
    render(store);
    const { positions, tables } = watchReaders();
    store.getState().actions.addTile({ kind: 29, red: false }); // 3z
    render(store);
    render(store);
    expect(store.getState().hand).toBe('123m456p789s1133z3z');
    expect(positions).not.toHaveBeenCalled();
    // The one table read is a new question: the Seen field's list checked against the new hand.
    expect(tables.mock.calls.map(([input, hand]) => [input.seen, hand && light.formatHand(hand)])).toEqual([['9s', '123m456p789s11333z']]);
    // What was asked is what a reload of the address reads from its text.
    const table = { seen: '9s', dora: '', players: 4 as const, nuki: 0 };
    expect(client.calls.at(-1)?.position).toEqual(analyzeRequest('123m456p789s1133z3z', 'standard', table).position);
  });

  test("typing: each keystroke's text is read once, valid or not", () => {
    const { store } = testStore('?q=1p');
    const { positions, tables } = watchReaders();
    for (const text of ['1p2', '1p2p', '1p2p3', '1p2p3p4p']) {
      store.getState().actions.setDraft(text);
      render(store);
      render(store);
    }
    // Digits whose suit letter is still to come: the tiles before them are read too, as a hand being built.
    const read = positions.mock.calls.map(([text, , options]) => `${text}${options?.partial ? ' (partial)' : ''}`);
    expect(read).toEqual(['1p2', '1p (partial)', '1p2p', '1p2p3', '1p2p (partial)', '1p2p3p4p']);
    expect(repeated(read)).toEqual([]);
    expect(tables).not.toHaveBeenCalled();
  });

  test('a session of typing, presses, the Seen field, a meld, Back and Forward asks no question twice', () => {
    const { store, location } = testStore('?q=46m123p456p789p11z');
    const { actions } = store.getState();
    const { asked } = watchReaders();
    const steps: (() => void)[] = [
      () => actions.setSeenDraft('9'),
      () => actions.setSeenDraft('9s'),
      () => actions.setSeenDraft('9s1'),
      () => actions.setSeenDraft('9s1z'),
      () => actions.setDraft('46m123p456p789p11z5'),
      () => actions.setDraft('46m123p456p789p11z5m'),
      () => actions.addTile({ kind: 27, red: false }), // refused: 14 tiles, the hand is full
      () => actions.discard(3, 4), // 4m out, 5m in
      () => actions.setEntry('dora'),
      () => actions.addTile({ kind: 30, red: false }),
      () => actions.setPlayers(3),
      () => actions.setPlayers(4),
      () => location.back(),
      () => location.back(),
      () => location.forward(),
      () => location.forward(),
    ];
    for (const step of steps) {
      step();
      render(store);
      render(store);
    }
    expect(store.getState().table).toMatchObject({ seen: '9s1z', dora: '4z', players: 4 });
    expect(asked().length).toBeGreaterThan(10);
    expect(repeated(asked())).toEqual([]);
  });
});

describe('selectTilesLeft: the copies left on each tile of the results', () => {
  test("on 120 seeded positions (melds, seen tiles, three players), each row's count is the sum over its tiles, each wait's its own", async () => {
    const rng = mulberry32(13);
    for (let i = 0; i < 120; i++) {
      const players = i % 5 === 0 ? 3 : 4;
      const family = players === 3 ? 'terminals-honors' : (['any', 'suit-honors', 'one-suit'] as const)[i % 3];
      const melds = randomInt(rng, 3);
      const hand = randomHandWithMelds(rng, family, melds, 14 - 3 * melds - (i % 2));
      const text = light.formatHand(hand);
      const whole = light.handCounts(hand);
      const seenCounts = randomSeen(rng, whole, 12);
      if (players === 3) seenCounts.fill(0, 1, 8); // no 2m-8m in the set
      const seen = countsText(seenCounts);
      const table = { seen, dora: '', players: players as 3 | 4, nuki: 0 };
      const search = `?q=${encodeURIComponent(text)}${seen ? `&seen=${seen}` : ''}${players === 3 ? '&players=3' : ''}`;
      const { store, client } = testStore(search);
      const answer = handleRequest({ id: 1, kind: 'analyze', request: analyzeRequest(text, 'standard', table) });
      if (answer.type !== 'result') throw new Error(`${search}: ${answer.message}`);
      client.calls[0].settle({ status: 'done', result: answer.result });
      await flush();
      const left = store.select.tilesLeft(store.getState());
      expect(left, search).not.toBeNull();
      const sum = (tiles: number[]) => tiles.reduce((n, k) => n + left![k], 0);
      const analysis = answer.result.analysis;
      if (analysis.kind === 'draw') {
        expect(sum(analysis.effective.tiles), search).toBe(analysis.effective.count);
        for (const wait of analysis.waits ?? []) expect(left![wait.tile], `${search} wait ${wait.tile}`).toBe(wait.count);
      } else {
        for (const row of analysis.discards) expect(sum(row.tiles), `${search} row ${row.discard}`).toBe(row.count);
      }
      // One array for the whole answer, so the rows that show it are not drawn again for a new one.
      expect(store.select.tilesLeft(store.getState())).toBe(left);
    }
  });
});

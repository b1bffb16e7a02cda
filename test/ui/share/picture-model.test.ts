/**
 * What the shared picture holds (picture-model.ts): the page's answer as it shows it, the rows in the
 * page's order (Tenhou's, ties as typed), the columns the page has figures for, the settings named only
 * when not the default, in the page's language; nothing while the answer is greyed. The drawing itself
 * is checked in a real browser (test/e2e/share-35.mjs).
 */
import { describe, expect, test } from 'vitest';
import { tileOf, type DiscardRow, type TwoStepRow } from '../../../src/engine/light.ts';
import type { Lang } from '../../../src/store/app-store.ts';
import { messagesFor } from '../../../src/ui/shell/messages.ts';
import { analysisMessagesFor } from '../../../src/ui/analysis/analysis-messages.ts';
import { evText, percentText, probabilityMessagesFor } from '../../../src/ui/analysis/probability-messages.ts';
import { emptyTable, parseHand, probabilities } from '../../../src/engine/index.ts';
import { twoStepMessagesFor } from '../../../src/ui/analysis/two-step-messages.ts';
import { shareMessagesFor } from '../../../src/ui/share/share-messages.ts';
import { PICTURE_ROWS, pictureModel } from '../../../src/ui/share/picture-model.ts';
import { fakeResult, flush, testStore } from '../../support/fakes.ts';

const words = (lang: Lang) => ({
  m: messagesFor(lang),
  a: analysisMessagesFor(lang),
  p: probabilityMessagesFor(lang),
  s: twoStepMessagesFor(lang),
  w: shareMessagesFor(lang),
});

// 4569m1222569p258s: seven discards keep 3-shanten (counts as the page's golden hand gives them).
const HAND = '4569m1222569p258s';
const row = (kind: number, count: number): DiscardRow => ({ discard: tileOf(kind), shanten: 3, tiles: [6], count });
const ROWS = [row(22, 64), row(17, 60), row(19, 60), row(25, 60), row(9, 59), row(8, 56), row(3, 40)];

async function shown(search: string, lang: Lang = 'en') {
  const { store, client } = testStore(search, { languages: [lang] });
  client.calls[0].settle({ status: 'done', result: fakeResult(HAND, { tileCount: 14, value: 3, discards: ROWS }) });
  await flush();
  return { store, client, model: () => pictureModel(store.getState(), store.select, words(lang), 'https://pairi.example/?q=' + HAND) };
}

describe('the picture of the answer shown', () => {
  test('the hand, the first rows in the order of the table, the counts, the winds and the address', async () => {
    const { model } = await shown(`?q=${HAND}`);
    const m = model()!;
    expect(m.heading).toBe('3-shanten · 14 tiles');
    expect(m.hand).toEqual({
      tiles: ['4m', '5m', '6m', '9m', '1p', '2p', '2p', '2p', '5p', '6p', '9p', '2s', '5s'],
      drawn: '8s',
      melds: [],
    });
    expect(m.columns).toEqual(['Discard', 'Tiles']);
    expect(m.rows).toHaveLength(PICTURE_ROWS);
    expect(m.rows.map((r) => r.tile)).toEqual(['5s', '9p', '2s', '8s', '1p']);
    expect(m.rows.map((r) => r.cells)).toEqual([['64'], ['60'], ['60'], ['60'], ['59']]);
    expect(m.settings).toEqual(['Round E, seat S']);
    expect(m.address).toBe('https://pairi.example/?q=' + HAND);
  });

  test('the next step once it is in, in a column of its own', async () => {
    const { client, model } = await shown(`?q=${HAND}`);
    const step = (r: DiscardRow, next: number): TwoStepRow => ({
      discard: r.discard,
      shanten: 3,
      count: r.count,
      nextAverage: next,
      improvements: { tiles: [], count: 0 },
      improvedAverage: r.count,
      goodShape: null,
      shantenBack: false,
    });
    client.twoStepCalls[0].settle({
      status: 'done',
      result: { form: 'standard', value: 3, rows: ROWS.map((r, i) => step(r, 30 + i / 3)) },
    });
    await flush();
    const m = model()!;
    expect(m.columns).toEqual(['Discard', 'Tiles', 'Next step']);
    expect(m.rows[0]!.cells).toEqual(['64', '30.00']);
    expect(m.rows[1]!.cells).toEqual(['60', '30.33']);
  });

  test('the win probability and expected score once the search is in, at the turn shown, as the engine gives them', async () => {
    const tenpai = '234567m345p6799s1z'; // 1z out: tenpai on 5s and 8s
    const { store, client } = testStore(`?q=${tenpai}`);
    const rows = [{ discard: tileOf(27), shanten: 0, tiles: [22, 25], count: 8 }];
    client.calls[0].settle({ status: 'done', result: fakeResult(tenpai, { tileCount: 14, value: 0, discards: rows }) });
    await flush();
    const call = client.probabilitiesCalls.at(-1)!;
    const parsed = parseHand(tenpai);
    if (!parsed.ok) throw new Error('fixture');
    const found = probabilities({ hand: parsed.value, table: emptyTable() }, call.options);
    call.settle({ status: 'done', result: { probabilities: found } });
    await flush();
    const m = pictureModel(store.getState(), store.select, words('en'), '')!;
    expect(m.columns).toEqual(['Discard', 'Tiles', 'Win probability', 'Expected score']);
    if (!found.ok) throw new Error('fixture');
    const top = found.value.rows.find((r) => r.discard.kind === 27)!;
    expect(m.rows[0]).toEqual({ tile: '1z', cells: ['8', percentText(top.win[0]!), evText(top.ev[0]!)] });
    expect(m.settings[0]).toBe(probabilityMessagesFor('en').turnValue(1));
  });

  test('the settings that change the figures, in Japanese', async () => {
    const { model } = await shown(`?p=${HAND}&seen=1m9p&dora=3z&round=S&seat=E`, 'ja');
    const m = model()!;
    expect(m.heading).toBe('3向聴 14枚');
    expect(m.columns).toEqual(['打', '枚数']);
    expect(m.settings).toEqual(['一般形のみ', '見えている牌: 1m9p', 'ドラ表示牌: 3z', '南場・東家']);
  });

  test('three players are named', async () => {
    const { store, client } = testStore('?q=19m123456p789s11z&players=3');
    client.calls[0].settle({
      status: 'done',
      result: fakeResult('19m123456p789s11z', { value: 1, effective: { tiles: [0, 8], count: 6 } }),
    });
    await flush();
    expect(pictureModel(store.getState(), store.select, words('en'), '')!.settings).toEqual(['Three players', 'Round E, seat S']);
  });

  test('a 13-tile hand: its waits and their copies in one line, in Chinese', async () => {
    const { store, client } = testStore('?q=123m456p789s1122z', { languages: ['zh'] });
    client.calls[0].settle({
      status: 'done',
      result: fakeResult('123m456p789s1122z', { value: 0, effective: { tiles: [27, 28], count: 4 } }),
    });
    await flush();
    const m = pictureModel(store.getState(), store.select, words('zh'), '')!;
    expect(m.columns).toEqual([analysisMessagesFor('zh').waits, '张数']);
    expect(m.rows).toEqual([{ tile: null, cells: ['12z', '4张'] }]);
    expect(m.hand.drawn).toBeNull();
  });

  test('nothing while the answer is greyed (a mistake in the field) or not in', async () => {
    const { store, model } = await shown(`?q=${HAND}`);
    expect(model()).not.toBeNull();
    store.getState().actions.setDraft(`${HAND.slice(0, -1)}x`);
    expect(model()).toBeNull();
    expect(pictureModel(testStore(`?q=${HAND}`).store.getState(), testStore().store.select, words('en'), '')).toBeNull();
  });
});

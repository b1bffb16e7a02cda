/** The practice modes in the whole page: the header's links, the quiz and drill wired to the store. */
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { chinitsuQuestion } from '../../../src/engine/practice/chinitsu.ts';
import { playDrill } from '../../../src/engine/practice/drill.ts';
import { dealPointsQuestion } from '../../../src/engine/practice/points.ts';
import { App } from '../../../src/ui/shell/app.tsx';
import { handleRequest } from '../../../src/worker/handle-request.ts';
import { flush, memoryLocation, testStore } from '../../support/fakes.ts';
import { renderWith } from '../../support/render.tsx';

const nav = () => screen.getByRole('navigation', { name: 'Modes' });

describe('the header links', () => {
  test('five links, the current page marked; a plain click switches in place', async () => {
    const location = memoryLocation('?q=19m');
    const { store } = testStore('', { location });
    renderWith(store, <App />);
    const links = within(nav()).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('aria-current')])).toEqual([
      ['Analysis', '?', 'page'],
      ['Wait quiz', '?mode=quiz', null],
      ['Discard drill', '?mode=drill', null],
      ['Points quiz', '?mode=points', null],
      ['Game review', '?mode=review', null],
    ]);
    await userEvent.click(within(nav()).getByRole('link', { name: 'Wait quiz' }));
    expect(store.getState().mode).toBe('quiz');
    expect(screen.getByRole('heading', { name: 'Full-flush wait quiz' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Hand' })).toBeNull();
    expect(within(nav()).getByRole('link', { name: 'Analysis' }).getAttribute('href')).toBe('?q=19m');
    await userEvent.click(within(nav()).getByRole('link', { name: 'Analysis' }));
    expect(location.search()).toBe('?q=19m');
    expect((screen.getByRole('textbox', { name: 'Hand' }) as HTMLInputElement).value).toBe('19m');
  });

  test('a click with a modifier key is left to the browser (a new tab)', () => {
    const { store } = testStore('?q=19m');
    renderWith(store, <App />);
    fireEvent.click(within(nav()).getByRole('link', { name: 'Discard drill' }), { ctrlKey: true });
    expect(store.getState().mode).toBe('analysis');
  });

  test('in Japanese', () => {
    const { store } = testStore('?mode=quiz', { languages: ['ja-JP'] });
    renderWith(store, <App />);
    expect(
      within(screen.getByRole('navigation', { name: 'モード' }))
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['牌理', '待ち当て', '何切る練習', '点数計算', '牌譜検討']);
  });
});

describe('the focus follows a header link into the mode', () => {
  test('the wait quiz: the focus leaves the link for the first answer tile once the hand is dealt, so 1-9 and Enter answer', async () => {
    const { store, client } = testStore('?q=19m');
    renderWith(store, <App />);
    await userEvent.click(within(nav()).getByRole('link', { name: 'Wait quiz' }));
    const r = chinitsuQuestion('1223344888999m');
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    client.quizCalls[0]!.settle({ status: 'done', result: r.value });
    await act(flush);
    expect((document.activeElement as HTMLElement).dataset.answer).toBe('');
    await userEvent.keyboard('14{Enter}');
    expect(store.getState().quiz.stats.answered).toBe(1);
  });

  test('the drill: the focus goes to its hand, so ArrowRight and Enter discard rather than deal a new drill', async () => {
    const { store, client } = testStore('?q=19m');
    renderWith(store, <App />);
    await userEvent.click(within(nav()).getByRole('link', { name: 'Discard drill' }));
    const seed = client.drillCalls[0]!.seed;
    const r = playDrill(seed, []);
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    client.drillCalls[0]!.settle({ status: 'done', result: r.value });
    await act(flush);
    expect(document.activeElement?.closest('.drill-hand')).not.toBeNull();
    await userEvent.keyboard('{ArrowRight}{Enter}');
    // The focus starts on the drawn tile; ArrowRight wraps to the first tile of the hand.
    expect(client.drillCalls[1]).toMatchObject({ seed, discards: [r.value.tiles[0]] });
  });

  test('the points quiz and the analysis: their first field', async () => {
    const { store } = testStore('?q=19m');
    renderWith(store, <App />);
    await userEvent.click(within(nav()).getByRole('link', { name: 'Points quiz' }));
    expect(document.activeElement?.closest('.points-field')).not.toBeNull();
    await userEvent.click(within(nav()).getByRole('link', { name: 'Analysis' }));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Hand' }));
  });
});

describe('the quiz page', () => {
  test('a shared hand answered with the keys: the store judges, the page says Correct', async () => {
    const { store, client } = testStore('?mode=quiz&hand=1223344888999m');
    renderWith(store, <App />);
    expect(screen.getByText('Dealing…')).toBeTruthy();
    const r = chinitsuQuestion('1223344888999m');
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    client.quizCalls[0].settle({ status: 'done', result: r.value });
    await act(flush);
    await userEvent.keyboard('14{Enter}');
    expect(screen.getByRole('status').textContent).toBe('Correct');
    expect(store.getState().quiz.stats.answered).toBe(1);
    // Backspace and Escape belong to the analysis page: here they leave its hand alone.
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(store.getState().mode).toBe('quiz');
  });
});

describe('the drill page', () => {
  test('a seeded wall: the hand from the store, a click discards through it', async () => {
    const { store, client } = testStore('?mode=drill&seed=7');
    renderWith(store, <App />);
    const r = playDrill(7, []);
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    client.drillCalls[0].settle({ status: 'done', result: r.value });
    await act(flush);
    const hand = screen.getByRole('group', { name: 'Your hand: choose a discard' });
    expect(within(hand).getAllByRole('button')).toHaveLength(14);
    expect(screen.getByRole('link', { name: 'Link to this wall' }).getAttribute('href')).toBe('?mode=drill&seed=7');
    await userEvent.click(within(hand).getAllByRole('button')[0]);
    expect(client.drillCalls[1]).toMatchObject({ seed: 7, discards: [r.value.tiles[0]] });
  });
});

describe('the practice modes in Chinese', () => {
  const KANA = /[\u3040-\u30ff]/;

  test('the wait quiz, the drill and the points quiz with its explanation: Chinese words, no Japanese kana', async () => {
    const quiz = testStore('?mode=quiz&hand=1223344888999m', { languages: ['zh'] });
    const page = renderWith(quiz.store, <App />);
    const r = chinitsuQuestion('1223344888999m');
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    quiz.client.quizCalls[0]!.settle({ status: 'done', result: r.value });
    await act(flush);
    expect(screen.getByRole('heading', { name: '清一色 听牌练习' })).toBeTruthy();
    await userEvent.keyboard('14{Enter}');
    expect(screen.getByRole('status').textContent).toBe('正确');
    expect(document.body.textContent).not.toMatch(KANA);
    page.unmount();

    const drill = testStore('?mode=drill&seed=7', { languages: ['zh'] });
    const drillPage = renderWith(drill.store, <App />);
    const d = playDrill(7, []);
    if (!d.ok) throw new Error(JSON.stringify(d.error));
    drill.client.drillCalls[0]!.settle({ status: 'done', result: d.value });
    await act(flush);
    expect(screen.getByRole('heading', { name: '何切练习' })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(KANA);
    drillPage.unmount();

    const points = testStore('?mode=points&seed=1', { languages: ['zh'] });
    renderWith(points.store, <App />);
    points.client.pointsCalls[0]!.settle({ status: 'done', result: dealPointsQuestion(1) });
    await act(flush);
    act(() => points.store.getState().actions.editPointsField('han', '1'));
    act(() => points.store.getState().actions.editPointsField('fu', '30'));
    act(() => points.store.getState().actions.editPointsField(0, '300'));
    act(() => points.store.getState().actions.editPointsField(1, '500'));
    act(() => points.store.getState().actions.checkPointsAnswer());
    expect(screen.getByText('点数明细')).toBeTruthy();
    expect(document.body.textContent).toMatch(/番/);
    expect(document.body.textContent).not.toMatch(KANA);
  });
});

describe("the practice modes' errors in the page's language", () => {
  test('a shared quiz text that is no quiz hand: said in Japanese, with no English, and nothing asked', () => {
    const { store, client } = testStore('?mode=quiz&hand=123m456p789s1122z', { languages: ['ja'] });
    renderWith(store, <App />);
    expect(client.quizCalls).toHaveLength(0);
    expect(screen.getByRole('alert').textContent).toBe('清一色の手牌は数牌の1色だけです。字牌 (z) は使えません。');
  });

  test('a shared quiz hand the engine refuses (not tenpai): said in Japanese, with no English', async () => {
    const { store, client } = testStore('?mode=quiz&hand=1357913579246m', { languages: ['ja'] });
    renderWith(store, <App />);
    // The worker's own answer to the request the store made.
    const answer = handleRequest({ id: 1, kind: 'quiz', request: client.quizCalls[0]!.request });
    if (answer.type !== 'error') throw new Error('expected a refusal');
    client.quizCalls[0]!.settle({ status: 'failed', message: answer.message });
    await act(flush);
    expect(screen.getByRole('alert').textContent).toBe('1123345567799m は一般形でも七対子でも聴牌していないため、当てる待ちがありません。');
  });

  test('a drill seed that is not one: said in Japanese and in Chinese', () => {
    const ja = testStore('?mode=drill&seed=12ab', { languages: ['ja'] });
    const page = renderWith(ja.store, <App />);
    expect(screen.getByRole('alert').textContent).toBe('シード「12ab」は0から4294967295までの整数ではありません。');
    page.unmount();
    const zh = testStore('?mode=drill&seed=12ab', { languages: ['zh'] });
    renderWith(zh.store, <App />);
    expect(screen.getByRole('alert').textContent).toBe('种子“12ab”不是0到4294967295之间的整数。');
  });
});

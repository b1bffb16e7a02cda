/**
 * The probabilities' options closer to a real game in the page (docs/rules.md#probabilities): behind a
 * disclosure beside the other options, each a labelled native control with a line on what it does, in
 * three languages; each change goes to the worker (the fake client records every request) and to the
 * address, the honba and riichi sticks are the score panel's situation, an open hand shows no riichi
 * option, a link with an option set opens the disclosure and names what is counted, and one line under
 * the probabilities says why 麻雀何切るシミュレーター's figures differ. The engine's figures under these
 * options are the engine's tests'; here only what reaches it is checked.
 */
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { tileOf } from '../../../src/engine/light.ts';
import { ResultsView } from '../../../src/ui/analysis/results-view.tsx';
import { fakeResult, flush, testStore } from '../../support/fakes.ts';
import { renderWith } from '../../support/render.tsx';

const HAND = '234567m345p6799s1z'; // tenpai after 1z
const OPEN_HAND = '234567m6799s1z(345p)';
const TABLE = { seen: '', dora: '', players: 4 as const, nuki: 0 };

async function page(search = `?q=${HAND}`, languages = ['en-US'], hand = HAND) {
  const t = testStore(search, { languages });
  renderWith(t.store, <ResultsView />);
  t.client.calls[0]!.settle({
    status: 'done',
    result: fakeResult(
      hand,
      { tileCount: 14, value: 0, discards: [{ discard: tileOf(27), shanten: 0, tiles: [22, 25], count: 8 }] },
      { table: TABLE },
    ),
  });
  await act(flush);
  return t;
}

const panel = () => screen.getByRole('region', { name: /Probabilities|和了確率・期待値|和牌率与期望值/ });
const lastOptions = (t: Awaited<ReturnType<typeof page>>) => t.client.probabilitiesCalls.at(-1)!.options;

/** The words each language gives the disclosure and its controls. */
const WORDS = {
  'en-US': {
    more: 'Closer to a real game',
    riichiStick: 'Riichi pays its stick',
    tenpaiPayment: 'Tenpai payment',
    ippatsu: 'Ippatsu',
    haitei: 'Haitei',
    honba: 'Honba',
    sticks: 'Riichi sticks',
  },
  ja: {
    more: '実戦に近づける',
    riichiStick: '立直棒 (供託)',
    tenpaiPayment: '聴牌料 (ノーテン罰符)',
    ippatsu: '一発',
    haitei: '海底摸月',
    honba: '本場',
    sticks: '供託棒',
  },
  'zh-CN': {
    more: '更接近实战',
    riichiStick: '立直棒（供托）',
    tenpaiPayment: '听牌料（未听罚符）',
    ippatsu: '一发',
    haitei: '海底摸月',
    honba: '本场',
    sticks: '供托棒',
  },
} as const;

describe('the options closer to a real game', () => {
  test.each(Object.entries(WORDS))('%s: behind a disclosure, each a labelled control with its line', async (lang, w) => {
    await page(`?q=${HAND}`, [lang]);
    const box = within(panel());
    const more = box.getByRole('button', { name: w.more });
    // Closed at a plain link: none is in force.
    expect(more.getAttribute('aria-expanded')).toBe('false');
    expect(box.queryByRole('group', { name: w.more })).toBeNull();
    await userEvent.click(more);
    expect(more.getAttribute('aria-expanded')).toBe('true');
    const group = within(box.getByRole('group', { name: w.more }));
    expect(more.getAttribute('aria-controls')).toBe(box.getByRole('group', { name: w.more }).id);
    const controls = [
      group.getByRole('checkbox', { name: w.riichiStick }),
      group.getByRole('spinbutton', { name: w.tenpaiPayment }),
      group.getByRole('checkbox', { name: w.ippatsu }),
      group.getByRole('checkbox', { name: w.haitei }),
      group.getByRole('spinbutton', { name: w.honba }),
      group.getByRole('spinbutton', { name: w.sticks }),
    ];
    // Each is off (0 shows as an empty field) and says what it does by a line of its own.
    expect(
      controls.map((c) => ((c as HTMLInputElement).type === 'checkbox' ? (c as HTMLInputElement).checked : (c as HTMLInputElement).value)),
    ).toEqual([false, '', false, false, '', '']);
    for (const control of controls) {
      const said = control.getAttribute('aria-describedby');
      expect(said, control.getAttribute('name') ?? '').toBeTruthy();
      expect(document.getElementById(said!)!.textContent!.length).toBeGreaterThan(5);
    }
    // The Japanese and Chinese pages say it without English words.
    if (lang !== 'en-US') expect(box.getByRole('group', { name: w.more }).textContent).not.toMatch(/[A-Za-z]{3,}/);
  });

  test.each([
    ['Riichi pays its stick', { riichiStick: true }, 'riichistick=1'],
    ['Ippatsu', { ippatsu: true }, 'countippatsu=1'],
    ['Haitei', { haitei: true }, 'counthaitei=1'],
  ])('%s: checked, the search is asked again with it and the address keeps it', async (name, sent, param) => {
    const t = await page();
    const before = lastOptions(t);
    await userEvent.click(screen.getByRole('button', { name: 'Closer to a real game' }));
    await userEvent.click(screen.getByRole('checkbox', { name }));
    expect(t.client.probabilitiesCalls).toHaveLength(2);
    expect(lastOptions(t)).toEqual({ ...before, ...sent });
    expect(t.location.search()).toBe(`?q=${HAND}&${param}`);
    expect(screen.getByRole('progressbar')).toBeTruthy();
    await userEvent.click(screen.getByRole('checkbox', { name }));
    expect(lastOptions(t)).toEqual(before);
    expect(t.location.search()).toBe(`?q=${HAND}`);
  });

  test('the tenpai payment typed is the figure sent; emptied, none', async () => {
    const t = await page();
    await userEvent.click(screen.getByRole('button', { name: 'Closer to a real game' }));
    const field = screen.getByRole('spinbutton', { name: 'Tenpai payment' });
    await userEvent.type(field, '3000');
    expect(lastOptions(t).tenpaiPayment).toBe(3000);
    expect((field as HTMLInputElement).value).toBe('3000');
    expect(t.location.search()).toBe(`?q=${HAND}&tenpaipay=3000`);
    await userEvent.clear(field);
    expect(lastOptions(t).tenpaiPayment).toBe(0);
    expect(t.location.search()).toBe(`?q=${HAND}`);
  });

  test("the honba and riichi sticks are the score panel's situation: one state, sent with the search", async () => {
    const t = await page();
    await userEvent.click(screen.getByRole('button', { name: 'Closer to a real game' }));
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Honba' }), '2');
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Riichi sticks' }), '1');
    expect(lastOptions(t)).toMatchObject({ honba: 2, sticks: 1 });
    expect(t.store.getState().situation).toMatchObject({ honba: 2, sticks: 1 });
    expect(t.location.search()).toBe(`?q=${HAND}&honba=2&sticks=1`);
    // Set elsewhere (the score panel), the fields here show it.
    act(() => t.store.getState().actions.setSituation({ honba: 5 }));
    expect((screen.getByRole('spinbutton', { name: 'Honba' }) as HTMLInputElement).value).toBe('5');
    expect(lastOptions(t).honba).toBe(5);
  });

  test('by keyboard: the disclosure opens with Enter, and Tab reaches each option in order', async () => {
    const t = await page();
    const more = screen.getByRole('button', { name: 'Closer to a real game' });
    more.focus();
    await userEvent.keyboard('{Enter}');
    expect(more.getAttribute('aria-expanded')).toBe('true');
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: 'Riichi pays its stick' }));
    await userEvent.keyboard(' ');
    expect(lastOptions(t).riichiStick).toBe(true);
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('spinbutton', { name: 'Tenpai payment' }));
    await userEvent.keyboard('1500');
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: 'Ippatsu' }));
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: 'Haitei' }));
    await userEvent.keyboard(' ');
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('spinbutton', { name: 'Honba' }));
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('spinbutton', { name: 'Riichi sticks' }));
    expect(lastOptions(t)).toMatchObject({ riichiStick: true, tenpaiPayment: 1500, ippatsu: false, haitei: true });
  });

  test('a link with options set: the disclosure is open, the controls say them, and a line under the figures names them', async () => {
    const t = await page(`?q=${HAND}&riichistick=1&tenpaipay=3000&countippatsu=1&counthaitei=1&honba=2&sticks=1`);
    expect(t.client.probabilitiesCalls[0]!.options).toMatchObject({
      riichiStick: true,
      tenpaiPayment: 3000,
      ippatsu: true,
      haitei: true,
      honba: 2,
      sticks: 1,
    });
    expect(screen.getByRole('button', { name: 'Closer to a real game' }).getAttribute('aria-expanded')).toBe('true');
    expect((screen.getByRole('checkbox', { name: 'Riichi pays its stick' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('spinbutton', { name: 'Tenpai payment' }) as HTMLInputElement).value).toBe('3000');
    expect(
      within(panel()).getByText(
        'Closer to a real game: riichi pays its stick, a tenpai payment of 3,000, ippatsu, haitei, 2 honba, 1 riichi stick on the table.',
      ),
    ).toBeTruthy();
  });

  test.each([
    ['ja', '実戦の要素: 聴牌料1,500点・2本場。'],
    ['zh-CN', '实战要素：听牌料1,500点、2本场。'],
  ])('%s: the line of what is counted', async (lang, line) => {
    await page(`?q=${HAND}&tenpaipay=1500&honba=2`, [lang]);
    expect(within(panel()).getByText(line)).toBeTruthy();
  });

  test('none in force: no such line', async () => {
    await page();
    expect(document.querySelector('.probability-real-on')).toBeNull();
  });

  test('an open hand cannot declare riichi: no riichi stick or ippatsu (shown while on, to turn off); haitei and the rest stay', async () => {
    await page(`?q=${OPEN_HAND}`, ['en-US'], OPEN_HAND);
    await userEvent.click(screen.getByRole('button', { name: 'Closer to a real game' }));
    const group = within(screen.getByRole('group', { name: 'Closer to a real game' }));
    expect(group.queryByRole('checkbox', { name: 'Riichi pays its stick' })).toBeNull();
    expect(group.queryByRole('checkbox', { name: 'Ippatsu' })).toBeNull();
    expect(group.getByRole('checkbox', { name: 'Haitei' })).toBeTruthy();
    expect(group.getByRole('spinbutton', { name: 'Tenpai payment' })).toBeTruthy();
  });

  test('an open hand with the riichi stick on from a link still shows it, so it can be turned off', async () => {
    const t = await page(`?q=${OPEN_HAND}&riichistick=1`, ['en-US'], OPEN_HAND);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Riichi pays its stick' }));
    expect(lastOptions(t).riichiStick).toBe(false);
  });
});

describe("one line under the probabilities: the model, and why 麻雀何切るシミュレーター's figures differ", () => {
  test.each([
    [
      'en-US',
      [/rules\.md/, /shrinking wall/, /any hand that could have drawn to the same tiles/, /new wait even in riichi/, /without a yaku/],
    ],
    ['ja', [/rules\.md/, /減っていく山/, /ツモで至りうるどの手にも移れる/, /立直後も待ちが変わる/, /役のない和了形/]],
    ['zh-CN', [/rules\.md/, /不断减少的牌山/, /任何能摸成同样14张的手牌/, /立直后也会改听/, /无役的和牌形/]],
  ])('%s', async (lang, words) => {
    await page(`?q=${HAND}`, [lang]);
    const lines = [...panel().querySelectorAll('.probability-differs')];
    expect(lines).toHaveLength(1);
    const text = lines[0]!.textContent!;
    // The program by its name; on the Chinese page in Chinese, which holds no kana.
    expect(text).toContain(lang === 'zh-CN' ? '麻雀何切模拟器' : '麻雀何切るシミュレーター');
    if (lang === 'zh-CN') expect(text).not.toMatch(/[\u3040-\u30ff]/);
    for (const word of words) expect(text).toMatch(word);
  });
});

/**
 * Kan or not at the table (docs/rules.md#call-or-pass, a kan on your own turn), driven as a player drives
 * it: your 7z into your river, three discards of the others, then your draw of a 3z to 1111m234p567s223z:
 * your turn with four 1m, and the comparison appears above the seats. The table itself is the real
 * engine's (the worker's handleRequest on the question the store asks); the figures are the engine's
 * too, or set here so the order by each figure and the one-line answer are worked out from known
 * numbers. Also: not declaring best, a kan declared from its row, no table before your draw, and the
 * words in Japanese and Chinese.
 */
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { handleRequest } from '../../../src/worker/handle-request.ts';
import type { KanTable } from '../../../src/engine/light.ts';
import type { EntryProbabilities, ProbabilityError } from '../../../src/engine/light.ts';
import { flush, testStore } from '../../support/fakes.ts';
import { answerWithEngine } from '../../support/real-engine.ts';
import { gamePage } from '../../support/game-page.tsx';
import { drawOf, intoRiver } from './tap-names.ts';

type Client = ReturnType<typeof testStore>['client'];

const START = '1111m234p567s223z7z';
const NAMES = {
  en: ['9 pin', '9 man', '4 man', 'West'],
  ja: ['九筒', '九萬', '四萬', '西'],
  zh: ['九筒', '九万', '四万', '西'],
} as const;

function page(search: string, languages = ['en']) {
  return gamePage(search, languages);
}

const palette = () => within(screen.getByRole('region', { name: /^(Tiles to add|追加する牌|添加的牌)$/ }));

/** Your 7z into your river, the right, across and left players' discards, then (unless told not to) your draw of a 3z. */
async function atYourTurn(lang: keyof typeof NAMES = 'en', draw = true) {
  const t = page(`?q=${START}`, [lang]);
  await answerWithEngine(t.client);
  await userEvent.click(
    within(screen.getByRole('region', { name: /^(Hand|手牌)$/ })).getByRole('button', { name: /^(Discard Red|中を切る|打出中)/ }),
  );
  const names = NAMES[lang];
  for (const [i, tile] of names.slice(0, 3).entries())
    await userEvent.click(palette().getByRole('button', { name: intoRiver(tile, (i + 1) as 1 | 2 | 3, lang) }));
  if (draw) await userEvent.click(palette().getByRole('button', { name: drawOf(names[3], lang) }));
  await answerWithEngine(t.client);
  return t;
}

const kanTable = (name = 'Kan or not') => within(screen.getByRole('region', { name }));

/** Each row's choice, in the order shown. */
const choices = (name?: string) =>
  kanTable(name)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelector('.call-name')!.textContent);

/** Each row's figures as shown. */
const cells = () =>
  kanTable()
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('td')].map((td) => td.textContent));

const answerLine = (name?: string) => kanTable(name).getByRole('status').textContent;

/** The engine's answer to the figures' question as it is, or with each entry's figures replaced (by kan: 'none', 'closed'). */
async function landFigures(client: Client, figures?: Record<string, Omit<EntryProbabilities, 'turn'> | ProbabilityError>) {
  const job = client.kanFiguresCalls.at(-1)!;
  const r = handleRequest({ id: 1, kind: 'kanFigures', request: job.request });
  if (r.type !== 'result') throw new Error(JSON.stringify(r));
  const result: KanTable = r.result;
  const turn = job.request.probabilities!.turn;
  const kans = result.kans.map((entry) => {
    const given = figures?.[entry.kan];
    if (!given) return entry;
    const { probabilities: _engine, ...rest } = entry;
    return 'code' in given ? { ...rest, probabilityError: given } : { ...rest, probabilities: { turn, ...given } };
  });
  job.settle({ status: 'done', result: { ...result, kans } });
  await act(flush);
  return result;
}

const m = (code: string) => ({ kind: Number(code[0]) - 1, red: false });
const FIGURES = {
  none: { tenpai: 1, win: 0.298, ev: 2600, by: { tenpai: m('1m'), win: m('1m'), ev: m('1m') } },
  closed: { tenpai: 1, win: 0.312, ev: 2400 },
};

describe('kan or not, on your turn with four 1m', () => {
  test('before your draw there is none; after it, the engine’s rows at once, the figures after, best first by the chance to win', async () => {
    const { client } = await atYourTurn('en', false);
    expect(screen.queryByRole('region', { name: 'Kan or not' })).toBeNull();
    await userEvent.click(palette().getByRole('button', { name: drawOf('West') }));
    expect(kanTable().getByRole('heading').textContent).toBe('Kan or not · turn 2');
    await answerWithEngine(client);
    // The engine's order before the figures: not declaring, then the closed kan.
    expect(choices()).toEqual(['No kan', 'Closed kan [1111m]']);
    expect(answerLine()).toBe('Working out the chances…');
    // 234p567s2233z after the kan: tenpai on 2z and 3z, four copies live.
    expect(kanTable().getAllByRole('row')[2]!.textContent).toContain('replacement draw · Tenpai · 4 tiles');
    expect(client.kanFiguresCalls.at(-1)!.request.probabilities!.turn).toBe(2);
    await landFigures(client, FIGURES);
    expect(choices()).toEqual(['Closed kan [1111m]', 'No kan']);
    expect(answerLine()).toBe('Kan 1m: win 31.2% vs 29.8% not declaring; expected 2,400 pts vs 2,600 pts not declaring');
    expect(cells()).toEqual([
      ['100.0%', '31.2%', '2,400'],
      ['100.0%', '29.8%', '2,600'],
    ]);
    // Not declaring: the discard giving the figure.
    expect(kanTable().getAllByRole('row')[2]!.textContent).toContain('discard 1m');
  });

  test('the order switch is the call table’s (callby in the address): by expected score not declaring is best', async () => {
    const { client, location } = await atYourTurn();
    await landFigures(client, FIGURES);
    const order = within(kanTable().getByRole('group', { name: 'Order by' }));
    expect(order.getByRole('button', { name: 'Win' }).getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(order.getByRole('button', { name: 'Expected score' }));
    expect(location.search()).toContain('callby=ev');
    expect(choices()).toEqual(['No kan', 'Closed kan [1111m]']);
    expect(answerLine()).toBe('No kan: expected 2,600 pts vs 2,400 pts for kan 1m; win 29.8% vs 31.2% for kan 1m');
    await userEvent.click(order.getByRole('button', { name: 'Tenpai' }));
    // Equal: the engine's order, not declaring first.
    expect(choices()).toEqual(['No kan', 'Closed kan [1111m]']);
    expect(answerLine()).toBe('No kan: tenpai 100.0% vs 100.0% for kan 1m; expected 2,600 pts vs 2,400 pts for kan 1m');
  });

  test("the engine's own figures: the cells are its values, the rows in its order by the chance to win", async () => {
    const { client } = await atYourTurn();
    const result = await landFigures(client);
    const byWin = [...result.kans].sort((a, b) => b.probabilities!.win - a.probabilities!.win);
    expect(cells()).toEqual(
      byWin.map((e) => [
        `${(100 * e.probabilities!.tenpai).toFixed(1)}%`,
        `${(100 * e.probabilities!.win).toFixed(1)}%`,
        Math.round(e.probabilities!.ev).toLocaleString('en-US'),
      ]),
    );
    const [best, other] = byWin;
    const win = (e: typeof best) => `${(100 * e!.probabilities!.win).toFixed(1)}%`;
    const ev = (e: typeof best) => `${Math.round(e!.probabilities!.ev).toLocaleString('en-US')} pts`;
    expect(answerLine()).toBe(
      best!.kan === 'none'
        ? `No kan: win ${win(best)} vs ${win(other)} for kan 1m; expected ${ev(best)} vs ${ev(other)} for kan 1m`
        : `Kan 1m: win ${win(best)} vs ${win(other)} not declaring; expected ${ev(best)} vs ${ev(other)} not declaring`,
    );
  });

  test('an entry whose search could not run says why and goes last; the answer says there is nothing to compare', async () => {
    const { client } = await atYourTurn();
    await landFigures(client, { ...FIGURES, closed: { code: 'too-large', maxStates: 1000 } });
    expect(choices()).toEqual(['No kan', 'Closed kan [1111m]']);
    expect(cells()[1]).toEqual(['—', '—', '—']);
    expect(answerLine()).toMatch(/^No chances: /);
  });

  test('a kan declared from its row: the hand shows the closed kan, the table is gone', async () => {
    const { store } = await atYourTurn();
    await userEvent.click(kanTable().getByRole('button', { name: 'Declare Closed kan [1111m] at the table' }));
    expect(store.getState().hand).toContain('[1111m]');
    expect(screen.queryByRole('region', { name: 'Kan or not' })).toBeNull();
  });

  test.each([
    [
      'ja',
      'カンするか',
      'カンするか・2巡目',
      'カン 1m: 和了率 31.2% (カンしないと29.8%)・期待値 2,400点 (カンしないと2,600点)',
      ['暗槓 [1111m]', 'カンしない'],
    ],
    ['zh', '杠不杠', '杠不杠 · 第2巡', '杠1m：和牌率 31.2%（不杠为29.8%）；期望值 2,400点（不杠为2,600点）', ['暗杠 [1111m]', '不杠']],
  ] as const)('in %s: the region, heading, answer and choices', async (lang, region, heading, answer, order) => {
    const { client } = await atYourTurn(lang);
    await landFigures(client, FIGURES);
    const table = kanTable(region);
    expect(table.getByRole('heading').textContent).toBe(heading);
    expect(answerLine(region)).toBe(answer);
    expect(choices(region)).toEqual(order);
    expect(table.getByRole('table', { name: lang === 'ja' ? 'カンしない場合と各カン' : '不杠与各种杠' })).toBeTruthy();
    expect(table.getByRole('button', { name: lang === 'ja' ? '暗槓 [1111m]を卓で宣言' : '在牌桌上开杠：暗杠 [1111m]' })).toBeTruthy();
  });
});

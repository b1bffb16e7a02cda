/**
 * Call or pass at the table (docs/rules.md#call-or-pass), driven as a player drives it: a tap on the left
 * player's last discard opens the call table. The table itself is the real engine's (the worker's
 * handleRequest on the question the store asks); the figures are set here, so the order by each figure
 * and the one-line answer are worked out from known numbers. Also: the no-yaku warning of a call that
 * leaves none, the red five kept, a refusal, recording a call from the table, the address's round trip,
 * and the words in Japanese and Chinese.
 */
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { handleRequest } from '../../../src/worker/handle-request.ts';
import type { CallTable } from '../../../src/engine/light.ts';
import type { EntryProbabilities, ProbabilityError } from '../../../src/engine/light.ts';
import { flush, testStore } from '../../support/fakes.ts';
import { answerWithEngine } from '../../support/real-engine.ts';
import { gamePage } from '../../support/game-page.tsx';
import { intoRiver, type Lang } from './tap-names.ts';

type Client = ReturnType<typeof testStore>['client'];

function page(search: string, languages = ['en']) {
  return gamePage(search, languages);
}

const palette = () => within(screen.getByRole('region', { name: /^(Tiles to add|追加する牌|添加的牌)$/ }));

/**
 * `start` (14 tiles, 7z last), your 7z into your river, then the right, across and left players' discards
 * from the palette: the left player's is the last discard.
 */
async function offeredBy(start: string, discards: [string, string, string], languages = ['en']) {
  const t = page(`?q=${start}`, languages);
  await answerWithEngine(t.client);
  await userEvent.click(
    within(screen.getByRole('region', { name: /^(Hand|手牌)$/ })).getByRole('button', { name: /^(Discard Red|中を切る|打出中)/ }),
  );
  const lang = languages[0] as Lang;
  for (const [i, tile] of discards.entries())
    await userEvent.click(palette().getByRole('button', { name: intoRiver(tile, (i + 1) as 1 | 2 | 3, lang) }));
  await answerWithEngine(t.client);
  return t;
}

/** The left player's last discard, as a button. */
const lastDiscard = () => screen.getByRole('button', { name: /last discard: call it$/ });

/** The call table's region. */
const callTable = (name = 'Call or pass') => within(screen.getByRole('region', { name }));

/** Each row's choice, in the order shown. */
const choices = () =>
  callTable()
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelector('.call-name')!.textContent);

const answerLine = () => callTable().getByRole('status').textContent;

/**
 * The engine's table for the figures' question, each entry's figures replaced by those in `figures` (by
 * choice; an error there stands for a search that could not run), as the long job answers.
 */
async function landFigures(client: Client, figures: Record<string, Omit<EntryProbabilities, 'turn'> | ProbabilityError>) {
  const job = client.callFiguresCalls.at(-1)!;
  const r = handleRequest({ id: 1, kind: 'callFigures', request: job.request });
  if (r.type !== 'result') throw new Error(JSON.stringify(r));
  const result: CallTable = r.result;
  const turn = job.request.probabilities!.turn;
  const calls = result.calls.map((entry) => {
    const name = entry.call === 'pass' ? 'pass' : `${entry.call}${entry.meld.tiles.join(',')}`;
    const given = figures[name]!;
    const { probabilities: _engine, ...rest } = entry;
    return 'code' in given ? { ...rest, probabilityError: given } : { ...rest, probabilities: { turn, ...given } };
  });
  job.settle({ status: 'done', result: { ...result, calls } });
  await act(flush);
}

const m = (code: string) => ({ kind: Number(code[0]) - 1, red: false });

/** docs/rules.md's example: 2340m5m678p11z222s, offered 4m by the left player: pass, chi (234m), chi (345m) keeping the red five. */
const DOCS = '2340m5m678p11z222s7z';
const LEFT_4M: [string, string, string] = ['9 pin', '9 man', '4 man'];
const FIGURES = {
  pass: { tenpai: 0.5, win: 0.18, ev: 1200 },
  'chi1,2,3': { tenpai: 0.6, win: 0.231, ev: 2000, by: { tenpai: m('5m'), win: m('5m'), ev: m('5m') } },
  'chi2,3,4': { tenpai: 0.7, win: 0.2, ev: 2500, by: { tenpai: m('2m'), win: m('2m'), ev: m('2m') } },
};

describe('call or pass, opened from the left player’s last discard', () => {
  test('the tap opens the table at once (the engine’s rows), the figures follow; the address keeps the offer', async () => {
    const { client, location } = await offeredBy(DOCS, LEFT_4M);
    expect(screen.queryByRole('region', { name: 'Call or pass' })).toBeNull();
    await userEvent.click(lastDiscard());
    expect(location.search()).toContain('offer=4m-left');
    expect(callTable().getByRole('heading').textContent).toBe('Call or pass: 4m from the left player');
    expect(answerLine()).toBe('Working out the chances…');
    await answerWithEngine(client);
    // The engine's order before the figures: passing, then the chis by their runs.
    expect(choices()).toEqual(['Pass', 'Chi (234m)', 'Chi (345m)']);
    const rows = callTable().getAllByRole('row');
    expect(rows[2]!.textContent).toContain('discard 5m · Tenpai · 7 tiles');
    expect(rows[3]!.textContent).toContain('The red 5m stays in the hand');
    expect(rows[2]!.textContent).not.toContain('stays in the hand');
    expect(answerLine()).toBe('Working out the chances…');
    // The figures: asked at the turn of the offer (one discard made: turn 1).
    expect(client.callFiguresCalls.at(-1)!.request.probabilities!.turn).toBe(1);
    await landFigures(client, FIGURES);
    // The answer names the expected score beside the chance to win: a call that wins more often may be worth less.
    expect(answerLine()).toBe('Chi, discard 5m: win 23.1% vs 18.0% passing; expected 2,000 pts vs 1,200 pts passing');
    expect(choices()).toEqual(['Chi (234m)', 'Chi (345m)', 'Pass']);
    const first = callTable().getAllByRole('row')[1]!;
    expect([...first.querySelectorAll('td')].map((td) => td.textContent)).toEqual(['60.0%', '23.1%', '2,000']);
  });

  test('the order switch: by expected score and by tenpai, each in the address, the answer with it', async () => {
    const { client, location } = await offeredBy(DOCS, LEFT_4M);
    await userEvent.click(lastDiscard());
    await answerWithEngine(client);
    await landFigures(client, FIGURES);
    const order = within(callTable().getByRole('group', { name: 'Order by' }));
    expect(order.getByRole('button', { name: 'Win' }).getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(order.getByRole('button', { name: 'Expected score' }));
    expect(location.search()).toContain('callby=ev');
    expect(choices()).toEqual(['Chi (345m)', 'Chi (234m)', 'Pass']);
    expect(answerLine()).toBe('Chi, discard 2m: expected 2,500 pts vs 1,200 pts passing; win 20.0% vs 18.0% passing');
    await userEvent.click(order.getByRole('button', { name: 'Tenpai' }));
    expect(location.search()).toContain('callby=tenpai');
    expect(choices()).toEqual(['Chi (345m)', 'Chi (234m)', 'Pass']);
    expect(answerLine()).toBe('Chi, discard 2m: tenpai 70.0% vs 50.0% passing; expected 2,500 pts vs 1,200 pts passing');
  });

  test('passing best: the answer says so, against the best call', async () => {
    const { client } = await offeredBy(DOCS, LEFT_4M);
    await userEvent.click(lastDiscard());
    await answerWithEngine(client);
    await landFigures(client, {
      pass: { tenpai: 0.8, win: 0.3, ev: 3000 },
      'chi1,2,3': { tenpai: 0.6, win: 0.15, ev: 2000 },
      'chi2,3,4': { tenpai: 0.7, win: 0.1, ev: 2500 },
    });
    expect(choices()).toEqual(['Pass', 'Chi (234m)', 'Chi (345m)']);
    expect(answerLine()).toBe(
      'Pass: win 30.0% vs 15.0% for the best call (chi, discard 5m); expected 3,000 pts vs 2,000 pts for the best call',
    );
  });

  test('an entry whose search could not run says why, goes last, and the answer compares the others', async () => {
    const { client } = await offeredBy(DOCS, LEFT_4M);
    await userEvent.click(lastDiscard());
    await answerWithEngine(client);
    await landFigures(client, { ...FIGURES, 'chi1,2,3': { code: 'too-large', maxStates: 1000 } });
    expect(choices()).toEqual(['Chi (345m)', 'Pass', 'Chi (234m)']);
    const failed = callTable().getAllByRole('row')[3]!;
    expect([...failed.querySelectorAll('td')].map((td) => td.textContent)).toEqual(['—', '—', '—']);
    expect(failed.querySelector('.call-note')!.textContent).toMatch(/^No chances: /);
    expect(answerLine()).toBe('Chi, discard 2m: win 20.0% vs 18.0% passing; expected 2,500 pts vs 1,200 pts passing');
  });

  test('a call that leaves no yaku is marked: 56s22p with three melds, offered 4s', async () => {
    const { client } = await offeredBy('56s22p(123m)(999p)(789s)7z', ['9 man', '1 pin', '4 sou']);
    await userEvent.click(lastDiscard());
    await answerWithEngine(client);
    expect(choices()).toEqual(['Pass', 'Chi (456s)']);
    const chi = callTable().getAllByRole('row')[2]!;
    expect(chi.textContent).toContain('No yaku (役なし): this open hand cannot win');
    expect(callTable().getAllByRole('row')[1]!.textContent).not.toContain('No yaku');
  });

  test('a refusal is said in words', async () => {
    const { client } = await offeredBy(DOCS, LEFT_4M);
    await userEvent.click(lastDiscard());
    client.callTableCalls.at(-1)!.settle({ status: 'failed', message: { code: 'not-a-call-hand', tiles: 14 } });
    await act(flush);
    expect(answerLine()).toBe('The hand has 14 tiles: a call is offered to a hand of 13 (a meld counting 3), between its draws.');
  });

  test('a call recorded from the table: the hand shows the meld, the table closes', async () => {
    const { store, client, location } = await offeredBy(DOCS, LEFT_4M);
    await userEvent.click(lastDiscard());
    await answerWithEngine(client);
    await userEvent.click(callTable().getByRole('button', { name: 'Record Chi (234m) at the table' }));
    expect(store.getState().hand).toBe('405m678p222s11z(234m)');
    expect(location.search()).not.toContain('offer=');
    expect(screen.queryByRole('region', { name: 'Call or pass' })).toBeNull();
  });

  test('the address round trip: a reload of the address opens the same table, in the same order', async () => {
    const first = await offeredBy(DOCS, LEFT_4M);
    await userEvent.click(lastDiscard());
    await answerWithEngine(first.client);
    await userEvent.click(within(screen.getByRole('group', { name: 'Order by' })).getByRole('button', { name: 'Expected score' }));
    const search = first.location.search();
    document.body.innerHTML = '';
    const again = page(search);
    await answerWithEngine(again.client);
    expect(choices()).toEqual(['Pass', 'Chi (234m)', 'Chi (345m)']);
    expect(callTable().getByRole('button', { name: 'Expected score' }).getAttribute('aria-pressed')).toBe('true');
    await landFigures(again.client, FIGURES);
    expect(choices()).toEqual(['Chi (345m)', 'Chi (234m)', 'Pass']);
  });

  test.each([
    [
      'ja',
      '鳴き判断',
      '鳴き判断: 上家の4m',
      'チー、打5m: 和了率 23.1% (スルーは18.0%)・期待値 2,000点 (スルーは1,200点)',
      ['チー (234m)', 'チー (345m)', 'スルー'],
    ],
    [
      'zh',
      '鸣牌判断',
      '鸣牌判断：上家打出的4m',
      '吃，打5m：和牌率 23.1%（不鸣为18.0%）；期望值 2,000点（不鸣为1,200点）',
      ['吃 (234m)', '吃 (345m)', '不鸣'],
    ],
  ])('in %s: the region, heading, answer and choices', async (lang, region, heading, answer, order) => {
    const names: [string, string, string] = lang === 'ja' ? ['九筒', '九萬', '四萬'] : ['九筒', '九万', '四万'];
    const { client } = await offeredBy(DOCS, names, [lang]);
    await userEvent.click(screen.getByRole('button', { name: lang === 'ja' ? /最後の捨て牌: 鳴く$/ : /最后的舍牌：鸣牌$/ }));
    await answerWithEngine(client);
    await landFigures(client, FIGURES);
    const table = callTable(region);
    expect(table.getByRole('heading').textContent).toBe(heading);
    expect(table.getByRole('status').textContent).toBe(answer);
    expect(
      table
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.querySelector('.call-name')!.textContent),
    ).toEqual(order);
    expect(table.getByRole('table', { name: lang === 'ja' ? 'スルーと各鳴き' : '不鸣与各种鸣牌' })).toBeTruthy();
  });
});

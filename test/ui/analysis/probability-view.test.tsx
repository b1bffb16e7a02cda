/**
 * The probabilities in the page: each discard row's figures at the turn shown, the turn and the options,
 * progress with Cancel, a hand of 4-shanten or worse searched by itself without hand changes and
 * shanten-back (said beside the options), why a search too large for its memory stops, the chart named
 * for what it shows, and the chart of two rows compared; both languages. The figures on the rows are the
 * real engine's (probabilities() on the hand); the comparison's chart draws rows made up for it.
 */
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { emptyTable, parseHand, probabilities } from '../../../src/engine/index.ts';
import type { DiscardRow, ProbabilityError, ProbabilityRow, TwoStepRow } from '../../../src/engine/light.ts';
import { ResultsView } from '../../../src/ui/analysis/results-view.tsx';
import { fakeResult, flush, testStore } from '../../support/fakes.ts';
import { renderWith } from '../../support/render.tsx';
import { answerWithEngine } from '../../support/real-engine.ts';
import { DEFAULT_PROBABILITY_OPTIONS, kindOfCode, tileOf } from '../../../src/engine/light.ts';

const HAND = '234567m345p6799s1z'; // tenpai after 1z: 5s and 8s
const TABLE = { seen: '', dora: '', players: 4 as const, nuki: 0 };

async function page(search = `?q=${HAND}`, languages = ['en-US'], value = 0) {
  const t = testStore(search, { languages });
  renderWith(t.store, <ResultsView />);
  t.client.calls[0]!.settle({
    status: 'done',
    result: fakeResult(
      HAND,
      { tileCount: 14, value, discards: [{ discard: tileOf(27), shanten: 0, tiles: [22, 25], count: 8 }] },
      { table: TABLE },
    ),
  });
  await act(flush);
  return t;
}

async function answer(t: Awaited<ReturnType<typeof page>>) {
  const call = t.client.probabilitiesCalls.at(-1)!;
  const parsed = parseHand(HAND);
  if (!parsed.ok) throw new Error('fixture');
  call.settle({
    status: 'done',
    result: {
      probabilities: probabilities({ hand: parsed.value, table: emptyTable() }, call.options),
    },
  });
  await act(flush);
}

describe('the probabilities in the page', () => {
  test("pending on the rows with a progress bar and Cancel, then each row's figures at the turn shown", async () => {
    const t = await page();
    expect(document.querySelector('.row-chances[data-pending]')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
    await answer(t);
    const row = document.querySelector('tr[data-discard="1z"] .row-chances') as HTMLElement;
    // 8 live tiles of 123, 17 draws to come (dama and riichi alike for the win).
    const win = 1 - (1 - 8 / 123) ** 17;
    expect(Number(row.dataset.win)).toBeCloseTo(win, 12);
    expect(row.textContent).toBe(
      `Tenpai 100.0% · Win ${(100 * win).toFixed(1)}% · ${Math.round(Number(row.dataset.ev)).toLocaleString('en-US')} pts`,
    );
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Turn' }), '12');
    const later = 1 - (1 - 8 / 123) ** 6;
    expect(Number((document.querySelector('tr[data-discard="1z"] .row-chances') as HTMLElement).dataset.win)).toBeCloseTo(later, 12);
    expect(t.location.search()).toBe(`?q=${HAND}&turn=12`);
    // The turn's words count its draws: one draw is one.
    expect(screen.getByRole('option', { name: 'turn 17 (1 draw to come)' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'turn 16 (2 draws to come)' })).toBeTruthy();
    expect(screen.getByRole('img', { name: /Win probability and expected score by turn for Discard 1z/ })).toBeTruthy();
  });

  test("a plain link: the winds shown beside the turn are the engine's defaults, and the ones searched", async () => {
    const t = await page();
    const panel = screen.getByRole('region', { name: 'Probabilities' });
    const round = within(panel).getByRole('combobox', { name: 'Round wind' }) as HTMLSelectElement;
    const seat = within(panel).getByRole('combobox', { name: 'Seat wind' }) as HTMLSelectElement;
    expect([round.value, seat.value]).toEqual([DEFAULT_PROBABILITY_OPTIONS.round, DEFAULT_PROBABILITY_OPTIONS.seat]);
    expect(seat.value).toBe('S');
    expect(t.client.probabilitiesCalls[0]!.options).toMatchObject({ round: round.value, seat: seat.value });
    expect(within(panel).getByText(/round wind East, seat wind South \(not the dealer\)/)).toBeTruthy();
  });

  test('Cancel stops the run; Compute asks again', async () => {
    const t = await page();
    expect(t.client.probabilitiesCalls[0]!.signal?.aborted).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(t.client.probabilitiesCalls[0]!.signal?.aborted).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Compute' }));
    expect(t.client.probabilitiesCalls).toHaveLength(2);
  });
});

describe('a row finds the figures of the copy it discards, named by the engine', () => {
  // The hand holds the red 5p alone: its row gives the red five away. With red fives off, the engine
  // searched the five as a five; the row still shows the figures of that copy (the table once looked
  // them up under 0p, found none, and left the row bare).
  test.each([
    ['red fives as kinds', '&back=1'],
    ['red fives off', '&back=1&nored=1'],
  ])('%s', async (_case, options) => {
    const t = testStore(`?q=234567m340p6799s1z${options}`);
    renderWith(t.store, <ResultsView />);
    await answerWithEngine(t.client);
    await userEvent.click(screen.getByText(/^Discards that raise the shanten/, { selector: 'summary' }));
    const five = document.querySelector('tr[data-discard="5p"]') as HTMLElement;
    expect(within(five).getByRole('button', { name: /red 5 pin/ })).toBeTruthy();
    const figures = five.querySelector('.row-chances[data-win]') as HTMLElement;
    expect(figures).not.toBeNull();
    const answer = t.store.getState().requests.probabilities.shown!.data.probabilities;
    if (!answer.ok) throw new Error(answer.error.code);
    const row = answer.value.rows.find((r) => r.discard.kind === 13)!;
    expect(row.discard).toEqual({ kind: 13, red: true });
    expect(Number(figures.dataset.win)).toBe(row.win[0]);
  });
});

describe("the engine's errors, in the page's language", () => {
  // Every code of a ProbabilityError, with the words each language must say of it (the tile named in
  // that language); the Japanese and Chinese pages hold no English word.
  const CASES: [ProbabilityError, RegExp, RegExp, RegExp][] = [
    [{ code: 'not-a-discard-hand', tiles: 13 }, /the hand has 13 tiles/, /手牌が13枚です/, /手牌有13张/],
    [{ code: 'too-many-plain-fives', kind: 13 }, /more than three plain 5 pin/, /赤でない五筒が3枚を超えて/, /非赤的五筒超过3张/],
    [
      { code: 'too-many-copies', tile: { kind: 22, red: true } },
      /more copies of red 5 sou than the set holds/,
      /赤五索が、見えている牌と合わせて/,
      /赤五索加上可见的牌/,
    ],
    [TOO_LARGE, /^Stopped: this hand is too far from tenpai/, /^計算を止めました: 聴牌から遠すぎて/, /^已停止计算：离听牌太远/],
    [{ code: 'cancelled' }, /^Stopped\.$/, /^中止しました。$/, /^已取消。$/],
  ];
  const RUNS = CASES.flatMap(([error, en, ja, zh]) => [
    ['en-US', error, en] as const,
    ['ja', error, ja] as const,
    ['zh-CN', error, zh] as const,
  ]);
  test.each(RUNS)('%s: %j', async (lang, error, words) => {
    const t = await page(`?q=${HAND}`, [lang]);
    const call = t.client.probabilitiesCalls.at(-1)!;
    call.settle({ status: 'done', result: { probabilities: { ok: false, error } } });
    await act(flush);
    const alert = screen.getByRole('alert');
    expect(alert.dataset.code).toBe(error.code);
    expect(alert.textContent).toMatch(words);
    if (lang !== 'en-US') expect(alert.textContent).not.toMatch(/[A-Za-z]{3,}/);
  });
});

// 4-shanten (standard form): searched by itself, with hand changes and shanten-back off.
const FAR_HAND = '148m11467p339s247z';
const TOO_LARGE = { code: 'too-large' as const, maxStates: 500_000 };

async function farPage(languages: string[], search = `?q=${FAR_HAND}&tegawari=1&back=1`) {
  const t = testStore(search, { languages });
  renderWith(t.store, <ResultsView />);
  const shanten = { standard: 4, regular: 4, chiitoitsu: 4, kokushi: 9 };
  t.client.calls[0]!.settle({
    status: 'done',
    result: fakeResult(
      FAR_HAND,
      { tileCount: 14, value: 4, shanten, discards: [{ discard: tileOf(27), shanten: 4, tiles: [0, 3], count: 8 }] },
      { table: TABLE },
    ),
  });
  await act(flush);
  return t;
}

async function tooLarge(t: Awaited<ReturnType<typeof farPage>>) {
  const call = t.client.probabilitiesCalls.at(-1)!;
  call.settle({
    status: 'done',
    result: { probabilities: { ok: false, error: TOO_LARGE } },
  });
  await act(flush);
}

describe('a hand of 4-shanten or worse', () => {
  test.each([
    [
      'en-US',
      'Probabilities',
      '4-shanten or worse: computed without hand changes and shanten-back.',
      'Cancel',
      /^Stopped: this hand is too far from tenpai\. .*memory/,
    ],
    [
      'ja',
      '和了確率・期待値',
      '4向聴以上のため、手変わり・向聴戻しなしで計算しています。',
      '中止',
      /^計算を止めました: 聴牌から遠すぎて.*メモリ/,
    ],
  ])(
    '%s: searched by itself without the two options, said beside them; too large for the memory, the page says why',
    async (lang, heading, note, cancel, why) => {
      const t = await farPage([lang]);
      const panel = screen.getByRole('region', { name: heading });
      expect(t.client.probabilitiesCalls).toHaveLength(1);
      expect(t.client.probabilitiesCalls[0]!.options).toMatchObject({ handChanges: false, shantenBack: false });
      expect(within(panel).getByRole('button', { name: cancel })).toBeTruthy();
      const said = within(panel).getByText(note);
      // The two checkboxes stay as set, and point to the note that says they are left out.
      const boxes = within(panel).getAllByRole('checkbox').slice(0, 2) as HTMLInputElement[];
      expect(boxes.map((b) => [b.checked, b.getAttribute('aria-describedby')])).toEqual([
        [true, said.id],
        [true, said.id],
      ]);
      await tooLarge(t);
      const alert = within(panel).getByRole('alert');
      expect(alert.textContent).toMatch(why);
      expect(alert.textContent).not.toContain('500,000');
      expect(within(panel).queryByRole('button', { name: cancel })).toBeNull();
    },
  );

  test("its answer, searched without the options set, is the hand's: the rows show its figures and the chart draws it", async () => {
    const t = await farPage(['en-US']);
    const call = t.client.probabilitiesCalls[0]!;
    const row = { discard: tileOf(27), tenpai: Array(18).fill(0.3), win: Array(18).fill(0.1), ev: Array(18).fill(600) };
    call.settle({
      status: 'done',
      result: {
        probabilities: { ok: true, value: { turns: 18, rows: [row], shanten: 4, states: 1000 } },
      },
    });
    await act(flush);
    expect((document.querySelector('tr[data-discard="1z"] .row-chances') as HTMLElement).textContent).toBe(
      'Tenpai 30.0% · Win 10.0% · 600 pts',
    );
    expect(screen.getByRole('img', { name: /for Discard 1z$/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Compute' })).toBeNull();
  });

  test('nearer tenpai there is no note, and the options are searched as set', async () => {
    const t = await page(`?q=${HAND}&tegawari=1`);
    expect(t.client.probabilitiesCalls[0]!.options.handChanges).toBe(true);
    expect(screen.queryByText(/4-shanten or worse/)).toBeNull();
    expect(screen.getAllByRole('checkbox')[0]!.getAttribute('aria-describedby')).toBeNull();
  });
});

// The comparison: 123456m2378p5599s, 1-shanten; 5s, 9s and 2p keep it, 1m raises it (no figures then).
const PAIR_HAND = '123456m2378p5599s';
const PAIR_ROWS: DiscardRow[] = [
  { discard: tileOf(22), shanten: 1, tiles: [9, 12, 14, 17], count: 16 },
  { discard: tileOf(26), shanten: 1, tiles: [9, 12, 14, 17], count: 16 },
  { discard: tileOf(10), shanten: 1, tiles: [14, 17, 22, 26], count: 12 },
  { discard: tileOf(0), shanten: 2, tiles: [0, 3, 6, 9, 12, 14, 17, 22, 26], count: 30 },
];
const step = (discard: number): TwoStepRow => ({
  discard: tileOf(discard),
  shanten: 1,
  count: 16,
  nextAverage: 8,
  improvements: { tiles: [], count: 0 },
  improvedAverage: 16,
  goodShape: null,
  shantenBack: discard === 0,
});
const curve = (discard: string, win: number): ProbabilityRow => ({
  discard: tileOf(kindOfCode(discard), discard.startsWith('0')),
  tenpai: Array.from({ length: 18 }, (_, k) => Math.min(1, (2 * win * (18 - k)) / 17)),
  win: Array.from({ length: 18 }, (_, k) => (win * (17 - k)) / 17),
  ev: Array.from({ length: 18 }, (_, k) => (3000 * win * (17 - k)) / 17),
});
const CURVES = [curve('5s', 0.6), curve('9s', 0.55), curve('2p', 0.4)];

async function comparing(languages = ['en-US'], search = `?q=${PAIR_HAND}`) {
  const t = testStore(search, { languages });
  renderWith(t.store, <ResultsView />);
  t.client.calls[0]!.settle({
    status: 'done',
    result: fakeResult(PAIR_HAND, { tileCount: 14, value: 1, discards: PAIR_ROWS }, { table: TABLE }),
  });
  await act(flush);
  t.client.twoStepCalls[0]!.settle({
    status: 'done',
    result: { form: 'standard', value: 1, rows: PAIR_ROWS.map((r) => step(r.discard.kind)) },
  });
  await act(flush);
  const compare = async (...codes: string[]) => {
    for (const code of codes)
      await userEvent.click(
        within(document.querySelector(`tr[data-discard="${code}"]`) as HTMLElement).getByRole('button', { name: /Compare|比較/ }),
      );
  };
  const answerAll = async () => {
    const call = t.client.probabilitiesCalls.at(-1)!;
    call.settle({
      status: 'done',
      result: {
        probabilities: { ok: true, value: { turns: 18, rows: CURVES, shanten: 1, states: 100 } },
      },
    });
    await act(flush);
  };
  return { ...t, compare, answerAll };
}

const comparison = () => document.querySelector('section.row-comparison') as HTMLElement;

describe('the chart of the two rows compared', () => {
  test('while the search runs a line says the chart follows; once in, the chart of exactly those two, named for both', async () => {
    const t = await comparing();
    await t.compare('5s', '2p');
    const box = within(comparison());
    expect(box.getByText('The chart of these two discards follows once the probabilities are computed.')).toBeTruthy();
    expect(box.queryByRole('img')).toBeNull();
    await t.answerAll();
    const chart = box.getByRole('img', { name: 'Win probability and expected score by turn, discard 5s against discard 2p' });
    expect(box.queryByText(/follows once/)).toBeNull();
    // The legend names each line's discard, in the comparison's order; each of the two charts draws two lines.
    expect([...chart.querySelectorAll('.chart-key')].map((k) => k.textContent)).toEqual(['Discard 5s', 'Discard 2p']);
    const lines = [...chart.querySelectorAll('svg.probability-chart')].map((svg) => svg.querySelectorAll('polyline').length);
    expect(lines).toEqual([2, 2]);
    // The lines are told apart by their dashes too, not by colour alone.
    const dashes = [...chart.querySelectorAll('svg.probability-chart')[0]!.querySelectorAll('polyline')].map((l) =>
      l.getAttribute('stroke-dasharray'),
    );
    expect(dashes[0]).not.toBe(dashes[1]);
    // The best discards' chart below the table is still there, and is another picture.
    expect(screen.getByRole('img', { name: /for Discard 5s, Discard 9s, Discard 2p$/ })).toBeTruthy();
  });

  test('in Japanese', async () => {
    const t = await comparing(['ja']);
    await t.compare('9s', '5s');
    await t.answerAll();
    const chart = within(comparison()).getByRole('img', { name: '打9sと打5sの巡目ごとの和了率と期待値' });
    expect([...chart.querySelectorAll('.chart-key')].map((k) => k.textContent)).toEqual(['打9s', '打5s']);
  });

  test("no chart while the figures shown are another search's (stale), after Cancel, or for a row without figures", async () => {
    const t = await comparing();
    await t.answerAll();
    await t.compare('5s', '9s');
    expect(within(comparison()).getByRole('img', { name: /discard 5s against discard 9s/ })).toBeTruthy();
    // An option changed: the answer shown is stale while the next runs.
    await userEvent.click(screen.getByRole('checkbox', { name: 'Hand changes' }));
    expect(t.client.probabilitiesCalls).toHaveLength(2);
    expect(within(comparison()).queryByRole('img')).toBeNull();
    expect(within(comparison()).getByText(/follows once/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(within(comparison()).queryByRole('img')).toBeNull();
    expect(within(comparison()).queryByText(/follows once/)).toBeNull();
    // Figures again, then a row that raises the shanten (no figures without shanten-back) in the pair.
    await userEvent.click(screen.getByRole('checkbox', { name: 'Hand changes' }));
    await t.answerAll();
    expect(within(comparison()).getByRole('img')).toBeTruthy();
    await userEvent.click(screen.getByText('Discards that raise the shanten (1)', { selector: 'summary' }));
    await t.compare('1m');
    expect(within(comparison()).getByRole('heading').textContent).toBe('Discard 9s or 1m');
    expect(within(comparison()).queryByRole('img')).toBeNull();
  });
});

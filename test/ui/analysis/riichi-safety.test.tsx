/**
 * A tile's safety against another player's riichi on the page (docs/rules.md#safety-against-a-riichi):
 * the hand bar's marks and tile names, the discard rows' words, and the table's order by safety
 * (`&sort=safety`). The game is the address's: the right player's river pasted,
 * `moves=r1` turning its last tile into its riichi tile (the cursor waits for you, not for it), and
 * the left player's river two 3p (with `r3`, the left player's riichi too).
 *
 * The expected classes are worked out here from the definitions, not asked of the engine. The hand
 * 157m139p58889s155z at a table showing the right player's 4m 6p 8s 1z and the left player's 3p 3p:
 *   against the right player (genbutsu 4m 6p 8s 1z):
 *     1m suji (its one two-sided wait, 23m, also waits on 4m); 7m suji (56m: 4m); 3p suji (45p: 6p);
 *     9p suji (78p: 6p); 8s and 1z genbutsu; 5s half-suji (67s waits on 8s, 34s on 2s: one side);
 *     9s no-chance (78s: all four 8s seen, three in the hand and one in the river);
 *     1p one-chance (23p: three 3p seen, one in the hand and two in the left player's river);
 *     5m unsafe (67m and 34m: neither 8m nor 2m is genbutsu, one copy at most seen of each side);
 *     5z an honour with its two copies seen (both in the hand).
 *   against the left player (genbutsu 3p): 3p genbutsu; 1p one-chance and 9s no-chance as above (the
 *     blocks count for everyone); 1z and 5z honours with two seen; every other tile unsafe.
 */
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { tileOf, type DiscardRow } from '../../../src/engine/light.ts';
import type { AppStore } from '../../../src/store/app-store.ts';
import { DiscardTableView } from '../../../src/ui/analysis/discard-table-view.tsx';
import { HandBarView } from '../../../src/ui/analysis/hand-bar-view.tsx';
import { fakeResult, flush, testStore } from '../../support/fakes.ts';
import { renderWith } from '../../support/render.tsx';
import { answerWithEngine } from '../../support/real-engine.ts';

const HAND = '157m139p58889s155z';
const TABLE = 'river1=4m6p8s1z&river3=3p3p';
const ONE_RIICHI = `?q=${HAND}&${TABLE}&moves=r1`;
const TWO_RIICHI = `?q=${HAND}&${TABLE}&moves=r1r3`;

/** The hand bar's tiles, in the bar's order (the draw, 5z, last). */
const CODES = ['1m', '5m', '7m', '1p', '3p', '9p', '5s', '8s', '8s', '8s', '9s', '1z', '5z', '5z'];
const NAMES_EN = [
  '1 man',
  '5 man',
  '7 man',
  '1 pin',
  '3 pin',
  '9 pin',
  '5 sou',
  '8 sou',
  '8 sou',
  '8 sou',
  '9 sou',
  'East',
  'White',
  'White',
];
const NAMES_JA = ['一萬', '五萬', '七萬', '一筒', '三筒', '九筒', '五索', '八索', '八索', '八索', '九索', '東', '白', '白'];
/** The hand's tiles as named: a tap discards (fourteen tiles), then the tile's name. */
const TAPS_EN = NAMES_EN.map((n) => `Discard ${n}`);
const TAPS_JA = NAMES_JA.map((n) => `${n}を切る`);

/** Each tile's class against the right player, then the left one (an honour: its copies seen). */
type Class = 'genbutsu' | 'suji' | 'half-suji' | 'no-chance' | 'one-chance' | 'unsafe' | 'honor2';
const RIGHT: Record<string, Class> = {
  '1m': 'suji',
  '5m': 'unsafe',
  '7m': 'suji',
  '1p': 'one-chance',
  '3p': 'suji',
  '9p': 'suji',
  '5s': 'half-suji',
  '8s': 'genbutsu',
  '9s': 'no-chance',
  '1z': 'genbutsu',
  '5z': 'honor2',
};
const LEFT: Record<string, Class> = {
  '1m': 'unsafe',
  '5m': 'unsafe',
  '7m': 'unsafe',
  '1p': 'one-chance',
  '3p': 'genbutsu',
  '9p': 'unsafe',
  '5s': 'unsafe',
  '8s': 'unsafe',
  '9s': 'no-chance',
  '1z': 'honor2',
  '5z': 'honor2',
};
const WORDS_EN: Record<Class, string> = {
  genbutsu: 'genbutsu',
  suji: 'suji',
  'half-suji': 'half-suji',
  'no-chance': 'no-chance',
  'one-chance': 'one-chance',
  unsafe: 'unsafe',
  honor2: 'honour, 2 seen',
};
const WORDS_JA: Record<Class, string> = {
  genbutsu: '現物',
  suji: 'スジ',
  'half-suji': '片スジ',
  'no-chance': 'ノーチャンス',
  'one-chance': 'ワンチャンス',
  unsafe: '危険',
  honor2: '字牌 (2枚見え)',
};
const SHORT_EN: Record<Class, string> = {
  genbutsu: 'gen',
  suji: 'suji',
  'half-suji': '½suji',
  'no-chance': 'NC',
  'one-chance': '1C',
  unsafe: '—',
  honor2: 'hon',
};

const bar = () => within(screen.getByRole('region', { name: /^(Hand|手牌)$/ }));
const buttons = () => bar().getAllByRole('button');
/** Each tile's marks under it, as [text, class] pairs. */
const marks = () =>
  [...document.querySelectorAll('.hand-tiles .hand-slot')].map((slot) =>
    [...slot.querySelectorAll('.safety-mark')].map((m) => [m.textContent, m.getAttribute('data-safety')]),
  );
const dataClass = (c: Class) => (c === 'honor2' ? 'honor' : c);

describe('the hand bar against a riichi', () => {
  test("one riichi (the right player's): each tile's name says its class, after the tile's own name; one mark under each tile", () => {
    const { store } = testStore(ONE_RIICHI);
    renderWith(store, <HandBarView />);
    expect(buttons().map((b) => b.dataset.tile)).toEqual(CODES);
    expect(buttons().map((b) => b.getAttribute('aria-label'))).toEqual(
      CODES.map((code, i) => `${TAPS_EN[i]}, Right player: ${WORDS_EN[RIGHT[code]]}`),
    );
    expect(marks()).toEqual(CODES.map((code) => [[SHORT_EN[RIGHT[code]], dataClass(RIGHT[code])]]));
    // The marks are for the eye: the name says it all to a screen reader.
    expect(document.querySelector('.safety-marks')?.getAttribute('aria-hidden')).toBe('true');
    // An honour's copies seen colour its mark (two: as half-suji).
    expect(document.querySelector('[data-tile="5z"] + .safety-marks .safety-mark')?.getAttribute('data-visible')).toBe('2');
    // The draw keeps its title, the class after it.
    expect(buttons()[13].title).toBe('Drawn tile, Right player: honour, 2 seen');
    expect(buttons()[0].title).toBe('Right player: suji');
  });

  test('two riichi, in Japanese: a mark per riichi player, in the order of play, and both in the name', () => {
    const { store } = testStore(TWO_RIICHI, { languages: ['ja'] });
    renderWith(store, <HandBarView />);
    expect(buttons().map((b) => b.getAttribute('aria-label'))).toEqual(
      CODES.map((code, i) => `${TAPS_JA[i]}, 下家: ${WORDS_JA[RIGHT[code]]}, 上家: ${WORDS_JA[LEFT[code]]}`),
    );
    expect(marks().map((m) => m.map(([, c]) => c))).toEqual(CODES.map((code) => [dataClass(RIGHT[code]), dataClass(LEFT[code])]));
    expect(marks()[4].map(([text]) => text)).toEqual(['筋', '現']);
  });

  test('no marks and the plain names without a riichi, or while the riichi tile is still to come', () => {
    for (const search of [`?q=${HAND}&${TABLE}`, `?q=${HAND}&${TABLE}&moves=g1r1`]) {
      const { store } = testStore(search);
      const { unmount } = renderWith(store, <HandBarView />);
      expect(store.select.safety(store.getState())).toBeNull();
      expect(buttons().map((b) => b.getAttribute('aria-label'))).toEqual(TAPS_EN);
      expect(document.querySelector('.safety-mark, .hand-slot')).toBeNull();
      unmount();
    }
  });

  test('the winning tile keeps its name, the class after it', async () => {
    // 3m against the right player: its one two-sided shape, 45m, also waits on 6m, not genbutsu, and one 4m is seen.
    const { store, client } = testStore('?q=111222333m77z456p&agari=3m&river1=4m6p8s1z&moves=r1');
    renderWith(store, <HandBarView />);
    await answerWithEngine(client);
    const marked = document.querySelectorAll('.hand-tiles [data-winning="true"]');
    expect(marked).toHaveLength(1);
    expect(marked[0]!.getAttribute('aria-label')).toBe('Discard 3 man, winning tile, Right player: unsafe');
    expect(marked[0]!.getAttribute('title')).toBe('winning tile, Right player: unsafe');
  });
});

// The discard rows of the hand, in Tenhou's order (most tiles first); the effective tiles do not matter here.
const ROWS: DiscardRow[] = (
  [
    [4, 60], // 5m
    [27, 58], // 1z
    [0, 56], // 1m
    [22, 54], // 5s
    [26, 52], // 9s
    [25, 50], // 8s
    [9, 48], // 1p
    [11, 46], // 3p
    [31, 44], // 5z
  ] as const
).map(([kind, count]) => ({ discard: tileOf(kind), shanten: 3, tiles: [], count }));
const ROW_CODES = ['5m', '1z', '1m', '5s', '9s', '8s', '1p', '3p', '5z'];

/** A store at `search` showing the hand's rows (the second step still on its way). */
async function withRows(search: string, languages = ['en-US']) {
  const { store, client, location } = testStore(search, { languages });
  client.calls[0].settle({ status: 'done', result: fakeResult(HAND, { tileCount: 14, value: 3, discards: ROWS }) });
  await act(flush);
  return { store, location };
}

function Table({ store }: { store: AppStore }) {
  return <DiscardTableView rows={store.select.discardRows(store.getState()) ?? []} />;
}

const rowOf = (code: string) => document.querySelector(`tr[data-discard="${code}"]`) as HTMLElement;
const lineOf = (code: string) => rowOf(code).querySelector('.row-safety');
const shownOrder = () => [...document.querySelectorAll('tr.discard-row')].map((tr) => tr.getAttribute('data-discard'));

describe('the discard rows against a riichi', () => {
  test("one riichi: each row says its discard's class in full under its tiles, coloured by class", async () => {
    const { store } = await withRows(ONE_RIICHI);
    renderWith(store, <Table store={store} />);
    expect(shownOrder()).toEqual(ROW_CODES);
    for (const code of ROW_CODES) {
      expect(lineOf(code)?.textContent).toBe(`Right player: ${WORDS_EN[RIGHT[code]]}`);
      expect(lineOf(code)?.querySelector('[data-safety]')?.getAttribute('data-safety')).toBe(dataClass(RIGHT[code]));
    }
  });

  test("two riichi: both players' words, in the order of play, in English and in Japanese", async () => {
    const { store } = await withRows(TWO_RIICHI);
    renderWith(store, <Table store={store} />);
    expect(lineOf('3p')?.textContent).toBe('Right player: suji · Left player: genbutsu');
    for (const code of ROW_CODES) {
      expect(lineOf(code)?.textContent).toBe(`Right player: ${WORDS_EN[RIGHT[code]]} · Left player: ${WORDS_EN[LEFT[code]]}`);
      expect([...lineOf(code)!.querySelectorAll('[data-safety]')].map((e) => e.getAttribute('data-safety'))).toEqual([
        dataClass(RIGHT[code]),
        dataClass(LEFT[code]),
      ]);
    }
    act(() => store.getState().actions.setLang('ja'));
    expect(lineOf('3p')?.textContent).toBe('下家: スジ · 上家: 現物');
    for (const code of ROW_CODES) {
      expect(lineOf(code)?.textContent).toBe(`下家: ${WORDS_JA[RIGHT[code]]} · 上家: ${WORDS_JA[LEFT[code]]}`);
    }
  });

  test('no line without a riichi', async () => {
    const { store } = await withRows(`?q=${HAND}&${TABLE}`);
    renderWith(store, <Table store={store} />);
    expect(shownOrder()).toEqual(ROW_CODES);
    expect(document.querySelector('.row-safety')).toBeNull();
  });

  test("on a phone the line stays in the row's brief view, outside the details behind its switch", async () => {
    const matchMedia = (query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      addEventListener() {},
      removeEventListener() {},
    });
    Object.defineProperty(window, 'matchMedia', { value: matchMedia, configurable: true });
    try {
      const { store } = await withRows(ONE_RIICHI);
      renderWith(store, <Table store={store} />);
      const row = rowOf('5s');
      expect(within(row).getByRole('button', { name: 'Details of discarding 5s' }).getAttribute('aria-expanded')).toBe('false');
      expect(row.querySelector('.row-brief')).not.toBeNull();
      expect(row.querySelector('.row-details')).toBeNull();
      expect(lineOf('5s')?.textContent).toBe('Right player: half-suji');
    } finally {
      delete (window as { matchMedia?: unknown }).matchMedia;
    }
  });
});

/**
 * The rows by safety, worked out from the classes above: safetyRank orders genbutsu 0, suji 3,
 * no-chance 4, one-chance 5, an honour with two seen 6, half-suji 7, unsafe 9; a row's rank is its
 * worst against the riichi players, ties in Tenhou's order (ROW_CODES).
 */
const RANK: Record<Class, number> = { genbutsu: 0, suji: 3, 'no-chance': 4, 'one-chance': 5, honor2: 6, 'half-suji': 7, unsafe: 9 };
// Against the right player: 1z 0, 8s 0, 1m 3, 3p 3, 9s 4, 1p 5, 5z 6, 5s 7, 5m 9.
const BY_SAFETY_ONE = ['1z', '8s', '1m', '3p', '9s', '1p', '5z', '5s', '5m'];
// Against both: 3p 3 (suji, genbutsu), 9s 4, 1p 5, 1z 6 (genbutsu, honour), 5z 6, then the rows unsafe against the left player.
const BY_SAFETY_TWO = ['3p', '9s', '1p', '1z', '5z', '5m', '1m', '5s', '8s'];

const order = () => within(screen.getByRole('radiogroup', { name: /^(Order|並べ替え)$/ }));

describe('the rows in order of safety', () => {
  test('the orders worked out here follow the ranks of the classes above', () => {
    // A check of the two lists against the class tables (not against the engine): ranks never fall, ties keep ROW_CODES' order.
    for (const [list, rank] of [
      [BY_SAFETY_ONE, (c: string) => RANK[RIGHT[c]]],
      [BY_SAFETY_TWO, (c: string) => Math.max(RANK[RIGHT[c]], RANK[LEFT[c]])],
    ] as const) {
      expect([...list].sort()).toEqual([...ROW_CODES].sort());
      for (let i = 1; i < list.length; i++) {
        const [a, b] = [rank(list[i - 1]), rank(list[i])];
        expect(a < b || (a === b && ROW_CODES.indexOf(list[i - 1]) < ROW_CODES.indexOf(list[i]))).toBe(true);
      }
    }
  });

  test('Safety is offered with a riichi on the table; chosen, the rows go safest first and the address says so', async () => {
    const { store, location } = await withRows(ONE_RIICHI);
    renderWith(store, <Table store={store} />);
    expect(
      order()
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['count', 'next', 'good', 'win', 'ev', 'safety']);
    await userEvent.click(order().getByRole('radio', { name: 'Safety' }));
    expect(store.getState().sort).toBe('safety');
    expect(new URLSearchParams(location.search()).get('sort')).toBe('safety');
    expect(shownOrder()).toEqual(BY_SAFETY_ONE);
    expect(screen.queryByRole('status')).toBeNull();
    // Back to Tenhou's order: the address drops the order.
    await userEvent.click(order().getByRole('radio', { name: "Tenhou's count" }));
    expect(shownOrder()).toEqual(ROW_CODES);
    expect(new URLSearchParams(location.search()).has('sort')).toBe(false);
  });

  test('the address round trip: a page opened at its address shows the same order, by the worst against two riichi (Japanese)', async () => {
    const first = await withRows(TWO_RIICHI, ['ja']);
    const { unmount } = renderWith(first.store, <Table store={first.store} />);
    await userEvent.click(order().getByRole('radio', { name: '安全度' }));
    expect(shownOrder()).toEqual(BY_SAFETY_TWO);
    const written = first.location.search();
    expect(written).toContain('sort=safety');
    unmount();
    const again = await withRows(written, ['ja']);
    renderWith(again.store, <Table store={again.store} />);
    expect(again.store.getState().sort).toBe('safety');
    expect((order().getByRole('radio', { name: '安全度' }) as HTMLInputElement).checked).toBe(true);
    expect(shownOrder()).toEqual(BY_SAFETY_TWO);
    // The top row says why it is first.
    expect(rowOf('3p').querySelector('.row-explain')?.textContent).toBe('立直に対して最も安全');
  });

  test('the top row under Safety says it is the safest, not that it has the most tiles', async () => {
    const { store } = await withRows(`${ONE_RIICHI}&sort=safety`);
    renderWith(store, <Table store={store} />);
    expect(shownOrder()[0]).toBe('1z');
    expect(rowOf('1z').querySelector('.row-explain')?.textContent).toBe('Safest against the riichi');
  });

  test("&sort=safety without a riichi: the rows keep Tenhou's order, a note says why, Safety is not offered", async () => {
    const { store, location } = await withRows(`?q=${HAND}&${TABLE}&sort=safety`);
    renderWith(store, <Table store={store} />);
    expect(store.getState().sort).toBe('safety');
    expect(shownOrder()).toEqual(ROW_CODES);
    expect(screen.getByRole('status').textContent).toBe(
      "Safety is measured against a riichi: with none on the table the rows keep Tenhou's order.",
    );
    expect(
      order()
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['count', 'next', 'good', 'win', 'ev']);
    // The top row explains Tenhou's order, which is what it is in.
    expect(rowOf('5m').querySelector('.row-explain')?.textContent).toBe('Most tiles: 60');
    // The order stays in the address, for when a riichi comes.
    expect(location.search()).toContain('sort=safety');
    act(() => store.getState().actions.setLang('ja'));
    expect(screen.getByRole('status').textContent).toBe('安全度は立直に対して測ります。立直者がいないので天鳳の順のままです。');
  });
});

/**
 * The discard table's second step (docs/rules.md#two-step-analysis): figures filled in when the worker
 * answers, the order switch, the line that explains each row's rank, the comparison of two rows, and
 * the shanten-back rows' figures, in both languages.
 */
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import type { DiscardRow, TwoStepRow } from '../../../src/engine/light.ts';
import { DiscardTableView } from '../../../src/ui/analysis/discard-table-view.tsx';
import type { AppStore } from '../../../src/store/app-store.ts';
import { fakeResult, flush, land, testStore } from '../../support/fakes.ts';
import { renderWith } from '../../support/render.tsx';
import { tileOf } from '../../../src/engine/light.ts';

// 123456m2378p5599s: 5s and 9s keep two two-sided shapes (16 tiles, all good); 2p keeps 12, a third of them good.
const HAND = '123456m2378p5599s';
const ROWS: DiscardRow[] = [
  { discard: tileOf(22), shanten: 1, tiles: [9, 12, 14, 17], count: 16 }, // 5s
  { discard: tileOf(26), shanten: 1, tiles: [9, 12, 14, 17], count: 16 }, // 9s
  { discard: tileOf(10), shanten: 1, tiles: [14, 17, 22, 26], count: 12 }, // 2p
  { discard: tileOf(0), shanten: 2, tiles: [0, 3, 6, 9, 12, 14, 17, 22, 26], count: 30 }, // 1m
];
const step = (
  discard: number,
  count: number,
  next: number | null,
  improvements: number[],
  good: [number, number] | null,
  back = false,
): TwoStepRow => ({
  discard: tileOf(discard),
  shanten: good ? 1 : 2,
  count,
  nextAverage: next,
  improvements: { tiles: improvements, count: improvements.length * 3 },
  improvedAverage: count + 1,
  goodShape: good && { good: good[0], bad: good[1] },
  shantenBack: back,
});
const STEPS = [
  step(22, 16, 8, [10, 11], [16, 0]),
  step(26, 16, 8, [10, 11], [16, 0]),
  step(10, 12, 5.333333, [11, 15, 16], [4, 8]),
  step(0, 30, 17.333333, [1], null, true),
];

const rowOf = (code: string) => document.querySelector(`tr[data-discard="${code}"]`) as HTMLElement;

/** A store showing HAND's answer, its two-step table still on its way; `answer()` brings it. */
async function shown(search = `?q=${HAND}`) {
  const { store, client, location } = testStore(search);
  client.calls[0].settle({ status: 'done', result: fakeResult(HAND, { tileCount: 14, value: 1, discards: ROWS }, { table: {} }) });
  await act(flush);
  const answer = async () => {
    client.twoStepCalls[0].settle({
      status: 'done',
      result: { form: 'standard', value: 1, rows: STEPS },
    });
    await act(flush);
  };
  return { store, location, answer };
}

function Table({ store }: { store: AppStore }) {
  return <DiscardTableView rows={store.select.discardRows(store.getState()) ?? []} />;
}

describe('the second step on the discard rows', () => {
  test('first step at once, "Next step…" on each row; the figures fill in when the worker answers', async () => {
    const { store, answer } = await shown();
    renderWith(store, <Table store={store} />);
    expect(within(rowOf('5s')).getByText('Next step…')).toBeTruthy();
    expect(within(rowOf('5s')).getByRole('cell', { name: '16' })).toBeTruthy();
    await answer();
    const five = within(rowOf('5s'));
    expect(five.getByText('Next 8.00')).toBeTruthy();
    expect(five.getByText('Improve 6')).toBeTruthy();
    expect(five.getByText('Good shape 16+0 (100%)')).toBeTruthy();
    expect(within(rowOf('2p')).getByText('Good shape 4+8 (33%)')).toBeTruthy();
    expect(within(rowOf('2p')).getByText('Next 5.33')).toBeTruthy();
    expect(screen.queryByText('Next step…')).toBeNull();
  });

  test('a tap on the improvement count lists the improving tiles; hovering names them', async () => {
    const { store, answer } = await shown();
    renderWith(store, <Table store={store} />);
    await answer();
    const summary = within(rowOf('2p')).getByText('Improve 9');
    expect(summary.getAttribute('title')).toMatch(/: 378p$/);
    await userEvent.click(summary);
    const faces = [...rowOf('2p').querySelectorAll('.step-improve-tiles [data-face]')].map((e) => e.getAttribute('data-face'));
    expect(faces).toEqual(['3p', '7p', '8p']);
  });

  test('each row explains its rank in numbers, in both languages', async () => {
    const { store, answer } = await shown();
    renderWith(store, <Table store={store} />);
    await answer();
    const explain = (code: string) => rowOf(code).querySelector('.row-explain')?.textContent;
    expect(explain('5s')).toBe('Most tiles: 16');
    expect(explain('9s')).toBe('As many tiles as discarding 5s; next step 8.00 vs 8.00');
    expect(explain('2p')).toBe('4 fewer tiles than discarding 5s; next step 5.33 vs 8.00');
    act(() => store.getState().actions.setLang('ja'));
    expect(explain('2p')).toBe('打5sより4枚少ない・次の一歩 5.33枚 対 8.00枚');
    expect(within(rowOf('2p')).getByText('好形4枚+愚形8枚 (33%)')).toBeTruthy();
  });

  test('the order switch: by the next step or the good-shape rate the rows move, the address keeps it, the explanations follow', async () => {
    const { store, location, answer } = await shown();
    renderWith(store, <Table store={store} />);
    await answer();
    const order = () => [...screen.getAllByRole('table')[0].querySelectorAll('tbody tr')].map((r) => (r as HTMLElement).dataset.discard);
    expect(order()).toEqual(['5s', '9s', '2p']);
    // Give 2p the best next step: by next step it leads, and says why against the old leader.
    STEPS[2] = { ...STEPS[2], nextAverage: 9 };
    const steps = store.getState().requests.twoStep.shown!;
    land(store, 'twoStep', steps.key, { form: 'standard', value: 1, rows: [...STEPS] });
    await userEvent.click(screen.getByRole('radio', { name: 'Next step' }));
    expect(location.search()).toBe(`?q=${HAND}&sort=next`);
    expect(order()).toEqual(['2p', '5s', '9s']);
    expect(rowOf('2p').querySelector('.row-explain')?.textContent).toBe('Widest next step: 9.00 on average');
    expect(rowOf('5s').querySelector('.row-explain')?.textContent).toBe('4 more tiles than discarding 2p, but next step 8.00 vs 9.00');
    await userEvent.click(screen.getByRole('radio', { name: 'Good shape' }));
    expect(order()).toEqual(['5s', '9s', '2p']);
    expect(rowOf('2p').querySelector('.row-explain')?.textContent).toBe('4 fewer tiles than discarding 5s; good-shape rate 33% vs 100%');
    STEPS[2] = { ...STEPS[2], nextAverage: 5.333333 };
  });

  test("compare two rows: side by side, the tiles each accepts that the other does not, and both rows' figures", async () => {
    const { store, answer } = await shown();
    renderWith(store, <Table store={store} />);
    await answer();
    await userEvent.click(within(rowOf('5s')).getByRole('button', { name: 'Compare' }));
    expect(screen.queryByRole('region', { name: /Discard 5s or/ })).toBeNull();
    await userEvent.click(within(rowOf('2p')).getByRole('button', { name: 'Compare' }));
    const panel = screen.getByRole('region', { name: 'Discard 5s or 2p' });
    const only = (code: string) =>
      [...panel.querySelectorAll(`td[data-only="${code}"] [data-face]`)].map((e) => e.getAttribute('data-face'));
    // 5s takes 1p 4p 6p 9p; 2p takes 6p 9p 5s 9s.
    expect(only('5s')).toEqual(['1p', '4p']);
    expect(only('2p')).toEqual(['5s', '9s']);
    const cells = (name: string) =>
      within(within(panel).getByRole('rowheader', { name }).closest('tr')!)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(cells('Tiles')).toEqual(['16 tiles', '12 tiles']);
    expect(cells('Next step')).toEqual(['8.00', '5.33']);
    expect(cells('Good shape')).toEqual(['16+0 (100%)', '4+8 (33%)']);
    // A third row replaces the older of the two; the close button ends the comparison.
    await userEvent.click(within(rowOf('9s')).getByRole('button', { name: 'Compare' }));
    expect(screen.getByRole('region', { name: 'Discard 2p or 9s' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Close the comparison' }));
    expect(screen.queryByRole('region', { name: /Discard/ })).toBeNull();
    expect(within(rowOf('2p')).getByRole('button', { name: 'Compare' }).getAttribute('aria-pressed')).toBe('false');
  });

  test('the comparison closes cleanly where scrollIntoView returns a promise (Chromium does)', async () => {
    const scroll = vi.fn(() => Promise.resolve());
    Object.defineProperty(Element.prototype, 'scrollIntoView', { value: scroll, configurable: true });
    try {
      const { store, answer } = await shown();
      renderWith(store, <Table store={store} />);
      await answer();
      await userEvent.click(within(rowOf('5s')).getByRole('button', { name: 'Compare' }));
      await userEvent.click(within(rowOf('2p')).getByRole('button', { name: 'Compare' }));
      expect(scroll).toHaveBeenCalled();
      // Closing unmounts the comparison: a promise taken for the effect's cleanup would throw here.
      await userEvent.click(screen.getByRole('button', { name: 'Close the comparison' }));
      expect(screen.queryByRole('region', { name: /Discard/ })).toBeNull();
      expect(rowOf('5s')).toBeTruthy();
    } finally {
      delete (Element.prototype as { scrollIntoView?: unknown }).scrollIntoView;
    }
  });

  test('the shanten-back rows, in the collapsed section, show their figures; without shanten-back the section says how to weigh them', async () => {
    const { store, answer } = await shown();
    renderWith(store, <Table store={store} />);
    await answer();
    await userEvent.click(screen.getByText('Discards that raise the shanten (1)', { selector: 'summary' }));
    const back = within(rowOf('1m'));
    expect(back.getByText('Next 17.33')).toBeTruthy();
    // Its count (30) and next step (17.33) beat the kept rows' 16 and 8, but they measure other steps: no flag.
    expect(document.querySelector('.step-back')).toBeNull();
    expect(screen.getByText(/Turn on Shanten-back under the table to weigh these discards/)).toBeTruthy();
  });

  test('a row with its figures is still one Tab stop: the arrows reach its improvements and its Compare switch', async () => {
    const { store, answer } = await shown();
    renderWith(store, <Table store={store} />);
    await answer();
    await userEvent.tab(); // the order switch
    await userEvent.tab();
    expect((document.activeElement as HTMLElement).dataset.tile).toBe('5s');
    for (let i = 0; i < 5; i++) await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement?.tagName).toBe('SUMMARY');
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement?.textContent).toBe('Compare');
    await userEvent.keyboard('{Enter}');
    expect(document.activeElement?.getAttribute('aria-pressed')).toBe('true');
    await userEvent.tab();
    expect(document.activeElement?.closest('tr')?.dataset.discard).toBe('9s');
  });

  test('the compact table keeps the figures but not the explanations', async () => {
    const { store, answer } = await shown();
    act(() => store.getState().actions.setDensity('compact'));
    renderWith(store, <Table store={store} />);
    await answer();
    expect(within(rowOf('5s')).getByText('Next 8.00')).toBeTruthy();
    expect(document.querySelector('.row-explain')).toBeNull();
  });
});

describe('an order that does not apply to the hand', () => {
  test("good shape on a 2-shanten hand and the next step at tenpai: the rows keep Tenhou's order, and the page says so", async () => {
    const far = '4569m1222569p258s';
    const { store, client } = testStore(`?q=${far}&sort=good`);
    client.calls[0].settle({
      status: 'done',
      result: fakeResult(
        far,
        { tileCount: 14, value: 2, discards: [{ discard: tileOf(8), shanten: 2, tiles: [6, 7], count: 8 }] },
        { table: {} },
      ),
    });
    await act(flush);
    renderWith(store, <Table store={store} />);
    client.twoStepCalls[0].settle({
      status: 'done',
      result: { form: 'standard', value: 2, rows: [{ ...step(8, 8, 5, [], null), shanten: 2 }] },
    });
    await act(flush);
    expect(screen.getByRole('status').textContent).toBe("The good-shape rate is measured at 1-shanten: the rows keep Tenhou's order.");
    act(() => store.getState().actions.setSort('next'));
    expect(screen.queryByRole('status')).toBeNull();
  });

  test('on a 1-shanten hand both orders apply: no note', async () => {
    const { store, answer } = await shown(`?q=${HAND}&sort=good`);
    renderWith(store, <Table store={store} />);
    await answer();
    expect(screen.queryByText(/keep Tenhou's order/)).toBeNull();
  });
});

describe('on a phone', () => {
  test('a row shows its figures in brief, the rest behind its details switch, which the arrows reach', async () => {
    const matchMedia = (query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      addEventListener() {},
      removeEventListener() {},
    });
    Object.defineProperty(window, 'matchMedia', { value: matchMedia, configurable: true });
    try {
      const { store, answer } = await shown();
      renderWith(store, <Table store={store} />);
      await answer();
      const five = rowOf('5s');
      expect(five.querySelector('.row-brief')?.textContent).toContain('Next 8.00 · Good 100%');
      expect(five.querySelector('.step-compare')).toBeNull();
      const more = within(five).getByRole('button', { name: 'Details of discarding 5s' });
      expect(more.getAttribute('aria-expanded')).toBe('false');
      // The row is one Tab stop; the switch comes after its four tiles.
      await userEvent.tab();
      await userEvent.tab();
      for (let i = 0; i < 5; i++) await userEvent.keyboard('{ArrowRight}');
      expect(document.activeElement).toBe(more);
      await userEvent.keyboard('{Enter}');
      expect(more.getAttribute('aria-expanded')).toBe('true');
      expect(within(five).getByText('Improve 6')).toBeTruthy();
      expect(within(five).getByRole('button', { name: 'Compare' })).toBeTruthy();
    } finally {
      delete (window as { matchMedia?: unknown }).matchMedia;
    }
  });
});

describe('what the figures mean', () => {
  test('a tap opens the meaning of each figure, Next among them, in both languages', async () => {
    const { store, answer } = await shown();
    renderWith(store, <Table store={store} />);
    await answer();
    const legend = screen.getByText('What the figures mean', { selector: 'summary' });
    await userEvent.click(legend);
    expect(screen.getByText('Next', { selector: 'dt' }).nextElementSibling?.textContent).toMatch(
      /^After a draw that lowers the shanten and the best discard/,
    );
    act(() => store.getState().actions.setLang('ja'));
    expect(screen.getByText('次', { selector: 'dt' }).nextElementSibling?.textContent).toMatch(/^向聴数が進むツモのあと/);
  });
});

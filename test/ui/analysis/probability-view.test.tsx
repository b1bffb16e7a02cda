/**
 * The probabilities in the page: each discard row's figures at the turn shown, the turn and the options,
 * progress with Cancel, the wait for a hand further than 3-shanten, the chart named for what it shows;
 * both languages. The figures are the real engine's (probabilities() on the hand).
 */
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { parseHand, probabilities } from '../../../src/engine/index.ts';
import { ResultsView } from '../../../src/ui/analysis/results-view.tsx';
import { fakeResult, flush, testStore } from '../../support/fakes.ts';
import { renderWith } from '../../support/render.tsx';

const HAND = '234567m345p6799s1z'; // tenpai after 1z: 5s and 8s
const TABLE = { seen: '', dora: '', players: 4 as const, nuki: 0 };

async function page(search = `?q=${HAND}`, languages = ['en-US'], value = 0) {
  const t = testStore(search, { languages });
  renderWith(t.store, <ResultsView />);
  t.client.calls[0]!.settle({
    status: 'done',
    result: fakeResult(HAND, { tileCount: 14, value, discards: [{ discard: 27, shanten: 0, tiles: [22, 25], count: 8 }] }, { table: TABLE }),
  });
  await act(flush);
  return t;
}

async function answer(t: Awaited<ReturnType<typeof page>>) {
  const call = t.client.probabilitiesCalls.at(-1)!;
  const parsed = parseHand(HAND);
  if (!parsed.ok) throw new Error('fixture');
  call.settle({ status: 'done', result: { hand: HAND, table: TABLE, options: call.options, probabilities: probabilities(parsed.value, call.options) } });
  await act(flush);
}

describe('the probabilities in the page', () => {
  test('pending on the rows with a progress bar and Cancel, then each row\'s figures at the turn shown', async () => {
    const t = await page();
    expect(document.querySelector('.row-chances[data-pending]')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
    await answer(t);
    const row = document.querySelector('tr[data-discard="1z"] .row-chances') as HTMLElement;
    // 8 live tiles of 123, 17 draws to come (dama and riichi alike for the win).
    const win = 1 - (1 - 8 / 123) ** 17;
    expect(Number(row.dataset.win)).toBeCloseTo(win, 12);
    expect(row.textContent).toBe(`Tenpai 100.0% · Win ${(100 * win).toFixed(1)}% · ${Math.round(Number(row.dataset.ev)).toLocaleString('en-US')} pts`);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Turn' }), '12');
    const later = 1 - (1 - 8 / 123) ** 6;
    expect(Number((document.querySelector('tr[data-discard="1z"] .row-chances') as HTMLElement).dataset.win)).toBeCloseTo(later, 12);
    expect(t.location.search()).toBe(`?q=${HAND}&turn=12`);
    expect(screen.getByRole('img', { name: /Win probability and expected score by turn for Discard 1z/ })).toBeTruthy();
  });

  test('Cancel stops the run; Compute asks again', async () => {
    const t = await page();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(t.client.cancelled).toBe(1);
    await userEvent.click(screen.getByRole('button', { name: 'Compute' }));
    expect(t.client.probabilitiesCalls).toHaveLength(2);
  });

  test('in Japanese, and a hand further than 3-shanten waits to be asked', async () => {
    await page(`?q=${HAND}`, ['ja'], 4);
    const panel = screen.getByRole('region', { name: '和了確率・期待値' });
    expect(within(panel).getByText(/4向聴以上は/)).toBeTruthy();
    expect(within(panel).getByRole('button', { name: '計算する' })).toBeTruthy();
  });
});

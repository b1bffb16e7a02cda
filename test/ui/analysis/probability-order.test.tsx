/**
 * The discard table ordered by win probability or expected score at the turn shown (docs/rules.md, "Order"):
 * each a choice of the order switch in every language, kept in the address, the rows highest first with
 * the rows that have no figures after them, the top row saying why it is first. The figures are the real
 * engine's (the worker's handleRequest on the questions the store asks).
 */
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { ResultsView } from '../../../src/ui/analysis/results-view.tsx';
import { testStore } from '../../support/fakes.ts';
import { renderWith } from '../../support/render.tsx';
import { answerWithEngine } from '../../support/real-engine.ts';

// 3-shanten, its rows' counts and win chances in different orders.
const HAND = '12457m3468p23599s';

async function page(search: string, languages = ['en-US']) {
  const t = testStore(search, { languages });
  renderWith(t.store, <ResultsView />);
  await answerWithEngine(t.client);
  await act(async () => answerWithEngine(t.client));
  return t;
}

const order = () => within(screen.getByRole('radiogroup', { name: /^(Order|並べ替え|排序)$/ }));
/** The rows that keep the shanten, as shown: each one's discard and figures. */
const shown = () =>
  [...document.querySelectorAll<HTMLElement>('.discards tbody tr.discard-row')]
    .filter((tr) => !tr.closest('.worse'))
    .map((tr) => {
      const c = tr.querySelector<HTMLElement>('.row-chances');
      return { code: tr.dataset.discard!, win: Number(c?.dataset.win ?? NaN), ev: Number(c?.dataset.ev ?? NaN) };
    });

describe('ordered by the probabilities', () => {
  test('win probability: highest first, in the address; back to Tenhou\u2019s count', async () => {
    const t = await page(`?q=${HAND}`);
    const tenhou = shown().map((r) => r.code);
    await userEvent.click(order().getByRole('radio', { name: 'Win probability' }));
    expect(t.store.getState().sort).toBe('win');
    expect(new URLSearchParams(t.location.search()).get('sort')).toBe('win');
    const rows = shown();
    expect(rows.every((r) => Number.isFinite(r.win))).toBe(true);
    for (let i = 1; i < rows.length; i++) expect(rows[i - 1]!.win).toBeGreaterThanOrEqual(rows[i]!.win);
    // The order is not Tenhou's, or the test would tell nothing.
    expect(rows.map((r) => r.code)).not.toEqual(tenhou);
    expect(document.querySelector(`tr[data-discard="${rows[0]!.code}"] .row-explain`)?.textContent).toBe(
      `Best win probability: ${(100 * rows[0]!.win).toFixed(1)}%`,
    );
    expect(document.querySelector(`tr[data-discard="${rows[1]!.code}"] .row-explain`)?.textContent).toContain(
      `win ${(100 * rows[1]!.win).toFixed(1)}% vs ${(100 * rows[0]!.win).toFixed(1)}%`,
    );
    await userEvent.click(order().getByRole('radio', { name: "Tenhou's count" }));
    expect(shown().map((r) => r.code)).toEqual(tenhou);
    expect(new URLSearchParams(t.location.search()).has('sort')).toBe(false);
  });

  test.each([
    [['en-US'], 'Expected score', 'Best expected score'],
    [['ja'], '期待値', '期待値が最も高い'],
    [['zh-CN'], '期望值', '期望值最高'],
  ])('expected score from the address (%s): highest first, the choice named in the language', async (languages, name, top) => {
    await page(`?q=${HAND}&sort=ev`, languages);
    expect((order().getByRole('radio', { name }) as HTMLInputElement).checked).toBe(true);
    const rows = shown();
    for (let i = 1; i < rows.length; i++) expect(rows[i - 1]!.ev).toBeGreaterThanOrEqual(rows[i]!.ev);
    expect(document.querySelector(`tr[data-discard="${rows[0]!.code}"] .row-explain`)?.textContent).toMatch(new RegExp(`^${top}`));
  });
});

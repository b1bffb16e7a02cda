/**
 * An open hand that cannot win for want of a yaku, and the winds the expected score rests on
 * (docs/rules.md#probabilities): the rows say 役なし where the win would read 0%, the panel says why and
 * names what could still give a yaku, no riichi setting is offered on an open hand, a complete hand
 * without a yaku says so in its headline and its one-line summary, and the round and seat wind stand
 * beside the turn, named in the panel's note. The answers are the real engine's; both languages.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { ResultsView } from '../../../src/ui/analysis/results-view.tsx';
import { ResultSummaryView } from '../../../src/ui/analysis/result-summary-view.tsx';
import { testStore } from '../../support/fakes.ts';
import { answerWithEngine } from '../../support/real-engine.ts';
import { renderWith } from '../../support/render.tsx';

async function page(search: string, languages = ['en-US']) {
  const t = testStore(search, { languages });
  renderWith(
    t.store,
    <>
      <ResultSummaryView />
      <ResultsView />
    </>,
  );
  await answerWithEngine(t.client);
  return t;
}

const chancesOf = (code: string) => document.querySelector(`tr[data-discard="${code}"] .row-chances`) as HTMLElement;

describe('no yaku', () => {
  test('4569m1222569p(789s): every row says no yaku instead of 0%, the panel says why and what could give one; no riichi setting, no flat chart', async () => {
    await page('?q=4569m1222569p(789s)');
    for (const code of ['9m', '9p']) {
      expect(chancesOf(code).dataset.noYaku).toBe('');
      expect(chancesOf(code).textContent).toMatch(/^Tenpai \d+\.\d% · No yaku$/);
    }
    const note = screen.getByText(/^No yaku \(役なし\): an open hand wins only with a yaku/);
    expect(note.textContent).toContain('What could still give one: a triplet of a dragon or of the round or seat wind (yakuhai)');
    expect(note.textContent).toContain('a half flush in souzu (honitsu)');
    expect(note.textContent).toContain('a straight 123-456-789 in souzu (ittsu)');
    expect(note.textContent).toContain('three colour runs of 789 (sanshoku)');
    expect(screen.queryByRole('combobox', { name: 'Riichi' })).toBeNull();
    expect(screen.queryByRole('img', { name: /Win probability and expected score by turn/ })).toBeNull();
  });

  test('in Japanese: 役なし on the rows, and the ways to a yaku', async () => {
    await page('?q=4569m1222569p(789s)', ['ja']);
    expect(chancesOf('9m').textContent).toMatch(/^聴牌 \d+\.\d% · 役なし$/);
    expect(screen.getByText(/^役なし: 副露した手は役がないと和了できません/).textContent).toContain('混一色 (索子)');
    expect(screen.queryByRole('combobox', { name: '立直' })).toBeNull();
  });

  test('23m456p1199s55z(789s): the rows that keep the white pair can win; those that give it up cannot', async () => {
    await page('?q=23m456p1199s55z(789s)');
    expect(chancesOf('5z').dataset.noYaku).toBe('');
    const kept = [...document.querySelectorAll('tr.discard-row .row-chances')].filter(
      (e) => (e as HTMLElement).dataset.noYaku === undefined,
    ) as HTMLElement[];
    expect(kept.length).toBeGreaterThan(0);
    for (const row of kept) expect(Number(row.dataset.win)).toBeGreaterThan(0);
    expect(screen.getByText(/What could still give one: a third White \(yakuhai; two held\)/)).toBeTruthy();
    // Some rows win: the chart is drawn.
    expect(screen.getByRole('img', { name: /Win probability and expected score by turn/ })).toBeTruthy();
  });

  test('a closed hand keeps its riichi setting and has no such note', async () => {
    await page('?q=4569m1222569p258s');
    expect(screen.getByRole('combobox', { name: 'Riichi' })).toBeTruthy();
    expect(screen.queryByText(/No yaku/)).toBeNull();
  });

  test('a complete open hand without a yaku: the headline and the summary say no yaku', async () => {
    await page('?q=456m123p456p99s(789s)');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toMatch(/^Complete, no yaku/);
    const summary = screen.getByRole('complementary', { name: 'Result so far' });
    expect(within(summary).getByRole('button').textContent).toMatch(/^Complete, no yaku/);
  });

  test('in Japanese: 和了 · 役なし', async () => {
    await page('?q=456m123p456p99s(789s)', ['ja']);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toMatch(/^和了 役なし/);
  });
});

describe('the winds beside the turn', () => {
  test('round and seat wind are set beside the turn, kept in the address, and the points follow them', async () => {
    const t = await page('?q=123m456p789s2225z3z');
    const round = screen.getByRole('combobox', { name: 'Round wind' }) as HTMLSelectElement;
    const seat = screen.getByRole('combobox', { name: 'Seat wind' }) as HTMLSelectElement;
    expect([round.value, seat.value]).toEqual(['E', 'S']);
    expect(screen.getByText(/round wind East, seat wind South \(not the dealer\)/)).toBeTruthy();
    const before = Number(chancesOf('3z').dataset.ev);
    await userEvent.selectOptions(seat, 'W');
    expect(t.location.search()).toBe('?q=123m456p789s2225z3z&seat=W');
    expect(t.client.probabilitiesCalls.at(-1)!.options.seat).toBe('W');
    await answerWithEngine(t.client);
    // West is the seat wind now: the west pair is no longer the one that pays; the figure changes.
    expect(Number(chancesOf('3z').dataset.ev)).not.toBe(before);
    expect(screen.getByText(/round wind East, seat wind West \(not the dealer\)/)).toBeTruthy();
  });

  test('in Japanese: 場風 and 自風, named in the note', async () => {
    await page('?q=123m456p789s2225z3z&seat=E&round=S', ['ja']);
    expect((screen.getByRole('combobox', { name: '場風' }) as HTMLSelectElement).value).toBe('S');
    expect((screen.getByRole('combobox', { name: '自風' }) as HTMLSelectElement).value).toBe('E');
    expect(screen.getByText(/場風南・自風東・親/)).toBeTruthy();
  });
});

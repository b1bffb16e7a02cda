/**
 * Which rows that raise the shanten are worth a step back (docs/rules.md#two-step-analysis): weighed by
 * win probability and expected score at the turn shown, with shanten-back on, against every row that
 * keeps the shanten; the flag shows the figure that earns it. The answers are the real engine's.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { emptyTable, parseHand, probabilities, tileCode } from '../../../src/engine/index.ts';
import { ResultsView } from '../../../src/ui/analysis/results-view.tsx';
import { testStore } from '../../support/fakes.ts';
import { answerWithEngine } from '../../support/real-engine.ts';
import { renderWith } from '../../support/render.tsx';

const rowOf = (code: string) => document.querySelector(`tr[data-discard="${code}"]`) as HTMLElement;

async function page(search: string, languages = ['en-US']) {
  const t = testStore(search, { languages });
  renderWith(t.store, <ResultsView />);
  await answerWithEngine(t.client);
  return t;
}

/** The engine's win probabilities at turn 1 with shanten-back on, by discard, and the best of the rows that keep the shanten. */
function engineWins(hand: string, kept: string[]) {
  const parsed = parseHand(hand);
  if (!parsed.ok) throw new Error('fixture');
  const answer = probabilities({ hand: parsed.value, table: emptyTable() }, { shantenBack: true, seat: 'S' });
  if (!answer.ok) throw new Error(answer.error.code);
  const rows = answer.value.rows;
  const win = new Map(rows.map((r) => [tileCode(r.discard.kind, r.discard.red), r.win[0]!]));
  return { win, best: Math.max(...kept.map((d) => win.get(d)!)) };
}

describe('worth a step back', () => {
  test('123456m2378p5599s: every raising row counts more tiles, none wins more often: no flag', async () => {
    await page('?q=123456m2378p5599s&back=1');
    await userEvent.click(screen.getByText('Discards that raise the shanten (6)', { selector: 'summary' }));
    // The raising rows have their figures (shanten-back on) and none is flagged.
    expect(rowOf('1m').querySelector('.row-chances')).not.toBeNull();
    expect(document.querySelectorAll('.step-back')).toHaveLength(0);
    expect(screen.queryByText(/Turn on Shanten-back/)).toBeNull();
  });

  test('23347m112456799p: the kept rows wait on 8 tiles; the raising rows that win more often are flagged, with the figures, their section open by itself', async () => {
    await page('?q=23347m112456799p&back=1');
    const { win, best } = engineWins('23347m112456799p', ['3m', '7m']);
    const flagged = [...document.querySelectorAll('tr .step-back')].map((e) => (e.closest('tr') as HTMLElement).dataset.discard).sort();
    // The section opens by itself and its summary says how many are worth it.
    expect((document.querySelector('.discards-worse') as HTMLDetailsElement).open).toBe(true);
    expect(screen.getByText(`${flagged.length} worth a step back`)).toBeTruthy();
    const expected = [...win]
      .filter(([d, w]) => !['3m', '7m'].includes(d) && w > best)
      .map(([d]) => d)
      .sort();
    expect(expected.length).toBeGreaterThan(0);
    // The expected score may earn a flag the win does not: every win-flagged row is flagged.
    for (const d of expected) expect(flagged).toContain(d);
    const two = within(rowOf('2p')).getByTitle(/Higher than every discard that keeps the shanten/);
    expect(two.textContent).toMatch(
      new RegExp(
        `^Worth a step back: win ${(100 * win.get('2p')!).toFixed(1)}% vs ${(100 * best).toFixed(1)}%.* \\(against discarding 7m\\)$`,
      ),
    );
    // 2m and 4m win less often than the kept rows (and score less): not flagged.
    expect(rowOf('2m').querySelector('.step-back')).toBeNull();
  });

  test('in Japanese', async () => {
    await page('?q=23347m112456799p&back=1', ['ja']);
    expect(within(rowOf('2p')).getByText('向聴戻し候補')).toBeTruthy();
    expect(within(rowOf('2p')).getByTitle(/向聴数を保つどの打牌よりも高い/).textContent).toMatch(
      /和了 \d+\.\d% 対 \d+\.\d%.*\(打7mと比べて\)$/,
    );
  });

  test('shanten-back off: no row is weighed, and the section says how', async () => {
    await page('?q=23347m112456799p');
    await userEvent.click(screen.getByText('Discards that raise the shanten (9)', { selector: 'summary' }));
    expect(document.querySelectorAll('.step-back')).toHaveLength(0);
    expect(screen.getByText(/Turn on Shanten-back under the table/)).toBeTruthy();
  });
});

/**
 * What a decision says of itself (src/ui/review/review-decision.tsx) where a player broke a shape or the
 * rules end the kyoku, in each language the page has: the row of a discard that raised the shanten added
 * beside the table's, a riichi that would be the fourth judged as the abortive draw, a kyoku named as
 * players name it, the shanten in each language's word (3向聴 in Japanese). The decisions are the engine's
 * review of kyoku written out move by move (test/support/kyoku-moves.ts).
 */
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import type { DiscardDecision } from '../../../src/engine/index.ts';
import type { GameLog } from '../../../src/engine/log/game-log.ts';
import { reviewKyoku } from '../../../src/engine/log/review.ts';
import type { Lang } from '../../../src/store/app-store.ts';
import { messagesFor } from '../../../src/ui/shell/messages.ts';
import { ReviewDecision } from '../../../src/ui/review/review-decision.tsx';
import { reviewMessagesFor } from '../../../src/ui/review/review-messages.ts';
import { BROKEN_SHAPE, riichiRound } from '../../support/kyoku-moves.ts';
import { measured } from '../../../src/engine/log/figures.ts';

afterEach(cleanup);

function discards(log: GameLog): DiscardDecision[] {
  const found = reviewKyoku(log, 0, { seats: [0], twoStep: true, probabilities: true });
  if (!found.ok) throw new Error('review');
  return found.value.filter((d): d is DiscardDecision => d.kind === 'discard');
}

function show(lang: Lang, d: DiscardDecision) {
  const t = reviewMessagesFor(lang);
  render(
    <ReviewDecision
      t={t}
      m={messagesFor(lang)}
      decision={d}
      kyokuName={t.kyokuName({ round: 'E', number: 2, honba: 1 })}
      analysisHref="?"
    />,
  );
  return screen.getByRole('article');
}

const LANGS: { lang: Lang; name: string; shanten: RegExp; added: RegExp; fourth: RegExp }[] = [
  {
    lang: 'en',
    name: 'E2-1',
    shanten: /2-shanten/,
    added: /raised the shanten/,
    fourth: /the fourth: the kyoku ends in an abortive draw \(four riichi\)/,
  },
  { lang: 'ja', name: '東2局1本場', shanten: /2向聴/, added: /向聴戻し/, fourth: /四家立直/ },
  { lang: 'zh', name: '东2局1本场', shanten: /2向听/, added: /退了向听/, fourth: /四家立直/ },
];

describe('a decision in each language', () => {
  test.each(LANGS)(
    '$lang: a discard that raised the shanten says its row was added, the kyoku by its name',
    ({ lang, name, shanten, added }) => {
      const [d] = discards(BROKEN_SHAPE);
      expect(measured(d!.probabilities)!.chosenAdded).toBe(true);
      const article = show(lang, d!);
      expect(within(article).getByRole('heading').textContent).toContain(name);
      const count = article.querySelector('tr[data-measure="count"]')!;
      expect(count.textContent).toMatch(shanten);
      expect(article.querySelector('.review-alone')!.textContent).toMatch(added);
      // Its win figures are shown, and what they cost.
      expect(article.querySelector('tr[data-measure="win"]')!.textContent).toMatch(/%/);
      if (lang === 'ja') expect(article.textContent).not.toMatch(/シャンテン/);
    },
  );

  test.each(LANGS)('$lang: a fourth riichi says the kyoku ends in an abortive draw, riichi worth nothing', ({ lang, fourth }) => {
    const d = discards(riichiRound([1, 2, 3]))[1]!;
    const article = show(lang, d);
    expect(article.querySelector('.review-abortive')!.textContent).toMatch(fourth);
    const riichi = article.querySelector('tr[data-measure="riichi"]')!;
    expect(within(riichi as HTMLElement).getAllByRole('cell')[0]!.textContent).toMatch(/\b0\b|0点/);
  });

  test('a third riichi says nothing of an abortive draw', () => {
    const d = discards(riichiRound([1, 2]))[1]!;
    expect(show('en', d).querySelector('.review-abortive')).toBeNull();
  });
});

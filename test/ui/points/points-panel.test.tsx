/**
 * The points quiz's panel in jsdom: the hand with its winning tile set apart, the situation in
 * words, the fields asked for each way of winning, a right and a wrong answer with the keyboard
 * (which part is wrong, the value it is), the explanation, a field that is not a number, the
 * question being dealt, a bad seed; in English and Japanese. The questions are the real deals of
 * fixed seeds; the panel's state is kept here as the store keeps it.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, test, vi } from 'vitest';
import {
  dealPointsQuestion,
  judgePointsAnswer,
  paymentFigures,
  type PointsJudgement,
  type PointsQuestion,
} from '../../../src/engine/practice/points.ts';
import type { Lang } from '../../../src/store/app-store.ts';
import { EMPTY_POINTS_FIELDS, readPointsFields, withField, type PointsFields } from '../../../src/store/points-input.ts';
import { EMPTY_QUIZ_STATS, type QuizStats } from '../../../src/store/quiz-stats.ts';
import { PointsPanel, type PointsPanelProps } from '../../../src/ui/points/points-panel.tsx';

// Seed 0: a ron by a non-dealer (West seat), an open hand, 6 han 40 fu: haneman, 12,000.
// Seed 1: a non-dealer's tsumo, closed, 3 han 40 fu: 1,300 / 2,600.
// Seed 5: the dealer's tsumo, 4 han 30 fu: 3,900 all.
// Seed 8: double riichi with two closed kans, an ura-dora indicator; the dealer's ron.
// Seed 14: seven pairs, 25 fu.
const q = (seed: number) => dealPointsQuestion(seed);

function renderPanel(overrides: Partial<PointsPanelProps> = {}) {
  const props: PointsPanelProps = {
    lang: 'en',
    question: q(1),
    fields: EMPTY_POINTS_FIELDS,
    judgement: null,
    stats: EMPTY_QUIZ_STATS,
    onEdit: vi.fn(),
    onCheck: vi.fn(),
    onNext: vi.fn(),
    ...overrides,
  };
  return { ...render(<PointsPanel {...props} />), props };
}

/** The panel with its state kept here, as the page's store keeps it. */
function Playable({
  question,
  lang = 'en',
  onNext = () => {},
  stats = EMPTY_QUIZ_STATS,
}: {
  question: PointsQuestion;
  lang?: Lang;
  onNext?: () => void;
  stats?: QuizStats;
}) {
  const [fields, setFields] = useState<PointsFields>(EMPTY_POINTS_FIELDS);
  const [judgement, setJudgement] = useState<PointsJudgement | null>(null);
  const [showErrors, setShowErrors] = useState(false);
  return (
    <PointsPanel
      lang={lang}
      question={question}
      fields={fields}
      judgement={judgement}
      showErrors={showErrors}
      stats={stats}
      onEdit={(field, text) => setFields((f) => withField(f, field, text))}
      onCheck={() => {
        const read = readPointsFields(fields, paymentFigures(question.score).length);
        if (read.ok) setJudgement(judgePointsAnswer(question, read.answer));
        else setShowErrors(true);
      }}
      onNext={onNext}
    />
  );
}

const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const part = (name: string) => document.querySelector(`.points-parts [data-part="${name}"]`)!;

describe('<PointsPanel>: the question', () => {
  test('the hand: the concealed tiles in order, then the winning tile set apart and named as such', () => {
    renderPanel({ question: q(1) });
    const hand = screen.getByRole('group', { name: 'Hand' });
    const tiles = within(hand).getAllByRole('img');
    expect(tiles.map((el) => el.dataset.tile)).toEqual([
      '6m',
      '6m',
      '6m',
      '7p',
      '9p',
      '3s',
      '3s',
      '8s',
      '8s',
      '8s',
      '9s',
      '9s',
      '9s',
      '8p',
    ]);
    const win = hand.querySelector('.points-win')!;
    expect(
      within(win as HTMLElement)
        .getByRole('img')
        .getAttribute('aria-label'),
    ).toBe('Winning tile: 8 pin');
    // The mark under it in the page's language (Japanese ツモ, Chinese 自摸).
    expect(win.textContent).toBe('Tsumo');
  });

  test('melds follow the winning tile, named; a closed kan shows its ends face down', () => {
    renderPanel({ question: q(8) });
    const melds = [...document.querySelectorAll('.points-meld')];
    expect(melds.map((m) => m.getAttribute('aria-label'))).toEqual(['Closed kan 7777m', 'Closed kan 8888s']);
    expect([...melds[0].querySelectorAll('[data-face]')].map((el) => (el as HTMLElement).dataset.face)).toEqual([
      'back',
      '7m',
      '7m',
      'back',
    ]);
    renderPanel({ question: q(0) });
    expect(screen.getByRole('img', { name: 'Pon 333s' })).toBeTruthy();
  });

  test('the situation in words, the dora indicator and the dora it points to', () => {
    renderPanel({ question: q(1) });
    const situation = screen.getByRole('region', { name: 'How it was won' });
    expect([...situation.querySelectorAll('.points-facts li')].map((li) => li.textContent)).toEqual([
      'Tsumo (self-drawn)',
      'East round',
      'West seat (non-dealer)',
    ]);
    const dora = situation.querySelector('[data-indicators="dora"]')!;
    expect(dora.querySelector('[data-tile]')?.getAttribute('data-tile')).toBe('5p');
    expect(dora.querySelector('[data-dora]')?.getAttribute('data-dora')).toBe('6p');
    // No riichi: no ura-dora indicator.
    expect(situation.querySelector('[data-indicators="ura"]')).toBeNull();
  });

  test('riichi: the kind of riichi, the dealer, and the ura-dora indicator', () => {
    renderPanel({ question: q(8) });
    const facts = [...document.querySelectorAll('.points-facts li')].map((li) => li.textContent);
    expect(facts).toEqual(['Ron (from a discard)', 'South round', 'East seat (dealer)', 'Double riichi']);
    // Ura indicator 2z (South) points to West.
    const ura = document.querySelector('[data-indicators="ura"]')!;
    expect(ura.querySelector('[data-tile]')?.getAttribute('data-tile')).toBe('2z');
    expect(ura.querySelector('[data-dora]')?.getAttribute('data-dora')).toBe('3z');
  });
});

describe('<PointsPanel>: the fields', () => {
  test.each([
    ['a ron: one figure, what the discarder pays', 0, ['The discarder pays']],
    ["a non-dealer's tsumo: the non-dealers' share, then the dealer's", 1, ['Each non-dealer pays', 'The dealer pays']],
    ["the dealer's tsumo: one figure, what each pays", 5, ['Each player pays ("… all")']],
  ])('%s', (_, seed, labels) => {
    renderPanel({ question: q(seed) });
    const payment = screen.getByRole('group', { name: 'Payment' });
    expect(
      within(payment)
        .getAllByRole('textbox')
        .map((el) => (el as HTMLInputElement).labels?.[0]?.textContent),
    ).toEqual(labels);
    // Han, fu and the payment: numeric keyboards, tab order han, fu, payment, Check.
    const inputs = screen.getAllByRole('textbox');
    expect(inputs.map((el) => el.getAttribute('inputmode'))).toEqual(inputs.map(() => 'numeric'));
    expect(inputs.slice(0, 2).map((el) => (el as HTMLInputElement).labels?.[0]?.textContent)).toEqual(['Han', 'Fu']);
  });

  test('while the first question is dealt: the fields are there, one payment field, typing reaches the store, Check is kept', async () => {
    const { props } = renderPanel({ question: null, pending: true });
    expect(screen.getByText('Dealing…')).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Payment' })).getAllByRole('textbox')).toHaveLength(1);
    await userEvent.type(field('Han'), '3');
    expect(props.onEdit).toHaveBeenCalledWith('han', '3');
    await userEvent.keyboard('{Enter}');
    expect(props.onCheck).toHaveBeenCalledTimes(1);
    expect(props.onNext).not.toHaveBeenCalled();
  });

  test('a check waiting for the question says so, and fields typed are shown as typed', () => {
    renderPanel({ question: null, pending: true, checkQueued: true, fields: { han: '３', fu: '40', payment: ['1,300', ''] } });
    expect(screen.getByRole('status').textContent).toBe('Checking as soon as the question is dealt…');
    expect(field('Han').value).toBe('３');
    expect(field('Payment').value).toBe('1,300');
  });

  test('the question before stays in view, greyed, while the next is dealt; its verdict is gone', () => {
    renderPanel({ question: q(1), pending: true, judgement: null });
    const question = document.querySelector('.points-question')!;
    expect(question.classList.contains('stale')).toBe(true);
    expect(question.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('button', { name: 'Check' })).toBeTruthy();
  });
});

describe('<PointsPanel>: answering', () => {
  test('right, with the keyboard: Tab through the fields to Check, Enter; every part right; Next takes the focus; Enter deals', async () => {
    const onNext = vi.fn();
    render(<Playable question={q(1)} onNext={onNext} />);
    await userEvent.click(field('Han'));
    await userEvent.keyboard('3{Tab}40{Tab}1,300{Tab}2,600{Tab}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Check' }));
    await userEvent.keyboard('{Enter}');
    const status = screen.getByRole('status');
    expect(status.dataset.correct).toBe('true');
    expect(within(status).getByText('Correct')).toBeTruthy();
    expect(part('han').textContent).toBe('Han: 3 ✓');
    expect(part('fu').textContent).toBe('Fu: 40 ✓');
    expect(part('payment').textContent).toBe('Payment: 1,300 / 2,600 ✓');
    expect(field('Han').readOnly).toBe(true);
    const next = screen.getByRole('button', { name: 'Next question' });
    expect(document.activeElement).toBe(next);
    await userEvent.keyboard('{Enter}');
    expect(onNext).toHaveBeenCalledTimes(1);
  });

  test('wrong han: that part marked wrong with the value it is; the others right; the field marked', async () => {
    render(<Playable question={q(1)} />);
    await userEvent.type(field('Han'), '2');
    await userEvent.type(field('Fu'), '40');
    await userEvent.type(field('Each non-dealer pays'), '1300');
    await userEvent.type(field('The dealer pays'), '2600{Enter}');
    const status = screen.getByRole('status');
    expect(status.dataset.correct).toBe('false');
    expect(within(status).getByText('Incorrect')).toBeTruthy();
    expect(part('han').getAttribute('data-correct')).toBe('false');
    expect(part('han').textContent).toBe('Han: 2 ✗ — it is 3');
    expect(part('fu').getAttribute('data-correct')).toBe('true');
    expect(part('payment').getAttribute('data-correct')).toBe('true');
    expect(field('Han').closest('.points-field')?.getAttribute('data-outcome')).toBe('wrong');
    expect(field('Fu').closest('.points-field')?.getAttribute('data-outcome')).toBe('right');
  });

  test('wrong payment on the dealer\'s tsumo: said as "… all"', async () => {
    render(<Playable question={q(5)} />);
    await userEvent.type(field('Han'), '4');
    await userEvent.type(field('Fu'), '30');
    await userEvent.type(field('Each player pays ("… all")'), '3,800{Enter}');
    expect(part('payment').textContent).toBe('Payment: 3,800 all ✗ — it is 3,900 all');
    expect(part('han').textContent).toBe('Han: 4 ✓');
  });

  test('a field that is not a number: a message beside it, the focus on it, no verdict; fixed, it is judged', async () => {
    render(<Playable question={q(1)} />);
    await userEvent.type(field('Han'), '3');
    await userEvent.type(field('Fu'), 'forty');
    await userEvent.type(field('Each non-dealer pays'), '1300');
    await userEvent.type(field('The dealer pays'), '2600{Enter}');
    const fu = field('Fu');
    expect(fu.getAttribute('aria-invalid')).toBe('true');
    const message = document.getElementById(fu.getAttribute('aria-describedby')!)!;
    expect(message.textContent).toBe('"forty" is not a whole number: type digits only, e.g. 1,300.');
    expect(fu.closest('.points-field')?.contains(message)).toBe(true);
    expect(document.activeElement).toBe(fu);
    const status = screen.getByRole('status');
    expect(status.dataset.correct).toBeUndefined();
    expect(status.textContent).toBe('Some fields cannot be read (see beside them): nothing was scored.');
    // The other fields have no message.
    expect(field('Han').getAttribute('aria-invalid')).toBeNull();
    await userEvent.clear(fu);
    // The message goes as soon as the field can be read.
    await userEvent.type(fu, '４０');
    expect(fu.getAttribute('aria-invalid')).toBeNull();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('status').dataset.correct).toBe('true');
  });

  test('a held Enter checks once and does not run on to the next question', async () => {
    const onNext = vi.fn();
    render(<Playable question={q(0)} onNext={onNext} />);
    await userEvent.type(field('Han'), '6');
    await userEvent.type(field('Fu'), '40');
    await userEvent.type(field('The discarder pays'), '12000');
    await userEvent.keyboard('{Enter>4/}');
    expect(screen.getByRole('status').dataset.correct).toBe('true');
    expect(onNext).not.toHaveBeenCalled();
  });

  test('an empty field says to fill it in', async () => {
    render(<Playable question={q(0)} />);
    await userEvent.type(field('Han'), '6{Enter}');
    expect(document.getElementById(field('Fu').getAttribute('aria-describedby')!)?.textContent).toBe('Enter a number here.');
    expect(document.getElementById(field('The discarder pays').getAttribute('aria-describedby')!)?.textContent).toBe(
      'Enter a number here.',
    );
  });

  test('Enter outside the fields checks, and after the verdict deals the next', async () => {
    const { props, unmount } = renderPanel({ question: q(1) });
    await userEvent.keyboard('{Enter}');
    expect(props.onCheck).toHaveBeenCalledTimes(1);
    expect(props.onNext).not.toHaveBeenCalled();
    unmount();
    renderPanel({
      question: q(1),
      judgement: { han: true, fu: true, payment: true, correct: true },
      fields: { han: '3', fu: '40', payment: ['1300', '2600'] },
      onNext: props.onNext,
    });
    (document.activeElement as HTMLElement | null)?.blur();
    await userEvent.keyboard('{Enter}');
    expect(props.onNext).toHaveBeenCalledTimes(1);
    expect(props.onCheck).toHaveBeenCalledTimes(1);
  });
});

describe('<PointsPanel>: the explanation', () => {
  test('yaku with their han (Japanese and English names), the fu part by part and their sum, base points, who pays what, the reading', async () => {
    renderPanel({
      question: q(1),
      judgement: { han: true, fu: true, payment: true, correct: true },
      fields: { han: '3', fu: '40', payment: ['1300', '2600'] },
    });
    const how = screen.getByRole('region', { name: 'How it scores' });
    const yaku = [...how.querySelectorAll('[data-block="yaku"] li')].map((li) => li.textContent);
    expect(yaku).toEqual(['門前清自摸和 Fully concealed hand1 han', '三暗刻 Three concealed triplets2 han']);
    expect(how.querySelector('[data-sum="han"]')?.textContent).toBe('Total: 3 han');
    const fu = [...how.querySelectorAll('[data-block="fu"] li')];
    expect(fu.map((li) => li.getAttribute('data-fu'))).toEqual(['20', '2', '4', '4', '8', '2']);
    expect(
      within(fu[4] as HTMLElement)
        .getByRole('img')
        .getAttribute('aria-label'),
    ).toBe('999s');
    expect(how.querySelector('[data-sum="fu"]')?.textContent).toBe('= 40 fu');
    expect(within(how).getByText('Base points: 40 fu × 2^(3 + 2) = 1,280')).toBeTruthy();
    expect([...how.querySelectorAll('.points-shares li')].map((li) => li.textContent)).toEqual([
      'Each non-dealer pays 1 × 1,280 = 1,280, rounded up to 1,300',
      'The dealer pays 2 × 1,280 = 2,560, rounded up to 2,600',
    ]);
    expect(how.querySelector('.points-paid')?.textContent).toBe('Tsumo: 1,300 / 2,600');
    expect(within(how).getByText('The winner receives 5,200 points.')).toBeTruthy();
    // The reading that scored, the winning tile's block (the closed wait 789p) framed.
    expect(within(how).getByRole('img', { name: '(666m)(789p)(33s)(888s)(999s)' })).toBeTruthy();
    expect(how.querySelector('.group-win')?.querySelectorAll('[data-face]').length).toBe(3);
    expect(within(how).getByText('closed wait')).toBeTruthy();
  });

  test("fu rounded up, a limit by han, and the dealer's tsumo", () => {
    const judged = { han: true, fu: true, payment: true, correct: true };
    renderPanel({ question: q(0), judgement: judged });
    expect(document.querySelector('[data-sum="fu"]')?.textContent).toMatch(/^= \d+, rounded up to 40 fu$/);
    expect(screen.getByText('6 han is Haneman (跳満): base points 3,000')).toBeTruthy();
    expect(document.querySelector('.points-shares li')?.textContent).toBe('The discarder pays 4 × 3,000 = 12,000');
    renderPanel({ question: q(5), judgement: judged });
    expect(screen.getByText('Each of the three others pays 2 × 1,920 = 3,840, rounded up to 3,900')).toBeTruthy();
    expect(screen.getByText('Tsumo by the dealer: 3,900 all')).toBeTruthy();
  });

  test('seven pairs: 25 fu, never rounded', () => {
    renderPanel({ question: q(14), judgement: { han: true, fu: true, payment: true, correct: true } });
    expect(document.querySelector('[data-sum="fu"]')?.textContent).toBe('Seven pairs are always 25 fu, never rounded.');
  });

  test('nothing is explained before the check', () => {
    renderPanel({ question: q(1) });
    expect(screen.queryByRole('region', { name: 'How it scores' })).toBeNull();
  });
});

describe('<PointsPanel>: in Japanese', () => {
  test('the fields, the situation, a wrong payment and the explanation in Japanese terms', async () => {
    render(<Playable question={q(0)} lang="ja" />);
    expect(screen.getByRole('heading', { name: '点数計算クイズ' })).toBeTruthy();
    expect([...document.querySelectorAll('.points-facts li')].map((li) => li.textContent)).toEqual(['ロン和了', '東場', '西家 (子)']);
    await userEvent.type(field('翻'), '6');
    await userEvent.type(field('符'), '40');
    await userEvent.type(field('放銃者の支払い'), '８０００');
    await userEvent.click(screen.getByRole('button', { name: '判定' }));
    const status = screen.getByRole('status');
    expect(within(status).getByText('不正解')).toBeTruthy();
    expect(part('han').textContent).toBe('翻: 6 ○');
    expect(part('payment').textContent).toBe('支払い: 8,000 × → 正解は 12,000');
    const how = screen.getByRole('region', { name: '点数の内訳' });
    // Japanese names alone.
    expect(how.querySelector('.points-en')).toBeNull();
    expect(how.querySelector('.points-limit')?.textContent).toBe(' 跳満');
    expect(within(how).getByText('放銃者: 4 × 3,000 = 12,000')).toBeTruthy();
    expect(screen.getByRole('button', { name: '次の問題' })).toBeTruthy();
  });

  test("a field that is not a number, and the dealer's tsumo field", async () => {
    render(<Playable question={q(5)} lang="ja" />);
    await userEvent.type(field('翻'), 'よん{Enter}');
    expect(document.getElementById(field('翻').getAttribute('aria-describedby')!)?.textContent).toBe(
      '「よん」は数字ではありません。数字だけを入力してください (例: 1300)。',
    );
    expect(field('各自の支払い (○○オール)')).toBeTruthy();
  });
});

describe('<PointsPanel>: no question', () => {
  test('a bad seed: said as an alert, no fields, and a button to deal a question', async () => {
    const { props } = renderPanel({ question: null, badSeed: 'abc' });
    expect(screen.getByRole('alert').textContent).toBe(
      'The seed "abc" is not a whole number from 0 to 4294967295: no question can be dealt from it.',
    );
    expect(screen.queryAllByRole('textbox')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Deal a question' }));
    expect(props.onNext).toHaveBeenCalledTimes(1);
  });

  test('the score line', () => {
    renderPanel({ stats: { answered: 4, correct: 3, streak: 2, bestStreak: 3, totalMs: 40_000 } });
    const score = screen.getByRole('region', { name: 'Score' });
    expect(score.querySelector('[data-stat="streak"]')?.textContent).toBe('2');
    expect(score.querySelector('[data-stat="accuracy"]')?.textContent).toBe('75% (3/4)');
    expect(score.querySelector('[data-stat="average-time"]')?.textContent).toBe('10.0 s');
  });
});

describe('<PointsPanel>: the rules it is scored by', () => {
  // The quiz keeps Tenhou's rules whatever the analysis page's Rules say: its address names a seed only.
  test.each<[Lang, RegExp]>([
    ['en', /by Tenhou's rules/],
    ['ja', /天鳳ルールで/],
  ])("%s: the introduction says the answers follow Tenhou's rules", (lang, words) => {
    renderPanel({ lang });
    expect(document.querySelector('.practice-intro')?.textContent).toMatch(words);
  });
});

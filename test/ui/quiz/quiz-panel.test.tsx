import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, test, vi } from 'vitest';
import {
  chinitsuQuestion,
  judgeChinitsuAnswer,
  type ChinitsuJudgement,
  type ChinitsuQuestion,
} from '../../../src/engine/practice/chinitsu.ts';
import type { Lang } from '../../../src/store/app-store.ts';
import { QuizPanel, type QuizPanelProps } from '../../../src/ui/quiz/quiz-panel.tsx';
import type { QuizOptionsValue } from '../../../src/ui/quiz/quiz-options.tsx';
import { EMPTY_QUIZ_STATS } from '../../../src/store/quiz-stats.ts';
import { testStore } from '../../support/fakes.ts';
import { renderWith } from '../../support/render.tsx';

function question(text: string, chiitoitsu = false): ChinitsuQuestion {
  const r = chinitsuQuestion(text, { chiitoitsu });
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
}

const OPTIONS: QuizOptionsValue = { suit: 'random', minWaits: 1, chiitoitsu: false };

function renderPanel(overrides: Partial<QuizPanelProps> = {}, lang: Lang = 'en') {
  const { store } = testStore();
  act(() => store.getState().actions.setLang(lang));
  const props: QuizPanelProps = {
    lang,
    options: OPTIONS,
    question: question('1223344888999m'),
    selected: [],
    judgement: null,
    stats: EMPTY_QUIZ_STATS,
    onOptionsChange: vi.fn(),
    onToggle: vi.fn(),
    onCheck: vi.fn(),
    onNext: vi.fn(),
    onTypeAhead: vi.fn(),
    ...overrides,
  };
  const view = renderWith(store, <QuizPanel {...props} />);
  return { ...view, props, store };
}

/** The panel with its state kept here, as the page's store will keep it. */
function Playable({ q, onNext = () => {} }: { q: ChinitsuQuestion; onNext?: () => void }) {
  const [selected, setSelected] = useState<number[]>([]);
  const [judgement, setJudgement] = useState<ChinitsuJudgement | null>(null);
  return (
    <QuizPanel
      lang="en"
      options={OPTIONS}
      question={q}
      selected={selected}
      judgement={judgement}
      stats={EMPTY_QUIZ_STATS}
      onOptionsChange={() => {}}
      onToggle={(k) => setSelected((s) => (s.includes(k) ? s.filter((x) => x !== k) : [...s, k]))}
      onCheck={() => setJudgement(judgeChinitsuAnswer(q, selected))}
      onNext={onNext}
    />
  );
}

const waitsGroup = () => screen.getByRole('group', { name: 'Waits' });
const answerTiles = () => within(waitsGroup()).getAllByRole('button');

describe('<QuizPanel>', () => {
  test("the hand's 13 tiles and the nine answer tiles of its suit carry data-tile", () => {
    renderPanel({ question: question('1112345678999p') });
    const hand = screen.getByRole('group', { name: 'Hand' });
    expect(
      within(hand)
        .getAllByRole('img')
        .map((el) => el.dataset.tile),
    ).toEqual(['1p', '1p', '1p', '2p', '3p', '4p', '5p', '6p', '7p', '8p', '9p', '9p', '9p']);
    expect(answerTiles().map((b) => b.dataset.tile)).toEqual(['1p', '2p', '3p', '4p', '5p', '6p', '7p', '8p', '9p']);
    expect(answerTiles().map((b) => b.getAttribute('aria-label'))).toContain('5 pin');
  });

  test('a click toggles a tile; the selection shows as pressed', async () => {
    const { props } = renderPanel({ selected: [3] });
    await userEvent.click(within(waitsGroup()).getByRole('button', { name: '1 man' }));
    expect(props.onToggle).toHaveBeenCalledWith(0);
    expect(answerTiles().map((b) => b.getAttribute('aria-pressed'))).toEqual([
      'false',
      'false',
      'false',
      'true',
      'false',
      'false',
      'false',
      'false',
      'false',
    ]);
  });

  test("keys 1-9 toggle the rank in the hand's suit; Enter checks, even from a focused answer tile", async () => {
    const { props } = renderPanel({ question: question('1112345678999s') });
    await userEvent.keyboard('14');
    expect(props.onToggle).toHaveBeenNthCalledWith(1, 18);
    expect(props.onToggle).toHaveBeenNthCalledWith(2, 21);
    act(() => answerTiles()[2].focus());
    await userEvent.keyboard('{Enter}');
    expect(props.onCheck).toHaveBeenCalledTimes(1);
    // Enter did not also press the focused tile.
    expect(props.onToggle).toHaveBeenCalledTimes(2);
  });

  test('keys typed in a form field are left alone', async () => {
    const { props } = renderPanel();
    act(() => screen.getByRole('combobox').focus());
    await userEvent.keyboard('3{Enter}');
    expect(props.onToggle).not.toHaveBeenCalled();
    expect(props.onCheck).not.toHaveBeenCalled();
  });

  test('the Check button checks; once checked it is Next, and the answer tiles and the keys are locked', async () => {
    const { props, unmount } = renderPanel();
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(props.onCheck).toHaveBeenCalledTimes(1);
    unmount();
    const q = question('1223344888999m');
    const checked = renderPanel({ question: q, selected: [0, 3], judgement: judgeChinitsuAnswer(q, [0, 3]) });
    expect(screen.queryByRole('button', { name: 'Check' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Next hand' }));
    expect(checked.props.onNext).toHaveBeenCalledTimes(1);
    expect(checked.props.onCheck).not.toHaveBeenCalled();
    expect(answerTiles().every((b) => (b as HTMLButtonElement).disabled)).toBe(true);
    await userEvent.keyboard('5');
    expect(checked.props.onToggle).not.toHaveBeenCalled();
  });

  test('answered right: "Correct", each wait with every shape written out', async () => {
    const user = userEvent.setup();
    renderWith(testStore().store, <Playable q={question('1223344888999m')} />);
    expect(screen.getByRole('status').textContent).toBe('');
    await user.keyboard('14{Enter}');
    expect(screen.getByRole('status').textContent).toBe('Correct');
    const reveal = screen.getByRole('region', { name: 'How each wait completes' });
    const wait = (code: string) => reveal.querySelector(`[data-wait="${code}"]`) as HTMLElement;
    expect(within(wait('1m')).getByText('(123m)(44m)(888m)(999m)[23m]')).toBeTruthy();
    expect(within(wait('1m')).getByText('(234m)(234m)(888m)(999m)[1m]')).toBeTruthy();
    expect(within(wait('4m')).getByText('(123m)(44m)(888m)(999m)[23m]')).toBeTruthy();
    expect(within(wait('4m')).getByText('(123m)(234m)(888m)(999m)[4m]')).toBeTruthy();
    expect(within(wait('4m')).getAllByRole('listitem')).toHaveLength(2);
    // The pictures carry the same text for screen readers.
    expect(within(wait('4m')).getByRole('img', { name: '(123m)(234m)(888m)(999m)[4m]' })).toBeTruthy();
  });

  test('answered wrong: "Incorrect", what was missed and what is not a wait, marked on the tiles', async () => {
    const user = userEvent.setup();
    renderWith(testStore().store, <Playable q={question('1223344888999m')} />);
    await user.keyboard('15');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    const status = screen.getByRole('status');
    expect(status.textContent).toContain('Incorrect');
    expect(status.textContent).toContain('Missed: 4m.');
    expect(status.textContent).toContain('5m is not a wait.');
    expect(answerTiles().map((b) => b.dataset.outcome ?? '')).toEqual(['found', '', '', 'missed', 'extra', '', '', '', '']);
  });

  test('a wait whose four copies are in the hand is shown, marked not live, and not expected', async () => {
    const user = userEvent.setup();
    renderWith(testStore().store, <Playable q={question('6777788889999m')} />);
    await user.keyboard('56{Enter}');
    expect(screen.getByRole('status').textContent).toBe('Correct');
    const reveal = screen.getByRole('region', { name: 'How each wait completes' });
    const seven = reveal.querySelector('[data-wait="7m"]') as HTMLElement;
    expect(seven.classList.contains('not-live')).toBe(true);
    expect(within(seven).getByText('not live')).toBeTruthy();
    expect(within(seven).getByText('(678m)(789m)(88m)(999m)[77m]')).toBeTruthy();
    expect(reveal.querySelector('[data-wait="5m"]')!.classList.contains('not-live')).toBe(false);
    expect(within(reveal).getByText('Waits: 5m 6m (2 kinds)')).toBeTruthy();
  });

  test('after checking, Next takes the focus: Enter (or a click) deals the next hand', async () => {
    const user = userEvent.setup();
    const onNext = vi.fn();
    renderWith(testStore().store, <Playable q={question('1223344888999m')} onNext={onNext} />);
    await user.keyboard('14{Enter}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Next hand' }));
    await user.keyboard('{Enter}');
    expect(onNext).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Next hand' }));
    expect(onNext).toHaveBeenCalledTimes(2);
  });

  test('Enter from the page body after checking also deals the next hand', async () => {
    const q = question('1223344888999m');
    const { props } = renderPanel({ judgement: judgeChinitsuAnswer(q, [0]) });
    act(() => (document.activeElement as HTMLElement).blur());
    await userEvent.keyboard('{Enter}');
    expect(props.onNext).toHaveBeenCalledTimes(1);
    expect(props.onCheck).not.toHaveBeenCalled();
  });

  test('options: suit, fewest waits, seven pairs', async () => {
    const { props } = renderPanel();
    await userEvent.click(screen.getByRole('radio', { name: 'Pin' }));
    expect(props.onOptionsChange).toHaveBeenLastCalledWith({ ...OPTIONS, suit: 'p' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'At least this many waits' }), '3');
    expect(props.onOptionsChange).toHaveBeenLastCalledWith({ ...OPTIONS, minWaits: 3 });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Include seven pairs' }));
    expect(props.onOptionsChange).toHaveBeenLastCalledWith({ ...OPTIONS, chiitoitsu: true });
    expect((screen.getByRole('radio', { name: 'Random' }) as HTMLInputElement).checked).toBe(true);
  });

  test('the score: streak, best streak, accuracy and average time; dashes before the first answer', () => {
    const { unmount } = renderPanel();
    const score = () => screen.getByRole('region', { name: 'Score' });
    expect(within(score()).getAllByText('—')).toHaveLength(2);
    unmount();
    renderPanel({ stats: { answered: 4, correct: 3, streak: 1, bestStreak: 2, totalMs: 50000 } });
    const stat = (name: string) => score().querySelector(`[data-stat="${name}"]`)!.textContent;
    const shown = ['streak', 'best-streak', 'accuracy', 'average-time'].map(stat);
    expect(shown).toEqual(['1', '2', '75% (3/4)', '12.5 s']);
  });

  test('a link to the hand, a pending deal, an error', async () => {
    const { unmount } = renderPanel({ shareHref: '?mode=quiz&hand=1223344888999m' });
    expect(screen.getByRole('link', { name: 'Link to this hand' }).getAttribute('href')).toBe('?mode=quiz&hand=1223344888999m');
    unmount();
    const pending = renderPanel({ question: null, pending: true });
    expect(screen.getByText('Dealing…')).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Waits' })).toBeNull();
    pending.unmount();
    const failed = renderPanel({ question: null, error: 'A quiz hand has 13 tiles; this one has 14.' });
    expect(screen.getByRole('alert').textContent).toContain('A quiz hand has 13 tiles; this one has 14.');
    expect(screen.queryByText('Dealing…')).toBeNull();
    // From a hand that could not be read, a fresh deal is one press away.
    await userEvent.click(screen.getByRole('button', { name: 'Deal a hand' }));
    expect(failed.props.onNext).toHaveBeenCalledTimes(1);
  });

  test('in Japanese: 判定, 待ち, 正解', () => {
    const q = question('1223344888999m');
    const { unmount } = renderPanel({}, 'ja');
    expect(screen.getByRole('button', { name: '判定' })).toBeTruthy();
    unmount();
    renderPanel({ judgement: judgeChinitsuAnswer(q, [0, 3]), selected: [0, 3] }, 'ja');
    expect(screen.getByRole('button', { name: '次の問題' })).toBeTruthy();
    expect(within(screen.getByRole('group', { name: '待ち' })).getByRole('button', { name: '一萬' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('正解');
    expect(screen.getByRole('group', { name: '手牌' })).toBeTruthy();
  });

  test('while a hand is dealt, 1-9 and Enter go to the store to be kept, and the page says which', async () => {
    const { props, unmount } = renderPanel({ question: null, pending: true, typedAhead: [5, 8, 'enter'] });
    expect(screen.getByText('Keys kept for the hand being dealt: 5 8 Enter')).toBeTruthy();
    await userEvent.keyboard('58{Enter}');
    expect(props.onTypeAhead).toHaveBeenNthCalledWith(1, 5);
    expect(props.onTypeAhead).toHaveBeenNthCalledWith(2, 8);
    expect(props.onTypeAhead).toHaveBeenNthCalledWith(3, 'enter');
    expect(props.onToggle).not.toHaveBeenCalled();
    unmount();
    // The next hand being dealt, the checked one still shown: Enter on the focused Next button is
    // kept too, rather than dealing yet another hand.
    const q = question('1223344888999m');
    const next = renderPanel({ pending: true, judgement: judgeChinitsuAnswer(q, [0, 3]), selected: [0, 3] });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Next hand' }));
    await userEvent.keyboard('{Enter}3');
    expect(next.props.onNext).not.toHaveBeenCalled();
    expect(next.props.onTypeAhead).toHaveBeenNthCalledWith(1, 'enter');
    expect(next.props.onTypeAhead).toHaveBeenNthCalledWith(2, 3);
    // A click meanwhile has nothing to act on.
    await userEvent.click(screen.getByRole('button', { name: 'Next hand' }));
    expect(next.props.onNext).not.toHaveBeenCalled();
  });

  test('Check with nothing selected: the status says to select a wait', () => {
    renderPanel({ notice: 'select-a-wait' });
    expect(screen.getByRole('status').textContent).toBe('Select at least one wait first (click a tile or press 1–9); nothing was scored.');
  });

  test('the focus stays on Check / Next from hand to hand', async () => {
    const user = userEvent.setup();
    // The page's store in small: the same panel gets the next hand (it is not mounted again).
    function Dealer() {
      const [q, setQ] = useState(question('1223344888999m'));
      const [selected, setSelected] = useState<number[]>([]);
      const [judgement, setJudgement] = useState<ChinitsuJudgement | null>(null);
      return (
        <QuizPanel
          lang="en"
          options={OPTIONS}
          question={q}
          selected={selected}
          judgement={judgement}
          stats={EMPTY_QUIZ_STATS}
          onOptionsChange={() => {}}
          onToggle={(k) => setSelected((s) => [...s, k])}
          onCheck={() => setJudgement(judgeChinitsuAnswer(q, selected))}
          onNext={() => {
            setQ(question('1112345678999p'));
            setSelected([]);
            setJudgement(null);
          }}
        />
      );
    }
    renderWith(testStore().store, <Dealer />);
    act(() => screen.getByRole('button', { name: 'Check' }).focus());
    await user.keyboard('14{Enter}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Next hand' }));
    await user.keyboard('{Enter}');
    expect(screen.getByRole('group', { name: 'Hand' }).querySelectorAll('[data-tile="9p"]')).toHaveLength(3);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Check' }));
  });
});

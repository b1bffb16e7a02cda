/**
 * The Rules panel (docs/rules.md#scoring): a group named Rules with the two sets one press away, every
 * switch behind a disclosure with a line saying what it does, the choice in the store; and the score
 * panel naming the rules in force and valuing the waits by them (the real worker's answers). Both
 * languages.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { MAHJONG_SOUL_RULES, TENHOU_RULES } from '../../../src/engine/light.ts';
import { ResultsView } from '../../../src/ui/analysis/results-view.tsx';
import { RulesView } from '../../../src/ui/analysis/rules-view.tsx';
import { testStore } from '../../support/fakes.ts';
import { renderWith } from '../../support/render.tsx';
import { answerWithEngine } from '../../support/real-engine.ts';

const pressed = (name: string) => screen.getByRole('button', { name }).getAttribute('aria-pressed');

describe('<RulesView>', () => {
  test("a group named Rules: Tenhou's set pressed by default, Mahjong Soul's one press away (English)", async () => {
    const { store } = testStore('?q=123m456p789s11222z');
    renderWith(store, <RulesView />);
    const group = screen.getByRole('group', { name: 'Rules' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Tenhou', 'Mahjong Soul', 'Every switch']);
    expect([pressed('Tenhou'), pressed('Mahjong Soul')]).toEqual(['true', 'false']);
    await userEvent.click(screen.getByRole('button', { name: 'Mahjong Soul' }));
    expect(store.getState().rules).toEqual(MAHJONG_SOUL_RULES);
    expect([pressed('Tenhou'), pressed('Mahjong Soul')]).toEqual(['false', 'true']);
    await userEvent.click(screen.getByRole('button', { name: 'Tenhou' }));
    expect(store.getState().rules).toEqual(TENHOU_RULES);
  });

  test('every switch behind a disclosure, each described; a switch turned is "custom" (English)', async () => {
    const { store } = testStore('?q=123m456p789s11222z');
    renderWith(store, <RulesView />);
    const more = screen.getByRole('button', { name: 'Every switch' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    await userEvent.click(more);
    expect(more.getAttribute('aria-expanded')).toBe('true');
    const boxes = screen.getAllByRole('checkbox') as HTMLInputElement[];
    expect(boxes.map((b) => [b.labels?.[0]?.textContent, b.checked])).toEqual([
      ['Open all simples (喰いタン)', true],
      ['Yakuman add up (役満の複合)', true],
      ['Double yakuman (ダブル役満)', false],
      ['Counted yakuman (数え役満)', true],
      ['Rounded-up mangan (切り上げ満貫)', false],
      ['Double-wind pair 4 fu (連風牌)', true],
    ]);
    expect(screen.getByRole('checkbox', { name: 'Rounded-up mangan (切り上げ満貫)' }).getAttribute('aria-describedby')).toBeTruthy();
    expect(
      document.getElementById(screen.getByRole('checkbox', { name: 'Double yakuman (ダブル役満)' }).getAttribute('aria-describedby')!)
        ?.textContent,
    ).toMatch(/純正九蓮宝燈, 国士無双十三面, 四暗刻単騎 and 大四喜 are two yakuman each/);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Rounded-up mangan (切り上げ満貫)' }));
    expect(store.getState().rules).toEqual({ ...TENHOU_RULES, kiriageMangan: true });
    expect([pressed('Tenhou'), pressed('Mahjong Soul')]).toEqual(['false', 'false']);
    expect(within(screen.getByRole('group', { name: 'Rules' })).getByText('Custom')).toBeTruthy();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Double-wind pair 4 fu (連風牌)' }));
    expect(store.getState().rules.doubleWindFu).toBe(2);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Double yakuman (ダブル役満)' }));
    expect(store.getState().rules).toEqual({ ...MAHJONG_SOUL_RULES, kiriageMangan: true, doubleWindFu: 2 });
  });

  test('in Japanese: ルール, 天鳳 and 雀魂, and every switch with its line', async () => {
    const { store } = testStore('?q=123m456p789s11222z&rules=mahjongsoul', { languages: ['ja'] });
    renderWith(store, <RulesView />);
    const group = screen.getByRole('group', { name: 'ルール' });
    expect([pressed('天鳳'), pressed('雀魂')]).toEqual(['false', 'true']);
    await userEvent.click(within(group).getByRole('button', { name: '個別の設定' }));
    expect((screen.getAllByRole('checkbox') as HTMLInputElement[]).map((b) => b.labels?.[0]?.textContent)).toEqual([
      '喰いタン',
      '役満の複合',
      'ダブル役満',
      '数え役満',
      '切り上げ満貫',
      '連風牌の雀頭 4符',
    ]);
    expect(within(group).getByText('13翻以上を役満として払う。切ると三倍満。')).toBeTruthy();
    await userEvent.click(screen.getByRole('checkbox', { name: '喰いタン' }));
    expect(within(group).getByText('カスタム')).toBeTruthy();
  });
});

/** The results of `search` beside the Rules panel, the engine answering with the real worker's answers. */
async function page(search: string, languages = ['en-US']) {
  const { store, client } = testStore(search, { languages });
  const answerAll = () => answerWithEngine(client);
  renderWith(
    store,
    <>
      <RulesView />
      <ResultsView />
    </>,
  );
  await answerAll();
  return { store, answerAll };
}

describe('the rules in the score panel', () => {
  test('named in the panel, and each wait valued by them: a 9-sided 九蓮宝燈 wait is 32,000 under Tenhou, 64,000 under Mahjong Soul', async () => {
    const { answerAll } = await page('?pd=1112345678999m&by=ron');
    const score = () => within(screen.getByRole('region', { name: 'Score' }));
    expect(score().getByText('Rules: Tenhou')).toBeTruthy();
    const ron = () =>
      [...document.querySelectorAll('.wait-values tbody tr')].map(
        (tr) => tr.querySelectorAll('td')[0]!.querySelector('strong')?.textContent,
      );
    expect(ron()).toEqual(Array(9).fill('32,000'));
    await userEvent.click(screen.getByRole('button', { name: 'Mahjong Soul' }));
    await answerAll();
    expect(score().getByText('Rules: Mahjong Soul')).toBeTruthy();
    expect(ron()).toEqual(Array(9).fill('64,000'));
  });

  test('in Japanese, and "custom" when a switch is turned', async () => {
    await page('?q=111222333m77z456p&rules=tenhou,kiriageMangan=true', ['ja']);
    expect(within(screen.getByRole('region', { name: '点数' })).getByText('ルール: カスタム')).toBeTruthy();
  });
});

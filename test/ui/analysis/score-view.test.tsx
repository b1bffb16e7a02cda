/**
 * The score panel (docs/rules.md#scoring): under 和了 a complete hand's yaku, fu, points and payments
 * and the decomposition read, with the situation's controls; under a tenpai hand's waits, what each
 * wait is worth; the winning tile marked in the hand bar. The worker's answers are the real worker's
 * (handleRequest), so the figures on the page are the engine's; both languages.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { HandBarView } from '../../../src/ui/analysis/hand-bar-view.tsx';
import { ResultsView } from '../../../src/ui/analysis/results-view.tsx';
import { testStore } from '../../support/fakes.ts';
import { renderWith } from '../../support/render.tsx';
import { answerWithEngine } from '../../support/real-engine.ts';

/** A page at `search` whose engine answers every request with the real worker's answer. */
async function page(search: string, languages = ['en-US']) {
  const { store, client, location } = testStore(search, { languages });
  const answerAll = () => answerWithEngine(client);
  renderWith(
    store,
    <>
      <HandBarView />
      <ResultsView />
    </>,
  );
  await answerAll();
  return { store, client, location, answerAll };
}

const panel = () => screen.getByRole('region', { name: /^(Score|点数)$/ });

describe('a complete hand', () => {
  test('its yaku with han, the fu parts and their sum, the points and who pays, the reading (English)', async () => {
    await page('?q=111222333m77z456p&riichi=1');
    const score = within(panel());
    expect(score.getByText('4 han 40 fu Mangan · 8,000 points')).toBeTruthy();
    const yaku = score.getByRole('list', { name: 'Yaku' });
    expect(
      within(yaku)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Riichi 立直1 han', 'Fully concealed hand 門前清自摸和1 han', 'Three concealed triplets 三暗刻2 han']);
    expect(score.getByText(/Base 20/).closest('p')?.textContent).toMatch(
      /Tsumo 2 .*Closed triplet of terminals or honors 111m 8.*= 40 fu$/,
    );
    expect(score.getByText('Tsumo: 2,000 from each non-dealer, 4,000 from the dealer')).toBeTruthy();
    expect(score.getByRole('img', { name: '(111m)(222m)(333m)(456p)(77z)' })).toBeTruthy();
    expect(score.getByText('two-sided wait')).toBeTruthy();
  });

  test('in Japanese: 翻, 符, 満貫, 子/親 payments', async () => {
    await page('?q=111222333m77z456p&riichi=1', ['ja']);
    const score = within(panel());
    expect(score.getByText('4翻40符 満貫 · 8,000点')).toBeTruthy();
    expect(score.getByText('ツモ: 子 2,000 / 親 4,000')).toBeTruthy();
    expect(score.getByText('三暗刻')).toBeTruthy();
  });

  test('the hand bar marks the winning tile', async () => {
    await page('?q=111222333m77z456p&agari=3m');
    const marked = document.querySelectorAll('.hand-tiles [data-winning="true"]');
    expect(marked).toHaveLength(1);
    expect(marked[0]!.getAttribute('aria-label')).toBe('Discard 3 man, winning tile');
  });

  test('a 14-tile hand that is not complete has no winning tile: its draw is the drawn tile (both languages)', async () => {
    await page('?q=4569m1222569p258s');
    expect(document.querySelectorAll('.hand-tiles [data-winning]')).toHaveLength(0);
    const drawn = document.querySelector('.hand-tiles .tile-drawn') as HTMLElement;
    expect(drawn.getAttribute('title')).toBe('Drawn tile');
    expect(drawn.getAttribute('aria-label')).not.toMatch(/winning/);
  });

  test('in Japanese the drawn tile of a hand that is not complete is ツモ牌, not 和了牌', async () => {
    await page('?q=123m456p789s2225z3z', ['ja']);
    const drawn = document.querySelector('.hand-tiles .tile-drawn') as HTMLElement;
    expect(drawn.getAttribute('title')).toBe('ツモ牌');
    expect(drawn.getAttribute('aria-label')).not.toMatch(/和了牌/);
  });

  test('changing the situation: Ron asks the score again and the address keeps it; the value changes', async () => {
    const { client, location, answerAll } = await page('?q=111222333m77z456p');
    expect(within(panel()).getByText(/· 5,200 points$/)).toBeTruthy(); // 三暗刻 + ツモ, 40 fu: 1,300/2,600
    await userEvent.click(screen.getByRole('radio', { name: 'Ron' }));
    expect(location.search()).toBe('?q=111222333m77z456p&by=ron');
    expect(client.scoreCalls.at(-1)?.situation.by).toBe('ron');
    await answerAll();
    // A ron on 6p keeps three concealed triplets: 三暗刻 2 han, 20+10+8+4+4+2 = 48 -> 50 fu, 3,200.
    expect(within(panel()).getByText('2 han 50 fu · 3,200 points')).toBeTruthy();
    expect(within(panel()).getByText('Ron: the discarder pays 3,200')).toBeTruthy();
  });

  test('choosing the winning tile re-reads the hand: a ron on 3m breaks a triplet, the runs (一盃口) score more', async () => {
    const { answerAll } = await page('?q=111222333m77z456p&by=ron&riichi=1');
    await userEvent.click(screen.getByRole('radio', { name: '3 man' }));
    await answerAll();
    expect(within(panel()).getByText('2 han 40 fu · 2,600 points')).toBeTruthy();
    expect(within(panel()).getByRole('img', { name: '(123m)(123m)(123m)(456p)(77z)' })).toBeTruthy();
  });

  test('honba and sticks: added to what the winner receives', async () => {
    await page('?q=111222333m77z456p&honba=2&sticks=1');
    expect(within(panel()).getByText('The winner receives 6,800 (2 honba and 1 riichi stick)')).toBeTruthy();
  });

  test('a hand without yaku says so and what would give it one', async () => {
    await page('?q=123m456p789s1z1z(123s)&by=ron');
    expect(within(panel()).getByText(/No yaku: .*An open hand needs a yaku of its own/)).toBeTruthy();
  });

  test('ura indicators are asked only with riichi, and a bad one is named', async () => {
    const { answerAll } = await page('?q=111222333m77z456p');
    expect(screen.queryByRole('textbox', { name: /Ura-dora/ })).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: 'Riichi' }));
    await answerAll();
    await userEvent.type(screen.getByRole('textbox', { name: /Ura-dora/ }), '5x');
    await answerAll();
    expect(screen.getByRole('alert').textContent).toMatch(/"x"/);
  });

  test('in Japanese, a bad ura indicator is named in Japanese, with its place and field', async () => {
    await page('?q=111222333m77z456p&riichi=1&ura=5x', ['ja']);
    expect(screen.getByRole('alert').textContent).toContain('裏ドラ表示牌の2文字目に使えない文字「x」があります。');
    expect(screen.getByRole('alert').textContent).not.toMatch(/character|Unknown/);
  });
});

describe('a tenpai hand', () => {
  test('each wait by ron and by tsumo, in the situation set', async () => {
    const { answerAll } = await page('?qd=234567m345p6799s');
    const table = screen.getByRole('table', { name: /What each wait is worth/ });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.getAttribute('data-tile'))).toEqual(['5s', '8s']);
    expect(
      within(rows[0]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['1,000 1 han 30 fu', '1,500 2 han 20 fu']);
    await userEvent.click(screen.getByRole('radio', { name: 'Riichi' }));
    await answerAll();
    const after = within(screen.getByRole('table', { name: /What each wait is worth/ }))
      .getAllByRole('row')
      .slice(1);
    expect(
      within(after[0]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['2,000 2 han 30 fu', '2,700 3 han 20 fu']);
  });
});

describe('a situation the hand rules out', () => {
  test('riichi in a link to an open hand: the error says why, and the riichi control is there to turn it off', async () => {
    const { answerAll } = await page('?q=234m345p56788s(567m)&by=ron&riichi=1');
    expect(within(panel()).getByRole('alert').textContent).toMatch(/Riichi needs a closed hand/);
    await userEvent.click(screen.getByRole('radio', { name: 'None' }));
    await answerAll();
    expect(within(panel()).getByText('1 han 30 fu · 1,000 points')).toBeTruthy();
    // With riichi off, the open hand offers no riichi control.
    expect(screen.queryByRole('radiogroup', { name: 'Riichi' })).toBeNull();
  });
});

describe("why a hand cannot be scored, in the page's language", () => {
  // 123m456p789s 111z 22z won on 2z by chankan: the robbed kan's tile is its fourth copy, but the hand holds two.
  const CHANKAN = '?q=123m456p789s11122z&by=ron&chankan=1&agari=2z';

  test.each([
    [
      'en-US',
      "Robbing a kan (chankan) wins on the fourth copy of a tile, added to another player's pon: the hand cannot hold another copy of it.",
    ],
    ['ja', '槍槓は他家がポンに加えた4枚目で和了ります。手に 2z がほかにあってはいけません。'],
    ['zh-CN', '抢杠和的是他家加在碰上的第4张牌，手中不能另有 2z。'],
  ])('an impossible chankan (%s)', async (language, text) => {
    await page(CHANKAN, [language]);
    const alert = within(panel()).getByRole('alert');
    expect(alert.getAttribute('data-error')).toBe('chankan-copy-held');
    expect(alert.textContent).toBe(text);
  });

  test.each([
    [
      'en-US',
      'More than 5 tiles: the 6th is at character 6 of the ura-dora indicators.',
      'Scored once the ura-dora indicators below can be read.',
    ],
    ['ja', '牌が5枚を超えています: 6枚目は裏ドラ表示牌の6文字目。', '裏ドラ表示牌を直すと計算します。'],
    ['zh-CN', '牌数超过5张：第6张在里宝牌指示牌的第6个字符。', '修正里宝牌指示牌后开始计算。'],
  ])('six ura-dora indicators (%s): the field says why, the answer waits for them', async (language, field, answer) => {
    await page('?q=111222333m77z456p&riichi=1&ura=123456m', [language]);
    expect(within(panel()).getByRole('alert').textContent).toBe(field);
    expect(within(panel()).getByText(answer)).toBeTruthy();
  });
});

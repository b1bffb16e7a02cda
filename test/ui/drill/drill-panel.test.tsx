import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { drillDiscardError, playDrill, readDrillDiscards, startDrill, type DrillState } from '../../../src/engine/practice/drill.ts';
import type { Tile } from '../../../src/engine/types.ts';
import { tileCode } from '../../../src/engine/core/tiles.ts';
import type { Lang } from '../../../src/store/app-store.ts';
import { DrillPanel, type DrillPanelProps } from '../../../src/ui/drill/drill-panel.tsx';
import { testStore } from '../../support/fakes.ts';
import { renderWith } from '../../support/render.tsx';
import { AppStoreProvider } from '../../../src/store/app-store-provider.tsx';

function replay(seed: number, discards: Tile[]): DrillState {
  const r = playDrill(seed, discards);
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
}

/** The state after discarding the drawn tile `n` times (or until the drill ends). */
function afterDraws(seed: number, n: number): DrillState {
  let s = startDrill(seed);
  const discards: Tile[] = [];
  for (let i = 0; i < n && !s.ending; i++) {
    discards.push(s.drawn);
    s = replay(seed, discards);
  }
  return s;
}

function renderPanel(overrides: Partial<DrillPanelProps> = {}, lang: Lang = 'en') {
  const { store } = testStore();
  act(() => store.getState().actions.setLang(lang));
  const props: DrillPanelProps = { lang, state: startDrill(18), onDiscard: vi.fn(), onNewDrill: vi.fn(), ...overrides };
  const view = renderWith(store, <DrillPanel {...props} />);
  return { ...view, props };
}

const hand = (name = 'Your hand: choose a discard') => screen.getByRole('group', { name });
const handButtons = () => within(hand()).getAllByRole('button') as HTMLButtonElement[];

describe('<DrillPanel>', () => {
  test('the 14 tiles as buttons, the drawn one last and set apart, red fives as 0', () => {
    // Seed 0's deal; whatever it holds, the buttons spell its tiles in order.
    const state = startDrill(0);
    renderPanel({ state });
    const codes = handButtons().map((b) => b.dataset.tile);
    expect(codes).toEqual([...state.tiles, state.drawn].map((t) => tileCode(t.kind, t.red)));
    expect(handButtons().at(-1)!.classList.contains('tile-drawn')).toBe(true);
    expect(handButtons().at(-1)!.title).toBe('Drawn tile');
    expect(screen.getByText('Draw 0 of 18')).toBeTruthy();
  });

  test('a red five is offered as itself', async () => {
    let seed = 0;
    while (![...startDrill(seed).tiles, startDrill(seed).drawn].some((t) => t.red)) seed++;
    const state = startDrill(seed);
    const { props } = renderPanel({ state });
    const red = handButtons().find((b) => b.dataset.tile?.startsWith('0'))!;
    expect(red.getAttribute('aria-label')).toMatch(/^red 5 (man|pin|sou)$/);
    await userEvent.click(red);
    expect(props.onDiscard).toHaveBeenCalledWith(expect.objectContaining({ red: true }));
  });

  test('a click discards that tile', async () => {
    const state = startDrill(18);
    const { props } = renderPanel({ state });
    await userEvent.click(handButtons()[2]);
    expect(props.onDiscard).toHaveBeenCalledWith(state.tiles[2]);
  });

  test('one tile in the tab order, starting on the draw; arrows, Home and End move; Enter discards', async () => {
    const state = startDrill(18);
    const { props } = renderPanel({ state });
    expect(handButtons().map((b) => b.tabIndex)).toEqual([...new Array(13).fill(-1), 0]);
    // Tab from the control before the hand lands on the draw, the one tile in the tab order.
    act(() => screen.getByRole('button', { name: 'New drill' }).focus());
    await userEvent.tab();
    expect(document.activeElement).toBe(handButtons()[13]);
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(handButtons()[0]);
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(document.activeElement).toBe(handButtons()[2]);
    expect(handButtons()[2].tabIndex).toBe(0);
    await userEvent.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(handButtons()[1]);
    await userEvent.keyboard('{End}');
    expect(document.activeElement).toBe(handButtons()[13]);
    await userEvent.keyboard('{Home}{Enter}');
    expect(props.onDiscard).toHaveBeenCalledWith(state.tiles[0]);
  });

  test('after a discard: how it compared, the best discard, and the full table on demand', async () => {
    const s0 = startDrill(3);
    // A discard worse than the best, found from the engine's own table for this hand.
    const rows = replay(3, [s0.drawn]).turns[0].rows;
    const worse = rows.find((r) => r.shanten === rows[0].shanten && r.count < rows[0].count)!;
    const tile = [...s0.tiles, s0.drawn].find((t) => t.kind === worse.discard.kind)!;
    const state = replay(3, [tile]);
    renderPanel({ state });
    const feedback = document.querySelector('.drill-feedback') as HTMLElement;
    expect(within(feedback).getByText(`${rows[0].count - worse.count} tiles fewer than the best`)).toBeTruthy();
    const yours = feedback.querySelector('[data-role="yours"]')!;
    expect(yours.textContent).toContain(`${worse.count} tiles`);
    const best = feedback.querySelector('[data-role="best"]')!;
    expect(best.textContent).toContain(`${rows[0].count} tiles`);
    const table = within(feedback).getByRole('table');
    // A row per discard, a heading row per shanten, and the column headings.
    const shantens = new Set(rows.map((r) => r.shanten));
    expect(within(table).getAllByRole('row')).toHaveLength(rows.length + shantens.size + 1);
    const chosen = table.querySelector('[aria-current="true"]') as HTMLElement;
    expect(chosen.dataset.discard).toBe(tileCode(worse.discard.kind));
    expect(within(chosen).getByText('Yours')).toBeTruthy();
    expect(screen.getByText('Draw 1 of 18')).toBeTruthy();
  });

  test('a discard raising the shanten says so, with the whole best count lost', () => {
    const s0 = startDrill(18);
    const rows = replay(18, [s0.drawn]).turns[0].rows;
    const raising = rows.find((r) => r.shanten > rows[0].shanten)!;
    const state = replay(18, [[...s0.tiles, s0.drawn].find((t) => t.kind === raising.discard.kind)!]);
    renderPanel({ state });
    expect(
      screen.getByText(`Raises the shanten, where the best discard keeps it with ${rows[0].count} tiles: counted as ${rows[0].count} lost`),
    ).toBeTruthy();
    // The shanten leads each line, so a worse discard with more tiles does not read as the better one.
    const feedback = document.querySelector('.drill-feedback') as HTMLElement;
    const shantenWord = (n: number) => (n === 0 ? 'Tenpai' : `${n}-shanten`);
    expect(feedback.querySelector('[data-role="yours"] .drill-count')!.textContent).toBe(
      `${shantenWord(raising.shanten)} · ${raising.count} tiles`,
    );
    expect(feedback.querySelector('[data-role="best"] .drill-count')!.textContent).toBe(
      `${shantenWord(rows[0].shanten)} · ${rows[0].count} tiles`,
    );
  });

  test('matching the best says so', () => {
    const s0 = startDrill(3);
    const best = replay(3, [s0.drawn]).turns[0].best.discard.kind;
    const state = replay(3, [[...s0.tiles, s0.drawn].find((t) => t.kind === best)!]);
    renderPanel({ state });
    expect(screen.getByText('As good as the best')).toBeTruthy();
  });

  test('at the end: the totals, every turn, and the hand locked', () => {
    const state = afterDraws(21, 18);
    expect(state.ending).not.toBeNull();
    renderPanel({ state });
    const summary = screen.getByRole('region', { name: 'Drill over' });
    const stat = (name: string) => summary.querySelector(`[data-stat="${name}"]`)!.textContent;
    const { totals } = state;
    expect(stat('matched')).toBe(`${totals.matched} of ${totals.discards}`);
    expect(stat('tiles-lost')).toBe(String(totals.tilesLost));
    expect(stat('turns-to-tenpai')).toBe(totals.turnsToTenpai === null ? '—' : String(totals.turnsToTenpai));
    expect(stat('turns-to-agari')).toBe(totals.turnsToAgari === null ? '—' : String(totals.turnsToAgari));
    expect(within(summary).getAllByRole('row')).toHaveLength(state.turns.length + 1);
    expect(handButtons().every((b) => b.disabled)).toBe(true);
  });

  test('the seed, a link replaying the wall, and a new drill', async () => {
    const { props } = renderPanel({ state: startDrill(4242), shareHref: '?mode=drill&seed=4242' });
    expect(document.querySelector('[data-seed]')!.textContent).toBe('4242');
    expect(screen.getByRole('link', { name: 'Link to this wall' }).getAttribute('href')).toBe('?mode=drill&seed=4242');
    await userEvent.click(screen.getByRole('button', { name: 'New drill' }));
    expect(props.onNewDrill).toHaveBeenCalledTimes(1);
  });

  test('while dealing, and on an error', () => {
    const { unmount } = renderPanel({ state: null });
    expect(screen.getByText('Dealing…')).toBeTruthy();
    unmount();
    renderPanel({ state: null, error: 'The seed "x" is not a whole number from 0 to 4294967295.' });
    expect(screen.getByRole('alert').textContent).toContain('The seed "x"');
  });

  test('in Japanese', () => {
    renderPanel({ state: afterDraws(18, 2) }, 'ja');
    expect(screen.getByRole('heading', { name: '何切る練習' })).toBeTruthy();
    expect(screen.getByText('2巡目 / 18')).toBeTruthy();
    expect(hand('手牌 (切る牌を選ぶ)')).toBeTruthy();
    expect(screen.getByText('その手牌の全打牌')).toBeTruthy();
  });

  test('the river: every discard in order, red fives as 0, each named with its turn', () => {
    let seed = 0;
    // A wall whose deal holds a red five, discarded first, then the draw twice.
    while (![...startDrill(seed).tiles, startDrill(seed).drawn].some((t) => t.red)) seed++;
    const s0 = startDrill(seed);
    const red = [...s0.tiles, s0.drawn].find((t) => t.red)!;
    const s1 = replay(seed, [red]);
    const s2 = replay(seed, [red, s1.drawn]);
    const state = replay(seed, [red, s1.drawn, s2.drawn]);
    renderPanel({ state });
    const river = screen.getByRole('region', { name: 'Your discards (3)' });
    // A list of items, each a named picture.
    const items = within(within(river).getByRole('list')).getAllByRole('listitem');
    expect(items.map((el) => el.dataset.tile)).toEqual([red, s1.drawn, s2.drawn].map((t) => tileCode(t.kind, t.red)));
    const tiles = items.map((li) => within(li).getByRole('img'));
    expect(tiles[0].getAttribute('aria-label')).toMatch(/^Discard 1: red 5 (man|pin|sou)$/);
  });

  test('before the first discard the river says so', () => {
    renderPanel({ state: startDrill(4) }, 'ja');
    expect(within(screen.getByRole('region', { name: '捨て牌 (0枚)' })).getByText('まだありません。')).toBeTruthy();
  });

  test('the link to the analysis: a plain click opens it in place, a modified click is left to the browser', async () => {
    const href = '?q=123m456p789s1122z3z&seen=9m1z';
    const onOpenAnalysis = vi.fn();
    renderPanel({ analysisHref: href, onOpenAnalysis });
    const link = screen.getByRole('link', { name: 'Analyse this position' });
    expect(link.getAttribute('href')).toBe(href);
    await userEvent.click(link);
    expect(onOpenAnalysis).toHaveBeenCalledTimes(1);
    fireEvent.click(link, { ctrlKey: true });
    expect(onOpenAnalysis).toHaveBeenCalledTimes(1);
  });

  test('a record in the address with a mistake: what and where, and the position shown, in both languages', () => {
    const read = readDrillDiscards('9m1x');
    const problem = { kind: 'unreadable' as const, record: '9m1x', error: read.error!, kept: 1 };
    const { unmount } = renderPanel({ problem });
    expect(screen.getByRole('alert').textContent).toBe(
      'The discards in the address (d=) have a mistake: Unknown character "x" at character 4 of the discards. ' +
        'The drill shows the position after the 1 discard before it.',
    );
    unmount();
    renderPanel({ problem }, 'ja');
    expect(screen.getByRole('alert').textContent).toBe(
      'アドレスの打牌 (d=) に誤りがあります: 4文字目に使えない文字「x」があります。その前の1打目までの局面を表示しています。',
    );
  });

  test('a discard in the address the hand does not hold: which one, and the hand', () => {
    const state = startDrill(9);
    const held = new Set([...state.tiles, state.drawn].map((t) => t.kind));
    const missing = [...Array(34).keys()].find((k) => !held.has(k))!;
    const error = drillDiscardError(state, { kind: missing, red: false }, 0)!;
    if (error.code !== 'not-in-hand') throw new Error('fixture');
    renderPanel({ state, problem: { kind: 'refused', error } });
    expect(screen.getByRole('alert').textContent).toBe(
      `Discard 1 in the address cannot be made: ${tileCode(missing)} is not in the hand ${error.hand}. The drill shows the deal.`,
    );
  });

  test('the last discard moves the focus from the locked hand to the summary', async () => {
    const before = afterDraws(21, 17);
    expect(before.ending).toBeNull();
    const { store } = testStore();
    const props: DrillPanelProps = { lang: 'en', state: before, onDiscard: vi.fn(), onNewDrill: vi.fn() };
    const { rerender } = renderWith(store, <DrillPanel {...props} />);
    act(() => handButtons()[13].focus());
    const after = afterDraws(21, 18);
    expect(after.ending).not.toBeNull();
    rerender(
      <AppStoreProvider store={store}>
        <DrillPanel {...props} state={after} />
      </AppStoreProvider>,
    );
    expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Drill over' }));
  });

  test('a finished drill opened from its address leaves the focus where it is', () => {
    renderPanel({ state: afterDraws(21, 18) });
    expect(document.activeElement).toBe(document.body);
  });

  test('the table: a group per shanten under its heading (3向聴), "あなた" a label of its own', () => {
    const s0 = startDrill(3);
    const state = replay(3, [s0.drawn]);
    renderPanel({ state }, 'ja');
    const table = within(document.querySelector('.drill-feedback') as HTMLElement).getByRole('table');
    const { rows } = state.turns[0];
    const headings = [...table.querySelectorAll('tbody > tr.drill-group > th')].map((th) => th.textContent);
    expect(headings).toEqual([...new Set(rows.map((r) => r.shanten))].map((n) => (n === 0 ? '聴牌' : `${n}向聴`)));
    for (const body of table.querySelectorAll('tbody')) {
      const n = Number((body as HTMLElement).dataset.shanten);
      const discards = [...body.querySelectorAll('tr[data-discard]')].map((tr) => (tr as HTMLElement).dataset.discard);
      expect(discards).toEqual(rows.filter((r) => r.shanten === n).map((r) => tileCode(r.discard.kind)));
    }
    const chosen = table.querySelector('[aria-current="true"]') as HTMLElement;
    expect(within(chosen).getByText('あなた').className).toBe('drill-yours');
  });
});

/**
 * The game review in the whole page (App on a store whose engine answers are the real worker's): the
 * header link, a log pasted and reviewed, the seat's decisions stepped with the buttons and the arrow
 * keys, each showing the chosen against the best and the loss the engine computed; Next mistake by the
 * filter; names hidden; Open in analysis; a malformed log's message with its text kept.
 */
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { game, tileName } from '../../../src/engine/index.ts';
import { formatMeld } from '../../../src/engine/light.ts';
import type { DiscardDecision } from '../../../src/engine/index.ts';
import { selfPlay } from '../../../src/engine/log/self-play.ts';
import { handleRequest } from '../../../src/worker/handle-request.ts';
import { App } from '../../../src/ui/shell/app.tsx';
import { flush, testStore, type FakeReadLogCall, type FakeReviewKyokuCall } from '../../support/fakes.ts';
import { renderWith } from '../../support/render.tsx';
import { measured } from '../../../src/engine/log/figures.ts';

const LOG = selfPlay(21, { players: 4, length: 'east', red: true, calls: 0.3 });
const TEXT = JSON.stringify(game.writeTenhouJson(LOG));

function answer(call: FakeReadLogCall | FakeReviewKyokuCall, kind: 'readLog' | 'reviewKyoku'): void {
  const message = handleRequest({ id: 1, kind, request: call.request } as never);
  if (message.type !== 'result') throw new Error(JSON.stringify(message));
  call.settle({ status: 'done', result: message.result as never });
}

/** The page on the review with the log pasted and read, and the first `kyoku` kyoku of seat 0 reviewed (after the first kyoku's counts). */
async function reviewed(kyoku: number) {
  const t = testStore('?mode=review');
  renderWith(t.store, <App />);
  const field = screen.getByRole('textbox', { name: 'Game log' });
  fireEvent.change(field, { target: { value: TEXT } });
  await userEvent.click(screen.getByRole('button', { name: 'Review' }));
  answer(t.client.readLogCalls[0]!, 'readLog');
  await act(flush);
  for (let i = 0; i <= kyoku; i++) {
    answer(t.client.reviewKyokuCalls[i]!, 'reviewKyoku');
    await act(flush);
  }
  return t;
}

/** The page in `languages` on the review with `text` pasted and read. */
async function readIn(text: string, languages: string[]) {
  const t = testStore('?mode=review', { languages });
  renderWith(t.store, <App />);
  fireEvent.change(screen.getByRole('textbox', { name: /./ }), { target: { value: text } });
  await userEvent.click(screen.getByRole('button', { name: /^(Review|検討する|复盘)$/ }));
  answer(t.client.readLogCalls[0]!, 'readLog');
  await act(flush);
  return t;
}

/** The seat's decisions of a kyoku as the engine reviews them, with the page's options. */
function expected(kyoku: number) {
  const found = game.reviewKyoku(LOG, kyoku, { seats: [0], twoStep: true, probabilities: true, calls: true });
  if (!found.ok) throw new Error('review');
  return found.value;
}

const decision = () => screen.getByRole('article');
const row = (measure: string) => decision().querySelector(`tr[data-measure="${measure}"]`) as HTMLElement;
const name = (t: { kind: number; red: boolean }) => tileName(t.kind, t.red);

describe('the review page', () => {
  test('the header link opens it', async () => {
    const { store } = testStore('?q=19m');
    renderWith(store, <App />);
    await userEvent.click(within(screen.getByRole('navigation', { name: 'Modes' })).getByRole('link', { name: 'Game review' }));
    expect(store.getState().mode).toBe('review');
    expect(screen.getByRole('heading', { name: 'Game review' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Game log' })).toBeTruthy();
  });

  test('each decision shows the chosen against the best and the loss, stepped by the arrow keys and the buttons', async () => {
    await reviewed(1);
    const all = expected(0);
    expect(all.some((d) => d.kind === 'discard' && d.count.loss > 0)).toBe(true);
    expect(within(decision()).getByRole('heading').textContent).toContain(`E1, turn ${all[0]!.turn}`);
    for (let i = 0; i < all.length; i++) {
      const d = all[i]!;
      expect(screen.getByText(`Decision ${i + 1} of ${all.length}`)).toBeTruthy();
      if (d.kind === 'discard') {
        const cells = within(row('count')).getAllByRole('cell');
        expect(within(cells[0]!).getByRole('img').getAttribute('aria-label')).toBe(name(d.count.chosen.discard));
        expect(within(cells[1]!).getByRole('img').getAttribute('aria-label')).toBe(name(d.count.best.discard));
        expect(cells[0]!.textContent).toContain(`${d.count.chosen.count} tile`);
        expect(cells[1]!.textContent).toContain(`${d.count.best.count} tile`);
        const loss = d.count.loss;
        // A discard in riichi was forced: no loss is told.
        expect(cells[2]!.textContent).toBe(
          d.riichi ? '–' : loss === 0 ? 'Best' : Number.isFinite(loss) ? `${loss} tile${loss === 1 ? '' : 's'}` : 'shanten back',
        );
        if (measured(d.probabilities)) {
          const win = within(row('win')).getAllByRole('cell');
          expect(win[0]!.textContent).toBe(`${(100 * measured(d.probabilities)!.win.chosen.value).toFixed(1)}%`);
          expect(win[1]!.textContent).toContain(`${(100 * measured(d.probabilities)!.win.best.value).toFixed(1)}%`);
        }
      } else {
        expect(decision().getAttribute('data-kind')).toBe('call');
        const did = within(row('call')).getAllByRole('cell')[0]!.textContent;
        const call = d.chosen === 'pass' ? null : d.chosen;
        expect(did).toBe(call ? `${call.call[0]!.toUpperCase()}${call.call.slice(1)} ${formatMeld(call.meld)}` : 'Passed');
      }
      if (i + 1 < all.length) fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    }
    fireEvent.keyDown(document.body, { key: 'ArrowLeft' });
    expect(screen.getByText(`Decision ${all.length - 1} of ${all.length}`)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /Previous$/ }));
    expect(screen.getByText(`Decision ${all.length - 2} of ${all.length}`)).toBeTruthy();
    // Keys typed into the log's field stay there.
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Game log' }), { key: 'ArrowRight' });
    expect(screen.getByText(`Decision ${all.length - 2} of ${all.length}`)).toBeTruthy();
  }, 60_000);

  test('Next mistake goes to the next decision the filter keeps', async () => {
    await reviewed(1);
    const all = expected(0);
    const twoTiles = all.findIndex((d) => d.kind === 'discard' && !d.riichi && (d as DiscardDecision).count.loss >= 2);
    expect(twoTiles).toBeGreaterThan(0);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Mistakes/ }), 'at least 2 tiles');
    await userEvent.click(screen.getByRole('button', { name: /^Next mistake/ }));
    expect(screen.getByText(`Decision ${twoTiles + 1} of ${all.length}`)).toBeTruthy();
    expect(within(row('count')).getAllByRole('cell')[2]!.className).toBe('review-loss');
    // No decision before it lost two tiles or more: Shift+← does nothing.
    fireEvent.keyDown(document.body, { key: 'ArrowLeft', shiftKey: true });
    expect(screen.getByText(`Decision ${twoTiles + 1} of ${all.length}`)).toBeTruthy();
    const nextTwo = all.findIndex((d, i) => i > twoTiles && d.kind === 'discard' && !d.riichi && d.count.loss >= 2);
    fireEvent.keyDown(document.body, { key: 'ArrowRight', shiftKey: true });
    if (nextTwo >= 0) expect(screen.getByText(`Decision ${nextTwo + 1} of ${all.length}`)).toBeTruthy();
  }, 60_000);

  test('seats by name, names hidden on request; Open in analysis shows that position', async () => {
    const { store, location } = await reviewed(1);
    const seats = screen.getByRole('group', { name: 'Seat reviewed' });
    expect(
      within(seats)
        .getAllByRole('radio')
        .map((r) => r.parentElement!.textContent),
    ).toEqual(LOG.names);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Hide names' }));
    expect(
      within(seats)
        .getAllByRole('radio')
        .map((r) => r.parentElement!.textContent),
    ).toEqual(['Seat 1', 'Seat 2', 'Seat 3', 'Seat 4']);
    expect(screen.getByRole('region', { name: "Seat 2's river" })).toBeTruthy();
    // A decision some turns in, so that every river holds tiles.
    for (let i = 0; i < 12; i++) fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    const rivers = (selector: string) =>
      [...document.querySelectorAll(`${selector} .game-seat`)].map((seat) =>
        [...seat.querySelectorAll('.river-tile')].map(
          (li) => li.getAttribute('data-tile')! + (li.classList.contains('river-riichi') ? '!' : ''),
        ),
      );
    const moment = rivers('.review-table');
    expect(moment.every((river) => river.length > 0)).toBe(true);
    const link = screen.getByRole('link', { name: 'Open in analysis' });
    const href = link.getAttribute('href')!;
    expect(href).toMatch(/^\?q=/);
    expect(href).toContain('moves=');
    await userEvent.click(link);
    expect(store.getState().mode).toBe('analysis');
    expect(location.search()).toBe(href);
    // The analysis page follows that moment at the table: the same rivers, seat by seat from yours.
    expect(rivers('.game-table')).toEqual(moment);
    expect(screen.getByRole('region', { name: 'Your river' })).toBeTruthy();
  }, 60_000);

  test('each kyoku named as players write it, in each language, and each win with its points', async () => {
    // The first kyoku with a honba: its name carries it.
    const k = LOG.kyoku.findIndex((x) => x.honba > 0);
    expect(k).toBeGreaterThan(0);
    const { round, number, honba } = LOG.kyoku[k]!;
    const words = { E: ['東', '东'], S: ['南', '南'] }[round as 'E' | 'S'];
    const names: [string[], string, string][] = [
      [['en-US'], `${round}1`, `${round}${number}-${honba}`],
      [['ja'], `${words[0]}1局`, `${words[0]}${number}局${honba}本場`],
      [['zh-CN'], `${words[1]}1局`, `${words[1]}${number}局${honba}本场`],
    ];
    for (const [languages, first, later] of names) {
      await readIn(TEXT, languages);
      const list = screen.getAllByRole('listitem').filter((li) => li.hasAttribute('data-kyoku'));
      expect(list[0]!.querySelector('.review-kyoku-name')!.textContent).toBe(first);
      expect(list[k]!.querySelector('.review-kyoku-name')!.textContent).toBe(later);
      cleanup();
    }
  });

  test("a win the log gives no points for shows pairi's own score of it, and says so", async () => {
    const json = game.writeTenhouJson(LOG) as { log: unknown[][] };
    const k = LOG.kyoku.findIndex((x) => x.end.end === 'win');
    const end = LOG.kyoku[k]!.end;
    if (end.end !== 'win') throw new Error('no win');
    ((json.log[k]![16] as unknown[])[2] as unknown[])[3] = '';
    await readIn(JSON.stringify(json), ['en-US']);
    const item = screen.getAllByRole('listitem').find((li) => li.getAttribute('data-kyoku') === String(k))!;
    const text = item.querySelector('.review-kyoku-end')!.textContent!;
    expect(text).toContain(`${end.wins[0]!.points!.toLocaleString('en-US')} (scored by pairi: the log gives none)`);
    expect(text).not.toMatch(/ 0$/);
  });

  test('a malformed log: one message naming what and where, the text kept as pasted', async () => {
    const json = game.writeTenhouJson(LOG) as { log: unknown[][] };
    (json.log[2]![6] as unknown[])[0] = 77;
    const bad = JSON.stringify(json);
    const fault = game.readGameLog(bad);
    expect(fault.ok).toBe(false);
    if (fault.ok) return;
    const t = testStore('?mode=review');
    renderWith(t.store, <App />);
    const field = screen.getByRole('textbox', { name: 'Game log' }) as HTMLTextAreaElement;
    fireEvent.change(field, { target: { value: bad } });
    await userEvent.click(screen.getByRole('button', { name: 'Review' }));
    answer(t.client.readLogCalls[0]!, 'readLog');
    await act(flush);
    const kyoku = game.kyokuName(LOG.kyoku[2]!);
    const message = screen.getByRole('alert').textContent!;
    expect(message).toMatch(new RegExp(`^A tile code that does not exist \\(kyoku ${kyoku}, the 3rd in the log, move ${fault.error.move}`));
    expect(message).toMatch(/: 77\.$/);
    expect(field.value).toBe(bad);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(t.client.reviewKyokuCalls).toHaveLength(0);
  });

  test('a file picked is read into the field and reviewed; the work in progress can be cancelled and continued', async () => {
    const t = testStore('?mode=review');
    renderWith(t.store, <App />);
    const picker = document.querySelector('.review-file input[type="file"]') as HTMLInputElement;
    await userEvent.upload(picker, new File([TEXT], 'game.json', { type: 'application/json' }));
    await act(async () => {
      for (let i = 0; i < 20 && t.client.readLogCalls.length === 0; i++) await flush();
    });
    expect((screen.getByRole('textbox', { name: 'Game log' }) as HTMLTextAreaElement).value).toBe(TEXT);
    expect(t.client.readLogCalls).toHaveLength(1);
    answer(t.client.readLogCalls[0]!, 'readLog');
    await act(flush);
    // The first kyoku's counts: its first decision shows at once, its figures on their way.
    answer(t.client.reviewKyokuCalls[0]!, 'reviewKyoku');
    await act(flush);
    expect(screen.getByRole('article')).toBeTruthy();
    expect(screen.getByText('Counts only so far: the next step and the probabilities are on their way.')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain(`Reviewing: 0 of ${LOG.kyoku.length} kyoku done`);
    answer(t.client.reviewKyokuCalls[1]!, 'reviewKyoku');
    await act(flush);
    const status = screen.getByRole('status');
    expect(status.textContent).toContain(`Reviewing: 1 of ${LOG.kyoku.length} kyoku done`);
    expect(screen.getByText('Probabilities without hand changes and shanten-back (with them: on their way).')).toBeTruthy();
    await userEvent.click(within(status).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('status').textContent).toContain(`Stopped after 1 of ${LOG.kyoku.length} kyoku.`);
    expect(t.client.reviewKyokuCalls[2]!.signal?.aborted).toBe(true);
    // The kyoku reviewed stay: the first decision is still shown, its kyoku's figures listed.
    expect(screen.getByRole('article')).toBeTruthy();
    expect(screen.getByText('Probabilities without hand changes and shanten-back.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(t.client.reviewKyokuCalls).toHaveLength(4);
    expect(t.client.reviewKyokuCalls[3]!.request.kyoku).toBe(1);
  }, 60_000);

  test('once every kyoku has its figures, they are worked out again with the options on, in the background', async () => {
    const t = await reviewed(LOG.kyoku.length);
    const total = LOG.kyoku.length;
    const calls = t.client.reviewKyokuCalls;
    // Every kyoku reviewed with the options off: the first is asked again with hand changes and shanten-back.
    expect(calls).toHaveLength(total + 2);
    const on = calls[total + 1]!;
    expect(on.request).toMatchObject({ kyoku: 0, probabilities: { handChanges: true, shantenBack: true } });
    const status = screen.getByRole('status');
    expect(status.textContent).toContain(`Probabilities with hand changes and shanten-back: 0 of ${total} kyoku done`);
    expect(status.getAttribute('data-figures')).toBe('on');
    answer(on, 'reviewKyoku');
    await act(flush);
    expect(screen.getByRole('status').textContent).toContain(`Probabilities with hand changes and shanten-back: 1 of ${total} kyoku done`);
    // The decision shown (the first kyoku's) now has its figures with the options on.
    expect(screen.getByText('Probabilities with hand changes and shanten-back.')).toBeTruthy();
    const first = game.reviewKyoku(LOG, 0, {
      seats: [0],
      twoStep: true,
      probabilities: { handChanges: true, shantenBack: true },
      calls: true,
    });
    if (!first.ok) throw new Error('review');
    const d = first.value.find((x) => x.kind === 'discard' && measured(x.probabilities));
    expect(d).toBeTruthy();
    const at = first.value.indexOf(d!);
    for (let i = 0; i < at; i++) fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    const p = measured((d as DiscardDecision).probabilities)!;
    expect(within(row('win')).getAllByRole('cell')[0]!.textContent).toBe(`${(100 * p.win.chosen.value).toFixed(1)}%`);
    // Cancel stops the background pass; Continue takes it up at the next kyoku.
    await userEvent.click(within(screen.getByRole('status')).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('status').textContent).toContain(
      `Probabilities with hand changes and shanten-back stopped after 1 of ${total} kyoku.`,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(calls.at(-1)!.request).toMatchObject({ kyoku: 1, probabilities: { handChanges: true, shantenBack: true } });
  }, 120_000);

  test('a file dropped on the field is read into it and reviewed', async () => {
    const t = testStore('?mode=review');
    renderWith(t.store, <App />);
    const form = document.querySelector('.review-form') as HTMLFormElement;
    const file = new File([TEXT], 'game.json', { type: 'application/json' });
    fireEvent.dragOver(form, { dataTransfer: { files: [file], types: ['Files'] } });
    expect(screen.getByText('Drop the log file here')).toBeTruthy();
    fireEvent.drop(form, { dataTransfer: { files: [file], types: ['Files'] } });
    await act(async () => {
      for (let i = 0; i < 20 && t.client.readLogCalls.length === 0; i++) await flush();
    });
    expect(screen.queryByText('Drop the log file here')).toBeNull();
    expect((screen.getByRole('textbox', { name: 'Game log' }) as HTMLTextAreaElement).value).toBe(TEXT);
    expect(t.client.readLogCalls[0]!.text).toBe(TEXT);
  });

  test('a swipe across the decision steps: left for the next, right for the one before; a scroll does not', async () => {
    await reviewed(1);
    const total = expected(0).length;
    const shown = document.querySelector('.review-shown') as HTMLElement;
    const swipe = (from: [number, number], to: [number, number]) => {
      fireEvent.touchStart(shown, { touches: [{ clientX: from[0], clientY: from[1] }] });
      fireEvent.touchEnd(shown, { changedTouches: [{ clientX: to[0], clientY: to[1] }] });
    };
    swipe([300, 200], [100, 210]);
    expect(screen.getByText(`Decision 2 of ${total}`)).toBeTruthy();
    swipe([100, 200], [120, 500]);
    expect(screen.getByText(`Decision 2 of ${total}`)).toBeTruthy();
    swipe([100, 200], [300, 190]);
    expect(screen.getByText(`Decision 1 of ${total}`)).toBeTruthy();
  }, 60_000);
});

/**
 * The review's requests (protocol.ts's readLog and reviewKyoku): the worker reads the text it is sent
 * into its session and answers the log's overview or its fault as data, and one kyoku of the session's
 * log (asked by the session's number and the kyoku's index) as its decisions for one seat,
 * which are the engine's own reviewKyoku of the same log (the CLI's review checks those against the
 * discard table; here the worker must hand them on unchanged).
 */
import { describe, expect, test, vi } from 'vitest';
import { game } from '../../src/engine/index.ts';
import { selfPlay } from '../../src/engine/log/self-play.ts';
import { handleRequest } from '../../src/worker/handle-request.ts';
import type { ReadLogResult, ReviewKyokuRequest, ReviewKyokuResult } from '../../src/worker/protocol.ts';
import { HABITS } from '../support/review-habits.ts';
import { measured, unmeasured } from '../../src/engine/log/figures.ts';

const LOG = selfPlay(7, { players: 4, length: 'east', red: true, calls: 0.5 });
const TEXT = JSON.stringify(game.writeTenhouJson(LOG));

function read(text: string): ReadLogResult {
  const answer = handleRequest({ id: 1, kind: 'readLog', request: { text } });
  if (answer.type !== 'result') throw new Error(JSON.stringify(answer));
  return answer.result;
}

/** The session the worker answers for `text`. */
function session(text: string): number {
  const r = read(text);
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.session;
}

function review(text: string, kyoku: number, seat: 0 | 1 | 2 | 3): ReviewKyokuResult {
  const request = { session: session(text), kyoku, seat, twoStep: true, probabilities: false, calls: false };
  const answer = handleRequest({ id: 2, kind: 'reviewKyoku', request });
  if (answer.type !== 'result') throw new Error(JSON.stringify(answer));
  return answer.result;
}

describe('readLog', () => {
  test("a log's overview: players, names, rules and each kyoku without its moves", () => {
    const r = read(TEXT);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.log.players).toBe(4);
    expect(r.log.names).toEqual(LOG.names);
    expect(r.log.red).toBe(LOG.red);
    expect(r.log.kyoku.map((k) => game.kyokuName(k))).toEqual(LOG.kyoku.map((k) => game.kyokuName(k)));
    expect(game.kyokuName(r.log.kyoku[0]!)).toBe('E1');
    expect(r.log.kyoku.map((k) => k.end)).toEqual(LOG.kyoku.map((k) => k.end));
    // Each win's points, the log's own: the log gives them all.
    expect(r.log.kyoku.map((k) => k.points)).toEqual(LOG.kyoku.map((_, i) => game.winPoints(LOG, i)));
    const wins = LOG.kyoku.flatMap((k) => (k.end.end === 'win' ? k.end.wins : []));
    expect(wins.length).toBeGreaterThan(0);
    expect(r.log.kyoku.flatMap((k) => k.points)).toEqual(wins.map((w) => ({ from: 'log', points: w.points })));
    expect(r.log.kyoku.every((k) => !('moves' in k) && !('dealt' in k))).toBe(true);
  });

  test.each([
    ['', 'empty'],
    ['hello', 'unknown-format'],
    ['{"log": [', 'bad-json'],
    ['{"log": []}', 'bad-shape'],
  ])('a text that is no log is its fault as data, not a failure: %j', (text, code) => {
    const r = read(text);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe(code);
  });

  test("a JSON that does not parse quotes the parser's sentence whole, its line and column with it", () => {
    const r = read('{"log": [[ 1, 2 ]]');
    let parser = '';
    try {
      JSON.parse('{"log": [[ 1, 2 ]]');
    } catch (e) {
      parser = (e as Error).message;
    }
    expect(r).toEqual({ ok: false, error: { code: 'bad-json', found: parser } });
    // Chromium's sentence adds the line and column (some 85 characters); cut at 80 it lost its column's last digit.
    const long = `Expected ',' or '}' after property value in JSON at position 18 (line 1 column 19)`;
    const thrown = vi.spyOn(JSON, 'parse').mockImplementationOnce(() => {
      throw new SyntaxError(long);
    });
    expect(read('{"log": [[ 1, 2 ]]')).toEqual({ ok: false, error: { code: 'bad-json', found: long } });
    thrown.mockRestore();
  });

  test('a fault inside a kyoku names the kyoku and the move', () => {
    const json = game.writeTenhouJson(LOG) as { log: unknown[][] };
    // Seat 1's first discard of the second kyoku becomes a tile code that does not exist.
    const kyoku = json.log[1] as unknown[];
    (kyoku[9] as unknown[])[0] = 99;
    const r = read(JSON.stringify(json));
    expect(r.ok).toBe(false);
    if (r.ok) return;
    const { round, number, honba } = LOG.kyoku[1]!;
    expect(r.error).toMatchObject({ code: 'bad-tile', kyoku: 1, kyokuName: { round, number, honba } });
  });
});

describe('reviewKyoku', () => {
  test("one kyoku's decisions of one seat are the engine's review of the log", () => {
    for (const seat of [0, 2] as const) {
      const r = review(TEXT, 1, seat);
      const expected = game.reviewKyoku(LOG, 1, { seats: [seat], twoStep: true, probabilities: false, calls: false });
      expect(r.ok && expected.ok).toBe(true);
      if (!r.ok || !expected.ok) return;
      expect(r.kyoku).toBe(1);
      expect(r.decisions).toEqual(expected.value);
      expect(r.decisions.every((d) => d.seat === seat)).toBe(true);
    }
  });

  test("a game played with real habits: every kyoku of every seat answered in the page's passes, none a failure", () => {
    // Shapes broken near tenpai, folds and dama: the page's first pass (counts) and second (every figure,
    // options off, calls) for every seat of the first two kyoku; the third (hand changes and shanten-back)
    // for one seat of the first, whose searches take seconds at 3-shanten. The engine's own test reviews
    // the whole game with every option (test/engine/log/review-habits.test.ts).
    const log = selfPlay(22, { players: 4, length: 'east', red: true, calls: 0.4, ...HABITS });
    const text = JSON.stringify(game.writeTenhouJson(log));
    const id = session(text);
    const passes: Omit<ReviewKyokuRequest, 'session' | 'kyoku' | 'seat'>[] = [
      { twoStep: false, probabilities: false, calls: false },
      { twoStep: true, probabilities: true, calls: true },
    ];
    const ask = (kyoku: number, seat: 0 | 1 | 2 | 3, pass: (typeof passes)[number]) => {
      const answer = handleRequest({ id: 3, kind: 'reviewKyoku', request: { session: id, kyoku, seat, ...pass } });
      expect(answer.type, `kyoku ${kyoku} seat ${seat}`).toBe('result');
      return answer.type === 'result' ? (answer.result as ReviewKyokuResult) : null;
    };
    let added = 0;
    for (let k = 0; k < 2; k++) {
      for (const seat of [0, 1, 2, 3] as const) {
        for (const pass of passes) {
          const r = ask(k, seat, pass);
          expect(r?.ok).toBe(true);
          if (r?.ok) added += r.decisions.filter((d) => d.kind === 'discard' && measured(d.probabilities)?.chosenAdded).length;
        }
      }
    }
    expect(added).toBeGreaterThan(0);
    const third = ask(0, 3, { twoStep: true, probabilities: { handChanges: true, shantenBack: true }, calls: true });
    expect(third?.ok).toBe(true);
    if (third?.ok)
      expect(
        third.decisions
          .filter((d) => d.kind === 'discard' && !d.riichi)
          .every((d) => d.kind === 'discard' && (measured(d.probabilities) || unmeasured(d.probabilities))),
      ).toBe(true);
  }, 60_000);

  test('a kyoku the log does not have is a fault as data', () => {
    const outside = review(TEXT, LOG.kyoku.length, 0);
    expect(outside).toMatchObject({ ok: false, kyoku: LOG.kyoku.length, error: { code: 'bad-shape' } });
  });
});

describe("the review's session", () => {
  const ask = (id: number, kyoku = 0) =>
    handleRequest({
      id: 4,
      kind: 'reviewKyoku',
      request: { session: id, kyoku, seat: 0, twoStep: false, probabilities: false, calls: false },
    });

  test('each log read is a new session, and reading another ends the one before', () => {
    const other = JSON.stringify(game.writeTenhouJson(selfPlay(8, { players: 3, length: 'east', red: false, calls: 0 })));
    const first = session(TEXT);
    expect(ask(first)).toMatchObject({ type: 'result', result: { ok: true, kyoku: 0 } });
    const second = session(other);
    expect(second).not.toBe(first);
    expect(ask(first)).toEqual({ type: 'error', id: 4, message: { code: 'log-not-read', session: first } });
    // The second session's kyoku are the second log's: a 3-player game's seats.
    const answer = ask(second);
    expect(answer.type).toBe('result');
    if (answer.type === 'result' && answer.result.ok) expect(answer.result.decisions.every((d) => d.seat === 0)).toBe(true);
    // A text that is no log ends the session too: its fault is data, and the kyoku asked after it a failure.
    expect(read('nope')).toMatchObject({ ok: false, error: { code: 'unknown-format' } });
    expect(ask(second)).toMatchObject({ type: 'error', message: { code: 'log-not-read', session: second } });
  });

  test('a fresh worker given the log again with its session keeps the number, so the kyoku asked next find it', () => {
    const first = session(TEXT);
    // Another log read since (as a fresh worker has none): the session is gone until the log is given again.
    session(JSON.stringify(game.writeTenhouJson(selfPlay(9, { players: 4, length: 'east', red: true, calls: 0 }))));
    expect(ask(first, 1)).toMatchObject({ type: 'error', message: { code: 'log-not-read' } });
    const again = handleRequest({ id: 0, kind: 'readLog', request: { text: TEXT, session: first } });
    expect(again).toMatchObject({ type: 'result', result: { ok: true, session: first } });
    expect(ask(first, 1)).toMatchObject({ type: 'result', result: { ok: true, kyoku: 1 } });
    // A number handed back is never handed out again to another log.
    expect(session(TEXT)).toBeGreaterThan(first);
  });
});

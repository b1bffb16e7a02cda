/**
 * The handlers of the review's kinds (ReviewKind): a game log read, and one kyoku of it reviewed. The
 * worker loads this module, with the log readers and the review, when the page first asks one of them.
 */
import { game } from '../engine/index.ts';
import type { ReadLogRequest, ReadLogResult, ReviewKind, ReviewKyokuRequest, ReviewKyokuResult } from './protocol.ts';
import { answer, type Answer, type Handlers } from './answer-request.ts';

/** A log read and checked: its overview (the kyoku without their moves, which the page never needs, with each win's points), or its fault. */
function readLog(request: ReadLogRequest): Answer<ReadLogResult> {
  const read = game.readGameLog(request.text);
  if (!read.ok) return answer({ ok: false, error: read.error });
  const { players, names, red, title } = read.value;
  const kyoku = read.value.kyoku.map(({ round, number, honba, sticks, dealer, scores, end }, i) => ({
    round,
    number,
    honba,
    sticks,
    dealer,
    scores,
    end,
    points: game.winPoints(read.value, i),
  }));
  return answer({ ok: true, log: { players, names, red, title, kyoku } });
}

/** One kyoku reviewed for one seat: the log is read again (milliseconds; the worker keeps nothing), then reviewKyoku. */
function reviewKyoku(request: ReviewKyokuRequest): Answer<ReviewKyokuResult> {
  const { kyoku } = request;
  const read = game.readGameLog(request.text);
  if (!read.ok) return answer({ ok: false, kyoku, error: read.error });
  if (!Number.isInteger(kyoku) || kyoku < 0 || kyoku >= read.value.kyoku.length) {
    return answer({ ok: false, kyoku, error: { code: 'bad-shape', kyoku, found: `kyoku ${kyoku}` } });
  }
  const found = game.reviewKyoku(read.value, kyoku, {
    seats: [request.seat],
    twoStep: request.twoStep,
    probabilities: request.probabilities,
    calls: request.calls,
  });
  return answer(found.ok ? { ok: true, kyoku, decisions: found.value } : { ok: false, kyoku, error: found.error });
}

/** The handler of each of the review's kinds. */
export const REVIEW_HANDLERS: Handlers<ReviewKind> = { readLog, reviewKyoku };

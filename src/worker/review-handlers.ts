/**
 * The handlers of the review's kinds (ReviewKind): a game log read into the review's session, and one
 * kyoku of it reviewed. The worker loads this module, with the log readers and the review, when the page
 * first asks one of them. The session is the log read last, kept here: each kyoku's request names it
 * instead of carrying the text, so a log of N kyoku is read and checked once, not N + 1 times.
 */
import { game, type GameLog } from '../engine/index.ts';
import type { ReadLogRequest, ReadLogResult, ReviewKind, ReviewKyokuRequest, ReviewKyokuResult } from './protocol.ts';
import { answer, refused, type Answer, type Handlers } from './answer-request.ts';

/** The log read last and its session's number; null before (or after a text that is no log). */
let session: { id: number; log: GameLog } | null = null;
let lastId = 0;

/** A log read and checked into the session: its overview (the kyoku without their moves, which the page never needs, with each win's points), or its fault. */
function readLog(request: ReadLogRequest): Answer<ReadLogResult> {
  // Whatever it reads as, the log before is let go.
  session = null;
  const read = game.readGameLog(request.text);
  if (!read.ok) return answer({ ok: false, error: read.error });
  const id = request.session ?? ++lastId;
  lastId = Math.max(lastId, id);
  session = { id, log: read.value };
  return answer({ ok: true, session: id, log: game.logOverview(read.value) });
}

/** One kyoku of the session's log reviewed for one seat. */
function reviewKyoku(request: ReviewKyokuRequest): Answer<ReviewKyokuResult> {
  const { kyoku } = request;
  if (session?.id !== request.session) return refused({ code: 'log-not-read', session: request.session });
  const { log } = session;
  if (!Number.isInteger(kyoku) || kyoku < 0 || kyoku >= log.kyoku.length) {
    return answer({ ok: false, kyoku, error: { code: 'bad-shape', kyoku, found: `kyoku ${kyoku}` } });
  }
  const found = game.reviewKyoku(log, kyoku, {
    seats: [request.seat],
    twoStep: request.twoStep,
    probabilities: request.probabilities,
    calls: request.calls,
  });
  return answer(found.ok ? { ok: true, kyoku, decisions: found.value } : { ok: false, kyoku, error: found.error });
}

/** The handler of each of the review's kinds. */
export const REVIEW_HANDLERS: Handlers<ReviewKind> = { readLog, reviewKyoku };

/**
 * The handlers of every kind the worker starts with (CoreKind): each answers its result or why there
 * is none (the engine's refusal of its input, as data the page writes in its language). The review's
 * kinds are in review-handlers.ts; handle-request.ts answers any kind with both.
 */
import {
  DEFAULT_SCORE_RULES,
  game,
  practice,
  probabilities,
  random,
  score,
  table as tables,
  tenhou as tenhouConventions,
  tiles,
  twoStep,
  waitValues,
  yakuChances,
} from '../engine/index.ts';
import type {
  CallTable,
  ChinitsuQuestion,
  DrillState,
  Hand,
  HandReport,
  KanTable,
  PackedPosition,
  Position,
  ScoreRules,
  Situation,
  Table,
  TwoStep,
} from '../engine/index.ts';
import type {
  AnalyzeRequest,
  CallsRequest,
  DrillRequest,
  KansRequest,
  CoreKind,
  ProbabilitiesRequest,
  QuizRequest,
  ScoreRequest,
  ScoreSituation,
  TwoStepRequest,
} from './protocol.ts';
import type { HandValue, ProbabilityReport, ScoreOutcome } from '../engine/index.ts';

import { answer, refused, type Answer, type Handlers } from './answer-request.ts';

const { unpackPosition } = tables;

/** The position a request carries, checked (the page sends only positions it read; a refusal is data all the same). */
function positionOf(packed: PackedPosition): Answer<Position> {
  const read = unpackPosition(packed);
  return read.ok ? answer(read.value) : refused(read.error);
}

function analysisOf(request: AnalyzeRequest): Answer<HandReport> {
  const read = positionOf(request.position);
  if (!read.ok) return read;
  // A real game counts live red fives; Tenhou's page (no table) counts none.
  return answer(tenhouConventions.handReport(read.value, { form: request.form, tenhouPage: !request.position.table }));
}

function twoStepOf(request: TwoStepRequest): Answer<TwoStep> {
  const read = positionOf(request.position);
  return read.ok ? answer(twoStep(read.value, { form: request.form })) : read;
}

function quiz(request: QuizRequest): Answer<ChinitsuQuestion> {
  const { minWaits, chiitoitsu } = request;
  if (request.hand !== undefined) {
    const read = positionOf(request.hand);
    if (!read.ok) return read;
    const hand = read.value.hand;
    let r = practice.chinitsuQuestion(hand, { chiitoitsu });
    // A shared hand tenpai only as seven pairs is asked as such whatever the option here: in one
    // suit the seven-pairs wait of a hand also tenpai in the regular form is always one of its
    // regular waits (the engine's tests check it), so only such hands depend on the option.
    if (!r.ok && r.error.code === 'not-tenpai' && !chiitoitsu) r = practice.chinitsuQuestion(hand, { chiitoitsu: true });
    return r.ok ? answer(r.value) : refused(r.error);
  }
  const suit = practice.quizSuitIndex(request.suit);
  return answer(practice.dealChinitsu({ suit, minWaits, chiitoitsu }, random.seededRandom(request.seed)));
}

function drill(request: DrillRequest): Answer<DrillState> {
  const { seed, discards } = request;
  let r = practice.playDrill(seed, discards);
  // A discard that cannot be made (a link's record, edited) ends the replay there: the state of the
  // discards before it, whose turns tell the page how many were taken (it names the one refused).
  if (!r.ok) r = practice.playDrill(seed, discards.slice(0, r.error.index));
  return r.ok ? answer(r.value) : refused(r.error);
}

/** The engine's situation of a win as the page asks it (the table's dora, players and nuki are the position's), the winning tile left to the caller. */
function situationOf(input: ScoreSituation, ura: number[]): Omit<Situation, 'win'> {
  const { by, round, seat, riichi, ippatsu, last, rinshan, chankan, firstDraw, honba, sticks } = input;
  return { by, round, seat, riichi, ippatsu, last, rinshan, chankan, firstDraw, honba, sticks, ura };
}

function outcomeOf(hand: Hand, table: Table, situation: Situation, rules: Partial<ScoreRules> = {}): ScoreOutcome {
  return outcomeOfResult(score({ hand, table }, situation, rules));
}

/** A score as the page's answer carries it: the score or no yaku, or the error. */
function outcomeOfResult(r: ReturnType<typeof score>): ScoreOutcome {
  return r.ok ? r.value : { kind: 'error', error: r.error };
}

function scoreOf(request: ScoreRequest): Answer<HandValue> {
  const { situation: input } = request;
  const position = positionOf(request.position);
  if (!position.ok) return position;
  const { hand, table } = position.value;
  const rules = request.rules ?? {};
  const uraRead = input.ura;
  const uraError: ScoreOutcome | null = uraRead.ok ? null : { kind: 'ura', error: uraRead.error };
  const base = situationOf(input, uraRead.ok ? uraRead.value : []);
  const size = tiles.tileCount(hand);
  if (size % 3 === 2) {
    // The winning tile: the one asked for when the hand holds it, else the draw (the last tile typed).
    const last = hand.order.length - 1;
    let win = hand.order[last] ?? 0;
    let winRed = hand.orderRed[last] ?? false;
    if (input.win && hand.tiles[input.win.kind]! > 0) {
      win = input.win.kind;
      winRed = input.win.red && hand.red[Math.floor(win / 9)]! > 0;
    }
    const outcome = uraError ?? outcomeOf(hand, table, { ...base, win, winRed }, rules);
    return answer({ kind: 'complete', win, winRed, outcome });
  }
  // A 13-tile hand: each wait's value, the engine's (waitValues); an unreadable ura is every outcome's error.
  const { round, seat, riichi, ippatsu, last, rinshan, chankan, firstDraw, honba, sticks } = input;
  const values = waitValues(position.value, {
    round,
    seat,
    riichi,
    ippatsu,
    last,
    rinshan,
    chankan,
    firstDraw,
    honba,
    sticks,
    ura: base.ura,
    rules,
  });
  const waits = values.map(({ tile, ron, tsumo }) => ({
    tile,
    ron: uraError ?? outcomeOfResult(ron),
    tsumo: uraError ?? outcomeOfResult(tsumo),
  }));
  return answer({ kind: 'waits', waits });
}

function probabilitiesOf(request: ProbabilitiesRequest, onProgress?: (done: number) => void): Answer<ProbabilityReport> {
  const { options } = request;
  const position = positionOf(request.position);
  if (!position.ok) return position;
  const result = probabilities(position.value, { ...options, onProgress });
  const chances = yakuChances(position.value.hand, {
    round: options.round,
    seat: options.seat,
    players: position.value.table.players,
    kuitan: options.rules?.kuitan ?? DEFAULT_SCORE_RULES.kuitan,
  });
  return answer({ probabilities: result, ...(chances ? { yakuChances: chances } : {}) });
}

/**
 * Call or pass: the position as the other kinds read it, the offered tile as sent (one that is no tile is
 * the engine's `invalid-offer`), then callOptions
 * with the situation's winds and kuitan and, when asked, the figures at the turn under the probabilities'
 * options. A request with figures is a long job (the long jobs' worker ends it when a newer one comes).
 */
function callsOf(request: CallsRequest): Answer<CallTable> {
  const position = positionOf(request.position);
  if (!position.ok) return position;
  const offer = { tile: request.offer.tile, from: request.offer.from };
  const { round, seat, kuitan } = request;
  const figures = request.probabilities;
  const result = game.callOptions(position.value, offer, {
    round,
    seat,
    kuitan,
    ...(figures ? { probabilities: figures } : {}),
  });
  return result.ok ? answer(result.value) : refused(result.error);
}

/**
 * A kan on your own turn: the position as the other kinds read it, then kanOptions with, when
 * asked, the figures at the turn under the probabilities' options (the winds are among them). A request
 * with figures is a long job (the long jobs' worker ends it when a newer one comes).
 */
function kansOf(request: KansRequest): Answer<KanTable> {
  const position = positionOf(request.position);
  if (!position.ok) return position;
  const figures = request.probabilities;
  const result = game.kanOptions(position.value, {
    ...(figures ? { probabilities: figures } : {}),
    ...(request.riichi ? { riichi: true } : {}),
  });
  return result.ok ? answer(result.value) : refused(result.error);
}

/** The handler of each kind the worker starts with. */
export const CORE_HANDLERS: Handlers<CoreKind> = {
  callTable: callsOf,
  callFigures: callsOf,
  kanTable: kansOf,
  kanFigures: kansOf,
  analyze: analysisOf,
  twoStep: twoStepOf,
  score: scoreOf,
  probabilities: probabilitiesOf,
  quiz,
  drill,
  points: (request) => answer(practice.dealPointsQuestion(request.seed)),
};

/**
 * The worker's whole logic as a pure function, request -> response, so it is tested without a
 * worker. An engine exception is a bug, but it must still reach the page as a message rather
 * than kill the worker silently.
 */
import {
  DEFAULT_SCORE_RULES,
  analyze,
  emptyTable,
  kindOfCode,
  parseTiles,
  practice,
  probabilities,
  random,
  score,
  parseHand,
  parsePosition,
  parseTable,
  tenhou as tenhouConventions,
  tiles,
  twoStep,
  waitValues,
  yakuChances,
} from '../engine/index.ts';
import type { Analysis, Hand, ScoreRules, Situation, Table } from '../engine/index.ts';
import type {
  AnalysisResponse,
  AnalyzeRequest,
  DrillRequest,
  EngineRequest,
  EngineResponse,
  ErrorResponse,
  ProbabilitiesRequest,
  ProbabilitiesResponse,
  QuizRequest,
  ScoreOutcome,
  ScoreRequest,
  ScoreResponse,
  SituationInput,
  TwoStepRequest,
  TwoStepResponse,
} from './protocol.ts';

/** Answer one request from the page; a long job reports how far it has come to `onProgress`. */
export function handleRequest(request: AnalyzeRequest): AnalysisResponse | ErrorResponse;
export function handleRequest(request: EngineRequest, onProgress?: (done: number) => void): EngineResponse;
export function handleRequest(request: EngineRequest, onProgress?: (done: number) => void): EngineResponse {
  try {
    if (request.type === 'probabilities') return probabilitiesOf(request, onProgress);
    if (request.type === 'quiz') return quiz(request);
    if (request.type === 'drill') return drill(request);
    if (request.type === 'twoStep') return twoStepOf(request);
    if (request.type === 'score') return scoreOf(request);
    if (request.type === 'points') return { type: 'points', id: request.id, question: practice.dealPointsQuestion(request.seed) };
    return analysisOf(request);
  } catch (error) {
    const what = {
      analyze: 'The analysis',
      twoStep: 'The two-step analysis',
      score: 'The score',
      quiz: 'The quiz',
      points: 'The points quiz',
      drill: 'The drill',
      probabilities: 'The probabilities',
    }[request.type];
    return { type: 'error', id: request.id, message: `${what} failed: ${error instanceof Error ? error.message : String(error)}` };
  }
}

function analysisOf(request: AnalyzeRequest): AnalysisResponse | ErrorResponse {
  const { id } = request;
  let hand: Hand;
  let analysis: Analysis;
  if (request.table) {
    // A real game: the table is read first, and the hand against it (a fifth copy is the hand's).
    const table = parseTable(request.table);
    if (!table.ok) return { type: 'error', id, message: table.error };
    const position = parsePosition(request.hand, table.value);
    if (!position.ok) return { type: 'error', id, message: position.error };
    hand = position.value.hand;
    analysis = analyze(position.value, { form: request.form });
  } else {
    const parsed = parseHand(request.hand);
    if (!parsed.ok) return { type: 'error', id, message: parsed.error };
    hand = parsed.value;
    // Tenhou's page: nothing on the table, no red five counted.
    analysis = analyze({ hand, table: emptyTable() }, { form: request.form, red: false });
  }
  const text = tenhouConventions.formatText(request.hand, hand, analysis);
  const tenhou = tenhouConventions.shanten(hand, request.form, analysis.shanten);
  return {
    type: 'analysis',
    id,
    result: {
      hand: request.hand,
      form: request.form,
      ...(request.table ? { table: request.table } : {}),
      analysis,
      text,
      ...(tenhou !== null && tenhou < analysis.value ? { tenhouShanten: tenhou } : {}),
    },
  };
}

function twoStepOf(request: TwoStepRequest): TwoStepResponse | ErrorResponse {
  const { id, form } = request;
  let result;
  if (request.table) {
    const table = parseTable(request.table);
    if (!table.ok) return { type: 'error', id, message: table.error };
    const position = parsePosition(request.hand, table.value);
    if (!position.ok) return { type: 'error', id, message: position.error };
    result = twoStep(position.value, { form });
  } else {
    const parsed = parseHand(request.hand);
    if (!parsed.ok) return { type: 'error', id, message: parsed.error };
    result = twoStep({ hand: parsed.value, table: emptyTable() }, { form });
  }
  return { type: 'twoStep', id, result: { hand: request.hand, form, ...(request.table ? { table: request.table } : {}), twoStep: result } };
}

function quiz(request: QuizRequest): EngineResponse {
  const { id, minWaits, chiitoitsu } = request;
  if (request.hand !== undefined) {
    let r = practice.chinitsuQuestion(request.hand, { chiitoitsu });
    // A shared hand tenpai only as seven pairs is asked as such whatever the option here: in one
    // suit the seven-pairs wait of a hand also tenpai in the regular form is always one of its
    // regular waits (the engine's tests check it), so only such hands depend on the option.
    if (!r.ok && r.error.code === 'not-tenpai' && !chiitoitsu) r = practice.chinitsuQuestion(request.hand, { chiitoitsu: true });
    return r.ok ? { type: 'quiz', id, question: r.value } : { type: 'error', id, message: r.error };
  }
  const suit = practice.quizSuitIndex(request.suit);
  return { type: 'quiz', id, question: practice.dealChinitsu({ suit, minWaits, chiitoitsu }, random.seededRandom(request.seed)) };
}

function drill(request: DrillRequest): EngineResponse {
  const { id, seed, discards } = request;
  let r = practice.playDrill(seed, discards);
  // A discard that cannot be made (a link's record, edited) ends the replay there: the state of the
  // discards before it, whose turns tell the page how many were taken (it names the one refused).
  if (!r.ok) r = practice.playDrill(seed, discards.slice(0, r.error.index));
  return r.ok ? { type: 'drill', id, state: r.value } : { type: 'error', id, message: r.error };
}

/** The engine's situation of a win as the page asks it (the table's dora, players and nuki are the position's), the winning tile left to the caller. */
function situationOf(input: SituationInput, ura: number[]): Omit<Situation, 'win'> {
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

function scoreOf(request: ScoreRequest): ScoreResponse | ErrorResponse {
  const { id, situation: input } = request;
  const read = parseTable(request.table ?? {});
  if (!read.ok) return { type: 'error', id, message: read.error };
  const table = request.table ? read.value : emptyTable();
  const position = parsePosition(request.hand, table);
  if (!position.ok) return { type: 'error', id, message: position.error };
  const hand = position.value.hand;
  const rules = request.rules ?? {};
  const about = { hand: request.hand, ...(request.table ? { table: request.table } : {}), situation: input, ...(request.rules ? { rules: request.rules } : {}) };
  const uraRead = parseTiles(input.ura, { players: table.players, maxTiles: 5, part: 'ura' });
  const uraError: ScoreOutcome | null = uraRead.ok ? null : { kind: 'ura', error: uraRead.error };
  const base = situationOf(input, uraRead.ok ? uraRead.value.tiles : []);
  const size = tiles.tileCount(hand);
  if (size % 3 === 2) {
    // The winning tile: the one asked for when the hand holds it, else the draw (the last tile typed).
    const last = hand.order.length - 1;
    let win = hand.order[last] ?? 0;
    let winRed = hand.orderRed[last] ?? false;
    if (/^[0-9][mpsz]$/.test(input.win) && hand.tiles[kindOfCode(input.win)]! > 0) {
      win = kindOfCode(input.win);
      winRed = input.win.startsWith('0') && hand.red[Math.floor(win / 9)]! > 0;
    }
    const outcome = uraError ?? outcomeOf(hand, table, { ...base, win, winRed }, rules);
    return { type: 'score', id, result: { ...about, kind: 'complete', win, winRed, outcome } };
  }
  // A 13-tile hand: each wait's value, the engine's (waitValues); an unreadable ura is every outcome's error.
  const { round, seat, riichi, ippatsu, last, rinshan, chankan, firstDraw, honba, sticks } = input;
  const values = waitValues(position.value, { round, seat, riichi, ippatsu, last, rinshan, chankan, firstDraw, honba, sticks, ura: base.ura, rules });
  const waits = values.map(({ tile, ron, tsumo }) => ({
    tile,
    ron: uraError ?? outcomeOfResult(ron),
    tsumo: uraError ?? outcomeOfResult(tsumo),
  }));
  return { type: 'score', id, result: { ...about, kind: 'waits', waits } };
}

function probabilitiesOf(request: ProbabilitiesRequest, onProgress?: (done: number) => void): ProbabilitiesResponse | ErrorResponse {
  const { id, options } = request;
  const table = parseTable(request.table ?? {});
  if (!table.ok) return { type: 'error', id, message: table.error };
  const position = parsePosition(request.hand, table.value);
  if (!position.ok) return { type: 'error', id, message: position.error };
  const result = probabilities(position.value, { ...options, onProgress });
  const chances = yakuChances(position.value.hand, { round: options.round, seat: options.seat, players: table.value.players, kuitan: options.rules?.kuitan ?? DEFAULT_SCORE_RULES.kuitan });
  return {
    type: 'probabilities',
    id,
    result: { hand: request.hand, ...(request.table ? { table: request.table } : {}), options, probabilities: result, ...(chances ? { yakuChances: chances } : {}) },
  };
}

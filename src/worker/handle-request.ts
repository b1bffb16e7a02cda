/**
 * The worker's whole logic as a pure function, request -> response, so it is tested without a
 * worker. An engine exception is a bug, but it must still reach the page as a message rather
 * than kill the worker silently.
 */
import {
  analyze,
  analyzePosition,
  chinitsuQuestion,
  dealChinitsu,
  formatTenhouText,
  parseHand,
  parsePosition,
  parseTable,
  playDrill,
  quizSuitIndex,
  seededRandom,
  tenhouShanten,
  twoStep,
  twoStepPosition,
} from '../engine/index.ts';
import type { Analysis, Hand } from '../engine/index.ts';
import type {
  AnalysisResponse,
  AnalyzeRequest,
  DrillRequest,
  EngineRequest,
  EngineResponse,
  ErrorResponse,
  QuizRequest,
  TwoStepRequest,
  TwoStepResponse,
} from './protocol.ts';

/** Answer one request from the page. */
export function handleRequest(request: AnalyzeRequest): AnalysisResponse | ErrorResponse;
export function handleRequest(request: EngineRequest): EngineResponse;
export function handleRequest(request: EngineRequest): EngineResponse {
  try {
    if (request.type === 'quiz') return quiz(request);
    if (request.type === 'drill') return drill(request);
    if (request.type === 'twoStep') return twoStepOf(request);
    return analysisOf(request);
  } catch (error) {
    const what = { analyze: 'The analysis', twoStep: 'The two-step analysis', quiz: 'The quiz', drill: 'The drill' }[request.type];
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
    if (!table.ok) return { type: 'error', id, message: table.error.message };
    const position = parsePosition(request.hand, table.value);
    if (!position.ok) return { type: 'error', id, message: position.error.message };
    hand = position.value.hand;
    analysis = analyzePosition(position.value, { form: request.form });
  } else {
    const parsed = parseHand(request.hand);
    if (!parsed.ok) return { type: 'error', id, message: parsed.error.message };
    hand = parsed.value;
    analysis = analyze(hand, { form: request.form });
  }
  const text = formatTenhouText(request.hand, hand, analysis);
  const tenhou = tenhouShanten(hand, request.form, analysis.shanten);
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
    if (!table.ok) return { type: 'error', id, message: table.error.message };
    const position = parsePosition(request.hand, table.value);
    if (!position.ok) return { type: 'error', id, message: position.error.message };
    result = twoStepPosition(position.value, { form });
  } else {
    const parsed = parseHand(request.hand);
    if (!parsed.ok) return { type: 'error', id, message: parsed.error.message };
    result = twoStep(parsed.value, { form });
  }
  return { type: 'twoStep', id, result: { hand: request.hand, form, ...(request.table ? { table: request.table } : {}), twoStep: result } };
}

function quiz(request: QuizRequest): EngineResponse {
  const { id, minWaits, chiitoitsu } = request;
  if (request.hand !== undefined) {
    let r = chinitsuQuestion(request.hand, { chiitoitsu });
    // A shared hand tenpai only as seven pairs is asked as such whatever the option here: in one
    // suit the seven-pairs wait of a hand also tenpai in the regular form is always one of its
    // regular waits (the engine's tests check it), so only such hands depend on the option.
    if (!r.ok && r.error.code === 'not-tenpai' && !chiitoitsu) r = chinitsuQuestion(request.hand, { chiitoitsu: true });
    return r.ok ? { type: 'quiz', id, question: r.value } : { type: 'error', id, message: r.error.message };
  }
  const suit = quizSuitIndex(request.suit);
  return { type: 'quiz', id, question: dealChinitsu({ suit, minWaits, chiitoitsu }, seededRandom(request.seed)) };
}

function drill(request: DrillRequest): EngineResponse {
  const { id, seed, discards } = request;
  let r = playDrill(seed, discards);
  // A discard that cannot be made (a link's record, edited) ends the replay there: the state of the
  // discards before it, whose turns tell the page how many were taken (it names the one refused).
  if (!r.ok) r = playDrill(seed, discards.slice(0, r.error.index));
  return r.ok ? { type: 'drill', id, state: r.value } : { type: 'error', id, message: r.error.message };
}

/**
 * The worker's whole logic as a pure function, request -> response, so it is tested without a
 * worker. An engine exception is a bug, but it must still reach the page as a message rather
 * than kill the worker silently.
 */
import {
  analyze,
  analyzePosition,
  decompose,
  formatTenhouText,
  parseHand,
  parsePosition,
  parseTable,
  waitShapes,
} from '../engine/index.ts';
import type { Analysis, Hand } from '../engine/index.ts';
import type { EngineRequest, EngineResponse } from './protocol.ts';

/** Answer one request from the page. */
export function handleRequest(request: EngineRequest): EngineResponse {
  const { id } = request;
  try {
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
    // Both forms accept a regular decomposition; only the standard form also accepts seven pairs
    // and thirteen orphans, so the regular view hides those.
    const fits = (form: string) => request.form === 'standard' || form === 'regular';
    const decompositions = analysis.agari ? decompose(hand).filter((d) => fits(d.form)) : [];
    const shapes =
      analysis.tileCount % 3 === 1 && analysis.value === 0 ? waitShapes(hand).filter((w) => fits(w.form)) : [];
    const text = formatTenhouText(request.hand, hand, analysis);
    return {
      type: 'analysis',
      id,
      result: {
        hand: request.hand,
        form: request.form,
        ...(request.table ? { table: request.table } : {}),
        analysis,
        decompositions,
        waitShapes: shapes,
        text,
      },
    };
  } catch (error) {
    return { type: 'error', id, message: `The analysis failed: ${error instanceof Error ? error.message : String(error)}` };
  }
}

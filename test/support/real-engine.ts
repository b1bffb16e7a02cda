/**
 * The fake client's pending calls answered with the real worker's answers (handleRequest), so a
 * component test shows the engine's own figures without a worker.
 */
import { act } from '@testing-library/react';
import { handleRequest } from '../../src/worker/handle-request.ts';
import { tableInputOf } from '../../src/address/table-query.ts';
import type { AppStore } from '../../src/store/app-store.ts';
import { flush, type fakeClient } from './fakes.ts';

/** Answers every call the fake client holds (analysis, two-step, score, probabilities), then lets the page draw. */
export async function answerWithEngine(client: ReturnType<typeof fakeClient>, store: AppStore): Promise<void> {
  const table = () => tableInputOf(store.getState().table);
  for (let round = 0; round < 4; round++) {
    for (const call of client.calls.splice(0)) {
      const r = handleRequest({ type: 'analyze', id: 1, hand: call.hand, form: call.form, table: table() });
      call.settle(r.type === 'analysis' ? { status: 'done', result: r.result } : { status: 'failed', message: r.message });
    }
    for (const call of client.twoStepCalls.splice(0)) {
      const r = handleRequest({ type: 'twoStep', id: 1, hand: call.hand, form: call.form, table: table() });
      if (r.type === 'twoStep') call.settle({ status: 'done', result: r.result });
    }
    for (const call of client.scoreCalls.splice(0)) {
      const r = handleRequest({ type: 'score', id: 1, hand: call.hand, situation: call.situation, table: table(), ...(call.rules ? { rules: call.rules } : {}) });
      if (r.type === 'score') call.settle({ status: 'done', result: r.result });
    }
    for (const call of client.probabilitiesCalls.splice(0)) {
      const r = handleRequest({ type: 'probabilities', id: 1, hand: call.hand, options: call.options, table: table() });
      if (r.type === 'probabilities') call.settle({ status: 'done', result: r.result });
    }
    // An answer may ask the next question (the probabilities follow the analysis).
    await act(flush);
  }
}

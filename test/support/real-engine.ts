/**
 * The fake client's pending calls answered with the real worker's answers (handleRequest), so a
 * component test shows the engine's own figures without a worker.
 */
import { act } from '@testing-library/react';
import { handleRequest } from '../../src/worker/handle-request.ts';
import type { Kind } from '../../src/worker/protocol.ts';
import { flush, type fakeClient, type FakeCall } from './fakes.ts';

/** Answers every call the fake client holds (analysis, two-step, score, probabilities, call table, kan table; not the call or kan figures) with what it was asked, then lets the page draw. */
export async function answerWithEngine(client: ReturnType<typeof fakeClient>): Promise<void> {
  const answer = <K extends Kind>(kind: K, call: FakeCall<K>) => {
    const r = handleRequest({ id: 1, kind, request: call.request });
    call.settle(r.type === 'result' ? { status: 'done', result: r.result } : { status: 'failed', message: r.message });
  };
  for (let round = 0; round < 4; round++) {
    for (const call of client.calls.splice(0)) answer('analyze', call);
    for (const call of client.twoStepCalls.splice(0)) answer('twoStep', call);
    for (const call of client.scoreCalls.splice(0)) answer('score', call);
    for (const call of client.probabilitiesCalls.splice(0)) answer('probabilities', call);
    for (const call of client.callTableCalls.splice(0)) answer('callTable', call);
    for (const call of client.kanTableCalls.splice(0)) answer('kanTable', call);
    // An answer may ask the next question (the probabilities follow the analysis).
    await act(flush);
  }
}

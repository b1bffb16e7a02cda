/**
 * The module worker: wires messages to the handlers, nothing else. It starts with the handlers the
 * analysis needs (core-handlers.ts); the review's (review-handlers.ts, with the log readers and the
 * review) are a chunk of their own, loaded when the page first asks one of their kinds, so the first
 * table of a cold load waits for none of that code to be fetched and compiled.
 */
import { answerRequest } from './answer-request.ts';
import { CORE_HANDLERS } from './core-handlers.ts';
import type { CoreKind, RequestMessage, ResponseMessage, ReviewKind } from './protocol.ts';

// The project's tsconfig has the DOM lib, where `self` is a Window; inside a worker it is the
// dedicated worker scope, whose postMessage takes no target origin.
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<RequestMessage>) => void) | null;
  postMessage(message: ResponseMessage): void;
};

const isReview = (message: RequestMessage): message is RequestMessage<ReviewKind> =>
  message.kind === 'readLog' || message.kind === 'reviewKyoku';

let review: Promise<typeof import('./review-handlers.ts')> | null = null;

// The review's own worker (engine-client.ts, createReviewClient) fetches the review's code as it starts,
// started itself when the review page opens: the first log pasted finds it ready.
if ((self as unknown as { name?: string }).name === 'pairi-review') review = import('./review-handlers.ts');

/** A review request, once the review's chunk is in (answers keep the order of their requests). */
function answerReview(message: RequestMessage<ReviewKind>): void {
  review ??= import('./review-handlers.ts');
  review.then(
    ({ REVIEW_HANDLERS }) => scope.postMessage(answerRequest(REVIEW_HANDLERS, message)),
    (error: unknown) => {
      // The chunk could not be fetched (offline before it was ever cached): said as the engine's failure.
      review = null;
      scope.postMessage({
        type: 'error',
        id: message.id,
        message: { code: 'engine-exception', kind: message.kind, detail: error instanceof Error ? error.message : String(error) },
      });
    },
  );
}

// A long job (the probabilities) says how far it has come, at most every 100 ms.
scope.onmessage = (event) => {
  const message = event.data;
  if (isReview(message)) return answerReview(message);
  const { id } = message;
  let last = 0;
  const onProgress = (done: number) => {
    const now = Date.now();
    if (now - last < 100) return;
    last = now;
    scope.postMessage({ type: 'progress', id, done });
  };
  scope.postMessage(answerRequest(CORE_HANDLERS, message as RequestMessage<CoreKind>, onProgress));
};

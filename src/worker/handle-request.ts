/**
 * The worker's whole logic as a pure function, request -> response, so it is tested without a worker:
 * every kind of the engine's API (protocol.ts) answered by its handler, those the worker starts with
 * (core-handlers.ts) and the review's (review-handlers.ts), which the worker itself loads when first
 * asked (engine.worker.ts).
 */
import { answerRequest, type Handlers } from './answer-request.ts';
import { CORE_HANDLERS } from './core-handlers.ts';
import type { ErrorMessage, Kind, RequestOf, ResultMessage } from './protocol.ts';
import { REVIEW_HANDLERS } from './review-handlers.ts';

const HANDLERS: Handlers<Kind> = { ...CORE_HANDLERS, ...REVIEW_HANDLERS };

/** Answer one request from the page, under its id; a long job reports how far it has come to `onProgress`. */
export function handleRequest<K extends Kind>(
  message: { id: number; kind: K; request: RequestOf<K> },
  onProgress?: (done: number) => void,
): ResultMessage<K> | ErrorMessage {
  return answerRequest(HANDLERS, message, onProgress);
}

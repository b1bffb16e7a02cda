/**
 * How the worker answers one request, whatever its kind: the kind's handler gives its result or why
 * there is none (the engine's refusal of its input, as data the page writes in its language), and an
 * engine exception, a bug, still reaches the page as a message rather than killing the worker silently.
 */
import type { Result } from '../engine/index.ts';
import type { ErrorMessage, Kind, RequestFailure, RequestOf, ResultMessage, ResultOf } from './protocol.ts';

/** The answer of a handler: its result, or why there is none (the engine's refusal of its input, as data). */
export type Answer<T> = Result<T, RequestFailure>;

export const refused = (error: RequestFailure): Answer<never> => ({ ok: false, error });
export const answer = <T>(value: T): Answer<T> => ({ ok: true, value });

/** One handler per kind of `K`; a long job reports how far it has come to `onProgress`. */
export type Handlers<K extends Kind> = { [P in K]: (request: RequestOf<P>, onProgress?: (done: number) => void) => Answer<ResultOf<P>> };

/** Answers one request from the page with `handlers`, under its id; a long job reports how far it has come to `onProgress`. */
export function answerRequest<K extends Kind>(
  handlers: Handlers<K>,
  message: { id: number; kind: K; request: RequestOf<K> },
  onProgress?: (done: number) => void,
): ResultMessage<K> | ErrorMessage {
  const { id, kind } = message;
  try {
    const handler = handlers[kind] as (request: RequestOf<K>, onProgress?: (done: number) => void) => Answer<ResultOf<K>>;
    const r = handler(message.request, onProgress);
    return r.ok ? ({ type: 'result', id, kind, result: r.value } as ResultMessage<K>) : { type: 'error', id, message: r.error };
  } catch (error) {
    return {
      type: 'error',
      id,
      message: { code: 'engine-exception', kind, detail: error instanceof Error ? error.message : String(error) },
    };
  }
}

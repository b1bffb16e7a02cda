/** The module worker: wires messages to handleRequest, nothing else. */
import { handleRequest } from './handle-request.ts';
import type { RequestMessage, ResponseMessage } from './protocol.ts';

// The project's tsconfig has the DOM lib, where `self` is a Window; inside a worker it is the
// dedicated worker scope, whose postMessage takes no target origin.
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<RequestMessage>) => void) | null;
  postMessage(message: ResponseMessage): void;
};

// A long job (the probabilities) says how far it has come, at most every 100 ms.
scope.onmessage = (event) => {
  const { id } = event.data;
  let last = 0;
  const onProgress = (done: number) => {
    const now = Date.now();
    if (now - last < 100) return;
    last = now;
    scope.postMessage({ type: 'progress', id, done });
  };
  scope.postMessage(handleRequest(event.data, onProgress));
};

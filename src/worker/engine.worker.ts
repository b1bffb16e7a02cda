/** The module worker: wires messages to handleRequest, nothing else. */
import { handleRequest } from './handle-request.ts';
import type { EngineRequest, EngineResponse } from './protocol.ts';

// The project's tsconfig has the DOM lib, where `self` is a Window; inside a worker it is the
// dedicated worker scope, whose postMessage takes no target origin.
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<EngineRequest>) => void) | null;
  postMessage(message: EngineResponse): void;
};

scope.onmessage = (event) => scope.postMessage(handleRequest(event.data));

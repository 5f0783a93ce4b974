/**
 * The solver process's line to its host. A Node child process talks over `process.send` and
 * `process.on('message')`; an Electron utilityProcess over `process.parentPort`, whose messages
 * arrive wrapped in an event. The rest of the process sees one channel either way.
 */
import type { ProcessMessage } from './protocol.ts';

/** The part of Electron's `process.parentPort` (inside a utilityProcess) used here. */
interface UtilityParentPort {
  postMessage(message: unknown): void;
  on(event: 'message', listener: (event: { readonly data: unknown }) => void): void;
}

export interface ParentChannel {
  send(message: ProcessMessage): void;
  onMessage(listener: (message: unknown) => void): void;
  /** Called when the host has gone away, so the process does not outlive it. */
  onHostGone(listener: () => void): void;
}

export function connectToParent(): ParentChannel {
  const port = electronParentPort();
  if (port) {
    return {
      send: (message) => port.postMessage(message),
      onMessage: (listener) => port.on('message', (event) => listener(event.data)),
      // Electron ends a utility process together with its parent.
      onHostGone: () => undefined,
    };
  }
  const send = process.send?.bind(process);
  if (!send) throw new Error('The solver process must be started by the app, with a channel to it.');
  return {
    send: (message) => {
      if (process.connected) send(message);
    },
    onMessage: (listener) => process.on('message', listener),
    onHostGone: (listener) => process.on('disconnect', listener),
  };
}

/** `process.parentPort` exists only inside an Electron utility process, so it is read as possibly missing. */
function electronParentPort(): UtilityParentPort | undefined {
  const port: unknown = Reflect.get(process, 'parentPort');
  return isParentPort(port) ? port : undefined;
}

function isParentPort(value: unknown): value is UtilityParentPort {
  return (
    typeof value === 'object' &&
    value !== null &&
    'postMessage' in value &&
    typeof value.postMessage === 'function' &&
    'on' in value &&
    typeof value.on === 'function'
  );
}

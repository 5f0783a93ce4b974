/**
 * The file worker thread: reads puzzle files and examines library files (the library itself at
 * start, copies added or found in the backups folder) for the backend, so no file, however
 * crafted, holds up the main thread that answers the window and saves moves. Its heap is limited
 * when it is started (file-worker.ts), so a file that would take more memory ends this thread, not
 * the app.
 */
import { parentPort } from 'node:worker_threads';
import { FormatError, readPuzzleFile } from '../../engine/formats/index.ts';
import { examineCopyFile } from '../../library/copy-check.ts';
import { checkLibraryFile } from '../../library/library-check.ts';
import type { FileWorkerReply, FileWorkerRequest } from './protocol.ts';

const port = parentPort;
if (!port) throw new Error('The file worker runs as a worker thread of the backend.');

port.on('message', (request: FileWorkerRequest) => {
  let reply: FileWorkerReply;
  try {
    const value =
      request.kind === 'read'
        ? readPuzzleFile(request.name, request.text)
        : request.kind === 'examine'
          ? examineCopyFile(request.file, request.nativeBinding)
          : checkLibraryFile(request.file, request.nativeBinding);
    reply = { id: request.id, ok: true, value };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    reply =
      error instanceof FormatError
        ? {
            id: request.id,
            ok: false,
            message,
            format: {
              reason: error.reason,
              ...(error.line === undefined ? {} : { line: error.line }),
              ...(error.path === undefined ? {} : { path: error.path }),
            },
          }
        : { id: request.id, ok: false, message };
  }
  port.postMessage(reply);
});

/**
 * The file worker thread: reads puzzle files and examines library files (the library itself at
 * start, copies added or found in the backups folder), and makes the scratch copy a restore
 * reads from (library/restore.ts), for the backend, so no file, however
 * crafted, holds up the main thread that answers the window and saves moves. Its heap is limited
 * when it is started (file-worker.ts), so a file that would take more memory ends this thread, not
 * the app.
 */
import { parentPort } from 'node:worker_threads';
import { FormatError, readPuzzleFile } from '../../engine/formats/index.ts';
import { examineCopyFile } from '../../library/copy-check.ts';
import { LibraryError } from '../../library/errors.ts';
import { checkLibraryFile } from '../../library/library-check.ts';
import { prepareRestoreCopy, replaceLibraryFile } from '../../library/restore.ts';
import type { FileWorkerReply, FileWorkerRequest, FileWorkerValue } from './protocol.ts';

const port = parentPort;
if (!port) throw new Error('The file worker runs as a worker thread of the backend.');

port.on('message', (request: FileWorkerRequest) => {
  let reply: FileWorkerReply;
  try {
    reply = { id: request.id, ok: true, value: run(request) };
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
        : error instanceof LibraryError
          ? { id: request.id, ok: false, message, library: error.code }
          : { id: request.id, ok: false, message };
  }
  port.postMessage(reply);
});

function run(request: FileWorkerRequest): FileWorkerValue {
  switch (request.kind) {
    case 'read':
      return readPuzzleFile(request.name, request.text);
    case 'examine':
      return examineCopyFile(request.file, request.nativeBinding);
    case 'check-library':
      return checkLibraryFile(request.file, request.nativeBinding);
    case 'prepare-restore':
      prepareRestoreCopy(request.file, request.scratch, request.nativeBinding);
      return null;
    case 'replace-library':
      return replaceLibraryFile(
        request.library,
        request.scratch,
        new Date(request.nowMs),
        request.nativeBinding,
      );
  }
}

/** What the backend asks of its file worker thread (worker-entry.ts), and what it answers. */
import type { ReadResult } from '../../engine/formats/index.ts';
import type { CopyContents } from '../../library/copy-check.ts';
import type { LibraryError } from '../../library/errors.ts';
import type { LibraryFileCheck } from '../../library/library-check.ts';
import type { RestoreOutcome } from '../../library/restore.ts';

export type FileWorkerRequest =
  | { readonly id: number; readonly kind: 'read'; readonly name: string; readonly text: string }
  | { readonly id: number; readonly kind: 'examine'; readonly file: string; readonly nativeBinding?: string }
  | {
      readonly id: number;
      readonly kind: 'check-library';
      readonly file: string;
      readonly nativeBinding?: string;
    }
  | {
      readonly id: number;
      readonly kind: 'prepare-restore';
      readonly file: string;
      readonly scratch: string;
      readonly nativeBinding?: string;
    }
  | {
      readonly id: number;
      readonly kind: 'replace-library';
      readonly library: string;
      readonly scratch: string;
      readonly nowMs: number;
      readonly nativeBinding?: string;
    };

export type FileWorkerValue = ReadResult | CopyContents | LibraryFileCheck | RestoreOutcome | null;

export type FileWorkerReply =
  | {
      readonly id: number;
      readonly ok: true;
      readonly value: FileWorkerValue;
    }
  | {
      readonly id: number;
      readonly ok: false;
      readonly message: string;
      /** Set when the file was not a puzzle file: a FormatError's parts, to throw it again here. */
      readonly format?: { readonly reason: string; readonly line?: number; readonly path?: string };
      /** Set when the message is a LibraryError's, a sentence for the person as it is. */
      readonly library?: LibraryError['code'];
    };

/**
 * Sends a library file chosen by the person to the backups list, piece by piece (see
 * src-main/library/backup-add.ts), reporting how far it has come; a stop sends no further piece
 * and has the pieces received so far thrown away.
 */
import { UPLOAD_PIECE_BYTES, type BackupInfo } from '../../../src-main/contract/backup-dto.ts';
import { blobToBase64 } from '../../lib/api/base64.ts';
import type { ApiClient } from '../../lib/api/client.ts';
import { logFailure } from '../../lib/log/log-failure.ts';

export class UploadStopped extends Error {
  constructor() {
    super('The file was not added.');
    this.name = 'UploadStopped';
  }
}

export async function uploadBackup(
  api: ApiClient,
  file: File,
  onProgress: (fraction: number) => void,
  signal: AbortSignal,
): Promise<BackupInfo> {
  const uploadId = crypto.randomUUID();
  try {
    // At least one piece, so an empty file is sent too and refused with its reason.
    let offset = 0;
    do {
      if (signal.aborted) throw new UploadStopped();
      const piece = file.slice(offset, offset + UPLOAD_PIECE_BYTES);
      await api.call('backups.upload', { uploadId, offset, data: await blobToBase64(piece) });
      offset += piece.size;
      onProgress(file.size === 0 ? 1 : offset / file.size);
    } while (offset < file.size);
    if (signal.aborted) throw new UploadStopped();
    return await api.call('backups.add', {
      uploadId,
      fileName: file.name,
      bytes: file.size,
      modifiedAt: file.lastModified,
    });
  } catch (error) {
    // Whatever stopped it, the pieces already sent are of no use.
    await api.call('backups.discard', { uploadId }).catch((discardError: unknown) => {
      // The backend drops an upload nobody finishes when it closes; the first failure is the one to show.
      logFailure(`The unfinished upload ${uploadId} could not be discarded`, discardError);
    });
    throw error;
  }
}

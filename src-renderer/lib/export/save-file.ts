/**
 * Hands a file the backend wrote to the person: a download of its URL (the bridge's exportUrl), so
 * the file streams from disk and the window never holds it. A browser saves it in its downloads
 * folder; the Electron shell asks where with a save dialog (src-main/electron/downloads.ts).
 */
export function saveDownload(url: string, fileName: string, doc: Document = document): void {
  const link = doc.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  doc.body.append(link);
  link.click();
  link.remove();
}

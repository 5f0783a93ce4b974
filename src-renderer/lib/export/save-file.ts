/**
 * Hands a text file to the person: a download of a blob made here, so no data leaves the app. A
 * browser saves it in its downloads folder; the Electron shell answers with a save dialog
 * (src-main/electron/downloads.ts).
 */
export function saveTextFile(fileName: string, text: string, doc: Document = document): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = doc.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  doc.body.append(link);
  link.click();
  link.remove();
  // The download has taken its copy once the click is handled; a minute is ample.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

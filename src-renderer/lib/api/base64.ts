/** Bytes as base64 and back, for files sent through the API in pieces. */

/**
 * A piece of a file as base64, encoded by the browser itself (a data URL): building btoa's binary
 * string in script took over half a second per 5 MB piece of a photo, the browser's own encoder
 * well under a tenth of that.
 */
export function blobToBase64(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const url = String(reader.result);
      resolve(url.slice(url.indexOf(',') + 1));
    };
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(blob);
  });
}

/** A picture the API sent as base64, as an object URL for an <img> (revoke it when done). */
export function objectUrlOf(data: string, mime: string): string {
  const binary = atob(data);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return URL.createObjectURL(new Blob([bytes], { type: mime }));
}

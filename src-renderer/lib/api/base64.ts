/** Bytes as base64 and back, for files sent through the API in pieces. */

/** Base64 without building one huge string argument list: btoa takes a binary string. */
export function toBase64(bytes: Uint8Array): string {
  const parts: string[] = [];
  const step = 0x8000;
  for (let i = 0; i < bytes.length; i += step) {
    parts.push(String.fromCharCode(...bytes.subarray(i, i + step)));
  }
  return btoa(parts.join(''));
}

/** A picture the API sent as base64, as an object URL for an <img> (revoke it when done). */
export function objectUrlOf(data: string, mime: string): string {
  const binary = atob(data);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return URL.createObjectURL(new Blob([bytes], { type: mime }));
}

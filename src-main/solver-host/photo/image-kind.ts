/**
 * What kind of file a photo or scan is, from its first bytes (not its name, which may be wrong):
 * JPEG, PNG, WebP or PDF; null for anything else.
 */
import type { PhotoKind } from '../../contract/photo-dto.ts';

export function photoKind(bytes: Uint8Array): PhotoKind | null {
  const starts = (...values: number[]): boolean => values.every((v, i) => bytes[i] === v);
  if (starts(0xff, 0xd8, 0xff)) return 'jpeg';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  if (starts(0x52, 0x49, 0x46, 0x46) && ascii(bytes, 8, 4) === 'WEBP') return 'webp';
  // A PDF's header may follow a little junk; readers look within the first kilobyte.
  if (ascii(bytes, 0, Math.min(bytes.length, 1024)).includes('%PDF-')) return 'pdf';
  return null;
}

function ascii(bytes: Uint8Array, from: number, length: number): string {
  let out = '';
  for (let i = from; i < Math.min(bytes.length, from + length); i++) out += String.fromCharCode(bytes[i]!);
  return out;
}

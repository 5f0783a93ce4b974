/**
 * Which files the page reader takes: photos and scans (JPEG, PNG, WebP) and PDFs. Told by type
 * where the browser knows it, else by the name's ending; the backend checks the bytes again.
 */
const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'];
const PHOTO_ENDINGS = ['.jpg', '.jpeg', '.jfif', '.png', '.webp', '.pdf'];

/** The file chooser's `accept`. */
export const PHOTO_ACCEPT = [...PHOTO_TYPES, ...PHOTO_ENDINGS].join(',');

export function isPhotoFile(file: { readonly name: string; readonly type: string }): boolean {
  if (PHOTO_TYPES.includes(file.type)) return true;
  const name = file.name.toLowerCase();
  return PHOTO_ENDINGS.some((ending) => name.endsWith(ending));
}

/** The first picture a paste carries (a screenshot, an image copied from a web page), or null. */
export function pastedPhoto(transfer: DataTransfer | null): File | null {
  if (!transfer) return null;
  for (const item of transfer.items) {
    if (item.kind !== 'file') continue;
    const file = item.getAsFile();
    if (file && isPhotoFile(file)) return file;
  }
  return null;
}

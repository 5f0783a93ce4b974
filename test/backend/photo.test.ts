/**
 * Puzzles read from photos and scans through the API, on a real backend: the file sent in pieces,
 * kept as a page image in a real SQLite library, read by a real solver process, and kept with the
 * saved puzzle. The pictures are test/fixtures/photo (scripts/make-photo-fixtures.ts).
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { PHOTO_PIECE_BYTES } from '../../src-main/contract/photo-dto.ts';
import { readingPuzzle } from '../../src-main/contract/photo-reading.ts';
import { photoUploadFolder } from '../../src-main/library/photo-upload.ts';
import { tempFolder } from '../temp-folder.ts';
import { openTestBackend, useTestBackend } from './test-backend.ts';

const fixtures = join(import.meta.dirname, '../fixtures/photo');
const clues = JSON.parse(readFileSync(join(fixtures, 'clues.json'), 'utf8')) as Record<
  string,
  { rows: number[][]; columns: number[][] }
>;

const { call, failure, events } = useTestBackend('photo');

let uploads = 0;

/** Sends a file in pieces of a third of its size (at most the largest piece), and keeps it. */
async function add(name: string, bytes: Uint8Array = readFileSync(join(fixtures, name))) {
  const uploadId = `upload-${++uploads}-test`;
  const piece = Math.min(PHOTO_PIECE_BYTES, Math.ceil(bytes.length / 3));
  for (let offset = 0; offset < bytes.length; offset += piece) {
    const data = Buffer.from(bytes.subarray(offset, offset + piece)).toString('base64');
    await call('photo.upload', { uploadId, offset, data });
  }
  return call('photo.add', { uploadId, fileName: name, bytes: bytes.length });
}

describe('reading a page through the API', () => {
  it('reads a scan sent in pieces into its clues, with a confidence and a crop for every line', async () => {
    const image = await add('scan-10x10.png');
    expect(image).toMatchObject({ fileName: 'scan-10x10.png', kind: 'png', puzzleId: null, read: false });
    const reading = await call('photo.read', { jobId: 'read-1', imageId: image.id });
    const numbers = (lines: typeof reading.rows) => lines.map((line) => line.numbers.map((n) => n.value));
    expect(numbers(reading.rows)).toEqual(clues['scan-10x10.png']!.rows);
    expect(numbers(reading.columns)).toEqual(clues['scan-10x10.png']!.columns);
    for (const line of [...reading.rows, ...reading.columns]) {
      expect(line.confidence).toBeGreaterThan(0.5);
      expect(line.crop.width).toBeGreaterThan(0);
      expect(line.crop.x + line.crop.width).toBeLessThanOrEqual(reading.straightened.width);
    }
    expect(reading.palette).toHaveLength(2);
    expect(reading.source).toMatchObject({ kind: 'png', page: null, pages: null });
    const progress = events.filter((e) => e.event === 'job.progress');
    expect(progress.some((e) => 'kind' in e.payload && e.payload.kind === 'read-photo')).toBe(true);
  });

  it('keeps the reading and the pictures with the image, and the image with the saved puzzle', async () => {
    const image = await add('scan-10x10.png');
    const reading = await call('photo.read', { jobId: 'read-2', imageId: image.id });
    expect(await call('photo.reading', { imageId: image.id })).toEqual(reading);
    const straightened = await call('photo.image', { imageId: image.id, version: 'straightened' });
    expect(straightened.mime).toBe('image/jpeg');
    expect(Buffer.from(straightened.data, 'base64').subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    const original = await call('photo.image', { imageId: image.id, version: 'original' });
    expect(Buffer.from(original.data, 'base64')).toEqual(readFileSync(join(fixtures, 'scan-10x10.png')));

    const { id } = await call('library.create', { puzzle: readingPuzzle(reading) });
    const kept = await call('photo.attach', { imageId: image.id, puzzleId: id });
    expect(kept).toMatchObject({ id: image.id, puzzleId: id, read: true });
    expect((await call('photo.images', { puzzleId: id })).map((i) => i.id)).toEqual([image.id]);
  });

  it('reads one page four times at once under job ids that differ only in punctuation, each read whole', async () => {
    const image = await add('scan-10x10.png');
    const readings = await Promise.all(
      ['x.1', 'x1', 'x/1', 'x:1'].map((jobId) => call('photo.read', { jobId, imageId: image.id })),
    );
    for (const reading of readings) {
      expect(reading.rows.map((line) => line.numbers.map((n) => n.value))).toEqual(
        clues['scan-10x10.png']!.rows,
      );
    }
  });

  it('removes at start the copies of pages that readings cut off by a kill left behind, and keeps uploads', async () => {
    const dataDir = tempFolder();
    const folder = photoUploadFolder(dataDir);
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, 'read-3-0b6f1a52-4f43-4d1c-9d8e-0c9b6f3e2a11.bin'), 'a page');
    writeFileSync(join(folder, 'upload-9-test.part'), 'half a page');
    const backend = await openTestBackend(dataDir);
    onTestFinished(() => backend.close());
    expect(readdirSync(folder)).toEqual(['upload-9-test.part']);
  });

  it('gives back an original larger than one piece in pieces, each from where the last ended, that join to the file as sent', async () => {
    const sent = Buffer.alloc(PHOTO_PIECE_BYTES + 1000, 7);
    Buffer.from('%PDF-1.4\n').copy(sent);
    const image = await add('large.pdf', sent);
    const first = await call('photo.image', { imageId: image.id, version: 'original' });
    expect(first).toMatchObject({ mime: 'application/pdf', offset: 0, bytes: sent.length });
    const head = Buffer.from(first.data, 'base64');
    expect(head.length).toBe(PHOTO_PIECE_BYTES);
    const rest = await call('photo.image', { imageId: image.id, version: 'original', offset: head.length });
    expect(rest).toMatchObject({ offset: PHOTO_PIECE_BYTES, bytes: sent.length });
    expect(Buffer.concat([head, Buffer.from(rest.data, 'base64')]).equals(sent)).toBe(true);
  });

  it('reads the page of a PDF', async () => {
    const image = await add('scan-10x10.pdf');
    const reading = await call('photo.read', { jobId: 'read-3', imageId: image.id });
    expect(reading.source).toMatchObject({ kind: 'pdf', page: 1, pages: 1 });
    expect(reading.rows.map((line) => line.numbers.map((n) => n.value))).toEqual(
      clues['scan-10x10.pdf']!.rows,
    );
  });
});

describe('bad pictures', () => {
  it('says no grid was found on a page with no puzzle, and keeps the image for corners marked by hand', async () => {
    const image = await add('no-puzzle.jpg');
    const error = await failure('photo.read', { jobId: 'read-4', imageId: image.id });
    expect(error.code).toBe('format');
    expect(error.message).toContain('No puzzle grid was found');
    expect((await call('photo.image', { imageId: image.id, version: 'original' })).mime).toBe('image/jpeg');
    const page = await call('photo.image', { imageId: image.id, version: 'page' });
    expect(page.mime).toBe('image/jpeg');
    expect(Buffer.from(page.data, 'base64').subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect((await failure('photo.reading', { imageId: image.id })).code).toBe('not-found');
  });

  it("reads a page again with the grid's corners marked by hand, as shares of the page picture", async () => {
    const image = await add('photo-15x15.jpg');
    const found = await call('photo.read', { jobId: 'read-9', imageId: image.id });
    const marked = await call('photo.read', { jobId: 'read-10', imageId: image.id, corners: found.corners });
    const values = (lines: typeof found.rows) => lines.map((line) => line.numbers.map((n) => n.value));
    expect(values(marked.rows)).toEqual(clues['photo-15x15.jpg']!.rows);
    expect(values(marked.columns)).toEqual(clues['photo-15x15.jpg']!.columns);
    const outside = { x: 1.5, y: 0.5 };
    const refused = await failure('photo.read', {
      jobId: 'read-11',
      imageId: image.id,
      corners: [outside, found.corners[1], found.corners[2], found.corners[3]],
    });
    expect(refused.code).toBe('invalid-arguments');
  });

  it('refuses a damaged file, naming it', async () => {
    const whole = readFileSync(join(fixtures, 'photo-15x15.jpg'));
    const image = await add('cut-short.jpg', whole.subarray(0, Math.floor(whole.length / 2)));
    const error = await failure('photo.read', { jobId: 'read-5', imageId: image.id });
    expect(error.code).toBe('format');
    expect(error.message).toContain('"cut-short.jpg" could not be decoded');
  });

  it('refuses a picture over 50 megapixels, saying how large it is', async () => {
    const image = await add('huge.png');
    const error = await failure('photo.read', { jobId: 'read-6', imageId: image.id });
    expect(error.message).toBe(
      '"huge.png" is 8000 x 7000 pixels (56 megapixels); pictures up to 50 megapixels can be read. Make it smaller first.',
    );
  });

  it('refuses a PDF with no pages, and a page a PDF does not have', async () => {
    const empty = await add('no-pages.pdf');
    expect((await failure('photo.read', { jobId: 'read-7', imageId: empty.id })).message).toBe(
      'The PDF has no pages.',
    );
    const scan = await add('scan-10x10.pdf');
    expect((await failure('photo.read', { jobId: 'read-8', imageId: scan.id, page: 3 })).message).toBe(
      'The PDF has 1 page, so there is no page 3.',
    );
  });

  it('refuses a file that is no picture, and one that has not fully arrived', async () => {
    const words = await failure('photo.add', await pieces('notes.txt', Buffer.from('Puzzle 12: 3 1 4')));
    expect(words.message).toBe(
      '"notes.txt" is not a JPEG, PNG or WebP picture or a PDF, so it cannot be read as a puzzle page.',
    );
    await call('photo.upload', {
      uploadId: 'partial-upload',
      offset: 0,
      data: Buffer.from([1, 2, 3]).toString('base64'),
    });
    const partial = await failure('photo.add', {
      uploadId: 'partial-upload',
      fileName: 'page.jpg',
      bytes: 10,
    });
    expect(partial.message).toBe('Only 3 of the 10 bytes of "page.jpg" have come. Send the file again.');
  });
});

/** Uploads a whole file as one piece and returns the arguments of `photo.add` for it. */
async function pieces(fileName: string, bytes: Uint8Array) {
  const uploadId = `upload-${++uploads}-test`;
  await call('photo.upload', { uploadId, offset: 0, data: Buffer.from(bytes).toString('base64') });
  return { uploadId, fileName, bytes: bytes.length };
}

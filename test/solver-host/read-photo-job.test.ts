/**
 * The read-photo job's work, end to end on the committed pictures of test/fixtures/photo: decoding
 * (sharp, pdf.js), finding and straightening the grid, reading the clues. Each picture's true
 * clues are in clues.json.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  readPhotoOrFail,
  runReadPhoto,
  type ReadPhotoJobOptions,
} from '../../src-main/solver-host/photo/read-photo-job.ts';

const fixtures = join(import.meta.dirname, '../fixtures/photo');
const clues = JSON.parse(readFileSync(join(fixtures, 'clues.json'), 'utf8')) as Record<
  string,
  { width: number; height: number; rows: number[][]; columns: number[][] }
>;

function read(file: string, extra: Partial<ReadPhotoJobOptions> = {}) {
  const messages: string[] = [];
  const job = readPhotoOrFail(
    { path: join(fixtures, file), fileName: file, ...extra },
    { signal: { aborted: false }, timeLimitMs: 120_000, progress: (_, message) => messages.push(message) },
  );
  return { job, messages };
}

const values = (lines: readonly { numbers: readonly { value: number }[] }[]) =>
  lines.map((line) => line.numbers.map((n) => n.value));

describe('reading committed pictures', () => {
  for (const file of ['scan-10x10.png', 'photo-15x15.jpg', 'scan-10x10.pdf']) {
    it(`reads every clue of ${file} exactly`, async () => {
      const { job, messages } = read(file);
      const { reading } = await job;
      const truth = clues[file]!;
      expect([reading.width, reading.height]).toEqual([truth.width, truth.height]);
      expect(values(reading.rows)).toEqual(truth.rows);
      expect(values(reading.columns)).toEqual(truth.columns);
      expect(messages).toContain('Looking for the grid');
    });
  }

  it('reads the same clues from the grid corners marked by hand as from the grid it finds', async () => {
    const found = (await read('photo-15x15.jpg').job).reading;
    const marked = (await read('photo-15x15.jpg', { corners: found.corners }).job).reading;
    expect(values(marked.rows)).toEqual(values(found.rows));
    expect(values(marked.columns)).toEqual(values(found.columns));
  });

  it('gives the page and the straightened puzzle as JPEGs, the grid where the reading says', async () => {
    const { reading, pageJpeg, straightenedJpeg } = await read('scan-10x10.png').job;
    for (const jpeg of [pageJpeg, straightenedJpeg]) {
      expect(Buffer.from(jpeg, 'base64').subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    }
    const { grid, scale } = reading.straightened;
    expect(grid.width).toBeCloseTo(10 * scale, 6);
    expect(grid.x + grid.width).toBeLessThanOrEqual(reading.straightened.width);
  });

  it('gives, for a page with no grid, the reason and the page as a JPEG to mark the corners on', async () => {
    const result = await runReadPhoto(
      { path: join(fixtures, 'no-puzzle.jpg'), fileName: 'no-puzzle.jpg' },
      { signal: { aborted: false }, timeLimitMs: 60_000, progress: () => {} },
    );
    expect(result.reading).toBeNull();
    if (result.reading !== null) return;
    expect(result.failure).toContain('No puzzle grid was found');
    expect(Buffer.from(result.pageJpeg, 'base64').subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect(result.page).toBeNull();
  });

  it('gives the corners it found as shares of the page picture', async () => {
    const { reading } = await read('photo-15x15.jpg').job;
    for (const corner of reading.corners) {
      expect(corner.x).toBeGreaterThan(0);
      expect(corner.x).toBeLessThan(1);
      expect(corner.y).toBeGreaterThan(0);
      expect(corner.y).toBeLessThan(1);
    }
    const [topLeft, topRight, bottomRight, bottomLeft] = reading.corners;
    expect(topLeft.x).toBeLessThan(topRight.x);
    expect(bottomLeft.x).toBeLessThan(bottomRight.x);
    expect(topLeft.y).toBeLessThan(bottomLeft.y);
    expect(topRight.y).toBeLessThan(bottomRight.y);
  });

  it('stops with "cancelled" when the cancel flag is up', async () => {
    const job = runReadPhoto(
      { path: join(fixtures, 'scan-10x10.png'), fileName: 'scan-10x10.png' },
      { signal: { aborted: true }, timeLimitMs: 60_000, progress: () => {} },
    );
    await expect(job).rejects.toMatchObject({ code: 'cancelled' });
  });
});

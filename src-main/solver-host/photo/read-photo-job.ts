/**
 * The `read-photo` job: a photo or scan of a puzzle page, read in the solver process. The file is
 * decoded (decode-page.ts), the page reader finds and reads the puzzle (engine/photo), and the
 * answer carries the clues with their confidence, where each line's clue is on the straightened
 * puzzle, and two JPEGs for the person: the page as read and the puzzle straightened.
 *
 * The same function serves `nonogram read` (cli/read-command.ts), which runs it in its own process.
 */
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import type { PhotoLine, PhotoNumber, PhotoPoint, PhotoReading } from '../../contract/photo-dto.ts';
import { ApiFailure } from '../../contract/result.ts';
import { DigitModel } from '../../engine/photo/digit-model.ts';
import { BOXED_DIGIT_WEIGHTS } from '../../engine/photo/boxed-digit-weights.ts';
import { DIGIT_WEIGHTS } from '../../engine/photo/digit-weights.ts';
import { toInkGray, type Point, type Rect } from '../../engine/photo/raster.ts';
import type { ReadLine, ReadNumber } from '../../engine/photo/read-clues.ts';
import { PageReadError, readPage } from '../../engine/photo/read-page.ts';
import { straightenRgb } from '../../engine/photo/straighten.ts';
import type { JobContext } from '../job-context.ts';
import { decodePage } from './decode-page.ts';

export interface ReadPhotoJobOptions {
  /** The file to read, on this computer. */
  readonly path: string;
  /** Its name, for messages. */
  readonly fileName: string;
  /** A PDF's page, from 1. */
  readonly page?: number;
  /** The grid's corners marked by hand, as shares (0 to 1) of the page picture's width and height. */
  readonly corners?: readonly [PhotoPoint, PhotoPoint, PhotoPoint, PhotoPoint];
}

/**
 * The reading (without the stored image's id, which the library gives) and the pictures to keep;
 * or, where no puzzle was found on the page, why, with the page as decoded, on which the person
 * can mark the grid's corners.
 */
export type ReadPhotoJobResult =
  | {
      readonly reading: Omit<PhotoReading, 'imageId'>;
      /** The page as read, and the straightened puzzle: JPEG, base64. */
      readonly pageJpeg: string;
      readonly straightenedJpeg: string;
    }
  | {
      readonly reading: null;
      /** What was not found, in words. */
      readonly failure: string;
      readonly pageJpeg: string;
      /** For a PDF: the page read (from 1), and how many it has (a book's reading goes on past it). */
      readonly page: number | null;
      readonly pages?: number | null;
    };

export type FoundReading = Extract<ReadPhotoJobResult, { reading: object }>;

/** The same, for callers that take a page with no puzzle as an error (the command line, the benchmark). */
export async function readPhotoOrFail(
  options: ReadPhotoJobOptions,
  context: JobContext,
): Promise<FoundReading> {
  const result = await runReadPhoto(options, context);
  if (result.reading === null) throw new ApiFailure('format', result.failure);
  return result;
}

let model: DigitModel | null = null;
let boxedModel: DigitModel | null = null;

function digitModel(): DigitModel {
  model ??= new DigitModel(DIGIT_WEIGHTS);
  return model;
}

function boxedDigitModel(): DigitModel {
  boxedModel ??= new DigitModel(BOXED_DIGIT_WEIGHTS);
  return boxedModel;
}

/** Readies what every reading needs before the first one comes (the decoder is loaded with this module). */
export function prepareReadPhoto(): void {
  digitModel();
  boxedDigitModel();
}

export async function runReadPhoto(
  options: ReadPhotoJobOptions,
  context: JobContext,
): Promise<ReadPhotoJobResult> {
  const started = Date.now();
  const deadline = started + context.timeLimitMs;
  const stopped = (): boolean => context.signal.aborted || Date.now() > deadline;
  const stop = (): never => {
    if (context.signal.aborted) throw new ApiFailure('cancelled', 'The reading was cancelled.');
    throw new ApiFailure(
      'timeout',
      `Reading the page took longer than ${Math.round(context.timeLimitMs / 1000)} s.`,
    );
  };
  context.progress(0, 'Opening the picture');
  let bytes: Buffer;
  try {
    bytes = await readFile(options.path);
  } catch {
    throw new ApiFailure('not-found', `"${options.fileName}" could not be opened.`);
  }
  const decoded = await decodePage(bytes, options.fileName, options.page, {
    deadline,
    cancelled: () => context.signal.aborted,
  });
  if (stopped()) stop();
  // Encoded by the decoder's own threads while the reader below keeps this one busy.
  const preview = decoded.preview();
  preview.catch(() => undefined);
  context.progress(0.15, 'Looking for the grid');
  const { working } = decoded;
  const corners =
    options.corners &&
    mapCorners(options.corners, (p) => ({ x: p.x * working.width, y: p.y * working.height }));
  let page;
  try {
    page = readPage(toInkGray(decoded.working), digitModel(), {
      boxedModel: boxedDigitModel(),
      rgb: decoded.working,
      ...(corners ? { corners } : {}),
      cancelled: stopped,
      onProgress: (fraction, message) => context.progress(0.15 + 0.75 * fraction, message),
    });
  } catch (error) {
    if (error instanceof PageReadError) {
      if (error.reason === 'cancelled') stop();
      return {
        reading: null,
        failure: error.message,
        pageJpeg: (await preview).toString('base64'),
        page: decoded.page,
        pages: decoded.pages,
      };
    }
    throw error;
  }
  context.progress(0.92, 'Keeping the pictures');
  const { straightened } = page;
  const colour =
    page.straightenedRgb ?? straightenRgb(decoded.working, page.map, straightened.range, straightened.scale);
  const straightenedJpeg = await sharp(
    Buffer.from(colour.data.buffer, colour.data.byteOffset, colour.data.length),
    {
      raw: { width: colour.width, height: colour.height, channels: 3 },
    },
  )
    .jpeg({ quality: 82 })
    .toBuffer();
  const { range } = straightened;
  const s = straightened.scale;
  const reading: Omit<PhotoReading, 'imageId'> = {
    width: page.width,
    height: page.height,
    rows: page.rows.map(toLine),
    columns: page.columns.map(toLine),
    palette: page.palette,
    corners: mapCorners(page.corners, (p) => ({
      x: round4(p.x / working.width),
      y: round4(p.y / working.height),
    })),
    straightened: {
      width: colour.width,
      height: colour.height,
      scale: s,
      grid: { x: -range.col0 * s, y: -range.row0 * s, width: page.width * s, height: page.height * s },
    },
    source: {
      fileName: options.fileName,
      kind: decoded.kind,
      bytes: bytes.length,
      width: decoded.width,
      height: decoded.height,
      page: decoded.page,
      pages: decoded.pages,
    },
    ms: Date.now() - started,
  };
  return {
    reading,
    pageJpeg: (await preview).toString('base64'),
    straightenedJpeg: straightenedJpeg.toString('base64'),
  };
}

type Corners = readonly [Point, Point, Point, Point];

function mapCorners(corners: Corners, f: (p: Point) => Point): [Point, Point, Point, Point] {
  return [f(corners[0]), f(corners[1]), f(corners[2]), f(corners[3])];
}

function toLine(line: ReadLine): PhotoLine {
  return {
    numbers: line.numbers.map(toNumber),
    confidence: round3(line.confidence),
    crop: roundRect(line.strip),
    side: line.side,
  };
}

function toNumber(number: ReadNumber): PhotoNumber {
  return {
    value: number.value,
    color: number.color,
    confidence: round3(number.confidence),
    box: roundRect(number.box),
    alternatives: alternativesOf(number),
  };
}

/** Values the number would have with one digit read as the classifier's second choice, likeliest first. */
function alternativesOf(number: ReadNumber): number[] {
  const options: { value: number; p: number }[] = [];
  number.digits.forEach((digit, i) => {
    if (digit.runnerUp < 0 || digit.runnerUpConfidence < 0.01) return;
    const digits = number.digits.map((d) => d.digit);
    digits[i] = digit.runnerUp;
    if (digits[0] === 0 && digits.length > 1) return;
    const value = Number(digits.join(''));
    if (value > 0 && value !== number.value) options.push({ value, p: digit.runnerUpConfidence });
  });
  return options
    .sort((a, b) => b.p - a.p)
    .slice(0, 3)
    .map((o) => o.value);
}

function roundRect(r: Rect): Rect {
  return { x: Math.round(r.x), y: Math.round(r.y), width: Math.round(r.width), height: Math.round(r.height) };
}

function round4(x: number): number {
  return Math.round(x * 10_000) / 10_000;
}

function round3(x: number): number {
  return Math.round(x * 1000) / 1000;
}

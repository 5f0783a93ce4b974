/**
 * Shapes of the page reader's part of the API (methods-photo.ts), shared by the backend and the
 * renderer: a puzzle read from a photo or scan, number by number with the reader's confidence,
 * and where on the straightened picture each line's clue was found, for read-back.
 */
import type { PaletteColor } from '../engine/puzzle.ts';

/**
 * A photo or scan is sent in pieces of at most this many bytes (base64 in the call): a phone's
 * 12 megapixel photo (3 to 7 MB) in one call.
 */
export const PHOTO_PIECE_BYTES = 8 * 1024 * 1024;
/** Largest file taken: a 50 megapixel JPEG is well under this; a PDF of a scanned book page too. */
export const MAX_PHOTO_BYTES = 200 * 1024 * 1024;
/** Largest picture taken, in pixels (a 50 megapixel photo). */
export const MAX_PHOTO_PIXELS = 50_000_000;

export interface PhotoPoint {
  readonly x: number;
  readonly y: number;
}

/** A rectangle in pixels: left, top, width, height. */
export interface PhotoRect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

export interface PhotoNumber {
  readonly value: number;
  /** Palette index: 1 in a black-and-white puzzle. */
  readonly color: number;
  /** How sure the reader is of this number, 0 to 1. */
  readonly confidence: number;
  /** Where it is on the straightened picture. */
  readonly box: PhotoRect;
  /** Other values the reader thought possible (a digit read another way), likeliest first. */
  readonly alternatives: readonly number[];
}

export type PhotoClueSide = 'left' | 'right' | 'top' | 'bottom';

export interface PhotoLine {
  /** Top to bottom for rows, left to right for columns; empty for an empty line. */
  readonly numbers: readonly PhotoNumber[];
  /** The least confidence of its numbers (and of how they were told apart), 0 to 1. */
  readonly confidence: number;
  /** The strip of the straightened picture that holds the clue, to show beside the numbers read. */
  readonly crop: PhotoRect;
  /** Which side of the grid the clue was read from. */
  readonly side: PhotoClueSide;
}

export type PhotoKind = 'jpeg' | 'png' | 'webp' | 'pdf';

export interface PhotoReading {
  /** The stored page image (the original file, kept with the draft and the saved puzzle). */
  readonly imageId: number;
  readonly width: number;
  readonly height: number;
  readonly rows: readonly PhotoLine[];
  readonly columns: readonly PhotoLine[];
  /** The palette proposed: index 0 the background; black alone for a black-and-white page. */
  readonly palette: readonly PaletteColor[];
  /**
   * The grid's corners on the page picture (`photo.image` version `page`): top left, top right,
   * bottom right, bottom left, as shares (0 to 1) of its width and height.
   */
  readonly corners: readonly [PhotoPoint, PhotoPoint, PhotoPoint, PhotoPoint];
  /** The straightened picture (`photo.image` version `straightened`): its size, pixels per cell, and where the grid is on it. */
  readonly straightened: {
    readonly width: number;
    readonly height: number;
    readonly scale: number;
    readonly grid: PhotoRect;
  };
  readonly source: PhotoSource;
  /** Time the reading took, decoding included. */
  readonly ms: number;
}

export interface PhotoSource {
  readonly fileName: string;
  readonly kind: PhotoKind;
  readonly bytes: number;
  /** The page picture's size in pixels (a PDF page as rendered or as its scanned image). */
  readonly width: number;
  readonly height: number;
  /** For a PDF: the page read (from 1) and how many it has. */
  readonly page: number | null;
  readonly pages: number | null;
}

/** A stored page image, as listed for a puzzle. */
export interface PageImageInfo {
  readonly id: number;
  readonly puzzleId: number | null;
  readonly fileName: string;
  readonly kind: PhotoKind;
  readonly bytes: number;
  readonly createdAt: string;
  /** Whether a reading is stored with it (`photo.reading`). */
  readonly read: boolean;
}

export type PageImageVersion = 'original' | 'page' | 'straightened';

export interface PageImageData {
  /** image/jpeg, image/png, image/webp or application/pdf (the original of a PDF). */
  readonly mime: string;
  /**
   * The file's bytes from `offset`, base64: at most PHOTO_PIECE_BYTES of them, so a large
   * original comes in several calls (each asking from where the last ended) and is never
   * held whole in one answer.
   */
  readonly data: string;
  readonly offset: number;
  /** The whole file's size. */
  readonly bytes: number;
}

/**
 * The image import's settings and what they give: the image scaled to the puzzle's size, then
 * reduced to black and white (a threshold, Otsu's by default) or to a few colours (clustered in
 * Oklab on the full-size image, then the nearest for each cell). Every figure is derived, so the
 * preview follows each change of a slider.
 */
import { assignColors, paletteOf, sampleLab } from '../../../src-main/engine/editor/image/quantize.ts';
import { areaAverage, fitSize } from '../../../src-main/engine/editor/image/scale.ts';
import {
  lightnessOf,
  otsuThreshold,
  thresholdGrid,
} from '../../../src-main/engine/editor/image/threshold.ts';
import { blackAndWhitePalette, paletteFromColors } from '../../../src-main/engine/editor/palette.ts';
import { readImageFile, type SourceImage } from './image-source.ts';
import { MAX_EDITOR_SIDE, type Drawing } from './drawing.ts';
import { isSide } from '../../lib/components/side.ts';

export type ReduceMode = 'black-and-white' | 'colours';

/** The longest side a new import proposes; the person can type any size up to the maximum. */
export const PROPOSED_SIDE = 30;
export const MAX_IMPORT_COLORS = 8;

export class ImageImport {
  source = $state.raw<SourceImage | null>(null);
  error = $state<string | null>(null);
  loading = $state(false);
  width = $state(PROPOSED_SIDE);
  height = $state(PROPOSED_SIDE);
  keepRatio = $state(true);
  mode = $state<ReduceMode>('black-and-white');
  /** The threshold the person set, or null for Otsu's. */
  chosenThreshold = $state<number | null>(null);
  invert = $state(false);
  /** Colours in all, the background included. */
  colors = $state(3);

  readonly sizeValid: boolean;
  readonly otsu: number;
  readonly threshold: number;
  readonly result: Drawing | null;

  constructor() {
    this.sizeValid = $derived(validSide(this.width) && validSide(this.height));
    const scaled = $derived.by(() => {
      const source = this.source;
      if (!source || !this.sizeValid) return null;
      return areaAverage(source.rgba, source.width, source.height, this.width, this.height);
    });
    const lightness = $derived(scaled && this.mode === 'black-and-white' ? lightnessOf(scaled) : null);
    this.otsu = $derived(lightness ? otsuThreshold(lightness) : 128);
    this.threshold = $derived(this.chosenThreshold ?? this.otsu);
    // The colours depend on the image and their number only, not on the size: resizing is quick.
    const sample = $derived(
      this.source ? sampleLab(this.source.rgba, this.source.width, this.source.height) : null,
    );
    const centres = $derived(sample && this.mode === 'colours' ? paletteOf(sample, this.colors) : null);
    this.result = $derived.by(() => {
      if (!scaled) return null;
      if (this.mode === 'black-and-white') {
        if (!lightness) return null;
        const grid = thresholdGrid(lightness, scaled.width, scaled.height, this.threshold, this.invert);
        return { grid, palette: blackAndWhitePalette() };
      }
      if (!centres) return null;
      const reduced = assignColors(scaled, centres);
      return { grid: reduced.grid, palette: paletteFromColors(reduced.colors.slice(1)) };
    });
  }

  async open(file: File): Promise<void> {
    this.loading = true;
    this.error = null;
    try {
      const source = await readImageFile(file);
      this.source = source;
      this.chosenThreshold = null;
      const size = fitSize(source.width, source.height, PROPOSED_SIDE, PROPOSED_SIDE);
      this.width = size.width;
      this.height = size.height;
    } catch (error) {
      this.error = error instanceof Error ? error.message : String(error);
    } finally {
      this.loading = false;
    }
  }

  /** A new width; with the ratio kept, the height follows the image's proportions. */
  setWidth(width: number): void {
    this.width = width;
    const source = this.source;
    if (this.keepRatio && source && validSide(width)) {
      this.height = clampSide(Math.round((width * source.height) / source.width));
    }
  }

  setHeight(height: number): void {
    this.height = height;
    const source = this.source;
    if (this.keepRatio && source && validSide(height)) {
      this.width = clampSide(Math.round((height * source.width) / source.height));
    }
  }

  reset(): void {
    this.source = null;
    this.error = null;
    this.chosenThreshold = null;
  }
}

function validSide(side: number): boolean {
  return isSide(side, MAX_EDITOR_SIDE);
}

function clampSide(side: number): number {
  return Math.max(1, Math.min(MAX_EDITOR_SIDE, side));
}

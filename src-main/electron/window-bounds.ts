/**
 * Remembering where the window was. The saved rectangle is put back only where a person can reach
 * it: on the display it overlaps most, shrunk to fit and pushed inside that display's work area.
 * A window saved on a monitor that has since been unplugged comes back centred on the first one.
 * Pure, so it is tested without Electron.
 */

export interface Bounds {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

export interface WindowState {
  readonly bounds: Bounds;
  readonly maximized: boolean;
  readonly fullScreen: boolean;
}

export const DEFAULT_SIZE = { width: 1280, height: 840 } as const;
export const MIN_SIZE = { width: 640, height: 480 } as const;
/** How much of a saved window must overlap a display for it to count as still there. */
const MIN_VISIBLE = { width: 120, height: 60 } as const;

export function parseWindowState(value: unknown): WindowState | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  const bounds = record.bounds as Record<string, unknown> | undefined;
  if (typeof bounds !== 'object' || bounds === null) return null;
  const { x, y, width, height } = bounds;
  const numbers = [x, y, width, height];
  if (!numbers.every((n) => typeof n === 'number' && Number.isFinite(n))) return null;
  if ((width as number) <= 0 || (height as number) <= 0) return null;
  return {
    bounds: { x: x as number, y: y as number, width: width as number, height: height as number },
    maximized: record.maximized === true,
    fullScreen: record.fullScreen === true,
  };
}

function overlap(a: Bounds, b: Bounds): { width: number; height: number } {
  return {
    width: Math.max(0, Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x)),
    height: Math.max(0, Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y)),
  };
}

function centred(area: Bounds, width: number, height: number): Bounds {
  const w = Math.min(width, area.width);
  const h = Math.min(height, area.height);
  return {
    x: Math.round(area.x + (area.width - w) / 2),
    y: Math.round(area.y + (area.height - h) / 2),
    width: w,
    height: h,
  };
}

/**
 * Where to open the window, given the saved bounds (if any) and the work areas of the displays,
 * the primary display first.
 */
export function placeWindow(saved: Bounds | null, workAreas: readonly Bounds[]): Bounds {
  const primary = workAreas[0] ?? { x: 0, y: 0, ...DEFAULT_SIZE };
  if (saved === null) return centred(primary, DEFAULT_SIZE.width, DEFAULT_SIZE.height);
  let best: Bounds | null = null;
  let bestArea = 0;
  for (const area of workAreas) {
    const shared = overlap(saved, area);
    if (shared.width < MIN_VISIBLE.width || shared.height < MIN_VISIBLE.height) continue;
    if (shared.width * shared.height > bestArea) {
      best = area;
      bestArea = shared.width * shared.height;
    }
  }
  if (best === null) return centred(primary, saved.width, saved.height);
  const width = Math.min(Math.max(saved.width, Math.min(MIN_SIZE.width, best.width)), best.width);
  const height = Math.min(Math.max(saved.height, Math.min(MIN_SIZE.height, best.height)), best.height);
  return {
    x: Math.min(Math.max(saved.x, best.x), best.x + best.width - width),
    y: Math.min(Math.max(saved.y, best.y), best.y + best.height - height),
    width,
    height,
  };
}

/**
 * Photographs a flat page in software, as a phone over a book would: the page turned and seen at
 * an angle (a homography), its surface curled near the spine, lit unevenly with a shadow across
 * it, on a dark table, with sensor noise; blur and JPEG compression follow in page-set.ts. Every
 * choice comes from the parameters, which page-set.ts draws from a seeded random source, so the
 * same seed makes the same photo.
 */
import { applyHomography, fromCorners, invertHomography } from '../../engine/photo/homography.ts';
import type { Point, RgbImage } from '../../engine/photo/raster.ts';
import { sampleRgb } from '../../engine/photo/raster.ts';
import type { Random } from '../../engine/seeded-random.ts';

export interface PhotoParams {
  readonly width: number;
  readonly height: number;
  /** Degrees, either way. */
  readonly rotation: number;
  /** How far each corner of the page moves at random, as a share of the frame. */
  readonly perspective: number;
  /** How far the page's lines bend near the spine, as a share of the page's height. */
  readonly curl: number;
  /** Which side the spine is on. */
  readonly spineLeft: boolean;
  /** How much darker one side is than the other (0 even light). */
  readonly gradient: number;
  /** A shadow across part of the page: how dark (0 none). */
  readonly shadow: number;
  /** The page's share of the frame. */
  readonly coverage: number;
  /** Standard deviation of the sensor noise, in grey levels. */
  readonly noise: number;
}

export function photograph(page: RgbImage, params: PhotoParams, random: Random): RgbImage {
  const { width, height } = params;
  const scale = params.coverage * Math.min(width / page.width, height / page.height);
  const angle = (params.rotation * Math.PI) / 180;
  const cx = width / 2;
  const cy = height / 2;
  const jitter = (): number => (random() * 2 - 1) * params.perspective * Math.min(width, height);
  const corner = (px: number, py: number): Point => {
    const x = (px - page.width / 2) * scale;
    const y = (py - page.height / 2) * scale;
    return {
      x: cx + x * Math.cos(angle) - y * Math.sin(angle) + jitter(),
      y: cy + x * Math.sin(angle) + y * Math.cos(angle) + jitter(),
    };
  };
  const corners = [
    corner(0, 0),
    corner(page.width, 0),
    corner(page.width, page.height),
    corner(0, page.height),
  ] as const;
  const forward = fromCorners(corners);
  const inverse = forward && invertHomography(forward);
  if (!inverse) throw new Error('The photo parameters fold the page.');
  const shadow = shadowBand(random, params.shadow);
  const gx = Math.cos(random() * 2 * Math.PI);
  const gy = Math.sqrt(1 - gx * gx) * (random() < 0.5 ? -1 : 1);
  const table = [60 + random() * 40, 50 + random() * 30, 40 + random() * 30];
  const out = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const flat = applyHomography(inverse, x + 0.5, y + 0.5);
      const [u, v] = uncurl(flat.x, flat.y, params);
      const nx = x / width - 0.5;
      const ny = y / height - 0.5;
      const light =
        (1 - params.gradient * (0.5 + nx * gx + ny * gy)) * (1 - 0.25 * (nx * nx + ny * ny)) * shadow(u, v);
      const inside = u >= 0 && v >= 0 && u <= 1 && v <= 1;
      const o = (y * width + x) * 3;
      for (let c = 0; c < 3; c++) {
        const base = inside ? sampleRgb(page, u * page.width, v * page.height, c) : table[c]!;
        const value = base * light + (random() + random() + random() - 1.5) * 2 * params.noise;
        out[o + c] = value <= 0 ? 0 : value >= 255 ? 255 : value;
      }
    }
  }
  return { width, height, data: out };
}

/**
 * Where on the flat page a point of the curled page came from. The curl lifts the page near the
 * spine: lines there spread apart vertically and bow, and the page is foreshortened across.
 */
function uncurl(u: number, v: number, params: PhotoParams): [number, number] {
  if (params.curl === 0) return [u, v];
  let pu = u;
  let pv = v;
  for (let i = 0; i < 3; i++) {
    const fromSpine = params.spineLeft ? pu : 1 - pu;
    const lift = Math.max(0, 1 - fromSpine / 0.45) ** 2;
    const dy = params.curl * ((pv - 0.5) * 2 * lift + 0.6 * Math.sin(Math.PI * pu));
    const dx = params.curl * 0.5 * lift * (params.spineLeft ? 1 : -1);
    pu = u - dx;
    pv = v - dy;
  }
  return [pu, pv];
}

/** A soft-edged band of shadow across the page (page coordinates), or none. */
function shadowBand(random: Random, depth: number): (u: number, v: number) => number {
  if (depth <= 0) return () => 1;
  const angle = random() * Math.PI;
  const nx = Math.cos(angle);
  const ny = Math.sin(angle);
  const offset = 0.3 + random() * 0.4;
  const softness = 0.03 + random() * 0.05;
  return (u, v) => {
    const d = u * nx + v * ny - offset;
    const t = Math.min(1, Math.max(0, 0.5 + d / softness));
    return 1 - depth * t;
  };
}

/**
 * Makes every icon the packaged app needs from one drawing, resources/icon.svg:
 * `npm run icons`. Chromium (through Playwright, as the end-to-end tests use it) draws the SVG at
 * each size; the results are committed, so packaging needs no browser.
 *
 * - resources/icons/NxN.png, 16 to 1024: the Linux icon set and the window's icon;
 * - resources/icon.png (1024), resources/icon.ico (16 to 256) and resources/icon.icns (16 to 1024),
 *   electron-builder's icons for every platform and for the file associations;
 * - resources/icons/source.sha256: the drawing they were made from, so a test can tell when they
 *   are out of date.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';

const ROOT = resolve(import.meta.dirname, '..');
const RESOURCES = join(ROOT, 'resources');
export const ICON_SOURCE = join(RESOURCES, 'icon.svg');
export const ICON_FOLDER = join(RESOURCES, 'icons');
export const ICON_SIZES = [16, 24, 32, 48, 64, 128, 256, 512, 1024] as const;
const ICO_SIZES = [16, 24, 32, 48, 64, 128, 256];
/** ICNS types that hold PNG data, by the size of their image. */
const ICNS_TYPES: readonly (readonly [string, number])[] = [
  ['icp4', 16],
  ['icp5', 32],
  ['icp6', 64],
  ['ic07', 128],
  ['ic08', 256],
  ['ic09', 512],
  ['ic10', 1024],
  ['ic11', 32],
  ['ic12', 64],
  ['ic13', 256],
  ['ic14', 512],
];
const SYSTEM_CHROMIUM = '/usr/bin/chromium';

export function sourceHash(): string {
  return createHash('sha256').update(readFileSync(ICON_SOURCE)).digest('hex');
}

async function render(svg: string, sizes: readonly number[]): Promise<Map<number, Buffer>> {
  const browser = await chromium.launch({
    ...(existsSync(SYSTEM_CHROMIUM) ? { executablePath: SYSTEM_CHROMIUM } : {}),
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await browser.newPage({ deviceScaleFactor: 1 });
    const url = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
    const pngs = new Map<number, Buffer>();
    for (const size of sizes) {
      await page.setViewportSize({ width: size, height: size });
      await page.setContent(
        `<html><body style="margin:0;background:transparent">` +
          `<img src="${url}" width="${size}" height="${size}" style="display:block"></body></html>`,
      );
      await page.waitForFunction('document.images[0].complete && document.images[0].naturalWidth > 0');
      pngs.set(
        size,
        await page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } }),
      );
    }
    return pngs;
  } finally {
    await browser.close();
  }
}

/** A Windows icon holding PNG images (allowed for every size since Windows Vista). */
function ico(pngs: ReadonlyMap<number, Buffer>): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(ICO_SIZES.length, 4);
  const entries: Buffer[] = [];
  const images: Buffer[] = [];
  let offset = 6 + 16 * ICO_SIZES.length;
  for (const size of ICO_SIZES) {
    const png = pngs.get(size)!;
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt16LE(1, 4);
    entry.writeUInt16LE(32, 6);
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    entries.push(entry);
    images.push(png);
  }
  return Buffer.concat([header, ...entries, ...images]);
}

/** A macOS icon: an `icns` header, then one chunk of PNG data per type. */
function icns(pngs: ReadonlyMap<number, Buffer>): Buffer {
  const chunks = ICNS_TYPES.map(([type, size]) => {
    const png = pngs.get(size)!;
    const head = Buffer.alloc(8);
    head.write(type, 0, 'latin1');
    head.writeUInt32BE(png.length + 8, 4);
    return Buffer.concat([head, png]);
  });
  const body = Buffer.concat(chunks);
  const head = Buffer.alloc(8);
  head.write('icns', 0, 'latin1');
  head.writeUInt32BE(body.length + 8, 4);
  return Buffer.concat([head, body]);
}

async function main(): Promise<void> {
  const pngs = await render(readFileSync(ICON_SOURCE, 'utf8'), ICON_SIZES);
  mkdirSync(ICON_FOLDER, { recursive: true });
  for (const [size, png] of pngs) writeFileSync(join(ICON_FOLDER, `${size}x${size}.png`), png);
  writeFileSync(join(RESOURCES, 'icon.png'), pngs.get(1024)!);
  writeFileSync(join(RESOURCES, 'icon.ico'), ico(pngs));
  writeFileSync(join(RESOURCES, 'icon.icns'), icns(pngs));
  writeFileSync(join(ICON_FOLDER, 'source.sha256'), `${sourceHash()}  icon.svg\n`);
  console.log(`Icons made from resources/icon.svg: ${ICON_SIZES.join(', ')} px, icon.ico, icon.icns.`);
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) await main();

/** Reading a page in the app: from choosing the file to the filled-in draft, in Chromium. */
import { benchPhotoInApp } from './photo/app-timing.ts';
import { formatTable } from './table.ts';

export async function photoAppSection(quick: boolean): Promise<string> {
  const timings = await benchPhotoInApp(quick ? 1 : 3);
  const table = formatTable(
    ['page', 'first reading ms', 'then median ms', 'then max ms', 'readings', 'target'],
    timings.map((t, i) => [
      `${t.page.file} (${t.page.truth.width}x${t.page.truth.height} ${t.page.kind}, ${t.page.megapixels} MP)`,
      Math.round(t.firstMs),
      Math.round(t.laterMs.median),
      Math.round(t.laterMs.max),
      t.laterMs.count + 1,
      i === 0 ? 'under 1 s' : 'under 5 s',
    ]),
  );
  return [
    table,
    'From choosing the file on the typing screen to the draft filled in: sending, decoding and reading in the solver process, drawing the draft.',
    'The first reading after the app starts also loads the image decoder in the solver process.',
  ].join('\n');
}

/** The benchmark sections in the order they print; `quick` ones also run with `--quick`. */
import { championSection } from './champion-section.ts';
import { checksSection } from './checks-section.ts';
import { drawingSection } from './drawing-section.ts';
import { entrySection } from './entry-section.ts';
import { explanationsSection } from './explanations-section.ts';
import { generatorSection } from './generator-section.ts';
import { booksSection } from './books-section.ts';
import { librarySection } from './library-section.ts';
import { mistakesSection } from './mistakes-section.ts';
import { photoSection } from './photo-section.ts';
import { photoAppSection } from './photo-app-section.ts';
import { playSection } from './play-section.ts';
import { uiSection } from './ui-section.ts';
import { serverSection } from './server-section.ts';
import {
  colourSection,
  smallSetsSection,
  strategiesSection,
  surveySection,
  taaiSection,
} from './solver-sections.ts';

export interface BenchSection {
  readonly id: string;
  readonly title: string;
  readonly quick: boolean;
  readonly quickNote?: string;
  /** Whether it reads the public puzzle sets (bench-files.ts); without them it is skipped. */
  readonly needsSets: boolean;
  readonly run: (quick: boolean) => string | Promise<string>;
}

export const BENCH_SECTIONS: readonly BenchSection[] = [
  {
    id: 'taai-hard',
    needsSets: true,
    title: 'TAAI 2011, hardest hundred, first solution each (full strategy)',
    quick: true,
    quickNote: 'last ten only',
    run: (quick) => taaiSection(quick ? 991 : 901, 1000, 'under 29 s for #901-1000'),
  },
  {
    id: 'champion',
    needsSets: true,
    title:
      'TAAI 2011 and 2017 beside the champion LalaFrogKK (full strategy): processor time per puzzle on one core, then wall time with the partner thread on two',
    quick: true,
    quickNote: 'a fixed pick of puzzles hard for either, cap 20 s',
    run: (quick) => championSection(quick),
  },
  {
    id: 'survey',
    needsSets: true,
    title: 'webpbn survey puzzles, proving uniqueness (full strategy)',
    quick: true,
    run: () => surveySection(),
  },
  {
    id: 'small',
    needsSets: true,
    title: 'jwilk and edge-cases sets (full strategy)',
    quick: true,
    run: () => smallSetsSection(),
  },
  {
    id: 'colour',
    needsSets: true,
    title: 'Colour samples (full strategy)',
    quick: true,
    run: () => colourSection(),
  },
  {
    id: 'drawings',
    needsSets: false,
    title: "The editor's check of a drawing: from its clues alone, and from the drawing itself",
    quick: true,
    quickNote: 'cap 3 s',
    run: (quick) => drawingSection(quick ? 3_000 : 10_000),
  },
  {
    id: 'generator',
    needsSets: false,
    title: 'Making random puzzles with one solution (seeds 1 to 10)',
    quick: true,
    quickNote: 'seeds 1 to 3',
    run: (quick) => generatorSection(quick),
  },
  {
    id: 'strategies',
    needsSets: true,
    title: 'Strategies side by side (the shape of Yu, Lee and Chen, Table 1)',
    quick: true,
    quickNote: 'cap 1 s',
    run: (quick) => strategiesSection(quick ? 1_000 : 10_000),
  },
  {
    id: 'explanations',
    needsSets: true,
    title: 'Hints all the way: every jwilk puzzle and the unique survey puzzles, solved hint by hint',
    quick: true,
    quickNote: '40 jwilk puzzles; survey without #803 and #1611',
    run: (quick) => explanationsSection(quick),
  },
  {
    id: 'library',
    needsSets: true,
    title: 'Puzzle library (SQLite)',
    quick: true,
    quickNote: '2,000 puzzles',
    run: (quick) => librarySection(quick),
  },
  {
    id: 'books',
    needsSets: false,
    title: 'A library of 20,000 puzzles in 200 books: the calls behind the screens',
    quick: true,
    quickNote: '2,000 puzzles',
    run: (quick) => booksSection(quick),
  },
  {
    id: 'checks',
    needsSets: true,
    title: "The library's background check of an imported book",
    quick: true,
    quickNote: '20 puzzles',
    run: (quick) => checksSection(quick),
  },
  {
    id: 'ui',
    needsSets: true,
    title: 'UI responsiveness while solving (Chromium, browser mode)',
    quick: true,
    run: (quick) => uiSection(quick),
  },
  {
    id: 'play',
    needsSets: false,
    title: 'Playing a 100x100 puzzle (Chromium, browser mode)',
    quick: true,
    quickNote: '500 saved moves, 30 clicks',
    run: (quick) => playSection(quick),
  },
  {
    id: 'entry',
    needsSets: true,
    title: 'The verdict after typing a 30x30 book puzzle (Chromium, browser mode)',
    quick: true,
    quickNote: '3 edits',
    run: (quick) => entrySection(quick),
  },
  {
    id: 'mistakes',
    needsSets: true,
    title: 'Mistake finder on injected typing mistakes',
    quick: true,
    run: (quick) => mistakesSection(quick),
  },
  {
    id: 'photo',
    needsSets: true,
    title: 'Reading puzzles from photos and scans of pages',
    quick: true,
    quickNote: '12 pages',
    run: (quick) => photoSection(quick),
  },
  {
    id: 'photo-app',
    needsSets: true,
    title: 'Reading a page in the app (Chromium, browser mode)',
    quick: true,
    quickNote: 'one reading after the first',
    run: (quick) => photoAppSection(quick),
  },
  {
    id: 'server',
    needsSets: false,
    title: 'Browser mode start (built tree)',
    quick: true,
    run: (quick) => serverSection(quick),
  },
  {
    id: 'taai-all',
    needsSets: true,
    title: 'TAAI 2011, all 1000 puzzles, first solution each (full strategy)',
    quick: false,
    run: () => taaiSection(1, 1000, 'under 650 s, no puzzle over 30 s'),
  },
];

/**
 * The help the app carries (F1, Help > Nonogram Studio Help, or the sidebar's Help button): what a
 * nonogram is, how each screen works, and every key. The key tables that name a shortcut or a play
 * key also say what the app's own key handling must make of the press (`press`), so a test holds
 * the help and the handlers to each other.
 */
import type { MenuCommand } from '../../../src-main/contract/methods.ts';
import type { LibraryKey } from '../keys/grid-keys.ts';
import type { KeyAction, KeyInput } from '../keys/input-keys.ts';
import type { KeyPress } from '../shell/shortcuts.ts';

export type HelpTopicId = 'start' | 'play' | 'entry' | 'draw' | 'library' | 'keys';

/** A row of a key table. `Mod` in `keys` is shown as Ctrl, or ⌘ on a Mac. */
export interface KeyRow {
  readonly keys: readonly string[];
  readonly what: string;
}

/** An app-wide shortcut and what `shortcutFor` must make of it. */
export interface ShortcutRow extends KeyRow {
  readonly press: KeyPress;
  readonly gives: { readonly command: MenuCommand } | { readonly view: number };
}

/** A play-screen key and what `keyAction` must make of it. */
export interface PlayKeyRow extends KeyRow {
  readonly press: KeyInput;
  readonly gives: KeyAction;
}

/** A library key and what `libraryKey` must make of it. */
export interface LibraryKeyRow extends KeyRow {
  readonly press: KeyPress;
  readonly gives: LibraryKey;
}

export interface KeyTable {
  readonly heading: string;
  readonly rows: readonly KeyRow[];
}

export interface HelpTopic {
  readonly id: HelpTopicId;
  readonly title: string;
  readonly paragraphs: readonly string[];
  readonly tables: readonly KeyTable[];
}

const mod = (key: string, shift = false): KeyPress => ({ key, command: true, shift, alt: false });
const plain = (key: string, shift = false, command = false): KeyInput => ({
  key,
  shift,
  command,
  alt: false,
});

export const APP_SHORTCUTS: readonly ShortcutRow[] = [
  { keys: ['Mod', 'O'], what: 'Import puzzle files', press: mod('o'), gives: { command: 'import' } },
  {
    keys: ['Mod', 'Shift', 'O'],
    what: 'Read a puzzle from a photo or scan',
    press: mod('o', true),
    gives: { command: 'read-photo' },
  },
  {
    keys: ['Mod', 'Shift', 'B'],
    what: 'Read a whole book from photos or a PDF',
    press: mod('b', true),
    gives: { command: 'read-book' },
  },
  { keys: ['Mod', 'N'], what: 'Type in a new puzzle', press: mod('n'), gives: { command: 'new-puzzle' } },
  { keys: ['Mod', 'G'], what: 'Make random puzzles', press: mod('g'), gives: { command: 'generate' } },
  {
    keys: ['Mod', 'E'],
    what: 'Export the puzzle on screen, or the library’s',
    press: mod('e'),
    gives: { command: 'export' },
  },
  {
    keys: ['Mod', 'P'],
    what: 'Print the puzzle on screen, or the library’s',
    press: mod('p'),
    gives: { command: 'print' },
  },
  { keys: ['Mod', 'Z'], what: 'Undo', press: mod('z'), gives: { command: 'undo' } },
  { keys: ['Mod', 'Y'], what: 'Redo (also Shift+Mod+Z)', press: mod('y'), gives: { command: 'redo' } },
  {
    keys: ['Mod', 'A'],
    what: 'Select all: in the library, every puzzle the search and filters take',
    press: mod('a'),
    gives: { command: 'select-all' },
  },
  { keys: ['Mod', '+'], what: 'Zoom in on a board', press: mod('='), gives: { command: 'zoom-in' } },
  { keys: ['Mod', '−'], what: 'Zoom out', press: mod('-'), gives: { command: 'zoom-out' } },
  {
    keys: ['Mod', '0'],
    what: 'Fit the board to the window',
    press: mod('0'),
    gives: { command: 'zoom-fit' },
  },
  {
    keys: ['Mod', '1'],
    what: 'The library (Mod+2 to Mod+7: the other screens in order)',
    press: mod('1'),
    gives: { view: 0 },
  },
  { keys: ['Mod', ','], what: 'Settings', press: mod(','), gives: { command: 'settings' } },
  {
    keys: ['F1'],
    what: 'This help',
    press: { key: 'F1', command: false, shift: false, alt: false },
    gives: { command: 'help' },
  },
];

const key = (name: string, shift = false): KeyPress => ({ key: name, command: false, shift, alt: false });

export const LIBRARY_KEYS: readonly LibraryKeyRow[] = [
  {
    keys: ['←', '↑', '→', '↓'],
    what: 'Move between puzzles (Page Up, Page Down, Home and End go further)',
    press: key('ArrowDown'),
    gives: { kind: 'move', key: 'ArrowDown', extend: false },
  },
  { keys: ['Enter'], what: 'Open the puzzle', press: key('Enter'), gives: { kind: 'open' } },
  {
    keys: ['Space'],
    what: 'Select the puzzle, or leave it out of the selection',
    press: key(' '),
    gives: { kind: 'toggle', extend: false },
  },
  {
    keys: ['Shift', '→'],
    what: 'Select on from the puzzle picked first (also Shift and a click)',
    press: key('ArrowRight', true),
    gives: { kind: 'move', key: 'ArrowRight', extend: true },
  },
  { keys: ['Esc'], what: 'Clear the selection', press: key('Escape'), gives: { kind: 'clear-selection' } },
  {
    keys: ['Delete'],
    what: 'Delete the selected puzzles (Mod+Z brings them back)',
    press: key('Delete'),
    gives: { kind: 'delete' },
  },
];

export const PLAY_KEYS: readonly PlayKeyRow[] = [
  {
    keys: ['←', '↑', '→', '↓'],
    what: 'Move the cursor',
    press: plain('ArrowRight'),
    gives: { kind: 'move', direction: 'right', toEdge: false, paint: null },
  },
  {
    keys: ['Home', 'End'],
    what: 'To the start or end of the row (Page Up and Page Down: of the column)',
    press: plain('End'),
    gives: { kind: 'move', direction: 'right', toEdge: true, paint: null },
  },
  {
    keys: ['Space'],
    what: 'Paint the cursor’s cell with the selected tool (also Enter); hold a paint key while moving to paint a run',
    press: plain(' '),
    gives: { kind: 'paint', tool: 'primary' },
  },
  { keys: ['F'], what: 'Fill', press: plain('f'), gives: { kind: 'paint', tool: 'fill' } },
  {
    keys: ['X'],
    what: 'Cross (also the full stop)',
    press: plain('x'),
    gives: { kind: 'paint', tool: 'cross' },
  },
  {
    keys: ['C'],
    what: 'Clear (also Delete and Backspace)',
    press: plain('c'),
    gives: { kind: 'paint', tool: 'clear' },
  },
  {
    keys: ['Shift', '→'],
    what: 'Fill while moving (tapped again and again, one stroke)',
    press: plain('ArrowRight', true),
    gives: { kind: 'move', direction: 'right', toEdge: false, paint: 'fill' },
  },
  {
    keys: ['Mod', '→'],
    what: 'Cross while moving (tapped again and again, one stroke)',
    press: plain('ArrowRight', false, true),
    gives: { kind: 'move', direction: 'right', toEdge: false, paint: 'cross' },
  },
  {
    keys: ['1', '…', '9'],
    what: 'Pick a colour by its number (0 for the tenth)',
    press: plain('2'),
    gives: { kind: 'color', color: 2 },
  },
  {
    keys: [']'],
    what: 'Next colour ([ for the one before)',
    press: plain(']'),
    gives: { kind: 'cycle-color', step: 1 },
  },
  { keys: ['H'], what: 'A hint: the most useful line now', press: plain('h'), gives: { kind: 'hint' } },
  { keys: ['G'], what: 'Start a guess', press: plain('g'), gives: { kind: 'guess' } },
  {
    keys: ['P'],
    what: 'Pause or go on (the board is hidden while paused)',
    press: plain('p'),
    gives: { kind: 'pause' },
  },
];

export const HELP_TOPICS: readonly HelpTopic[] = [
  {
    id: 'start',
    title: 'Getting started',
    paragraphs: [
      'A nonogram is a picture hidden in a grid. The numbers beside each row and above each column give the lengths of the runs of filled cells in that line, in order; between two runs of the same colour there is at least one empty cell. Runs of different colours may touch.',
      'Fill the cells you can prove from the numbers, cross the ones you can prove empty, and the picture appears. A good puzzle needs no guessing: every cell follows from the clues.',
      'The Library holds your puzzles. Import files (Mod+O) or drop them on the window, type a puzzle in from a book (New puzzle), draw one (Draw), or make random ones. Open a puzzle to play it; the solver checks each new puzzle in the background and says how hard it is, or that it has several solutions or none.',
      'Everything is kept on this computer: the library, your progress and daily backups (Settings).',
    ],
    tables: [],
  },
  {
    id: 'play',
    title: 'Playing',
    paragraphs: [
      'The left mouse button paints with the selected tool (Fill, Cross or Clear, above the board), the right button crosses (or fills, when Cross is selected) and the middle button clears. Drag along a row or column to paint a run; the number beside the pointer counts its cells.',
      'A clue number turns grey once your marks prove it done. You can also strike out a number yourself, as with a pencil on paper: click it, and click it again to bring it back. Struck numbers are kept with your progress; undo leaves them alone. With “Flag lines that cannot fit their clue” on, a line whose marks no longer fit is marked in red. “Cross off finished lines and blocks” crosses the rest of a line as soon as your fills make its clue, and the cells on either side of a block whose number turns grey (unless a block of another colour may touch it there); lines whose clue is 0 are crossed off by your first fill, and turning the option on crosses everything already finished.',
      'Stuck? A hint (H) names the most useful line and says why; ask again to see the cells it settles. Where no line settles anything, the hint supposes one cell (ringed on the board) and lists, line by line, how that leads to a line that cannot fit its clue (the lines are shaded, the last in red), so the cell must be the other way. On a puzzle with several solutions it says so and frames in red the cells where two solutions differ. On a hard puzzle a guess (G) shows every mark made after it in blue, and can be kept or taken back in one step.',
      'With the keyboard, the arrows move a cursor. Shift+arrow fills and Mod+arrow crosses as it moves, held or tapped: taps in quick succession paint one stroke, in the mode it began in, and one undo takes it back; any other key ends it. A tap from where the last stroke ended goes on in its mode, so it never clears the cell it has just filled.',
      'The board opens as large as the window allows (up to a comfortable size), and a large puzzle at the smallest size whose clue numbers still read, its clues staying beside the grid as it scrolls. Fit does the same: it never shrinks the clues below that. Once you zoom, your size stays until you press Fit.',
      'When the puzzle is known to have more than one solution, the screen says so as it opens: any picture that fits every clue counts as solved, and mistake mode cannot be used. The clock stops while the puzzle is paused, while the window is in the background, and while the help or another dialog covers the board.',
      'Every move is saved as you make it: close the app at any time and go on later. Undo and redo have no limit.',
    ],
    tables: [{ heading: 'Keys on the play screen', rows: PLAY_KEYS }],
  },
  {
    id: 'entry',
    title: 'Typing in a puzzle',
    paragraphs: [
      'New puzzle asks for the size (and colours, for a colour puzzle), then takes the clues line by line, rows first or columns first as your book prints them. The solver checks the puzzle as you type and says at once when a line cannot fit, when the totals disagree, or when the clues allow several pictures or none.',
      'For a colour clue, type the colour’s letter after the number, as in 3r (the bar above the rows shows each colour’s letter). When the puzzle has no solution, “Find the mistake” suggests the likeliest typing slips.',
      'Read back walks through the lines one at a time so you can compare them with the book.',
      'Instead of typing, you can read the puzzle from a photo or scan of the page: choose “From a photo or scan” (or drop the picture on the window, paste it, or press Ctrl+Shift+O, Cmd+Shift+O on a Mac). JPEG, PNG and WebP pictures and PDF pages are read, all on this computer. The app finds the grid, reads every clue and checks the puzzle; lines it was unsure of are marked, and read back shows each line beside its strip of the page. Where it cannot find the grid, drag the four handles onto the grid’s corners. The photo is kept with the puzzle and can be seen again from its details.',
    ],
    tables: [
      {
        heading: 'Keys while typing clues',
        rows: [
          { keys: ['Enter'], what: 'The next line' },
          { keys: ['↑', '↓'], what: 'The line before or after' },
          { keys: ['Space'], what: 'Between numbers (a comma or full stop works too)' },
          {
            keys: ['Mod', 'V'],
            what: 'Paste many lines at once; headings such as “Rows” and labels such as “R3:” are understood',
          },
        ],
      },
      {
        heading: 'Keys in read back',
        rows: [
          { keys: ['↓'], what: 'The next line (also Space)' },
          { keys: ['↑'], what: 'The line before' },
          { keys: ['E'], what: 'Correct this line' },
          { keys: ['Esc'], what: 'Done' },
        ],
      },
    ],
  },
  {
    id: 'draw',
    title: 'Drawing a puzzle',
    paragraphs: [
      'Draw paints a picture and works out its clues. The panel beside it says whether the clues have exactly one solution and how hard it is, and shows the cells a player could not decide. A picture can also be made from an image file.',
      'When the clues allow several pictures, the panel suggests one cell to change. Where one cell is not enough, “Fix until unique” looks for the fewest cells to change (it can take a while; Cancel stops it) and rings them on the board before anything changes: a swatch where a cell would be filled, a cross where one would be emptied. Apply makes them all at once, asking first when there are more than three, and one undo takes the whole fix back.',
    ],
    tables: [
      {
        heading: 'Keys while drawing',
        rows: [
          { keys: ['P'], what: 'Pencil (also B)' },
          { keys: ['L'], what: 'Line' },
          { keys: ['R'], what: 'Rectangle (Shift+R: filled rectangle)' },
          { keys: ['F'], what: 'Flood fill (also G)' },
          { keys: ['0', '…', '9'], what: 'Pick a colour (0 is the background)' },
          { keys: ['M'], what: 'Mirror: none, left-right, top-bottom, both' },
          { keys: ['I'], what: 'Invert the picture' },
          { keys: ['Shift', '→'], what: 'Shift the picture one cell' },
          { keys: ['Esc'], what: 'Stop the line or rectangle being drawn' },
        ],
      },
    ],
  },
  {
    id: 'library',
    title: 'The library',
    paragraphs: [
      'Search by title, author or source, and filter by status, size, colour, difficulty and source. Select puzzles (Mod and click, Shift and click for a run, Mod+A for all that the search and filters take, however many) to export, print, delete or add them to a collection. Open a puzzle and come back: the library is where you left it.',
      'An import asks where the puzzles go: a collection for each folder and each file of several puzzles (a folder’s files in their natural order, data2 before data10), one collection (the one open, if any), or none. Its summary names each puzzle that was already in the library, with a link to it.',
      'A collection can be marked as a book, with its title, author, publisher, year, ISBN and notes; Books lists them with how far you are in each, and Continue opens the first puzzle not solved yet in the book’s order. Sort by Book order to see a collection in its own order.',
      'Select one puzzle and press Details… to change its title, author, book, page, number, copyright and notes; the play screen has the same button beside the puzzle’s record, and shows the page and notes there while you play.',
      'Files read: webpbn XML, Steve Simpson’s .non, .nin, Olšák’s .g and .mk, TAAI tournament text, Simon Tatham’s game ids, pynogram text, nonogrid TOML and the app’s own JSON. A file that cannot be read is named with the line and what is wrong; nothing else is lost.',
    ],
    tables: [{ heading: 'Keys in the library', rows: LIBRARY_KEYS }],
  },
  {
    id: 'keys',
    title: 'Shortcuts',
    paragraphs: [
      'These keys work on every screen. In the desktop app the same commands are in the menus, with their keys beside them.',
    ],
    tables: [{ heading: 'Keys for every screen', rows: APP_SHORTCUTS }],
  },
];

/** The topic to open with when help is asked for on a screen. */
export function topicForView(view: string): HelpTopicId {
  switch (view) {
    case 'play':
      return 'play';
    case 'entry':
      return 'entry';
    case 'editor':
      return 'draw';
    case 'library':
      return 'library';
    default:
      return 'start';
  }
}

/** A key as printed: `Mod` becomes ⌘ on a Mac and Ctrl elsewhere. */
export function keyLabel(key: string, mac: boolean): string {
  return key === 'Mod' ? (mac ? '⌘' : 'Ctrl') : key;
}

/**
 * Reading webpbn XML as a stream (xml.ts's scanXml): only what the reader uses is kept, in compact
 * drafts, and each `<puzzle>` is handed on as soon as it closes, so a file's memory is a small
 * multiple of what its puzzles hold, whatever else it contains. Limits that no puzzle can exceed
 * (a line of more than MAX_SIDE blocks, clues of more than MAX_SIDE lines) stop the reading where
 * they are passed.
 */
import { MAX_SIDE } from '../puzzle.ts';
import { FormatError } from './errors.ts';
import { checkSide } from './text.ts';
import { scanXml } from './xml.ts';

/** Text gathered from an element and everything inside it, untrimmed. */
export interface TextDraft {
  readonly text: string;
  readonly line: number;
}

export interface ColorDraftXml extends TextDraft {
  readonly name: string | undefined;
  readonly char: string | undefined;
}

/** One `<line>`: its counts as parallel lists (the text, the colour attribute, the line it is on). */
export interface LineDraft {
  readonly texts: string[];
  readonly colors: (string | undefined)[];
  readonly lines: number[];
}

export interface CluesDraft {
  readonly type: string | undefined;
  readonly line: number;
  readonly lines: LineDraft[];
}

export interface SolutionDraft {
  readonly type: string;
  readonly image: TextDraft | undefined;
}

export interface PuzzleDraft {
  readonly line: number;
  readonly attributes: ReadonlyMap<string, string>;
  /** Title, author and the like: each element's text, trimmed, in order. */
  readonly meta: Map<string, string[]>;
  readonly colors: ColorDraftXml[];
  readonly clues: CluesDraft[];
  readonly solutions: SolutionDraft[];
}

export const META_ELEMENTS: ReadonlySet<string> = new Set([
  'title',
  'author',
  'copyright',
  'source',
  'id',
  'description',
  'note',
]);

/** More than any palette holds; a puzzle declaring more is refused where the next one starts. */
const MAX_DECLARED_COLORS = 256;

type Frame =
  | { readonly role: 'set' | 'skip' }
  | { readonly role: 'puzzle'; readonly draft: PuzzleDraft }
  | { readonly role: 'clues'; readonly draft: CluesDraft }
  | { readonly role: 'line'; readonly draft: LineDraft; readonly clues: CluesDraft }
  | { readonly role: 'solution'; readonly draft: { type: string; image: TextDraft | undefined } }
  | { readonly role: 'text'; readonly collect: TextCollector; readonly done: (text: TextDraft) => void };

/** Text pieces joined as they come, so a long text is never held twice over in pieces. */
class TextCollector {
  #text = '';
  #pieces: string[] = [];
  readonly line: number;

  constructor(line: number) {
    this.line = line;
  }

  add(piece: string): void {
    this.#pieces.push(piece);
    if (this.#pieces.length >= 1024) this.#flush();
  }

  get text(): string {
    this.#flush();
    return this.#text;
  }

  #flush(): void {
    this.#text += this.#pieces.join('');
    this.#pieces = [];
  }
}

export interface WebpbnStream {
  /** The root: a single `<puzzle>`, or a `<puzzleset>`. */
  readonly rootName: string;
  readonly rootLine: number;
  /** The set's own title, author and the like (empty for a single puzzle). */
  readonly setMeta: Map<string, string[]>;
  readonly puzzles: number;
}

/**
 * Reads the document, calling `onPuzzle` at each `</puzzle>` (the root one too); `onRoot` hears the
 * root element first and may refuse it.
 */
export function scanWebpbn(
  text: string,
  onRoot: (name: string, line: number) => void,
  onPuzzle: (draft: PuzzleDraft) => void,
): WebpbnStream {
  const stack: Frame[] = [];
  const setMeta = new Map<string, string[]>();
  let rootName = '';
  let rootLine = 1;
  let puzzles = 0;
  const newPuzzle = (attributes: ReadonlyMap<string, string>, line: number): Frame => ({
    role: 'puzzle',
    draft: { line, attributes, meta: new Map(), colors: [], clues: [], solutions: [] },
  });
  const textFrame = (line: number, done: (text: TextDraft) => void): Frame => ({
    role: 'text',
    collect: new TextCollector(line),
    done,
  });
  const metaInto = (meta: Map<string, string[]>, name: string, line: number): Frame =>
    textFrame(line, ({ text }) => {
      const list = meta.get(name) ?? [];
      list.push(text.trim());
      meta.set(name, list);
    });

  scanXml(text, {
    open(name, attributes, line) {
      const parent = stack.at(-1);
      if (parent === undefined) {
        rootName = name;
        rootLine = line;
        onRoot(name, line);
        stack.push(name === 'puzzle' ? newPuzzle(attributes, line) : { role: 'set' });
        return;
      }
      stack.push(childFrame(parent, name, attributes, line));
    },
    text(piece) {
      const frame = stack.at(-1);
      if (frame?.role === 'text') frame.collect.add(piece);
    },
    close() {
      const frame = stack.pop()!;
      if (frame.role === 'text') frame.done({ text: frame.collect.text, line: frame.collect.line });
      else if (frame.role === 'puzzle') {
        puzzles++;
        onPuzzle(frame.draft);
      }
    },
  });
  return { rootName, rootLine, setMeta, puzzles };

  function childFrame(
    parent: Frame,
    name: string,
    attributes: ReadonlyMap<string, string>,
    line: number,
  ): Frame {
    switch (parent.role) {
      case 'set':
        if (name === 'puzzle') return newPuzzle(attributes, line);
        return META_ELEMENTS.has(name) ? metaInto(setMeta, name, line) : { role: 'skip' };
      case 'puzzle': {
        const puzzle = parent.draft;
        if (META_ELEMENTS.has(name)) return metaInto(puzzle.meta, name, line);
        if (name === 'color') {
          if (puzzle.colors.length >= MAX_DECLARED_COLORS) {
            throw new FormatError(`more than ${MAX_DECLARED_COLORS} colours are declared`, line);
          }
          return textFrame(line, ({ text }) =>
            puzzle.colors.push({ name: attributes.get('name'), char: attributes.get('char'), text, line }),
          );
        }
        if (name === 'clues') {
          const clues: CluesDraft = { type: attributes.get('type'), line, lines: [] };
          puzzle.clues.push(clues);
          return { role: 'clues', draft: clues };
        }
        if (name === 'solution') {
          const solution = { type: attributes.get('type') ?? 'goal', image: undefined };
          puzzle.solutions.push(solution);
          return { role: 'solution', draft: solution };
        }
        return { role: 'skip' };
      }
      case 'clues': {
        if (name !== 'line') return { role: 'skip' };
        const clues = parent.draft;
        if (clues.lines.length >= MAX_SIDE) {
          const side = clues.type === 'rows' ? 'height' : clues.type === 'columns' ? 'width' : undefined;
          if (side) checkSide(clues.lines.length + 1, side, clues.line);
          throw new FormatError(`more than ${MAX_SIDE} <line> elements in one <clues>`, clues.line);
        }
        const draft: LineDraft = { texts: [], colors: [], lines: [] };
        clues.lines.push(draft);
        return { role: 'line', draft, clues };
      }
      case 'line': {
        if (name !== 'count') return { role: 'skip' };
        const draft = parent.draft;
        if (draft.texts.length >= MAX_SIDE) {
          throw new FormatError(`more than ${MAX_SIDE} blocks in one <line>`, line);
        }
        const color = attributes.get('color');
        return textFrame(line, ({ text }) => {
          draft.texts.push(text.trim());
          draft.colors.push(color);
          draft.lines.push(line);
        });
      }
      case 'solution': {
        const solution = parent.draft;
        if (name !== 'image' || solution.image !== undefined) return { role: 'skip' };
        return textFrame(line, (image) => (solution.image = image));
      }
      case 'text':
        // Markup inside a text: its text belongs to the element gathering it.
        return { role: 'text', collect: parent.collect, done: () => undefined };
      case 'skip':
        return { role: 'skip' };
    }
  }
}

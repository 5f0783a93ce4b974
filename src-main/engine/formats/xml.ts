/**
 * A small, strict XML reader for puzzle files: elements, attributes, text, character references,
 * comments, CDATA, `<?xml ...?>` and `<!DOCTYPE ...>` (skipped, with no entity definitions).
 * Anything malformed is a FormatError naming the line.
 *
 * It reads in one pass with an explicit stack, so no input can overflow the call stack, and it is
 * built so that no input takes memory out of proportion to its size: elements may nest at most
 * MAX_XML_DEPTH deep and carry at most MAX_XML_ATTRIBUTES attributes, nothing is stored (each
 * reader keeps only what it uses of what it hears), and line numbers are counted as it goes
 * rather than kept for every line.
 */
import { decodeEntities } from './entities.ts';
import { FormatError } from './errors.ts';

/** Deeper than any puzzle format nests (webpbn: puzzleset, puzzle, clues, line, count). */
export const MAX_XML_DEPTH = 64;
export const MAX_XML_ATTRIBUTES = 64;

const NAME = /[A-Za-z_:][-A-Za-z0-9_.:]*/y;

/** What a streaming reader hears from `scanXml`, in document order. */
export interface XmlHandler {
  /** An element starts (a self-closing one is followed by its `close` at once). */
  open(name: string, attributes: ReadonlyMap<string, string>, line: number): void;
  /** Text or CDATA inside the element open now, references decoded. */
  text(text: string, line: number): void;
  close(name: string): void;
}

/**
 * Reads the document in one pass and tells `handler` what it meets, checking it is well formed
 * (one root, every element closed in order, nesting at most MAX_XML_DEPTH deep). Throws a
 * FormatError naming the line; a handler may throw one too, which stops the reading there.
 */
export function scanXml(source: string, handler: XmlHandler): void {
  const text = source.startsWith('\uFEFF') ? source.slice(1) : source;
  // Lines are counted forward as the reader goes; an error further back (an element's start) is
  // reported from the line recorded with it.
  let countedTo = 0;
  let countedLine = 1;
  let nextNewline = text.indexOf('\n');
  const lineAt = (pos: number): number => {
    if (pos < countedTo) {
      countedTo = 0;
      countedLine = 1;
      nextNewline = text.indexOf('\n');
    }
    while (nextNewline >= 0 && nextNewline < pos) {
      countedLine++;
      nextNewline = text.indexOf('\n', nextNewline + 1);
    }
    countedTo = pos;
    return countedLine;
  };
  const fail = (message: string, pos: number): never => {
    throw new FormatError(`malformed XML: ${message}`, lineAt(pos));
  };
  const decode = (raw: string, pos: number): string =>
    decodeEntities(raw, (ref, offset) =>
      fail(
        ref.endsWith(';')
          ? `unknown character reference "${ref}"`
          : `"${ref}" starts no character reference (write &amp; for "&")`,
        pos + offset,
      ),
    );
  const skipPast = (end: string, from: number, what: string): number => {
    const at = text.indexOf(end, from);
    if (at < 0) fail(`${what} is not closed`, from);
    return at + end.length;
  };
  const names = new Map<string, string>();
  const readName = (at: number): string => {
    NAME.lastIndex = at;
    const match = NAME.exec(text);
    if (!match) fail('expected a name after "<"', at);
    // One string per distinct name, however many elements carry it.
    const name = match![0];
    const known = names.get(name);
    if (known !== undefined) return known;
    names.set(name, name);
    return name;
  };

  const stack: { readonly name: string; readonly line: number }[] = [];
  let rootDone = false;
  let pos = 0;
  while (pos < text.length) {
    const lt = text.indexOf('<', pos);
    const end = lt < 0 ? text.length : lt;
    if (end > pos) {
      const raw = text.slice(pos, end);
      if (stack.length > 0) handler.text(decode(raw, pos), lineAt(pos));
      else if (raw.trim() !== '') fail('text outside the root element', pos + raw.search(/\S/));
    }
    if (lt < 0) break;
    pos = lt;
    if (text.startsWith('<!--', pos)) {
      pos = skipPast('-->', pos + 4, 'a comment');
    } else if (text.startsWith('<![CDATA[', pos)) {
      const close = skipPast(']]>', pos + 9, 'a CDATA section');
      if (stack.length === 0) fail('CDATA outside the root element', pos);
      handler.text(text.slice(pos + 9, close - 3), lineAt(pos));
      pos = close;
    } else if (text.startsWith('<?', pos)) {
      pos = skipPast('?>', pos + 2, 'a processing instruction');
    } else if (text.startsWith('<!DOCTYPE', pos)) {
      if (rootDone || stack.length > 0) fail('<!DOCTYPE> after the root element started', pos);
      const bracket = text.indexOf('[', pos);
      const close = text.indexOf('>', pos);
      pos = bracket >= 0 && bracket < close ? skipPast(']', bracket, 'the DOCTYPE subset') : pos;
      pos = skipPast('>', pos, '<!DOCTYPE');
    } else if (text.startsWith('</', pos)) {
      const name = readName(pos + 2);
      const after = skipSpace(text, pos + 2 + name.length);
      if (text[after] !== '>') fail(`expected ">" to end </${name}`, after);
      const open = stack.pop();
      if (!open) fail(`</${name}> closes nothing`, pos);
      if (open!.name !== name)
        fail(`</${name}> found where </${open!.name}> (opened on line ${open!.line}) was expected`, pos);
      if (stack.length === 0) rootDone = true;
      handler.close(name);
      pos = after + 1;
    } else {
      if (rootDone) fail('a second root element', pos);
      const start = pos;
      const name = readName(pos + 1);
      const attributes = new Map<string, string>();
      const line = lineAt(pos);
      pos += 1 + name.length;
      for (;;) {
        const spaced = skipSpace(text, pos);
        if (text.startsWith('/>', spaced) || text[spaced] === '>') {
          pos = spaced;
          break;
        }
        if (spaced === pos) fail(`expected a space, ">" or "/>" in <${name}>`, spaced);
        const attr = readName(spaced);
        let at = skipSpace(text, spaced + attr.length);
        if (text[at] !== '=') fail(`attribute ${attr} of <${name}> has no value`, at);
        at = skipSpace(text, at + 1);
        const quote = text[at];
        if (quote !== '"' && quote !== "'") fail(`the value of ${attr} must be in quotes`, at);
        const close = text.indexOf(quote!, at + 1);
        if (close < 0) fail(`the value of ${attr} is not closed`, at);
        const raw = text.slice(at + 1, close);
        if (raw.includes('<')) fail(`"<" inside the value of ${attr}`, at);
        if (attributes.has(attr)) fail(`attribute ${attr} appears twice in <${name}>`, spaced);
        if (attributes.size >= MAX_XML_ATTRIBUTES) {
          fail(`<${name}> has more than ${MAX_XML_ATTRIBUTES} attributes`, spaced);
        }
        attributes.set(attr, decode(raw, at));
        pos = close + 1;
      }
      const selfClosing = text.startsWith('/>', pos);
      pos += selfClosing ? 2 : 1;
      if (!selfClosing && stack.length >= MAX_XML_DEPTH) {
        fail(`elements are nested more than ${MAX_XML_DEPTH} deep, deeper than any puzzle file`, start);
      }
      handler.open(name, attributes, line);
      if (selfClosing) {
        if (stack.length === 0) rootDone = true;
        handler.close(name);
      } else stack.push({ name, line });
      if (start === pos) fail('unexpected "<"', pos);
    }
  }
  const open = stack.at(-1);
  if (open) fail(`<${open.name}> (opened on line ${open.line}) is never closed`, text.trimEnd().length);
  if (!rootDone) fail('no root element', 0);
}

function skipSpace(text: string, pos: number): number {
  let at = pos;
  while (
    at < text.length &&
    (text[at] === ' ' || text[at] === '\t' || text[at] === '\n' || text[at] === '\r')
  )
    at++;
  return at;
}

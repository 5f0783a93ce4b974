/**
 * A small, strict XML reader for puzzle files: elements, attributes, text, character references,
 * comments, CDATA, `<?xml ...?>` and `<!DOCTYPE ...>` (skipped, with no entity definitions).
 * Anything malformed is a FormatError naming the line. It builds the tree with an explicit stack,
 * so deeply nested input cannot overflow the call stack.
 */
import { decodeEntities } from './entities.ts';
import { FormatError } from './errors.ts';

export interface XmlElement {
  readonly name: string;
  readonly attributes: ReadonlyMap<string, string>;
  readonly children: readonly XmlNode[];
  readonly line: number;
}

export interface XmlText {
  readonly text: string;
  readonly line: number;
}

export type XmlNode = XmlElement | XmlText;

interface OpenElement {
  readonly name: string;
  readonly attributes: Map<string, string>;
  readonly children: XmlNode[];
  readonly line: number;
}

const NAME = /[A-Za-z_:][-A-Za-z0-9_.:]*/y;

export function parseXml(source: string): XmlElement {
  const text = source.startsWith('\uFEFF') ? source.slice(1) : source;
  const newlines: number[] = [];
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) newlines.push(i);
  const lineAt = (pos: number): number => {
    let lo = 0;
    let hi = newlines.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (newlines[mid]! < pos) lo = mid + 1;
      else hi = mid;
    }
    return lo + 1;
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
  const readName = (at: number): string => {
    NAME.lastIndex = at;
    const match = NAME.exec(text);
    if (!match) fail('expected a name after "<"', at);
    return match![0];
  };

  const stack: OpenElement[] = [];
  let root: XmlElement | undefined;
  let pos = 0;
  while (pos < text.length) {
    const lt = text.indexOf('<', pos);
    const end = lt < 0 ? text.length : lt;
    if (end > pos) {
      const raw = text.slice(pos, end);
      const top = stack.at(-1);
      if (top) top.children.push({ text: decode(raw, pos), line: lineAt(pos) });
      else if (raw.trim() !== '') fail('text outside the root element', pos + raw.search(/\S/));
    }
    if (lt < 0) break;
    pos = lt;
    if (text.startsWith('<!--', pos)) {
      pos = skipPast('-->', pos + 4, 'a comment');
    } else if (text.startsWith('<![CDATA[', pos)) {
      const close = skipPast(']]>', pos + 9, 'a CDATA section');
      const top = stack.at(-1);
      if (!top) fail('CDATA outside the root element', pos);
      top!.children.push({ text: text.slice(pos + 9, close - 3), line: lineAt(pos) });
      pos = close;
    } else if (text.startsWith('<?', pos)) {
      pos = skipPast('?>', pos + 2, 'a processing instruction');
    } else if (text.startsWith('<!DOCTYPE', pos)) {
      if (root || stack.length > 0) fail('<!DOCTYPE> after the root element started', pos);
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
      const done: XmlElement = open!;
      const parent = stack.at(-1);
      if (parent) parent.children.push(done);
      else root = done;
      pos = after + 1;
    } else {
      if (root) fail('a second root element', pos);
      const start = pos;
      const name = readName(pos + 1);
      const element: OpenElement = { name, attributes: new Map(), children: [], line: lineAt(pos) };
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
        if (element.attributes.has(attr)) fail(`attribute ${attr} appears twice in <${name}>`, spaced);
        element.attributes.set(attr, decode(raw, at));
        pos = close + 1;
      }
      if (text.startsWith('/>', pos)) {
        pos += 2;
        const parent = stack.at(-1);
        if (parent) parent.children.push(element);
        else root = element;
      } else {
        pos += 1;
        stack.push(element);
      }
      if (start === pos) fail('unexpected "<"', pos);
    }
  }
  const open = stack.at(-1);
  if (open) fail(`<${open.name}> (opened on line ${open.line}) is never closed`, text.trimEnd().length);
  if (!root) fail('no root element', 0);
  return root!;
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

export function isElement(node: XmlNode): node is XmlElement {
  return 'name' in node;
}

export function childElements(element: XmlElement, name?: string): XmlElement[] {
  return element.children.filter(
    (c): c is XmlElement => isElement(c) && (name === undefined || c.name === name),
  );
}

/** All text inside an element (and its descendants), trimmed. */
export function textOf(element: XmlElement): string {
  let out = '';
  const pending: XmlNode[] = [element];
  while (pending.length > 0) {
    const node = pending.pop()!;
    if (isElement(node)) for (let i = node.children.length - 1; i >= 0; i--) pending.push(node.children[i]!);
    else out += node.text;
  }
  return out.trim();
}

/**
 * An XML document as a tree, built on the app's streaming reader (scanXml): for tests that check
 * the reader's limits on whole documents and read XML files of the project (the Linux MIME types).
 * The app's own readers listen to scanXml directly and store only what they use.
 */
import { scanXml } from '../../../src-main/engine/formats/xml.ts';

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

const NO_ATTRIBUTES: ReadonlyMap<string, string> = new Map();
const NO_CHILDREN: readonly XmlNode[] = Object.freeze([]);
/** Text between elements that is only white space: what it holds does not matter, one node serves. */
const SPACE: XmlText = Object.freeze({ text: ' ', line: 0 });

export interface XmlOptions {
  /**
   * The element names the caller reads; others (with everything inside them) are checked but
   * not stored. The root is always stored. Default: every element.
   */
  readonly keep?: ReadonlySet<string>;
}

interface OpenElement {
  readonly name: string;
  readonly attributes: ReadonlyMap<string, string>;
  children: XmlNode[] | null;
  readonly line: number;
  /** False for an element passed over (not in `keep`, or inside one that is). */
  readonly stored: boolean;
}

/** The document as a tree of the elements asked for. */
export function parseXml(source: string, options: XmlOptions = {}): XmlElement {
  const keep = options.keep;
  const stack: OpenElement[] = [];
  let root: XmlElement | undefined;
  const attach = (node: XmlNode): void => {
    const parent = stack.at(-1);
    if (parent?.stored) (parent.children ??= []).push(node);
  };
  scanXml(source, {
    open(name, attributes, line) {
      const parent = stack.at(-1);
      const stored = parent === undefined || (parent.stored && (keep === undefined || keep.has(name)));
      stack.push({
        name,
        attributes: stored && attributes.size > 0 ? attributes : NO_ATTRIBUTES,
        children: null,
        line,
        stored,
      });
    },
    text(text, line) {
      attach(text.trim() === '' ? SPACE : { text, line });
    },
    close() {
      const open = stack.pop()!;
      if (!open.stored) return;
      const done: XmlElement = {
        name: open.name,
        attributes: open.attributes,
        children: open.children ?? NO_CHILDREN,
        line: open.line,
      };
      if (stack.length === 0) root = done;
      else attach(done);
    },
  });
  return root!;
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

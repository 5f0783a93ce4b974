import { describe, expect, it } from 'vitest';
import { FormatError } from '../../../src-main/engine/formats/errors.ts';
import { MAX_XML_ATTRIBUTES, MAX_XML_DEPTH } from '../../../src-main/engine/formats/xml.ts';
import { childElements, parseXml, textOf } from './xml-tree.ts';

describe('parseXml', () => {
  it('reads elements, attributes in either quotes, references, comments and CDATA', () => {
    const root = parseXml(
      '<?xml version="1.0"?>\n<!DOCTYPE a [ <!ENTITY x "y"> ]>\n<a k="1 &lt; 2" j=\'&#x41;&#66;\'><!-- c --><b>x &amp; <![CDATA[<y>]]></b><c/></a>',
    );
    expect(root.name).toBe('a');
    expect([...root.attributes]).toEqual([
      ['k', '1 < 2'],
      ['j', 'AB'],
    ]);
    expect(textOf(childElements(root, 'b')[0]!)).toBe('x & <y>');
    expect(childElements(root).map((e) => e.name)).toEqual(['b', 'c']);
  });

  it('records the line each element starts on', () => {
    const root = parseXml('<a>\n\n  <b/>\n</a>');
    expect(childElements(root)[0]!.line).toBe(3);
  });

  const bad: [string, string, number][] = [
    ['<a><b></a>', '</a> found where </b> (opened on line 1) was expected', 1],
    ['<a x="1" x="2"/>', 'attribute x appears twice in <a>', 1],
    ['<a x=1/>', 'the value of x must be in quotes', 1],
    ['<a>\n</a>\n<b/>', 'a second root element', 3],
    ['<a>\n</a>\ntext', 'text outside the root element', 3],
    ['<a>&nope;</a>', 'unknown character reference "&nope;"', 1],
    ['<a>\nfish & chips</a>', '"&" starts no character reference (write &amp; for "&")', 2],
    ['<a>\n<!-- open', 'a comment is not closed', 2],
    ['', 'no root element', 1],
  ];
  for (const [text, message, line] of bad) {
    it(`rejects ${JSON.stringify(text)} on line ${line}`, () => {
      try {
        parseXml(text);
        expect.unreachable();
      } catch (error) {
        expect(error).toBeInstanceOf(FormatError);
        expect((error as FormatError).line).toBe(line);
        expect((error as FormatError).reason).toBe(`malformed XML: ${message}`);
      }
    });
  }

  it('reads nesting up to its depth limit and refuses deeper nesting at once, naming the line', () => {
    const nested = (depth: number): string => '<a>'.repeat(depth) + '</a>'.repeat(depth);
    expect(parseXml(nested(MAX_XML_DEPTH)).name).toBe('a');
    for (const depth of [MAX_XML_DEPTH + 1, 1_000_000]) {
      expect(() => parseXml(nested(depth))).toThrow(/nested more than 64 deep/);
    }
    expect(() => parseXml(`<a>\n${nested(MAX_XML_DEPTH)}</a>`)).toThrow(/line 2/);
  });

  it('refuses an element with more attributes than any puzzle file uses', () => {
    const many = Array.from({ length: MAX_XML_ATTRIBUTES + 1 }, (_, i) => `a${i}="1"`).join(' ');
    expect(() => parseXml(`<a ${many}/>`)).toThrow(/more than 64 attributes/);
  });

  it('stores only the elements asked for, and still checks the others', () => {
    const root = parseXml('<set><keep>1<skip><keep>2</keep></skip></keep><skip x="1"/></set>', {
      keep: new Set(['keep']),
    });
    expect(childElements(root).map((e) => e.name)).toEqual(['keep']);
    expect(textOf(root)).toBe('1');
    expect(() => parseXml('<set><skip><b></skip></set>', { keep: new Set() })).toThrow(
      /<\/skip> found where/,
    );
  });
});

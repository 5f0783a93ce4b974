import { describe, expect, it } from 'vitest';
import { nameOfRgb, parseRgb, rgbOfName } from '../../../src-main/engine/formats/colors.ts';
import { decodeEntities, escapeXml } from '../../../src-main/engine/formats/entities.ts';

describe('parseRgb', () => {
  it('reads hex with or without #, short hex, r, g, b triples and colour names', () => {
    expect(parseRgb('#FF8800')).toBe('#ff8800');
    expect(parseRgb('ff8800')).toBe('#ff8800');
    expect(parseRgb('f80')).toBe('#ff8800');
    expect(parseRgb('(0, 204, 0)')).toBe('#00cc00');
    expect(parseRgb('Dark Green')).toBe('#006400');
  });

  it('rejects what is none of these', () => {
    expect(parseRgb('(0, 300, 0)')).toBeUndefined();
    expect(parseRgb('#12345')).toBeUndefined();
    expect(parseRgb('notacolour')).toBeUndefined();
  });

  it('maps names and colours both ways', () => {
    expect(rgbOfName('orange')).toBe('#ffa500');
    expect(nameOfRgb('#FF0000')).toBe('red');
    expect(nameOfRgb('#123456')).toBeUndefined();
  });
});

describe('decodeEntities', () => {
  it('decodes XML, numeric and HTML references', () => {
    expect(decodeEntities('&lt;&amp;&#233;&#xe9;&copy;&eacute;&scaron;', () => '?')).toBe('<&éé©éš');
  });

  it('hands what it cannot decode to the caller with its offset', () => {
    const seen: [string, number][] = [];
    decodeEntities('a &zz; b &#0; c & d', (ref, offset) => {
      seen.push([ref, offset]);
      return '';
    });
    expect(seen).toEqual([
      ['&zz;', 2],
      ['&#0;', 9],
      ['&', 16],
    ]);
  });

  it('escapes what XML content and attributes need', () => {
    expect(escapeXml('a < b & "c" > d')).toBe('a &lt; b &amp; &quot;c&quot; &gt; d');
  });
});

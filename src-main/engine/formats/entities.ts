/**
 * Character references in XML and in `.non` strings: the five XML entities, numeric references,
 * and the HTML names that puzzle files use for accented letters and signs (`&copy;`, `&eacute;`).
 */

// HTML names of U+00A0..U+00FF, in code point order.
const LATIN1 =
  'nbsp iexcl cent pound curren yen brvbar sect uml copy ordf laquo not shy reg macr deg plusmn ' +
  'sup2 sup3 acute micro para middot cedil sup1 ordm raquo frac14 frac12 frac34 iquest ' +
  'Agrave Aacute Acirc Atilde Auml Aring AElig Ccedil Egrave Eacute Ecirc Euml Igrave Iacute Icirc ' +
  'Iuml ETH Ntilde Ograve Oacute Ocirc Otilde Ouml times Oslash Ugrave Uacute Ucirc Uuml Yacute ' +
  'THORN szlig agrave aacute acirc atilde auml aring aelig ccedil egrave eacute ecirc euml igrave ' +
  'iacute icirc iuml eth ntilde ograve oacute ocirc otilde ouml divide oslash ugrave uacute ucirc ' +
  'uuml yacute thorn yuml';

const OTHERS: Record<string, number> = {
  amp: 38,
  lt: 60,
  gt: 62,
  quot: 34,
  apos: 39,
  OElig: 338,
  oelig: 339,
  Scaron: 352,
  scaron: 353,
  Zcaron: 381,
  zcaron: 382,
  ndash: 8211,
  mdash: 8212,
  lsquo: 8216,
  rsquo: 8217,
  ldquo: 8220,
  rdquo: 8221,
  bull: 8226,
  hellip: 8230,
  euro: 8364,
  trade: 8482,
};

let table: Map<string, string> | undefined;

function entityTable(): Map<string, string> {
  if (table) return table;
  const map = new Map<string, string>();
  LATIN1.split(' ').forEach((name, i) => map.set(name, String.fromCodePoint(0xa0 + i)));
  for (const [name, code] of Object.entries(OTHERS)) map.set(name, String.fromCodePoint(code));
  table = map;
  return map;
}

/**
 * Replaces every `&name;`, `&#123;` and `&#x7b;`. An unknown or malformed reference goes to
 * `onBad` with its offset in `text`; it either returns a replacement or throws.
 */
export function decodeEntities(text: string, onBad: (reference: string, offset: number) => string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&([^;\s&<]*);?/g, (whole: string, body: string, offset: number) => {
    if (!whole.endsWith(';')) return onBad(whole, offset);
    const numeric = /^#(?:x([0-9a-fA-F]{1,6})|(\d{1,7}))$/.exec(body);
    if (numeric) {
      const code = numeric[1] === undefined ? Number(numeric[2]) : parseInt(numeric[1], 16);
      const valid = code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff);
      return valid ? String.fromCodePoint(code) : onBad(whole, offset);
    }
    return entityTable().get(body) ?? onBad(whole, offset);
  });
}

/** Escapes text for XML content and double-quoted attributes. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
}

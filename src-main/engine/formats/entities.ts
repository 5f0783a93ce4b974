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
  let amp = text.indexOf('&');
  if (amp < 0) return text;
  // One pass, in pieces joined as it goes: a text of a million references costs its own size, not
  // a match object for each.
  let out = '';
  let pieces: string[] = [];
  let from = 0;
  while (amp >= 0) {
    pieces.push(text.slice(from, amp));
    REFERENCE_STOP.lastIndex = amp + 1;
    const end = REFERENCE_STOP.exec(text)?.index ?? text.length;
    const closed = text[end] === ';';
    const whole = text.slice(amp, closed ? end + 1 : end);
    pieces.push(closed ? (referenceValue(text.slice(amp + 1, end)) ?? onBad(whole, amp)) : onBad(whole, amp));
    from = amp + whole.length;
    if (pieces.length >= 4096) {
      out += pieces.join('');
      pieces = [];
    }
    amp = text.indexOf('&', from);
  }
  pieces.push(text.slice(from));
  return out + pieces.join('');
}

/** What ends the name of a reference: its ";", or a character no name holds. */
const REFERENCE_STOP = /[;\s&<]/g;

function referenceValue(body: string): string | undefined {
  const numeric = /^#(?:x([0-9a-fA-F]{1,6})|(\d{1,7}))$/.exec(body);
  if (numeric) {
    const code = numeric[1] === undefined ? Number(numeric[2]) : parseInt(numeric[1], 16);
    const valid = code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff);
    return valid ? String.fromCodePoint(code) : undefined;
  }
  return entityTable().get(body);
}

export function escapeXml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
}

/**
 * Finds where a JSON text first breaks the grammar, for an error message with a line number.
 * JSON.parse does the real parsing; its messages differ between engines and some carry no position
 * (or the whole text), so when it fails this small scanner walks the text again to locate the fault.
 */

export interface JsonSyntaxFault {
  readonly line: number;
  readonly column: number;
  readonly message: string;
}

class Fault extends Error {
  constructor(
    readonly at: number,
    message: string,
  ) {
    super(message);
  }
}

export function findJsonSyntaxFault(text: string): JsonSyntaxFault | undefined {
  let pos = 0;
  const describe = (): string => (pos >= text.length ? 'the end of the text' : `"${text[pos]}"`);
  const fail = (expected: string): never => {
    throw new Fault(pos, `expected ${expected} but found ${describe()}`);
  };
  const space = (): void => {
    while (pos < text.length && ' \t\r\n'.includes(text[pos]!)) pos++;
  };
  const literal = (word: string): void => {
    if (text.startsWith(word, pos)) pos += word.length;
    else fail('a value');
  };
  const string = (): void => {
    pos++;
    while (pos < text.length && text[pos] !== '"') {
      const c = text.charCodeAt(pos);
      if (c < 0x20) throw new Fault(pos, 'a string runs past the end of its line');
      if (text[pos] === '\\') {
        pos++;
        if (text[pos] === 'u') {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(pos + 1, pos + 5))) fail('four hex digits after \\u');
          pos += 4;
        } else if (pos >= text.length || !'"\\/bfnrt'.includes(text[pos]!)) {
          fail('an escape such as \\n or \\"');
        }
      }
      pos++;
    }
    if (pos >= text.length) throw new Fault(pos, 'a string is not closed');
    pos++;
  };
  const number = (): void => {
    const match = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/.exec(text.slice(pos, pos + 400));
    if (!match) fail('a value');
    pos += match![0].length;
  };
  const value = (depth: number): void => {
    space();
    if (depth > 200) throw new Fault(pos, 'values are nested too deeply');
    const c = text[pos];
    if (c === '{') {
      pos++;
      space();
      if (text[pos] === '}') {
        pos++;
        return;
      }
      for (;;) {
        space();
        if (text[pos] !== '"') fail('a property name in double quotes');
        string();
        space();
        if (text[pos] !== ':') fail('":"');
        pos++;
        value(depth + 1);
        space();
        if (text[pos] === ',') pos++;
        else if (text[pos] === '}') return void pos++;
        else fail('"," or "}"');
      }
    } else if (c === '[') {
      pos++;
      space();
      if (text[pos] === ']') {
        pos++;
        return;
      }
      for (;;) {
        value(depth + 1);
        space();
        if (text[pos] === ',') pos++;
        else if (text[pos] === ']') return void pos++;
        else fail('"," or "]"');
      }
    } else if (c === '"') string();
    else if (c === 't') literal('true');
    else if (c === 'f') literal('false');
    else if (c === 'n') literal('null');
    else if (c === '-' || (c !== undefined && c >= '0' && c <= '9')) number();
    else fail('a value');
  };
  try {
    value(0);
    space();
    if (pos < text.length) fail('the end of the text');
    return undefined;
  } catch (error) {
    if (!(error instanceof Fault)) throw error;
    const before = text.slice(0, error.at);
    const line = before.split('\n').length;
    const column = error.at - (before.lastIndexOf('\n') + 1) + 1;
    return { line, column, message: error.message };
  }
}

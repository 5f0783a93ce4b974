/**
 * A file that cannot be read as a puzzle: says where (1-based line, when known; for JSON also the
 * path to the value, e.g. `rows[3][1]`) and what is wrong. `reason` is the message without the
 * location, for screens that show the location separately.
 */
export class FormatError extends Error {
  readonly line: number | undefined;
  readonly path: string | undefined;
  readonly reason: string;

  constructor(message: string, line?: number, path?: string) {
    const where = [line === undefined ? '' : `line ${line}`, path ?? ''].filter((s) => s !== '').join(', ');
    super(where === '' ? message : `${where}: ${message}`);
    this.name = 'FormatError';
    this.line = line;
    this.path = path;
    this.reason = message;
  }
}

/** A file that cannot be read as a puzzle: says where (1-based line, when known) and what is wrong. */
export class FormatError extends Error {
  readonly line: number | undefined;

  constructor(message: string, line?: number) {
    super(line === undefined ? message : `line ${line}: ${message}`);
    this.name = 'FormatError';
    this.line = line;
  }
}

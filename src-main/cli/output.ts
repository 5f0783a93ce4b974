/** Where commands write: stdout in real use, a buffer in tests. */
export interface Output {
  line(text: string): void;
  error(text: string): void;
  /** Whether to draw with terminal colours. */
  readonly colour: boolean;
}

export const consoleOutput: Output = {
  line: (text) => process.stdout.write(`${text}\n`),
  error: (text) => process.stderr.write(`${text}\n`),
  colour: process.stdout.isTTY === true && !process.env.NO_COLOR,
};

/** Where commands write: stdout in real use, a buffer in tests. */
export interface Output {
  line(text: string): void;
  error(text: string): void;
  /** Whether to draw with terminal colours. */
  readonly colour: boolean;
}

// A reader that stops early (`nonogram solve big.txt | head`) closes the pipe: that is not an error.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(0);
  throw error;
});

export const consoleOutput: Output = {
  line: (text) => process.stdout.write(`${text}\n`),
  error: (text) => process.stderr.write(`${text}\n`),
  colour: process.stdout.isTTY === true && !process.env.NO_COLOR,
};

/** `nonogram convert FILE --to FORMAT [--out FILE] [--index N]` */
import { writeFile } from 'node:fs/promises';
import { FORMATS, writeProblem, writePuzzleFile } from '../engine/formats/index.ts';
import { numberOption, parseArgs, UsageError } from './args.ts';
import type { Output } from './output.ts';
import { CommandError } from './pick-puzzle.ts';
import { loadPuzzles } from './puzzle-files.ts';

export async function convertCommand(argv: readonly string[], out: Output): Promise<number> {
  const args = parseArgs(argv, [
    { name: 'to', value: true },
    { name: 'out', value: true },
    { name: 'index', value: true },
  ]);
  if (args.positional.length !== 1) throw new UsageError('convert takes exactly one puzzle file');
  const writable = FORMATS.filter((format) => format.canWrite);
  const to = args.options.get('to');
  const format = writable.find((f) => f.id === to);
  if (!format) {
    throw new UsageError(
      `--to must be one of ${writable.map((f) => f.id).join(', ')}${to ? `, not "${to}"` : ''}`,
    );
  }
  const loaded = await loadPuzzles(args.positional);
  const failed = loaded.find((entry) => 'error' in entry);
  if (failed && 'error' in failed) throw new CommandError(`${failed.file}: ${failed.error}`);
  let entries = loaded.flatMap((entry) => ('puzzle' in entry ? [entry] : []));
  if (args.options.has('index')) {
    const index = numberOption(args, 'index', 1, 1, entries.length);
    entries = [entries[index - 1]!];
  }
  const puzzles = entries.map((entry) => entry.puzzle);
  if (puzzles.length > 1 && !format.multiPuzzle) {
    throw new UsageError(
      `${format.name} holds one puzzle; the file has ${puzzles.length}: choose one with --index N`,
    );
  }
  const file = args.positional[0]!;
  if (puzzles.some((puzzle) => puzzle.palette.length > 2) && !format.colors) {
    const colour = writable.filter((f) => f.colors).map((f) => f.id);
    throw new CommandError(
      `${file}: a colour puzzle cannot be written as ${format.name}, which holds only black-and-white ` +
        `puzzles; choose one of ${colour.join(', ')}`,
    );
  }
  const problem = writeProblem(format.id, puzzles);
  if (problem !== undefined) throw new CommandError(`${file}: ${problem}`);
  // A goal image goes along where the target format holds one.
  const text = writePuzzleFile(
    format.id,
    puzzles,
    entries.map((entry) => entry.goal),
  );
  const target = args.options.get('out');
  if (target) {
    try {
      await writeFile(target, text, 'utf8');
    } catch (error) {
      throw new CommandError(`${target} could not be written: ${(error as Error).message}`);
    }
  } else out.line(text.replace(/\n$/, ''));
  return 0;
}

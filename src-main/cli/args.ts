/** A small, strict option parser: unknown options and missing values are errors, not surprises. */

export interface OptionSpec {
  readonly name: string;
  /** Takes a value (`--timeout 5`, `--timeout=5`); otherwise a flag. */
  readonly value?: boolean;
}

export interface ParsedArgs {
  readonly positional: string[];
  readonly options: Map<string, string>;
  readonly flags: Set<string>;
}

export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

export function parseArgs(argv: readonly string[], specs: readonly OptionSpec[]): ParsedArgs {
  const byName = new Map(specs.map((spec) => [spec.name, spec]));
  const positional: string[] = [];
  const options = new Map<string, string>();
  const flags = new Set<string>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--') {
      positional.push(...argv.slice(i + 1));
      break;
    }
    if (!arg.startsWith('--')) {
      positional.push(arg);
      continue;
    }
    const eq = arg.indexOf('=');
    const name = arg.slice(2, eq < 0 ? undefined : eq);
    const spec = byName.get(name);
    if (!spec) throw new UsageError(`unknown option --${name}`);
    if (!spec.value) {
      if (eq >= 0) throw new UsageError(`--${name} takes no value`);
      flags.add(name);
      continue;
    }
    const value = eq >= 0 ? arg.slice(eq + 1) : argv[++i];
    if (value === undefined || value === '') throw new UsageError(`--${name} needs a value`);
    options.set(name, value);
  }
  return { positional, options, flags };
}

export function numberOption(
  args: ParsedArgs,
  name: string,
  fallback: number,
  min: number,
  max: number,
): number {
  const raw = args.options.get(name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min || value > max) {
    throw new UsageError(`--${name} must be a number from ${min} to ${max}, not "${raw}"`);
  }
  return value;
}

/** Like numberOption, for counts and other whole numbers. */
export function integerOption(
  args: ParsedArgs,
  name: string,
  fallback: number,
  min: number,
  max: number,
): number {
  const value = numberOption(args, name, fallback, min, max);
  if (!Number.isInteger(value)) {
    throw new UsageError(
      `--${name} must be a whole number from ${min} to ${max}, not "${args.options.get(name)}"`,
    );
  }
  return value;
}

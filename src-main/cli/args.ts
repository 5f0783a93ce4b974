/**
 * The commands' options, read by Node's own `util.parseArgs` in strict mode: unknown options and
 * missing values are usage errors (exit 2) with a short sentence, not surprises.
 */
import { parseArgs as parseNodeArgs } from 'node:util';

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
  const config = Object.fromEntries(
    specs.map((spec) => [spec.name, { type: spec.value ? ('string' as const) : ('boolean' as const) }]),
  );
  let parsed: ReturnType<typeof parseNodeArgs<{ options: typeof config; allowPositionals: true }>>;
  try {
    parsed = parseNodeArgs({ args: [...argv], options: config, allowPositionals: true, strict: true });
  } catch (error) {
    throw new UsageError(usageSentence(error));
  }
  const options = new Map<string, string>();
  const flags = new Set<string>();
  for (const [name, value] of Object.entries(parsed.values)) {
    if (typeof value === 'boolean') {
      if (value) flags.add(name);
    } else if (typeof value === 'string') {
      if (value === '') throw new UsageError(`--${name} needs a value`);
      options.set(name, value);
    }
  }
  return { positional: parsed.positionals, options, flags };
}

/** util.parseArgs says what is wrong at length, with a code; the tool says it in a few words. */
function usageSentence(error: unknown): string {
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
  const message = error instanceof Error ? error.message : String(error);
  const option = /'(-{1,2}[^' <]+)/.exec(message)?.[1] ?? 'an option';
  switch (code) {
    case 'ERR_PARSE_ARGS_UNKNOWN_OPTION':
      return `unknown option ${option}`;
    case 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE':
      return message.includes('argument missing') ? `${option} needs a value` : `${option} takes no value`;
    default:
      return message;
  }
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

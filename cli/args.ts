/** Option parsing for the command line (node:util parseArgs), with usage errors that name the option. */
import { parseArgs } from 'node:util';
import { usage } from './errors';

/** Options every command may take. */
export const COMMON_OPTIONS = {
  json: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

type OptionSpec = Record<string, { type: 'string' | 'boolean'; short?: string }>;

/** Parses argv for a command; unknown options are usage errors (exit 2). */
export function parse(
  argv: string[],
  options: OptionSpec,
): { values: Record<string, string | boolean | undefined>; positionals: string[] } {
  try {
    const r = parseArgs({
      args: argv,
      options: { ...COMMON_OPTIONS, ...options },
      allowPositionals: true,
      strict: true,
    });
    return { values: r.values as Record<string, string | boolean | undefined>, positionals: r.positionals };
  } catch (e) {
    throw usage((e as Error).message);
  }
}

/** A required string option, e.g. `required(values, 'scenario')`. */
export function required(values: Record<string, string | boolean | undefined>, name: string): string {
  const v = values[name];
  if (typeof v !== 'string' || v.length === 0) throw usage(`--${name} is required`);
  return v;
}

/** Largest value a numeric option takes by default (budgets, games, milliseconds). */
export const MAX_INT_OPTION = 10_000_000;

/** A positive integer option with a default and a maximum, e.g. `int(values, 'games', 20)`. */
export function int(
  values: Record<string, string | boolean | undefined>,
  name: string,
  fallback: number,
  max = MAX_INT_OPTION,
): number {
  const v = values[name];
  if (v === undefined) return fallback;
  const n = Number(v);
  if (typeof v !== 'string' || !Number.isSafeInteger(n) || n <= 0 || n > max)
    throw usage(`--${name} must be a whole number from 1 to ${max}, got "${String(v)}"`);
  return n;
}

/** Forced dice from `--dice 3,4,6`: D6 faces 1–6 (RULES.md §13). */
export function dice(values: Record<string, string | boolean | undefined>): number[] | undefined {
  const v = values.dice;
  if (v === undefined) return undefined;
  if (typeof v !== 'string') throw usage('--dice expects faces like 3,4,6');
  const faces = v
    .split(',')
    .filter((x) => x.trim().length > 0)
    .map(Number);
  for (const f of faces)
    if (!Number.isInteger(f) || f < 1 || f > 6) throw usage(`--dice: every face must be 1–6, got "${v}"`);
  return faces;
}

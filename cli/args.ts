/** Option parsing for the command line (node:util parseArgs), with usage errors that name the option. */
import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';
import { usage } from './errors';

/** Options every command may take. */
export const COMMON_OPTIONS = {
  json: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

type OptionSpec = Record<string, { type: 'string' | 'boolean'; short?: string }>;

/**
 * `argv` with each string option's value that starts with a dash joined to it, e.g. `['--table', '-5x10']` →
 * `['--table=-5x10']`, so that the command's own check names what is wrong with the value (node's parseArgs
 * takes such a value for an option and refuses it as ambiguous). A value that is an option of the command
 * (`--seed`, `--seed=…`, `-h`), a lone `-` or `--`, and anything after `--` are left as they are.
 */
export function joinDashValues(argv: readonly string[], options: OptionSpec): string[] {
  const known = (arg: string): boolean =>
    Object.entries(options).some(
      ([name, o]) =>
        arg === `--${name}` || arg.startsWith(`--${name}=`) || (o.short && arg === `-${o.short}`),
    );
  const out: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--') return [...out, ...argv.slice(i)];
    const next = argv[i + 1];
    const name = arg.startsWith('--') ? arg.slice(2) : '';
    const dashed = next !== undefined && next.startsWith('-') && next !== '-' && next !== '--';
    if (options[name]?.type === 'string' && dashed && !known(next)) {
      out.push(`${arg}=${next}`);
      i++;
    } else out.push(arg);
  }
  return out;
}

/**
 * Parses argv for a command; unknown options are usage errors (exit 2). A string option's value may start with
 * a dash (`--table -5x10`, `joinDashValues`): the command's own check judges it.
 */
export function parse(
  argv: string[],
  options: OptionSpec,
): { values: Record<string, string | boolean | undefined>; positionals: string[] } {
  const all = { ...COMMON_OPTIONS, ...options };
  try {
    const r = parseArgs({
      args: joinDashValues(argv, all),
      options: all,
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

/** Most worker threads `--workers` asks for before the machine's cores cap it. */
export const MAX_WORKERS = 64;

/**
 * `--workers N` (1 to 64, default 1) capped at the machine's cores (`os.availableParallelism()`); `note` is
 * told when it caps, e.g. `--workers 64: this machine has 2 cores, so 2 workers run`.
 */
export function workers(
  values: Record<string, string | boolean | undefined>,
  note: (line: string) => void,
  cores = availableParallelism(),
): number {
  const asked = int(values, 'workers', 1, MAX_WORKERS);
  const most = Math.max(1, cores);
  if (asked <= most) return asked;
  note(
    `--workers ${asked}: this machine has ${most} core${most === 1 ? '' : 's'}, so ${most} worker${most === 1 ? '' : 's'} run`,
  );
  return most;
}

/** Refuses two options given together that are alternatives, e.g. `--budget` and `--time-ms` (exit 2). */
export function alternatives(
  values: Record<string, string | boolean | undefined>,
  a: string,
  b: string,
): void {
  if (values[a] !== undefined && values[b] !== undefined)
    throw usage(`--${a} and --${b} are alternatives: give one of them, not both`);
}

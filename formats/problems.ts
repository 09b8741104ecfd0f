/**
 * Problems found in an input file (FORMATS.md §1: every problem is listed with its JSON path and what was
 * expected), and the helpers that turn zod issues and values into them.
 */
import type { z } from 'zod';

/** One thing wrong with an input, e.g. `{ path: 'sides[0].models[2].profile.WS', message: 'expected an integer from 0 to 10, got "4"' }`. FORMATS.md §1, §5.1. */
export interface Problem {
  /** JSON path in the style `sides[0].models[2].at`; `$` is the whole document. */
  path: string;
  message: string;
}

/** A path segment: an object key or an array index. */
export type PathSegment = string | number;

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** Formats a path: `['sides', 0, 'models', 2, 'profile', 'WS']` → `sides[0].models[2].profile.WS`; `[]` → `$`. */
export function formatPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const seg of path) {
    if (typeof seg === 'number') out += `[${seg}]`;
    else if (typeof seg === 'string' && IDENTIFIER.test(seg)) out += out === '' ? seg : `.${seg}`;
    else out += `[${JSON.stringify(String(seg))}]`;
  }
  return out === '' ? '$' : out;
}

const SHOWN_STRING = 40;

/** How a value is quoted in a message: `"4"`, `NaN`, `1e+300`, `a list of 3 items`, `an object`, `nothing`. */
export function describeValue(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  switch (typeof value) {
    case 'string':
      return value.length <= SHOWN_STRING
        ? JSON.stringify(value)
        : `${JSON.stringify(value.slice(0, SHOWN_STRING))}… (a string of ${value.length} characters)`;
    case 'number':
      return Object.is(value, -0) ? '-0' : String(value);
    case 'boolean':
      return String(value);
    case 'bigint':
      return `${value}n (a BigInt)`;
    case 'function':
      return 'a function';
    case 'symbol':
      return 'a symbol';
    default:
      if (Array.isArray(value)) return `a list of ${value.length} item${value.length === 1 ? '' : 's'}`;
      return 'an object';
  }
}

/** The message for a value that is not what a field expects, e.g. `expected an integer from 0 to 10, got "4"`. */
export function expectedMessage(expected: string, input: unknown): string {
  return input === undefined
    ? `missing: expected ${expected}`
    : `expected ${expected}, got ${describeValue(input)}`;
}

/** A zod error function that reports `expected <what>, got <value>` for any issue on that schema. */
export function expecting(expected: string): (issue: { input?: unknown }) => string {
  return (issue) => expectedMessage(expected, issue.input);
}

/**
 * Turns zod issues into problems, with paths under `prefix`. An `unrecognized_keys` issue becomes one problem
 * per unknown field (its message lists them one a line, see `strictObj` in `leaf.ts`).
 */
export function problemsFromIssues(
  issues: readonly z.core.$ZodIssue[],
  prefix: readonly PathSegment[] = [],
): Problem[] {
  const out: Problem[] = [];
  for (const issue of issues) {
    const path = [...prefix, ...(issue.path as PathSegment[])];
    if (issue.code === 'unrecognized_keys') {
      const lines = issue.message.split('\n');
      issue.keys.forEach((key, i) => {
        out.push({
          path: formatPath([...path, key]),
          message: lines[i] ?? `unknown field ${JSON.stringify(key)}`,
        });
      });
    } else if (issue.code === 'invalid_key') {
      const inner = issue.issues[0];
      out.push({ path: formatPath(path), message: `bad key: ${inner?.message ?? issue.message}` });
    } else {
      out.push({ path: formatPath(path), message: issue.message });
    }
  }
  return out;
}

/** Drops repeated problems (same path and message), keeping the first of each. */
export function dedupeProblems(problems: readonly Problem[]): Problem[] {
  const seen = new Set<string>();
  const out: Problem[] = [];
  for (const p of problems) {
    const key = `${p.path}\u0000${p.message}`;
    if (!seen.has(key)) {
      seen.add(key);
      out.push(p);
    }
  }
  return out;
}

/** Edit distance between two short strings (for "did you mean" hints). */
export function editDistance(a: string, b: string): number {
  const prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let diag = prev[0]!;
    prev[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const up = prev[j]!;
      prev[j] = Math.min(up + 1, prev[j - 1]! + 1, diag + (a[i - 1] === b[j - 1] ? 0 : 1));
      diag = up;
    }
  }
  return prev[b.length]!;
}

/** The closest of `candidates` to `word` (same but for case, or up to 2 edits for longer words), if any. */
export function closestName(word: string, candidates: readonly string[]): string | undefined {
  if (word.length > 64) return undefined;
  const lower = word.toLowerCase();
  const exact = candidates.find((c) => c.toLowerCase() === lower);
  if (exact !== undefined) return exact;
  let best: string | undefined;
  // Short words differ from everything by a letter or two: allow fewer edits the shorter the word.
  let bestDist = word.length <= 3 ? 1 : word.length <= 5 ? 2 : 3;
  for (const c of candidates) {
    const d = editDistance(lower, c.toLowerCase());
    if (d < bestDist) {
      best = c;
      bestDist = d;
    }
  }
  return best;
}

/**
 * A cheap first pass over untrusted input before the schema sees it: refuses documents nested absurdly
 * deep (or cyclic, for JS objects) and documents with absurdly many values, so validation stays fast and
 * never overflows the stack. Legitimate files are far inside both limits (FORMATS.md §1, §4).
 */
import { formatPath, type PathSegment, type Problem } from './problems';

/** Deepest nesting accepted; a scenario needs 6 levels, a saved game 7. */
export const MAX_DEPTH = 32;
/** Most values (objects, arrays, strings, numbers…) in one document. */
export const MAX_VALUES = 2_000_000;

interface Entry {
  value: unknown;
  depth: number;
  key: PathSegment | null;
  parent: Entry | null;
}

function pathOf(e: Entry): PathSegment[] {
  const path: PathSegment[] = [];
  for (let cur: Entry | null = e; cur !== null && cur.key !== null; cur = cur.parent) path.push(cur.key);
  return path.reverse();
}

/** What the first pass found: `fatal`, the first limit broken (nothing else is checked then), and `reserved`, own `__proto__` keys (which zod records drop silently). */
export interface InputInspection {
  fatal: Problem | null;
  reserved: Problem[];
}

/**
 * Walks the input once. Example: `inspectInput(deep)` → `{ fatal: { path: 'name[0][0]…', message: 'nested
 * more than 32 levels deep' }, reserved: [] }`.
 */
export function inspectInput(input: unknown): InputInspection {
  const reserved: Problem[] = [];
  const fatal = (problem: Problem): InputInspection => ({ fatal: problem, reserved });
  const stack: Entry[] = [{ value: input, depth: 0, key: null, parent: null }];
  let count = 1;
  const tooLarge = (): InputInspection =>
    fatal({
      path: '$',
      message: `the document is too large: more than ${MAX_VALUES.toLocaleString('en')} values`,
    });
  while (stack.length > 0) {
    const e = stack.pop()!;
    const v = e.value;
    if (v === null || typeof v !== 'object') continue;
    if (e.depth >= MAX_DEPTH)
      return fatal({ path: formatPath(pathOf(e)), message: `nested more than ${MAX_DEPTH} levels deep` });
    if (Array.isArray(v)) {
      count += v.length;
      if (count > MAX_VALUES) return tooLarge();
      for (let i = v.length - 1; i >= 0; i--)
        stack.push({ value: v[i], depth: e.depth + 1, key: i, parent: e });
    } else {
      const keys = Object.keys(v);
      count += keys.length;
      if (count > MAX_VALUES) return tooLarge();
      for (let i = keys.length - 1; i >= 0; i--) {
        const k = keys[i]!;
        if (k === '__proto__') {
          reserved.push({
            path: formatPath([...pathOf(e), k]),
            message: '"__proto__" cannot be used as a name',
          });
        }
        stack.push({ value: (v as Record<string, unknown>)[k], depth: e.depth + 1, key: k, parent: e });
      }
    }
  }
  return { fatal: null, reserved };
}

/**
 * Small zod building blocks shared by the file schemas (FORMATS.md §1, §2, §4). Each one reports a single
 * plain message for any way a value can be wrong, e.g. `expected an integer from 0 to 10, got "4"`.
 */
import { z } from 'zod';
import { closestName, describeValue, expectedMessage, expecting } from './problems';

/** Longest id (model, side, terrain, weapon, rule): 64 characters. */
export const MAX_ID_LENGTH = 64;
/** Largest coordinate magnitude accepted, in inches. */
export const MAX_COORDINATE = 10_000;

/** An integer from `min` to `max` inclusive, e.g. `intIn(0, 10)` for WS. */
export function intIn(min: number, max: number, what = `an integer from ${min} to ${max}`) {
  const error = expecting(what);
  return z.number({ error }).int({ error }).min(min, { error }).max(max, { error });
}

/** A finite number from `min` to `max` inclusive, e.g. `numIn(0, 20, 'a number from 0 to 20 (inches)')`. */
export function numIn(min: number, max: number, what = `a number from ${min} to ${max}`) {
  const error = expecting(what);
  return z.number({ error }).min(min, { error }).max(max, { error });
}

/** A coordinate in inches, finite and within ±10,000. */
export function coordinate() {
  return numIn(
    -MAX_COORDINATE,
    MAX_COORDINATE,
    `a coordinate in inches (a number from -${MAX_COORDINATE} to ${MAX_COORDINATE})`,
  );
}

/** A non-empty string of at most `max` characters; `what` names it, e.g. `'a name'`. */
export function text(max: number, what = 'a string') {
  const error = expecting(`${what} of 1 to ${max} characters`);
  return z.string({ error }).min(1, { error }).max(max, { error });
}

/** Names that would clash with JavaScript object internals when used as keys. */
const RESERVED_IDS = new Set(['__proto__', 'constructor', 'prototype']);

/** An id: a non-empty string of at most 64 characters, not `__proto__`, e.g. `"r1"`. */
export function id(what = 'an id') {
  return text(MAX_ID_LENGTH, what).refine((v) => !RESERVED_IDS.has(v), {
    error: (issue) =>
      `expected ${what} other than "__proto__", "constructor" or "prototype", got ${describeValue(issue.input)}`,
  });
}

/** `true` or `false`. */
export function bool() {
  return z.boolean({ error: expecting('true or false') });
}

/** One of a fixed list of words, e.g. `oneOf(STATUSES)`. */
export function oneOf<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values, { error: expecting(`one of ${values.map((v) => JSON.stringify(v)).join(', ')}`) });
}

/**
 * One of a list of names, naming a wrong one and the closest right one: `knownName(MODEL_RULES, 'model
 * rule')` refuses `"leadr"` with `unknown model rule "leadr"; did you mean "leader"?`, `"zzz"` with
 * `unknown model rule "zzz"; known: leader, character, …` and `3` with `expected a model rule (a string), got 3`.
 */
export function knownName<const T extends readonly [string, ...string[]]>(values: T, what: string) {
  return z.enum(values, {
    error: (issue) => {
      const input = issue.input;
      if (typeof input !== 'string') return expectedMessage(`a ${what} (a string)`, input);
      const hint = closestName(input, values);
      const shown = describeValue(input);
      return hint !== undefined
        ? `unknown ${what} ${shown}; did you mean "${hint}"?`
        : `unknown ${what} ${shown}; known: ${values.join(', ')}`;
    },
  });
}

/** Exactly this string, e.g. `exactly('skirmisher-scenario/1')`. */
export function exactly<const T extends string>(value: T) {
  return z.literal(value, { error: expecting(JSON.stringify(value)) });
}

/** A list of at most `max` items of `item`; `what` describes it, e.g. `'a list of at most 500 models'`. */
export function listOf<T extends z.ZodType>(item: T, max: number, what: string, min = 0) {
  const error = expecting(what);
  return z.array(item, { error }).min(min, { error }).max(max, { error });
}

/** Message lines for unknown fields, one a line, in the order of `keys` (split again by `problemsFromIssues`). */
function unknownFieldLines(keys: readonly string[], allowed: readonly string[]): string {
  return keys
    .map((key) => {
      const hint = closestName(key, allowed);
      const shown = describeValue(key);
      return hint !== undefined
        ? `unknown field ${shown}; did you mean "${hint}"?`
        : `unknown field ${shown}; allowed here: ${allowed.join(', ')}`;
    })
    .join('\n');
}

/**
 * An object with exactly these fields (unknown fields are problems, one per field, naming it); `what`
 * describes the object in messages, e.g. `strictObj({ x: … }, 'a model')`.
 */
export function strictObj<S extends z.ZodRawShape>(shape: S, what: string) {
  const allowed = Object.keys(shape);
  return z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? unknownFieldLines(issue.keys, allowed)
        : expectedMessage(`${what} (an object)`, issue.input),
  });
}

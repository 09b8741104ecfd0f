/**
 * Keeps a derived record's identity while its content is the same, so what depends on it (a component's
 * props, a computed) is not re-run on every step of the game. Example: `sameRecord({ a: 'x' }, { a: 'x' })`
 * returns the first object; `sameRecord({ a: 'x' }, { a: 'y' })` the second. Shallow: values are compared with
 * `Object.is`. No Vue: the stores call it from a computed's getter with the value it had (Vue 3.4+).
 */
export function sameRecord<T extends Readonly<Record<string, unknown>>>(prev: T | undefined, next: T): T {
  if (prev === undefined) return next;
  const keys = Object.keys(next);
  if (keys.length !== Object.keys(prev).length) return next;
  for (const k of keys) if (!Object.hasOwn(prev, k) || !Object.is(prev[k], next[k])) return next;
  return prev;
}

/**
 * Keeps a derived value's identity while it serialises to the same JSON, for small plain values rebuilt at
 * every step (a unit card: a few hundred bytes). Example: `sameJson({ w: '1 of 2' }, { w: '1 of 2' })` returns
 * the first object. `prev` undefined or null: `next`.
 */
export function sameJson<T>(prev: T | undefined, next: T): T {
  if (prev === undefined || prev === null || next === null) return next;
  return JSON.stringify(prev) === JSON.stringify(next) ? prev : next;
}

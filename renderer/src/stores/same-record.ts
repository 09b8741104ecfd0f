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

/** Characteristic and Leadership tests, RULES.md §0. */
import { d6, logRoll, type Roller } from './dice';
import type { TestKind } from './types';

/**
 * Leadership test (RULES.md §0): 2D6, pass if the total ≤ Ld + modifier, Ld never above 10. Logged with the
 * rule §, `need` being the highest passing total. Returns whether it passed.
 */
export function leadershipTest(
  r: Roller,
  test: TestKind,
  rule: string,
  model: string,
  ld: number,
  modifier = 0,
): boolean {
  const need = Math.min(10, ld) + modifier;
  const a = d6(r);
  const b = d6(r);
  const success = a + b <= need;
  logRoll(r, test, rule, model, undefined, need, a, b, success);
  return success;
}

/**
 * Characteristic test (RULES.md §0), e.g. an Initiative test: D6 ≤ the value passes, a natural 6 always fails.
 * Logged with `need` = the characteristic. Returns whether it passed.
 */
export function characteristicTest(
  r: Roller,
  test: TestKind,
  rule: string,
  model: string,
  target: string | undefined,
  value: number,
): boolean {
  const roll = d6(r);
  const success = roll !== 6 && roll <= value;
  logRoll(r, test, rule, model, target, value, roll, 0, success);
  return success;
}

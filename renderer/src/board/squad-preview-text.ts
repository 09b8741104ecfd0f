/**
 * Words of the squad part of the confirm popover (RULES.md §10, §11): who holds an assaulted building and the
 * headline of the unit outcomes.
 */
import { percent } from '../../../session/format';
import { verb } from '../../../session/verbs';
import type { KeyOutcome, UnitSubject } from '../panels/key-outcomes';

/**
 * The garrison of an assaulted building, e.g. `('Wardens', 5, 12)` → `'held by Wardens, 5 models (room for
 * 12)'`; one model → `'held by Marksman, 1 model (room for 6)'`.
 */
export function heldText(garrison: string, models: number, capacity: number): string {
  return `held by ${garrison}, ${models} model${models === 1 ? '' : 's'} (room for ${capacity})`;
}

/**
 * The headline of the unit outcome rows (`unitKeyOutcomes`): the combat won, the enemy falling back and the
 * acting unit's own risk when it has one, e.g. `'wins combat 34% · enemy falls back 12% · Mob west fall back
 * 33%'`; `own` is the acting unit (its verb agrees with its size, `UnitSubject`).
 */
export function oddsHeadline(rows: readonly KeyOutcome[], own: UnitSubject): string {
  const words: Record<string, string> = {
    winsCombat: 'wins combat',
    enemyFallsBack: 'enemy falls back',
    chargerFallsBack: verb(own.name, own.plural, 'falls back', 'fall back'),
  };
  return rows
    .filter((r) => words[r.key] !== undefined)
    .map((r) => `${words[r.key]} ${percent(r.p)}`)
    .join(' · ');
}

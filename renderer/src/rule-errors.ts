/**
 * What the engine's refusals mean for the player (FORMATS.md §2 error codes): a short explanation shown under
 * the engine's own message, e.g. `'Every model must end within 2″ of another model of its unit (§2)'`. The code
 * itself is never shown as text: the toast keeps it for bug reports (its tooltip and `data-code`).
 */

/** Explanations by error code; codes without one get no explanation. */
export const ERROR_HINTS: Readonly<Record<string, string>> = {
  ERR_COHERENCY: 'Every model must end within 2″ of another model of its unit (§2)',
  ERR_TOO_CLOSE_TO_ENEMY: 'A move may not end within 1″ of an enemy unless it charges (§3.2)',
  ERR_OUT_OF_RANGE: 'Too far for this move, charge or weapon (§3.2, §4.1, §6.1)',
  ERR_CANNOT_RUN: 'No running with an enemy within 8″, or after regrouping (§4.2, §10.4)',
  ERR_PATH_BLOCKED: 'Terrain or models are in the way (§3.2)',
  ERR_BUILDING: 'Buildings: one unit at a time, up to their capacity, entered within a move (§11)',
  ERR_CANNOT_CHARGE: 'This model or its unit may not charge now (§4.1, §10.3)',
  ERR_ALREADY_ACTED: 'It has already moved, charged or acted this turn',
  ERR_OFF_TABLE: 'Every model must stay on the table',
};

/**
 * ERR_OUT_OF_RANGE explained by what was too far, told by the engine's message (the first that matches): a shot
 * or spell (`'… has range 24"'`), a charge (`'… charge range'`), a unit's move (`'unit vets may move 4"…'`), a
 * model's move (`'r1 may run 8"…'`).
 */
const OUT_OF_RANGE: readonly (readonly [RegExp, string])[] = [
  [/\bhas range\b/, 'Too far for this weapon or spell (§6.1, §12)'],
  [/\bcharge range\b/, 'Too far to charge: a charge reaches 2 × M in a straight line (§4.1)'],
  [/^unit\b/, 'Too far for this move (§3.2): a unit moves as far as its slowest model (§2)'],
  [/\bmay (move|run)\b/, 'Too far for this move or run (§3.2, §4.2)'],
];

/** Added to a blocked path's explanation when the engine's message names a building (§11). */
const BUILDING_WALLS = '; building walls stop every move (§11)';

/**
 * What a refusal means, for the line under its message: `errorDetail('ERR_COHERENCY', …)` → `'Every model must
 * end within 2″ …'`; an out-of-range refusal says what was too far (a shot does not get a unit move's help); a
 * blocked path says that building walls stop every move only when `message` names a building ("r1 cannot move
 * through building house-1"); '' for a code without an explanation.
 */
export function errorDetail(code: string, message = ''): string {
  const hint = ERROR_HINTS[code] ?? '';
  if (code === 'ERR_OUT_OF_RANGE') return OUT_OF_RANGE.find(([re]) => re.test(message))?.[1] ?? hint;
  return code === 'ERR_PATH_BLOCKED' && /\bbuilding\b/.test(message) ? hint + BUILDING_WALLS : hint;
}

/**
 * What the engine's refusals mean for the player (FORMATS.md §2 error codes): a short explanation shown under
 * the engine's own message, e.g. `'every model must end within 2″ of another model of its unit (§2)'`. The code
 * itself is never shown as text: the toast keeps it for bug reports (its tooltip and `data-code`).
 */

/** Explanations by error code; codes without one get no explanation. */
export const ERROR_HINTS: Readonly<Record<string, string>> = {
  ERR_COHERENCY: 'every model must end within 2″ of another model of its unit (§2)',
  ERR_TOO_CLOSE_TO_ENEMY: 'a move may not end within 1″ of an enemy unless it charges (§3.2)',
  ERR_OUT_OF_RANGE:
    'too far for this move, charge or weapon (§3.2, §4.1, §6.1); a unit moves as far as its slowest model (§2)',
  ERR_CANNOT_RUN: 'no running with an enemy within 8″, or after regrouping (§4.2, §10.4)',
  ERR_PATH_BLOCKED: 'terrain or models are in the way (§3.2)',
  ERR_BUILDING: 'buildings: one unit at a time, up to their capacity, entered within a move (§11)',
  ERR_CANNOT_CHARGE: 'this model or its unit may not charge now (§4.1, §10.3)',
  ERR_ALREADY_ACTED: 'it has already moved, charged or acted this turn',
  ERR_OFF_TABLE: 'every model must stay on the table',
};

/** Added to a blocked path's explanation when the engine's message names a building (§11). */
const BUILDING_WALLS = '; building walls stop every move (§11)';

/**
 * What a refusal means, for the line under its message: `errorDetail('ERR_COHERENCY', …)` → `'every model must
 * end within 2″ …'`; a blocked path says that building walls stop every move only when `message` names a
 * building ("r1 cannot move through building house-1"); '' for a code without an explanation.
 */
export function errorDetail(code: string, message = ''): string {
  const hint = ERROR_HINTS[code] ?? '';
  return code === 'ERR_PATH_BLOCKED' && /\bbuilding\b/.test(message) ? hint + BUILDING_WALLS : hint;
}

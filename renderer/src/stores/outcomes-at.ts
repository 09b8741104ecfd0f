/**
 * The key outcomes of an action at a position of the line (charge reaches, target out of action, rout; in
 * squad play wins combat, enemy falls back or destroyed, the charger falls back), worked out by the engine in the worker
 * (`GameService.oddsAt` / `unitOddsAt`). Shared by the board's explanation and the game review's reasons.
 */
import { toRaw } from 'vue';
import type { Decision } from '../../../ai';
import { gameClient } from '../platform/client';
import {
  hasKeyOutcomes,
  keyOutcomes,
  unitKeyOutcomes,
  unitSubject,
  type KeyOutcome,
} from '../panels/key-outcomes';
import type { useGameStore } from './game';

/**
 * The key outcomes of `action` played at ply `ply` (the position before it), e.g. `[{ key: 'reaches', label:
 * 'Charge reaches', p: 0.93 }, …]`; null when the action has none (a move, a phase end) or the worker refused.
 */
export async function outcomesAt(
  game: ReturnType<typeof useGameStore>,
  ply: number,
  action: Decision,
): Promise<KeyOutcome[] | null> {
  if (!hasKeyOutcomes(action)) return null;
  const chosen = structuredClone(toRaw(action));
  if (game.snapshot?.squad) {
    const u = await gameClient().service.unitOddsAt(ply, chosen);
    if (!u.ok || !u.value) return null;
    const units = game.snapshot.squad.units;
    const unit = units.find((v) => v.members.includes(chosen.target));
    const own = units.find((v) => v.members.includes(chosen.model));
    return unitKeyOutcomes(u.value, chosen, unitSubject(unit, 'Enemy'), unitSubject(own, 'Charger'));
  }
  const r = await gameClient().service.oddsAt(ply, chosen);
  if (!r.ok) return null;
  return keyOutcomes(
    r.value,
    (id) => game.names[id] ?? id,
    (id) => game.sideNames[id] ?? id,
  );
}

/**
 * Shots worth a decision (RULES.md §6.3, §6.4): the search and the AI panel list only shots that can do harm.
 * A falling-back unit's snap shots (BS 1, §10.3) at a target in hard cover at long range need a 10 To Hit,
 * and a weapon too weak for the target's Toughness cannot wound (a '–' on the §14.2 chart): such a shot rolls
 * no dice and changes nothing, and a player reading the dice log sees the AI fire shots it knew could not hit.
 */
import { canSee, missileWeapons, modelDist, modelIndex, shotNumbers, type GameState } from '../engine';
import type { Decision } from './decision';

/**
 * Whether shot `a` (a `shoot` decision of model i, legal now) can do harm: its To Hit is below 10 and its
 * Strength can wound the target. Example: BS 1 snap shots, moved, long range, hard cover → To Hit 10 → false;
 * a crossbow (S 4) at a T 3 target in the open → true. Other decisions are kept (true).
 */
export function shotCanHarm(s: GameState, i: number, a: Decision): boolean {
  if (a.type !== 'shoot') return true;
  const n = shotNumbers(s, i, modelIndex(s, a.target), a.weapon ?? missileWeapons(s, i)[0]!);
  return n.toHit < 10 && n.toWound !== null;
}

/**
 * Model i's shots among `shots` that can do harm (`shotCanHarm`), in the same order, e.g. `[]` for a falling-back
 * mob whose every shot needs a 10 To Hit (the AI then holds its fire).
 */
export function harmfulShots(s: GameState, i: number, shots: readonly Decision[]): Decision[] {
  return shots.filter((a) => shotCanHarm(s, i, a));
}

/**
 * The lowest To Hit (D6 face needed, 7+ and up as §6.4 reads them) model i has from where it stands at any
 * enemy it sees within a missile weapon's range, Infinity with none, e.g. 6 for a shortbow (BS 4) at long range
 * at a swordsman behind a wall (3+, −1 long range, −2 hard cover; §6.3, §5). It does not pick the target by §6.2:
 * the best number bounds every shot the model may take.
 */
export function bestToHit(s: GameState, i: number): number {
  let best = Infinity;
  const side = s.static.models[i]!.side;
  for (const w of missileWeapons(s, i)) {
    const range = s.static.weapons[w]!.range ?? 0;
    for (const j of s.static.sides[1 - side]!.models) {
      const m = s.models[j]!;
      if (m.status === 'outOfAction' || m.hidden || modelDist(s, i, j) > range || !canSee(s, i, j)) continue;
      best = Math.min(best, shotNumbers(s, i, j, w).toHit);
    }
  }
  return best;
}

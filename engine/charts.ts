/** The charts of RULES.md §14 and the needed-roll rules of §6.3 and §6.6. */

/**
 * Close combat To Hit (RULES.md §14.1): attacker WS greater than target's → 3; target's WS at most twice the
 * attacker's → 4; otherwise 5. Example: `meleeToHit(4, 3) === 3`.
 */
export function meleeToHit(attackerWS: number, targetWS: number): number {
  if (attackerWS > targetWS) return 3;
  if (targetWS <= 2 * attackerWS) return 4;
  return 5;
}

/** To Wound (RULES.md §14.2): Strength vs Toughness → the D6 face needed, or null for '–'. `toWound(4, 3) === 3`. */
export function toWound(strength: number, toughness: number): number | null {
  const d = strength - toughness;
  if (d >= 2) return 2;
  if (d === 1) return 3;
  if (d === 0) return 4;
  if (d === -1) return 5;
  if (d >= -3) return 6;
  return null;
}

/** Missile To Hit before modifiers (RULES.md §6.3, §14.3): `7 − BS`, e.g. BS 3 → 4. */
export function missileBaseToHit(BS: number): number {
  return 7 - BS;
}

/**
 * Armour save needed with the `strengthModifier` rule (RULES.md §6.6): the save worsens by 1 per point of
 * Strength above 3, plus the weapon's modifier (−1 worsens by 1). Returns a face; above 6 means no save.
 * Example: `armourSaveNeeded(5, 4, -1) === 7` (a 5+ save against S4 with −1: impossible).
 */
export function armourSaveNeeded(save: number, strength: number, saveModifier: number): number {
  return save + Math.max(0, strength - 3) - saveModifier;
}

/**
 * Armour save with the `armourPiercing` rule (RULES.md §6.6): AP equal to or better (lower) than the save
 * negates it (7 = no save), else the save is rolled unmodified. `apSaveNeeded(3, 3) === 7`.
 */
export function apSaveNeeded(save: number, ap: number | undefined): number {
  if (ap !== undefined && ap <= save) return 7;
  return save;
}

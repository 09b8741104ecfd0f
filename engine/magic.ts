/**
 * Magic, RULES.md §3.3 and §12: wizards cast the spells they know in the Magic phase on 2D6 ≥ the casting
 * value. `magicMissile` spells hit an enemy and every enemy within 2" of it, chained (one "unit"); `buff`
 * spells give +1 To Hit until the end of the turn to a friend, or to its group with `spellGroups`.
 */
import { inCombat, modelDist } from './contact';
import { d6, log, logging, logRoll, type Roller } from './dice';
import { reveal } from './hiding';
import { canSee } from './sight';
import { engagedWithSide } from './targets';
import { resolveHit, type HitProfile } from './wounds';
import type { GameState, Result, RuleError, Spell } from './types';

/** Models within this distance (inches, base to base) of each other form one group for spells (RULES.md §12). */
export const SPELL_GROUP_DISTANCE = 2;
/** Default Strength of a magic missile's hits. */
export const DEFAULT_SPELL_STRENGTH = 4;

function err(code: RuleError['code'], message: string): { ok: false; error: RuleError } {
  return { ok: false, error: { code, message } };
}

/** Why model i may not cast a spell now, the phase aside, or null (RULES.md §12, §8, §9.5). */
export function cannotCastReason(s: GameState, i: number): string | null {
  const m = s.models[i]!;
  const ms = s.static.models[i]!;
  if (!ms.rules.includes('wizard') || ms.spells.length === 0) return `${ms.id} is not a wizard`;
  if (m.status !== 'standing') return `${ms.id} is ${m.status} and cannot cast (§8)`;
  if (m.fleeing) return `${ms.id} is fleeing (decision: fleeing wizards do not cast)`;
  if (m.cast) return `${ms.id} has already cast this turn (one spell per Magic phase, decision)`;
  return null;
}

/**
 * Checks a cast of `spellId` by model i at model j (RULES.md §12). Magic missile: an enemy in play, not hidden,
 * visible, within range, not in base contact with the caster's side, and the caster not in close combat.
 * Buff: a friend in play (the caster itself too) within range. Errors: ERR_CANNOT_CAST, ERR_UNKNOWN_SPELL,
 * ERR_BAD_ACTION, ERR_NOT_VISIBLE, ERR_IN_COMBAT, ERR_TARGET_ENGAGED, ERR_OUT_OF_RANGE.
 */
export function checkCast(s: GameState, i: number, spellId: string, j: number): Result<Spell> {
  const why = cannotCastReason(s, i);
  if (why !== null) return err('ERR_CANNOT_CAST', why);
  const ms = s.static.models[i]!;
  const ts = s.static.models[j]!;
  const spell = s.static.spells[spellId];
  if (spell === undefined || !ms.spells.includes(spellId))
    return err(
      'ERR_UNKNOWN_SPELL',
      `${ms.id} does not know a spell "${spellId}" (knows ${ms.spells.join(', ')})`,
    );
  if (s.models[j]!.status === 'outOfAction') return err('ERR_BAD_ACTION', `${ts.id} is out of action`);
  const enemy = ts.side !== ms.side;
  if (spell.effect === 'magicMissile') {
    if (!enemy) return err('ERR_BAD_ACTION', `${spellId} targets an enemy; ${ts.id} is a friend`);
    if (s.models[j]!.hidden) return err('ERR_NOT_VISIBLE', `${ts.id} is hidden (§4.3)`);
    if (inCombat(s, i))
      return err('ERR_IN_COMBAT', `${ms.id} is in close combat (decision: no magic missiles)`);
    if (engagedWithSide(s, j, ms.side))
      return err('ERR_TARGET_ENGAGED', `${ts.id} is in close combat with a friend of ${ms.id}`);
  } else if (enemy) return err('ERR_BAD_ACTION', `${spellId} targets a friend; ${ts.id} is an enemy`);
  const d = i === j ? 0 : modelDist(s, i, j);
  if (d > spell.range)
    return err('ERR_OUT_OF_RANGE', `${ts.id} is ${d.toFixed(1)}" away; ${spellId} has range ${spell.range}"`);
  if (spell.effect === 'magicMissile' && !canSee(s, i, j))
    return err('ERR_NOT_VISIBLE', `${ms.id} cannot see ${ts.id} (§5)`);
  return { ok: true, value: spell };
}

/**
 * The models a spell aimed at model j affects (RULES.md §12): j and every model of its side chained to it
 * within 2" — always for spells on enemies (hidden ones and those fighting the caster's side excepted), for
 * friends only with `spellGroups`. Ordered: j first, then by distance from j.
 */
export function spellGroup(s: GameState, caster: number, j: number): number[] {
  const side = s.static.models[j]!.side;
  const enemy = side !== s.static.models[caster]!.side;
  const out = [j];
  if (!enemy && !s.static.options.spellGroups) return out;
  for (let q = 0; q < out.length; q++) {
    const a = out[q]!;
    for (let k = 0; k < s.models.length; k++) {
      const o = s.models[k]!;
      if (out.includes(k) || s.static.models[k]!.side !== side || o.status === 'outOfAction') continue;
      if (enemy && (o.hidden || engagedWithSide(s, k, s.static.models[caster]!.side))) continue;
      if (modelDist(s, a, k) <= SPELL_GROUP_DISTANCE) out.push(k);
    }
  }
  const rest = out.slice(1).sort((a, b) => modelDist(s, j, a) - modelDist(s, j, b));
  return [j, ...rest];
}

/** The number of hits of a magic missile: a number, or a D3 or D6 roll logged as `spellHits` (§12). */
function missileHits(s: GameState, r: Roller, i: number, spell: Spell): number {
  const h = spell.hits ?? 'D6';
  if (typeof h === 'number') return h;
  const face = d6(r);
  const n = h === 'D3' ? Math.ceil(face / 2) : face;
  logRoll(
    r,
    'spellHits',
    '§12',
    s.static.models[i]!.id,
    undefined,
    0,
    face,
    0,
    true,
    n === 1 ? '1 hit' : `${n} hits`,
  );
  return n;
}

/**
 * Resolves a legal cast in place (RULES.md §12): casting reveals a hidden caster (§4.3); 2D6 ≥ the casting
 * value casts it. A magic missile's hits go to the group's models in turn, target first (decision), each
 * rolling To Wound and saves as a shot, with no criticals (decision); a buff marks the group `blessed`.
 * Events: `revealed`, `roll` (casting, spellHits, …), `spellCast`.
 */
export function castSpell(
  s: GameState,
  r: Roller,
  i: number,
  spellId: string,
  spell: Spell,
  j: number,
): void {
  const m = s.models[i]!;
  const id = s.static.models[i]!.id;
  const tid = s.static.models[j]!.id;
  m.cast = true;
  reveal(s, r, i, 'cast');
  const a = d6(r);
  const b = d6(r);
  const ok = a + b >= spell.castingValue;
  logRoll(r, 'casting', '§12', id, tid, spell.castingValue, a, b, ok);
  if (!ok) return;
  const group = spellGroup(s, i, j);
  if (logging(r))
    log(r, {
      kind: 'spellCast',
      model: id,
      spell: spellId,
      target: tid,
      affected: group.map((k) => s.static.models[k]!.id),
    });
  if (spell.effect === 'buff') {
    for (const k of group) s.models[k]!.blessed = true;
  } else {
    const hit: HitProfile = {
      strength: spell.strength ?? DEFAULT_SPELL_STRENGTH,
      saveModifier: spell.saveModifier ?? 0,
      ap: undefined,
      melee: false,
      killingBlow: false,
      source: 'magic',
      noCritical: true,
    };
    const n = missileHits(s, r, i, spell);
    for (let h = 0, k = 0; h < n; k++) {
      if (group.every((g) => s.models[g]!.status === 'outOfAction')) break;
      const t = group[k % group.length]!;
      if (s.models[t]!.status === 'outOfAction') continue;
      resolveHit(s, r, i, t, hit);
      h++;
    }
  }
}

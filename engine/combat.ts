/**
 * Close combat, RULES.md §7.1–§7.6: who fights, Attacks splits, strike order (chargers first then Initiative,
 * or Initiative steps), To Hit by the WS chart, To Wound, saves, criticals, and knocked-down and stunned
 * targets. The whole combat resolves when the phase ends (FORMATS.md §2.1). The basics it shares with squad
 * combat, assaults and fleeing (strike keys, the melee hit profile, whom an attack goes to) are in `melee.ts`.
 */
import { enemiesInContact } from './contact';
import { d6, log, logRoll, type Roller } from './dice';
import {
  attackTarget,
  canFight,
  declaredSplit,
  meleeHit,
  meleeNeed,
  nextStrikeKey,
  strikeKey,
} from './melee';
import { modelIndex, profileOf } from './state';
import { isPoisoned } from './shooting';
import { applyWounds, NO_WOUND, rollSave, rollToWound, takeOutOfAction, type HitProfile } from './wounds';
import { assaultCharacters, assaultRefusal, resolveAssaults } from './assault-combat';
import { resolveSquadCombat } from './squad-combat';
import type { AttackSplit, GameState, Result, RuleError } from './types';

/**
 * The enemies model i may attack (RULES.md §7.1): those in base contact; if any of them is standing, only
 * the standing ones (knocked-down and stunned enemies may not be attacked while a standing one fights it).
 */
export function attackableEnemies(s: GameState, i: number): number[] {
  const all = enemiesInContact(s, i);
  const standing = all.filter((j) => s.models[j]!.status === 'standing');
  return standing.length > 0 ? standing : all;
}

/**
 * Checks a `fight` declaration: the split names enemies model i may attack, with whole non-negative Attacks
 * adding up to its A. Errors: ERR_CANNOT_ACT, ERR_BAD_SPLIT.
 */
export function checkSplit(s: GameState, i: number, split: AttackSplit | undefined): RuleError | null {
  const ms = s.static.models[i]!;
  if (split !== undefined && (typeof split !== 'object' || split === null || Array.isArray(split)))
    return {
      code: 'ERR_BAD_SPLIT',
      message: `a split is an object of enemy ids and Attacks, e.g. { "b1": 2 }; got ${JSON.stringify(split)}`,
    };
  if (!canFight(s, i)) {
    const refusal = assaultRefusal(s, i);
    if (refusal === '')
      return { code: 'ERR_CANNOT_ACT', message: `${ms.id} is not fighting in close combat` };
    if (refusal !== null) return { code: 'ERR_CANNOT_ACT', message: refusal };
    return split === undefined ? null : checkAssaultSplit(s, i, split);
  }
  if (split === undefined) return null;
  const allowed = attackableEnemies(s, i).map((j) => s.static.models[j]!.id);
  let total = 0;
  for (const [id, n] of Object.entries(split)) {
    if (!allowed.includes(id))
      return {
        code: 'ERR_BAD_SPLIT',
        message: `${ms.id} cannot attack ${id}; it may attack ${allowed.join(', ')} (§7.1)`,
      };
    if (!Number.isInteger(n) || n < 0)
      return { code: 'ERR_BAD_SPLIT', message: `attacks on ${id} must be a whole number ≥ 0, got ${n}` };
    total += n;
  }
  if (total !== profileOf(s, i).A)
    return {
      code: 'ERR_BAD_SPLIT',
      message: `${ms.id} has ${profileOf(s, i).A} Attacks but the split gives ${total}`,
    };
  return null;
}

/**
 * Checks an assaulter's split (RULES.md §11): it attacks the enemy party as a whole (an empty split) or directs
 * all its Attacks at one enemy character of the garrison, e.g. `{ b1: 3 }`. Errors: ERR_BAD_SPLIT.
 */
function checkAssaultSplit(s: GameState, i: number, split: AttackSplit): RuleError | null {
  const ms = s.static.models[i]!;
  const allowed = assaultCharacters(s, i).map((j) => s.static.models[j]!.id);
  const a = profileOf(s, i).A;
  const bad = (why: string): RuleError => ({
    code: 'ERR_BAD_SPLIT',
    message: `${why}: in an assault ${ms.id} attacks the enemy party as a whole ({}) or puts all ${a} Attacks on one character of the garrison's party (${allowed.join(', ')}), §11`,
  });
  let named = 0;
  for (const [id, n] of Object.entries(split)) {
    if (!allowed.includes(id)) return bad(`${id} is not a character of the garrison's assault party`);
    if (n !== 0 && n !== a) return bad(`${JSON.stringify(n)} Attacks on ${id}`);
    if (n === a) named++;
  }
  return named > 1 ? bad('more than one character named') : null;
}

/** Records a split for this close combat phase. Errors as `checkSplit`. */
export function declareFight(s: GameState, i: number, split: AttackSplit | undefined): Result<null> {
  const e = checkSplit(s, i, split);
  if (e !== null) return { ok: false, error: e };
  const ms = s.static.models[i]!;
  if (split !== undefined) s.fights[ms.id] = { ...split };
  else delete s.fights[ms.id];
  return { ok: true, value: null };
}

/**
 * Per hit of one roll (§7.1): 1 for a poisoned natural 6 To Hit (wounds automatically, §12), else 0; reused,
 * grown to the largest roll (a typed array with a count, not `length = 0` and `push`, which reallocates).
 */
let hitKinds = new Uint8Array(16);
/** Per wound of one roll: WOUND or CRITICAL (§6.7), in the order of the To Wound dice; reused like `hitKinds`. */
let woundKinds = new Uint8Array(16);

/**
 * `n` Attacks of model i on `planned` (or, when −1 or no longer attackable, on its first target), rolled
 * together (RULES.md §7.1): every To Hit die (automatic hits only if the target is knocked down as i strikes,
 * §7.3), then a To Wound die per hit, then a save per wound, then all unsaved wounds at once (§8: one Injury
 * roll per wound from the one that takes the last Wound on, the worst kept). A stunned target is taken out of
 * action (§7.6) unless i stunned it this phase. Returns false when model i has nobody left to attack.
 */
function attackRoll(
  s: GameState,
  r: Roller,
  i: number,
  planned: number,
  n: number,
  hit: HitProfile,
): boolean {
  const j = attackTarget(s, i, planned);
  if (j < 0) return false;
  if (n === 0) return true;
  const ms = s.static.models[i]!;
  const t = s.models[j]!;
  const tid = s.static.models[j]!.id;
  if (t.status === 'stunned') {
    if (t.downedBy !== i) takeOutOfAction(s, r, j, i);
    return true;
  }
  if (hitKinds.length < n) {
    hitKinds = new Uint8Array(n);
    woundKinds = new Uint8Array(n);
  }
  let hits = 0;
  if (t.status === 'knockedDown') {
    for (let k = 0; k < n; k++) {
      logRoll(r, 'toHit', '§7.3', ms.id, tid, 0, 0, 0, true, 'automatic hit on a knocked-down model');
      hitKinds[hits++] = 0;
    }
  } else {
    const need = meleeNeed(s, i, j);
    const poisoned = isPoisoned(s, i, hit);
    for (let k = 0; k < n; k++) {
      const roll = d6(r);
      const ok = roll >= need;
      logRoll(r, 'toHit', '§7.3', ms.id, tid, need, roll, 0, ok);
      if (ok) hitKinds[hits++] = poisoned && roll === 6 ? 1 : 0;
    }
  }
  let wounds = 0;
  for (let h = 0; h < hits; h++) {
    const kind = rollToWound(s, r, i, j, hit, hitKinds[h] === 1);
    if (kind !== NO_WOUND) woundKinds[wounds++] = kind;
  }
  let unsaved = 0;
  let critical = false;
  for (let k = 0; k < wounds; k++) {
    const w = rollSave(s, r, i, j, hit, woundKinds[k]!);
    unsaved += w;
    if (w > 1) critical = true;
  }
  if (unsaved > 0) applyWounds(s, r, i, j, unsaved, hit, critical);
  return true;
}

/**
 * One attacker's strikes in place (§7.1): its declared split, in the order declared, else all its Attacks on
 * its first enemy by id; each target's Attacks are rolled together (`attackRoll`); Attacks meant for an enemy
 * it may no longer attack go to its first target instead.
 */
function strike(s: GameState, r: Roller, i: number): void {
  const ms = s.static.models[i]!;
  const hit = meleeHit(s, i);
  const split = declaredSplit(s, ms.id);
  if (split === undefined) {
    attackRoll(s, r, i, -1, profileOf(s, i).A, hit);
    return;
  }
  for (const id in split) if (!attackRoll(s, r, i, modelIndex(s, id), split[id]!, hit)) return;
}

const fighters: number[] = [];
const keys: number[] = [];
const step: number[] = [];

/**
 * Resolves every close combat on the table in place (RULES.md §7.1–§7.6): fighters grouped by strike order;
 * a model removed, stunned or knocked down before its step does not strike; models in one step strike
 * simultaneously. In squad play, units fight with wound pools and combat results (squad-combat.ts, §7.7–§7.9).
 * Clears the phase's declarations and per-phase marks afterwards.
 */
export function resolveCloseCombat(s: GameState, r: Roller): void {
  if (s.static.squads) {
    resolveSquadCombat(s, r);
    resolveAssaults(s, r);
  } else resolveSkirmishCombat(s, r);
  s.fights = {};
  for (const m of s.models) {
    m.critThisPhase = false;
    m.downedBy = -1;
    m.diving = false;
  }
}

/** The skirmish combat of `resolveCloseCombat`: each attacker's Attacks at one target rolled together (§7.1–§7.6). */
function resolveSkirmishCombat(s: GameState, r: Roller): void {
  fighters.length = 0;
  keys.length = 0;
  for (let i = 0; i < s.models.length; i++) {
    if (!canFight(s, i)) continue;
    fighters.push(i);
    keys.push(strikeKey(s, i));
  }
  if (fighters.length > 0) {
    if (r.events !== null)
      log(r, { kind: 'combatStarted', models: fighters.map((i) => s.static.models[i]!.id) });
    for (let key = nextStrikeKey(keys, Infinity); key !== -Infinity; key = nextStrikeKey(keys, key)) {
      let count = 0;
      for (let f = 0; f < fighters.length; f++)
        if (keys[f] === key && canFight(s, fighters[f]!)) step[count++] = fighters[f]!;
      for (let c = 0; c < count; c++) strike(s, r, step[c]!);
    }
  }
}

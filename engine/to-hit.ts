/**
 * Missile To Hit, RULES.md §6.3: the needed number after modifiers (cover, long range, moving, large target,
 * `singleTargetPenalty`) and the roll, with the 6-then-follow-up rule for 7–9 and no roll at 10 or more.
 */
import { modelDist } from './contact';
import { d6, logRoll, type Roller } from './dice';
import { coverBetween, coverPiece } from './sight';
import { profileOf } from './state';
import type { GameState, Weapon } from './types';

/** The BS of snap shots (RULES.md §10.3, §10.4). */
export const SNAP_SHOT_BS = 1;

/** Whether a model counts as a large target (RULES.md §6.2): 2" or more wide, or the `large` rule. */
export function isLarge(s: GameState, i: number): boolean {
  const ms = s.static.models[i]!;
  return ms.base * 2 >= 2 || ms.rules.includes('large');
}

/**
 * The modified To Hit number of a shot (RULES.md §6.3): 7 − BS, −1 soft / −2 hard cover (each lowers the
 * chance, so the number rises), +1 to the number at long range, +1 if the shooter moved, −1 against a large
 * target, +1 with `singleTargetPenalty`, −1 for a shooter under a `buff` spell (§12).
 */
export function toHitNumber(s: GameState, shooter: number, target: number, weapon: Weapon): number {
  const cover = coverBetween(s, shooter, target);
  const need = toHitBeforeCover(s, shooter, target, weapon);
  return cover === 'hard' ? need + 2 : cover === 'soft' ? need + 1 : need;
}

/**
 * `toHitNumber` without the cover modifier (RULES.md §6.3): a lower bound of it, since cover only raises the
 * number (all modifiers are whole numbers, so their order does not matter). Cheap: no sight line is looked at.
 */
export function toHitBeforeCover(s: GameState, shooter: number, target: number, weapon: Weapon): number {
  const sm = s.models[shooter]!;
  let need = 7 - (sm.fallingBack || sm.regrouped ? SNAP_SHOT_BS : profileOf(s, shooter).BS);
  if (modelDist(s, shooter, target) > (weapon.range ?? 0) / 2) need += 1;
  if (sm.moved || sm.regrouped) need += 1;
  if (isLarge(s, target)) need -= 1;
  if (s.static.options.singleTargetPenalty) need += 1;
  if (sm.blessed) need -= 1;
  return need;
}

/**
 * One To Hit modifier of a shot and its cause (RULES.md §6.3), e.g. `{ cause: 'cover', label: 'hard', value:
 * -2, piece: 'wall-1' }`. `value` is what it adds to the die roll: −2 for hard cover raises the needed number
 * by 2. `piece` names the terrain piece that gives the cover.
 */
export interface ToHitModifier {
  cause: 'cover' | 'range' | 'moved' | 'large' | 'singleTarget' | 'blessed';
  label: string;
  value: number;
  piece?: string;
}

/** `toHitModifiers`' answer: e.g. `{ base: 4, snap: false, modifiers: [{ cause: 'moved', label: 'moved', value: -1 }] }`. */
export interface ToHitBreakdown {
  /** 7 − BS (BS 1 for a snap shot, §10.3). */
  base: number;
  snap: boolean;
  modifiers: ToHitModifier[];
}

/**
 * The breakdown of `toHitNumber` (RULES.md §6.3, §12): its base (7 − BS, or 7 − 1 for a snap shot) and each
 * modifier with its cause; `base − Σ value` is `toHitNumber`. For the UI: it allocates.
 */
export function toHitModifiers(
  s: GameState,
  shooter: number,
  target: number,
  weapon: Weapon,
): ToHitBreakdown {
  const sm = s.models[shooter]!;
  const snap = sm.fallingBack || sm.regrouped;
  const out: ToHitModifier[] = [];
  const cover = coverBetween(s, shooter, target);
  if (cover !== 'none') {
    const k = coverPiece(s, shooter, target);
    const piece = k >= 0 ? s.static.terrain[k]!.id : undefined;
    out.push({
      cause: 'cover',
      label: cover,
      value: cover === 'hard' ? -2 : -1,
      ...(piece ? { piece } : {}),
    });
  }
  if (modelDist(s, shooter, target) > (weapon.range ?? 0) / 2)
    out.push({ cause: 'range', label: 'long', value: -1 });
  if (sm.moved || sm.regrouped) out.push({ cause: 'moved', label: 'moved', value: -1 });
  if (isLarge(s, target)) out.push({ cause: 'large', label: 'large target', value: 1 });
  if (s.static.options.singleTargetPenalty)
    out.push({ cause: 'singleTarget', label: 'single target', value: -1 });
  if (sm.blessed) out.push({ cause: 'blessed', label: 'blessed', value: 1 });
  return { base: 7 - (snap ? SNAP_SHOT_BS : profileOf(s, shooter).BS), snap, modifiers: out };
}

/**
 * Rolls one To Hit die for a needed number (RULES.md §6.3): ≤1 hits on anything but a 1; 2–6 as rolled;
 * 7/8/9 need a 6 then 4+/5+/6; 10 or more cannot hit. Logs each die. Returns 0 for a miss, else the face of
 * the first die (truthy), so a hit with a natural 6 can be told apart (`poisonedAttacks`, §12). `rule`
 * defaults to §6.3 (magic uses §12).
 */
export function rollToHit(r: Roller, need: number, model: string, target: string, rule = '§6.3'): number {
  if (need >= 10) {
    logRoll(r, 'toHit', rule, model, target, need, 0, 0, false, 'impossible');
    return 0;
  }
  const roll = d6(r);
  if (need <= 6) {
    const ok = roll !== 1 && roll >= need;
    logRoll(r, 'toHit', rule, model, target, need, roll, 0, ok);
    return ok ? roll : 0;
  }
  if (roll !== 6) {
    logRoll(r, 'toHit', rule, model, target, need, roll, 0, false);
    return 0;
  }
  const second = d6(r);
  const ok = second >= need - 3;
  logRoll(r, 'toHit', rule, model, target, need, roll, second, ok);
  return ok ? 7 : 0;
}

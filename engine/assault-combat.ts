/**
 * The fight for a building, RULES.md §11: each side fights with an assault party of up to 10 models
 * (`monstrous` count 3, `monster` 10), its casualties replaced from the unit; Initiative steps as §7.2; To Hit
 * and To Wound against the majority WS and T of the enemy party (§7.3, §7.4); wounds allocated within the
 * enemy party (§7.7) with Look Out, Sir (§7.8); up to half a party (by weight, over the whole fight) may direct
 * its attacks at an enemy character. The result counts wounds only; the loser tests (§10.2): a garrison that
 * fails leaves the building away from the assaulters and falls back, and the assaulters move in; assaulters
 * that fail fall back.
 */
import { meleeToHit, toWound } from './charts';
import { declaredSplit, DIVING_BONUS, meleeHit } from './melee';
import { d6, log, logging, logRoll, type Roller } from './dice';
import { fallBack } from './fall-back';
import { garrison, occupant, placesOutside, ungarrison } from './garrison';
import { closestOnPolygon, dist } from './geometry';
import { moraleTest } from './morale';
import { modelIndex, profileOf } from './state';
import { majorityOf, resolveWoundPool, type WoundPool } from './squad-combat';
import { unitFallingBack, unitInPlay, unitModelsInPlay } from './units';
import type { GameState } from './types';

/** Party size in models of ordinary size (RULES.md §11). */
export const PARTY_SIZE = 10;

/** How much of a party a model takes up (RULES.md §11): 3 for `monstrous`, 10 for `monster`, else 1. */
export function partyWeight(s: GameState, i: number): number {
  const rules = s.static.models[i]!.rules;
  return rules.includes('monster') ? 10 : rules.includes('monstrous') ? 3 : 1;
}

/**
 * How much a model adds to an assault party, for the owner's pick (decision): Attacks × (Strength with its
 * best melee weapon) × WS, e.g. 2 × 4 × 4 = 32 for a veteran with a bonus-free blade.
 */
export function fightingValue(s: GameState, i: number): number {
  const p = profileOf(s, i);
  return p.A * meleeHit(s, i).strength * Math.max(1, p.WS);
}

/**
 * The assault party of unit u (RULES.md §11): its models in play, the best fighters first (`fightingValue`,
 * then scenario order: the owner's pick, decision), while they fit in 10 (a model too big to fit is skipped,
 * but a party always has at least one model). Casualties are replaced by calling this again.
 */
export function assaultParty(s: GameState, u: number): number[] {
  const out: number[] = [];
  let room = PARTY_SIZE;
  const order = unitModelsInPlay(s, u);
  order.sort((a, b) => fightingValue(s, b) - fightingValue(s, a) || a - b);
  for (const i of order) {
    const w = partyWeight(s, i);
    if (w <= room || out.length === 0) {
      out.push(i);
      room -= w;
    }
  }
  return out;
}

/**
 * The enemy characters model i may direct its attacks at in an assault (RULES.md §11: up to half a party may
 * attack an enemy character): the standing characters of the garrison's assault party, e.g. `[4]` for its
 * sergeant; [] when i may not (`assaultRefusal`). Its `fight` split names one of them with all its Attacks
 * (`combat.ts` `checkSplit`); in the fight, declarations count in strike order until half the party's weight
 * has directed its attacks, and the rest attack the party.
 */
export function assaultCharacters(s: GameState, i: number): number[] {
  if (assaultRefusal(s, i) !== null) return [];
  return partyCharacters(s, occupant(s, s.assaults.indexOf(s.static.models[i]!.unitIndex)));
}

/** The standing characters of unit g's assault party (RULES.md §11), e.g. `[4]` for a garrison's sergeant. */
function partyCharacters(s: GameState, g: number): number[] {
  return assaultParty(s, g).filter(
    (j) => s.models[j]!.status === 'standing' && s.static.models[j]!.rules.includes('character'),
  );
}

/**
 * Why model i of a unit assaulting a building this turn may not direct its attacks (RULES.md §11), e.g. `'r2 is
 * knocked down'`; null when it may, or '' when its unit assaults no building (then it is not an assaulter).
 */
export function assaultRefusal(s: GameState, i: number): string | null {
  const u = s.static.models[i]!.unitIndex;
  const k = s.assaults.indexOf(u);
  const g = k < 0 ? -1 : occupant(s, k);
  if (g < 0) return '';
  const m = s.models[i]!;
  const id = s.static.models[i]!.id;
  const where = s.static.terrain[k]!.id;
  if (unitFallingBack(s, u))
    return `${id}'s unit is falling back and breaks off its assault on ${where} (§10.2, §11)`;
  if (m.status !== 'standing')
    return `${id} is ${m.status === 'knockedDown' ? 'knocked down' : m.status} (§8)`;
  if (m.fleeing) return `${id} is fleeing (§9.5)`;
  if (partyCharacters(s, g).length === 0)
    return `${id} fights in the assault on ${where} with its party; a fight declaration directs Attacks at an enemy character, and the garrison's party has none standing (§11)`;
  return null;
}

/** The enemy character model i declared its attacks at (`fight` split), if any and if still in `party`. */
function declaredCharacter(s: GameState, i: number, party: number[]): number {
  const split = declaredSplit(s, s.static.models[i]!.id);
  if (split === undefined) return -1;
  for (const id in split) {
    const j = modelIndex(s, id);
    if (j >= 0 && party.includes(j) && s.static.models[j]!.rules.includes('character') && split[id]! > 0)
      return j;
  }
  return -1;
}

/** One party model's attacks at the enemy party; wounds join `pools` (per target unit and hit profile). */
function strikeParty(
  s: GameState,
  r: Roller,
  i: number,
  enemy: number[],
  pools: WoundPool[],
  atCharacter: number,
): void {
  const ms = s.static.models[i]!;
  const m = s.models[i]!;
  const hit = meleeHit(s, i);
  const ws = majorityOf(s, enemy, 'WS');
  const tough = majorityOf(s, enemy, 'T');
  const v = s.static.models[enemy[0]!]!.unitIndex;
  const tid = s.static.models[atCharacter >= 0 ? atCharacter : enemy[0]!]!.id;
  const note = atCharacter >= 0 ? 'assault party, directed at the character' : 'assault party';
  for (let a = 0; a < profileOf(s, i).A; a++) {
    let need = meleeToHit(profileOf(s, i).WS, ws);
    if (m.diving) need -= DIVING_BONUS;
    if (m.blessed) need -= 1;
    need = Math.max(2, need);
    const roll = d6(r);
    logRoll(r, 'toHit', '§11', ms.id, tid, need, roll, 0, roll >= need, note);
    if (roll < need) continue;
    const wNeed = toWound(hit.strength, tough);
    if (wNeed === null) {
      logRoll(r, 'toWound', '§11', ms.id, tid, 7, 0, 0, false, 'cannot wound');
      continue;
    }
    const w = d6(r);
    logRoll(r, 'toWound', '§11', ms.id, tid, wNeed, w, 0, w >= wNeed);
    if (w < wNeed) continue;
    let p = pools.find(
      (q) =>
        q.unit === v &&
        q.forced === atCharacter &&
        q.hit.strength === hit.strength &&
        q.hit.ap === hit.ap &&
        q.hit.saveModifier === hit.saveModifier &&
        q.hit.killingBlow === hit.killingBlow,
    );
    if (p === undefined) {
      p = {
        unit: v,
        hit,
        noArmour: false,
        wounds: 0,
        attackers: [],
        sources: [],
        forced: atCharacter,
        among: enemy,
      };
      pools.push(p);
    }
    p.wounds += 1;
    p.sources.push(i);
    if (!p.attackers.includes(i)) p.attackers.push(i);
  }
}

/** The party weight of a party (RULES.md §11), e.g. 10 for ten ordinary models. */
function partyWeightOf(s: GameState, party: readonly number[]): number {
  let w = 0;
  for (const i of party) w += partyWeight(s, i);
  return w;
}

/** Each side's assault party, in order [assaulters, garrison]. */
function parties(s: GameState, a: number, g: number): [number[], number[]] {
  return [assaultParty(s, a), assaultParty(s, g)];
}

/**
 * Fights one assault (RULES.md §11) and returns the unsaved wounds each side inflicted, `[assaulters,
 * garrison]`. Parties are picked anew at each Initiative step (casualties replaced); a model strikes at most once.
 */
function fightAssault(s: GameState, r: Roller, a: number, g: number, building: number): [number, number] {
  const struck = new Set<number>();
  const inflicted: [number, number] = [0, 0];
  const [pa, pg] = parties(s, a, g);
  if (logging(r)) {
    const bid = s.static.terrain[building]!.id;
    for (const [u, p] of [
      [a, pa],
      [g, pg],
    ] as const)
      log(r, {
        kind: 'assaultParty',
        unit: s.static.units[u]!.id,
        building: bid,
        models: p.map((i) => s.static.models[i]!.id),
      });
  }
  // Up to half of each party (by party weight, §11) may direct its attacks at a character, the first to strike.
  const allowance = [Math.floor(partyWeightOf(s, pa) / 2), Math.floor(partyWeightOf(s, pg) / 2)];
  const directed = [0, 0];
  for (let step = 10; step >= 0; step--) {
    const [partyA, partyG] = parties(s, a, g);
    if (partyA.length === 0 || partyG.length === 0) break;
    const pools: WoundPool[] = [];
    for (const [side, mine, theirs] of [
      [0, partyA, partyG],
      [1, partyG, partyA],
    ] as const) {
      for (const i of mine) {
        if (struck.has(i) || Math.max(0, profileOf(s, i).I) !== step) continue;
        struck.add(i);
        let c = declaredCharacter(s, i, theirs);
        if (c >= 0 && directed[side]! + partyWeight(s, i) > allowance[side]!) c = -1;
        if (c >= 0) directed[side]! += partyWeight(s, i);
        strikeParty(s, r, i, theirs, pools, c);
      }
    }
    for (const p of pools) {
      const n = resolveWoundPool(s, r, p);
      inflicted[s.static.units[p.unit]!.side === s.static.units[a]!.side ? 1 : 0] += n;
    }
  }
  return inflicted;
}

/** The garrison steps out on the side of its building away from the assaulters, then falls back (§11, §10.3). */
function evict(s: GameState, r: Roller, g: number, a: number, building: number): void {
  const t = s.static.terrain[building]!;
  let ax = 0;
  let ay = 0;
  const as = unitModelsInPlay(s, a);
  for (const i of as) {
    ax += s.models[i]!.x / as.length;
    ay += s.models[i]!.y / as.length;
  }
  let cx = 0;
  let cy = 0;
  for (const [x, y] of t.polygon) {
    cx += x / t.polygon.length;
    cy += y / t.polygon.length;
  }
  const d = dist(ax, ay, cx, cy) || 1;
  const far = closestOnPolygon(cx + ((cx - ax) / d) * 100, cy + ((cy - ay) / d) * 100, t.polygon);
  const spots = placesOutside(
    s,
    g,
    building,
    far[0] + ((cx - ax) / d) * 1.2,
    far[1] + ((cy - ay) / d) * 1.2,
    6,
  );
  if (spots !== null) ungarrison(s, r, g, spots);
  fallBack(s, r, g, [a]);
}

/**
 * Resolves every assault of this turn (RULES.md §11) in building order: an assaulting unit that is falling back
 * (it failed a Morale test after the garrison stood and shot) breaks off (event `assaultFailed`); otherwise the
 * fight, the result by wounds only (event `combatResult`), the loser's Morale test at −1 per wound of difference; a broken garrison leaves and
 * falls back and the assaulters move in if they fit; a garrison wiped out lets them in too.
 */
export function resolveAssaults(s: GameState, r: Roller): void {
  for (let k = 0; k < s.assaults.length; k++) {
    const a = s.assaults[k]!;
    const g = occupant(s, k);
    if (a < 0 || g < 0 || unitInPlay(s, a) === 0) continue;
    if (unitFallingBack(s, a)) {
      const reason = 'it is falling back and breaks off the assault (§10.2, §11)';
      if (logging(r))
        log(r, {
          kind: 'assaultFailed',
          unit: s.static.units[a]!.id,
          building: s.static.terrain[k]!.id,
          reason,
        });
      continue;
    }
    const [wa, wg] = fightAssault(s, r, a, g, k);
    const sideA = s.static.units[a]!.side;
    const aliveA = unitInPlay(s, a) > 0;
    const aliveG = unitInPlay(s, g) > 0;
    const winner = aliveA && !aliveG ? a : aliveG && !aliveA ? g : wa > wg ? a : wg > wa ? g : -1;
    const reason = aliveA !== aliveG ? 'wipedOut' : winner < 0 ? 'draw' : 'wounds';
    if (logging(r))
      log(r, {
        kind: 'combatResult',
        units: [s.static.units[a]!.id, s.static.units[g]!.id],
        wounds: { [s.static.sides[sideA]!.id]: wa, [s.static.sides[1 - sideA]!.id]: wg },
        winner: winner < 0 ? null : s.static.sides[s.static.units[winner]!.side]!.id,
        reason,
      });
    const diff = Math.abs(wa - wg);
    if (winner === a && aliveG && s.static.options.morale && !moraleTest(s, r, g, -diff, '§11', false))
      evict(s, r, g, a, k);
    if (winner === g && aliveA && s.static.options.morale) moraleTest(s, r, a, -diff, '§11');
    const capacity = s.static.terrain[k]!.capacity ?? 0;
    if (unitInPlay(s, a) > 0 && occupant(s, k) < 0 && unitInPlay(s, a) <= capacity && winner === a)
      garrison(s, r, a, k);
  }
  s.assaults.fill(-1);
}

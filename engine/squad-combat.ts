/**
 * Close combat in squad play, RULES.md §7.2–§7.9: Initiative steps with dead-before-striking, To Hit against
 * the majority WS and To Wound against the majority Toughness of the engaged models of the target unit, wound
 * pools per step allocated to models in base contact then the closest (staying on a wounded model), Look Out,
 * Sir for characters, saves with AP and invulnerable saves, then the combat result of each combat and the
 * loser's Morale test.
 */
import { meleeToHit, toWound } from './charts';
import {
  attackTarget,
  canFight,
  declaredSplit,
  DIVING_BONUS,
  meleeHit,
  nextStrikeKey,
  strikeKey,
} from './melee';
import { basesTouch, enemiesInContact, inCombat, modelDist } from './contact';
import { d6, log, logging, logRoll, type Roller } from './dice';
import { moraleTest } from './morale';
import { modelIndex, profileOf } from './state';
import { applyWounds, saveFor, type HitProfile } from './wounds';
import { unitInPlay, unitModelsInPlay } from './units';
import type { GameState, Profile } from './types';

/** Look Out, Sir: another model of the unit within this many inches may take the wound (RULES.md §7.8). */
export const LOOK_OUT_SIR_RANGE = 6;
/** Look Out, Sir succeeds on this D6 face or more (RULES.md §7.8). */
export const LOOK_OUT_SIR_NEED = 4;
const EPS = 1e-9;

/**
 * Wounds of one Initiative step against one unit with one hit profile (RULES.md §7.7), e.g. `{ unit: 2, hit,
 * noArmour: false, wounds: 3, attackers: [0, 1], sources: [0, 1, 1], forced: -1 }`.
 */
export interface WoundPool {
  unit: number;
  hit: HitProfile;
  /** Wounds that need no armour save (criticals) are a separate group (§7.7). */
  noArmour: boolean;
  wounds: number;
  attackers: number[];
  /** The attacker of each wound, in order (for the events' `by`). */
  sources: number[];
  /** A character the attacks were directed at (assault parties, §11), else −1. */
  forced: number;
  /** The models wounds may go to (an assault party, §11); all the unit's models when absent. */
  among?: number[];
}

const counts = new Int32Array(16);
const engaged: number[] = [];

/**
 * The majority value of a characteristic among `models` (RULES.md §7.3, §7.4): the value held by most of them,
 * ties to the highest. Example: WS 3, 3, 4, 4 → 4.
 */
export function majorityOf(s: GameState, models: readonly number[], key: 'WS' | 'T'): number {
  counts.fill(0);
  for (const i of models) counts[Math.min(15, Math.max(0, profileOf(s, i)[key as keyof Profile]))]! += 1;
  let best = 0;
  for (let v = 1; v < counts.length; v++) if (counts[v]! >= counts[best]!) best = v;
  return best;
}

/**
 * The majority value of a characteristic among the engaged models of unit u (RULES.md §7.3, §7.4): those in
 * base contact with an enemy, or all its models in play when none is engaged (`majorityOf`).
 */
export function majority(s: GameState, u: number, key: 'WS' | 'T'): number {
  engaged.length = 0;
  const models = unitModelsInPlay(s, u);
  for (const i of models) if (inCombat(s, i)) engaged.push(i);
  return majorityOf(s, engaged.length > 0 ? engaged : models, key);
}

/** The unit a pool for this hit goes into, found or added. */
function poolFor(pools: WoundPool[], unit: number, hit: HitProfile, noArmour: boolean): WoundPool {
  for (const p of pools)
    if (
      p.unit === unit &&
      p.noArmour === noArmour &&
      p.hit.strength === hit.strength &&
      p.hit.ap === hit.ap &&
      p.hit.saveModifier === hit.saveModifier &&
      p.hit.killingBlow === hit.killingBlow
    )
      return p;
  const p: WoundPool = { unit, hit, noArmour, wounds: 0, attackers: [], sources: [], forced: -1 };
  pools.push(p);
  return p;
}

/**
 * One attacker's Attacks at an Initiative step (RULES.md §7.3, §7.4): each at its declared or first target's
 * unit, To Hit by its WS against the unit's majority WS, To Wound by its Strength against the majority T;
 * wounds go into the step's pools.
 */
function strikeUnit(s: GameState, r: Roller, i: number, pools: WoundPool[]): void {
  const ms = s.static.models[i]!;
  const m = s.models[i]!;
  const hit = meleeHit(s, i);
  const split = declaredSplit(s, ms.id);
  const plan: [number, number][] =
    split === undefined
      ? [[-1, profileOf(s, i).A]]
      : Object.entries(split).map(([id, n]) => [modelIndex(s, id), n] as [number, number]);
  for (const [planned, n] of plan)
    for (let k = 0; k < n; k++) {
      const j = attackTarget(s, i, planned);
      if (j < 0) return;
      const v = s.static.models[j]!.unitIndex;
      const tid = s.static.models[j]!.id;
      let need = meleeToHit(profileOf(s, i).WS, majority(s, v, 'WS'));
      if (m.diving) need -= DIVING_BONUS;
      if (m.blessed) need -= 1;
      need = Math.max(2, need);
      const roll = d6(r);
      logRoll(r, 'toHit', '§7.3', ms.id, tid, need, roll, 0, roll >= need);
      if (roll < need) continue;
      const wNeed = toWound(hit.strength, majority(s, v, 'T'));
      if (wNeed === null) {
        logRoll(r, 'toWound', '§7.4', ms.id, tid, 7, 0, 0, false, 'cannot wound');
        continue;
      }
      const w = d6(r);
      let critical = s.static.options.criticals && w === 6 && wNeed < 6 && !m.critThisPhase;
      if (critical) m.critThisPhase = true;
      else critical = false;
      logRoll(
        r,
        'toWound',
        critical ? '§6.7' : '§7.4',
        ms.id,
        tid,
        wNeed,
        w,
        0,
        w >= wNeed,
        critical ? 'critical' : undefined,
      );
      if (w < wNeed) continue;
      const p = poolFor(pools, v, hit, critical);
      p.wounds += critical ? 2 : 1;
      p.sources.push(i);
      if (critical) p.sources.push(i);
      if (!p.attackers.includes(i)) p.attackers.push(i);
    }
}

/** Whether model a is a better pick than model b for the defending player (decision: cheapest, then id order). */
function cheaper(s: GameState, a: number, b: number): boolean {
  const pa = s.static.models[a]!;
  const pb = s.static.models[b]!;
  const ca = pa.rules.includes('character') ? 1 : 0;
  const cb = pb.rules.includes('character') ? 1 : 0;
  if (ca !== cb) return ca < cb;
  if (pa.points !== pb.points) return pa.points < pb.points;
  return a < b;
}

/**
 * The model of the pool's unit a new wound is allocated to (RULES.md §7.7): one in base contact with an
 * attacker of the step, else the closest to one; among ties the defending player's pick, played as the
 * cheapest non-character (decision); in an assault party (§11) only that pick counts. −1 when the unit has no
 * models left.
 */
function allocate(s: GameState, p: WoundPool): { model: number; reason: 'contact' | 'closest' | 'party' } {
  let best = -1;
  let contact = false;
  let bestD = Infinity;
  for (const t of p.among ?? s.static.units[p.unit]!.models) {
    if (s.models[t]!.status === 'outOfAction') continue;
    let touch = false;
    let d = Infinity;
    if (p.among !== undefined) d = 0;
    else
      for (const a of p.attackers) {
        if (basesTouch(s, a, t)) touch = true;
        d = Math.min(d, modelDist(s, a, t));
      }
    const better =
      best < 0 ||
      (touch && !contact) ||
      (touch === contact &&
        (contact ? cheaper(s, t, best) : d < bestD - EPS || (d <= bestD + EPS && cheaper(s, t, best))));
    if (better) {
      best = t;
      contact = touch;
      bestD = d;
    }
  }
  return { model: best, reason: p.among !== undefined ? 'party' : contact ? 'contact' : 'closest' };
}

/**
 * Look Out, Sir (RULES.md §7.8): a wound allocated to a character with another model of its unit within 6"
 * moves to that model on a D6 of 4+ (its player picks: the cheapest non-character, then the closest). One
 * attempt per wound. Returns the model that takes the wound.
 */
function lookOutSir(s: GameState, r: Roller, t: number, by: string): number {
  if (!s.static.models[t]!.rules.includes('character')) return t;
  let other = -1;
  for (const k of s.static.units[s.static.models[t]!.unitIndex]!.models) {
    if (k === t || s.models[k]!.status === 'outOfAction' || modelDist(s, k, t) > LOOK_OUT_SIR_RANGE + EPS)
      continue;
    if (other < 0 || cheaper(s, k, other)) other = k;
  }
  if (other < 0) return t;
  const roll = d6(r);
  const ok = roll >= LOOK_OUT_SIR_NEED;
  const tid = s.static.models[t]!.id;
  const oid = s.static.models[other]!.id;
  logRoll(
    r,
    'lookOutSir',
    '§7.8',
    tid,
    by,
    LOOK_OUT_SIR_NEED,
    roll,
    0,
    ok,
    ok ? `the wound goes to ${oid}` : 'the character takes it',
  );
  return ok ? other : t;
}

/**
 * Allocates, saves and applies one pool's wounds (RULES.md §7.7, §7.8, §6.6): a wounded model takes the next
 * wound until it is removed; each wound on a character may be passed on by Look Out, Sir; wounds directed at
 * a character (`forced`, §11) go to it while it stands. Returns the unsaved wounds.
 */
export function resolveWoundPool(s: GameState, r: Roller, p: WoundPool): number {
  let sticky = -1;
  let unsaved = 0;
  const uid = s.static.units[p.unit]!.id;
  for (let w = 0; w < p.wounds; w++) {
    if (unitInPlay(s, p.unit) === 0) break;
    const attacker = p.sources[w] ?? p.attackers[0]!;
    const by = s.static.models[attacker]!.id;
    let reason: 'contact' | 'closest' | 'party' | 'character' | 'wounded' | 'lookOutSir';
    if (p.forced >= 0 && s.models[p.forced]!.status !== 'outOfAction') {
      sticky = p.forced;
      reason = 'character';
    } else if (sticky >= 0 && s.models[sticky]!.status !== 'outOfAction') reason = 'wounded';
    else {
      const a = allocate(s, p);
      sticky = a.model;
      reason = a.reason;
    }
    const t = lookOutSir(s, r, sticky, by);
    if (logging(r)) {
      const e: Extract<import('./types').GameEvent, { kind: 'woundAllocated' }> = {
        kind: 'woundAllocated',
        model: s.static.models[t]!.id,
        unit: uid,
        reason: t === sticky ? reason : 'lookOutSir',
      };
      if (t !== sticky) e.from = s.static.models[sticky]!.id;
      log(r, e);
    }
    const save = saveFor(s, t, p.hit, p.noArmour);
    if (save !== null) {
      const sv = d6(r);
      const saved = sv !== 1 && sv >= save.need;
      logRoll(
        r,
        save.invulnerable ? 'invulnerableSave' : 'armourSave',
        '§6.6',
        s.static.models[t]!.id,
        by,
        save.need,
        sv,
        0,
        saved,
      );
      if (saved) continue;
    }
    applyWounds(s, r, attacker, t, 1, p.hit);
    unsaved += 1;
  }
  return unsaved;
}

/** Union-find root of unit u. */
function root(parent: number[], u: number): number {
  while (parent[u] !== u) u = parent[u]!;
  return u;
}

/**
 * The combats on the table: units joined when any of their models are in base contact (RULES.md §7.9).
 * Returns, for each unit, the index of its combat's root unit, or −1 when it is not fighting.
 */
function combatsOf(s: GameState): number[] {
  const n = s.static.units.length;
  const parent = Array.from({ length: n }, (_, u) => u);
  const fighting = new Array<boolean>(n).fill(false);
  for (let i = 0; i < s.models.length; i++)
    for (const j of enemiesInContact(s, i)) {
      const a = root(parent, s.static.models[i]!.unitIndex);
      const b = root(parent, s.static.models[j]!.unitIndex);
      parent[a] = b;
      fighting[s.static.models[i]!.unitIndex] = true;
    }
  return parent.map((_, u) => (fighting[u] ? root(parent, u) : -1));
}

/**
 * The combat result of each combat (RULES.md §7.9): the side that inflicted more unsaved wounds wins, equal is
 * a draw, and a side that destroyed all its enemies wins regardless; with `morale` on, each losing unit still
 * in play takes a Morale test at −1 per wound of difference (§10.2); falling back, it may pass through every
 * enemy unit of that combat (§10.3). Event: `combatResult`.
 */
function combatResults(s: GameState, r: Roller, combat: number[], inflicted: number[]): void {
  const seen: number[] = [];
  for (let u = 0; u < combat.length; u++) {
    const c = combat[u]!;
    if (c < 0 || seen.includes(c)) continue;
    seen.push(c);
    const units = combat.flatMap((cc, v) => (cc === c ? [v] : []));
    const alive = [false, false];
    for (const v of units) if (unitInPlay(s, v) > 0) alive[s.static.units[v]!.side] = true;
    const w0 = inflicted[2 * c]!;
    const w1 = inflicted[2 * c + 1]!;
    let winner: number;
    let reason: 'wounds' | 'draw' | 'wipedOut';
    if (alive[0] !== alive[1]) {
      winner = alive[0] ? 0 : 1;
      reason = 'wipedOut';
    } else {
      winner = w0 > w1 ? 0 : w1 > w0 ? 1 : -1;
      reason = winner < 0 ? 'draw' : 'wounds';
    }
    if (logging(r))
      log(r, {
        kind: 'combatResult',
        units: units.map((v) => s.static.units[v]!.id),
        wounds: { [s.static.sides[0].id]: w0, [s.static.sides[1].id]: w1 },
        winner: winner < 0 ? null : s.static.sides[winner]!.id,
        reason,
      });
    if (winner < 0 || reason === 'wipedOut' || !s.static.options.morale) continue;
    const diff = Math.abs(w0 - w1);
    const foes = units.filter((v) => s.static.units[v]!.side === winner);
    for (const v of units)
      if (s.static.units[v]!.side !== winner && unitInPlay(s, v) > 0)
        moraleTest(s, r, v, -diff, '§7.9', true, foes);
  }
}

/**
 * Resolves every close combat on the table in squad play (RULES.md §7.2–§7.9): strike steps from the highest
 * Initiative down (models that stood up last); at each step every model still fighting strikes, then the
 * step's wound pools are allocated and saved, so models of one step strike simultaneously; then combat
 * results and Morale tests.
 */
export function resolveSquadCombat(s: GameState, r: Roller): void {
  const fighters: number[] = [];
  const keys: number[] = [];
  for (let i = 0; i < s.models.length; i++)
    if (canFight(s, i)) {
      fighters.push(i);
      keys.push(strikeKey(s, i));
    }
  if (fighters.length === 0) return;
  if (logging(r)) log(r, { kind: 'combatStarted', models: fighters.map((i) => s.static.models[i]!.id) });
  const combat = combatsOf(s);
  const inflicted = new Array<number>(2 * combat.length).fill(0);
  for (let key = nextStrikeKey(keys, Infinity); key !== -Infinity; key = nextStrikeKey(keys, key)) {
    const pools: WoundPool[] = [];
    for (let f = 0; f < fighters.length; f++)
      if (keys[f] === key && canFight(s, fighters[f]!)) strikeUnit(s, r, fighters[f]!, pools);
    for (const p of pools) {
      const n = resolveWoundPool(s, r, p);
      const c = combat[p.unit]!;
      if (c >= 0) inflicted[2 * c + (1 - s.static.units[p.unit]!.side)]! += n;
    }
  }
  if (s.static.options.combatResult === 'unsavedWounds') combatResults(s, r, combat, inflicted);
}

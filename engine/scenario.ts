/**
 * From a scenario document (FORMATS.md §1) to a game state and back. `createGame` expects a document that
 * passed the schema (`formats/validate.ts`); it still refuses what would break the engine, with a coded error.
 */
import { restoreRng, seedRng } from './dice';
import { resolveOptions } from './options';
import {
  SCENARIO_FORMAT,
  type ScenarioDocument,
  type ScenarioModel,
  type ScenarioSide,
} from './scenario-types';
import { fightProblems, fightStateProblem } from './fight-checks';
import { squadDocumentProblems } from './scenario-checks';
import { copyProfile, copyRecord, copySpell, copyTerrain, copyWeapon } from './static-copies';
import { startPhase, startTurn } from './turn';
import { buildUnits, noteUnitStart } from './units';
import {
  PHASES,
  type DeploymentZone,
  type GameEvent,
  type GameState,
  type GameStatic,
  type ModelState,
  type ModelStatic,
  type Profile,
  type Result,
  type SideStatic,
} from './types';

/** Default base radius in inches (25 mm), FORMATS.md §1. */
export const DEFAULT_BASE = 0.5;
/** Default number of game turns when a scenario gives none. */
export const DEFAULT_MAX_TURNS = 8;

function modelState(m: ScenarioModel): ModelState {
  return {
    x: m.at[0],
    y: m.at[1],
    z: m.at[2] ?? 0,
    wounds: m.wounds ?? m.profile.W,
    status: m.status ?? 'standing',
    hidden: m.hidden ?? false,
    fleeing: m.fleeing ?? false,
    fallingBack: m.fallingBack ?? false,
    charged: m.charged ?? false,
    ran: m.ran ?? false,
    moved: m.moved ?? false,
    shot: m.shot ?? false,
    failedCharge: m.failedCharge ?? false,
    rallied: m.rallied ?? false,
    stoodUp: m.stoodUp ?? false,
    critThisPhase: m.critThisPhase ?? false,
    injuryThisTurn: m.injuryThisTurn ?? 0,
    chargeBlocked: m.chargeBlocked ?? false,
    downedBy: -1,
    fell: m.fell ?? false,
    diving: m.diving ?? false,
    blessed: m.blessed ?? false,
    cast: m.cast ?? false,
    panicCause: m.panicTested === true ? -2 : -1,
    dismounted: m.dismounted ?? false,
    regrouped: m.regrouped ?? false,
    building: -1,
  };
}

/** Default changes of a mounted model's foot version (`mountedInjuries`, RULES.md §12): it walks 4". */
export const DEFAULT_FOOT: Partial<Profile> = { M: 4 };

function modelStatic(m: ScenarioModel, side: number): ModelStatic {
  return {
    id: m.id,
    name: m.name ?? m.id,
    side,
    unit: m.unit ?? m.id,
    profile: copyProfile(m.profile),
    save: m.save ?? 7,
    invulnerable: m.invulnerable ?? 7,
    base: m.base ?? DEFAULT_BASE,
    weapons: [...(m.weapons ?? [])],
    rules: [...(m.rules ?? [])],
    points: m.points ?? 0,
    spells: [...(m.spells ?? [])],
    unitIndex: -1,
    footProfile: copyProfile({ ...m.profile, ...(m.foot ?? DEFAULT_FOOT) }),
  };
}

/**
 * Builds a game from a scenario document and runs the phase's automatic start steps unless `phaseStarted`
 * (FORMATS.md §2.1). Example: `createGame(doc)` → `{ ok: true, value: { state, events: [{ kind: 'turnStarted', … }] } }`.
 * Errors: ERR_INVALID_SCENARIO naming the field (wrong format, unknown side, not two sides, unknown weapon).
 */
export function createGame(doc: ScenarioDocument): Result<{ state: GameState; events: GameEvent[] }> {
  const bad = (message: string): { ok: false; error: { code: 'ERR_INVALID_SCENARIO'; message: string } } => ({
    ok: false,
    error: { code: 'ERR_INVALID_SCENARIO', message },
  });
  if (doc === null || typeof doc !== 'object') return bad('a scenario must be a JSON object');
  if (doc.format !== SCENARIO_FORMAT)
    return bad(`format: expected "${SCENARIO_FORMAT}", got ${JSON.stringify(doc.format)}`);
  if (!Array.isArray(doc.sides) || doc.sides.length !== 2) return bad('sides: expected exactly two sides');
  const weapons = doc.weapons ?? {};
  const spells = doc.spells ?? {};
  const models: ModelStatic[] = [];
  const states: ModelState[] = [];
  const sides = doc.sides.map((side: ScenarioSide, k) => {
    const idx: number[] = [];
    for (const m of side.models) {
      for (const w of m.weapons ?? [])
        if (weapons[w] === undefined) return bad(`model ${m.id}: unknown weapon "${w}"`);
      for (const sp of m.spells ?? [])
        if (spells[sp] === undefined) return bad(`model ${m.id}: unknown spell "${sp}"`);
      idx.push(models.length);
      models.push(modelStatic(m, k));
      states.push(modelState(m));
    }
    const out: SideStatic = {
      id: side.id,
      name: side.name ?? side.id,
      edge: side.edge ?? (k === 0 ? 'south' : 'north'),
      models: idx,
    };
    if (side.deploymentZone !== undefined) out.zone = copyZone(side.deploymentZone);
    return out;
  });
  for (const sd of sides) if ('ok' in sd) return sd;
  doc.sides.forEach((side) =>
    side.models.forEach((m) => {
      const self = states[models.findIndex((ms) => ms.id === m.id)]!;
      if (m.downedBy !== undefined) self.downedBy = models.findIndex((ms) => ms.id === m.downedBy);
      if (m.panicFrom !== undefined) self.panicCause = models.findIndex((ms) => ms.id === m.panicFrom);
    }),
  );
  const sideIds = doc.sides.map((sd) => sd.id);
  const sideIndex = (id: string | undefined, field: string): number | string => {
    if (id === undefined) return 0;
    const k = sideIds.indexOf(id);
    return k < 0 ? `${field}: "${id}" is not a side id (expected one of ${sideIds.join(', ')})` : k;
  };
  const active = sideIndex(doc.activeSide, 'activeSide');
  if (typeof active === 'string') return bad(active);
  const first = doc.firstSide === undefined ? active : sideIndex(doc.firstSide, 'firstSide');
  if (typeof first === 'string') return bad(first);
  const units = buildUnits(models);
  if (typeof units === 'string') return bad(units);
  const problems = [...squadDocumentProblems(doc), ...fightProblems(doc)];
  if (problems.length > 0) return bad(`${problems[0]!.path}: ${problems[0]!.message}`);
  const terrain = doc.terrain ?? [];
  const terrainIndex = (id: string): number => terrain.findIndex((tr) => tr.id === id);
  const objectives: GameStatic['objectives'] = (doc.objectives ?? []).map((o) => ({
    terrain: terrainIndex(o.terrain),
    points: o.points,
  }));
  for (const side of doc.sides)
    for (const m of side.models)
      if (m.building !== undefined)
        states[models.findIndex((ms) => ms.id === m.id)]!.building = terrainIndex(m.building);
  const phase = doc.phase ?? 'recovery';
  if (!PHASES.includes(phase)) return bad(`phase: expected one of ${PHASES.join(', ')}`);
  if (doc.turn === 0) {
    const deploying = deploymentProblem(doc);
    if (deploying !== null) return bad(deploying);
  }
  const st: GameStatic = {
    name: doc.name ?? 'Untitled scenario',
    preset: doc.ruleset?.preset ?? 'warhammer-skirmish',
    options: resolveOptions(doc.ruleset?.preset ?? 'warhammer-skirmish', doc.ruleset?.options),
    table: { width: doc.table.width, depth: doc.table.depth },
    terrain: terrain.map(copyTerrain),
    weapons: copyRecord(weapons, copyWeapon),
    spells: copyRecord(spells, copySpell),
    sides: sides as GameStatic['sides'],
    models,
    units,
    objectives,
    squads: (doc.ruleset?.preset ?? 'warhammer-skirmish') === 'squad-assault',
    maxTurns: doc.maxTurns ?? DEFAULT_MAX_TURNS,
    firstSide: first,
  };
  const seed = doc.seed ?? 'skirmisher';
  const state: GameState = {
    static: st,
    turn: doc.turn ?? 1,
    activeSide: active,
    phase,
    phaseStarted: doc.phaseStarted ?? false,
    movementStep: doc.movementStep ?? 'charges',
    models: states,
    unitStart: [],
    assaults: terrain.map(() => -1),
    fights: structuredCloneFights(doc.fights),
    rng: doc.rng !== undefined ? { ...doc.rng } : seedRng(seed),
    seed,
    dice: [...(doc.dice ?? [])],
    result: doc.result === undefined ? null : { ...doc.result },
  };
  if (st.options.morale) noteUnitStart(state);
  for (const id in doc.unitStart ?? {}) {
    const u = units.findIndex((un) => un.id === id);
    if (u < 0) return bad(`unitStart.${id}: no unit "${id}"`);
    state.unitStart[u] = doc.unitStart![id]!;
  }
  for (const id in doc.assaults ?? {})
    state.assaults[terrainIndex(id)] = units.findIndex((un) => un.id === doc.assaults![id]);
  const split = fightStateProblem(state);
  if (split !== null) return bad(split);
  const events: GameEvent[] = [];
  if (!state.phaseStarted && state.turn > 0) {
    const prng = { forced: state.dice, uniform: restoreRng(state.rng), events };
    if (phase === 'recovery') startTurn(state, prng);
    else startPhase(state, prng);
    state.rng = prng.uniform.state();
  }
  return { ok: true, value: { state, events } };
}

/** A fresh copy of a deployment zone (the document's arrays are never shared with the game). */
function copyZone(zone: DeploymentZone): DeploymentZone {
  return 'polygon' in zone
    ? { polygon: zone.polygon.map((p) => [p[0], p[1]] as [number, number]) }
    : { withinEdge: zone.withinEdge };
}

/**
 * Why a document at turn 0 (deployment, engine/deployment.ts) cannot be played, or null: both sides need a
 * deployment zone and the position is the start of the Recovery phase (its steps run when turn 1 starts).
 */
function deploymentProblem(doc: ScenarioDocument): string | null {
  const k = doc.sides.findIndex((sd) => sd.deploymentZone === undefined);
  if (k >= 0) return `sides[${k}].deploymentZone: turn 0 (deployment) needs a deployment zone for both sides`;
  if ((doc.phase ?? 'recovery') !== 'recovery' || doc.phaseStarted === true)
    return 'phase: turn 0 (deployment) is before the first Recovery phase: expected "recovery", not started';
  return null;
}

function structuredCloneFights(f: ScenarioDocument['fights']): GameState['fights'] {
  const out: GameState['fights'] = {};
  for (const k in f ?? {}) out[k] = { ...f![k] };
  return out;
}

const FLAGS = [
  'hidden',
  'fleeing',
  'fallingBack',
  'charged',
  'ran',
  'moved',
  'shot',
  'failedCharge',
  'rallied',
  'stoodUp',
  'critThisPhase',
  'chargeBlocked',
  'fell',
  'diving',
  'blessed',
  'cast',
  'dismounted',
  'regrouped',
] as const;

/** The characteristics in which a model's foot version differs from its profile (§12 `mountedInjuries`). */
function footChanges(ms: ModelStatic): Partial<Profile> {
  const out: Partial<Profile> = {};
  for (const k of Object.keys(ms.profile) as (keyof Profile)[])
    if (ms.footProfile[k] !== ms.profile[k]) out[k] = ms.footProfile[k];
  return out;
}

/**
 * Whether a model's foot version must be written back: it is mounted, or its document gave a `foot` other than
 * the default one (a model marked `dismounted` fights with it, §12), so that `createGame` rebuilds it as it was.
 */
function writesFoot(ms: ModelStatic): boolean {
  if (ms.rules.includes('mounted')) return true;
  const byDefault: Profile = { ...ms.profile, ...DEFAULT_FOOT };
  return (Object.keys(ms.profile) as (keyof Profile)[]).some((k) => ms.footProfile[k] !== byDefault[k]);
}

/**
 * The models in play of each unit at the start of the current phase, by unit id (RULES.md §10.2): the ones the
 * state holds (all units with `morale` on; with it off, only what a document gave, which the AI still reads).
 */
function unitStartRecord(s: GameState): Record<string, number> {
  const out: Record<string, number> = {};
  s.static.units.forEach((u, k) => {
    const n = s.unitStart[k];
    if (n !== undefined) out[u.id] = n;
  });
  return out;
}

/** The unit assaulting each building this turn, by building id (RULES.md §11). */
function assaultRecord(s: GameState): Record<string, string> {
  const out: Record<string, string> = {};
  s.assaults.forEach((u, k) => {
    if (u >= 0) out[s.static.terrain[k]!.id] = s.static.units[u]!.id;
  });
  return out;
}

/**
 * Writes a state back as a scenario document (FORMATS.md §1) with `phaseStarted: true` and the generator
 * state, so feeding it to `createGame` continues the same game bit for bit.
 */
export function toScenario(s: GameState): ScenarioDocument {
  const st = s.static;
  const side = (k: number): ScenarioSide => ({
    id: st.sides[k]!.id,
    name: st.sides[k]!.name,
    edge: st.sides[k]!.edge,
    ...(st.sides[k]!.zone === undefined ? {} : { deploymentZone: copyZone(st.sides[k]!.zone!) }),
    models: st.sides[k]!.models.map((i) => {
      const ms = st.models[i]!;
      const m = s.models[i]!;
      const out: ScenarioModel = {
        id: ms.id,
        name: ms.name,
        unit: ms.unit,
        profile: { ...ms.profile },
        save: ms.save,
        invulnerable: ms.invulnerable,
        base: ms.base,
        weapons: [...ms.weapons],
        rules: [...ms.rules],
        points: ms.points,
        at: [m.x, m.y, m.z],
        wounds: m.wounds,
        status: m.status,
      };
      for (const f of FLAGS) if (m[f]) out[f] = true;
      if (m.injuryThisTurn > 0) out.injuryThisTurn = m.injuryThisTurn;
      if (m.downedBy >= 0) out.downedBy = st.models[m.downedBy]!.id;
      if (ms.spells.length > 0) out.spells = [...ms.spells];
      if (writesFoot(ms)) out.foot = footChanges(ms);
      if (m.panicCause >= 0) out.panicFrom = st.models[m.panicCause]!.id;
      if (m.panicCause === -2) out.panicTested = true;
      if (m.building >= 0) out.building = st.terrain[m.building]!.id;
      return out;
    }),
  });
  return {
    format: SCENARIO_FORMAT,
    name: st.name,
    ruleset: { preset: st.preset, options: { ...st.options } },
    table: { ...st.table },
    terrain: st.terrain.map((t) => ({
      ...t,
      polygon: t.polygon.map((p) => [p[0], p[1]] as [number, number]),
    })),
    weapons: { ...st.weapons },
    ...(Object.keys(st.spells).length > 0 ? { spells: { ...st.spells } } : {}),
    sides: [side(0), side(1)],
    turn: s.turn,
    maxTurns: st.maxTurns,
    activeSide: st.sides[s.activeSide]!.id,
    firstSide: st.sides[st.firstSide]!.id,
    phase: s.phase,
    phaseStarted: s.phaseStarted,
    movementStep: s.movementStep,
    seed: s.seed,
    dice: [...s.dice],
    rng: { ...s.rng },
    fights: structuredCloneFights(s.fights),
    ...(s.unitStart.length > 0 ? { unitStart: unitStartRecord(s) } : {}),
    ...(s.assaults.some((u) => u >= 0) ? { assaults: assaultRecord(s) } : {}),
    ...(st.objectives.length > 0
      ? { objectives: st.objectives.map((o) => ({ terrain: st.terrain[o.terrain]!.id, points: o.points })) }
      : {}),
    ...(s.result === null ? {} : { result: { ...s.result } }),
  };
}

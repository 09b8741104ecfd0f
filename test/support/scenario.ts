/** Small scenario literals for rules tests (STYLE.md: tests from small scenarios with forced dice). */
import type { Profile, ScenarioDocument, ScenarioModel } from '../../engine';
import {
  applyAction,
  createGame,
  modelIndex,
  type Action,
  type GameEvent,
  type GameState,
  type ModelState,
  type Weapon,
} from '../../engine';

/** Extra fields of a test model; `profile` may give only the characteristics that differ, e.g. `{ WS: 4 }`. */
export type ManExtra = Partial<Omit<ScenarioModel, 'profile'>> & { profile?: Partial<Profile> };

/** A plain human-like model at (x, y): profile 4/3/3/3/3/1/3/1/7, no armour, sword and bow. */
export function man(id: string, x: number, y: number, extra: ManExtra = {}): ScenarioModel {
  const { profile, ...rest } = extra;
  return {
    id,
    weapons: ['sword', 'bow'],
    points: 10,
    at: [x, y],
    ...rest,
    profile: { M: 4, WS: 3, BS: 3, S: 3, T: 3, W: 1, I: 3, A: 1, Ld: 7, ...profile },
  };
}

/** Weapons every test scenario has; `extra.weapons` adds to them. */
export const STANDARD_WEAPONS: Record<string, Weapon> = {
  sword: { type: 'melee' },
  axe: { type: 'melee', strengthBonus: 1 },
  bow: { type: 'missile', range: 24, strength: 3 },
  crossbow: { type: 'missile', range: 30, strength: 4, saveModifier: -1 },
};

/** A 24"×24" scenario with the given models, standard weapons, no terrain unless given. */
export function scenario(
  red: ScenarioModel[],
  blue: ScenarioModel[],
  extra: Partial<ScenarioDocument> = {},
): ScenarioDocument {
  const doc: ScenarioDocument = {
    format: 'skirmisher-scenario/1',
    name: 'test',
    table: { width: 24, depth: 24 },
    sides: [
      { id: 'red', models: red },
      { id: 'blue', models: blue },
    ],
    seed: 'test',
    ...extra,
  };
  doc.weapons = { ...STANDARD_WEAPONS, ...extra.weapons };
  return doc;
}

/** Creates a game or throws with the error (tests only). */
export function start(doc: ScenarioDocument): { state: GameState; events: GameEvent[] } {
  const g = createGame(doc);
  if (!g.ok) throw new Error(`${g.error.code}: ${g.error.message}`);
  return g.value;
}

/** Applies actions in order or throws on the first illegal one (tests only). */
export function play(state: GameState, actions: Action[]): { state: GameState; events: GameEvent[] } {
  let s = state;
  const events: GameEvent[] = [];
  for (const [k, a] of actions.entries()) {
    const r = applyAction(s, a);
    if (!r.ok) throw new Error(`action ${k} ${JSON.stringify(a)}: ${r.error.code}: ${r.error.message}`);
    s = r.value.state;
    events.push(...r.value.events);
  }
  return { state: s, events };
}

/** The dice events of a test kind, e.g. `rolls(events, 'toHit')`. */
export function rolls(events: GameEvent[], test: string): Extract<GameEvent, { kind: 'roll' }>[] {
  return events.filter(
    (e): e is Extract<GameEvent, { kind: 'roll' }> => e.kind === 'roll' && e.test === test,
  );
}

/** The changing state of the model with this id (tests only; throws on an unknown id). */
export function model(state: GameState, id: string): ModelState {
  const i = modelIndex(state, id);
  if (i < 0) throw new Error(`no model ${id}`);
  return state.models[i]!;
}

/** Applies one action and returns its error code, or 'ok' (tests only). */
export function codeOf(state: GameState, action: Action): string {
  const r = applyAction(state, action);
  return r.ok ? 'ok' : r.error.code;
}

/** Ends the current phase, then more phases until the game is in `phase` or over (tests only). */
export function endPhasesUntil(
  state: GameState,
  phase: GameState['phase'],
): { state: GameState; events: GameEvent[] } {
  let s = state;
  const events: GameEvent[] = [];
  for (let k = 0; k < 20; k++) {
    const r = play(s, [{ type: 'endPhase' }]);
    s = r.state;
    events.push(...r.events);
    if (s.phase === phase || s.result !== null) break;
  }
  return { state: s, events };
}

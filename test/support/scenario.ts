/** Small scenario literals for rules tests (STYLE.md: tests from small scenarios with forced dice). */
import type { ScenarioDocument, ScenarioModel } from '../../engine';
import { applyAction, createGame, type Action, type GameEvent, type GameState } from '../../engine';

/** A plain human-like model at (x, y): profile 4/3/3/3/3/1/3/1/7, no armour, sword and bow. */
export function man(id: string, x: number, y: number, extra: Partial<ScenarioModel> = {}): ScenarioModel {
  return {
    id,
    profile: { M: 4, WS: 3, BS: 3, S: 3, T: 3, W: 1, I: 3, A: 1, Ld: 7 },
    weapons: ['sword', 'bow'],
    points: 10,
    at: [x, y],
    ...extra,
    ...(extra.profile
      ? { profile: { M: 4, WS: 3, BS: 3, S: 3, T: 3, W: 1, I: 3, A: 1, Ld: 7, ...extra.profile } }
      : {}),
  };
}

/** A 24"×24" scenario with the given models, standard weapons, no terrain unless given. */
export function scenario(
  red: ScenarioModel[],
  blue: ScenarioModel[],
  extra: Partial<ScenarioDocument> = {},
): ScenarioDocument {
  return {
    format: 'skirmisher-scenario/1',
    name: 'test',
    table: { width: 24, depth: 24 },
    weapons: {
      sword: { type: 'melee' },
      axe: { type: 'melee', strengthBonus: 1 },
      bow: { type: 'missile', range: 24, strength: 3 },
      crossbow: { type: 'missile', range: 30, strength: 4, saveModifier: -1 },
    },
    sides: [
      { id: 'red', models: red },
      { id: 'blue', models: blue },
    ],
    seed: 'test',
    ...extra,
  };
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

/**
 * "Deploy as the scenario says" (engine/deployment.ts): the `deploy` actions that put the side to act's models
 * back where the scenario document stands them, then `endDeployment`. Pure; safe in the worker or in Node.
 */
import { applyAction, type Action, type GameState, type ScenarioDocument } from '../engine';

/**
 * The actions that deploy the side to act (turn 0) as `doc` says, e.g. `[{ type: 'deploy', model: 'r2', to:
 * [12, 3, 0] }, { type: 'endDeployment' }]`. A model whose spot is still taken by another one not yet moved back
 * waits for a later pass; a model that cannot go back at all is left where it stands. Empty when not deploying.
 */
export function scenarioDeployment(state: GameState, doc: ScenarioDocument): Action[] {
  if (state.turn !== 0) return [];
  const at = new Map<string, [number, number, number]>();
  for (const side of doc.sides) for (const m of side.models) at.set(m.id, [m.at[0], m.at[1], m.at[2] ?? 0]);
  let todo = state.static.sides[state.activeSide]!.models.filter((i) => {
    const p = at.get(state.static.models[i]!.id);
    const m = state.models[i]!;
    return p !== undefined && (p[0] !== m.x || p[1] !== m.y || p[2] !== m.z);
  });
  const out: Action[] = [];
  let s = state;
  while (todo.length > 0) {
    const left: number[] = [];
    for (const i of todo) {
      const a: Action = {
        type: 'deploy',
        model: s.static.models[i]!.id,
        to: at.get(s.static.models[i]!.id)!,
      };
      const r = applyAction(s, a);
      if (r.ok) {
        out.push(a);
        s = r.value.state;
      } else left.push(i);
    }
    if (left.length === todo.length) break;
    todo = left;
  }
  out.push({ type: 'endDeployment' });
  return out;
}

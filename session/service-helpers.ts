/**
 * Pure helpers of the game host (`game-service.ts`): service errors, plain copies across the worker boundary,
 * and small conversions of its data. No state here.
 */
import { toScenario } from '../engine';
import type { ScenarioDocument } from '../engine/scenario-types';
import type { Action, GameState, RulesetOptions } from '../engine/types';
import type { GameTree } from './game-tree';
import { actionOdds, type Odds } from './odds';
import type { PlacedDecision, ServiceResult } from './service-types';

/** A refusal, e.g. `fail('ERR_NO_GAME', 'Start a game first')`. */
export function fail<T>(code: string, message: string): ServiceResult<T> {
  return { ok: false, error: { code, message } };
}

/** A copy that shares nothing with the caller's object (drops Vue proxies and stray prototypes). */
export function plain<T>(value: T): T {
  return structuredClone(value);
}

/** Whether `value` is a list of D6 faces (1–6, at most 1,000 of them). */
export function isDice(value: unknown): value is number[] {
  return (
    Array.isArray(value) &&
    value.length <= 1000 &&
    value.every((v) => Number.isInteger(v) && v >= 1 && v <= 6)
  );
}

/**
 * The AI decision nearest before the cursor on the line (the reasoning to show there), or null. An instant
 * decision (`isInstant`: a single legal option) counts too: it replaces the search before it, whose candidates
 * would otherwise stay on the board, "played", in a later phase. Plies without a decision (a person's action,
 * the AI's lone phase end) are passed over.
 */
export function recentDecision(tree: GameTree): PlacedDecision | null {
  for (let ply = tree.cursor; ply > 0; ply--) {
    const d = tree.nodes[tree.line[ply]!]!.decision;
    if (d) return { ply, decision: d };
  }
  return null;
}

/** `actionOdds` with its `'ERR_…: message'` error split into a service error. */
export function oddsIn(state: GameState, action: Action): ServiceResult<Odds> {
  const r = actionOdds(state, plain(action));
  if (!r.ok) {
    const [code, ...rest] = r.error.split(': ');
    return fail(code ?? 'ERR_BAD_ACTION', rest.join(': ') || r.error);
  }
  return r;
}

/** A copy of `doc` whose `ruleset.options` are its own with `options` over them (validated afterwards). */
export function withOptions(doc: ScenarioDocument, options: Partial<RulesetOptions>): ScenarioDocument {
  return {
    ...doc,
    ruleset: { ...doc.ruleset, options: { ...doc.ruleset?.options, ...plain(options) } },
  };
}

/** A state as a fresh scenario document (the editor's starting point), keeping the scenario's name. */
export function toScenarioDoc(state: GameState, scenario: ScenarioDocument): ScenarioDocument {
  const doc = toScenario(state);
  if (scenario.name) doc.name = scenario.name;
  if (scenario.description) doc.description = scenario.description;
  return doc;
}

/**
 * Why a scenario cannot start with a deployment (engine/deployment.ts), or null: it needs a deployment zone for
 * both sides and must be at its start (turn 1 or none, Recovery phase not started). E.g. `'Duel has no
 * deployment zones: its models start where the scenario puts them'`.
 */
export function deploymentRefusal(doc: ScenarioDocument): string | null {
  const name = doc.name ?? 'This scenario';
  if (doc.sides.some((sd) => sd.deploymentZone === undefined))
    return `${name} has no deployment zones for both sides: its models start where the scenario puts them`;
  const turn = doc.turn ?? 1;
  if (turn === 0) return null;
  if (turn !== 1 || (doc.phase ?? 'recovery') !== 'recovery' || doc.phaseStarted === true)
    return `${name} is a position in the middle of a game: only a game at its start deploys`;
  return null;
}

/**
 * Odds of an action before committing it (DESIGN.md "tactic exploration"): the probability of each outcome of
 * a shot, a charge or any other action, worked out by the engine itself. Exact by enumerating every sequence
 * of D6 faces through the forced-dice queue (RULES.md §13) while the tree stays small; otherwise by applying
 * the action on many copies of the state with different seeds. The UI never re-implements a rule: every
 * branch is a real `applyInPlace` of the engine. Runs in the worker.
 */
import { applyAction, applyInPlace, cloneState, modelIndex, seedRng } from '../engine';
import type { Roller } from '../engine';
import type { Action, GameEvent, GameState } from '../engine/types';

/** One outcome and its probability 0..1, e.g. `{ key: 'outOfAction', label: 'Out of action', p: 0.14 }`. */
export interface OddsOutcome {
  key: OutcomeKey;
  label: string;
  p: number;
}

/** Outcome keys, in display order. */
export const OUTCOME_KEYS = [
  'reaches',
  'intercepted',
  'fails',
  'hit',
  'wound',
  'noEffect',
  'wounded',
  'knockedDown',
  'stunned',
  'outOfAction',
  'chargerDown',
] as const;
/** An outcome key, e.g. `'knockedDown'`. */
export type OutcomeKey = (typeof OUTCOME_KEYS)[number];

const LABELS: Record<OutcomeKey, string> = {
  reaches: 'Charge reaches',
  intercepted: 'Intercepted',
  fails: 'Charge fails',
  hit: 'Hits',
  wound: 'Wounds (unsaved)',
  noEffect: 'No effect',
  wounded: 'Loses a wound',
  knockedDown: 'Knocked down',
  stunned: 'Stunned',
  outOfAction: 'Out of action',
  chargerDown: 'Charger down or out',
};

/** The odds of one action, for the target it names. */
export interface Odds {
  action: Action;
  /** `'exact'`: every dice sequence enumerated; `'simulation'`: `samples` seeded applications. */
  method: 'exact' | 'simulation';
  /** Dice sequences enumerated (exact) or applications simulated. */
  samples: number;
  outcomes: OddsOutcome[];
  /** Mean wounds the target loses. */
  expectedWounds: number;
  /**
   * For a charge or a diving charge: the target's and the charger's fate once the turn's close combat is
   * over, by simulation (every other decision of the turn left out: the charging side only ends its phases).
   */
  combat: { samples: number; outcomes: OddsOutcome[] } | null;
  /** The enemy's chance to rout at the start of its next turn after this action; null without rout tests. */
  rout: RoutOdds | null;
}

/**
 * The chance that `side` (the enemy of the side acting) fails its rout test (RULES.md §9.4) at the start of
 * its next turn, by simulation of the rest of the turn with no other decision: `{ side: 'blue', p: 0.12,
 * samples: 600 }`.
 */
export interface RoutOdds {
  side: string;
  p: number;
  samples: number;
}

/** Limits of the work done for one `odds` call. */
export interface OddsBudget {
  /** Most engine applications spent enumerating dice before falling back to simulation. */
  exactApplications: number;
  /** Applications when simulating. */
  samples: number;
  /** Simulated continuations to the end of the turn (a charge's close combat, the enemy's rout test). */
  combatSamples: number;
}

/** Default budget: well under half a second in the worker on a slow machine. */
export const DEFAULT_ODDS_BUDGET: OddsBudget = {
  exactApplications: 6000,
  samples: 3000,
  combatSamples: 600,
};

/** Thrown by the roller when the forced dice run out: the enumeration branches on the next face. */
const NEED_DIE = Symbol('needDie');

type Tally = Map<OutcomeKey, number>;

interface Subject {
  target: number;
  model: number;
  woundsBefore: number;
}

/** What one finished application did to the action's target. */
function classify(
  before: GameState,
  after: GameState,
  events: GameEvent[],
  subject: Subject,
  action: Action,
): { keys: OutcomeKey[]; woundsLost: number } {
  const keys: OutcomeKey[] = [];
  const targetId = before.static.models[subject.target]?.id;
  if (action.type === 'charge') {
    if (events.some((e) => e.kind === 'intercepted')) keys.push('intercepted');
    else if (events.some((e) => e.kind === 'failedCharge')) keys.push('fails');
    else if (events.some((e) => e.kind === 'charged')) keys.push('reaches');
    else keys.push('fails');
  }
  const hit = events.some(
    (e) => e.kind === 'roll' && e.target === targetId && e.test.startsWith('toHit') && e.success,
  );
  const wound = events.some((e) => e.kind === 'wounded' && e.model === targetId);
  if (hit) keys.push('hit');
  if (wound) keys.push('wound');
  const t = after.models[subject.target];
  const woundsLost = t ? Math.max(0, subject.woundsBefore - t.wounds) : 0;
  const was = before.models[subject.target]?.status;
  if (t && t.status !== was && t.status !== 'standing') keys.push(t.status);
  else if (woundsLost > 0) keys.push('wounded');
  else keys.push('noEffect');
  return { keys, woundsLost };
}

function add(tally: Tally, keys: OutcomeKey[], weight: number): void {
  for (const k of keys) tally.set(k, (tally.get(k) ?? 0) + weight);
}

/**
 * The outcome rows of an action's odds. A target on its last Wound cannot lose one and stay standing (its
 * last Wound lost means an Injury roll, RULES.md §8), so it gets no "Loses a wound" row.
 */
function outcomes(tally: Tally, total: number, action: Action, subject: Subject): OddsOutcome[] {
  const out: OddsOutcome[] = [];
  for (const key of OUTCOME_KEYS) {
    const relevant =
      action.type === 'charge'
        ? key !== 'hit' && key !== 'wound'
        : key !== 'reaches' && key !== 'intercepted' && key !== 'fails';
    if (!relevant || key === 'chargerDown') continue;
    if (key === 'wounded' && subject.woundsBefore <= 1 && !tally.has('wounded')) continue;
    out.push({ key, label: LABELS[key], p: total > 0 ? (tally.get(key) ?? 0) / total : 0 });
  }
  return out;
}

/** The model the action is aimed at (its target), or the acting model, or −1. */
function subjectOf(state: GameState, action: Action): Subject | null {
  const a = action as { model?: string; target?: string };
  const model = a.model === undefined ? -1 : modelIndex(state, a.model);
  const target = a.target === undefined ? model : modelIndex(state, a.target);
  if (target < 0) return null;
  return { target, model, woundsBefore: state.models[target]!.wounds };
}

/** Applies `action` with exactly `forced` dice; `null` when it needs more dice than that. */
function applyForced(
  state: GameState,
  action: Action,
  forced: number[],
): { state: GameState; events: GameEvent[] } | null | { error: string } {
  const s = cloneState(state);
  s.dice = forced.slice();
  const events: GameEvent[] = [];
  const r: Roller = {
    forced: s.dice,
    uniform: () => {
      throw NEED_DIE;
    },
    events,
  };
  try {
    const error = applyInPlace(s, action, r);
    if (error) return { error: `${error.code}: ${error.message}` };
  } catch (e) {
    if (e === NEED_DIE) return null;
    throw e;
  }
  return { state: s, events };
}

/**
 * Enumerates every D6 sequence the action may consume (dice already queued in the state come first), each
 * weighted 6^−n. Returns null when more than `limit` applications would be needed.
 */
function enumerate(
  state: GameState,
  action: Action,
  subject: Subject,
  limit: number,
): { tally: Tally; leaves: number; expectedWounds: number } | { error: string } | null {
  const tally: Tally = new Map();
  const queued = state.dice.slice();
  const stack: { dice: number[]; weight: number }[] = [{ dice: [], weight: 1 }];
  let applications = 0;
  let leaves = 0;
  let expectedWounds = 0;
  while (stack.length > 0) {
    if (++applications > limit) return null;
    const { dice, weight } = stack.pop()!;
    const r = applyForced(state, action, [...queued, ...dice]);
    if (r === null) {
      for (let face = 6; face >= 1; face--) stack.push({ dice: [...dice, face], weight: weight / 6 });
      continue;
    }
    if ('error' in r) return r;
    leaves++;
    const c = classify(state, r.state, r.events, subject, action);
    add(tally, c.keys, weight);
    expectedWounds += weight * c.woundsLost;
  }
  return { tally, leaves, expectedWounds };
}

/** A copy of `state` whose generator starts from `seed` (forced dice kept). */
function reseeded(state: GameState, seed: string): GameState {
  return { ...state, rng: seedRng(seed) };
}

/** Applies the action `n` times on differently seeded copies and counts outcomes. */
function simulate(
  state: GameState,
  action: Action,
  subject: Subject,
  n: number,
): { tally: Tally; expectedWounds: number } | { error: string } {
  const tally: Tally = new Map();
  let wounds = 0;
  for (let k = 0; k < n; k++) {
    const r = applyAction(reseeded(state, `odds/${k}`), action);
    if (!r.ok) return { error: `${r.error.code}: ${r.error.message}` };
    const c = classify(state, r.value.state, r.value.events, subject, action);
    add(tally, c.keys, 1);
    wounds += c.woundsLost;
  }
  return { tally, expectedWounds: wounds / n };
}

/** What the rest of the turn brought in `simulateTurn`: the combat's outcomes (charges) and the enemy's rout. */
interface TurnOutcomes {
  combat: { samples: number; outcomes: OddsOutcome[] } | null;
  rout: RoutOdds | null;
}

/**
 * The action played on: the acting side ends its phases until the turn passes to the other side (or the
 * game ends), so the turn's close combat is fought and the enemy takes its rout test (RULES.md §9.4) at the
 * start of its turn. Counts, for a charge, the target's and the charger's fate, and for any action how often
 * the enemy routs.
 */
function simulateTurn(state: GameState, action: Action, subject: Subject, n: number): TurnOutcomes {
  const tally: Tally = new Map();
  const actor = state.activeSide;
  const enemy = state.static.sides[1 - actor]!.id;
  let routs = 0;
  let done = 0;
  for (let k = 0; k < n; k++) {
    const first = applyAction(reseeded(state, `combat/${k}`), action);
    if (!first.ok) break;
    let s = first.value.state;
    for (let guard = 0; guard < 8 && s.result === null && s.activeSide === actor; guard++) {
      const next = applyAction(s, { type: 'endPhase' });
      if (!next.ok) break;
      s = next.value.state;
    }
    if (s.result?.reason === 'rout' && s.result.winner !== enemy) routs++;
    const t = s.models[subject.target]!;
    const keys: OutcomeKey[] = [];
    if (t.status === 'standing') keys.push(t.wounds < subject.woundsBefore ? 'wounded' : 'noEffect');
    else keys.push(t.status);
    const charger = subject.model >= 0 ? s.models[subject.model] : undefined;
    if (charger && charger.status !== 'standing') keys.push('chargerDown');
    add(tally, keys, 1);
    done++;
  }
  const list: OddsOutcome[] = (
    ['noEffect', 'wounded', 'knockedDown', 'stunned', 'outOfAction', 'chargerDown'] as const
  )
    .filter((key) => key !== 'wounded' || subject.woundsBefore > 1 || tally.has('wounded'))
    .map((key) => ({ key, label: LABELS[key], p: done > 0 ? (tally.get(key) ?? 0) / done : 0 }));
  return {
    combat:
      action.type === 'charge' || action.type === 'divingCharge' ? { samples: done, outcomes: list } : null,
    rout: state.static.options.routTest
      ? { side: enemy, p: done > 0 ? routs / done : 0, samples: done }
      : null,
  };
}

/**
 * The odds of `action` in `state`, e.g. for `{ type: 'shoot', model: 'r1', target: 'b1' }`:
 * `{ method: 'exact', outcomes: [{ key: 'hit', p: 0.5 }, …, { key: 'outOfAction', p: 0.056 }] }`.
 * Probabilities are for the target named by the action. Errors (an illegal action) come back as
 * `{ error: 'ERR_…: message' }`.
 */
export function actionOdds(
  state: GameState,
  action: Action,
  budget: OddsBudget = DEFAULT_ODDS_BUDGET,
): { ok: true; value: Odds } | { ok: false; error: string } {
  const subject = subjectOf(state, action);
  if (!subject) return { ok: false, error: 'ERR_BAD_ACTION: the action names no model' };
  const exact = enumerate(state, action, subject, budget.exactApplications);
  if (exact && 'error' in exact) return { ok: false, error: exact.error };
  let value: Odds;
  if (exact) {
    value = {
      action,
      method: 'exact',
      samples: exact.leaves,
      outcomes: outcomes(exact.tally, 1, action, subject),
      expectedWounds: exact.expectedWounds,
      combat: null,
      rout: null,
    };
  } else {
    const sim = simulate(state, action, subject, budget.samples);
    if ('error' in sim) return { ok: false, error: sim.error };
    value = {
      action,
      method: 'simulation',
      samples: budget.samples,
      outcomes: outcomes(sim.tally, budget.samples, action, subject),
      expectedWounds: sim.expectedWounds,
      combat: null,
      rout: null,
    };
  }
  if (budget.combatSamples > 0) {
    const turn = simulateTurn(state, action, subject, budget.combatSamples);
    value.combat = turn.combat;
    value.rout = turn.rout;
  }
  return { ok: true, value };
}

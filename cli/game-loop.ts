/** Plays a whole game between two bots (FORMATS.md §5 `play`, `arena`), recording actions and timings. */
import { applyAction, HIGH_GROUND, modelIndex, type Action, type GameEvent, type GameState } from '../engine';
import type { Bot } from '../ai';

/**
 * A finished game: its actions, the final state, counts per side of action types and event kinds (plus
 * `hide` for moves that end hidden and `shootFromHeight` for shots from more than 2" up), timings.
 */
export interface PlayedGame {
  state: GameState;
  actions: Action[];
  events: GameEvent[];
  counts: Record<string, Record<string, number>>;
  /** Milliseconds each side spent deciding, by side id. */
  decisionMs: Record<string, number>;
  decisions: Record<string, number>;
}

/** Safety cap on actions in one game (a game of 8 turns takes a few hundred). */
export const MAX_GAME_ACTIONS = 20_000;

/**
 * Plays from `state` until the game ends: bots[k] plays side k. Throws if a bot answers an illegal action
 * (a bug) or the game exceeds MAX_GAME_ACTIONS.
 */
export function playGame(start: GameState, bots: [Bot, Bot], initialEvents: GameEvent[] = []): PlayedGame {
  let s = start;
  const actions: Action[] = [];
  const events: GameEvent[] = [...initialEvents];
  const counts: Record<string, Record<string, number>> = {};
  const decisionMs: Record<string, number> = {};
  const decisions: Record<string, number> = {};
  for (const side of s.static.sides) {
    counts[side.id] = {};
    decisionMs[side.id] = 0;
    decisions[side.id] = 0;
  }
  while (s.result === null) {
    if (actions.length >= MAX_GAME_ACTIONS) throw new Error(`game exceeded ${MAX_GAME_ACTIONS} actions`);
    const sideId = s.static.sides[s.activeSide]!.id;
    const t0 = performance.now();
    const a = bots[s.activeSide]!.decide(s);
    decisionMs[sideId]! += performance.now() - t0;
    decisions[sideId]! += 1;
    const r = applyAction(s, a);
    if (!r.ok)
      throw new Error(
        `bot ${bots[s.activeSide]!.name} chose an illegal action ${JSON.stringify(a)}: ${r.error.message}`,
      );
    const c = counts[sideId]!;
    c[a.type] = (c[a.type] ?? 0) + 1;
    if (a.type === 'shoot' && s.models[modelIndex(s, a.model)]!.z > HIGH_GROUND)
      c.shootFromHeight = (c.shootFromHeight ?? 0) + 1;
    if (a.type === 'move' && a.hide === true) c.hide = (c.hide ?? 0) + 1;
    for (const e of r.value.events) c[e.kind] = (c[e.kind] ?? 0) + 1;
    actions.push(a);
    events.push(...r.value.events);
    s = r.value.state;
  }
  return { state: s, actions, events, counts, decisionMs, decisions };
}

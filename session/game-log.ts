/**
 * The dice log and the timeline of a game tree, built in the worker: log entries (events with their turn,
 * side and phase) along the line up to the cursor, and one timeline entry per action of the line.
 */
import { missileWeapons, modelIndex, toHitBreakdown } from '../engine';
import type { GameEvent, GameState } from '../engine/types';
import { breakdownPlace } from './cover-words';
import { toHitBreakdownText } from './format';
import { depthBelow, type GameTree } from './game-tree';
import type { BranchInfo, LineEntry, LogEntry } from './service-types';

import { MAX_LOG } from './service-types';

export { MAX_LOG };

function sideIndex(state: GameState, id: string): number {
  const i = state.static.sides.findIndex((s) => s.id === id);
  return i < 0 ? 0 : i;
}

/** Log entries of one action's events; `before` is the state the action was applied to. */
export function logEntries(before: GameState, events: readonly GameEvent[], ply: number): LogEntry[] {
  const ctx = { turn: before.turn, side: before.activeSide, phase: before.phase };
  return events.map((event, k) => {
    if (event.kind === 'turnStarted') {
      ctx.turn = event.turn;
      ctx.side = sideIndex(before, event.side);
    } else if (event.kind === 'phaseStarted') {
      ctx.turn = event.turn;
      ctx.phase = event.phase;
      ctx.side = sideIndex(before, event.side);
    }
    const entry: LogEntry = { seq: ply * 100_000 + k, ply, ...ctx, event };
    const toHit = shotModifiers(before, event);
    if (toHit !== null) entry.toHit = toHit;
    return entry;
  });
}

/**
 * The To Hit breakdown of a shot's roll (RULES.md §6.3) in the position it was rolled from, e.g. `'BS 3 → 4+ ·
 * long range (−1)'`: that of the shooter's first missile weapon whose modifiers give the number rolled for;
 * null for other rows, or when none does (the position changed within the action).
 */
function shotModifiers(before: GameState, event: GameEvent): string | null {
  if (event.kind !== 'roll' || event.test !== 'toHit' || event.rule !== '§6.3' || !event.target) return null;
  const i = modelIndex(before, event.model);
  if (i < 0) return null;
  for (const w of missileWeapons(before, i)) {
    const b = toHitBreakdown(before, event.model, event.target, w);
    if (b && b.base - b.modifiers.reduce((n, m) => n + m.value, 0) === event.need)
      return toHitBreakdownText(b, breakdownPlace(before, b, event.target));
  }
  return null;
}

/** Log entries of the ply at `ply` on the line (0 = the scenario's start steps). */
export function plyLog(tree: GameTree, ply: number): LogEntry[] {
  const node = tree.nodes[tree.line[ply]!]!;
  const before = ply === 0 ? node.state : tree.nodes[tree.line[ply - 1]!]!.state;
  return logEntries(before, node.events, ply);
}

/** The whole log from the scenario's position to the cursor, at most `MAX_LOG` entries (the newest). */
export function logToCursor(tree: GameTree): LogEntry[] {
  const out: LogEntry[] = [];
  for (let ply = tree.cursor; ply >= 0 && out.length < MAX_LOG; ply--) {
    const entries = plyLog(tree, ply);
    for (let k = entries.length - 1; k >= 0 && out.length < MAX_LOG; k--) out.push(entries[k]!);
  }
  return out.reverse();
}

/** The timeline entry of the action at `ply` (1-based) on the line. */
export function lineEntry(tree: GameTree, ply: number): LineEntry {
  const id = tree.line[ply]!;
  const node = tree.nodes[id]!;
  const parent = tree.nodes[node.parent]!;
  const before = parent.state;
  const d = node.decision;
  const alternatives: BranchInfo[] =
    parent.children.length > 1
      ? parent.children
          .filter((c) => c !== id)
          .map((c) => {
            const n = tree.nodes[c]!;
            return { node: c, action: n.action!, depth: depthBelow(tree, c), dice: [...n.dice] };
          })
      : [];
  return {
    ply,
    node: id,
    action: node.action!,
    turn: before.turn,
    side: before.activeSide,
    phase: before.phase,
    by: d ? 'ai' : 'human',
    side0Value: d && d.value !== null ? (d.side === 0 ? d.value : 1 - d.value) : null,
    dice: [...node.dice],
    alternatives,
  };
}

/** Timeline entries of the line from ply `from` (1-based) to its end. */
export function lineEntries(tree: GameTree, from = 1): LineEntry[] {
  const out: LineEntry[] = [];
  for (let ply = Math.max(1, from); ply < tree.line.length; ply++) out.push(lineEntry(tree, ply));
  return out;
}

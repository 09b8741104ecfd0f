/**
 * The AI's decisions of one turn, as the AI panel lists them after the AI has played (DESIGN.md "Explanation"):
 * the charges, moves and shots it weighed that turn, not only its last (often forced) phase end.
 */
import type { LineEntry } from '../../../session/service-types';

/**
 * The AI decisions on `line` (one entry per ply, index i is ply i + 1) made in the same turn and by the same
 * side as the decision at ply `recentPly`, up to ply `ply`, in order; `[]` without a recent decision. Example:
 * the AI's turn 2 (a charge at ply 9, a move at 10, its only shot at 12) seen from ply 14 with `recentPly` 12 →
 * the entries of plies 9, 10 and 12 (its phase ends, with no reasoning, are left out).
 */
export function turnDecisions(
  line: readonly LineEntry[],
  ply: number,
  recentPly: number | null,
): LineEntry[] {
  const recent = recentPly === null ? undefined : line[recentPly - 1];
  if (!recent || recent.ply > ply) return [];
  return line.filter(
    (e) => e.by === 'ai' && e.ply <= ply && e.turn === recent.turn && e.side === recent.side,
  );
}

/**
 * The ply of the decision the AI panel shows by itself among a turn's `decisions`: the last one that searched
 * (its candidates say why), else the last one; null for none. E.g. a charge searched at ply 9 then a forced
 * shot at ply 12 → 9.
 */
export function shownDecisionPly(decisions: readonly LineEntry[]): number | null {
  const searched = decisions.filter((e) => e.side0Value !== null);
  return (searched.at(-1) ?? decisions.at(-1))?.ply ?? null;
}

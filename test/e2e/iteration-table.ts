/**
 * The rows of the app's iterations-per-decision table (issue 18, part 3), worked out from the AI decisions a
 * saved game keeps (`SavedGameDocument.decisions`, session/save-format.ts): used by `measure-iterations.ts`.
 */
import type { DecisionSummary } from '../../session/service-types';

/** One searched AI decision as measured: its action's index on the line and its summary from the saved game. */
export interface MeasuredDecision {
  /** Index of the decision's action on the line, e.g. 17. */
  index: number;
  decision: DecisionSummary;
}

/** One game's row of the table: level × scenario, shares of the budget as fractions 0..1. */
export interface IterationRow {
  level: string;
  scenario: string;
  /** Decisions that searched (iterations > 0) among the first measured, e.g. 30. */
  searched: number;
  /** Decisions taken without a search (a forced choice, a bot's end of phase), not in the figures. */
  unsearched: number;
  /** Median iteration budget of the searched decisions (all searches together; a squad shot's share), e.g. 800. */
  budget: number;
  /** Median and least iterations as a share of each decision's own budget, e.g. 1 and 0.42. */
  medianShare: number;
  minShare: number;
  /** Decisions the level's time cap cut (fewer iterations than the budget, not "move now"). */
  capped: number;
  /** Median visits kept from the last decision's search (tree reuse). */
  medianKept: number;
  /** Median and longest search time of a decision, ms. */
  medianMs: number;
  maxMs: number;
  /** Mean 1-minute load average of the machine while the game was measured, e.g. 1.4. */
  load: number;
}

/** The median of `xs` (mean of the middle two for an even count); 0 for none. Example: `median([3, 1, 2])` → 2. */
export function median(xs: readonly number[]): number {
  if (xs.length === 0) return 0;
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 === 1 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

/**
 * The searched decisions of a saved game's `decisions` (keyed by action index) in game order, the first
 * `limit` of them, with the number of decisions before the last kept that did not search. Example:
 * `firstSearched({ '0': d0, '3': d3 }, 1)` → `{ kept: [{ index: 0, decision: d0 }], unsearched: 0 }` when d0
 * searched.
 */
export function firstSearched(
  decisions: Record<string, DecisionSummary>,
  limit: number,
): { kept: MeasuredDecision[]; unsearched: number } {
  const all = Object.entries(decisions)
    .map(([k, decision]) => ({ index: Number(k), decision }))
    .sort((a, b) => a.index - b.index);
  const kept: MeasuredDecision[] = [];
  let unsearched = 0;
  for (const d of all) {
    if (kept.length >= limit) break;
    if (d.decision.iterations > 0 && d.decision.iterationBudget !== undefined) kept.push(d);
    else unsearched++;
  }
  return { kept, unsearched };
}

/** Whether the level's time cap cut a decision: fewer iterations than its budget and not stopped by "move now". */
export function timeCapped(d: DecisionSummary): boolean {
  return !d.stopped && d.iterationBudget !== undefined && d.iterations < d.iterationBudget;
}

/** One game's row from its measured decisions (`firstSearched`) and the mean load average while it ran. */
export function iterationRow(
  level: string,
  scenario: string,
  measured: { kept: MeasuredDecision[]; unsearched: number },
  load: number,
): IterationRow {
  const ds = measured.kept.map((m) => m.decision);
  const shares = ds.map((d) => d.iterations / d.iterationBudget!);
  const times = ds.map((d) => d.timeMs);
  return {
    level,
    scenario,
    searched: ds.length,
    unsearched: measured.unsearched,
    budget: median(ds.map((d) => d.iterationBudget!)),
    medianShare: median(shares),
    minShare: shares.length ? Math.min(...shares) : 0,
    capped: ds.filter(timeCapped).length,
    medianKept: median(ds.map((d) => d.kept ?? 0)),
    medianMs: median(times),
    maxMs: times.length ? Math.max(...times) : 0,
    load,
  };
}

/** The table's header, a Markdown table of `IterationRow`s. */
export const TABLE_HEADER = [
  '| level | scenario | decisions searched | budget (median) | iterations / budget: median | least | cut by the time cap | kept visits (median) | search time: median | longest | load average |',
  '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
];

/** A row of the Markdown table, e.g. `| normal | duel | 30 (+4 unsearched) | 800 | 100% | 100% | 0 | 212 | 0.21 s | 0.9 s | 1.2 |`. */
export function tableLine(r: IterationRow): string {
  const pct = (x: number) => `${Math.round(100 * x)}%`;
  const s = (ms: number) => `${(ms / 1000).toFixed(ms < 10_000 ? 2 : 1)} s`;
  return `| ${r.level} | ${r.scenario} | ${r.searched}${r.unsearched ? ` (+${r.unsearched} unsearched)` : ''} | ${Math.round(r.budget)} | ${pct(r.medianShare)} | ${pct(r.minShare)} | ${r.capped} | ${Math.round(r.medianKept)} | ${s(r.medianMs)} | ${s(r.maxMs)} | ${r.load.toFixed(1)} |`;
}

/**
 * Root-parallel search (Chaslot, Winands and van den Herik 2008, "Parallel Monte-Carlo Tree Search"):
 * several independent searches of the same position with different seeds, merged at the root by adding
 * visits and averaging values weighted by visits.
 */
import { decisionKey } from './decision';
import type { Candidate, SearchResult } from './mcts';

/**
 * Merges the answers of independent searches of one position into one answer, best first: by visits, or, for
 * searches whose root halved its candidates (`Candidate.rounds`, ai/root-halving.ts), by the most rounds a
 * candidate got through in any of them and then by merged value, so a candidate that was the runner-up of both
 * searches does not outrank the winner of one on their summed visits.
 * Example: `mergeResults([a, b]).iterations === a.iterations + b.iterations`. `timeMs` is the longest.
 */
export function mergeResults(results: SearchResult[]): SearchResult {
  const byKey = new Map<
    string,
    { c: Candidate; visits: number; total: number; bestVisits: number; rounds: number | undefined }
  >();
  for (const r of results) {
    for (const c of r.candidates) {
      const k = decisionKey(c.action);
      const m = byKey.get(k);
      if (m === undefined) {
        byKey.set(k, {
          c,
          visits: c.visits,
          total: c.value * c.visits,
          bestVisits: c.visits,
          rounds: c.rounds,
        });
      } else {
        m.visits += c.visits;
        m.total += c.value * c.visits;
        if (c.rounds !== undefined) m.rounds = Math.max(m.rounds ?? 0, c.rounds);
        if (c.visits > m.bestVisits) {
          m.bestVisits = c.visits;
          m.c = c;
        }
      }
    }
  }
  const candidates: Candidate[] = [...byKey.values()]
    .map((m) => ({
      action: m.c.action,
      visits: m.visits,
      value: m.visits > 0 ? m.total / m.visits : m.c.value,
      pv: m.c.pv,
      ...(m.rounds === undefined ? {} : { rounds: m.rounds }),
    }))
    .sort((a, b) =>
      a.rounds !== undefined && b.rounds !== undefined
        ? b.rounds - a.rounds || b.value - a.value || b.visits - a.visits
        : b.visits - a.visits || b.value - a.value,
    );
  const first = results[0];
  return {
    action: candidates[0]?.action ?? first?.action ?? { type: 'endPhase' },
    iterations: results.reduce((n, r) => n + r.iterations, 0),
    kept: results.reduce((n, r) => n + (r.kept ?? 0), 0),
    timeMs: results.reduce((t, r) => Math.max(t, r.timeMs), 0),
    candidates,
  };
}

/**
 * The seed of the k-th extra search of a root-parallel decision (k ≥ 1; the first search keeps `seed`), e.g.
 * `parallelSeed('duel:3', 1) === 'duel:3/h1'`: the app's helper workers and the `mcts:searches=N` bot use the
 * same seeds, so the bot plays what the app plays on N cores.
 */
export function parallelSeed(seed: string, k: number): string {
  return `${seed}/h${k}`;
}

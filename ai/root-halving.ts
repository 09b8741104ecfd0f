/**
 * Sequential halving at the root (Karnin, Koren and Somekh 2013, "Almost Optimal Exploration in Multi-Armed
 * Bandits"; applied to the root of a tree search by Cazenave 2014, "Sequential Halving applied to Trees", and by
 * Danihelka et al. 2022, Gumbel MuZero). At the root the search must name the best move (simple regret), not
 * play well while learning (the cumulative regret PUCT minimises): the budget is cut into ⌈log2 n⌉ rounds; in
 * each round every candidate still in play gets the same number of visits, then the worse half by value is
 * dropped. The n-th visit of every root candidate uses the same dice stream (common random numbers, ai/mcts.ts),
 * so a round compares the survivors on the same luck. PUCT's prior left a candidate that drew a few unlucky
 * streams early with those few visits for good (`hold` before a long shot: 5 visits at 0% against the prior's
 * step at 43%, 800 iterations); here every candidate gets ⌊B / (⌈log2 n⌉ · n)⌋ visits at least.
 */

/** What a root child shows the halving: its visits and its mean value for the side to act at the root (0..1). */
export interface RootArm {
  visits: number;
  value: number;
}

/**
 * The halving's state for one root, e.g. `newHalving(15, 800)`: 4 rounds of 200 visits, the first giving 13
 * to each of the 15 candidates. `alive` are the candidates' indices still in play, `target` the visits each must
 * have before the round ends, `survived[k]` the rounds candidate k got through (the last one standing gets
 * `rounds`).
 */
export interface Halving {
  alive: number[];
  target: number;
  round: number;
  rounds: number;
  /** Visits a round shares among the candidates in play. */
  perRound: number;
  survived: number[];
  /** A candidate never dropped (the script's choice where it stands unless beaten, ai/script-keep.ts), or −1. */
  kept: number;
}

/**
 * A halving of n candidates for a budget of `budget` root visits (finite, ≥ 1; n ≥ 2). Candidate `first` (the
 * search's prior, the greedy script's choice) is visited first in each round, so a budget smaller than n still
 * tries it; the others follow in order. With `keepFirst` it (when in range) is never dropped: a round that would drop it keeps it
 * beside the better half, so it ends with as many visits as the last one standing (ai/script-keep.ts).
 */
export function newHalving(n: number, budget: number, first = 0, keepFirst = false): Halving {
  const rounds = Math.max(1, Math.ceil(Math.log2(n)));
  const perRound = budget / rounds;
  const lead = first >= 0 && first < n ? first : 0;
  return {
    alive: [lead, ...Array.from({ length: n }, (_, k) => k).filter((k) => k !== lead)],
    target: Math.max(1, Math.floor(perRound / n)),
    round: 0,
    rounds,
    perRound,
    survived: new Array<number>(n).fill(0),
    kept: keepFirst && first >= 0 && first < n ? first : -1,
  };
}

/**
 * The root candidate to visit next: the one in play with the fewest visits below the round's target (the first
 * by index among equals); when every one has its target, the worse half by value is dropped and the next round
 * begins; the last one standing takes every visit left. `arm(k)` reads candidate k; its answer is read at once,
 * so it may be one object filled anew on each call.
 */
export function nextArm(h: Halving, arm: (k: number) => RootArm): number {
  for (;;) {
    if (h.alive.length === 1) return h.alive[0]!;
    let least = -1;
    let leastVisits = h.target;
    for (const k of h.alive) {
      const v = arm(k).visits;
      if (v < leastVisits) {
        leastVisits = v;
        least = k;
      }
    }
    if (least >= 0) return least;
    halve(h, arm);
  }
}

/**
 * Ends a round: keeps the better half (⌈n / 2⌉, by value, earlier index first among equals), and the kept
 * candidate beside it (`Halving.kept`).
 */
function halve(h: Halving, arm: (k: number) => RootArm): void {
  const ranked = [...h.alive].sort((a, b) => arm(b).value - arm(a).value || a - b);
  h.alive = ranked.slice(0, Math.ceil(ranked.length / 2));
  if (h.kept >= 0 && !h.alive.includes(h.kept)) h.alive.push(h.kept);
  h.round++;
  for (const k of h.alive) h.survived[k] = h.round;
  h.target += Math.max(1, Math.floor(h.perRound / h.alive.length));
}

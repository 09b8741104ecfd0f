/**
 * Breaking the search's ties by the heuristic (issue 18, part 2; DESIGN.md "AI"): where the search's values
 * cannot tell its best options apart — equal (0% against 0%) or within its own noise — the decision goes to the
 * one the heuristic (ai/evaluate.ts: expected material and objectives) clearly likes better after a short greedy
 * look ahead, not to visit order. The look ahead plays the greedy script to the end of the side's turn and of
 * the opponent's reply, on the same dice for every option (common random numbers), so a hold before a shot on 4+ beats a 0.5″ step that
 * makes it 5+ (§6.3) on the very rolls where the step misses.
 */
import { cloneState, searchRoller, type GameState } from '../engine';
import type { Plan } from './decision';
import { material, objectives } from './evaluate';
import { greedyDecision } from './greedy';
import type { Candidate } from './mcts';
import { makeReseedable } from './random';
import { searchState, step, turnOrdinal } from './step';

/** Standard errors within which two root values count as one (a difference the search cannot see). */
export const TIE_Z = 1;
/** Least visits a candidate needs to be weighed in a tie (fewer visits, its own noise is the wider). */
export const TIE_VISITS = 4;
/**
 * Least share of the most visited's visits a candidate needs to be weighed in a tie: at expert, 79 visits
 * against 3,450 counted as a tie by the noise alone, though the search had all but ruled it out.
 */
export const TIE_SHARE = 0.05;
/** Most candidates a tie weighs, most visited first. */
export const TIE_WIDTH = 8;
/**
 * How near 0 or 1 the most visited's value must be for a tie to be weighed: where the win chance saturates
 * (a lone model against many, 0% against 0%) it no longer tells options apart and the material does; nearer
 * even, the search's own visits judge better (weighing every tie lost normal `out-of-reach-of-the-riders`, expert
 * `between-two-zombies`, and about 0.035 against greedy on duel; docs/performance.md, Session 10).
 */
export const TIE_SATURATED = 0.15;
/**
 * Points of win chance within which two options of a saturated root count as tied however many visits tell them
 * apart (the "0% against 0%"): at 3% against 0% a lone marksman's charge into a mob is a gamble, not a
 * plan, and at 97% against 95% a garrison that has won leaves its objective for nothing; the material and
 * objectives then decide.
 */
export const TIE_ABS = 0.03;
/** Dice streams each tied option is played on. */
export const TIE_SAMPLES = 16;
/** Most decisions of one look ahead (a safety cap; a duel's two player turns take about 20). */
const TIE_MAX_DECISIONS = 200;

/** Standard error of a mean win rate v over n visits, with a floor of half a visit's worth, e.g. 0.033 for 0.4 over 220. */
export function stderr(v: number, n: number): number {
  return Math.sqrt(Math.max(v * (1 - v), 0.25 / n) / n);
}

/**
 * The candidates tied with the first (the most visited) of `ranked`, itself included, when its value is within
 * `TIE_SATURATED` of 0 or 1 (else it alone): visited at least
 * at least `TIE_VISITS` times and `TIE_SHARE` of its visits, and valued within `TIE_Z` standard errors of the
 * difference or `TIE_ABS`, at most `TIE_WIDTH`.
 * Example: values 0.098 (387 visits) and 0.102 (133 visits) tie; 0.028 and 0.004 (1,668 visits each) tie; 0.304
 * and 0.316 do not (the win chance is not saturated there), nor 0.05 and 0.60.
 */
export function tiedCandidates(ranked: readonly Candidate[]): Candidate[] {
  const top = ranked[0];
  if (top === undefined || top.visits === 0) return [];
  if (top.value > TIE_SATURATED && top.value < 1 - TIE_SATURATED) return [top];
  const out: Candidate[] = [top];
  for (const c of ranked.slice(1)) {
    if (out.length >= TIE_WIDTH) break;
    if (c.visits < Math.max(TIE_VISITS, TIE_SHARE * top.visits)) continue;
    const se = Math.hypot(stderr(top.value, top.visits), stderr(c.value, c.visits));
    if (Math.abs(c.value - top.value) <= Math.max(TIE_Z * se, TIE_ABS)) out.push(c);
  }
  return out;
}

/** The heuristic's values of a candidate, one per dice stream: at the end of the side's turn, and of the reply. */
export interface LookAhead {
  own: Float64Array;
  reply: Float64Array;
}

/**
 * The heuristic's values of candidate c at `root` for the side to act (−1..1), one per dice stream of `seed`
 * (`TIE_SAMPLES` of them, the same streams for every candidate): its share of the material (`materialShare`)
 * after c and the greedy script's play to the end of the side's turn (`own`), and on to the end of the
 * opponent's reply (`reply`).
 */
export function lookAheadValues(root: GameState, plan: Plan, c: Candidate, seed: string): LookAhead {
  const stream = makeReseedable(seed);
  const roller = searchRoller(stream.next);
  const side = root.activeSide;
  const start = turnOrdinal(root);
  const out: LookAhead = { own: new Float64Array(TIE_SAMPLES), reply: new Float64Array(TIE_SAMPLES) };
  for (let k = 0; k < TIE_SAMPLES; k++) {
    stream.reseed(k);
    const ss = searchState(cloneState(root), plan.slice());
    step(ss, c.action, roller);
    for (const [end, values] of [
      [start + 1, out.own],
      [start + 2, out.reply],
    ] as const) {
      for (let n = 0; n < TIE_MAX_DECISIONS && ss.s.result === null && turnOrdinal(ss.s) < end; n++)
        step(ss, greedyDecision(ss.s, ss.plan), roller);
      values[k] = materialShare(ss.s, side);
    }
  }
  return out;
}

/**
 * Whether look ahead `a` beats `b`: `clearlyBetter` at one horizon (the side's own turn or the reply) and no
 * worse on average at the other, e.g. a hold whose shot is on 4+ (better at its own turn, the same after the
 * reply), but not a step into the open whose lucky shot is paid for in the reply.
 */
export function beats(a: LookAhead, b: LookAhead): boolean {
  return (
    (clearlyBetter(a.own, b.own) && mean(a.reply) >= mean(b.reply) - 1e-9) ||
    (clearlyBetter(a.reply, b.reply) && mean(a.own) >= mean(b.own) - 1e-9)
  );
}

function mean(v: Float64Array): number {
  let sum = 0;
  for (const x of v) sum += x;
  return sum / v.length;
}

/**
 * The side's share of the material and objectives on the table (ai/evaluate.ts), −1..1: unlike the win
 * probability it does not flatten where a side is far behind, so a lone model's two hopeless options still
 * differ by what they keep; the position term is left out (a 0.2″ step forward would outweigh a shot). A finished game gives 1, −1 or 0.
 */
function materialShare(s: GameState, side: number): number {
  if (s.result !== null)
    return s.result.winner === null ? 0 : s.result.winner === s.static.sides[side]!.id ? 1 : -1;
  const mine = material(s, side) + objectives(s, side);
  const theirs = material(s, 1 - side) + objectives(s, 1 - side);
  return mine + theirs > 0 ? (mine - theirs) / (mine + theirs) : 0;
}

/**
 * Whether values `a` beat values `b` sample by sample (paired, as they share their dice): never worse and
 * better at least once (a hold's shot on 4+ against a step's on 5+ differs only where the die shows a 4), or a
 * mean difference more than `TIE_Z` × 2 standard errors of it.
 */
export function clearlyBetter(a: Float64Array, b: Float64Array): boolean {
  const n = a.length;
  let sum = 0;
  let sq = 0;
  let worse = false;
  for (let k = 0; k < n; k++) {
    const d = a[k]! - b[k]!;
    sum += d;
    sq += d * d;
    if (d < -1e-9) worse = true;
  }
  const mean = sum / n;
  const se = Math.sqrt(Math.max(0, sq / n - mean * mean) / Math.max(1, n - 1));
  return mean > 1e-6 && (!worse || mean > 2 * TIE_Z * se);
}

/**
 * The search's ranked candidates with a tie at the top broken by the heuristic (see `tiedCandidates`,
 * `lookAheadValues`): the tied candidate the heuristic values most is chosen when it `beats` the search's
 * own choice (the most visited), else the search's choice stays. The chosen one comes first, the
 * others keep their order; `tieBroken` is true when the heuristic changed the choice. Example:
 * `breakTie(root, plan, ranked, 'seed').candidates[0].action`.
 */
export function breakTie(
  root: GameState,
  plan: Plan,
  ranked: readonly Candidate[],
  seed: string,
): { candidates: Candidate[]; tieBroken: boolean } {
  const tied = tiedCandidates(ranked);
  if (tied.length < 2) return { candidates: [...ranked], tieBroken: false };
  const top = tied[0]!;
  const topValues = lookAheadValues(root, plan, top, `${seed}:tie`);
  let best = top;
  let bestMean = -Infinity;
  for (const c of tied.slice(1)) {
    const values = lookAheadValues(root, plan, c, `${seed}:tie`);
    const m = mean(values.own) + mean(values.reply);
    if (m > bestMean && beats(values, topValues)) {
      bestMean = m;
      best = c;
    }
  }
  if (best === top) return { candidates: [...ranked], tieBroken: false };
  return { candidates: [best, ...ranked.filter((c) => c !== best)], tieBroken: true };
}

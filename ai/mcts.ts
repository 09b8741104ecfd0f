/**
 * Open-loop Monte Carlo tree search (DESIGN.md "AI"; Browne et al. 2012, "A Survey of MCTS Methods", UCT;
 * open loop as in Perez Liebana et al. 2015): one decision per model, dice sampled afresh in every iteration
 * so values average over dice, a horizon at the end of the opponent's next turn, a playout policy past the
 * tree, and a heuristic leaf value. Resumable: `run(n)` does n more iterations, so a worker can slice it.
 */
import { cloneState, searchRoller, type Action, type GameState } from '../engine';
import { candidates } from './candidates';
import { decisionKey, newPlan, planKey, type Decision, type Plan } from './decision';
import { evaluate } from './evaluate';
import { makeRand, type Rand } from './random';
import { rolloutDecision } from './rollout';
import { step, turnOrdinal, type SearchState } from './step';

/** Search settings. Budgets: `iterations` (reproducible with a seed) and/or `timeMs` (wall clock, ms). */
export interface SearchOptions {
  iterations?: number;
  timeMs?: number;
  /** Seed of the search's dice and playouts; same seed and budget → same answer. */
  seed?: string;
  /** Player turns to look ahead from the root's turn: 2 = to the end of the opponent's next turn. */
  horizon?: number;
  /** UCT exploration constant, default 0.7. */
  exploration?: number;
  /** The AI's plan of the current phase (models that already declined to charge or hold). */
  plan?: Plan;
}

/** A root candidate, e.g. `{ action: { type: 'charge', model: 'r1', target: 'b3' }, visits: 412, value: 0.63, pv: […] }`. */
export interface Candidate {
  action: Decision;
  visits: number;
  /** Estimated win probability (0..1) for the side to act at the root. */
  value: number;
  /** Principal variation: the most visited line from this candidate on, starting with it. */
  pv: Decision[];
}

/** The answer of a search: the chosen decision and the candidates, best (most visited) first. */
export interface SearchResult {
  action: Decision;
  iterations: number;
  /** Wall-clock time spent, milliseconds. */
  timeMs: number;
  candidates: Candidate[];
}

/** Progress while searching, for the UI's AI panel. */
export interface SearchProgress {
  iterations: number;
  elapsedMs: number;
  candidates: Candidate[];
}

interface Node {
  decision: Decision | null;
  /** Side that chose the decision leading here. */
  side: number;
  visits: number;
  /** Sum of rewards for `side`. */
  total: number;
  children: Map<string, Node>;
}

function newNode(decision: Decision | null, side: number): Node {
  return { decision, side, visits: 0, total: 0, children: new Map() };
}

/** A resumable search; see `createSearch`. */
export interface Search {
  /** Runs up to n more iterations (fewer if the budget runs out). */
  run(n: number): void;
  /** Whether the budget is spent (or there was nothing to decide). */
  done(): boolean;
  progress(): SearchProgress;
  result(): SearchResult;
}

const MAX_PLAYOUT_DECISIONS = 400;

/**
 * Starts a search for the side to act. Example: `createSearch(state, { iterations: 2000, seed: 'a' })`,
 * then `s.run(2000); s.result().action`. A state with a single candidate answers at once.
 */
export function createSearch(root: GameState, opts: SearchOptions = {}): Search {
  const rand: Rand = makeRand(opts.seed ?? 'mcts');
  const roller = searchRoller(rand);
  const c = opts.exploration ?? 0.7;
  const horizon = opts.horizon ?? 2;
  const rootPlan = opts.plan ?? newPlan(root);
  const rootOrdinal = turnOrdinal(root);
  const rootSide = root.activeSide;
  const tree = newNode(null, 1 - rootSide);
  const rootCands = candidates(root, rootPlan);
  const started = Date.now();
  let iterations = 0;
  const iterationBudget = opts.iterations ?? (opts.timeMs === undefined ? 1000 : Infinity);

  const outOfBudget = (): boolean =>
    rootCands.length <= 1 ||
    iterations >= iterationBudget ||
    (opts.timeMs !== undefined && Date.now() - started >= opts.timeMs);

  function atHorizon(s: GameState): boolean {
    return s.result !== null || turnOrdinal(s) >= rootOrdinal + horizon;
  }

  function iterate(): void {
    const ss: SearchState = { s: cloneState(root), plan: rootPlan.slice(), key: planKey(root) };
    const path: Node[] = [tree];
    let node = tree;
    let expanded = false;
    while (!atHorizon(ss.s)) {
      const cands = node === tree ? rootCands : candidates(ss.s, ss.plan);
      const side = ss.s.activeSide;
      let chosen: Node | null = null;
      for (const d of cands) {
        const k = decisionKey(d);
        if (!node.children.has(k)) {
          chosen = newNode(d, side);
          node.children.set(k, chosen);
          expanded = true;
          break;
        }
      }
      if (chosen === null) {
        let best = -Infinity;
        const logN = Math.log(node.visits + 1);
        for (const d of cands) {
          const ch = node.children.get(decisionKey(d))!;
          const u = ch.total / (ch.visits + 1e-9) + c * Math.sqrt(logN / (ch.visits + 1e-9));
          if (u > best) {
            best = u;
            chosen = ch;
          }
        }
      }
      const next = chosen as Node;
      step(ss, next.decision as Decision, roller);
      path.push(next);
      node = next;
      if (expanded) break;
    }
    let n = 0;
    while (!atHorizon(ss.s) && n++ < MAX_PLAYOUT_DECISIONS)
      step(ss, rolloutDecision(ss.s, ss.plan, rand), roller);
    const v0 = evaluate(ss.s);
    for (const p of path) {
      p.visits++;
      p.total += p.side === 0 ? v0 : 1 - v0;
    }
    iterations++;
  }

  function pvFrom(n: Node): Decision[] {
    const out: Decision[] = [];
    let cur: Node | undefined = n;
    while (cur !== undefined && cur.decision !== null && out.length < 12) {
      out.push(cur.decision);
      let best: Node | undefined;
      for (const ch of cur.children.values()) if (best === undefined || ch.visits > best.visits) best = ch;
      cur = best;
    }
    return out;
  }

  function ranked(): Candidate[] {
    if (tree.children.size === 0)
      return rootCands.map((d) => ({ action: d, visits: 0, value: 0.5, pv: [d] }));
    return [...tree.children.values()]
      .sort((a, b) => b.visits - a.visits || b.total / (b.visits || 1) - a.total / (a.visits || 1))
      .map((ch) => ({
        action: ch.decision as Decision,
        visits: ch.visits,
        value: ch.visits > 0 ? ch.total / ch.visits : 0.5,
        pv: pvFrom(ch),
      }));
  }

  return {
    run(count: number): void {
      for (let k = 0; k < count && !outOfBudget(); k++) iterate();
    },
    done: outOfBudget,
    progress(): SearchProgress {
      return { iterations, elapsedMs: Date.now() - started, candidates: ranked().slice(0, 5) };
    },
    result(): SearchResult {
      const cands = ranked();
      return {
        action: cands[0]?.action ?? { type: 'endPhase' },
        iterations,
        timeMs: Date.now() - started,
        candidates: cands,
      };
    },
  };
}

/** Runs a whole search synchronously to its budget and returns the answer. */
export function search(root: GameState, opts: SearchOptions = {}): SearchResult {
  const s = createSearch(root, opts);
  while (!s.done()) s.run(64);
  return s.result();
}

/** Narrows a decision to an engine action, or null for the AI's pseudo-actions. */
export function asAction(d: Decision): Action | null {
  return d.type === 'hold' || d.type === 'noCharge' ? null : d;
}

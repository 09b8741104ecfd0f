/**
 * Open-loop Monte Carlo tree search (DESIGN.md "AI"; Browne et al. 2012, "A Survey of MCTS Methods"; PUCT;
 * open loop as in Perez Liebana et al. 2015): one decision per model, dice sampled afresh in every iteration
 * so values average over dice — the n-th visit of every root candidate uses the same dice stream (common
 * random numbers), so candidates are compared on the same luck — a horizon (the end of the opponent's next
 * turn, or the end of the game), a playout policy past the tree, and a leaf value: the heuristic, the game's
 * result, or a mix of the two (`mixing`). Resumable: `run(n)` does n more iterations, so a worker can slice it.
 * After a decision without dice the next search may go on from the subtree under it (`subtree`, `reuse`), as
 * tree reuse in game-playing MCTS (e.g. Silver et al. 2017, "the subtree below this action is retained").
 */
import { cloneState, searchRoller, type Action, type GameState } from '../engine';
import { memoCandidates, memoMatches, newMemo, type CandidateMemo } from './candidate-memo';
import { candidates } from './candidates';
import { decisionKey, newPlan, type Decision, type Plan } from './decision';
import { budgetShare } from './budget-share';
import { evaluate } from './evaluate';
import { greedyDecision } from './greedy';
import { makeReseedable, type Rand } from './random';
import { playoutDecision } from './playout';
import { searchState, step, turnOrdinal } from './step';
import { newHalving, nextArm, type RootArm } from './root-halving';
import { keepScriptChoice, keepsScript } from './script-keep';
import { breakTie } from './tie-break';
import { wideningFor } from './position-candidates';
import { playedCandidates } from './review-candidates';

/**
 * Search settings. Budgets: `iterations` (reproducible with a seed) and/or `timeMs` (wall clock, ms), both per
 * model decision; in squad play a decision takes a share of them (`budgetShare`, ai/budget-share.ts).
 */
export interface SearchOptions {
  iterations?: number;
  timeMs?: number;
  /** Seed of the search's dice and playouts; same seed and budget → same answer. */
  seed?: string;
  /**
   * Player turns to look ahead from the root's turn: 2 (the default) = to the end of the opponent's next turn;
   * `GAME_END` = to the end of the game, where the playouts' own result is the leaf value.
   */
  horizon?: number;
  /**
   * Weight (0..1) of the value where the playout stops (`horizon`); the rest goes to the heuristic value two
   * player turns ahead, taken on the way. 1 (the default) uses the horizon's value alone; with `GAME_END`, 0.5
   * mixes the quick, steady heuristic with the game's real but noisy result, as AlphaGo mixed its value
   * network with rollout outcomes (Silver et al. 2016, "mixing parameter" λ = 0.5).
   */
  mixing?: number;
  /** PUCT exploration constant, default `DEFAULT_EXPLORATION`. */
  exploration?: number;
  /**
   * How the root shares its visits: `'halving'` (the default) by sequential halving when the budget is in
   * iterations (ai/root-halving.ts), PUCT when it is in time alone; `'puct'` by PUCT always, as before session 11
   * (kept to measure one against the other: `arena --a mcts --b mcts:root=puct`).
   */
  root?: RootPolicy;
  /** The AI's plan of the current phase (models that already declined to charge or hold). */
  plan?: Plan;
  /**
   * The subtree a previous search left for this position (`Search.subtree`): its statistics are kept and the
   * search goes on from them when it stands for exactly this state and plan; otherwise it is ignored.
   */
  reuse?: SearchTree;
  /**
   * The leaf value: the estimated probability (0..1) that side 0 wins a position, default `evaluate`
   * (ai/evaluate.ts, DESIGN.md "AI"); e.g. `(s) => (s.result === null ? 0.5 : evaluate(s))` for a search that
   * learns only from finished games. A function cannot cross to a helper worker: searches spread over
   * helpers (session/parallel-search.ts) use the default.
   */
  evaluate?: (s: GameState) => number;
  /**
   * A game review's decision (ai/review.ts): the action a player played here, e.g. `{ type: 'move', model: 'r1',
   * to: [10.3, 7.25] }`. The root then weighs that action's model's candidates (or, for `endPhase`, the next
   * decider's) with the played action among them even when the generator would not list it (a move to any
   * point), and visits it in at least `PLAYED_SHARE` of the iterations, so its value is measured by the same
   * search, on the same dice (common random numbers), as the best one's. A review searches afresh: `reuse`
   * is ignored. Plain data, so it crosses to helper workers.
   */
  played?: Decision;
}

/** The root's policy (`SearchOptions.root`), e.g. `'halving'`. */
export const ROOT_POLICIES = ['halving', 'puct'] as const;
/** One of `ROOT_POLICIES`. */
export type RootPolicy = (typeof ROOT_POLICIES)[number];

/** A search tree's node kept for the next decision (`Search.subtree`); opaque. */
export interface SearchTree {
  readonly visits: number;
}

/** A root candidate, e.g. `{ action: { type: 'charge', model: 'r1', target: 'b3' }, visits: 412, value: 0.63, pv: […] }`. */
export interface Candidate {
  action: Decision;
  visits: number;
  /** Estimated win probability (0..1) for the side to act at the root. */
  value: number;
  /** Principal variation: the most visited line from this candidate on, starting with it. */
  pv: Decision[];
  /**
   * Rounds of the root's sequential halving this candidate got through (ai/root-halving.ts), e.g. 3 for the one
   * left standing of 7; absent under PUCT. Merged searches rank by it first (ai/merge.ts).
   */
  rounds?: number;
}

/** The answer of a search: the chosen decision and the candidates, best (most visited) first. */
export interface SearchResult {
  action: Decision;
  iterations: number;
  /** Wall-clock time spent, milliseconds. */
  timeMs: number;
  candidates: Candidate[];
  /**
   * Visits the root's candidates kept from the last decision's subtree (`SearchOptions.reuse`), so their visits
   * add up to `iterations + kept`; 0 or absent when the search started afresh.
   */
  kept?: number;
  /**
   * The search's values could not tell its best options apart (equal, or within its noise), so the heuristic
   * chose among them (ai/tie-break.ts, issue 18): the AI panel says so. Absent or false otherwise.
   */
  tieBroken?: boolean;
  /**
   * The search's best did not beat the greedy script's choice by more than its noise, so the script's choice
   * was played (ai/script-keep.ts: a squad unit's Movement decision): the AI panel says so. Absent or false
   * otherwise.
   */
  scriptKept?: boolean;
}

/**
 * Progress while searching, for the UI's AI panel (`kept` as in `SearchResult`), with this decision's budgets:
 * the options' scaled by `budgetShare` (ai/budget-share.ts), e.g. `iterationBudget` 200 and `timeBudgetMs` 2,000
 * for a Gorefang's shot at the normal level (800 iterations, 8,000 ms); null where there is none.
 */
export interface SearchProgress {
  iterations: number;
  elapsedMs: number;
  candidates: Candidate[];
  kept: number;
  iterationBudget: number | null;
  timeBudgetMs: number | null;
}

interface Node extends SearchTree {
  decision: Decision | null;
  /** Side that chose the decision leading here. */
  side: number;
  visits: number;
  /** Sum of rewards for `side`. */
  total: number;
  children: Map<string, Node>;
  /** Key of the greedy script's choice at this node, the search's prior; null until first visited. */
  guide: string | null;
  /** The candidates for the last state and plan this node was visited with (ai/candidate-memo.ts). */
  memo: CandidateMemo;
  /**
   * A root child whose decision rolled dice in some iteration, though its type has none of its own: e.g. the
   * Movement phase's first move, which makes fleeing models flee 2D6" (RULES.md §3.2). Not kept for reuse.
   */
  rolled: boolean;
}

function newNode(decision: Decision | null, side: number): Node {
  return {
    decision,
    side,
    visits: 0,
    total: 0,
    children: new Map(),
    guide: null,
    memo: newMemo(),
    rolled: false,
  };
}

/**
 * Least share of the root's iterations the `played` decision of a review gets: 0.2 of the expert level's 6,000
 * is 1,200 visits, so its value's noise is about that of the best candidate's (docs/performance.md "Game review").
 */
export const PLAYED_SHARE = 0.2;

/** Default PUCT exploration constant for rewards in [0, 1]. */
export const DEFAULT_EXPLORATION = 1;

/** Prior probability given to the greedy script's choice at every node (PUCT). */
export const GUIDE_PRIOR = 0.5;

/** A resumable search; see `createSearch`. */
export interface Search {
  /** Runs up to n more iterations (fewer if the budget runs out). */
  run(n: number): void;
  /** Whether the budget is spent (or there was nothing to decide). */
  done(): boolean;
  progress(): SearchProgress;
  result(): SearchResult;
  /**
   * The subtree under root candidate `d` for the next decision's search (`SearchOptions.reuse`), when `d` is a
   * decision without dice (a move, a unit move, a hold or a declined charge that rolled nothing in any
   * iteration: the position after it is the one every iteration saw) and was searched at least twice; else
   * null. Example: after a model moves,
   * `createSearch(next, { ...opts, reuse: search.subtree(result.action) ?? undefined })`.
   */
  subtree(d: Decision): SearchTree | null;
  /**
   * A merged answer of this search and others of the same position (root-parallel, `mergeResults`) with its
   * tie broken by the heuristic or the script's choice kept as `result` chooses its own (ai/tie-break.ts,
   * ai/script-keep.ts), e.g.
   * `own.settle(mergeResults([own.result(), other]))`.
   */
  settle(merged: SearchResult): SearchResult;
}

/** Decisions after which the position is certain (no dice), so a search's subtree stands for it exactly. */
const CERTAIN: ReadonlySet<Decision['type']> = new Set(['move', 'moveUnit', 'hold', 'noCharge']);

/** The default `horizon`, player turns: to the end of the opponent's next turn (DESIGN.md "AI"). */
export const SHORT_HORIZON = 2;

/** `horizon` that plays every iteration to the end of the game (RULES.md §13). */
export const GAME_END = Number.POSITIVE_INFINITY;

/**
 * Safety cap on the decisions of one playout, past which the leaf is valued where it stands: a whole game of
 * the built-in scenarios takes at most ~300 playout decisions (ruined street from turn 1).
 */
const MAX_PLAYOUT_DECISIONS = 400;

/**
 * Starts a search for the side to act. Example: `createSearch(state, { iterations: 2000, seed: 'a' })`,
 * then `s.run(2000); s.result().action`. A state with a single candidate answers at once.
 */
export function createSearch(root: GameState, opts: SearchOptions = {}): Search {
  const stream = makeReseedable(opts.seed ?? 'mcts');
  const rand: Rand = stream.next;
  const roller = searchRoller(rand);
  const c = opts.exploration ?? DEFAULT_EXPLORATION;
  const horizon = opts.horizon ?? SHORT_HORIZON;
  const mixing = horizon > SHORT_HORIZON ? (opts.mixing ?? 1) : 1;
  const rootPlan = opts.plan ?? newPlan(root);
  const rootOrdinal = turnOrdinal(root);
  const rootSide = root.activeSide;
  const reused = opts.played === undefined ? (opts.reuse as Node | undefined) : undefined;
  const tree =
    reused !== undefined && memoMatches(reused.memo, root, rootPlan) ? reused : newNode(null, 1 - rootSide);
  let kept = 0;
  if (tree === reused) for (const ch of tree.children.values()) kept += ch.visits;
  const fullBudget = opts.iterations ?? (opts.timeMs === undefined ? 1000 : Infinity);
  const rootCands =
    opts.played === undefined
      ? candidates(root, rootPlan, wideningFor(fullBudget))
      : playedCandidates(root, rootPlan, opts.played, wideningFor(fullBudget));
  const playedKey = opts.played === undefined ? null : decisionKey(opts.played);
  const rootMemo: CandidateMemo = { sig: null, cands: rootCands, keys: rootCands.map(decisionKey) };
  const started = Date.now();
  let iterations = 0;
  const share = budgetShare(root, rootCands);
  const iterationBudget = fullBudget > 0 ? Math.max(1, Math.round(share * fullBudget)) : 0;
  const timeBudget = opts.timeMs === undefined ? null : opts.timeMs * share;
  const tieSeed = opts.seed ?? 'mcts';
  const playedIndex = playedKey === null ? -1 : rootMemo.keys.indexOf(playedKey);

  /** Whether the review's played decision is below its share of the root's visits (`PLAYED_SHARE`). */
  function playedDue(): boolean {
    if (playedIndex < 0) return false;
    const ch = tree.children.get(playedKey!);
    return (ch === undefined ? 0 : ch.visits) < PLAYED_SHARE * (tree.visits + 1);
  }
  /** Whether the script's choice stands unless clearly beaten (ai/script-keep.ts); a review weighs every option alike. */
  const keepScript = opts.played === undefined && keepsScript(root, rootCands);
  /**
   * Sequential halving at the root (ai/root-halving.ts) when the budget is in iterations, else PUCT there too;
   * a review's played decision takes its `PLAYED_SHARE` first, the halving shares the rest.
   */
  const halving =
    opts.root !== 'puct' && Number.isFinite(iterationBudget) && rootCands.length > 1
      ? newHalving(
          rootCands.length,
          playedIndex < 0 ? iterationBudget : Math.max(1, Math.round((1 - PLAYED_SHARE) * iterationBudget)),
          rootMemo.keys.indexOf((tree.guide ??= decisionKey(greedyDecision(root, rootPlan)))),
          keepScript,
        )
      : null;

  /**
   * The choice among ranked root candidates: the script's where it stands unless clearly beaten, else the first
   * with a tie broken by the heuristic (ai/tie-break.ts).
   */
  function choose(ranked: readonly Candidate[]): {
    candidates: Candidate[];
    tieBroken: boolean;
    scriptKept: boolean;
  } {
    if (keepScript) return { ...keepScriptChoice(ranked, tree.guide), tieBroken: false };
    return { ...breakTie(root, rootPlan, ranked, tieSeed), scriptKept: false };
  }
  const rootIndex = new Map(rootMemo.keys.map((key, k) => [key, k]));
  /** One scratch arm, filled anew on each read (the halving reads a field at once): no allocation per iteration. */
  const arm: RootArm = { visits: 0, value: 0 };
  const rootArm = (k: number): RootArm => {
    const ch = tree.children.get(rootMemo.keys[k]!);
    arm.visits = ch === undefined ? 0 : ch.visits;
    arm.value = ch === undefined || ch.visits === 0 ? 0 : ch.total / ch.visits;
    return arm;
  };
  const value = opts.evaluate ?? evaluate;

  const outOfBudget = (): boolean =>
    rootCands.length <= 1 ||
    iterations >= iterationBudget ||
    (timeBudget !== null && Date.now() - started >= timeBudget);

  /**
   * Whether s is in the root's player turn: there the tree's moves come from the whole position
   * (ai/position-candidates.ts); in the turns after it, only the quick ones, to keep iterations cheap.
   */
  function ownTurn(s: GameState): boolean {
    return turnOrdinal(s) === rootOrdinal;
  }

  function atHorizon(s: GameState): boolean {
    return s.result !== null || turnOrdinal(s) >= rootOrdinal + horizon;
  }

  /** The heuristic value (for side 0) once the state is two player turns past the root, else −1. */
  function shortValue(s: GameState): number {
    return s.result !== null || turnOrdinal(s) >= rootOrdinal + SHORT_HORIZON ? value(s) : -1;
  }

  /**
   * PUCT selection (Rosin 2011; Silver et al. 2017) with the greedy script's choice as the prior: it gets
   * half the prior mass, the other candidates share the rest. Unvisited children start from the node's own
   * value for the side to act (first-play urgency). `keys` holds each candidate's `decisionKey`; returns the
   * index of the chosen candidate.
   */
  function select(node: Node, keys: readonly string[], side: number): number {
    const n = keys.length;
    const sqrtN = Math.sqrt(node.visits + 1);
    const mean = node.visits > 0 ? node.total / node.visits : 0.5;
    const fpu = node.side === side ? mean : 1 - mean;
    let best = -Infinity;
    let bestK = 0;
    for (let k = 0; k < n; k++) {
      const key = keys[k]!;
      const prior = n === 1 ? 1 : key === node.guide ? GUIDE_PRIOR : (1 - GUIDE_PRIOR) / (n - 1);
      const ch = node.children.get(key);
      const visits = ch === undefined ? 0 : ch.visits;
      const q = visits > 0 ? ch!.total / visits : fpu;
      const u = q + c * prior * (sqrtN / (1 + visits));
      if (u > best) {
        best = u;
        bestK = k;
      }
    }
    return bestK;
  }

  function iterate(): void {
    const ss = searchState(cloneState(root), rootPlan.slice());
    const path: Node[] = [tree];
    let node = tree;
    let expanded = false;
    let short = -1;
    while (!atHorizon(ss.s)) {
      const { cands, keys } =
        node === tree ? rootMemo : memoCandidates(node.memo, ss.s, ss.plan, ownTurn(ss.s) ? 0 : null);
      const side = ss.s.activeSide;
      if (node.guide === null) node.guide = decisionKey(greedyDecision(ss.s, ss.plan));
      const k =
        node !== tree
          ? select(node, keys, side)
          : playedDue()
            ? playedIndex
            : halving !== null
              ? nextArm(halving, rootArm)
              : select(node, keys, side);
      let next = node.children.get(keys[k]!);
      if (next === undefined) {
        next = newNode(cands[k]!, side);
        node.children.set(keys[k]!, next);
        expanded = true;
      }
      if (node === tree) {
        stream.reseed(next.visits);
        const before = stream.position();
        step(ss, next.decision as Decision, roller);
        if (stream.position() !== before) next.rolled = true;
      } else step(ss, next.decision as Decision, roller);
      if (mixing < 1 && short < 0) short = shortValue(ss.s);
      path.push(next);
      node = next;
      if (expanded) break;
    }
    let n = 0;
    while (!atHorizon(ss.s) && n++ < MAX_PLAYOUT_DECISIONS) {
      step(ss, playoutDecision(ss.s, ss.plan, rand), roller);
      if (mixing < 1 && short < 0) short = shortValue(ss.s);
    }
    const end = value(ss.s);
    const v0 = mixing < 1 && short >= 0 ? (1 - mixing) * short + mixing * end : end;
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

  /** Rounds of the root's halving a child got through; −1 for one not among today's candidates. */
  function survived(ch: Node): number {
    const k = rootIndex.get(decisionKey(ch.decision as Decision));
    return k === undefined ? -1 : (halving?.survived[k] ?? 0);
  }

  /**
   * The root's children, best first: with halving, those that got through more rounds first, then by value;
   * with PUCT, by visits, then value.
   */
  function ranked(): Candidate[] {
    if (tree.children.size === 0)
      return rootCands.map((d) => ({ action: d, visits: 0, value: 0.5, pv: [d] }));
    const mean = (n: Node): number => n.total / (n.visits || 1);
    return [...tree.children.values()]
      .sort((a, b) =>
        halving !== null
          ? survived(b) - survived(a) || mean(b) - mean(a) || b.visits - a.visits
          : b.visits - a.visits || mean(b) - mean(a),
      )
      .map((ch) => ({
        action: ch.decision as Decision,
        visits: ch.visits,
        value: ch.visits > 0 ? ch.total / ch.visits : 0.5,
        pv: pvFrom(ch),
        ...(halving === null ? {} : { rounds: Math.max(0, survived(ch)) }),
      }));
  }

  return {
    run(count: number): void {
      for (let k = 0; k < count && !outOfBudget(); k++) iterate();
    },
    done: outOfBudget,
    progress(): SearchProgress {
      return {
        iterations,
        elapsedMs: Date.now() - started,
        candidates: ranked().slice(0, 5),
        kept,
        iterationBudget: Number.isFinite(iterationBudget) ? iterationBudget : null,
        timeBudgetMs: timeBudget,
      };
    },
    subtree(d: Decision): SearchTree | null {
      if (!CERTAIN.has(d.type)) return null;
      const child = tree.children.get(decisionKey(d));
      return child !== undefined && child.visits >= 2 && !child.rolled ? child : null;
    },
    settle(merged: SearchResult): SearchResult {
      const { candidates: cands, tieBroken, scriptKept } = choose(merged.candidates);
      return {
        ...merged,
        action: cands[0]?.action ?? merged.action,
        candidates: cands,
        tieBroken,
        scriptKept,
      };
    },
    result(): SearchResult {
      const { candidates: cands, tieBroken, scriptKept } = choose(ranked());
      return {
        action: cands[0]?.action ?? { type: 'endPhase' },
        iterations,
        timeMs: Date.now() - started,
        candidates: cands,
        kept,
        tieBroken,
        scriptKept,
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

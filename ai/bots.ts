/**
 * Bots that play a whole game one action at a time: `random`, `greedy` and `mcts` (DESIGN.md "AI").
 * Each keeps the plan of the current phase (models that declined to charge or hold) between calls.
 */
import { applyAction, isMoveOption, legalActions, modelIndex, type Action, type GameState } from '../engine';
import {
  decisionRounds,
  isEngineAction,
  newPlan,
  planKey,
  settleDecision,
  type Decision,
  type Plan,
} from './decision';
import { greedyDecision } from './greedy';
import { LEVEL_NAMES, LEVELS, type Level } from './levels';
import {
  createSearch,
  GAME_END,
  ROOT_POLICIES,
  type RootPolicy,
  type Search,
  type SearchOptions,
  type SearchResult,
  type SearchTree,
} from './mcts';
import { mergeResults, parallelSeed } from './merge';
import { makeRand, pick, type Rand } from './random';

/** A player: `decide` returns the next engine action for the side to act. */
export interface Bot {
  /** Spec it was made from, e.g. `'mcts:budget=2000'`. */
  name: string;
  decide(state: GameState): Action;
  /** The last search behind a decision (mcts only), for explanations. */
  lastSearch?: SearchResult;
}

/**
 * Keeps a plan for the current phase and resolves pseudo-decisions until an engine action comes out. A chosen
 * action the engine would refuse (a candidate built from a cheaper check) becomes `hold` for that model.
 */
function planned(name: string, choose: (s: GameState, plan: Plan) => Decision): Bot {
  let plan: Plan | null = null;
  let key = '';
  return {
    name,
    decide(s: GameState): Action {
      if (plan === null || key !== planKey(s) || plan.length !== s.models.length) {
        plan = newPlan(s);
        key = planKey(s);
      }
      return decideWithPlan(s, plan, choose);
    },
  };
}

/**
 * The next engine action from `choose`'s decisions with the side's phase plan `plan` (updated in place: the
 * models that hold or decline a charge on the way are noted), ending the phase past `decisionRounds`. Example:
 * `decideWithPlan(s, newPlan(s), greedyDecision)` → greedy's next action.
 */
export function decideWithPlan(
  s: GameState,
  plan: Plan,
  choose: (s: GameState, plan: Plan) => Decision,
): Action {
  for (let round = 0; round < decisionRounds(s); round++) {
    const d = settleDecision(s, plan, choose(s, plan));
    if (isEngineAction(d)) return d;
  }
  return { type: 'endPhase' };
}

/** `random`: uniform over legal actions; a move descriptor becomes a random legal point within reach. */
export function randomBot(seed: string): Bot {
  const rand: Rand = makeRand(seed);
  return {
    name: 'random',
    decide(s: GameState): Action {
      const legal = legalActions(s);
      for (let tries = 0; tries < 20; tries++) {
        const a = pick(rand, legal);
        if (!isMoveOption(a)) return a;
        const ang = rand() * 2 * Math.PI;
        const d = Math.sqrt(rand()) * a.maxDistance;
        const [dx, dy] = [Math.cos(ang) * d, Math.sin(ang) * d];
        let mv: Action;
        if (a.type === 'moveUnit') mv = { type: 'moveUnit', unit: a.unit, by: [dx, dy], run: a.run };
        else {
          const m = s.models[modelIndex(s, a.model)]!;
          mv = { type: 'move', model: a.model, to: [m.x + dx, m.y + dy], run: a.run };
        }
        if (applyAction(s, mv).ok) return mv;
      }
      return { type: 'endPhase' };
    },
  };
}

/** `greedy`: the scripted baseline of `greedy.ts`. */
export function greedyBot(): Bot {
  return planned('greedy', greedyDecision);
}

/** Runs a search to its budget. */
function runOut(r: Search): Search {
  while (!r.done()) r.run(64);
  return r;
}

/**
 * `mcts`: open-loop MCTS per model decision with the given budget; after a decision without dice the next
 * search goes on from the subtree the last one built for it (tree reuse, `Search.subtree`). With `searches` > 1
 * it is root-parallel as the app is on that many cores (ai/merge.ts): that many searches, each with the full
 * budget and seeds `parallelSeed`, merged at the root, here one after another; each goes on from its own
 * last tree, as the app's helpers do.
 */
export function mctsBot(opts: SearchOptions, name = 'mcts', searches = 1): Bot {
  let counter = 0;
  let carried: (SearchTree | null)[] = [];
  const bot: Bot = planned(name, (s, plan) => {
    const seed = `${opts.seed ?? 'mcts'}:${counter++}`;
    const own = createSearch(s, { ...opts, plan: plan.slice(), seed, reuse: carried[0] ?? undefined });
    // Nothing to decide (one candidate) or no budget: the other searches are not started, as in the app.
    const alone = searches <= 1 || own.done();
    const first = runOut(own).result();
    const others = alone
      ? []
      : Array.from({ length: searches - 1 }, (_, k) =>
          runOut(
            createSearch(s, {
              ...opts,
              plan: plan.slice(),
              seed: parallelSeed(seed, k + 1),
              reuse: carried[k + 1] ?? undefined,
            }),
          ),
        );
    const res =
      others.length === 0 ? first : own.settle(mergeResults([first, ...others.map((o) => o.result())]));
    carried = [own, ...others].map((search) => search.subtree(res.action));
    bot.lastSearch = res;
    return res.action;
  });
  return bot;
}

/** Most searches a `mcts:searches=N` bot merges. */
const MAX_SEARCHES = 16;

/**
 * The bounds of every numeric option of an `mcts:` bot spec, the same as the command line's own flags
 * (`analyse --budget`, `--time-ms`, `--horizon`): whole numbers from `min` to `max`, or numbers in (0, max] for
 * `c` and `mix`. Budgets are iterations, `timeMs` milliseconds, `horizon` turns (or `end`).
 */
export const BOT_OPTION_BOUNDS = {
  budget: { min: 1, max: 10_000_000, whole: true },
  iterations: { min: 1, max: 10_000_000, whole: true },
  timeMs: { min: 1, max: 3_600_000, whole: true },
  horizon: { min: 1, max: 16, whole: true },
  searches: { min: 1, max: MAX_SEARCHES, whole: true },
  c: { min: 0, max: 100, whole: false },
  mix: { min: 0, max: 1, whole: false },
} as const;

/** The value of one numeric bot option, or throws naming it and its bounds as the command line does. */
function botNumber(spec: string, key: keyof typeof BOT_OPTION_BOUNDS, v: string): number {
  if (key === 'horizon' && v === 'end') return GAME_END;
  const b = BOT_OPTION_BOUNDS[key];
  const n = v.trim().length === 0 ? NaN : Number(v);
  const end = key === 'horizon' ? ' or "end"' : '';
  if (b.whole && (!Number.isSafeInteger(n) || n < b.min || n > b.max))
    throw new Error(
      `bot "${spec}": ${key} must be a whole number from ${b.min} to ${b.max}${end}, got "${v}"`,
    );
  if (!b.whole && !(n > b.min && n <= b.max))
    throw new Error(`bot "${spec}": ${key} must be a number above ${b.min} and at most ${b.max}, got "${v}"`);
  return n;
}

/**
 * Makes a bot from a spec: `random`, `greedy`, `mcts`, `mcts:budget=2000`, `mcts:timeMs=500`,
 * `mcts:level=hard`, `mcts:horizon=2`, `mcts:horizon=end` (to the end of the game), `mcts:mix=0.5`,
 * `mcts:searches=2` (root-parallel, as the app on 2 cores), `mcts:root=puct` (the root's visits shared by PUCT, not
 * by sequential halving: `SearchOptions.root`). Numeric options are bounded by
 * `BOT_OPTION_BOUNDS`. Throws an Error naming the bad part for an unknown spec or an option out of bounds.
 */
export function makeBot(spec: string, seed: string): Bot {
  const [kind, ...rest] = spec.split(':');
  // No prototype: an option named like an Object method (`__proto__`, `constructor`) is an unknown option.
  const params: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const part of rest
    .join(':')
    .split(',')
    .filter((p) => p.length > 0)) {
    const [k, v, extra] = part.split('=');
    if (k === undefined || v === undefined || extra !== undefined)
      throw new Error(`bot "${spec}": expected key=value, got "${part}"`);
    if (Object.hasOwn(params, k)) throw new Error(`bot "${spec}": option "${k}" is given twice`);
    params[k] = v;
  }
  if ((kind === 'random' || kind === 'greedy') && rest.length > 0)
    throw new Error(`bot "${spec}": ${kind} takes no options`);
  if (kind === 'random') return randomBot(seed);
  if (kind === 'greedy') return greedyBot();
  if (kind !== 'mcts')
    throw new Error(`unknown bot "${spec}": expected random, greedy or mcts[:budget=N|timeMs=T|level=L]`);
  const level = (params.level ?? 'normal') as Level;
  if (!(LEVEL_NAMES as readonly string[]).includes(level))
    throw new Error(`bot "${spec}": level must be one of ${Object.keys(LEVELS).join(', ')}`);
  if ((params.budget ?? params.iterations) !== undefined && params.timeMs !== undefined)
    throw new Error(`bot "${spec}": give budget or timeMs, not both`);
  const opts: SearchOptions = { ...LEVELS[level].search, seed };
  let searches = 1;
  for (const [k, v] of Object.entries(params)) {
    if (k === 'level') continue;
    if (k === 'root') {
      if (!(ROOT_POLICIES as readonly string[]).includes(v))
        throw new Error(`bot "${spec}": root must be one of ${ROOT_POLICIES.join(', ')}, got "${v}"`);
      opts.root = v as RootPolicy;
      continue;
    }
    if (!Object.prototype.hasOwnProperty.call(BOT_OPTION_BOUNDS, k))
      throw new Error(
        `bot "${spec}": unknown option "${k}" (budget, timeMs, level, horizon, c, mix, searches, root)`,
      );
    const n = botNumber(spec, k as keyof typeof BOT_OPTION_BOUNDS, v);
    if (k === 'searches') searches = n;
    else if (k === 'budget' || k === 'iterations') {
      opts.iterations = n;
      delete opts.timeMs;
    } else if (k === 'timeMs') {
      opts.timeMs = n;
      delete opts.iterations;
    } else if (k === 'horizon') opts.horizon = n;
    else if (k === 'c') opts.exploration = n;
    else opts.mixing = n;
  }
  return mctsBot(opts, spec, searches);
}

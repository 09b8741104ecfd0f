/**
 * An AI player for one side: a search at a difficulty level (progress, candidates, stoppable) or a baseline
 * bot. Lives in the worker, one per AI side, and decides one model decision at a time.
 */
import {
  decisionRounds,
  deploymentAction,
  isEngineAction,
  LEVELS,
  makeBot,
  newPlan,
  planKey,
  settleDecision,
  type Bot,
  type Plan,
  type SearchResult,
  type SearchTree,
} from '../ai';
import type { Action, GameState } from '../engine/types';
import { candidateSpots, decidingModel, decisionPositions } from './decision-geometry';
import { playerLabel } from './format';
import { playHelpers } from './helper-pool';
import { now, yieldToMessages } from './helper-search';
import { ParallelSearch } from './parallel-search';
import type { DecisionSummary, PlayerSpec, ThinkingProgress } from './service-types';

/** How a running decision may be cut short: `'answer'` plays the best so far, `'abort'` plays nothing. */
export type StopMode = 'answer' | 'abort';

/** Hooks a decision uses to report progress and to learn that it should stop. */
export interface DecideHooks {
  onProgress?: (progress: ThinkingProgress) => void;
  stopRequest(): StopMode | null;
}

/** Target duration of one search slice, ms: short enough for a prompt stop, long enough to be cheap. */
const SLICE_MS = 30;
/**
 * Minimum interval between progress reports, ms: four a second keep the panel and the board's arrows live,
 * while each report redraws them, and in software-rendered Chromium the page then takes CPU from the searches
 * (0.26 of a core at 120 ms, 0.2 at 250 ms during an expert decision; docs/performance.md "Session 7").
 */
const PROGRESS_INTERVAL_MS = 250;
/** Candidates sent with each progress report. */
const PROGRESS_CANDIDATES = 8;
/** Candidates kept in a decision's summary (every one of them still places a heat-map spot). */
const SUMMARY_CANDIDATES = 12;

/** A finished search round: its result, the searches merged and the iterations its budget asked of them all. */
interface Searched {
  result: SearchResult;
  searchers: number;
  /** `SearchProgress.iterationBudget` times `searchers`, e.g. 1,600; null for a search bounded by time alone. */
  iterationBudget: number | null;
}

/** One side's AI. `seed` makes its decisions reproducible (each decision gets `seed#n`). */
export class AiPlayer {
  private readonly bot: Bot | null;
  private decisions = 0;
  /** What this side's models settled in the current phase (the `ai` plan), and the phase it belongs to. */
  private plan: Plan | null = null;
  private planKey = '';
  /** The own search's subtree under the last decision, for the next one (`SearchOptions.reuse`). */
  private carried: SearchTree | null = null;

  constructor(
    readonly spec: Exclude<PlayerSpec, { kind: 'human' }>,
    readonly side: number,
    private readonly seed: string,
  ) {
    this.bot = spec.kind === 'bot' ? makeBot(spec.bot, seed) : null;
  }

  /** Decides the side's next action in `state`, or null when aborted. Searches run in slices and yield. */
  async decide(
    state: GameState,
    hooks: DecideHooks,
  ): Promise<{ action: Action; summary: DecisionSummary } | null> {
    const n = this.decisions++;
    const base = { side: this.side, by: playerLabel(this.spec), turn: state.turn, phase: state.phase };
    // Deployment is a script, not a search (ai/deploy.ts): every level deploys the same way; a bot decides alone.
    const scripted =
      state.turn === 0
        ? () => deploymentAction(state, this.seed)
        : this.bot
          ? this.bot.decide.bind(this.bot, state)
          : null;
    if (scripted !== null) {
      const started = now();
      const action = scripted();
      const summary: DecisionSummary = {
        ...base,
        iterations: 0,
        timeMs: now() - started,
        candidates: [],
        value: null,
        stopped: false,
      };
      return { action, summary };
    }
    const level = this.spec.kind === 'ai' ? this.spec.level : 'normal';
    const budget = LEVELS[level];
    const key = planKey(state);
    if (this.plan === null || this.planKey !== key || this.plan.length !== state.models.length) {
      this.plan = newPlan(state);
      this.planKey = key;
    }
    const plan = this.plan;
    const started = now();
    let stopped = false;
    /** The last round that searched and answered a pseudo-decision, with its number of searches and budget. */
    let held: Searched | null = null;
    const summarise = ({ result, searchers, iterationBudget }: Searched): DecisionSummary => {
      const best = result.candidates[0];
      const shown = result.candidates.slice(0, SUMMARY_CANDIDATES);
      return {
        ...base,
        iterations: result.iterations,
        // The search's own time, beside its own iterations: a decision that searched again after a hold spent
        // more in all, but each round had the level's budget and cap (a 15 s decision read as past an 8 s cap).
        timeMs: result.timeMs,
        searchers,
        ...(result.kept ? { kept: result.kept } : {}),
        ...(result.tieBroken === true ? { tieBroken: true } : {}),
        ...(result.scriptKept === true ? { scriptKept: true } : {}),
        candidates: shown,
        value: best && result.iterations > 0 ? best.value : null,
        stopped,
        ...(iterationBudget === null ? {} : { iterationBudget }),
        model: decidingModel(result.candidates, state),
        positions: decisionPositions(state, shown),
        spots: candidateSpots(state, result.candidates),
      };
    };
    /** The rounds that declined a charge: the AI panel shows them with the action that came out. */
    const declined: Searched[] = [];
    const withDeclined = (shown: Searched): DecisionSummary => {
      const before = declined
        .filter((d) => d !== shown)
        .map((d) => {
          const summary = summarise(d);
          delete summary.positions;
          delete summary.spots;
          return summary;
        });
      return { ...summarise(shown), ...(before.length > 0 ? { declined: before } : {}) };
    };
    // The search may answer a pseudo-decision (`hold`, `noCharge`): note it in the phase plan and search
    // again until an engine action comes out, as the `ai` bots do.
    for (let round = 0; round < decisionRounds(state); round++) {
      const search = await ParallelSearch.start(
        state,
        {
          ...budget.search,
          iterations: budget.iterations,
          timeMs: budget.timeMs,
          seed: `${this.seed}#${n}.${round}`,
          plan: plan.slice(),
          reuse: this.carried ?? undefined,
        },
        playHelpers(),
      );
      let slice = 16;
      let lastReport = -Infinity;
      let slices = 0;
      while (!search.done()) {
        const stop = hooks.stopRequest();
        if (stop === 'abort') {
          search.stop();
          return null;
        }
        // "Move now" takes the best so far, but only after one slice: a round after a pseudo-decision (a hold)
        // would otherwise answer from an empty tree, with no values to show.
        if (stop === 'answer' && slices > 0) {
          stopped = true;
          break;
        }
        slices++;
        const t0 = now();
        await search.step(slice, SLICE_MS);
        const spent = now() - t0;
        // Aim each slice at SLICE_MS so a stop request is seen promptly whatever the machine's speed.
        if (spent < SLICE_MS / 2) slice = Math.min(slice * 2, 100_000);
        else if (spent > SLICE_MS * 2) slice = Math.max(1, Math.floor(slice / 2));
        if (hooks.onProgress && now() - lastReport >= PROGRESS_INTERVAL_MS) {
          lastReport = now();
          const p = search.progress();
          hooks.onProgress({
            side: this.side,
            iterations: p.iterations,
            iterationBudget: p.iterationBudget === null ? null : p.iterationBudget * search.searchers,
            elapsedMs: p.elapsedMs,
            timeBudgetMs: p.timeBudgetMs,
            searchers: search.searchers,
            kept: p.kept,
            candidates: p.candidates.slice(0, PROGRESS_CANDIDATES),
          });
        }
        await yieldToMessages(); // lets a stop request in, unclamped
      }
      if (hooks.stopRequest() === 'abort') {
        search.stop();
        return null;
      }
      const budgetOne = search.progress().iterationBudget;
      const result = await search.result();
      const searched: Searched = {
        result,
        searchers: search.searchers,
        iterationBudget: budgetOne === null ? null : budgetOne * search.searchers,
      };
      const decision = settleDecision(state, plan, result.action);
      this.carried = search.keep(decision);
      if (!isEngineAction(decision)) {
        if (result.iterations > 0) held = searched;
        if (result.iterations > 0 && decision.type === 'noCharge') declined.push(searched);
        continue;
      }
      // Nothing left to search after a hold (e.g. the phase's last caster chose not to cast): the hold's search
      // is the reasoning behind the action, so the AI panel shows it rather than an older decision.
      const shown = result.iterations === 0 && held !== null ? held : searched;
      return { action: decision, summary: withDeclined(shown) };
    }
    const summary: DecisionSummary = {
      ...base,
      iterations: 0,
      timeMs: now() - started,
      candidates: [],
      value: null,
      stopped,
    };
    return { action: { type: 'endPhase' }, summary };
  }
}

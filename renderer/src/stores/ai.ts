/** What the AI is doing: search progress while it thinks, the last decision explained, values over the game. */
import { defineStore } from 'pinia';
import { computed, markRaw, ref, shallowRef } from 'vue';
import { isInstant } from '../../../session/instant-decision';
import type { Candidate, DecisionSummary, LineEntry, ThinkingProgress } from '../../../session/service-types';
import { gameClient } from '../platform/client';
import { shownDecisionPly, turnDecisions } from './turn-decisions';

/** One point of the win-probability chart: side 0's estimated win probability after a decision. */
export interface ValuePoint {
  /** Decision number in the game, from 1. */
  n: number;
  /** Ply of the decided action on the line (the position after it is `ply`). */
  ply: number;
  turn: number;
  /** Win probability 0..1 for side 0 (the chart's fixed perspective). */
  side0: number;
  side: number;
}

/** AI store (setup style). */
export const useAiStore = defineStore('ai', () => {
  const thinking = ref(false);
  const side = ref<number | null>(null);
  const progress = shallowRef<ThinkingProgress | null>(null);
  const lastDecision = shallowRef<DecisionSummary | null>(null);
  /** Win chances of every AI decision on the line being viewed, in order. */
  const history = shallowRef<ValuePoint[]>([]);
  /** The ply shown: points after it are the line's future (looking back). */
  const cursor = ref(0);
  /**
   * The AI's decisions of its latest turn at or before the position (`turnDecisions`): the panel lists them
   * once it has played, each to pick; `[]` while it thinks.
   */
  const turn = shallowRef<LineEntry[]>([]);
  /** The ply of the decision shown (`lastDecision`), or null (none, or the live search). */
  const shownPly = ref<number | null>(null);
  /** The ply the player picked in the turn's list, kept while it stays listed; null: the panel's own choice. */
  const pickedPly = ref<number | null>(null);
  /** Decisions seen or fetched, by the tree node of their action (a node's decision never changes). */
  let byNode = new Map<number, DecisionSummary>();
  /** Bumped by every `showLine` and pick: a fetch answered after a later one is dropped. */
  let asked = 0;

  /** Fraction 0..1 of the budget spent (iterations or time, whichever is further along). */
  const fraction = computed(() => {
    const p = progress.value;
    if (!p) return 0;
    const byIterations = p.iterationBudget ? p.iterations / p.iterationBudget : 0;
    const byTime = p.timeBudgetMs ? p.elapsedMs / p.timeBudgetMs : 0;
    return Math.min(1, Math.max(byIterations, byTime));
  });

  /** Candidates to show: live ones while thinking, else those of the last decision (none for an instant one). */
  const candidates = computed<Candidate[]>(() => {
    if (thinking.value && progress.value) return progress.value.candidates;
    const d = lastDecision.value;
    return d && !isInstant(d) ? d.candidates : [];
  });

  function start(forSide: number): void {
    thinking.value = true;
    side.value = forSide;
    progress.value = null;
  }

  function report(p: ThinkingProgress): void {
    if (!thinking.value) return;
    progress.value = markRaw(p);
  }

  function finish(decision: DecisionSummary | null): void {
    thinking.value = false;
    // An instant decision (a single legal option, `isInstant`) replaces the last one: its candidates are not this
    // decision's. No decision at all (stopped, the AI's lone phase end) keeps it.
    if (!decision) {
      side.value = lastDecision.value?.side ?? null;
      return;
    }
    lastDecision.value = markRaw(decision);
    side.value = decision.side;
  }

  /**
   * Shows position `ply` of a line: the last AI reasoning at or before it (null when none) and the win
   * chances of the AI decisions along the whole line (the chart's points, rebuilt after every step).
   */
  function showLine(
    entries: readonly LineEntry[],
    ply: number,
    decision: DecisionSummary | null,
    decisionPly: number | null = null,
  ): void {
    if (thinking.value) return;
    cursor.value = ply;
    const points: ValuePoint[] = [];
    for (const e of entries) {
      if (e.side0Value === null) continue;
      points.push({ n: points.length + 1, ply: e.ply, turn: e.turn, side0: e.side0Value, side: e.side });
    }
    history.value = points;
    const recentNode = decisionPly === null ? undefined : entries[decisionPly - 1]?.node;
    if (decision && recentNode !== undefined) byNode.set(recentNode, markRaw(decision));
    const list = turnDecisions(entries, ply, decisionPly);
    turn.value = markRaw(list);
    if (pickedPly.value !== null && !list.some((e) => e.ply === pickedPly.value)) pickedPly.value = null;
    const want = pickedPly.value ?? shownDecisionPly(list) ?? decisionPly;
    show(want === decisionPly ? decision : null, decisionPly, list);
    if (want !== null && want !== decisionPly) void showAt(want);
  }

  /** Shows `decision` (made at ply `at`) as the panel's decision; `list` is the turn's. */
  function show(decision: DecisionSummary | null, at: number | null, list: readonly LineEntry[]): void {
    asked++;
    if (decision || list.length === 0) {
      lastDecision.value = decision ? markRaw(decision) : null;
      shownPly.value = decision ? at : null;
    }
    side.value = lastDecision.value?.side ?? null;
  }

  /**
   * Shows the decision at ply `ply` of the turn's list: at once when it was seen before, else once the worker
   * answers (the decision shown meanwhile stays).
   */
  async function showAt(ply: number): Promise<void> {
    const entry = turn.value.find((e) => e.ply === ply);
    if (!entry) return;
    const known = byNode.get(entry.node);
    if (known) {
      show(known, ply, turn.value);
      return;
    }
    const ask = ++asked;
    const r = await gameClient().service.decisionAt(ply);
    if (ask !== asked || !r || thinking.value) return;
    byNode.set(entry.node, markRaw(r.decision));
    show(r.decision, ply, turn.value);
  }

  /** The player picks a decision of the turn's list (its ply): the panel shows its search. */
  function pick(ply: number): Promise<void> {
    pickedPly.value = ply;
    return showAt(ply);
  }

  function reset(): void {
    thinking.value = false;
    side.value = null;
    progress.value = null;
    lastDecision.value = null;
    history.value = [];
    cursor.value = 0;
    turn.value = [];
    shownPly.value = null;
    pickedPly.value = null;
    byNode = new Map();
    asked++;
  }

  return {
    thinking,
    side,
    progress,
    lastDecision,
    history,
    cursor,
    turn,
    shownPly,
    pickedPly,
    fraction,
    candidates,
    start,
    report,
    finish,
    showLine,
    pick,
    reset,
  };
});

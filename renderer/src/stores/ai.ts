/** What the AI is doing: search progress while it thinks, the last decision explained, values over the game. */
import { defineStore } from 'pinia';
import { computed, markRaw, ref, shallowRef } from 'vue';
import { isInstant } from '../../../session/instant-decision';
import type { Candidate, DecisionSummary, LineEntry, ThinkingProgress } from '../../../session/service-types';

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
  function showLine(entries: readonly LineEntry[], ply: number, decision: DecisionSummary | null): void {
    if (thinking.value) return;
    cursor.value = ply;
    const points: ValuePoint[] = [];
    for (const e of entries) {
      if (e.side0Value === null) continue;
      points.push({ n: points.length + 1, ply: e.ply, turn: e.turn, side0: e.side0Value, side: e.side });
    }
    history.value = points;
    lastDecision.value = decision ? markRaw(decision) : null;
    side.value = decision ? decision.side : null;
  }

  function reset(): void {
    thinking.value = false;
    side.value = null;
    progress.value = null;
    lastDecision.value = null;
    history.value = [];
    cursor.value = 0;
  }

  return {
    thinking,
    side,
    progress,
    lastDecision,
    history,
    cursor,
    fraction,
    candidates,
    start,
    report,
    finish,
    showLine,
    reset,
  };
});

/**
 * Hints for the human player: what the AI would do in their place at the position shown. The search runs in
 * the worker (`GameService.hint`, never on the UI thread); the answer is shown with the same board arrows as
 * the AI's own reasoning and is never played. A hint belongs to one position: any step drops it.
 */
import { defineStore } from 'pinia';
import { computed, markRaw, ref, shallowRef, watch } from 'vue';
import { gameClient } from '../platform/client';
import type { Action, DecisionSummary, ThinkingProgress } from '../../../session/service-types';
import { useGameStore } from './game';
import { usePlayStore } from './play';
import { useSettingsStore } from './settings';
import { useToastStore } from './toasts';

/** Where a hint stands: none, being searched, or ready to read. */
export type HintStatus = 'idle' | 'thinking' | 'ready';

/** Hint store (setup style). */
export const useHintStore = defineStore('hint', () => {
  const game = useGameStore();
  const play = usePlayStore();
  const settings = useSettingsStore();
  const toasts = useToastStore();

  const status = ref<HintStatus>('idle');
  const progress = shallowRef<ThinkingProgress | null>(null);
  /** The suggested action, and the search's account of it. */
  const action = shallowRef<Action | null>(null);
  const decision = shallowRef<DecisionSummary | null>(null);
  /** The ply of the position the hint is for. */
  const ply = ref<number | null>(null);
  let request = 0;

  /** A hint can be asked for: a human is to act, nothing else is busy. */
  const available = computed(
    () => !!game.snapshot && game.isHumanTurn && !play.busy && status.value !== 'thinking',
  );

  /** Fraction 0..1 of the search's budget spent. */
  const fraction = computed(() => {
    const p = progress.value;
    if (!p) return 0;
    const byIterations = p.iterationBudget ? p.iterations / p.iterationBudget : 0;
    const byTime = p.timeBudgetMs ? p.elapsedMs / p.timeBudgetMs : 0;
    return Math.min(1, Math.max(byIterations, byTime));
  });

  /** Asks the worker's AI (at the settings' level) what it would do for the side to act. */
  async function ask(): Promise<boolean> {
    if (!available.value) return false;
    const id = ++request;
    const client = gameClient();
    status.value = 'thinking';
    progress.value = null;
    action.value = null;
    decision.value = null;
    ply.value = game.ply;
    const onProgress = client.proxy((p: ThinkingProgress) => {
      if (id === request && status.value === 'thinking') progress.value = markRaw(p);
    });
    const r = await client.service.hint(settings.aiLevel, onProgress);
    if (id !== request) return false;
    if (!r.ok) {
      clear();
      if (r.error.code !== 'ERR_ABORTED') toasts.error(r.error);
      return false;
    }
    action.value = markRaw(r.value.action);
    decision.value = r.value.decision ? markRaw(r.value.decision) : null;
    progress.value = null;
    status.value = 'ready';
    return true;
  }

  /** Cuts the search short: the hint is the best found so far. */
  function answerNow(): void {
    if (status.value === 'thinking') void gameClient().service.stopHint('answer');
  }

  /** Drops the hint (stopping its search). */
  function clear(): void {
    if (status.value === 'thinking') void gameClient().service.stopHint('abort');
    request++;
    status.value = 'idle';
    progress.value = null;
    action.value = null;
    decision.value = null;
    ply.value = null;
  }

  /** Asks for a hint, or drops the one shown (the Hint button and its key). */
  function toggle(): void {
    if (status.value === 'idle') void ask();
    else clear();
  }

  // A hint belongs to its position: any step (an action, undo, a new game) drops it.
  watch(
    () => game.changes,
    () => {
      if (status.value !== 'idle') clear();
    },
  );

  return { status, progress, action, decision, ply, available, fraction, ask, answerNow, clear, toggle };
});

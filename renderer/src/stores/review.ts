/**
 * The game review in the app (issue 23): running `GameService.review` in the worker and its helpers with
 * progress, a time estimate (before it starts too: `estimate`) and Cancel; resuming a stopped one; the review
 * of the line shown (kept by the worker with the game, saved with it); its decisions by ply for the chart, the
 * timeline and the board; the luck of the dice per side; and whether the after-game summary is shown.
 */
import { defineStore } from 'pinia';
import { computed, markRaw, ref, shallowRef, watch } from 'vue';
import { gameClient } from '../platform/client';
import { appReviewRequest } from '../../../session/app-review';
import type {
  DecisionReview,
  GameReview,
  LuckReview,
  ReviewEstimate,
  ReviewProgress,
  ReviewRequest,
} from '../../../session/service-types';
import { plain, useGameStore } from './game';
import { usePlayStore } from './play';
import { useSettingsStore } from './settings';
import { useToastStore } from './toasts';

/** A stretch of dice seen from one side: `gain` is that side's luck, win-chance points (−0.27: unlucky). */
export interface SideLuck {
  stretch: LuckReview;
  gain: number;
}

/** Review store (setup style). */
export const useReviewStore = defineStore('review', () => {
  const game = useGameStore();
  const play = usePlayStore();
  const toasts = useToastStore();
  const settings = useSettingsStore();

  /** The review of the line shown, or null (none made, or another branch is shown). */
  const review = shallowRef<GameReview | null>(null);
  const running = ref(false);
  const progress = shallowRef<ReviewProgress | null>(null);
  /** Iterations per decision of the running review (a resumed one keeps its own). */
  const budget = ref(0);
  /** Cancel was pressed: the review ends after the searches under way. */
  const stopping = ref(false);
  /** The after-game summary was closed (it opens again for the next game or from the bar). */
  const summaryHidden = ref(false);
  /** This game has had a review (made or loaded): the line's changes ask the worker whether it still applies. */
  let known = false;
  let asked = 0;

  /** Reviewed decisions by ply (the position before the action reviewed). */
  const byPly = computed(() => new Map((review.value?.decisions ?? []).map((d) => [d.ply, d])));
  /** The reviewed decision taken at the position shown, or null. */
  const here = computed<DecisionReview | null>(() => byPly.value.get(game.ply) ?? null);
  /** Decisions with a label (inaccuracy, mistake, blunder), in game order. */
  const marked = computed(() => (review.value?.decisions ?? []).filter((d) => d.label !== null));
  /**
   * The review shown was stopped before its end and is of the whole line shown: **Review** resumes it (only
   * the decisions not judged, at its budget), and the result is the review never stopped.
   */
  const resumable = computed(() => {
    const r = review.value;
    return r !== null && !r.complete && r.plies === game.lineLength;
  });
  /** What **Review** would do now and about how long it would take (`GameService.reviewEstimate`), or null. */
  const estimate = shallowRef<ReviewEstimate | null>(null);
  let estimating = 0;

  /** The request **Review** sends now: the settings' depth, or a resume of the stopped review. */
  function request(): ReviewRequest | null {
    if (!game.players) return null;
    return resumable.value ? { resume: true } : appReviewRequest(game.players, settings.reviewDepth);
  }

  /** Asks the worker what a review would do now (cheap: it replays the line, no search). */
  async function refreshEstimate(): Promise<void> {
    const id = ++estimating;
    const req = request();
    if (req === null || !game.snapshot || game.lineLength === 0 || running.value) return;
    const r = await gameClient().service.reviewEstimate(plain(req));
    if (id === estimating) estimate.value = r.ok ? markRaw(r.value) : null;
  }

  /** Fraction 0..1 of the decisions reviewed so far. */
  const fraction = computed(() => {
    const p = progress.value;
    return p && p.total > 0 ? p.done / p.total : 0;
  });

  /** Asks the worker for the review of the line shown. */
  async function refresh(): Promise<void> {
    const id = ++asked;
    const r = await gameClient().service.currentReview();
    if (id !== asked) return;
    review.value = r ? markRaw(r) : null;
    if (r) known = true;
  }

  /**
   * Reviews the line shown (`appReviewRequest`: the settings' depth, 1,500 iterations per decision unless
   * `expert`, the person's own decisions first), or resumes the stopped review of it (`resumable`). AI play is
   * paused first: the worker searches the review instead. The progress starts from `estimate`, so the time
   * left shows at once. True once a review is shown.
   */
  async function start(): Promise<boolean> {
    const req = request();
    if (running.value || !game.snapshot || req === null) return false;
    running.value = true;
    stopping.value = false;
    budget.value = req.budget ?? review.value?.budget ?? 0;
    const e = estimate.value;
    progress.value =
      e && e.budget === (req.budget ?? e.budget)
        ? markRaw({ done: 0, total: e.decisions, kept: e.kept, elapsedMs: 0, meanMs: 0, etaMs: e.etaMs })
        : null;
    try {
      play.setPaused(true);
      await play.stopAi();
      if (stopping.value) return false;
      const client = gameClient();
      const onProgress = client.proxy((p: ReviewProgress) => {
        if (running.value) progress.value = markRaw(p);
      });
      const r = await client.service.review(plain(req), onProgress);
      if (!r.ok) {
        if (r.error.code !== 'ERR_ABORTED') toasts.error(r.error);
        return false;
      }
      known = true;
      const done = r.value;
      if (!done.complete && done.decisions.length < done.total)
        toasts.push(
          'info',
          'Review stopped',
          done.decisions.length === 0
            ? 'No decision was reviewed yet.'
            : `${done.decisions.length} of ${done.total} decisions reviewed; Resume review does the rest.`,
        );
      await refresh();
      // The saved game keeps the review: autosave it.
      game.changes++;
      return review.value !== null;
    } finally {
      running.value = false;
      stopping.value = false;
      progress.value = null;
      void refreshEstimate();
    }
  }

  /** Stops a running review: what was reviewed is kept. */
  function cancel(): void {
    if (!running.value) return;
    stopping.value = true;
    void gameClient().service.stopReview();
  }

  /**
   * The stretches of dice with at least one roll and no unreviewed decision in them (whose loss would count as
   * luck), from `side`'s view, luckiest first.
   */
  function luckOf(side: number): SideLuck[] {
    const out = (review.value?.luck ?? [])
      .filter((l) => l.rolls > 0 && l.skipped === 0)
      .map((l) => ({ stretch: l, gain: l.side === side ? l.luck : -l.luck }));
    return out.sort((a, b) => b.gain - a.gain);
  }

  /** A side's three biggest losses among its labelled decisions, biggest first. */
  function worst(side: number, n = 3): DecisionReview[] {
    return marked.value
      .filter((d) => d.side === side)
      .sort((a, b) => b.loss - a.loss)
      .slice(0, n);
  }

  // A new or loaded game: its own review (a loaded file may have one), the summary shown again.
  game.onChange((change) => {
    if (change !== 'start') return;
    known = false;
    summaryHidden.value = false;
    review.value = null;
    void refresh();
  });
  // Another branch shown, or the line changed: the review applies while the line starts with the reviewed one.
  watch(
    () => game.line,
    () => {
      if (known && !running.value) void refresh();
    },
  );
  // The estimate where a review is offered without asking: after the game, and beside a stopped review.
  watch(
    () => [!!game.result, review.value, game.lineLength, settings.reviewDepth] as const,
    ([ended]) => {
      estimate.value = null;
      if (ended || resumable.value) void refreshEstimate();
    },
  );

  return {
    review,
    running,
    budget,
    progress,
    stopping,
    summaryHidden,
    byPly,
    here,
    marked,
    fraction,
    resumable,
    estimate,
    refresh,
    refreshEstimate,
    start,
    cancel,
    luckOf,
    worst,
  };
});

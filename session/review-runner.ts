/**
 * A game review in the app (issue 23; ai/review.ts): the decisions' searches shared out among the engine
 * worker and its helper workers (`helper-pool.ts`), one whole decision each, so n searches review about n
 * decisions at a time. Each decision is searched with its own seed whoever searches it, so the review is the
 * same with or without helpers. The own searches run in slices that let messages in (stop requests, the
 * helpers' answers); a helper that fails or stops answering is dropped and its decision searched again.
 */
import {
  assembleReview,
  createSearch,
  judgeDecision,
  planReview,
  reviewSearchOptions,
  ReviewTimer,
  type DecisionReview,
  type GameReview,
  type ReviewGame,
  type ReviewOptions,
  type ReviewPoint,
  type ReviewProgress,
  type SearchResult,
} from '../ai';
import { dropHelper } from './helper-pool';
import { now, yieldToMessages, type SearchHelper } from './helper-search';
import { guard, HELPER_TIMEOUT_MS } from './parallel-search';

/**
 * Hooks of a running review: progress (with the time estimate) as it starts and after each decision, and
 * whether to stop (what is done is kept).
 */
export interface ReviewRunHooks {
  onProgress?: (p: ReviewProgress) => void;
  stopped(): boolean;
}

/** Target duration of one slice of the own search, ms (as the AI player's). */
const SLICE_MS = 30;
/** How often a waiting review asks a helper whether it is still alive, ms. */
const POLL_MS = 1000;

/** One decision searched here, in slices; null when stopped. */
async function searchHere(
  p: ReviewPoint,
  o: { budget: number; seed: string },
  stopped: () => boolean,
): Promise<SearchResult | null> {
  const search = createSearch(p.state, reviewSearchOptions(p, o.budget, o.seed));
  let slice = 16;
  while (!search.done()) {
    if (stopped()) return null;
    const t0 = now();
    search.run(slice);
    const spent = now() - t0;
    if (spent < SLICE_MS / 2) slice = Math.min(slice * 2, 100_000);
    else if (spent > SLICE_MS * 2) slice = Math.max(1, Math.floor(slice / 2));
    await yieldToMessages();
  }
  return search.result();
}

/**
 * One decision searched by a helper; 'failed' when it fails or stops answering (then it is dropped), null when
 * the review is stopped.
 */
async function searchThere(
  helper: SearchHelper,
  p: ReviewPoint,
  o: { budget: number; seed: string },
  stopped: () => boolean,
): Promise<SearchResult | null | 'failed'> {
  const begun = await guard(
    helper.begin(p.state, reviewSearchOptions(p, o.budget, o.seed)).then(() => true),
    HELPER_TIMEOUT_MS,
  );
  if (begun === null) return 'failed';
  let finished = false;
  const done = helper.finished().then(
    () => (finished = true),
    () => (finished = true),
  );
  while (!finished) {
    if (stopped()) {
      void helper.stop();
      return null;
    }
    await Promise.race([done, new Promise((r) => setTimeout(r, POLL_MS))]);
    if (!finished && (await guard(helper.progress(), HELPER_TIMEOUT_MS)) === null) return 'failed';
  }
  return (await guard(helper.result(), HELPER_TIMEOUT_MS)) ?? 'failed';
}

/**
 * Reviews `game` with the own search and `helpers`, e.g. `await runReview({ start, actions }, { budget: 6000 },
 * helpers(), { stopped: () => false })`; `options.resume` goes on with a stopped review (only the decisions it
 * did not judge are searched, at its budget, seed and thresholds). Stopped, it answers what it reviewed
 * (`complete: false`). Throws as `planReview` does.
 */
export async function runReview(
  game: ReviewGame,
  options: ReviewOptions,
  helpers: readonly SearchHelper[],
  hooks: ReviewRunHooks,
): Promise<GameReview> {
  const plan = planReview(game, options);
  const { replayed, thresholds } = plan;
  const o = { budget: plan.budget, seed: plan.seed };
  const queue = [...plan.queue];
  const judged: DecisionReview[] = [...plan.kept];
  const timer = new ReviewTimer(plan, 1 + helpers.length, now);
  const report = (): void => hooks.onProgress?.(timer.progress(queue));
  const record = (k: number, r: SearchResult | null): void => {
    if (r === null) return timer.dropped(k);
    judged.push(judgeDecision(replayed.points[k]!, r, thresholds));
    timer.finished(k);
    report();
  };
  const own = async (): Promise<void> => {
    for (let k = queue.shift(); k !== undefined && !hooks.stopped(); k = queue.shift()) {
      timer.started(k);
      record(k, await searchHere(replayed.points[k]!, o, hooks.stopped));
    }
  };
  const helped = async (helper: SearchHelper): Promise<void> => {
    for (let k = queue.shift(); k !== undefined && !hooks.stopped(); k = queue.shift()) {
      timer.started(k);
      const r = await searchThere(helper, replayed.points[k]!, o, hooks.stopped);
      if (r === 'failed') {
        timer.dropped(k);
        queue.unshift(k);
        dropHelper(helper);
        return;
      }
      record(k, r);
    }
  };
  report();
  await Promise.all([own(), ...helpers.map(helped)]);
  // A decision a failing helper handed back after the own search had run out of work.
  if (queue.length > 0 && !hooks.stopped()) await own();
  return assembleReview(replayed, judged, {
    plies: game.actions.length,
    budget: plan.budget,
    seed: plan.seed,
    thresholds,
  });
}

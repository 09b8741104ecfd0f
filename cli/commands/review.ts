/**
 * `review` and `accuracy` (issue 23; ai/review.ts): a saved game's decisions re-weighed by a deeper search,
 * and a level's mean loss per decision with its 95% interval.
 */
import {
  comparePaired,
  LEVEL_NAMES,
  makeBot,
  measureAccuracy,
  planEtaMs,
  planReview,
  REVIEW_BUDGET,
  reviewGame,
  type DecisionReview,
  type GameReview,
  type Level,
  type LossEstimate,
  type LuckReview,
} from '../../ai';
import { createGame } from '../../engine';
import { aboutTime } from '../../session/format';
import { parseSavedGame } from '../../formats/saved-game';
import { int, parse, required } from '../args';
import { describeDecision } from '../describe';
import { CliError, usage } from '../errors';
import { loadScenario, readJson } from '../load';
import type { Output } from '../output';

const pct = (v: number): string => `${(v * 100).toFixed(1)}%`;
const pts = (v: number): string => `${v >= 0 ? '+' : ''}${(v * 100).toFixed(1)}`;

/** `--order forward|fromEnd` (default forward). */
function order(values: Record<string, string | boolean | undefined>): 'forward' | 'fromEnd' {
  const v = values.order ?? 'forward';
  if (v !== 'forward' && v !== 'fromEnd')
    throw usage(`--order must be forward or fromEnd, got "${String(v)}"`);
  return v;
}

function decisionLine(d: DecisionReview, sides: readonly string[]): string {
  const label = d.label === null ? '' : `  ${d.label.toUpperCase()}`;
  return (
    `ply ${String(d.ply).padStart(4)}  turn ${d.turn} ${sides[d.side]!.padEnd(6)} ${(d.model ?? '-').padEnd(5)} ` +
    `played ${describeDecision(d.played)}; best ${describeDecision(d.best)}  ` +
    `win ${pct(d.winBefore)} → ${pct(d.winAfter)}  loss ${(d.loss * 100).toFixed(1)}${label}`
  );
}

function luckLine(l: LuckReview, sides: readonly string[]): string {
  return `      luck ${pts(l.luck)} for ${sides[l.side]} (${l.rolls} roll${l.rolls === 1 ? '' : 's'}, ${pct(l.expected)} → ${pct(l.actual)}${l.skipped > 0 ? `, ${l.skipped} decisions not reviewed` : ''})`;
}

/** The review as text: each decision and the luck of its dice, then each side's accuracy. */
function reviewText(r: GameReview, sides: readonly string[]): string {
  const luckFrom = new Map(r.luck.map((l) => [l.fromPly, l]));
  const lines = [
    `${r.decisions.length} of ${r.total} decisions reviewed at ${r.budget} iterations each (thresholds: inaccuracy ${pct(r.thresholds.inaccuracy)}, mistake ${pct(r.thresholds.mistake)}, blunder ${pct(r.thresholds.blunder)})`,
  ];
  for (const d of r.decisions) {
    lines.push(decisionLine(d, sides));
    const l = luckFrom.get(d.ply);
    if (l !== undefined && (l.rolls > 0 || l.skipped > 0)) lines.push(luckLine(l, sides));
  }
  r.accuracy.forEach((a, k) =>
    lines.push(
      `accuracy ${sides[k]}: mean loss ${(a.meanLoss * 100).toFixed(2)} points over ${a.decisions} decisions; ${a.inaccuracies} inaccuracies, ${a.mistakes} mistakes, ${a.blunders} blunders`,
    ),
  );
  return lines.join('\n');
}

/**
 * `review game.json [--budget N] [--order forward|fromEnd] [--max N] [--seed S] [--resume] [--json]`: every
 * decision of a saved game (FORMATS.md §4) re-weighed by the reviewing search (default the expert level's
 * budget); `--resume` goes on with the file's stopped review (`complete: false`: only the decisions it did not
 * judge, at its budget, seed and thresholds). Before the first search it notes the decisions to review and the
 * time estimate (`planEtaMs`, one search at a time). A file that is not a valid saved game, does not replay, or
 * has no stopped review to resume (or one of another line: its `plies` or a judged ply do not fit the actions) is
 * an input error (exit 1).
 */
export function review(argv: string[], out: Output): void {
  const { values, positionals } = parse(argv, {
    budget: { type: 'string' },
    order: { type: 'string' },
    max: { type: 'string' },
    seed: { type: 'string' },
    resume: { type: 'boolean' },
  });
  const file = positionals[0];
  if (file === undefined || positionals.length > 1)
    throw usage('review takes one saved game file: review game.json');
  const budget = int(values, 'budget', REVIEW_BUDGET);
  const maxDecisions = values.max === undefined ? undefined : int(values, 'max', 1);
  const ord = order(values);
  const loaded = parseSavedGame(readJson(file));
  if (!loaded.ok)
    throw new CliError(`${file}: ${loaded.problems.map((p) => `${p.path}: ${p.message}`).join('; ')}`, 1, {
      ok: false,
      problems: loaded.problems,
    });
  const start = createGame(loaded.scenario);
  if (!start.ok) throw new CliError(`${file}: ${start.error.code}: ${start.error.message}`);
  const json = values.json === true;
  const resume = values.resume === true ? (loaded.game.review as GameReview | undefined) : undefined;
  if (values.resume === true && (resume === undefined || resume.complete))
    throw new CliError(`${file}: --resume: the file has no stopped review to resume`, 1);
  const game = {
    start: start.value.state,
    actions: resume === undefined ? loaded.actions : loaded.actions.slice(0, resume.plies),
    forcedDice: loaded.game.forcedDice,
  };
  const options = {
    budget,
    order: ord,
    maxDecisions,
    seed: (values.seed as string | undefined) ?? 'review',
    resume,
  };
  let plan: ReturnType<typeof planReview>;
  try {
    plan = planReview(game, options);
  } catch (e) {
    // The stopped review's line or plies do not fit the game's actions (a file edited by hand).
    if (resume === undefined) throw e;
    throw new CliError(
      `${file}: review: ${(e as Error).message.replace(/^resume: /, '')}; nothing to resume`,
    );
  }
  out.note(
    json,
    `${plan.queue.length} decisions to review${plan.kept.length > 0 ? ` (${plan.kept.length} kept)` : ''} at ${plan.budget} iterations each, ${aboutTime(planEtaMs(plan, 1))} (an estimate)`,
  );
  const r = reviewGame(game, options, {
    onProgress: (p) =>
      out.note(
        json,
        `decision ${p.done}/${p.total}, ${(p.meanMs / 1000).toFixed(1)} s each, about ${Math.ceil(p.etaMs / 1000)} s left`,
      ),
  });
  const sides = loaded.scenario.sides.map((s) => s.id);
  out.result(json, { sides, ...r }, () => reviewText(r, sides));
}

/** A difference or loss in win-chance points with its interval, e.g. `1.23 (0.80–1.66)`. */
function withInterval(e: LossEstimate): string {
  return `${(e.meanLoss * 100).toFixed(2)} (${(e.ci95[0] * 100).toFixed(2)}–${(e.ci95[1] * 100).toFixed(2)})`;
}

/** The levels of `--level easy,normal,…`, each checked, in the order given. */
function levelList(v: string): Level[] {
  const levels = v.split(',').map((l) => l.trim());
  for (const l of levels)
    if (!(LEVEL_NAMES as readonly string[]).includes(l))
      throw usage(`--level must be one of ${LEVEL_NAMES.join(', ')} or a list of them, got "${l}"`);
  if (new Set(levels).size !== levels.length) throw usage(`--level names a level twice: "${v}"`);
  return levels as Level[];
}

/**
 * `accuracy --level L [--scenario S] [--games N] [--budget N] [--max N] [--seed S] [--json]`: the level's mean
 * loss per decision against the reviewing search over games it plays against itself, with a 95% interval
 * (games as clusters, ai/accuracy.ts). With a list, `--level easy,normal,hard,expert [--from BOT] [--per-game
 * N]`, the levels decide at the same positions of `--games` games `BOT` (default `mcts:level=normal`) plays
 * against itself, and each step's paired difference gets its interval (ai/accuracy-paired.ts).
 */
export function accuracy(argv: string[], out: Output): void {
  const { values } = parse(argv, {
    level: { type: 'string' },
    scenario: { type: 'string' },
    games: { type: 'string' },
    budget: { type: 'string' },
    max: { type: 'string' },
    seed: { type: 'string' },
    from: { type: 'string' },
    'per-game': { type: 'string' },
  });
  const levels = levelList(required(values, 'level'));
  if (levels.length > 1) {
    paired(levels, values, out);
    return;
  }
  if (values.from !== undefined || values['per-game'] !== undefined)
    throw usage('--from and --per-game compare levels: give --level a list, e.g. --level easy,normal');
  const level = levels[0]!;
  const scenarioName = (values.scenario as string | undefined) ?? 'duel';
  const games = int(values, 'games', 10, 100_000);
  const budget = int(values, 'budget', REVIEW_BUDGET);
  const maxDecisions = values.max === undefined ? undefined : int(values, 'max', 1);
  const json = values.json === true;
  const t0 = performance.now();
  const { estimate, reviews } = measureAccuracy(
    {
      level,
      scenario: loadScenario(scenarioName),
      games,
      budget,
      maxDecisions,
      seed: (values.seed as string | undefined) ?? 'accuracy',
    },
    {
      onGame: (g, r) =>
        out.note(
          json,
          `game ${g + 1}/${games}: ${r.decisions.length} decisions, mean loss ${((r.decisions.reduce((a, d) => a + d.loss, 0) / Math.max(1, r.decisions.length)) * 100).toFixed(2)} points`,
        ),
    },
  );
  const doc = {
    level,
    scenario: scenarioName,
    budget,
    ...estimate,
    labels: {
      inaccuracies: reviews.reduce((a, r) => a + r.accuracy[0].inaccuracies + r.accuracy[1].inaccuracies, 0),
      mistakes: reviews.reduce((a, r) => a + r.accuracy[0].mistakes + r.accuracy[1].mistakes, 0),
      blunders: reviews.reduce((a, r) => a + r.accuracy[0].blunders + r.accuracy[1].blunders, 0),
    },
    timeMs: Math.round(performance.now() - t0),
  };
  out.result(json, doc, () =>
    [
      `${level} on ${scenarioName}: mean loss ${(estimate.meanLoss * 100).toFixed(2)} points per decision (95% CI ${(estimate.ci95[0] * 100).toFixed(2)}–${(estimate.ci95[1] * 100).toFixed(2)}) over ${estimate.decisions} decisions of ${estimate.games} games, reviewed at ${budget} iterations`,
      `labels: ${doc.labels.inaccuracies} inaccuracies, ${doc.labels.mistakes} mistakes, ${doc.labels.blunders} blunders`,
    ].join('\n'),
  );
}

/** `accuracy --level a,b,…`: the levels on the same positions, each step's paired difference. */
function paired(levels: Level[], values: Record<string, string | boolean | undefined>, out: Output): void {
  if (values.max !== undefined)
    throw usage("--max reviews one level's own games; with a list use --per-game");
  const scenarioName = (values.scenario as string | undefined) ?? 'duel';
  const games = int(values, 'games', 4, 100_000);
  const budget = int(values, 'budget', REVIEW_BUDGET);
  const perGame = values['per-game'] === undefined ? undefined : int(values, 'per-game', 1);
  const from = (values.from as string | undefined) ?? 'mcts:level=normal';
  try {
    makeBot(from, 'check');
  } catch (e) {
    throw usage(`--from: ${(e as Error).message}`);
  }
  const json = values.json === true;
  const t0 = performance.now();
  const r = comparePaired(
    {
      levels,
      scenario: loadScenario(scenarioName),
      games,
      from,
      perGame,
      budget,
      seed: (values.seed as string | undefined) ?? 'paired',
    },
    {
      onPosition: (n, ms, means) =>
        out.note(
          json,
          `position ${n}: ${(ms / 1000).toFixed(0)} s; mean loss so far ${levels.map((l, k) => `${l} ${(means[k]! * 100).toFixed(2)}`).join(', ')}`,
        ),
    },
  );
  const doc = { scenario: scenarioName, from, ...r, timeMs: Math.round(performance.now() - t0) };
  out.result(json, doc, () =>
    [
      `${r.positions} positions of ${games} ${from} games on ${scenarioName}, reviewed at ${budget} iterations; mean loss per decision, win-chance points (95% CI):`,
      ...r.levels.map((l) => `  ${l.level.padEnd(7)} ${withInterval(l.estimate)}`),
      "paired differences, the lower level's loss minus the higher's:",
      ...r.steps.map((st) => `  ${st.lower} − ${st.higher}: ${withInterval(st.difference)}`),
    ].join('\n'),
  );
}

/** `analyse`, `play` and `arena` (FORMATS.md §5): the AI on a position, one game, many seed-paired games. */
import { applyAction, type Action } from '../../engine';
import {
  candidates,
  isEngineAction,
  newPlan,
  search,
  makeBot,
  unitOutcomes,
  LEVELS,
  GAME_END,
  type Bot,
} from '../../ai';
import { makeSavedGame } from '../../formats/saved-game';
import { alternatives, dice, int, parse, required, workers as workerCount } from '../args';
import { describeDecision, describeOutcomes } from '../describe';
import { CliError, usage } from '../errors';
import { playArenaGame, type ArenaGame } from '../arena-game';
import { playArenaInWorkers } from '../arena-parallel';
import { playGame } from '../game-loop';
import { checkWritable, loadScenario, startGame, writeText } from '../load';
import { searchInWorkers } from '../parallel';
import type { Output } from '../output';

/**
 * `analyse --scenario S [--budget N | --time-ms T] [--seed S] [--horizon N|end] [--workers N]`: the AI's choice
 * and its top candidates, searched to the default level's horizon unless told; with `--workers N` (capped at
 * the machine's cores), N root-parallel searches merged, each with the full budget or time (the budget is per
 * worker). `--budget` with `--time-ms` is a usage error (exit 2).
 */
export function analyse(argv: string[], out: Output): void {
  const { values } = parse(argv, {
    scenario: { type: 'string' },
    budget: { type: 'string' },
    'time-ms': { type: 'string' },
    seed: { type: 'string' },
    dice: { type: 'string' },
    horizon: { type: 'string' },
    workers: { type: 'string' },
  });
  const scenario = required(values, 'scenario');
  alternatives(values, 'budget', 'time-ms');
  const workers = workerCount(values, (line) => out.note(false, line));
  const forced = dice(values);
  let s = startGame(loadScenario(scenario), { dice: forced }).state;
  const skipped: string[] = [];
  const endPhases: Action[] = [];
  while (s.result === null && skipped.length < 20) {
    const only = candidates(s, newPlan(s));
    if (only.length !== 1 || only[0]!.type !== 'endPhase') break;
    skipped.push(`${s.static.sides[s.activeSide]!.id} ${s.phase}`);
    const next = applyAction(s, { type: 'endPhase' });
    if (!next.ok) break;
    endPhases.push({ type: 'endPhase' });
    s = next.value.state;
  }
  if (s.result !== null) throw new CliError('the game in this position is over: there is nothing to decide');
  const timeMs = values['time-ms'] === undefined ? undefined : int(values, 'time-ms', 1000, 3_600_000);
  const iterations = timeMs === undefined ? int(values, 'budget', LEVELS.normal.iterations * 5) : undefined;
  const options = {
    iterations,
    timeMs,
    seed: (values.seed as string | undefined) ?? 'analyse',
    horizon:
      values.horizon === 'end'
        ? GAME_END
        : values.horizon === undefined
          ? LEVELS.normal.search.horizon
          : int(values, 'horizon', 2, 16),
  };
  const r =
    workers > 1
      ? searchInWorkers({ scenario, dice: forced, actions: endPhases }, options, workers)
      : search(s, options);
  const side = s.static.sides[s.activeSide]!.id;
  const outcomes = isEngineAction(r.action) ? unitOutcomes(s, r.action, options.seed) : null;
  out.result(
    values.json === true,
    {
      side,
      phase: s.phase,
      turn: s.turn,
      skipped,
      ...r,
      candidates: r.candidates.slice(0, 10),
      ...(outcomes === null ? {} : { outcomes }),
    },
    () =>
      [
        ...(skipped.length > 0
          ? [`(no decision to make in: ${skipped.join(', ')}; analysing the next decision)`]
          : []),
        `${side} to act (${s.phase}, turn ${s.turn}); ${r.iterations} iterations in ${r.timeMs} ms${workers > 1 ? ` on ${workers} workers` : ''}`,
        `best: ${describeDecision(r.action)}`,
        ...(outcomes === null ? [] : [`outcomes: ${describeOutcomes(outcomes)}`]),
        ...r.candidates
          .slice(0, 5)
          .map(
            (c, k) =>
              `${k + 1}. ${describeDecision(c.action).padEnd(34)} visits ${String(c.visits).padStart(6)}  win ${(c.value * 100).toFixed(1)}%  pv: ${c.pv.map(describeDecision).join(' ; ')}`,
          ),
      ].join('\n'),
  );
}

function bot(spec: string, seed: string): Bot {
  try {
    return makeBot(spec, seed);
  } catch (e) {
    throw usage((e as Error).message);
  }
}

/** `play --scenario S --red BOT --blue BOT [--seed S] [--out game.json]`: one whole game. */
export function play(argv: string[], out: Output): void {
  const { values } = parse(argv, {
    scenario: { type: 'string' },
    red: { type: 'string' },
    blue: { type: 'string' },
    seed: { type: 'string' },
    out: { type: 'string' },
  });
  const scenarioName = required(values, 'scenario');
  if (values.out !== undefined) checkWritable(values.out as string);
  const doc = loadScenario(scenarioName);
  const seed = (values.seed as string | undefined) ?? doc.seed ?? '1';
  const game = startGame(doc, { seed });
  const specs = [
    (values.red as string | undefined) ?? 'mcts',
    (values.blue as string | undefined) ?? 'greedy',
  ];
  const t0 = performance.now();
  const g = playGame(game.state, [bot(specs[0]!, `${seed}:0`), bot(specs[1]!, `${seed}:1`)], game.events);
  const ms = performance.now() - t0;
  const res = g.state.result!;
  if (values.out !== undefined) {
    const saved = makeSavedGame(
      { scenario: { ...doc, seed }, actions: g.actions, seed },
      {
        players: { [g.state.static.sides[0].id]: specs[0], [g.state.static.sides[1].id]: specs[1] },
        savedAt: new Date().toISOString(),
      },
    );
    writeText(values.out as string, `${JSON.stringify(saved, null, 2)}\n`);
  }
  const doc2 = {
    winner: res.winner,
    reason: res.reason,
    turns: g.state.turn,
    actions: g.actions.length,
    counts: g.counts,
    seed,
    timeMs: Math.round(ms),
    decisionMs: g.decisionMs,
  };
  out.result(values.json === true, doc2, () =>
    [
      `${scenarioName}: ${specs[0]} (${g.state.static.sides[0].id}) vs ${specs[1]} (${g.state.static.sides[1].id}), seed ${seed}`,
      `winner: ${res.winner ?? 'draw'} by ${res.reason} after ${g.state.turn} turns, ${g.actions.length} actions, ${(ms / 1000).toFixed(1)} s`,
      ...Object.entries(g.counts).map(
        ([side, c]) =>
          `  ${side}: ${(g.state.static.squads ? SQUAD_COUNTS : SKIRMISH_COUNTS).map((k) => `${k} ${c[k] ?? 0}`).join(', ')}; thinking ${(g.decisionMs[side]! / 1000).toFixed(1)} s`,
      ),
    ].join('\n'),
  );
}

/** Counts shown per side in the text summary of a skirmish game. */
const SKIRMISH_COUNTS = ['charge', 'move', 'shoot', 'outOfAction', 'knockedDown', 'stunned'];
/** Counts shown per side in the text summary of a squad game (RULES.md §10). */
const SQUAD_COUNTS = ['charge', 'moveUnit', 'shoot', 'outOfAction', 'fellBack', 'regrouped', 'destroyed'];

/** Score with a 95% normal-approximation interval over per-game scores (1, ½, 0). */
export function scoreInterval(scores: number[]): { score: number; ci95: [number, number] } {
  const n = scores.length;
  const mean = scores.reduce((a, b) => a + b, 0) / n;
  const variance = n > 1 ? scores.reduce((a, b) => a + (b - mean) ** 2, 0) / (n - 1) : 0;
  const half = 1.96 * Math.sqrt(variance / n);
  return { score: mean, ci95: [Math.max(0, mean - half), Math.min(1, mean + half)] };
}

/**
 * `arena --a BOT --b BOT --games N [--from K] [--scenario S] [--seed S] [--workers N]`: seed-paired games with
 * sides swapped; with `--workers N` (capped at the machine's cores), the games run on N worker threads and the
 * output is the same as with one (but for decision times). `--from K` plays only games K … N of the series
 * (1-based; each game is seeded by its number, so these are the games a full run would play), to finish a
 * series stopped part-way: the figures then cover games K … N, and `from` says so in the JSON.
 */
export function arena(argv: string[], out: Output): void {
  const { values } = parse(argv, {
    a: { type: 'string' },
    b: { type: 'string' },
    games: { type: 'string' },
    from: { type: 'string' },
    scenario: { type: 'string' },
    seed: { type: 'string' },
    workers: { type: 'string' },
  });
  const a = required(values, 'a');
  const b = required(values, 'b');
  const games = int(values, 'games', 20, 1_000_000);
  const from = int(values, 'from', 1, games);
  const workers = workerCount(values, (line) => out.note(false, line));
  const scenarioName = (values.scenario as string | undefined) ?? 'ruined-street';
  const doc = loadScenario(scenarioName);
  const spec = { a, b, seed: (values.seed as string | undefined) ?? 'arena' };
  // An unknown bot is a usage error (exit 2) before any game starts, on any number of workers.
  bot(a, spec.seed);
  bot(b, spec.seed);
  const scores: number[] = [];
  let wins = 0;
  let draws = 0;
  let losses = 0;
  let turns = 0;
  let aMs = 0;
  let aDecisions = 0;
  const bySide: Record<string, number[]> = {};
  const record = (g: ArenaGame): void => {
    if (g.score === 1) wins++;
    else if (g.score === 0) losses++;
    else draws++;
    scores.push(g.score);
    (bySide[g.aSide] ??= []).push(g.score);
    turns += g.turns;
    aMs += g.aMs;
    aDecisions += g.aDecisions;
    out.note(
      values.json === true,
      `game ${g.index + 1}/${games}: ${a} as ${g.aSide} ${g.score === 1 ? 'wins' : g.score === 0 ? 'loses' : 'draws'} (${g.reason}, turn ${g.turns})`,
    );
  };
  if (workers > 1) playArenaInWorkers(scenarioName, spec, from - 1, games, workers, record);
  else for (let k = from - 1; k < games; k++) record(playArenaGame(doc, spec, k));
  const played = scores.length;
  const { score, ci95 } = scoreInterval(scores);
  const sides = Object.fromEntries(
    Object.entries(bySide).map(([k, v]) => [k, { games: v.length, score: scoreInterval(v).score }]),
  );
  const doc2 = {
    a,
    b,
    scenario: scenarioName,
    games: played,
    ...(from > 1 ? { from } : {}),
    wins,
    draws,
    losses,
    score,
    ci95,
    meanDecisionMs: aDecisions > 0 ? aMs / aDecisions : 0,
    meanTurns: turns / played,
    sides,
  };
  out.result(values.json === true, doc2, () =>
    [
      `${a} vs ${b} on ${scenarioName}, ${from > 1 ? `games ${from}–${games}` : `${games} games`} (seed-paired, sides swapped)`,
      `wins ${wins}, draws ${draws}, losses ${losses}: score ${score.toFixed(3)} (95% CI ${ci95[0].toFixed(3)}–${ci95[1].toFixed(3)})`,
      ...Object.entries(sides).map(([k, v]) => `  as ${k}: ${v.score.toFixed(3)} over ${v.games} games`),
      `mean decision ${doc2.meanDecisionMs.toFixed(1)} ms for ${a}, mean game length ${doc2.meanTurns.toFixed(1)} turns`,
    ].join('\n'),
  );
}

/**
 * `bench`: engine and AI throughput (DESIGN.md "Measured figures"): actions per second in random legal
 * play (and the young-generation allocation of that play), random games per second, state copy cost, MCTS
 * iterations per second at the default two-turn horizon and at the normal level's (to the end of the game),
 * time to a first answer.
 */
import { cpus } from 'node:os';
import { cloneState, searchRoller, applyInPlace, type GameState } from '../../engine';
import { createSearch, LEVELS, makeRand, newPlan } from '../../ai';
import { rolloutDecision } from '../../ai/rollout';
import { searchState, step } from '../../ai/step';
import { parse } from '../args';
import { usage } from '../errors';
import { measureYoungAllocation } from '../gc-meter';
import { loadScenario, startGame } from '../load';
import type { Output } from '../output';

function randomGames(start: GameState, ms: number): { actions: number; games: number; elapsed: number } {
  const rand = makeRand('bench');
  const roller = searchRoller(rand);
  let actions = 0;
  let games = 0;
  const t0 = performance.now();
  while (performance.now() - t0 < ms) {
    const ss = searchState(cloneState(start), newPlan(start));
    let guard = 0;
    while (ss.s.result === null && guard++ < 5000) {
      const d = rolloutDecision(ss.s, ss.plan, rand);
      step(ss, d, roller);
      if (d.type !== 'hold' && d.type !== 'noCharge') actions++;
    }
    games++;
  }
  return { actions, games, elapsed: performance.now() - t0 };
}

/** `bench [--scenario S] [--seconds N]`; `--json` prints the FORMATS.md §5.1 `bench` document. */
export function bench(argv: string[], out: Output): void {
  const { values } = parse(argv, { scenario: { type: 'string' }, seconds: { type: 'string' } });
  const seconds = values.seconds === undefined ? 3 : Number(values.seconds);
  if (!(seconds > 0 && seconds <= 3600))
    throw usage(`--seconds must be a number above 0 and at most 3600, got "${String(values.seconds)}"`);
  const start = startGame(loadScenario((values.scenario as string | undefined) ?? 'ruined-street')).state;
  const { value: rg, allocation } = measureYoungAllocation(() => randomGames(start, seconds * 1000));
  let sink = 0;
  const copies = 200_000;
  const t1 = performance.now();
  for (let k = 0; k < copies; k++) sink += cloneState(start).turn;
  const copyUs = ((performance.now() - t1) * 1000) / copies;
  if (sink !== copies * start.turn) throw new Error('state copy check failed');
  const s = cloneState(start);
  const r = searchRoller(makeRand('x'));
  applyInPlace(s, { type: 'endPhase' }, r);
  const tf = performance.now();
  const first = createSearch(s, { timeMs: 10_000, seed: 'bench' });
  first.run(1);
  const firstMs = performance.now() - tf;
  const search = createSearch(s, { timeMs: seconds * 1000, seed: 'bench' });
  while (!search.done()) search.run(32);
  const p = search.progress();
  const { horizon, mixing } = LEVELS.normal.search;
  const level = createSearch(s, { horizon, mixing, timeMs: seconds * 1000, seed: 'bench' });
  while (!level.done()) level.run(8);
  const lp = level.progress();
  const doc = {
    engineActionsPerSecond: Math.round((rg.actions / rg.elapsed) * 1000),
    randomGamesPerSecond: Number(((rg.games / rg.elapsed) * 1000).toFixed(2)),
    stateCopyMicroseconds: Number(copyUs.toFixed(3)),
    mctsIterationsPerSecond: Math.round((p.iterations / p.elapsedMs) * 1000),
    normalLevelIterationsPerSecond: Math.round((lp.iterations / lp.elapsedMs) * 1000),
    firstAnswerMilliseconds: Number(firstMs.toFixed(2)),
    scavengesPerThousandActions: Number(((allocation.scavenges * 1000) / Math.max(1, rg.actions)).toFixed(3)),
    youngBytesPerAction: Math.round(allocation.youngBytes / Math.max(1, rg.actions)),
    node: process.version,
    cpu: cpus()[0]?.model ?? 'unknown',
    scenario: start.static.name,
  };
  out.result(values.json === true, doc, () =>
    [
      `engine: ${doc.engineActionsPerSecond.toLocaleString('en')} actions/s in scripted random play, ${doc.randomGamesPerSecond} games/s`,
      `allocation in that play: ~${doc.youngBytesPerAction} bytes per action in the young generation, ${doc.scavengesPerThousandActions} scavenges per 1,000 actions`,
      `state copy: ${doc.stateCopyMicroseconds} µs`,
      `MCTS: ${doc.mctsIterationsPerSecond.toLocaleString('en')} iterations/s two player turns ahead, ${doc.normalLevelIterationsPerSecond.toLocaleString('en')} to the end of the game (normal level); first answer in ${doc.firstAnswerMilliseconds} ms`,
      `${doc.node} on ${doc.cpu}`,
    ].join('\n'),
  );
}

/**
 * The generator's balance check (issue 24, part 3): greedy against greedy on one generated table, the south half
 * against the north. Game k puts the preset's warbands south and north in turn (k even: as the preset says; odd:
 * swapped), and lets the south side start in games 0, 1, 4, 5, … and the north side in the others, so neither
 * the warbands' strength nor the first turn favours a half: on a fair (mirrored) table the south's score is near
 * ½. Game seeds are `<seed>/balance/<k>`.
 */
import { createGame } from '../engine';
import { greedyBot } from '../ai';
import { generateScenario } from '../scenario-gen/scenario';
import { PRESETS, type GeneratorPreset } from '../scenario-gen/presets';
import { playGame } from './game-loop';
import { scoreInterval } from './commands/games';

/** The balance of one table: games, the south's wins, draws, losses and score with its 95% interval. */
export interface TerrainBalance {
  games: number;
  southWins: number;
  draws: number;
  northWins: number;
  /** The south side's score (a win 1, a draw ½), 0 to 1. */
  southScore: number;
  ci95: [number, number];
}

/**
 * Plays `games` greedy-vs-greedy games on the table of `seed` and `preset` (mirrored or not), e.g.
 * `terrainBalance('s1', 'skirmish', true, 200)` → `{ games: 200, southScore: 0.49, ci95: [0.42, 0.56], … }`.
 * Throws (a bug) if a generated scenario does not validate.
 */
export function terrainBalance(
  seed: string,
  preset: GeneratorPreset,
  mirror: boolean,
  games: number,
): TerrainBalance {
  const spec = PRESETS[preset];
  const scores: number[] = [];
  let southWins = 0;
  let draws = 0;
  for (let k = 0; k < games; k++) {
    const swap = k % 2 === 1;
    const made = generateScenario({
      seed,
      preset,
      mirror,
      red: swap ? spec.blue : spec.red,
      blue: swap ? spec.red : spec.blue,
    });
    if (!made.ok) throw new Error(made.problems.map((p) => `${p.path}: ${p.message}`).join('; '));
    const doc = { ...made.scenario, seed: `${seed}/balance/${k}` };
    if (Math.floor(k / 2) % 2 === 1) doc.activeSide = 'blue';
    const g = createGame(doc);
    if (!g.ok) throw new Error(g.error.message);
    const played = playGame(g.value.state, [greedyBot(), greedyBot()], g.value.events);
    const winner = played.state.result?.winner ?? null;
    if (winner === 'red') southWins++;
    else if (winner === null) draws++;
    scores.push(winner === 'red' ? 1 : winner === null ? 0.5 : 0);
  }
  const { score, ci95 } = scoreInterval(scores);
  return { games, southWins, draws, northWins: games - southWins - draws, southScore: score, ci95 };
}

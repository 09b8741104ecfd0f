/**
 * The `skirmisher` command line (FORMATS.md §5): `npm run cli -- <command> [options]`. Exit codes: 0 success,
 * 1 game or input error (message on stderr), 2 bad usage.
 */
import { analyse, arena, play } from './commands/games';
import { apply, legal, scenarios, validate } from './commands/basic';
import { bench } from './commands/bench';
import { balance, generate } from './commands/generate';
import { puzzles } from './commands/puzzles';
import { accuracy, review } from './commands/review';
import { soak } from './commands/soak';
import { CliError } from './errors';
import { processOutput, type Output } from './output';

const COMMANDS: Record<string, (argv: string[], out: Output) => void> = {
  scenarios,
  validate,
  apply,
  legal,
  analyse,
  play,
  arena,
  bench,
  soak,
  puzzles,
  review,
  accuracy,
  generate,
  'terrain-balance': balance,
};

const HELP = `usage: skirmisher <command> [options]   (every command takes --json)
  scenarios                                   list built-in scenarios and warbands
  validate <file>                             validate a scenario or saved game
  apply --scenario <file|name> --actions <file> [--dice 3,4,6] [--seed S]
  legal --scenario <file|name>                legal actions for the side to act
  analyse --scenario <file|name> [--budget N | --time-ms T] [--seed S] [--horizon N|end] [--workers N]
                                              budget or time (not both) is per worker; workers ≤ cores
  play --scenario <file|name> --red <bot> --blue <bot> [--seed S] [--out game.json]
  arena --a <bot> --b <bot> --games N [--from K] [--scenario <file|name>] [--seed S] [--workers N]
                                              games shared among the workers; workers ≤ cores
  bench [--scenario <file|name>] [--seconds N]
  puzzles [--dir test/puzzles] [--level L | --budget N] [--seed S]   the tactical puzzle suite
  soak --games N [--bots random,greedy] [--seed S]   random and AI games with invariant checks
  review <game.json> [--budget N] [--order forward|fromEnd] [--max N] [--seed S] [--resume]
                                              every decision re-weighed: loss, label, luck, accuracy
  accuracy --level L [--scenario S] [--games N] [--budget N] [--max N] [--seed S]
  accuracy --level L1,L2,… [--scenario S] [--games N] [--per-game N] [--from BOT] [--budget N] [--seed S]
                                              a level's mean loss per decision, 95% interval
  generate --seed S [--preset skirmish|squad|city] [--mirror] [--table WxD] [--out file]
                                              a scenario on a generated table (default 48x48), validated
  terrain-balance --seed S [--preset P] [--mirror] [--games N]
                                              greedy vs greedy on that table, south half vs north
bots: random, greedy, mcts, mcts:budget=2000, mcts:timeMs=500, mcts:level=easy|normal|hard|expert
  mcts options: budget 1–10000000 iterations, timeMs 1–3600000 (not both), horizon 1–16|end, c (0, 100],
  mix (0, 1], searches 1–16`;

/** Runs one command line; returns the exit code. */
export function main(argv: string[]): number {
  const [command, ...rest] = argv;
  const out = processOutput();
  if (command === undefined || command === 'help' || command === '--help' || command === '-h') {
    process.stdout.write(`${HELP}\n`);
    return command === undefined ? 2 : 0;
  }
  const run = COMMANDS[command];
  if (run === undefined) {
    process.stderr.write(`unknown command "${command}"\n${HELP}\n`);
    return 2;
  }
  const json = rest.includes('--json');
  try {
    run(rest, out);
    return out.exitCode;
  } catch (e) {
    if (e instanceof CliError) {
      if (json && e.json !== undefined) process.stdout.write(`${JSON.stringify(e.json, null, 2)}\n`);
      process.stderr.write(`${e.message}\n`);
      return e.exitCode;
    }
    process.stderr.write(`internal error: ${(e as Error).stack ?? String(e)}\n`);
    return 1;
  }
}

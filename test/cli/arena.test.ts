// `arena --workers N` (issue 6): the games of an arena on worker threads give the same results, in the same
// order, as on one thread; and the worker pool reports a failing worker instead of hanging.
import { describe, expect, it } from 'vitest';
import { applyAction, toScenario } from '../../engine';
import { loadScenario, startGame } from '../../cli/load';
import { rebuildPosition } from '../../cli/position-source';
import { runWorkers } from '../../cli/worker-pool';
import { cli } from './run-cli';

/** An arena's JSON without the wall-clock figure (the only field allowed to differ between runs). */
function results(json: unknown): Record<string, unknown> {
  const { meanDecisionMs, ...rest } = json as Record<string, unknown>;
  expect(meanDecisionMs).toEqual(expect.any(Number));
  return rest;
}

const DUEL = ['arena', '--scenario', 'duel', '--seed', 'workers'];

describe('arena --workers', () => {
  it('gives the same wins, draws, losses and scores on 2 workers as on 1', () => {
    const args = [...DUEL, '--a', 'greedy', '--b', 'random', '--games', '10', '--json'];
    const one = cli([...args, '--workers', '1']);
    const two = cli([...args, '--workers', '2']);
    expect(one.code).toBe(0);
    expect(two.code).toBe(0);
    expect(results(two.json)).toEqual(results(one.json));
    expect(results(one.json)).toMatchObject({ games: 10, sides: { red: { games: 5 }, blue: { games: 5 } } });
  });

  it('reports the games in seed order, whichever worker finishes first', () => {
    const args = [...DUEL, '--a', 'random', '--b', 'greedy', '--games', '7'];
    const one = cli(args);
    const three = cli([...args, '--workers', '3']);
    // On a machine with fewer than 3 cores, the first line says how many workers run instead (issue 22).
    const games = three.stderr.replace(
      /^--workers 3: this machine has \d+ cores?, so \d+ workers? run\n/,
      '',
    );
    expect(games).toBe(one.stderr);
    expect(
      games
        .split('\n')
        .filter(Boolean)
        .map((l) => l.split(':')[0]),
    ).toEqual(Array.from({ length: 7 }, (_, k) => `game ${k + 1}/7`));
    const withoutTimes = (text: string) => text.replace(/mean decision [\d.]+ ms/, 'mean decision … ms');
    expect(withoutTimes(three.stdout)).toBe(withoutTimes(one.stdout));
  });

  it('plays with --from K the games K … N a full series plays, on 1 worker or 2', () => {
    const args = [...DUEL, '--a', 'random', '--b', 'greedy', '--games', '6'];
    const full = cli(args).stderr.split('\n').filter(Boolean);
    const tail = cli([...args, '--from', '4']);
    expect(tail.code).toBe(0);
    expect(tail.stderr.split('\n').filter(Boolean)).toEqual(full.slice(3));
    expect(tail.stdout).toContain('games 4–6');
    const json = cli([...args, '--from', '4', '--workers', '2', '--json']);
    expect(results(json.json)).toMatchObject({ games: 3, from: 4 });
  });

  it.each([['0'], ['7'], ['x']])('refuses --from %s beyond the series (usage, exit 2)', (k) => {
    const r = cli([...DUEL, '--a', 'random', '--b', 'random', '--games', '6', '--from', k]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('--from');
  });

  it('uses no more workers than games', () => {
    const r = cli([...DUEL, '--a', 'random', '--b', 'random', '--games', '1', '--workers', '4', '--json']);
    expect(r.code).toBe(0);
    expect(r.json).toMatchObject({ games: 1 });
  });

  it.each([['0'], ['65'], ['two']])('refuses --workers %s (usage, exit 2)', (n) => {
    const r = cli([...DUEL, '--a', 'random', '--b', 'random', '--workers', n]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('--workers');
  });

  it('refuses an unknown bot before starting any worker', () => {
    const r = cli([...DUEL, '--a', 'nobody', '--b', 'random', '--workers', '2']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('unknown bot "nobody"');
  });
});

describe('analyse --workers', () => {
  it('merges the searches of 2 workers, each with the full budget', () => {
    const r = cli(['analyse', '--scenario', 'duel', '--budget', '60', '--workers', '2', '--json']);
    expect(r.code).toBe(0);
    expect(r.json).toMatchObject({ iterations: 120 });
  });

  it('analyses the same decision on workers as on the main thread (a file, forced dice)', () => {
    const args = [
      'analyse',
      '--scenario',
      'test/puzzles/charge-isolated.json',
      '--dice',
      '6,6',
      '--budget',
      '40',
    ];
    const one = cli([...args, '--json']).json as Record<string, unknown>;
    const two = cli([...args, '--workers', '2', '--json']).json as Record<string, unknown>;
    for (const key of ['side', 'phase', 'turn', 'skipped']) expect(two[key]).toEqual(one[key]);
  });

  it('rebuilds in a worker the position the main thread reached, by the same steps', () => {
    const source = { scenario: 'duel', dice: [3, 4], actions: [{ type: 'endPhase' as const }] };
    const start = startGame(loadScenario('duel'), { dice: [3, 4] }).state;
    const reached = applyAction(start, { type: 'endPhase' });
    if (!reached.ok) throw new Error(reached.error.message);
    expect(toScenario(rebuildPosition(source))).toEqual(toScenario(reached.value.state));
  });

  it('says so when the position cannot be rebuilt', () => {
    expect(() => rebuildPosition({ scenario: 'duel', actions: [{ type: 'endGame' } as never] })).toThrow(
      /cannot rebuild the position/,
    );
  });
});

describe('runWorkers', () => {
  const fixture = (name: string) => new URL(`./fixtures/${name}`, import.meta.url);

  it('throws the error a worker reports', () => {
    expect(() => runWorkers(fixture('failing-worker.ts'), [{}], 'test worker', () => true)).toThrow(
      /test worker failed: .*deliberate failure/,
    );
  });

  it('throws when a worker module fails to load', () => {
    expect(() => runWorkers(fixture('no-such-worker.ts'), [{}, {}], 'test worker', () => true)).toThrow(
      /test worker failed/,
    );
  });
});

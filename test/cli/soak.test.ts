// `soak` (issue 8): random and AI games with invariant checks after every action, figures on stdout, and on a
// failure the scenario, seed and action list printed, written as a replayable saved game, exit 1.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Bot } from '../../ai';
import { makeBot } from '../../ai';
import { botsFor, soakGame } from '../../cli/commands/soak';
import { findScenario } from '../../content';
import { validateSavedGame } from '../../formats/validate';
import { cli } from './run-cli';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'skirmisher-soak-'));
});
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('soak', () => {
  it('plays games on every built-in scenario and prints games, actions, time and memory', () => {
    const r = cli(['soak', '--games', '6', '--seed', 't', '--json']);
    expect(r.code).toBe(0);
    expect(r.json).toMatchObject({
      ok: true,
      games: 6,
      scenarios: {
        duel: { games: 2 },
        'ruined-street': { games: 2 },
        'squad-assault': { games: 1 },
        'storm-the-farmhouse': { games: 1 },
      },
      heap: { startMB: expect.any(Number), endMB: expect.any(Number), samplesMB: expect.any(Array) },
    });
    const doc = r.json as { actions: number; timeMs: number; fuzzedActions: number; replayChecked: number };
    expect(doc.actions).toBeGreaterThan(100);
    expect(doc.fuzzedActions).toBeGreaterThan(0);
    expect(doc.replayChecked).toBe(1);
  });

  it('prints its figures as text', () => {
    const r = cli(['soak', '--games', '2', '--scenarios', 'duel']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^soak: 2 games, [\d,]+ actions, 0 failures in [\d.]+ s/);
    expect(r.stdout).toMatch(/heap after GC: [\d.]+ MB at the start, [\d.]+ MB at the end/);
  });

  it('pairs every bot of --bots with every other', () => {
    const r = cli(['soak', '--games', '4', '--scenarios', 'duel', '--bots', 'random,greedy', '--json']);
    expect(r.code).toBe(0);
    expect((r.json as { bots: Record<string, number> }).bots).toEqual({
      'random vs random': 1,
      'greedy vs random': 1,
      'random vs greedy': 1,
      'greedy vs greedy': 1,
    });
  });

  it('by default plays mostly random games, some greedy and a few cheap MCTS ones', () => {
    const pairs = Array.from({ length: 100 }, (_, k) => botsFor(k, null).join(' vs '));
    expect(pairs.filter((p) => p === 'random vs random')).toHaveLength(90);
    expect(pairs.filter((p) => p.includes('mcts:budget=20'))).toHaveLength(2);
  });

  it.each([
    [['soak', '--games', '0'], /--games must be a positive integer/],
    [['soak', '--games', 'many'], /--games must be a whole number/],
    [['soak', '--bots', 'wizard'], /unknown bot "wizard"/],
    [['soak', '--frobnicate'], /frobnicate/],
  ])('refuses bad usage %j with exit 2', (argv, message) => {
    const r = cli(argv);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(message);
  });

  it('on a broken invariant prints the scenario, seed and actions, writes a saved game and exits 1', () => {
    const doc = findScenario('duel')!;
    // A stunned model with wounds left: valid as a file, but never a state the engine makes (§8).
    Object.assign(doc.sides[1].models[0]!, { status: 'stunned', wounds: 1 });
    const file = join(dir, 'odd.json');
    writeFileSync(file, JSON.stringify(doc));
    const out = join(dir, 'failure.json');
    const r = cli(['soak', '--games', '3', '--scenarios', file, '--seed', 'odd', '--out', out]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/soak FAILED in .*odd\.json, seed odd-0, random vs random, at action -1:/);
    expect(r.stderr).toMatch(/status: b1 is stunned with 1 wounds left/);
    expect(r.stderr).toContain(`replay it with: npm run cli -- soak --replay ${out}`);
    const saved = JSON.parse(readFileSync(out, 'utf8')) as { soak: unknown };
    expect(validateSavedGame(saved).ok).toBe(true);
    expect(saved.soak).toMatchObject({ bots: ['random', 'random'], index: -1 });
    const again = cli(['soak', '--replay', out, '--json']);
    expect(again.code).toBe(1);
    expect(again.json).toMatchObject({ ok: false, problem: { index: -1 } });
  });

  it('--replay replays a good saved game with every invariant', () => {
    const game = join(dir, 'game.json');
    expect(
      cli(['play', '--scenario', 'duel', '--red', 'random', '--blue', 'greedy', '--seed', 'p', '--out', game])
        .code,
    ).toBe(0);
    const r = cli(['soak', '--replay', game]);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/actions replayed, every invariant holds/);
  });
});

describe('soakGame', () => {
  it('reports a bot that answers an illegal action, with the action list up to it', () => {
    const doc = findScenario('duel')!;
    const honest = makeBot('random', 'x');
    let calls = 0;
    const liar: Bot = {
      name: 'liar',
      decide: (s) => (++calls === 5 ? { type: 'move', model: 'b1', to: [1, 1] } : honest.decide(s)),
    };
    const r = soakGame(
      doc,
      { scenario: 'duel', seed: 'liar', bots: ['liar', 'liar'] },
      { players: () => [liar, liar] },
    );
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.failure.index).toBe(4);
    expect(r.failure.actions).toHaveLength(5);
    expect(r.failure.message).toMatch(/bot liar chose an illegal action .* ERR_/);
  });

  it('reports a game that does not end', () => {
    const doc = findScenario('duel')!;
    const r = soakGame(
      doc,
      { scenario: 'duel', seed: 'long', bots: ['random', 'random'] },
      { maxActions: 5 },
    );
    expect(r).toMatchObject({
      ok: false,
      failure: { index: 5, message: 'the game did not end within 5 actions (turn 1)' },
    });
  });

  it('reports a bot that throws', () => {
    const doc = findScenario('duel')!;
    const broken: Bot = {
      name: 'broken',
      decide: () => {
        throw new Error('boom');
      },
    };
    const r = soakGame(
      doc,
      { scenario: 'duel', seed: 'b', bots: ['broken', 'broken'] },
      { players: () => [broken, broken] },
    );
    expect(r).toMatchObject({ ok: false, failure: { index: 0, message: expect.stringContaining('boom') } });
  });
});

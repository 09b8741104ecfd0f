// The bad-input suite for options (issue 22): every numeric option of a bot spec is bounded like the
// command's own flags, with the same message; --workers is capped at the machine's cores and says so;
// --budget with --time-ms is refused; a symbolic-link loop is named as one; a terrain piece needs only its
// shape (height and cover have defaults, FORMATS.md §1).
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workers } from '../../cli/args';
import { validateScenario } from '../../formats/validate';
import { TERRAIN_DEFAULTS } from '../../formats/terrain-defaults';
import { cli } from '../cli/run-cli';
import { scenario, type Loose } from '../formats/fixtures';

describe('bot options are bounded like the flags of the command (exit 2, the same message)', () => {
  it.each([
    ['mcts:budget=1e12', 'budget must be a whole number from 1 to 10000000, got "1e12"'],
    ['mcts:budget=0', 'budget must be a whole number from 1 to 10000000, got "0"'],
    ['mcts:timeMs=1e12', 'timeMs must be a whole number from 1 to 3600000, got "1e12"'],
    ['mcts:timeMs=-5', 'timeMs must be a whole number from 1 to 3600000, got "-5"'],
    ['mcts:horizon=99', 'horizon must be a whole number from 1 to 16 or "end", got "99"'],
    ['mcts:searches=64', 'searches must be a whole number from 1 to 16, got "64"'],
    ['mcts:c=1e9', 'c must be a number above 0 and at most 100, got "1e9"'],
    ['mcts:mix=0', 'mix must be a number above 0 and at most 1, got "0"'],
    ['mcts:budget=50,timeMs=100', 'give budget or timeMs, not both'],
    ['mcts:level=constructor', 'level must be one of easy, normal, hard, expert'],
    [
      'mcts:__proto__=5',
      'unknown option "__proto__" (budget, timeMs, level, horizon, c, mix, searches, root)',
    ],
    ['mcts:budget=5=6', 'expected key=value, got "budget=5=6"'],
    ['mcts:root=puct,root=halving', 'option "root" is given twice'],
    ['mcts:root=best', 'root must be one of halving, puct, got "best"'],
    ['greedy:budget=5', 'greedy takes no options'],
  ])('play --red %s', (spec, message) => {
    const r = cli(['play', '--scenario', 'duel', '--red', spec, '--blue', 'random']);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(`bot "${spec}": ${message}\n`);
  });

  it('arena --a mcts:budget=1e12 is refused before any game', () => {
    const r = cli(['arena', '--a', 'mcts:budget=1e12', '--b', 'random', '--games', '2']);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(
      'bot "mcts:budget=1e12": budget must be a whole number from 1 to 10000000, got "1e12"\n',
    );
  });

  it('puzzles --level names only a level, not an object property', () => {
    const r = cli(['puzzles', '--level', 'constructor']);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe('--level must be one of easy, normal, hard, expert\n');
  });

  it('the flag and the bot option share their bound', () => {
    const r = cli(['analyse', '--scenario', 'duel', '--budget', '1e12']);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe('--budget must be a whole number from 1 to 10000000, got "1e12"\n');
  });
});

describe('--workers is capped at the cores of the machine', () => {
  it('caps 64 at 2 cores and says so', () => {
    const notes: string[] = [];
    expect(workers({ workers: '64' }, (l) => notes.push(l), 2)).toBe(2);
    expect(notes).toEqual(['--workers 64: this machine has 2 cores, so 2 workers run']);
  });

  it('leaves a number within the cores alone, silently', () => {
    const notes: string[] = [];
    expect(workers({ workers: '2' }, (l) => notes.push(l), 8)).toBe(2);
    expect(workers({}, (l) => notes.push(l), 1)).toBe(1);
    expect(notes).toEqual([]);
  });

  it('still refuses more than 64', () => {
    expect(() => workers({ workers: '65' }, () => undefined, 128)).toThrow(
      '--workers must be a whole number from 1 to 64, got "65"',
    );
  });

  it('analyse --workers 64 runs as many workers as there are cores, with a note', () => {
    const cores = availableParallelism();
    const r = cli(['analyse', '--scenario', 'duel', '--budget', '20', '--workers', '64']);
    expect(r.code).toBe(0);
    expect(r.stderr).toContain(`--workers 64: this machine has ${cores} core${cores === 1 ? '' : 's'}`);
    if (cores > 1) expect(r.stdout).toContain(`on ${cores} workers`);
  }, 60_000);

  it('the help says the budget is per worker and workers are capped', () => {
    const r = cli(['help']);
    expect(r.stdout).toContain('budget or time (not both) is per worker; workers ≤ cores');
  });
});

describe('the other numeric flags are bounded too (exit 2)', () => {
  it.each([
    [['soak', '--games', '1e12'], '--games must be a whole number from 0 to 10000000, got "1e12"'],
    [
      ['soak', '--games', '5', '--fuzz-every=-1'],
      '--fuzz-every must be a whole number from 0 to 10000000, got "-1"',
    ],
    [['bench', '--seconds', '1e12'], '--seconds must be a number above 0 and at most 3600, got "1e12"'],
    [['bench', '--seconds', 'soon'], '--seconds must be a number above 0 and at most 3600, got "soon"'],
    [['puzzles', '--budget', '1e12'], '--budget must be a whole number from 1 to 10000000, got "1e12"'],
    [
      ['arena', '--a', 'random', '--b', 'random', '--games', '1e12'],
      '--games must be a whole number from 1 to 1000000, got "1e12"',
    ],
    [
      ['analyse', '--scenario', 'duel', '--horizon', '99'],
      '--horizon must be a whole number from 1 to 16, got "99"',
    ],
  ])('%j', (argv, message) => {
    const r = cli(argv);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(`${message}\n`);
  });
});

describe('conflicting flags', () => {
  it('analyse --budget 50 --time-ms 100 exits 2', () => {
    const r = cli(['analyse', '--scenario', 'duel', '--budget', '50', '--time-ms', '100']);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe('--budget and --time-ms are alternatives: give one of them, not both\n');
  });
});

describe('files', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'skirmisher-opts-'));
  });
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('a symbolic-link loop is reported as a loop', () => {
    const a = join(dir, 'a.json');
    symlinkSync(join(dir, 'b.json'), a);
    symlinkSync(a, join(dir, 'b.json'));
    const r = cli(['validate', a]);
    expect(r.code).toBe(1);
    expect(r.stderr).toBe(`cannot read ${a}: a loop of symbolic links (a link that leads back to itself)\n`);
  });

  it('a terrain piece needs only its shape: height and cover take the defaults of its kind', () => {
    const s: Loose = scenario();
    delete s.terrain[0].height;
    delete s.terrain[0].cover;
    s.terrain.push({
      id: 'tower',
      kind: 'building',
      polygon: [
        [1, 8],
        [4, 8],
        [4, 10],
        [1, 10],
      ],
      floors: [8],
    });
    const v = validateScenario(s);
    expect(v.ok).toBe(true);
    if (!v.ok) return;
    expect(v.scenario.terrain![0]).toMatchObject({ height: 1, cover: 'hard' });
    expect(v.scenario.terrain![1]).toMatchObject({ height: 8, cover: TERRAIN_DEFAULTS.building.cover });
    const file = join(dir, 'shape-only.json');
    writeFileSync(file, JSON.stringify(s));
    const r = cli(['validate', file]);
    expect(r.code).toBe(0);
  });
});

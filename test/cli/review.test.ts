// `review` and `accuracy` (issue 23): a game made by `play --out` reviewed decision by decision with its luck
// and each side's accuracy, a level's mean loss with its 95% interval, and the exit codes of the others
// (0 ok, 1 input error, 2 usage). Tiny budgets: these check the commands, not the search.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli } from './run-cli';

const dir = mkdtempSync(join(tmpdir(), 'skirmisher-review-'));
const file = join(dir, 'game.json');
const made = cli([
  'play',
  '--scenario',
  'duel',
  '--red',
  'greedy',
  '--blue',
  'greedy',
  '--seed',
  'cr1',
  '--out',
  file,
]);

describe('review', () => {
  it('prints every decision and each stretch’s luck, and each side’s accuracy (--json)', () => {
    expect(made.code).toBe(0);
    const r = cli(['review', file, '--budget', '6', '--json']);
    expect(r.code).toBe(0);
    const doc = r.json as {
      sides: string[];
      complete: boolean;
      decisions: Record<string, unknown>[];
      luck: { luck: number }[];
      accuracy: { meanLoss: number; decisions: number }[];
    };
    expect(doc.sides).toEqual(['red', 'blue']);
    expect(doc.complete).toBe(true);
    expect(doc.decisions.length).toBeGreaterThan(4);
    for (const key of ['turn', 'side', 'model', 'played', 'best', 'winBefore', 'winAfter', 'loss', 'label'])
      expect(doc.decisions[0]).toHaveProperty(key);
    expect(doc.luck).toHaveLength(doc.decisions.length);
    expect(doc.accuracy[0]!.decisions + doc.accuracy[1]!.decisions).toBe(doc.decisions.length);
  });

  it('prints text lines: decisions, luck and accuracy per side', () => {
    const r = cli(['review', file, '--budget', '6', '--order', 'fromEnd', '--max', '4']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^4 of \d+ decisions reviewed at 6 iterations each/);
    expect(r.stdout).toMatch(
      /ply +\d+ +turn \d+ (red|blue) .* played .*; best .* win [\d.]+% → [\d.]+% +loss [\d.]+/,
    );
    expect(r.stdout).toMatch(/accuracy red: mean loss [\d.]+ points over \d+ decisions/);
    expect(r.stdout).toMatch(/accuracy blue: /);
  });

  it('notes the time estimate first, and resumes the file’s stopped review into the review never stopped (--resume)', () => {
    const straight = cli(['review', file, '--budget', '6', '--json']);
    const partial = cli(['review', file, '--budget', '6', '--max', '3', '--json']);
    const { sides: _s, ...stopped } = partial.json as Record<string, unknown>;
    expect(stopped.complete).toBe(false);
    const doc = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    const withReview = join(dir, 'partial.json');
    writeFileSync(withReview, JSON.stringify({ ...doc, review: stopped }));
    const resumed = cli(['review', withReview, '--resume', '--json']);
    expect(resumed.code).toBe(0);
    const wallFree = (j: unknown) => {
      const r = j as { decisions: { timeMs: number }[] };
      return JSON.stringify({ ...r, decisions: r.decisions.map((d) => ({ ...d, timeMs: 0 })) });
    };
    expect(wallFree(resumed.json)).toBe(wallFree(straight.json));
    // In text mode the first line on stderr says what will be searched and about how long it takes.
    const noted = cli(['review', withReview, '--resume', '--max', '2']);
    expect(noted.stderr.split('\n')[0]).toBe(
      '2 decisions to review (3 kept) at 6 iterations each, under a minute (an estimate)',
    );
    expect(noted.stderr.split('\n')[1]).toMatch(/^decision 1\/2, [\d.]+ s each, about \d+ s left$/);
    expect(cli(['review', file, '--resume']).code).toBe(1);
  });

  it('exits 1, naming the review, when the stopped review to resume is of another line (plies or a ply that do not fit)', () => {
    const partial = cli(['review', file, '--budget', '6', '--max', '2', '--json']);
    const { sides: _s, ...stopped } = partial.json as {
      plies: number;
      decisions: { ply: number }[];
      sides?: unknown;
    };
    const doc = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    const cases: [string, Record<string, unknown>, RegExp][] = [
      [
        'longer',
        { ...stopped, plies: 100_000 },
        /review: the review is of a line of 100000 actions, not of these \d+; nothing to resume/,
      ],
      [
        'stray',
        { ...stopped, decisions: stopped.decisions.map((d) => ({ ...d, ply: 5000 })) },
        /review: ply 5000 is no decision of this game; nothing to resume/,
      ],
    ];
    for (const [name, review, message] of cases) {
      const edited = join(dir, `resume-${name}.json`);
      writeFileSync(edited, JSON.stringify({ ...doc, review }));
      const r = cli(['review', edited, '--resume']);
      expect(r.code, name).toBe(1);
      expect(r.stderr, name).toMatch(message);
      expect(r.stderr, name).not.toMatch(/internal error/);
    }
  });

  it('exits 1 for a file that is missing or whose review has the wrong shape, 2 for bad usage', () => {
    expect(cli(['review', join(dir, 'none.json')]).code).toBe(1);
    const bad = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    bad.review = { version: 1 };
    const badFile = join(dir, 'bad.json');
    writeFileSync(badFile, JSON.stringify(bad));
    const r = cli(['review', badFile]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('review.plies');
    expect(cli(['review']).code).toBe(2);
    expect(cli(['review', file, '--budget', '0']).code).toBe(2);
    expect(cli(['review', file, '--order', 'sideways']).code).toBe(2);
  });
});

describe('accuracy', () => {
  it('measures a level’s mean loss per decision with its 95% interval', () => {
    const r = cli([
      'accuracy',
      '--level',
      'easy',
      '--scenario',
      'duel',
      '--games',
      '2',
      '--budget',
      '4',
      '--max',
      '5',
      '--json',
    ]);
    expect(r.code).toBe(0);
    const doc = r.json as {
      level: string;
      games: number;
      decisions: number;
      meanLoss: number;
      ci95: [number, number];
    };
    expect(doc).toMatchObject({ level: 'easy', games: 2, decisions: 10 });
    expect(doc.ci95[0]).toBeLessThanOrEqual(doc.meanLoss);
    expect(doc.ci95[1]).toBeGreaterThanOrEqual(doc.meanLoss);
  });

  it('compares levels on the same positions with a list, each step’s paired difference with its interval', () => {
    const r = cli([
      'accuracy',
      '--level',
      'easy,normal',
      '--scenario',
      'duel',
      '--games',
      '1',
      '--per-game',
      '1',
      '--from',
      'greedy',
      '--budget',
      '4',
      '--json',
    ]);
    expect(r.code).toBe(0);
    const doc = r.json as {
      positions: number;
      levels: { level: string; estimate: { decisions: number } }[];
      steps: { lower: string; higher: string; difference: { meanLoss: number; ci95: number[] } }[];
    };
    expect(doc.positions).toBe(1);
    expect(doc.levels.map((l) => [l.level, l.estimate.decisions])).toEqual([
      ['easy', 1],
      ['normal', 1],
    ]);
    expect(doc.steps[0]).toMatchObject({ lower: 'easy', higher: 'normal' });
    const text = cli([
      'accuracy',
      '--level',
      'easy,normal',
      '--games',
      '1',
      '--per-game',
      '1',
      '--from',
      'greedy',
      '--budget',
      '4',
    ]);
    expect(text.stdout).toMatch(/easy − normal: -?[\d.]+ \(-?[\d.]+–-?[\d.]+\)/);
  });

  it('exits 2 for a level named twice, or list options without a list', () => {
    expect(cli(['accuracy', '--level', 'easy,easy']).code).toBe(2);
    expect(cli(['accuracy', '--level', 'easy,master']).code).toBe(2);
    expect(cli(['accuracy', '--level', 'easy', '--per-game', '3']).code).toBe(2);
    expect(cli(['accuracy', '--level', 'easy,normal', '--max', '3']).code).toBe(2);
    const from = cli(['accuracy', '--level', 'easy,normal', '--from', 'grandmaster']);
    expect(from.code).toBe(2);
    expect(from.stderr).toMatch(/^--from: unknown bot "grandmaster": expected random, greedy or mcts/);
  });

  it('exits 2 for an unknown level or no level, 1 for an unknown scenario', () => {
    expect(cli(['accuracy', '--level', 'grandmaster']).code).toBe(2);
    expect(cli(['accuracy']).code).toBe(2);
    expect(cli(['accuracy', '--level', 'easy', '--scenario', 'nowhere']).code).toBe(1);
  });
});

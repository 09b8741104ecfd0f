// The bad-input corpus (issue 8): every broken scenario, saved game and action file gets a clear, specific
// problem naming the field, in a worker with a time limit per file (a hang fails instead of hanging), and
// through the command line `validate` and `apply` exit 1 naming the field, never crashing.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cli } from '../cli/run-cli';
import { BAD_INPUTS, baseScenario, diagnose, type BadInput } from './bad-inputs';
import type { Diagnosis } from './bad-input-worker';
import { TimeBox } from './time-box';

const DEFAULT_BUDGET_MS = 2000;

/** The message pattern without its anchors, to find it inside command-line output. */
function inside(b: BadInput): RegExp {
  return new RegExp(b.message.source.replace(/^\^/, '').replace(/\$$/, ''));
}

describe('the bad-input corpus', () => {
  it('has distinct ids and covers scenarios, saved games and action files', () => {
    expect(new Set(BAD_INPUTS.map((b) => b.id)).size).toBe(BAD_INPUTS.length);
    for (const kind of ['scenario', 'game', 'actions'] as const)
      expect(BAD_INPUTS.filter((b) => b.kind === kind).length).toBeGreaterThan(2);
  });

  it('starts from good files: the base scenario and the opening replay', () => {
    expect(diagnose('scenario', new TextEncoder().encode(JSON.stringify(baseScenario())))).toEqual([]);
  });
});

describe('each bad file gets its problem, within its time limit', () => {
  let box: TimeBox;
  beforeAll(async () => {
    box = TimeBox.start();
    await box.run({ warm: true }, 30_000);
  });
  afterAll(async () => {
    await box.stop();
  });

  it.each(BAD_INPUTS.map((b) => [b.id, b] as const))('%s', async (_id, b) => {
    const d = await box.run<Diagnosis>({ id: b.id }, b.budgetMs ?? DEFAULT_BUDGET_MS);
    const hit = d.problems.find((p) => p.path === b.path && b.message.test(p.message));
    expect(hit, `got ${JSON.stringify(d.problems.slice(0, 4))}`).toBeDefined();
    for (const p of d.problems) {
      expect(p.path.length).toBeGreaterThan(0);
      expect(p.message.length).toBeGreaterThan(0);
    }
  });
});

describe('through the command line', () => {
  let dir: string;
  const file = (b: BadInput) => join(dir, `${b.id}.json`);
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'skirmisher-bad-'));
    for (const b of BAD_INPUTS) writeFileSync(file(b), b.bytes());
    writeFileSync(join(dir, 'base.json'), JSON.stringify(baseScenario()));
  });
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  /** What the command line must print for this file: the problem, or what the entry says it prints instead. */
  function expectNamed(b: BadInput, out: string): void {
    if (b.cli !== undefined) {
      expect(out).toMatch(b.cli.pattern);
      return;
    }
    expect(out).toContain(`${b.path}: `);
    expect(out).toMatch(inside(b));
  }

  const files = BAD_INPUTS.filter((b) => b.kind !== 'actions');
  it.each(files.map((b) => [b.id, b] as const))('validate %s exits 1 naming the field', (_id, b) => {
    const r = cli(['validate', file(b)]);
    expect(r.code).toBe(1);
    expect(r.stderr).not.toMatch(/internal error/);
    expectNamed(b, r.stdout + r.stderr);
  });

  it.each(files.filter((b) => b.replayOnly !== true).map((b) => [b.id, b] as const))(
    'apply --scenario %s exits 1 naming the field',
    (_id, b) => {
      const r = cli(['apply', '--scenario', file(b), '--json']);
      expect(r.code).toBe(1);
      expect(r.stderr).not.toMatch(/internal error/);
      expectNamed(b, r.stderr);
    },
  );

  it('validate --json lists the problems of a broken scenario as { ok: false, problems }', () => {
    const b = BAD_INPUTS.find((x) => x.id === 'overlap')!;
    const r = cli(['validate', file(b), '--json']);
    expect(r.code).toBe(1);
    expect(r.json).toMatchObject({ ok: false, problems: [{ path: b.path }] });
  });

  const actionFiles = BAD_INPUTS.filter((b) => b.kind === 'actions');
  it.each(actionFiles.map((b) => [b.id, b] as const))(
    'apply --actions %s exits 1 naming the action',
    (_id, b) => {
      const r = cli(['apply', '--scenario', join(dir, 'base.json'), '--actions', file(b)]);
      expect(r.code).toBe(1);
      expect(r.stderr).not.toMatch(/internal error/);
      if (b.replayOnly === true) {
        const index = /^\[(\d+)\]$/.exec(b.path)![1];
        expect(r.stderr).toMatch(new RegExp(`action ${index} .* is illegal: ${inside(b).source}`));
      } else expectNamed(b, r.stderr);
    },
  );

  it('apply --json reports an illegal action with its index, error code and the position before it', () => {
    const b = BAD_INPUTS.find((x) => x.id === 'actions-illegal')!;
    const r = cli(['apply', '--scenario', join(dir, 'base.json'), '--actions', file(b), '--json']);
    expect(r.code).toBe(1);
    expect(r.json).toMatchObject({ ok: false, index: 2, error: { code: 'ERR_NOT_YOUR_TURN' } });
  });

  // Known gaps of cli/load.ts (docs/reliability.md): reported to the owner, not yet fixed.
  it.todo('validate <a directory> exits 1 with "not a file" (today: "internal error: EISDIR" and a stack)');
  it.todo('validate /dev/zero exits 1 at once (today: reads forever; readJson trusts stat().size)');
});

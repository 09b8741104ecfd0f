// A saved game whose AI reasoning carries a malformed `declined` (session/save-format.ts `decisionSchema`): the
// game's moves load, the decisions are dropped with a warning naming the field and what it expected, and the game
// can be saved again (a declined search nested inside a declined search once loaded and then crashed the export).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPinia, setActivePinia } from 'pinia';
import { afterEach, describe, expect, it } from 'vitest';
import { createLocalClient, setGameClient } from '../../renderer/src/platform/client';
import { cli } from '../cli/run-cli';
import { usePlayStore } from '../../renderer/src/stores/play';
import { useToastStore } from '../../renderer/src/stores/toasts';
import { GameService } from '../../session/game-service';
import { readGameText } from '../../session/save-format';

/** A searched decision as saved (`DecisionSummary`). */
const DECLINED = {
  side: 0,
  by: 'AI (easy)',
  iterations: 10,
  timeMs: 5,
  candidates: [],
  value: 0.5,
  stopped: false,
  turn: 1,
  phase: 'movement',
};

/** A duel saved after one action, with `declined` of the decision of action 0 set to `declined`. */
function savedWith(declined: unknown): string {
  const service = new GameService();
  const r = service.newGame({ scenario: 'duel', players: [{ kind: 'human' }, { kind: 'human' }], seed: 'd' });
  if (!r.ok) throw new Error(r.error.message);
  const step = service.act({ type: 'endPhase' });
  if (!step.ok) throw new Error(step.error.message);
  const text = service.exportGame();
  if (!text.ok) throw new Error(text.error.message);
  const doc = JSON.parse(text.value) as Record<string, unknown>;
  doc.decisions = { '0': { ...DECLINED, declined } };
  return JSON.stringify(doc);
}

afterEach(() => setGameClient(null));

describe('a saved decision with a malformed declined', () => {
  it('names the field and what it expected, and keeps the moves', () => {
    const cases: [unknown, RegExp][] = [
      ['abc', /decisions\["0"\]\.declined: .*expected array/],
      [Array.from({ length: 10_000 }, () => DECLINED), /decisions\["0"\]\.declined: .*<=32/],
      [[{ side: 0, by: 'x' }], /decisions\["0"\]\.declined\[0\]\.iterations: .*expected number/],
      [[{ ...DECLINED, declined: 'abc' }], /declined\[0\]\.declined: a declined search has no declined/],
    ];
    for (const [declined, warning] of cases) {
      const read = readGameText(savedWith(declined));
      if (!read.ok) throw new Error(read.error.message);
      expect(read.value.warnings.join(' ')).toMatch(warning);
      expect(read.value.tree.line).toHaveLength(2);
      expect(read.value.tree.nodes.some((n) => n.decision)).toBe(false);
    }
  });

  it('nested inside a declined search is not loaded, so the game saves again', () => {
    for (const inner of ['abc', { a: 1 }, [{ side: 'x' }]]) {
      const service = new GameService();
      expect(service.loadGame(savedWith([{ ...DECLINED, declined: inner }])).ok).toBe(true);
      expect(service.exportGame().ok).toBe(true);
      expect(service.exportAutosave().ok).toBe(true);
    }
  });

  it('is reported by the service and, in the app, by a toast naming what was left out', async () => {
    const text = savedWith('abc');
    const loaded = new GameService().loadGame(text);
    if (!loaded.ok) throw new Error(loaded.error.message);
    expect(loaded.value.warnings?.join(' ')).toMatch(/declined: .*expected array/);
    setActivePinia(createPinia());
    setGameClient(createLocalClient(new GameService()));
    expect(await usePlayStore().loadGame(text)).toBe(true);
    const toast = useToastStore().toasts.find((t) => t.title === 'Part of the file was left out');
    expect(toast?.kind).toBe('info');
    expect(toast?.message).toMatch(/decisions\["0"\]\.declined/);
  });

  it('is listed by validate as a warning of a valid saved game (exit 0, `warnings` in --json)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'skirmisher-declined-'));
    try {
      const file = join(dir, 'game.json');
      writeFileSync(file, savedWith('abc'));
      const text = cli(['validate', file]);
      expect(text.code).toBe(0);
      expect(text.stdout).toMatch(/valid saved game\n {2}warning: the app metadata decisions was unreadable/);
      const json = cli(['validate', file, '--json']);
      expect(json.json).toMatchObject({ ok: true, kind: 'game', problems: [] });
      expect((json.json as { warnings: string[] }).warnings[0]).toMatch(/declined: .*expected array/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

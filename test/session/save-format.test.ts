// Saved games (FORMATS.md §4): round trips of whole game trees (branches, forced dice, AI reasoning, cursor)
// as property tests, and the files that must be refused: newer formats, corrupted text, actions that do not
// replay (named by index).
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateSavedGame } from '../../formats/validate';
import { GameService } from '../../session/game-service';
import { SAVED_GAME_FORMAT } from '../../formats/saved-game';
import { readGameText } from '../../session/save-format';
import type { PlayerSpec } from '../../session/service-types';

const RANDOMS: [PlayerSpec, PlayerSpec] = [
  { kind: 'bot', bot: 'random' },
  { kind: 'bot', bot: 'random' },
];

/** One step of a session: a bot decision, taking actions back, or forcing the next dice. */
type Step = { kind: 'think' } | { kind: 'back'; n: number } | { kind: 'dice'; faces: number[] };

const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 6, arbitrary: fc.constant<Step>({ kind: 'think' }) },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 4 }).map<Step>((n) => ({ kind: 'back', n })) },
  {
    weight: 1,
    arbitrary: fc
      .array(fc.integer({ min: 1, max: 6 }), { minLength: 1, maxLength: 4 })
      .map<Step>((faces) => ({ kind: 'dice', faces })),
  },
);

/** Plays a session of steps with random bots; the service ends with branches, dice and a cursor. */
async function session(seed: string, steps: Step[], scenario = 'duel'): Promise<GameService> {
  const service = new GameService();
  const r = service.newGame({ scenario, players: RANDOMS, seed });
  if (!r.ok) throw new Error(r.error.message);
  for (const s of steps) {
    if (service.current()!.state.result) break;
    if (s.kind === 'think') {
      const t = await service.think();
      if (!t.ok && t.error.code !== 'ERR_GAME_OVER') throw new Error(`${t.error.code}: ${t.error.message}`);
    } else if (s.kind === 'back') {
      service.goTo(Math.max(0, service.current()!.ply - s.n));
    } else {
      service.setDice(s.faces);
    }
  }
  return service;
}

function exported(service: GameService): string {
  const r = service.exportGame();
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

describe('saved game round trip (property)', () => {
  it('reads back the same line, positions, branches, dice, reasoning and cursor', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ minLength: 1, maxLength: 12 }),
        fc.array(step, { minLength: 1, maxLength: 40 }),
        async (seed, steps) => {
          const a = await session(seed, steps);
          const text = exported(a);
          const doc = JSON.parse(text);
          // The portable part is a valid FORMATS.md §4 document.
          expect(validateSavedGame(doc).ok).toBe(true);
          expect(doc.format).toBe(SAVED_GAME_FORMAT);

          const b = new GameService();
          const loaded = b.loadGame(text);
          expect(loaded.ok).toBe(true);
          const sa = a.current()!;
          const sb = b.current()!;
          expect(sb.ply).toBe(sa.ply);
          expect(sb.lineLength).toBe(sa.lineLength);
          expect(JSON.stringify(sb.state)).toBe(JSON.stringify(sa.state));
          expect(sb.players).toEqual(sa.players);
          const va = a.view();
          const vb = b.view();
          if (!va.ok || !vb.ok) throw new Error('no view');
          // Same line: actions, dice, who decided, and the same branches at the same plies.
          const summary = (line: typeof va.value.line) =>
            line.map((e) => ({
              action: e.action,
              dice: e.dice,
              by: e.by,
              value: e.side0Value,
              alternatives: e.alternatives.map((x) => ({ action: x.action, dice: x.dice, depth: x.depth })),
            }));
          expect(summary(vb.value.line)).toEqual(summary(va.value.line));
          // Writing it again gives the same document (apart from the time of saving).
          const again = JSON.parse(exported(b));
          delete again.savedAt;
          delete doc.savedAt;
          expect(again).toEqual(doc);
        },
      ),
      { numRuns: 25 },
    );
  }, 60_000);

  it('replays every branch to the same positions', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 5, maxLength: 30 }), async (steps) => {
        const a = await session('branches', steps);
        const b = new GameService();
        expect(b.loadGame(exported(a)).ok).toBe(true);
        const lineA = a.view();
        if (!lineA.ok) return;
        for (const e of lineA.value.line) {
          for (const alt of e.alternatives) {
            // The same node id in both trees need not be the same node: compare through the branch's action.
            const ra = a.selectBranch(alt.node);
            const eb = b.view();
            if (!ra.ok || !eb.ok) throw new Error('branch');
            const twin = eb.value.line[e.ply - 1]!.alternatives.find(
              (x) =>
                JSON.stringify(x.action) === JSON.stringify(alt.action) && x.dice.join() === alt.dice.join(),
            );
            expect(twin).toBeDefined();
            const rb = b.selectBranch(twin!.node);
            expect(rb.ok).toBe(true);
            expect(JSON.stringify(b.current()!.state)).toBe(JSON.stringify(a.current()!.state));
            return;
          }
        }
      }),
      { numRuns: 15 },
    );
  }, 60_000);
});

describe('files that do not load', () => {
  async function saved(): Promise<Record<string, unknown>> {
    const a = await session('refused', [{ kind: 'think' }, { kind: 'think' }, { kind: 'think' }]);
    return JSON.parse(exported(a)) as Record<string, unknown>;
  }

  it('refuses a newer format with a clear message and keeps the game in progress', async () => {
    const service = await session('keep', [{ kind: 'think' }, { kind: 'think' }]);
    const before = JSON.stringify(service.current()!.state);
    const doc = await saved();
    doc['format'] = 'skirmisher-game/2';
    const r = service.loadGame(JSON.stringify(doc));
    expect(r).toMatchObject({ ok: false, error: { code: 'ERR_NEWER_FORMAT' } });
    if (!r.ok)
      expect(r.error.message).toMatch(
        /newer version of Skirmisher.*skirmisher-game\/2.*Nothing was loaded or overwritten/,
      );
    expect(JSON.stringify(service.current()!.state)).toBe(before);
  });

  it('refuses a scenario of a newer format inside a saved game', async () => {
    const doc = await saved();
    (doc['scenario'] as Record<string, unknown>)['format'] = 'skirmisher-scenario/7';
    expect(readGameText(JSON.stringify(doc))).toMatchObject({
      ok: false,
      error: { code: 'ERR_NEWER_FORMAT' },
    });
  });

  it('opens a puzzle file at its position, and names the field of a broken puzzle', () => {
    const puzzle = JSON.parse(readFileSync('test/puzzles/charge-isolated.json', 'utf8')) as Record<
      string,
      unknown
    >;
    const r = readGameText(JSON.stringify(puzzle));
    expect(r.ok && r.value.kind).toBe('scenario');
    if (r.ok) expect(r.value.scenario).toEqual(puzzle['scenario']);
    const broken = readGameText(JSON.stringify({ ...puzzle, expect: [{ type: 'charge', model: 'r9' }] }));
    expect(broken).toMatchObject({ ok: false, error: { code: 'ERR_BAD_FILE' } });
    if (!broken.ok)
      expect(broken.error.message).toMatch(/expect\[0\]\.model: no model "r9" in the puzzle's scenario/);
  });

  it('names the first action that does not replay by its index', async () => {
    const doc = await saved();
    const actions = doc['actions'] as unknown[];
    actions.push({ type: 'endPhase' }, { type: 'shoot', model: 'r1', target: 'r2' });
    const r = readGameText(JSON.stringify(doc));
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe('ERR_REPLAY');
    expect(r.error.index).toBe(actions.length - 1);
    expect(r.error.message).toMatch(new RegExp(`^Action ${actions.length - 1} \\(shoot\\) does not replay`));
  });

  it.each([
    ['truncated JSON', (t: string) => t.slice(0, Math.floor(t.length / 2))],
    ['not JSON at all', () => 'PK\u0003\u0004 this is a zip file'],
    ['an empty file', () => ''],
    ['a JSON array', () => '[1, 2, 3]'],
    ['a wrong action', (t: string) => t.replace('"endPhase"', '"teleport"')],
    ['a model on no side', (t: string) => t.replace(/"model":"r1"/, '"model":"zz9"')],
  ])('refuses %s with ERR_BAD_FILE or ERR_REPLAY', async (_what, corrupt) => {
    const text = JSON.stringify(await saved());
    const r = readGameText(corrupt(text));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(['ERR_BAD_FILE', 'ERR_REPLAY']).toContain(r.error.code);
  });

  it('loads the game when only the app metadata is damaged, with a warning', async () => {
    const doc = await saved();
    doc['tree'] = { nodes: 'garbage', line: [] };
    const r = readGameText(JSON.stringify(doc));
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.value.warnings.join(' ')).toMatch(/metadata/);
  });

  it("keeps a decision's iteration budget, and calls a bad one damaged metadata, not a bad game", async () => {
    const doc = await saved();
    const meta = (d: Record<string, unknown>) =>
      (d['meta'] ?? d) as { decisions?: Record<string, Record<string, unknown>> };
    const decisions = meta(doc).decisions;
    expect(decisions).toBeDefined();
    const first = Object.keys(decisions!)[0]!;
    decisions![first]!['iterationBudget'] = 1600;
    const kept = readGameText(JSON.stringify(doc));
    expect(kept.ok).toBe(true);
    if (kept.ok) expect(kept.value.warnings).toEqual([]);
    decisions![first]!['iterationBudget'] = 'many';
    const r = readGameText(JSON.stringify(doc));
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.value.warnings.join(' ')).toMatch(/metadata/);
  });

  it('fails with an index on actions that need the forced dice they were played with', async () => {
    // Forced dice change what happens: the file says so in `forcedDice`, and without it replay may differ.
    const a = await session('forced', [
      { kind: 'think' },
      { kind: 'dice', faces: [6, 6, 6] },
      { kind: 'think' },
    ]);
    const doc = JSON.parse(exported(a)) as Record<string, unknown>;
    expect(doc['forcedDice']).toEqual({ '1': [6, 6, 6] });
    const b = new GameService();
    expect(b.loadGame(JSON.stringify(doc)).ok).toBe(true);
    expect(b.current()!.state.rng).toEqual(a.current()!.state.rng);
  });
});

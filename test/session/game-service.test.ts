// The worker's GameService, run in Node without a worker: plain data in and out, rule errors as values.
import { describe, expect, it } from 'vitest';
import { validateSavedGame } from '../../formats/validate';
import { GameService } from '../../session/game-service';
import { parsePlayerSpec, playerSpecText } from '../../session/player-spec';
import type { PlayerSpec, StepResult, ThinkingProgress } from '../../session/service-types';

const HUMANS: [PlayerSpec, PlayerSpec] = [{ kind: 'human' }, { kind: 'human' }];
const RANDOMS: [PlayerSpec, PlayerSpec] = [
  { kind: 'bot', bot: 'random' },
  { kind: 'bot', bot: 'random' },
];

function started(service: GameService, players = HUMANS, scenario = 'duel', seed = 'unit'): StepResult {
  const r = service.newGame({ scenario, players, seed });
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.value;
}

/** Ends phases until the game reaches `phase` (humans on both sides). */
function endPhasesUntil(service: GameService, phase: string): StepResult {
  for (let i = 0; i < 10; i++) {
    const snap = service.current()!;
    if (snap.state.phase === phase) {
      const view = service.view();
      if (!view.ok) throw new Error(view.error.message);
      return view.value;
    }
    const r = service.act({ type: 'endPhase' });
    if (!r.ok) throw new Error(r.error.message);
  }
  throw new Error(`never reached ${phase}`);
}

describe('GameService', () => {
  it('lists the built-in scenarios', () => {
    const ids = new GameService().scenarios().map((s) => s.id);
    expect(ids).toContain('duel');
    expect(ids).toContain('ruined-street');
    const duel = new GameService().scenarios().find((s) => s.id === 'duel')!;
    expect(duel.table).toEqual({ width: 24, depth: 24 });
    expect(duel.sides.map((s) => s.models)).toEqual([3, 3]);
  });

  it('starts a game and reports the start events', () => {
    const step = started(new GameService());
    expect(step.snapshot.state.static.models).toHaveLength(6);
    expect(step.snapshot.toAct).toBe('human');
    expect(step.snapshot.ply).toBe(0);
    expect(step.snapshot.legal.some((a) => a.type === 'endPhase')).toBe(true);
    expect(step.snapshot.state.seed).toBe('unit');
    expect(step.events.some((e) => e.kind === 'phaseStarted')).toBe(true);
  });

  it('answers coded errors instead of throwing', () => {
    const service = new GameService();
    expect(service.act({ type: 'endPhase' })).toMatchObject({ ok: false, error: { code: 'ERR_NO_GAME' } });
    expect(service.newGame({ scenario: 'nowhere', players: HUMANS, seed: '' })).toMatchObject({
      ok: false,
      error: { code: 'ERR_UNKNOWN_SCENARIO' },
    });
    started(service);
    endPhasesUntil(service, 'movement');
    const far = service.act({ type: 'move', model: 'r1', to: [12, 20] });
    expect(far.ok).toBe(false);
    if (!far.ok) expect(far.error.code).toMatch(/^ERR_/);
    expect(service.current()!.ply).toBe(1);
  });

  it('moves a model within its allowance', () => {
    const service = new GameService();
    started(service);
    endPhasesUntil(service, 'movement');
    const allowance = service.allowance('r1');
    expect(allowance?.move).toBe(4);
    const r = service.act({ type: 'move', model: 'r1', to: [12, 5] });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const i = r.value.snapshot.state.static.models.findIndex((m) => m.id === 'r1');
    expect(r.value.snapshot.state.models[i]).toMatchObject({ x: 12, y: 5 });
    expect(r.value.events.some((e) => e.kind === 'moved')).toBe(true);
  });

  it('previews charges and refuses shots that are not legal', () => {
    const service = new GameService();
    started(service);
    endPhasesUntil(service, 'movement');
    const charge = service.chargePreview('r1', 'b1');
    expect(charge.ok).toBe(true);
    if (charge.ok) {
      expect(charge.value.reach).toBe(8);
      expect(charge.value.reachable).toBe(false);
    }
    const options = service.chargeOptions('r1');
    expect(Object.keys(options).length).toBeGreaterThan(0);
    expect(service.shotPreview('r1', 'nobody').ok).toBe(false);
  });

  it('does not let a human act for an AI side, nor think for a human side', async () => {
    const service = new GameService();
    started(service, [{ kind: 'human' }, { kind: 'bot', bot: 'greedy' }]);
    expect((await service.think()).ok).toBe(false);
    for (let i = 0; i < 5; i++) service.act({ type: 'endPhase' });
    expect(service.current()!.toAct).toBe('ai');
    expect(service.act({ type: 'endPhase' })).toMatchObject({
      ok: false,
      error: { code: 'ERR_NOT_YOUR_TURN' },
    });
  });

  it('plays bot decisions one at a time', async () => {
    const service = new GameService();
    started(service, RANDOMS);
    for (let i = 0; i < 12; i++) {
      const r = await service.think();
      expect(r.ok).toBe(true);
      if (r.ok) expect(r.value.action).not.toBeNull();
    }
    expect(service.current()!.ply).toBe(12);
  });

  it('searches at a level, reporting progress, and can be told to answer now', async () => {
    const service = new GameService();
    started(service, [
      { kind: 'ai', level: 'easy' },
      { kind: 'ai', level: 'easy' },
    ]);
    const progress: ThinkingProgress[] = [];
    let searched: StepResult | null = null;
    for (let i = 0; i < 20 && !searched; i++) {
      const r = await service.think((p) => progress.push(p));
      expect(r.ok).toBe(true);
      if (r.ok && r.value.decision && r.value.decision.iterations > 0) searched = r.value;
    }
    expect(searched).not.toBeNull();
    expect(searched!.decision!.candidates.length).toBeGreaterThan(0);
    expect(searched!.decision!.value).toBeGreaterThanOrEqual(0);
    expect(searched!.decision!.value).toBeLessThanOrEqual(1);
    expect(progress.length).toBeGreaterThan(0);
  });

  it('aborts a search on request and when a new game starts', async () => {
    const service = new GameService();
    started(service, [
      { kind: 'ai', level: 'expert' },
      { kind: 'ai', level: 'expert' },
    ]);
    // Lone end phases are played at once; the first real decision is a search that can be aborted.
    let aborted = false;
    for (let i = 0; i < 10 && !aborted; i++) {
      const pending = service.think();
      service.stop('abort');
      const r = await pending;
      aborted = !r.ok && r.error.code === 'ERR_ABORTED';
    }
    expect(aborted).toBe(true);
    const pending = service.think();
    started(service, HUMANS);
    const r = await pending;
    expect(r).toMatchObject({ ok: false, error: { code: 'ERR_ABORTED' } });
    expect(service.current()!.players).toEqual(HUMANS);
  });

  it('saves and loads a game by replaying its actions', async () => {
    const a = new GameService();
    started(a, RANDOMS, 'duel', 'save-load');
    for (let i = 0; i < 25; i++) await a.think();
    const saved = a.exportGame();
    expect(saved.ok).toBe(true);
    if (!saved.ok) return;
    const doc = JSON.parse(saved.value);
    expect(doc.format).toBe('skirmisher-game/1');
    expect(doc.actions).toHaveLength(25);
    expect(doc.players).toEqual({ red: 'random', blue: 'random' });
    expect(validateSavedGame(doc)).toMatchObject({ ok: true });

    const b = new GameService();
    const loaded = b.loadGame(saved.value);
    expect(loaded.ok).toBe(true);
    expect(JSON.stringify(b.current()!.state)).toBe(JSON.stringify(a.current()!.state));
    expect(b.current()!.players).toEqual(RANDOMS);
  });

  it('names the first action that does not replay', () => {
    const service = new GameService();
    started(service);
    const saved = JSON.parse((service.exportGame() as { ok: true; value: string }).value);
    saved.actions = [{ type: 'endPhase' }, { type: 'shoot', model: 'r1', target: 'b1' }];
    const r = service.loadGame(JSON.stringify(saved));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toMatch(/^Action 1 /);
    expect(service.loadGame('{nope')).toMatchObject({ ok: false, error: { code: 'ERR_BAD_FILE' } });
  });

  it('lists the problems of an invalid file with their paths', () => {
    const service = new GameService();
    const doc = service.scenario('duel');
    expect(doc.ok).toBe(true);
    if (!doc.ok) return;
    const bad = doc.value as unknown as { sides: { models: { profile: { WS: unknown } }[] }[] };
    bad.sides[0]!.models[0]!.profile.WS = '4';
    const r = service.loadGame(JSON.stringify(bad));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toMatch(/sides\[0\]\.models\[0\]\.profile\.WS/);
  });

  it('loads a scenario file as a new game', () => {
    const service = new GameService();
    const doc = service.scenario('duel');
    if (!doc.ok) throw new Error('no duel');
    const r = service.loadGame(JSON.stringify(doc.value), [{ kind: 'human' }, { kind: 'ai', level: 'hard' }]);
    expect(r.ok).toBe(true);
    expect(service.current()!.players[1]).toEqual({ kind: 'ai', level: 'hard' });
  });

  it.each([
    [{ kind: 'human' }, 'human'],
    [{ kind: 'ai', level: 'expert' }, 'mcts:level=expert'],
    [{ kind: 'bot', bot: 'greedy' }, 'greedy'],
  ] as [PlayerSpec, string][])('writes %j as %s and reads it back', (spec, text) => {
    expect(playerSpecText(spec)).toBe(text);
    expect(parsePlayerSpec(text)).toEqual(spec);
  });

  it('reads other bot specs as the nearest player', () => {
    expect(parsePlayerSpec('mcts:budget=2000')).toEqual({ kind: 'ai', level: 'normal' });
    expect(parsePlayerSpec(undefined)).toEqual({ kind: 'human' });
  });

  it('takes back the last action', () => {
    const service = new GameService();
    started(service);
    service.act({ type: 'endPhase' });
    const before = JSON.stringify(service.current()!.state);
    service.act({ type: 'endPhase' });
    const r = service.undo();
    expect(r.ok).toBe(true);
    expect(JSON.stringify(service.current()!.state)).toBe(before);
  });

  it('is deterministic: same seed and bots give the same game', async () => {
    const play = async () => {
      const s = new GameService();
      started(s, RANDOMS, 'duel', 'same');
      for (let i = 0; i < 30; i++) await s.think();
      return JSON.stringify(s.current()!.state);
    };
    expect(await play()).toBe(await play());
  });
});

// The worker's explanation services and the stores on top of them: decision summaries carry what the board
// draws, hints search for the human without playing, odds at a decided position, the rout of the enemy,
// the heat map of a selected model, and the stores that arrange them for the board.
import { createPinia, setActivePinia } from 'pinia';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { modelIndex } from '../../engine';
import { createLocalClient, setGameClient } from '../../renderer/src/platform/client';
import { GameService } from '../../session/game-service';
import { actionOdds } from '../../session/odds';
import type { DecisionSummary, PlayerSpec, StepResult } from '../../session/service-types';
import { useAiStore } from '../../renderer/src/stores/ai';
import { useExplainStore } from '../../renderer/src/stores/explain';
import { useGameStore } from '../../renderer/src/stores/game';
import { useInputStore } from '../../renderer/src/stores/input';
import { usePlayStore } from '../../renderer/src/stores/play';
import { useHintStore } from '../../renderer/src/stores/hint';
import { man, scenario, start } from '../support/scenario';

const HUMAN_VS_AI: [PlayerSpec, PlayerSpec] = [{ kind: 'human' }, { kind: 'ai', level: 'easy' }];
const EASY: [PlayerSpec, PlayerSpec] = [
  { kind: 'ai', level: 'easy' },
  { kind: 'ai', level: 'easy' },
];

function newGame(service: GameService, players: [PlayerSpec, PlayerSpec], seed = 'explain'): StepResult {
  const r = service.newGame({ scenario: 'duel', players, seed });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** Lets the AI sides play until a decision with a search comes out; its step. */
async function firstSearch(service: GameService): Promise<StepResult> {
  for (let i = 0; i < 30; i++) {
    const r = await service.think();
    if (!r.ok) throw new Error(r.error.message);
    if (r.value.decision && r.value.decision.iterations > 0) return r.value;
  }
  throw new Error('no search');
}

function untilMovement(service: GameService): void {
  for (let i = 0; i < 5 && service.current()!.state.phase !== 'movement'; i++)
    service.act({ type: 'endPhase' });
}

describe('AI decisions explained', () => {
  it('carry the deciding model, where the named models stood and every candidate’s end position', async () => {
    const service = new GameService();
    newGame(service, EASY);
    const before = service.current()!.state;
    const step = await firstSearch(service);
    const d = step.decision!;
    const model = d.model!;
    expect(model).toMatch(/^[rb]\d$/);
    const m = before.models[modelIndex(before, model)]!;
    expect(d.positions![model]).toEqual([Math.round(m.x * 100) / 100, Math.round(m.y * 100) / 100]);
    expect(d.spots!.length).toBeGreaterThan(0);
    expect(d.spots!.every((s) => s.value >= 0 && s.value <= 1)).toBe(true);
    expect(step.recentDecisionPly).toBe(step.snapshot.ply);
    expect(service.decisionFor(model)).toMatchObject({ ply: step.snapshot.ply, decision: { model } });
    expect(service.decisionFor('nobody')).toBeNull();
  });
});

describe('hints', () => {
  it('search for the human’s side without playing anything', async () => {
    const service = new GameService();
    newGame(service, HUMAN_VS_AI);
    untilMovement(service);
    const ply = service.current()!.ply;
    const progress: number[] = [];
    const r = await service.hint('easy', (p) => progress.push(p.iterations));
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.decision?.by).toBe('Hint (easy)');
    expect(r.value.decision?.candidates.length).toBeGreaterThan(1);
    // The decision is one of the player's models; with a shot and nothing to gain by a step the crossbowmen
    // hold (session 12), and when every model holds the hint's action is to end the phase.
    expect(['r1', 'r2', 'r3']).toContain(r.value.decision?.model);
    const acting = (r.value.action as { model?: string }).model;
    if (acting === undefined) expect(r.value.action).toEqual({ type: 'endPhase' });
    else expect(acting).toBe(r.value.decision?.model);
    expect(service.current()!.ply).toBe(ply);
    expect(progress.length).toBeGreaterThan(0);
  });

  it('are refused for an AI’s side and stopped when the position changes', async () => {
    const service = new GameService();
    expect(await service.hint('easy')).toMatchObject({ ok: false, error: { code: 'ERR_NO_GAME' } });
    newGame(service, [{ kind: 'ai', level: 'easy' }, { kind: 'human' }]);
    expect(await service.hint('easy')).toMatchObject({ ok: false, error: { code: 'ERR_NOT_YOUR_TURN' } });
    newGame(service, HUMAN_VS_AI);
    untilMovement(service);
    const pending = service.hint('expert');
    service.act({ type: 'move', model: 'r1', to: [12, 5] });
    expect(await pending).toMatchObject({ ok: false, error: { code: 'ERR_ABORTED' } });
    const stopped = service.hint('expert');
    service.stopHint('abort');
    expect(await stopped).toMatchObject({ ok: false, error: { code: 'ERR_ABORTED' } });
  });
});

describe('odds for explanations', () => {
  it('work out an action at an earlier position of the line', () => {
    const service = new GameService();
    newGame(service, [{ kind: 'human' }, { kind: 'human' }]);
    for (let i = 0; i < 3; i++) service.act({ type: 'endPhase' });
    const shot = { type: 'shoot' as const, model: 'r1', target: 'b1' };
    const here = service.odds(shot);
    const ply = service.current()!.ply;
    service.act({ type: 'endPhase' });
    const earlier = service.oddsAt(ply, shot);
    expect(earlier.ok && here.ok && earlier.value.outcomes).toEqual(here.ok && here.value.outcomes);
    expect(service.oddsAt(ply + 1, shot)).toMatchObject({ ok: false, error: { code: 'ERR_WRONG_PHASE' } });
    expect(service.oddsAt(99, shot)).toMatchObject({ ok: false, error: { code: 'ERR_BAD_PLY' } });
  });

  it('give the enemy’s chance to rout after a shot that may take out its last quarter', () => {
    // Five raiders, one already out: one more out of action makes the quarter (§9.4), tested on Ld 7.
    const doc = scenario(
      [man('r1', 10, 4, { weapons: ['crossbow'] })],
      [
        man('b1', 10, 12),
        man('b2', 20, 22, { status: 'outOfAction' }),
        man('b3', 2, 22),
        man('b4', 4, 22),
        man('b5', 6, 22),
      ],
      { phase: 'shooting' },
    );
    const state = start(doc).state;
    const r = actionOdds(state, { type: 'shoot', model: 'r1', target: 'b1' });
    if (!r.ok) throw new Error(r.error);
    const ooa = r.value.outcomes.find((o) => o.key === 'outOfAction')!.p;
    expect(r.value.rout?.side).toBe('blue');
    // Out of action, then a failed Leadership test: 2D6 above 7 is 15/36.
    expect(r.value.rout!.p).toBeGreaterThan(0);
    expect(r.value.rout!.p).toBeCloseTo(ooa * (15 / 36), 1);
    const off = start({ ...doc, ruleset: { options: { routTest: false } } }).state;
    const none = actionOdds(off, { type: 'shoot', model: 'r1', target: 'b1' });
    expect(none.ok && none.value.rout).toBeNull();
  });
});

describe('ruleset options of a new game', () => {
  it('are listed with the preset defaults and written into the scenario’s ruleset.options', () => {
    const service = new GameService();
    const duel = service.scenarios().find((s) => s.id === 'duel')!;
    expect(duel.ruleset.preset).toBe('warhammer-skirmish');
    expect(duel.ruleset.defaults).toMatchObject({ criticals: true, routTest: true, premeasure: true });
    const options = { ...duel.ruleset.options, criticals: false, singleTargetPenalty: true, swarms: true };
    const r = service.newGame({
      scenario: 'duel',
      players: [{ kind: 'human' }, { kind: 'human' }],
      seed: 'o',
      options,
    });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.snapshot.state.static.options).toMatchObject({
      criticals: false,
      singleTargetPenalty: true,
      swarms: true,
      allAlone: true,
    });
    const doc = service.positionScenario();
    expect(doc.ok && doc.value.ruleset?.options).toMatchObject({ criticals: false, swarms: true });
  });

  it('refuses options the format does not know, naming them', () => {
    const service = new GameService();
    const humans: [PlayerSpec, PlayerSpec] = [{ kind: 'human' }, { kind: 'human' }];
    const bad = service.newGame({
      scenario: 'duel',
      players: humans,
      seed: '',
      options: { criticals: 'often' } as unknown as { criticals: boolean },
    });
    expect(bad).toMatchObject({ ok: false, error: { code: 'ERR_BAD_OPTIONS' } });
    expect(!bad.ok && bad.error.message).toMatch(/criticals/);
    const wrong = service.newGame({
      scenario: 'duel',
      players: humans,
      seed: '',
      options: 'none' as unknown as { criticals: boolean },
    });
    expect(wrong).toMatchObject({ ok: false, error: { code: 'ERR_BAD_OPTIONS' } });
  });
});

describe('the hint and explain stores', () => {
  beforeEach(() => {
    setActivePinia(createPinia());
    setGameClient(createLocalClient(new GameService()));
  });
  afterEach(() => setGameClient(null));

  it('a hint is shown on the board until the position changes', async () => {
    const game = useGameStore();
    const hint = useHintStore();
    const explain = useExplainStore();
    await usePlayStore().newGame({ scenario: 'duel', players: HUMAN_VS_AI, seed: 'hint-store' });
    usePlayStore().setPaused(true);
    for (let i = 0; i < 5 && game.state?.phase !== 'movement'; i++) await usePlayStore().endPhase();
    usePlayStore().setPaused(true);
    expect(hint.available).toBe(true);
    expect(await hint.ask()).toBe(true);
    expect(hint.status).toBe('ready');
    expect(explain.explained).toMatchObject({ kind: 'hint', decidedAt: game.ply });
    expect(explain.explained!.candidates.length).toBeGreaterThan(1);
    const model = (hint.action as { model: string }).model;
    useInputStore().select(model);
    await flush();
    expect(explain.heat?.model).toBe(model);
    expect(explain.heat?.spots.length).toBeGreaterThan(0);
    await usePlayStore().act({ type: 'move', model: 'r1', to: [12, 5] });
    expect(hint.status).toBe('idle');
    expect(explain.explained?.kind).not.toBe('hint');
  });

  it('the AI’s latest decision of the turn is explained, with its chart point at its ply', async () => {
    const game = useGameStore();
    const ai = useAiStore();
    const explain = useExplainStore();
    await usePlayStore().newGame({ scenario: 'duel', players: EASY, seed: 'explain-store' });
    usePlayStore().setPaused(true);
    let d: DecisionSummary | null = null;
    for (let i = 0; i < 30 && !d; i++) {
      await usePlayStore().step();
      d = game.lastDecision && game.lastDecision.iterations > 0 ? game.lastDecision : null;
    }
    expect(d).not.toBeNull();
    expect(explain.explained).toMatchObject({ kind: 'decision', side: d!.side, decidedAt: game.ply - 1 });
    expect(explain.explained!.positions).toEqual(d!.positions);
    expect(ai.history.at(-1)?.ply).toBe(game.ply);
    expect(ai.cursor).toBe(game.ply);
    useInputStore().select(d!.model!);
    await flush();
    expect(explain.heat?.spots).toEqual(d!.spots);
  });
});

function flush(ms = 0): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

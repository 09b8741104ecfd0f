// Deployment in the game service (session/game-service.ts): a new game set to deploy starts at turn 0, people
// place their models with `deploy` actions, the AI with its script, and the record saves, loads and undoes.
import { describe, expect, it } from 'vitest';
import { BUILTIN_SCENARIOS } from '../../content';
import type { ScenarioDocument } from '../../engine';
import { GameService } from '../../session/game-service';
import type { PlayerSpec } from '../../session/service-types';

const HUMANS: [PlayerSpec, PlayerSpec] = [{ kind: 'human' }, { kind: 'human' }];
const HUMAN_VS_AI: [PlayerSpec, PlayerSpec] = [{ kind: 'human' }, { kind: 'ai', level: 'easy' }];

function service(players = HUMANS, scenario = 'duel', deploy = true): GameService {
  const s = new GameService();
  const r = s.newGame({ scenario, players, seed: 'deploy', deploy });
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return s;
}

describe('GameService deployment', () => {
  it('a game set to deploy starts before turn 1; without the option it starts as before', () => {
    expect(service().current()!.state.turn).toBe(0);
    expect(service(HUMANS, 'duel', false).current()!.state.turn).toBe(1);
    expect(new GameService().scenarios().every((s) => s.deployable)).toBe(true);
  });

  it('refuses to deploy a scenario without zones', () => {
    const doc = structuredClone(BUILTIN_SCENARIOS.duel!) as ScenarioDocument;
    for (const sd of doc.sides) delete sd.deploymentZone;
    const r = new GameService().newGame({ scenario: doc, players: HUMANS, seed: '', deploy: true });
    expect(r).toMatchObject({ ok: false, error: { code: 'ERR_BAD_SETUP' } });
  });

  it('a person deploys, the AI deploys, turn 1 starts with the models where they were placed', async () => {
    const s = service(HUMAN_VS_AI, 'ruined-street');
    expect(s.act({ type: 'deploy', model: 'r1', to: [30, 2] }).ok).toBe(true);
    expect(s.act({ type: 'endDeployment' }).ok).toBe(true);
    for (let k = 0; k < 20 && s.current()!.state.turn === 0; k++) expect((await s.think()).ok).toBe(true);
    const state = s.current()!.state;
    expect(state.turn).toBe(1);
    expect(state.activeSide).toBe(0);
    expect([state.models[0]!.x, state.models[0]!.y]).toEqual([30, 2]);
    // The record replays: saved, loaded, the same position.
    const saved = s.exportGame();
    if (!saved.ok) throw new Error(saved.error.message);
    const again = new GameService();
    expect(again.loadGame(saved.value).ok).toBe(true);
    expect(JSON.stringify(again.current()!.state)).toBe(JSON.stringify(state));
  });

  it('"Deploy as the scenario says" puts moved models back and ends the deployment; undo takes it back', () => {
    const s = service();
    expect(s.act({ type: 'deploy', model: 'r1', to: [4, 2] }).ok).toBe(true);
    const r = s.deployAsScenario();
    expect(r.ok).toBe(true);
    const state = s.current()!.state;
    expect(state.activeSide).toBe(1);
    expect([state.models[0]!.x, state.models[0]!.y]).toEqual(
      BUILTIN_SCENARIOS.duel!.sides[0].models[0]!.at.slice(0, 2),
    );
    expect(s.undo().ok).toBe(true);
    expect(s.current()!.state.activeSide).toBe(0);
  });
});

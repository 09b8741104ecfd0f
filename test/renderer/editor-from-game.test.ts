// "From game" in the scenario editor: the live game's position as a scenario's start (FORMATS.md §1, §2.1),
// so the start-of-game checks run on it (RULES.md §3.1: the Recovery phase starts the side's turn); a position
// past the game's start leaves the deployment zones out (its models have moved off them; no deployment follows).
import { describe, expect, it } from 'vitest';
import type { ScenarioDocument } from '../../engine/scenario-types';
import { scenarioStart } from '../../renderer/src/editor/scenario-start';
import { GameService } from '../../session/game-service';
import type { PlayerSpec } from '../../session/service-types';

const HUMANS: [PlayerSpec, PlayerSpec] = [{ kind: 'human' }, { kind: 'human' }];

/** A mid-game position as the engine writes it: turn 3 of 8, blue's Shooting phase under way. */
function midGame(): ScenarioDocument {
  const model = (id: string, flags: Record<string, unknown>) => ({
    id,
    profile: { M: 4, WS: 3, BS: 3, S: 3, T: 3, W: 1, I: 3, A: 1, Ld: 7 },
    at: [12, 12] as [number, number],
    ...flags,
  });
  return {
    format: 'skirmisher-scenario/1',
    table: { width: 24, depth: 24 },
    sides: [
      {
        id: 'red',
        models: [model('r1', { moved: true, charged: true, status: 'knockedDown', hidden: true })],
      },
      { id: 'blue', models: [model('b1', { moved: true, shot: true, fleeing: true, wounds: 1 })] },
    ],
    turn: 3,
    maxTurns: 8,
    activeSide: 'blue',
    firstSide: 'red',
    phase: 'shooting',
    phaseStarted: true,
    movementStep: 'remaining',
    seed: 's',
    dice: [6],
    rng: { c: 1, s0: 0.1, s1: 0.2, s2: 0.3 },
    fights: {},
  };
}

describe('scenarioStart (FORMATS.md §1, §2.1)', () => {
  it('starts the side to act’s turn: turn 1, Recovery not started, the turns left, the dice afresh', () => {
    const doc = scenarioStart(midGame());
    expect(doc).toMatchObject({ turn: 1, maxTurns: 6, activeSide: 'blue', phase: 'recovery', dice: [] });
    // Red still plays first from turn 2: blue's turn, then 5 whole turns, the game's 11 player turns left.
    expect(doc.firstSide).toBe('red');
    for (const key of ['phaseStarted', 'movementStep', 'rng', 'fights', 'result'])
      expect(doc).not.toHaveProperty(key);
  });

  it('keeps the position (status, wounds, lasting states) and clears what a turn’s start clears (§3.1)', () => {
    const [red, blue] = scenarioStart(midGame()).sides;
    // Red is not to act: its own turn's moved flag stays, charged is cleared for every model.
    expect(red.models[0]).toMatchObject({ moved: true, status: 'knockedDown', hidden: true });
    expect(red.models[0]).not.toHaveProperty('charged');
    expect(blue.models[0]).toMatchObject({ fleeing: true, wounds: 1 });
    expect(blue.models[0]).not.toHaveProperty('moved');
    expect(blue.models[0]).not.toHaveProperty('shot');
  });

  it('leaves a deployment (turn 0) as it is, and never writes fewer than one turn', () => {
    expect(scenarioStart({ ...midGame(), turn: 0, phase: 'recovery', phaseStarted: false })).toMatchObject({
      turn: 0,
      firstSide: 'red',
    });
    expect(scenarioStart({ ...midGame(), turn: 9 }).maxTurns).toBe(1);
  });
});

describe('the editor’s From game (the game host’s position, then scenarioStart)', () => {
  it('copies a duel in blue’s turn as blue’s start, without the zones red’s models have moved off', () => {
    const service = new GameService();
    const started = service.newGame({ scenario: 'duel', players: HUMANS, seed: 'from-game' });
    expect(started.ok).toBe(true);
    // Red walks r1 4″ north, out of its 6″ strip (the duel's zones, content/scenarios/duel.json), then ends its turn.
    const endPhase = () => expect(service.act({ type: 'endPhase' }).ok).toBe(true);
    while (service.current()!.state.phase !== 'movement') endPhase();
    const r1 = service.positionScenario();
    if (!r1.ok) throw new Error(r1.error.message);
    const [x, y] = r1.value.sides[0].models[0]!.at;
    expect(service.act({ type: 'move', model: 'r1', to: [x, y + 4] }).ok).toBe(true);
    while (service.current()!.state.activeSide === 0) endPhase();
    const position = service.positionScenario();
    if (!position.ok) throw new Error(position.error.message);
    expect(position.value).toMatchObject({ phaseStarted: true, activeSide: 'blue' });
    // As the engine writes it, the mid-game position is not held to the zones: no warning.
    expect(service.checkScenario(position.value).warnings).toEqual([]);

    const doc = scenarioStart(position.value);
    expect(doc).toMatchObject({ turn: 1, activeSide: 'blue', phase: 'recovery' });
    // Past the game's start: the zones (for a deployment) are left out, so r1 is warned of no zone.
    for (const side of doc.sides) expect(side).not.toHaveProperty('deploymentZone');
    const check = service.checkScenario(doc);
    expect(check.ok).toBe(true);
    expect(check.warnings).toEqual([]);
  });

  it('keeps the zones of a game at its start (red’s turn 1 Recovery phase), warning of a model off them', () => {
    const service = new GameService();
    expect(service.newGame({ scenario: 'duel', players: HUMANS, seed: 'from-game' }).ok).toBe(true);
    const position = service.positionScenario();
    if (!position.ok) throw new Error(position.error.message);
    const doc = scenarioStart(position.value);
    expect(doc.sides.map((sd) => sd.deploymentZone)).toEqual(
      position.value.sides.map((sd) => sd.deploymentZone),
    );
    expect(doc.sides[0].deploymentZone).toBeDefined();
    expect(service.checkScenario(doc).warnings).toEqual([]);
    // Moved 9″ in (the duel's strips are 6″ deep), r1 is warned of: the copy is still a game's start.
    doc.sides[0].models[0]!.at = [12, 9];
    expect(service.checkScenario(doc).warnings?.map((w) => w.path)).toContain('sides[0].models[0].at');
  });

  it('leaves the zones out from the second side’s turn 1 on (the first side has moved), and from turn 2', () => {
    const zoned = (over: Partial<ScenarioDocument>): ScenarioDocument => {
      const doc = { ...midGame(), ...over };
      for (const side of doc.sides) side.deploymentZone = { withinEdge: 6 };
      return doc;
    };
    const zones = (doc: ScenarioDocument) => doc.sides.map((sd) => sd.deploymentZone);
    const start = { turn: 1, phase: 'recovery', phaseStarted: false } as const;
    expect(zones(scenarioStart(zoned({ ...start, activeSide: 'red' })))).toEqual([
      { withinEdge: 6 },
      { withinEdge: 6 },
    ]);
    expect(zones(scenarioStart(zoned({ ...start, activeSide: 'blue' })))).toEqual([undefined, undefined]);
    expect(zones(scenarioStart(zoned({ ...start, turn: 2, activeSide: 'red' })))).toEqual([
      undefined,
      undefined,
    ]);
    expect(zones(scenarioStart(zoned({ ...start, phase: 'movement', activeSide: 'red' })))).toEqual([
      undefined,
      undefined,
    ]);
  });
});

// Deployment before turn 1 (engine/deployment.ts; RULES.md is silent, docs/rules-decisions.md "Deployment"),
// through the public API: zones validated, placements refused with a message naming the model and the zone.
import { describe, expect, it } from 'vitest';
import { BUILTIN_SCENARIOS } from '../../content';
import {
  applyAction,
  createGame,
  legalActions,
  toScenario,
  type Action,
  type ScenarioDocument,
} from '../../engine';
import { validateActions, validateScenario } from '../../formats/validate';
import { zoneWarnings } from '../../formats/zone-checks';
import { man, play, scenario, start } from '../support/scenario';

/** Duel-sized: red within 6″ of the south edge, blue in a polygon near the north edge; a rock in red's zone. */
function zoned(extra: Partial<ScenarioDocument> = {}): ScenarioDocument {
  const doc = scenario([man('r1', 6, 3), man('r2', 12, 3)], [man('b1', 6, 21), man('b2', 12, 21)], {
    terrain: [
      {
        id: 'rock',
        kind: 'impassable',
        polygon: [
          [16, 1],
          [19, 1],
          [19, 4],
          [16, 4],
        ],
        height: 3,
        cover: 'hard',
      },
    ],
    ...extra,
  });
  doc.sides[0].deploymentZone = { withinEdge: 6 };
  doc.sides[1].deploymentZone = {
    polygon: [
      [2, 18],
      [22, 18],
      [22, 23],
      [2, 23],
    ],
  };
  return doc;
}

function deploying(doc = zoned()): ReturnType<typeof start> {
  return start({ ...doc, turn: 0 });
}

function refusal(doc: ScenarioDocument, actions: Action[]): { code: string; message: string } {
  let s = deploying(doc).state;
  for (const a of actions) {
    const r = applyAction(s, a);
    if (!r.ok) return r.error;
    s = r.value.state;
  }
  throw new Error('no refusal');
}

describe('deployment zones in the scenario format (extension of FORMATS.md §1)', () => {
  it('a polygon zone and a within-N″ zone validate; the engine keeps them and writes them back', () => {
    const v = validateScenario(zoned());
    expect(v.ok).toBe(true);
    const { state } = start(zoned());
    expect(state.static.sides[0].zone).toEqual({ withinEdge: 6 });
    expect(toScenario(state).sides[1].deploymentZone).toEqual({
      polygon: [
        [2, 18],
        [22, 18],
        [22, 23],
        [2, 23],
      ],
    });
  });

  it('a malformed zone is refused with its path', () => {
    const doc = zoned();
    (doc.sides[0] as { deploymentZone: unknown }).deploymentZone = { withinEdge: -2 };
    const v = validateScenario(doc);
    expect(v.ok).toBe(false);
    if (!v.ok)
      expect(v.problems).toEqual([
        {
          path: 'sides[0].deploymentZone.withinEdge',
          message: 'expected a depth in inches from 0.5 to 1000, got -2',
        },
      ]);
    const crossed = zoned();
    crossed.sides[1].deploymentZone = {
      polygon: [
        [2, 18],
        [22, 23],
        [22, 18],
        [2, 23],
      ],
    };
    const c = validateScenario(crossed);
    expect(c.ok).toBe(false);
    if (!c.ok) expect(c.problems[0]!.message).toMatch(/deployment zone crosses itself/);
  });

  it('a zone that does not contain the start positions is refused for a deployment and warned at the start', () => {
    const doc = zoned();
    doc.sides[0].models[1]!.at = [12, 8];
    const v = validateScenario({ ...doc, turn: 0 });
    expect(v.ok).toBe(false);
    if (!v.ok)
      expect(v.problems).toContainEqual({
        path: 'sides[0].models[1].at',
        message:
          'model "r2" (12, 8) is outside side red\'s deployment zone (within 6″ of the south edge): a deploying model\'s whole base must be inside it',
      });
    // At turn 1 the scenario loads (its models start where they stand) and the editor warns.
    expect(validateScenario(doc).ok).toBe(true);
    expect(zoneWarnings(doc)).toEqual([
      {
        path: 'sides[0].models[1].at',
        message:
          'model "r2" (12, 8) is outside side red\'s deployment zone (within 6″ of the south edge): "Deploy as the scenario says" would leave it there; move it in or widen the zone',
      },
    ]);
    // A position in the middle of a game is not held to the zones.
    expect(zoneWarnings({ ...doc, turn: 3, phaseStarted: true })).toEqual([]);
  });

  it('warns, at the start and in a deployment, of a zone as deep as the table and of zones that overlap', () => {
    const doc = zoned();
    expect(zoneWarnings(doc)).toEqual([]);
    doc.sides[0].deploymentZone = { withinEdge: 30 };
    const warned = zoneWarnings({ ...doc, turn: 0 });
    expect(warned).toContainEqual({
      path: 'sides[0].deploymentZone.withinEdge',
      message:
        "side red's deployment zone (within 30″ of the south edge) covers the table's whole 24″ depth: expected less than 24″",
    });
    // Blue's polygon (2–22 × 18–23) lies wholly inside red's zone now: 20 × 5 square inches shared.
    expect(warned).toContainEqual({
      path: 'sides[1].deploymentZone',
      message:
        "side red's and side blue's deployment zones overlap (about 100 square inches, from (2, 18) to (22, 23)): models could be set up within 1″ of each other there; expected zones apart",
    });
    // Zones that meet along a line share no ground; a mid-game position is not warned.
    doc.sides[0].deploymentZone = { withinEdge: 18 };
    expect(zoneWarnings(doc)).toEqual([]);
    doc.sides[0].deploymentZone = { withinEdge: 30 };
    expect(zoneWarnings({ ...doc, turn: 3, phaseStarted: true })).toEqual([]);
  });

  it('a scenario without zones loads and plays exactly as before; it cannot start with a deployment', () => {
    const doc = scenario([man('r1', 6, 3)], [man('b1', 6, 21)]);
    const { state, events } = start(doc);
    expect(state.turn).toBe(1);
    expect(events.map((e) => e.kind)).toEqual(['turnStarted', 'phaseStarted']);
    expect(state.static.sides.every((sd) => !('zone' in sd))).toBe(true);
    expect(toScenario(state).sides.every((sd) => !('deploymentZone' in sd))).toBe(true);
    const g = createGame({ ...doc, turn: 0 });
    expect(g.ok).toBe(false);
    if (!g.ok) expect(g.error.message).toMatch(/turn 0 \(deployment\) needs a deployment zone/);
  });

  it('validation refuses what the engine would: a deployment without zones or past the Recovery phase, an empty or off-table zone', () => {
    const bare = scenario([man('r1', 6, 3)], [man('b1', 6, 21)]);
    const problems = (doc: unknown): string[] => {
      const v = validateScenario(doc);
      return v.ok ? [] : v.problems.map((p) => `${p.path}: ${p.message}`);
    };
    expect(problems({ ...bare, turn: 0 })).toEqual([
      'sides[0].deploymentZone: turn 0 (deployment) needs a deployment zone for both sides; side red has none',
      'sides[1].deploymentZone: turn 0 (deployment) needs a deployment zone for both sides; side blue has none',
    ]);
    expect(problems({ ...zoned(), turn: 0, phase: 'shooting' })).toEqual([
      'phase: turn 0 (deployment) is before the first Recovery phase: expected phase "recovery", not started',
    ]);
    const flat = zoned();
    flat.sides[1].deploymentZone = {
      polygon: [
        [0, 0],
        [10, 0],
        [20, 0],
      ],
    };
    expect(problems(flat)).toEqual([
      "sides[1].deploymentZone.polygon: side blue's deployment zone encloses no room for a base: expected an area of at least 1 square inch",
    ]);
    const away = zoned();
    away.sides[1].deploymentZone = {
      polygon: [
        [100, 100],
        [120, 100],
        [120, 120],
        [100, 120],
      ],
    };
    expect(problems(away)).toEqual([
      "sides[1].deploymentZone.polygon: side blue's deployment zone lies off the 24″×24″ table",
    ]);
  });

  it('deploy and endDeployment actions pass the action schema', () => {
    const v = validateActions([{ type: 'deploy', model: 'r1', to: [3, 4] }, { type: 'endDeployment' }]);
    expect(v.ok).toBe(true);
    const bad = validateActions([{ type: 'deploy', model: 'r1' }]);
    expect(bad.ok).toBe(false);
  });
});

describe('deploying (turn 0)', () => {
  it('the side that plays first deploys first, then the other; then turn 1 starts as the scenario would', () => {
    const { state, events } = deploying();
    expect(events).toEqual([]);
    expect(state.turn).toBe(0);
    expect(state.activeSide).toBe(0);
    expect(legalActions(state)).toEqual([{ type: 'endDeployment' }]);
    const after = play(state, [
      { type: 'deploy', model: 'r1', to: [3, 2] },
      { type: 'endDeployment' },
      { type: 'deploy', model: 'b2', to: [20, 20, 0] },
      { type: 'endDeployment' },
    ]);
    expect(after.events.map((e) => e.kind)).toEqual([
      'deployed',
      'deploymentEnded',
      'deployed',
      'deploymentEnded',
      'turnStarted',
      'phaseStarted',
    ]);
    expect(after.state.turn).toBe(1);
    expect(after.state.activeSide).toBe(0);
    expect(after.state.phase).toBe('recovery');
    // The same position written as a scenario and started: the same game, bit for bit.
    const doc = zoned();
    doc.sides[0].models[0]!.at = [3, 2];
    doc.sides[1].models[1]!.at = [20, 20, 0];
    expect(JSON.stringify(after.state)).toBe(JSON.stringify(start(doc).state));
  });

  it('a model placed outside its zone is refused with a clear error naming the model and the zone', () => {
    expect(refusal(zoned(), [{ type: 'deploy', model: 'r1', to: [6, 12] }])).toEqual({
      code: 'ERR_DEPLOYMENT',
      message:
        'r1 at (6, 12) is outside the deployment zone (within 6″ of the south edge) of red: its whole base must be inside',
    });
    // The base must be wholly inside: centre 5.7″ from the south edge, base 0.5″.
    expect(refusal(zoned(), [{ type: 'deploy', model: 'r1', to: [6, 5.7] }]).code).toBe('ERR_DEPLOYMENT');
    expect(
      refusal(zoned(), [{ type: 'endDeployment' }, { type: 'deploy', model: 'b1', to: [6, 17] }]).message,
    ).toMatch(/outside the deployment zone \(a polygon of 4 points\) of blue/);
  });

  it('a model may not overlap another base or stand in impassable terrain', () => {
    expect(refusal(zoned(), [{ type: 'deploy', model: 'r1', to: [12.5, 3] }])).toEqual({
      code: 'ERR_PATH_BLOCKED',
      message: 'r1 cannot stand on r2',
    });
    expect(refusal(zoned(), [{ type: 'deploy', model: 'r1', to: [17, 2] }])).toEqual({
      code: 'ERR_PATH_BLOCKED',
      message: 'r1 cannot stand on impassable rock',
    });
  });

  it('only the side deploying places its models; other actions wait for the deployment to end', () => {
    expect(refusal(zoned(), [{ type: 'deploy', model: 'b1', to: [6, 20] }]).code).toBe('ERR_NOT_YOUR_TURN');
    expect(refusal(zoned(), [{ type: 'endPhase' }])).toEqual({
      code: 'ERR_DEPLOYMENT',
      message: 'endPhase is not allowed during deployment: place models with deploy, then endDeployment',
    });
    expect(refusal(zoned(), [{ type: 'move', model: 'r1', to: [6, 4] }]).code).toBe('ERR_DEPLOYMENT');
    const begun = play(deploying().state, [{ type: 'endDeployment' }, { type: 'endDeployment' }]).state;
    const late = applyAction(begun, { type: 'deploy', model: 'r1', to: [3, 2] });
    expect(late.ok).toBe(false);
    if (!late.ok) expect(late.error.code).toBe('ERR_WRONG_PHASE');
  });

  it('§2 in squad play a unit out of coherency may not end its deployment', () => {
    const doc = zoned({ ruleset: { preset: 'squad-assault' } });
    doc.sides[0].models = [man('r1', 6, 3, { unit: 'vets' }), man('r2', 7.5, 3, { unit: 'vets' })];
    expect(refusal(doc, [{ type: 'deploy', model: 'r2', to: [14, 3] }, { type: 'endDeployment' }])).toEqual({
      code: 'ERR_COHERENCY',
      message:
        'unit vets is out of coherency (each model within 2″ of another of its unit, RULES.md §2): place it together before ending the deployment',
    });
  });

  it('a position in the middle of the deployment is written at turn 0 and continues bit for bit', () => {
    const mid = play(deploying().state, [
      { type: 'deploy', model: 'r2', to: [10, 4] },
      { type: 'endDeployment' },
    ]);
    const doc = toScenario(mid.state);
    expect(doc.turn).toBe(0);
    expect(validateScenario(doc).ok).toBe(true);
    const again = start(doc).state;
    const rest: Action[] = [{ type: 'deploy', model: 'b1', to: [4, 20] }, { type: 'endDeployment' }];
    expect(JSON.stringify(play(again, rest).state)).toBe(JSON.stringify(play(mid.state, rest).state));
  });

  it.each(Object.keys(BUILTIN_SCENARIOS))(
    'built-in %s has zones that contain its start positions, so it may deploy',
    (name) => {
      const doc = structuredClone(BUILTIN_SCENARIOS[name]!) as ScenarioDocument;
      expect(doc.sides.every((sd) => sd.deploymentZone !== undefined)).toBe(true);
      expect(validateScenario({ ...doc, turn: 0 }).ok).toBe(true);
      const done = play(deploying(doc).state, [{ type: 'endDeployment' }, { type: 'endDeployment' }]);
      expect(JSON.stringify(done.state)).toBe(JSON.stringify(start(doc).state));
    },
  );
});

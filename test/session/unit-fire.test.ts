// "Fire the unit" in the worker (RULES.md §6.2, §10.2): the plan of a unit's fire (who shoots whom, who may not
// and why), its combined odds by simulation, and the fire played as one `shoot` action per model.
import { describe, expect, it } from 'vitest';
import type { ScenarioDocument } from '../../engine/scenario-types';
import { GameService } from '../../session/game-service';
import type { PlayerSpec } from '../../session/service-types';
import { lossTestDue, unitFireOdds } from '../../session/unit-fire';
import { unitFireScenario } from '../renderer/fixtures/squad-scenarios';

const HUMANS: [PlayerSpec, PlayerSpec] = [{ kind: 'human' }, { kind: 'human' }];

/** A service with the Wardens in their Shooting phase, the western mob 9″–11″ away, r6 behind a screen wall. */
function service(): GameService {
  const s = new GameService();
  const r = s.loadGame(JSON.stringify(unitFireScenario()), HUMANS);
  if (!r.ok) throw new Error(r.error.message);
  return s;
}

const MOB_WEST = ['b1', 'b2', 'b3', 'b4', 'b5', 'b6', 'b7', 'b8', 'b9', 'b10'];

describe('fire the unit (§6.2, §10.2)', () => {
  it('plans each model at its closest legal model of the enemy unit and names a model that cannot see', () => {
    const plan = service().unitFire('r3', 'b7');
    if (!plan.ok) throw new Error(plan.error.message);
    expect(plan.value).toMatchObject({ unit: 'wardens', targetUnit: 'mob-west', targetModels: 10 });
    expect(plan.value.shots.map((s) => s.model)).toEqual(['r1', 'r2', 'r3', 'r4', 'r5']);
    for (const s of plan.value.shots) expect(MOB_WEST).toContain(s.target);
    // Each fires at the front rank model straight ahead of it, the closest (§6.2).
    expect(plan.value.shots.map((s) => s.target)).toEqual(['b1', 'b2', 'b3', 'b4', 'b5']);
    expect(plan.value.refused).toEqual([
      { model: 'r6', code: 'ERR_NOT_VISIBLE', reason: expect.stringMatching(/^r6 cannot see b\d+ \(§5\)$/) },
    ]);
    // §10.2: a quarter of the 10 models it had when the phase began.
    expect(plan.value.moraleAt).toBe(3);
    expect(plan.value.lostThisPhase).toBe(0);
  });

  it('names models out of range and refuses outside the Shooting phase or at a friend', () => {
    const s = service();
    const marksmen = s.unitFire('r7', 'b11');
    if (!marksmen.ok) throw new Error(marksmen.error.message);
    expect(marksmen.value.shots).toEqual([]);
    expect(marksmen.value.refused.map((r) => r.code)).toEqual(Array(5).fill('ERR_OUT_OF_RANGE'));
    expect(s.unitFire('r1', 'r2')).toMatchObject({ ok: false, error: { code: 'ERR_BAD_ACTION' } });
    s.act({ type: 'endPhase' });
    expect(s.unitFire('r1', 'b1')).toMatchObject({ ok: false, error: { code: 'ERR_WRONG_PHASE' } });
  });

  it('combined odds: the expected hits are the sum of the single shots’ within tolerance', () => {
    const s = service();
    const plan = s.unitFire('r1', 'b1');
    const odds = s.unitFireOdds('r1', 'b1');
    if (!plan.ok || !odds.ok) throw new Error('no unit fire');
    let single = 0;
    for (const shot of plan.value.shots) {
      const o = s.odds({ type: 'shoot', model: shot.model, target: shot.target });
      if (!o.ok) throw new Error(o.error.message);
      single += o.value.outcomes.find((x) => x.key === 'hit')!.p * shot.shots;
    }
    // Sergeant 3+, four Wardens 4+ (BS 4 and 3, short range, no cover): 2/3 + 4 × 1/2.
    expect(single).toBeCloseTo(8 / 3, 6);
    expect(odds.value.shooters).toBe(5);
    expect(Math.abs(odds.value.hits - single)).toBeLessThan(0.15);
    // A hit wounds on 4+; the boltgun's AP 5 negates the Gorefangs' 6+ save, not the Nob's 4+ (§6.6).
    expect(Math.abs(odds.value.wounds - (single / 2 - (2 / 3) * (1 / 2) * (1 / 2)))).toBeLessThan(0.15);
    expect(odds.value.casualties).toBeLessThanOrEqual(odds.value.wounds);
    expect(odds.value.moraleTest).toBeGreaterThan(0);
    expect(odds.value.moraleTest).toBeLessThan(0.5);
    expect(odds.value.destroyed).toBe(0);
    // Same position and seed, same odds.
    expect(s.unitFireOdds('r1', 'b1')).toEqual(odds);
  });

  it('the Morale test chance follows the engine: five unsaved wounds force it, and the end of the phase rolls it', () => {
    const s = service();
    // Each shot hits and wounds on 6s; the Nob's 4+ armour save (the boltgun's AP 5 does not negate it) fails on 1.
    expect(s.setDice([6, 6, 1, 6, 6, 6, 6, 6, 6, 6, 6]).ok).toBe(true);
    const odds = s.unitFireOdds('r1', 'b1');
    if (!odds.ok) throw new Error(odds.error.message);
    expect(odds.value).toMatchObject({ hits: 5, wounds: 5, moraleTest: 1, destroyed: 0 });
    expect(odds.value.casualties).toBeGreaterThanOrEqual(4);
    const fired = s.fireUnit('r1', 'b1');
    if (!fired.ok) throw new Error(fired.error.message);
    const end = s.act({ type: 'endPhase' });
    if (!end.ok) throw new Error(end.error.message);
    expect(end.value.events.some((e) => e.kind === 'roll' && e.test === 'morale' && e.rule === '§10.2')).toBe(
      true,
    );
  });

  it('fires the unit as one shoot action per eligible model, each a step of the timeline', () => {
    const s = service();
    const before = s.current()!.ply;
    const r = s.fireUnit('r2', 'b4');
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.snapshot.ply).toBe(before + 5);
    expect(r.value.line.map((e) => e.action.type)).toEqual(Array(5).fill('shoot'));
    const shots = r.value.log.flatMap((e) => (e.event.kind === 'shot' ? [e.event] : []));
    expect(shots.map((e) => e.model)).toEqual(['r1', 'r2', 'r3', 'r4', 'r5']);
    for (const e of shots) expect(MOB_WEST).toContain(e.target);
    const state = r.value.snapshot.state;
    const shot = state.static.models.flatMap((m, i) => (state.models[i]!.shot ? [m.id] : []));
    expect(shot).toEqual(['r1', 'r2', 'r3', 'r4', 'r5']);
    // Nothing is left to fire: the plan names every Warden and why.
    const again = s.unitFire('r1', 'b1');
    if (!again.ok) throw new Error(again.error.message);
    expect(again.value.shots).toEqual([]);
    expect(again.value.refused.find((x) => x.model === 'r1')?.reason).toBe('r1 has already shot this turn');
    expect(s.fireUnit('r1', 'b1')).toMatchObject({ ok: false, error: { code: 'ERR_NO_SHOT' } });
  });

  it('a model already shot on its own is left out; table-top mode gets the shots one at a time', () => {
    const s = service();
    expect(s.act({ type: 'shoot', model: 'r3', target: 'b3' }).ok).toBe(true);
    expect(s.unitShot('r1', 'b1')).toMatchObject({ model: 'r1', target: 'b1' });
    expect(s.unitShot('r1', 'b1', ['r1', 'r2'])).toMatchObject({ model: 'r4', target: 'b4' });
    expect(s.unitShot('r1', 'b1', ['r1', 'r2', 'r4', 'r5'])).toBeNull();
    const r = s.fireUnit('r1', 'b1');
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.line.map((e) => (e.action.type === 'shoot' ? e.action.model : ''))).toEqual([
      'r1',
      'r2',
      'r4',
      'r5',
    ]);
  });

  it('refuses the side not to act, counts no Morale test already due, and leaves table-top fire to unitShot', () => {
    const s = service();
    expect(s.unitFire('b1', 'r1')).toMatchObject({ ok: false, error: { code: 'ERR_NOT_YOUR_TURN' } });
    expect(s.unitFireOdds('b1', 'r1')).toMatchObject({ ok: false });
    expect(s.setDice([6, 6, 1, 6, 6, 6, 6, 6, 6, 6, 6]).ok).toBe(true);
    expect(s.fireUnit('r1', 'b1').ok).toBe(true);
    // The test is due now whatever else fires: nothing left to fire forces it.
    const after = s.unitFireOdds('r1', 'b1');
    if (!after.ok) throw new Error(after.error.message);
    expect(after.value).toMatchObject({ shooters: 0, moraleTest: 0 });
    const table = new GameService();
    const started = table.newGame({
      scenario: unitFireScenario() as unknown as ScenarioDocument,
      players: HUMANS,
      seed: 'table',
      mode: 'tabletop',
    });
    expect(started.ok).toBe(true);
    expect(table.fireUnit('r1', 'b1')).toMatchObject({ ok: false, error: { code: 'ERR_TABLETOP' } });
    expect(table.unitShot('r1', 'b1')).toMatchObject({ model: 'r1', target: 'b1' });
  });

  it('lossTestDue: a quarter or more of the models lost, some left (§10.2)', () => {
    expect(lossTestDue(10, 7)).toBe(true);
    expect(lossTestDue(10, 8)).toBe(false);
    expect(lossTestDue(10, 0)).toBe(false);
    expect(lossTestDue(4, 3)).toBe(true);
    expect(lossTestDue(0, 0)).toBe(false);
  });

  it('is null outside squad play', () => {
    const s = new GameService();
    const r = s.newGame({ scenario: 'duel', players: HUMANS, seed: 'unit' });
    if (!r.ok) throw new Error(r.error.message);
    expect(unitFireOdds(r.value.snapshot.state, 'r1', 'b1', 'x')).toBeNull();
  });
});

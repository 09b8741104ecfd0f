// Squad play in the app (RULES.md §2, §7.9, §10, §11): the worker's squad view, unit odds and assault previews,
// warband games, and the squad store moving units, single models and garrisons, with a fresh Pinia per test
// and an in-process GameService.
import { createPinia, setActivePinia } from 'pinia';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CLICK_SLACK, clickSlack } from '../../renderer/src/board/click-reach';
import { createLocalClient, setGameClient } from '../../renderer/src/platform/client';
import { candidateSpots, decidingModel, decisionPositions } from '../../session/decision-geometry';
import { explainMarks } from '../../renderer/src/board/explain-marks';
import { GameService } from '../../session/game-service';
import type { PlayerSpec } from '../../session/service-types';
import { squadView, unitNames } from '../../session/squad-view';
import { tableInstructions } from '../../renderer/src/panels/table-talk';
import { useGameStore } from '../../renderer/src/stores/game';
import { useInputStore } from '../../renderer/src/stores/input';
import { usePlayStore } from '../../renderer/src/stores/play';
import { useSquadStore } from '../../renderer/src/stores/squad';
import { useToastStore } from '../../renderer/src/stores/toasts';
import {
  assaultScenario,
  builtin,
  closeCombatScenario,
  enterScenario,
  unitFireScenario,
  type ScenarioJson,
} from './fixtures/squad-scenarios';

const HUMANS: [PlayerSpec, PlayerSpec] = [{ kind: 'human' }, { kind: 'human' }];

beforeEach(() => {
  setActivePinia(createPinia());
  setGameClient(createLocalClient(new GameService()));
});

afterEach(() => setGameClient(null));

function flush(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Waits until `ready()` holds (the store's watchers ask the service asynchronously). */
async function until(ready: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !ready(); i++) await flush();
  expect(ready()).toBe(true);
}

async function load(doc: ScenarioJson) {
  const game = useGameStore();
  expect(await usePlayStore().loadGame(JSON.stringify(doc), HUMANS)).toBe(true);
  return { game, squad: useSquadStore() };
}

function service(doc: ScenarioJson): GameService {
  const s = new GameService();
  const r = s.loadGame(JSON.stringify(doc), HUMANS);
  if (!r.ok) throw new Error(r.error.message);
  return s;
}

describe('the squad view (worker)', () => {
  it('lists units with names, members, coherency links and no squads in skirmish', () => {
    const s = new GameService();
    const r = s.newGame({ scenario: 'squad-assault', players: HUMANS, seed: 'view' });
    expect(r.ok).toBe(true);
    const view = s.current()!.squad!;
    const wardens = view.units.find((u) => u.id === 'wardens')!;
    expect(wardens).toMatchObject({ name: 'Wardens', sideIndex: 0, coherent: true, building: null });
    expect(wardens.members.length).toBe(wardens.size);
    expect(view.units.find((u) => u.id === 'mob-west')?.name).toBe('Mob west');
    expect(view.links.some(([a, b]) => wardens.members.includes(a) && wardens.members.includes(b))).toBe(
      true,
    );
    expect(view.buildings).toEqual([]);
    s.newGame({ scenario: 'duel', players: HUMANS, seed: 'view' });
    expect(s.current()!.squad).toBeNull();
  });

  it('finds a unit out of coherency and the model that strays (§2)', () => {
    const doc = closeCombatScenario();
    const straying = doc.sides[0]!.models.find((m) => m.id === 'r6')!;
    straying.at = [30, 20];
    const view = service(doc).current()!.squad!;
    const wardens = view.units.find((u) => u.id === 'wardens')!;
    expect(wardens.coherent).toBe(false);
    expect(wardens.stragglers).toEqual(['r6']);
    expect(view.links.some((l) => l.includes('r6'))).toBe(false);
  });

  it('tells the table what a unit event changes (table-top mode)', () => {
    const told = tableInstructions(
      { type: 'endPhase' },
      [{ kind: 'fellBack', unit: 'mob-west', distance: 7, offset: [0, 7], models: ['b1'] }],
      service(closeCombatScenario()).current()!.state,
      { 'mob-west': 'Mob west' },
    );
    expect(told.lines).toEqual(['Mob west fell back 7.0″ (§10.3)']);
  });

  it('shows the farmhouse garrison, its objective and the score with it (§11)', () => {
    const s = new GameService();
    s.newGame({ scenario: 'storm-the-farmhouse', players: HUMANS, seed: 'view' });
    const snap = s.current()!;
    const farm = snap.squad!.buildings.find((b) => b.id === 'farmhouse')!;
    const objective = snap.state.static.objectives[0]!;
    expect(farm).toMatchObject({ garrison: 'wardens', garrisonSide: 1, assaultedBy: null });
    expect(farm.models).toBeGreaterThan(0);
    expect(farm.objective).toBe(objective.points);
    const blue = snap.state.static.sides[1].id;
    expect(snap.squad!.score[blue]).toBe(snap.points[blue]! + objective.points);
    expect(snap.squad!.units.find((u) => u.id === 'wardens')?.building).toBe('farmhouse');
  });

  it('names units without their side prefix unless two would share a name', () => {
    const s = new GameService();
    const made = s.warbandGame('iron-wardens', 'gorefang-mob');
    expect(made.ok).toBe(true);
    if (!made.ok) return;
    expect(made.value.summary.ruleset.preset).toBe('squad-assault');
    const started = s.newGame({ scenario: made.value.scenario, players: HUMANS, seed: 'names' });
    if (!started.ok) throw new Error(started.error.message);
    const st = started.value.snapshot.state.static;
    const names = unitNames(st);
    expect(names['red-wardens']).toBe('Wardens');
    const mirror = s.warbandGame('gorefang-mob', 'gorefang-mob');
    if (!mirror.ok) throw new Error(mirror.error.message);
    const m = s.newGame({ scenario: mirror.value.scenario, players: HUMANS, seed: 'mirror' });
    if (!m.ok) throw new Error(m.error.message);
    const both = unitNames(m.value.snapshot.state.static);
    const multi = m.value.snapshot.state.static.units
      .filter((u) => u.models.length > 1)
      .map((u) => both[u.id]);
    expect(new Set(multi).size).toBe(multi.length);
  });

  it('refuses to pair a squad warband with a skirmish one (§1)', () => {
    const r = new GameService().warbandGame('iron-wardens', 'raiders');
    expect(r).toMatchObject({ ok: false, error: { code: 'ERR_PRESET_MISMATCH' } });
  });

  it('works out the unit outcomes of a charge and the assault on a building', () => {
    const close = service(closeCombatScenario());
    const odds = close.unitOdds({ type: 'charge', model: 'r3', target: 'b3' });
    expect(odds.ok).toBe(true);
    if (!odds.ok || !odds.value) throw new Error('no unit odds');
    expect(odds.value.reaches).toBe(1);
    expect(odds.value.winsCombat).toBeGreaterThan(0);
    expect(odds.value.enemyFallsBack).toBeGreaterThanOrEqual(0);
    expect(close.assaultPreview('r3', 'b3')).toBeNull();

    const farm = service(assaultScenario());
    const a = farm.assaultPreview('r3', 'b1')!;
    expect(a).toMatchObject({ building: 'farmhouse', garrison: 'wardens', reachable: true, fails: null });
    expect(a.distance).toBeLessThanOrEqual(a.reach);
    const u = farm.unitOdds({ type: 'charge', model: 'r3', target: 'b1' });
    expect(u.ok && u.value?.reaches).toBe(1);
    const far = farm.assaultPreview('r11', 'b1')!;
    expect(far.reachable).toBe(false);
    expect(far.fails).toMatch(/charge range/);
  });

  it('says why a unit that assaulted a building may not shoot, before the player tries (§11)', () => {
    const farm = service(assaultScenario());
    expect(farm.allowance('r3')?.shootRefusal).toBeNull();
    expect(farm.act({ type: 'charge', model: 'r3', target: 'b1' }).ok).toBe(true);
    for (let i = 0; i < 5 && farm.current()!.state.phase !== 'shooting'; i++) farm.act({ type: 'endPhase' });
    expect(farm.current()!.state.phase).toBe('shooting');
    const a = farm.allowance('r3')!;
    expect(a.canShoot).toBe(false);
    expect(a.shootRefusal).toMatch(/^r3's unit assaulted a building this turn \(§11\)$/);
  });

  it('places unit decisions for the explanation: first model, arrow by the offset', () => {
    const s = service(closeCombatScenario());
    const state = s.current()!.state;
    const candidates = [
      {
        action: { type: 'moveUnit' as const, unit: 'wardens', by: [0, 3] as [number, number] },
        visits: 9,
        value: 0.6,
        pv: [],
      },
    ];
    expect(decidingModel(candidates)).toBeNull();
    expect(decidingModel(candidates, state)).toBe('r1');
    const at = decisionPositions(state, candidates);
    expect(Object.keys(at)).toEqual(['r1']);
    expect(candidateSpots(state, candidates)).toEqual([
      { x: at['r1']![0], y: at['r1']![1] + 3, visits: 9, value: 0.6, kind: 'move' },
    ]);
    const marks = explainMarks(candidates, at, {}, () => 0.5, {
      lead: (u) => (u === 'wardens' ? 'r1' : undefined),
      building: () => undefined,
    });
    expect(marks).toHaveLength(1);
    expect(marks[0]).toMatchObject({
      model: 'r1',
      kind: 'move',
      from: at['r1'],
      to: [at['r1']![0], at['r1']![1] + 3],
    });
    expect(explainMarks(candidates, at, {}, () => 0.5)).toEqual([]);
  });
});

describe('useSquadStore', () => {
  it('selects a unit and moves it all by the offset from the clicked model (§2)', async () => {
    const { game, squad } = await load(closeCombatScenario());
    expect(squad.active).toBe(true);
    useInputStore().select('r3');
    expect(squad.selectedUnit?.id).toBe('wardens');
    expect(squad.mine).toBe(true);
    expect(squad.unitMoves.walk?.maxDistance).toBe(4);
    expect(squad.movingUnit).toBe(true);
    const before = game.models
      .filter((m) => squad.selectedUnit!.members.includes(m.id))
      .map((m) => [m.state.x, m.state.y]);
    const r3 = useInputStore().selected!.state;
    await squad.clickGround(r3.x + 1, r3.y + 2);
    expect(game.lastAction).toEqual({ type: 'moveUnit', unit: 'wardens', by: [1, 2], run: false });
    const after = game.models
      .filter((m) => squad.selectedUnit!.members.includes(m.id))
      .map((m) => [m.state.x, m.state.y]);
    after.forEach(([x, y], k) => {
      expect(x).toBeCloseTo(before[k]![0]! + 1, 5);
      expect(y).toBeCloseTo(before[k]![1]! + 2, 5);
    });
    expect(game.log.some((e) => e.event.kind === 'unitMoved')).toBe(true);
  });

  it('§2 a click just past the ring moves the unit as far as it may go, as for a single model', async () => {
    const { game, squad } = await load(closeCombatScenario());
    useInputStore().select('r3');
    const r3 = useInputStore().selected!.state;
    const walk = squad.unitMoves.walk!.maxDistance;
    await squad.clickGround(r3.x, r3.y + walk + 0.2);
    expect(game.lastAction).toEqual({ type: 'moveUnit', unit: 'wardens', by: [0, walk - 0.01], run: false });
  });

  it('§2 a click a few pixels past the ring at the board zoom moves the unit as far as it goes', async () => {
    const { game, squad } = await load(closeCombatScenario());
    // 0.104″ a pixel (48″ on 460 px): 10 px of slack, about 1″.
    const slack = clickSlack(48 / 460);
    expect(slack).toBeCloseTo(1.04, 2);
    expect(clickSlack(0.01)).toBe(CLICK_SLACK);
    useInputStore().select('r3');
    const r3 = useInputStore().selected!.state;
    const walk = squad.unitMoves.walk!.maxDistance;
    await squad.clickGround(r3.x, r3.y + walk + 0.29, { slack });
    expect(game.lastAction).toEqual({ type: 'moveUnit', unit: 'wardens', by: [0, walk - 0.01], run: false });
    // Far past the ring is still refused.
    const at = game.ply;
    useInputStore().select('r7');
    const r7 = useInputStore().selected!.state;
    await squad.clickGround(r7.x, r7.y + walk + slack + 0.5, { slack });
    expect(game.ply).toBe(at);
  });

  it('moves one model with Alt and refuses a move that breaks coherency with a clear message', async () => {
    const { game, squad } = await load(closeCombatScenario());
    const toasts = useToastStore();
    useInputStore().select('r1');
    const r1 = useInputStore().selected!.state;
    await squad.clickGround(r1.x - 3.5, r1.y, { alt: true });
    expect(game.ply).toBe(0);
    const refusal = toasts.toasts.at(-1)!;
    expect(refusal.code).toBe('ERR_COHERENCY');
    expect(refusal.message).toMatch(/^Every model must end within 2″/);
    await squad.clickGround(r1.x, r1.y + 1, { alt: true });
    expect(game.lastAction).toMatchObject({ type: 'move', model: 'r1', to: [r1.x, r1.y + 1] });
    // r1 moved on its own: the Wardens no longer move as one, a click moves the selected model alone.
    useInputStore().select('r2');
    expect(squad.unitMoves.walk).toBeUndefined();
    expect(squad.movingUnit).toBe(false);
    const r2 = useInputStore().selected!.state;
    await squad.clickGround(r2.x, r2.y + 1);
    expect(game.lastAction).toMatchObject({ type: 'move', model: 'r2', to: [r2.x, r2.y + 1] });
  });

  it('moves one model in "move one model" mode', async () => {
    const { game, squad } = await load(closeCombatScenario());
    useInputStore().select('r4');
    await flush();
    squad.modelMode = true;
    expect(squad.movingUnit).toBe(false);
    const r4 = useInputStore().selected!.state;
    await squad.clickGround(r4.x, r4.y + 1);
    expect(game.lastAction).toMatchObject({ type: 'move', model: 'r4', to: [r4.x, r4.y + 1] });
    // The mode stays while models of the same unit are picked, and ends with another unit.
    useInputStore().select('r5');
    await flush();
    expect(squad.modelMode).toBe(true);
    useInputStore().select('r7');
    await flush();
    expect(squad.modelMode).toBe(false);
  });

  it('previews a unit charge with its unit outcomes, then fights and reports the combat result', async () => {
    const { game, squad } = await load(closeCombatScenario());
    const toasts = useToastStore();
    useInputStore().select('r3');
    await useInputStore().clickModel('b3');
    expect(useInputStore().preview?.kind).toBe('charge');
    await until(() => squad.unitOdds !== null);
    expect(squad.unitOdds!.reaches).toBe(1);
    expect(squad.assault).toBeNull();
    expect(useInputStore().odds).toBeNull();
    expect(await useInputStore().confirmPreview()).toBe(true);
    for (let i = 0; i < 6 && !game.log.some((e) => e.event.kind === 'combatResult'); i++)
      await usePlayStore().endPhase();
    expect(squad.recentCombat?.results.length).toBeGreaterThan(0);
    expect(toasts.toasts.some((t) => t.title === 'Close combat' && /^Combat result: /.test(t.message))).toBe(
      true,
    );
  });

  it('§6.2 a click on an enemy in the Shooting phase previews the unit’s fire; confirming fires every model', async () => {
    const { game } = await load(unitFireScenario());
    const input = useInputStore();
    input.select('r3');
    await input.clickModel('b7');
    const p = input.preview;
    if (p?.kind !== 'unitFire') throw new Error(`expected a unit's fire, got ${p?.kind}`);
    expect(p.value.shots.map((s) => s.model)).toEqual(['r1', 'r2', 'r3', 'r4', 'r5']);
    expect(p.value.refused.map((r) => r.model)).toEqual(['r6']);
    await until(() => input.fireOdds !== null);
    expect(input.fireOdds!.shooters).toBe(5);
    const before = game.ply;
    expect(await input.confirmPreview()).toBe(true);
    expect(game.ply).toBe(before + 5);
    expect(
      game.log.filter((e) => e.event.kind === 'shot').map((e) => 'model' in e.event && e.event.model),
    ).toEqual(['r1', 'r2', 'r3', 'r4', 'r5']);
    // Alt+click: the selected model's shot alone (r6 has none left to fire, r1 has shot).
    input.select('r1');
    await input.clickModel('b7', { alt: true });
    expect(input.preview?.kind).not.toBe('unitFire');
  });

  it('§6.2 a unit of one model fires like any unit: a click on any model of an enemy unit aims at its closest', async () => {
    // Storm the farmhouse, the Wardens' Shooting phase, their lone Marksman 12″ north of the eastern mob.
    const doc = builtin('storm-the-farmhouse');
    const b7 = doc.sides[1]!.models.find((m) => m.id === 'b7')!;
    b7.at = [33, 18];
    doc.activeSide = doc.sides[1]!.id;
    doc.phase = 'shooting';
    await load(doc);
    const input = useInputStore();
    input.select('b7');
    await until(() => input.shootTargets.size > 0);
    const far = ['r11', 'r12', 'r13', 'r14', 'r15'].find((id) => !input.shootTargets.has(id))!;
    expect(far).toBeDefined();
    await input.clickModel(far);
    const p = input.preview;
    if (p?.kind !== 'unitFire') throw new Error(`expected a unit's fire, got ${p?.kind}`);
    expect(p.value.shots).toHaveLength(1);
    expect(p.value.shots[0]).toMatchObject({ model: 'b7' });
    expect(input.shootTargets.has(p.value.shots[0]!.target)).toBe(true);
    // Alt+click: that model alone, at the model clicked (refused: not the closest).
    input.select('b7');
    await input.clickModel(far, { alt: true });
    expect(input.preview).toBeNull();
  });

  it('§11 a click on any model of the garrison previews the assault on its building', async () => {
    await load(assaultScenario());
    useInputStore().select('r3');
    const others = ['b2', 'b3', 'b4', 'b5'].filter((id) => !useInputStore().chargeTargets.has(id));
    expect(others.length).toBeGreaterThan(0);
    await useInputStore().clickModel(others[0]!);
    expect(useInputStore().preview).toMatchObject({
      kind: 'action',
      action: { type: 'charge', model: 'r3' },
    });
    const target = (useInputStore().preview as { action: { target: string } }).action.target;
    expect(useInputStore().chargeTargets.has(target)).toBe(true);
  });

  it('assaults a garrisoned building: previewed as an assault, parties marked after the fight (§11)', async () => {
    const { squad } = await load(assaultScenario());
    useInputStore().select('r3');
    expect(useInputStore().chargeTargets.has('b1')).toBe(true);
    await useInputStore().clickModel('b1');
    expect(useInputStore().preview).toMatchObject({
      kind: 'action',
      action: { type: 'charge', model: 'r3', target: 'b1' },
    });
    await until(() => squad.assault !== null && squad.unitOdds !== null);
    expect(squad.assault).toMatchObject({ building: 'farmhouse', reachable: true });
    expect(await useInputStore().confirmPreview()).toBe(true);
    expect(squad.view?.buildings[0]?.assaultedBy).toBe('mob-west');
    for (let i = 0; i < 6 && !squad.recentCombat; i++) await usePlayStore().endPhase();
    expect(Object.keys(squad.recentCombat?.parties ?? {})).toContain('mob-west');
    expect(squad.partyMembers.size).toBeGreaterThan(0);
  });

  it('enters a building from the unit panel and steps out by clicking outside it (§11)', async () => {
    const { game, squad } = await load(enterScenario());
    useInputStore().select('b1');
    expect(squad.enterOptions.map((a) => a.building)).toEqual(['farmhouse']);
    expect(squad.canLeave).toBe(false);
    expect(await usePlayStore().act(squad.enterOptions[0]!)).toBe(true);
    expect(squad.view?.units.find((u) => u.id === 'wardens')?.building).toBe('farmhouse');
    expect(squad.view?.buildings[0]).toMatchObject({ garrison: 'wardens', garrisonSide: 1 });

    // The next blue turn: the Wardens step out south of the farmhouse.
    for (
      let i = 0;
      i < 12 && !(game.state?.activeSide === 1 && game.state.turn === 2 && game.state.phase === 'movement');
      i++
    )
      await usePlayStore().endPhase();
    useInputStore().select('b1');
    expect(squad.canLeave).toBe(true);
    squad.leaveMode = true;
    await squad.clickGround(24, 26);
    expect(game.lastAction).toEqual({ type: 'leaveBuilding', unit: 'wardens', to: [24, 26] });
    expect(squad.leaveMode).toBe(false);
    expect(squad.view?.units.find((u) => u.id === 'wardens')?.building).toBeNull();
  });
});

it('squadView is null outside squad play', () => {
  const s = new GameService();
  s.newGame({ scenario: 'duel', players: HUMANS, seed: 'x' });
  expect(squadView(s.current()!.state)).toBeNull();
});

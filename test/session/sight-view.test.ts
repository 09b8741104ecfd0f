// The sight view and the ruler's sight line through the game service (issue 24 part 1; RULES.md §5, §6.2):
// who a model sees, the cover each enemy has and the piece giving it, which of them the closest-target rule
// lets it shoot, per unit in squad play, and sight between two table points.
import { describe, expect, it } from 'vitest';
import { GameService } from '../../session/game-service';
import { sightLine } from '../../session/sight-line';
import type { PlayerSpec } from '../../session/service-types';
import { unitFireScenario } from '../renderer/fixtures/squad-scenarios';
import { man, scenario, start } from '../support/scenario';

const HUMANS: [PlayerSpec, PlayerSpec] = [{ kind: 'human' }, { kind: 'human' }];

/**
 * r1 (BS 3, bow 24″) at (12, 2) in its Shooting phase: b1 in the open 6″ ahead (the closest), b2 behind a 1″
 * wall (hard cover), b3 inside a wood (soft), b4 behind a 3″ rock (out of sight), b5 hidden in the open.
 */
function sightScenario() {
  return scenario(
    [man('r1', 12, 2)],
    [
      man('b1', 12, 8),
      man('b2', 6, 10),
      man('b3', 18, 14),
      man('b4', 12, 20),
      man('b5', 2, 4, { hidden: true }),
    ],
    {
      phase: 'shooting',
      terrain: [
        {
          id: 'wall-1',
          kind: 'wall',
          polygon: [
            [4, 8.5],
            [8, 8.5],
            [8, 9],
            [4, 9],
          ],
          height: 1,
          cover: 'hard',
        },
        {
          id: 'wood-1',
          kind: 'wood',
          polygon: [
            [17, 13],
            [19, 13],
            [19, 15],
            [17, 15],
          ],
          height: 4,
          cover: 'soft',
        },
        {
          id: 'rock-1',
          kind: 'impassable',
          polygon: [
            [10, 16],
            [14, 16],
            [14, 17],
            [10, 17],
          ],
          height: 3,
          cover: 'hard',
        },
      ],
    },
  );
}

function service(doc: object): GameService {
  const s = new GameService();
  const r = s.loadGame(JSON.stringify(doc), HUMANS);
  if (!r.ok) throw new Error(r.error.message);
  return s;
}

describe('the sight view of a model (§5, §6.2)', () => {
  it('lists the enemies it sees, their cover and its piece, and the closest-target rule’s answer', () => {
    const v = service(sightScenario()).sightView('r1');
    if (!v.ok) throw new Error(v.error.message);
    expect(v.value).toMatchObject({ model: 'r1', mayShoot: null, weapons: ['bow'], units: null });
    const by = Object.fromEntries(v.value.enemies.map((e) => [e.id, e]));
    expect(by.b1).toMatchObject({
      visible: true,
      cover: 'none',
      coverPiece: null,
      shootable: true,
      why: null,
    });
    expect(by.b2).toMatchObject({ visible: true, cover: 'hard', coverPiece: 'wall-1', coverKind: 'wall' });
    expect(by.b2!.shootable).toBe(false);
    expect(by.b2!.why).toBe('not the closest target nor easier to hit (§6.2)');
    expect(by.b3).toMatchObject({ visible: true, cover: 'soft', coverPiece: 'wood-1', shootable: false });
    expect(by.b4).toMatchObject({ visible: false, hidden: false, cover: null, shootable: false, why: null });
    expect(by.b5).toMatchObject({ visible: false, hidden: true, shootable: false });
    // Visible first, each group by distance.
    expect(v.value.enemies.map((e) => e.id)).toEqual(['b1', 'b2', 'b3', 'b5', 'b4']);
  });

  it('agrees with the engine’s shot preview: only the shootable enemies may be shot, with that cover', () => {
    const s = service(sightScenario());
    const v = s.sightView('r1');
    if (!v.ok) throw new Error(v.error.message);
    for (const e of v.value.enemies) {
      const shot = s.shotPreview('r1', e.id);
      expect(shot.ok, e.id).toBe(e.shootable);
      if (shot.ok) expect(shot.value.cover).toBe(e.cover);
    }
  });

  it('names an out-of-range enemy and refuses an unknown model', () => {
    const doc = sightScenario();
    doc.sides[0]!.models[0]!.weapons = ['sword', 'pistol'];
    doc.weapons = { ...doc.weapons, pistol: { type: 'missile', range: 8, strength: 4 } };
    const s = service(doc);
    const v = s.sightView('r1');
    if (!v.ok) throw new Error(v.error.message);
    expect(v.value.enemies.find((e) => e.id === 'b3')).toMatchObject({ why: 'out of range (8″)' });
    expect(s.sightView('nobody')).toMatchObject({ ok: false, error: { code: 'ERR_UNKNOWN_MODEL' } });
    expect(new GameService().sightView('r1')).toMatchObject({ ok: false, error: { code: 'ERR_NO_GAME' } });
  });

  it('squad play: per enemy unit, how many of the unit’s models see it and the cover they find', () => {
    const v = service(unitFireScenario()).sightView('r1');
    if (!v.ok) throw new Error(v.error.message);
    const west = v.value.units?.find((u) => u.unit === 'mob-west');
    // r6 stands behind the 3″ screen: five of the six Wardens see the western mob, every one may shoot it.
    expect(v.value.unitName).toBe('Wardens');
    expect(west).toMatchObject({ name: 'Mob west', models: 10, seenBy: 5, shootableBy: 5 });
    expect(west!.cover.none + west!.cover.soft + west!.cover.hard).toBe(5);
  });
});

describe('the ruler’s sight line (§5)', () => {
  it('model to model is the engine’s sight and cover, both ways', () => {
    const s = service(sightScenario());
    const r = s.sightLine({ model: 'r1' }, { model: 'b2' });
    expect(r).toEqual({
      ok: true,
      value: {
        visible: true,
        models: true,
        toB: { cover: 'hard', piece: 'wall-1', kind: 'wall' },
        toA: { cover: 'none', piece: null, kind: null },
      },
    });
    expect(s.sightLine({ model: 'r1' }, { model: 'b4' })).toMatchObject({
      ok: true,
      value: { visible: false },
    });
  });

  it('a table point is a man-sized model on the table: eye 1″ up, feet at 0', () => {
    const { state } = start(sightScenario());
    // Behind the wall from r1 as b2 is: the point has hard cover; behind the rock it is out of sight.
    expect(sightLine(state, { model: 'r1' }, { at: [6, 10] })).toMatchObject({
      visible: true,
      models: false,
      toB: { cover: 'hard', piece: 'wall-1' },
    });
    expect(sightLine(state, { at: [12, 2] }, { at: [12, 20] })).toMatchObject({ visible: false });
  });

  it('refuses ends that are no model and no finite point', () => {
    const { state } = start(sightScenario());
    expect(sightLine(state, { model: 'nobody' }, { at: [1, 1] })).toBeNull();
    expect(sightLine(state, { at: [Number.NaN, 1] }, { at: [1, 1] })).toBeNull();
    expect(sightLine(state, null as never, { at: [1, 1] })).toBeNull();
    expect(service(sightScenario()).sightLine({ at: 'x' } as never, { model: 'r1' })).toMatchObject({
      ok: false,
    });
  });
});

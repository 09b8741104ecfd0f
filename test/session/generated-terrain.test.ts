// Generated terrain through the game service (issue 24 part 3): the New game dialog's "Two warbands" on a table
// generated from a seed (the squad preset for squad warbands), bare when asked; the editor's "Generate terrain";
// bad requests refused with an error naming the field.
import { describe, expect, it } from 'vitest';
import { GameService } from '../../session/game-service';
import { generateTerrain } from '../../scenario-gen/generate';

describe('generated terrain in the game service', () => {
  it('"Two warbands" on the seed’s table, the squad preset for squad warbands, or bare', () => {
    const s = new GameService();
    const skirmish = s.warbandGame('mercenaries', 'raiders', { seed: 'g1', mirror: true });
    if (!skirmish.ok) throw new Error(skirmish.error.message);
    expect(skirmish.value.scenario.terrain).toEqual(
      generateTerrain({ seed: 'g1', preset: 'skirmish', mirror: true }).terrain,
    );
    expect(skirmish.value.scenario.description).toMatch(/generated table \(seed "g1", mirrored\)/);
    const squad = s.warbandGame('iron-wardens', 'gorefang-mob', { seed: 'g1' });
    if (!squad.ok) throw new Error(squad.error.message);
    expect(squad.value.scenario.terrain).toEqual(generateTerrain({ seed: 'g1', preset: 'squad' }).terrain);
    const bare = s.warbandGame('mercenaries', 'raiders');
    expect(bare.ok && bare.value.scenario.terrain).toEqual([]);
    // The game starts on it.
    const game = s.newGame({
      scenario: skirmish.value.scenario,
      players: [{ kind: 'human' }, { kind: 'human' }],
      seed: 'g1',
    });
    expect(game.ok).toBe(true);
    expect(s.current()?.state.static.terrain.length).toBe(skirmish.value.scenario.terrain!.length);
  });

  it('the editor’s terrain for the table’s size; bad requests refused naming the field', () => {
    const s = new GameService();
    const r = s.generateTerrain({ seed: 'e', preset: 'city', mirror: true, table: { width: 60, depth: 44 } });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.every((t) => t.polygon.every(([x, y]) => x <= 60 && y <= 44))).toBe(true);
    expect(
      s.generateTerrain({ seed: 'e', preset: 'moon', mirror: false, table: { width: 48, depth: 48 } }),
    ).toMatchObject({
      ok: false,
      error: {
        code: 'ERR_BAD_TERRAIN',
        message: expect.stringMatching(/^preset: expected one of skirmish, squad, city/),
      },
    });
    // 20″ deep now gets the small set between 6″ strips (scenario-gen/small-table.ts); 14″ leaves no room.
    const shallow = s.generateTerrain({
      seed: 'e',
      preset: 'city',
      mirror: false,
      table: { width: 48, depth: 20 },
    });
    if (!shallow.ok) throw new Error(shallow.error.message);
    expect(shallow.value.every((t) => t.polygon.every(([, y]) => y >= 6 && y <= 14))).toBe(true);
    expect(
      s.generateTerrain({ seed: 'e', preset: 'city', mirror: false, table: { width: 48, depth: 14 } }),
    ).toMatchObject({
      ok: false,
      error: { code: 'ERR_BAD_TERRAIN', message: expect.stringMatching(/no room for terrain/) },
    });
    expect(s.warbandGame('mercenaries', 'raiders', { mirror: true } as never)).toMatchObject({
      ok: false,
      error: { code: 'ERR_BAD_TERRAIN' },
    });
  });
});

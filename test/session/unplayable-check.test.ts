// The app refuses the positions `validate` refuses (issue 22): the scenario editor's check and a new game from
// a loaded file both run formats/playable-checks.ts through validateScenario.
import { describe, expect, it } from 'vitest';
import { GameService } from '../../session/game-service';
import type { PlayerSpec } from '../../session/service-types';
import { scenario, type Loose } from '../formats/fixtures';

/** The base scenario with a 2" high wall drawn across model b2 at (10, 21). */
function wallAcrossB2(): Loose {
  const s: Loose = scenario();
  s.terrain.push({
    id: 'wall-2',
    kind: 'wall',
    polygon: [
      [8, 20.75],
      [12, 20.75],
      [12, 21.25],
      [8, 21.25],
    ],
    height: 2,
    cover: 'hard',
  });
  return s;
}

describe('the app and the editor refuse unplayable positions', () => {
  it('the editor check no longer calls a wall across a model valid', () => {
    const check = new GameService().checkScenario(wallAcrossB2());
    expect(check).toEqual({
      ok: false,
      problems: [
        {
          path: 'sides[1].models[1].at',
          message: 'model "b2" stands inside wall wall-2, which models cannot enter (over 1" high)',
        },
      ],
    });
  });

  it('a new game from such a file is refused naming the field', () => {
    const humans: [PlayerSpec, PlayerSpec] = [{ kind: 'human' }, { kind: 'human' }];
    const r = new GameService().newGame({ scenario: wallAcrossB2(), players: humans, seed: 'unit' });
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(r.error.message).toBe(
        'sides[1].models[1].at: model "b2" stands inside wall wall-2, which models cannot enter (over 1" high)',
      );
  });
});

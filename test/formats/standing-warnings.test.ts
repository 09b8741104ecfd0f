// Warnings about a wall or platform drawn across a model (issue 21 item 11): a 1″ wall across a base is
// allowed (a low obstacle a model may stand in, RULES.md §3.2) but said; a higher wall over the edge of a base
// (its centre clear, so not refused) is said too; a wall elsewhere says nothing. The editor's check carries them.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ScenarioDocument } from '../../engine/scenario-types';
import { standingWarnings } from '../../formats/standing-warnings';
import { validateScenario } from '../../formats/validate';
import { GameService } from '../../session/game-service';

/** The duel (r1 at [12, 3], base 0.5″) with one more wall of `height` over `polygon`. */
function duelWith(polygon: number[][], height: number): ScenarioDocument {
  const doc = JSON.parse(
    readFileSync(resolve(import.meta.dirname, '../../content/scenarios/duel.json'), 'utf8'),
  );
  doc.terrain.push({ id: 'wall-9', kind: 'wall', polygon, height, cover: 'hard' });
  return doc as ScenarioDocument;
}

/** A wall 0.5″ thick along x from 10 to 14, its south side at `y0`. */
const across = (y0: number) => [
  [10, y0],
  [14, y0],
  [14, y0 + 0.5],
  [10, y0 + 0.5],
];

describe('standing warnings', () => {
  it('says a 1″ wall runs across a model, and accepts it (RULES.md §3.2)', () => {
    const v = validateScenario(duelWith(across(2.75), 1));
    expect(v.ok).toBe(true);
    const warnings = standingWarnings(v.ok ? v.scenario : ({} as ScenarioDocument));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ path: 'sides[0].models[0].at' });
    expect(warnings[0]!.message).toMatch(/wall wall-9 \(1″ high\) runs across model "r1": allowed, .*§3\.2/);
  });

  it('says a higher wall over the edge of a base stops movement; one over the centre stays a problem', () => {
    const edge = validateScenario(duelWith(across(3.3), 2));
    expect(edge.ok).toBe(true);
    expect(standingWarnings(edge.ok ? edge.scenario : ({} as ScenarioDocument))[0]!.message).toMatch(
      /wall-9 \(2″ high\) runs across model "r1": it stops movement/,
    );
    const centre = validateScenario(duelWith(across(2.75), 2));
    expect(centre.ok).toBe(false);
  });

  it('says nothing of walls clear of every base', () => {
    const v = validateScenario(duelWith(across(6), 1));
    expect(v.ok && standingWarnings(v.scenario)).toEqual([]);
  });

  it("comes with the editor's check of a valid scenario", () => {
    const check = new GameService().checkScenario(duelWith(across(2.75), 1));
    expect(check.ok).toBe(true);
    expect(check.warnings?.map((w) => w.path)).toEqual(['sides[0].models[0].at']);
  });

  it('says a side with every model out of action has no model in play: its game is over at once (RULES.md §9.4)', () => {
    const doc = duelWith(across(14), 1);
    for (const m of doc.sides[1].models) m.status = 'outOfAction';
    const v = validateScenario(doc);
    expect(v.ok).toBe(true);
    const warnings = standingWarnings(v.ok ? v.scenario : ({} as ScenarioDocument));
    expect(warnings).toEqual([
      {
        path: 'sides[1].models',
        message: expect.stringMatching(/^side "blue" has no model in play: .*§9\.4/),
      },
    ]);
    doc.sides[1].models[0]!.status = 'knockedDown';
    const still = validateScenario(doc);
    expect(still.ok && standingWarnings(still.scenario)).toEqual([]);
  });
});

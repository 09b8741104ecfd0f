/**
 * Warnings, not refusals, about where a scenario's models stand (issue 21 item 11): a model whose base a wall,
 * platform or impassable piece runs across. `playableProblems` refuses a model whose centre is inside terrain
 * that stops movement (walls and platforms over 1″, impassable); what it lets through is shown here, so the
 * scenario editor says what it accepted: a wall up to 1″ high is a low obstacle a model may stand in (RULES.md
 * §3.2), and a higher piece over the edge of a base may keep the model from moving the way it faces. A side
 * with every model out of action is said too: such a scenario (the editor's "From game" on a game won by
 * wipe-out) validates, but its game is over at once (RULES.md §9.4).
 */
import { circleTouchesPolygon, pointInPolygon } from '../engine/geometry';
import { hasFloorAt } from '../engine/levels';
import { blocksAtLevel } from '../engine/movement';
import { DEFAULT_BASE } from '../engine/scenario';
import type { ScenarioDocument } from '../engine/scenario-types';
import { formatPath, type Problem } from './problems';

/** Kinds of terrain a base is warned about (buildings and woods are entered on purpose). */
const WARNED_KINDS: ReadonlySet<string> = new Set(['wall', 'platform', 'impassable']);

/**
 * The warnings of a schema-valid scenario (terrain heights filled in), e.g. `[{ path: 'sides[0].models[0].at',
 * message: 'wall wall-1 (1″ high) runs across model "r1": allowed, a model may stand in a low obstacle up to
 * 1″ (RULES.md §3.2); move one of them if that was not meant' }]`, or for a side with no model in play
 * `{ path: 'sides[1].models', message: 'side "blue" has no model in play: …' }`; empty when no base is crossed
 * and every side has a model in play.
 */
export function standingWarnings(doc: ScenarioDocument): Problem[] {
  const out: Problem[] = [];
  doc.sides.forEach((side, s) => {
    if (side.models.every((m) => m.status === 'outOfAction'))
      out.push({
        path: formatPath(['sides', s, 'models']),
        message: `side ${JSON.stringify(side.id)} has no model in play: every one is out of action, so the game is over as soon as it starts (RULES.md §9.4); give it a model in play`,
      });
  });
  doc.sides.forEach((side, s) =>
    side.models.forEach((m, i) => {
      if (m.status === 'outOfAction') return;
      const [x, y] = m.at;
      const z = m.at[2] ?? 0;
      const r = m.base ?? DEFAULT_BASE;
      for (const t of doc.terrain ?? []) {
        if (!WARNED_KINDS.has(t.kind) || t.height <= z || hasFloorAt(t, z)) continue;
        if (!circleTouchesPolygon(x, y, r, t.polygon)) continue;
        const blocks = blocksAtLevel(t, z);
        // A centre inside blocking terrain is already a problem (playable-checks.ts).
        if (blocks && pointInPolygon(x, y, t.polygon)) continue;
        const what = `${t.kind} ${t.id} (${t.height}″ high) runs across model ${JSON.stringify(m.id)}`;
        out.push({
          path: formatPath(['sides', s, 'models', i, 'at']),
          message: blocks
            ? `${what}: it stops movement, so the model may not be able to move through it; move one of them clear`
            : `${what}: allowed, a model may stand in a low obstacle up to 1″ (RULES.md §3.2); move one of them if that was not meant`,
        });
        break;
      }
    }),
  );
  return out;
}

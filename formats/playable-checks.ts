/**
 * Checks that a scenario which passed the schema can be played (FORMATS.md §1, RULES.md §3.2, §4.4): no model
 * stands inside terrain that stops movement or floats with nothing to stand on, no terrain footprint crosses
 * itself or has no area, and no id hides invisible characters (zero-width, bidirectional controls) that
 * would make two ids look alike. Run by `validateScenario` and `validateSavedGame`, so the command line, the
 * app's file load and the scenario editor refuse the same positions.
 */
import { pointInPolygon } from '../engine/geometry';
import { floorsOf, hasFloorAt } from '../engine/levels';
import { blocksAtLevel } from '../engine/movement';
import type { ScenarioDocument } from '../engine/scenario-types';
import { formatPath, type PathSegment, type Problem } from './problems';

/** Smallest footprint area (square inches) a terrain piece may have. */
export const MIN_POLYGON_AREA = 0.01;
/** Heights closer than this (inches) are the same height, as the engine's surfaces (engine/levels.ts). */
const EPS = 1e-6;

/** Invisible code points refused in ids, with their names. */
const INVISIBLE: Record<number, string> = {
  0x00ad: 'soft hyphen',
  0x061c: 'Arabic letter mark',
  0x180e: 'Mongolian vowel separator',
  0x200b: 'zero-width space',
  0x200c: 'zero-width non-joiner',
  0x200d: 'zero-width joiner',
  0x200e: 'left-to-right mark',
  0x200f: 'right-to-left mark',
  0x202a: 'left-to-right embedding',
  0x202b: 'right-to-left embedding',
  0x202c: 'pop directional formatting',
  0x202d: 'left-to-right override',
  0x202e: 'right-to-left override',
  0x2060: 'word joiner',
  0x2061: 'function application',
  0x2062: 'invisible times',
  0x2063: 'invisible separator',
  0x2064: 'invisible plus',
  0x2066: 'left-to-right isolate',
  0x2067: 'right-to-left isolate',
  0x2068: 'first strong isolate',
  0x2069: 'pop directional isolate',
  0xfeff: 'zero-width no-break space',
};

/**
 * The first invisible character of an id, e.g. `invisibleIn('r1\u200b')` → `'U+200B (zero-width space)'`;
 * null when it has none.
 */
export function invisibleIn(id: string): string | null {
  for (let i = 0; i < id.length; i++) {
    const c = id.charCodeAt(i);
    const name = INVISIBLE[c];
    if (name !== undefined) return `U+${c.toString(16).toUpperCase().padStart(4, '0')} (${name})`;
  }
  return null;
}

/** Signed area (square inches) of a polygon by the shoelace formula. */
function area(poly: readonly (readonly number[])[]): number {
  let a = 0;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++)
    a += poly[j]![0]! * poly[i]![1]! - poly[i]![0]! * poly[j]![1]!;
  return a / 2;
}

function cross(ax: number, ay: number, bx: number, by: number, cx: number, cy: number): number {
  return (bx - ax) * (cy - ay) - (by - ay) * (cx - ax);
}

/**
 * The first pair of non-adjacent edges of a polygon that cross, e.g. `[0, 2]` for the bow-tie
 * `[[0,0],[4,4],[4,0],[0,4]]`; null for a simple polygon. Edge k runs from vertex k to vertex k + 1.
 */
export function crossingEdges(poly: readonly (readonly number[])[]): [number, number] | null {
  const n = poly.length;
  for (let a = 0; a < n; a++) {
    const [p1x, p1y] = poly[a] as [number, number];
    const [p2x, p2y] = poly[(a + 1) % n] as [number, number];
    for (let b = a + 2; b < n; b++) {
      if (a === 0 && b === n - 1) continue;
      const [q1x, q1y] = poly[b] as [number, number];
      const [q2x, q2y] = poly[(b + 1) % n] as [number, number];
      const d1 = cross(p1x, p1y, p2x, p2y, q1x, q1y);
      const d2 = cross(p1x, p1y, p2x, p2y, q2x, q2y);
      const d3 = cross(q1x, q1y, q2x, q2y, p1x, p1y);
      const d4 = cross(q1x, q1y, q2x, q2y, p2x, p2y);
      if (d1 * d2 < 0 && d3 * d4 < 0) return [a, b];
    }
  }
  return null;
}

/** Footprints that cross themselves or enclose (almost) no area. */
function polygonProblems(doc: ScenarioDocument, prefix: PathSegment[]): Problem[] {
  const out: Problem[] = [];
  (doc.terrain ?? []).forEach((t, k) => {
    const path = formatPath([...prefix, 'terrain', k, 'polygon']);
    const edges = crossingEdges(t.polygon);
    if (edges !== null) {
      out.push({
        path,
        message: `${t.id} crosses itself: its edge from point ${edges[0]} to ${edges[0] + 1} crosses the edge from point ${edges[1]} to ${(edges[1] + 1) % t.polygon.length} (list the points in order around the shape)`,
      });
      return;
    }
    const a = Math.abs(area(t.polygon));
    if (a < MIN_POLYGON_AREA)
      out.push({
        path,
        message: `${t.id} encloses no area (${a.toFixed(3)} square inches; at least ${MIN_POLYGON_AREA} needed): its points must not all lie on one line or on one spot`,
      });
  });
  return out;
}

/**
 * Models inside terrain that stops movement at their height (`blocksAtLevel`, RULES.md §3.2: impassable
 * terrain, walls and platforms over 1" high; walls up to 1" are crossed and may be stood in), or above the
 * table with no floor under them (§4.4).
 */
function standingProblems(doc: ScenarioDocument, prefix: PathSegment[]): Problem[] {
  const out: Problem[] = [];
  const terrain = doc.terrain ?? [];
  doc.sides.forEach((side, s) =>
    side.models.forEach((m, i) => {
      if (m.status === 'outOfAction') return;
      const path = formatPath([...prefix, 'sides', s, 'models', i, 'at']);
      const [x, y] = m.at;
      const z = m.at[2] ?? 0;
      const under = terrain.filter((t) => pointInPolygon(x, y, t.polygon));
      const stuck = under.find((t) => blocksAtLevel(t, z) && !hasFloorAt(t, z));
      if (stuck !== undefined) {
        out.push({
          path,
          message: `model ${JSON.stringify(m.id)} stands inside ${stuck.kind} ${stuck.id}, which models cannot enter (${stuck.kind === 'impassable' ? 'impassable terrain' : `over 1" high`})`,
        });
        return;
      }
      if (z > EPS && !under.some((t) => hasFloorAt(t, z))) {
        const floors = under.flatMap(floorsOf);
        out.push({
          path,
          message: `model ${JSON.stringify(m.id)} is ${z}" above the table with nothing to stand on there (heights there: ${[0, ...floors].join(', ')})`,
        });
      }
    }),
  );
  return out;
}

/** Ids of sides, models, units and terrain that hold invisible characters. */
function invisibleIdProblems(doc: ScenarioDocument, prefix: PathSegment[]): Problem[] {
  const out: Problem[] = [];
  const check = (id: string | undefined, path: PathSegment[], what: string) => {
    if (id === undefined) return;
    const found = invisibleIn(id);
    if (found !== null)
      out.push({
        path: formatPath([...prefix, ...path]),
        message: `${what} ${JSON.stringify(id)} holds the invisible character ${found}: an id must not look like another`,
      });
  };
  doc.sides.forEach((side, s) => {
    check(side.id, ['sides', s, 'id'], 'side id');
    side.models.forEach((m, i) => {
      check(m.id, ['sides', s, 'models', i, 'id'], 'model id');
      check(m.unit, ['sides', s, 'models', i, 'unit'], 'unit id');
    });
  });
  (doc.terrain ?? []).forEach((t, k) => check(t.id, ['terrain', k, 'id'], 'terrain id'));
  for (const key of Object.keys(doc.weapons ?? {})) check(key, ['weapons', key], 'weapon id');
  return out;
}

/**
 * Every problem that makes a schema-valid scenario unplayable, with paths under `prefix`, e.g.
 * `[{ path: 'terrain[1].polygon', message: 'wall-2 crosses itself: …' }, { path: 'sides[0].models[0].at',
 * message: 'model "r1" stands inside impassable rock, which models cannot enter (impassable terrain)' }]`.
 */
export function playableProblems(doc: ScenarioDocument, prefix: PathSegment[] = []): Problem[] {
  return [
    ...invisibleIdProblems(doc, prefix),
    ...polygonProblems(doc, prefix),
    ...standingProblems(doc, prefix),
  ];
}

/**
 * The seeded terrain generator (issue 24, part 3): terrain for "Two warbands" games, the editor and `cli
 * generate`. Pieces (`pieces.ts`) are laid at random spots of no man's land, between the deployment strips, each
 * kept `gap` inches from the others; a `mirror`ed table lays the south half and turns it half a turn about the
 * table's centre, so each side sees the same table from its own edge. A table is kept only when it validates
 * (FORMATS.md §1), leaves the deployment zones clear and has lanes of sight and cover on both halves
 * (`lanes.ts`); otherwise the next attempt (`<seed>/2`, `<seed>/3`…) is tried. Same seed and options → same
 * table. Uses seedrandom (`alea`).
 */
import alea from 'seedrandom/lib/alea.js';
import { createGame } from '../engine';
import type { ScenarioDocument } from '../engine/scenario-types';
import type { Point, Terrain } from '../engine/types';
import { validateScenario } from '../formats/validate';
import { DEPLOY_DEPTH, deploymentClear, edgeZones, type DeploymentZone } from './deployment';
import { laneReport, type LaneReport } from './lanes';
import { makePiece, type PieceKind, type Rng } from './pieces';
import { box, boxesOverlap, reflect } from './polygons';
import { PRESETS, type GeneratorPreset } from './presets';
import { SMALL_BAND_MARGIN, SMALL_DEPLOY_DEPTH, SMALL_SETS } from './small-table';

/** Attempts before the generator gives up on a seed (never reached in 1,000 seeds of each preset: see tests). */
export const MAX_ATTEMPTS = 40;
/** Tries at a random spot for each piece before it is left out. */
const SPOT_TRIES = 60;
/** Terrain kept this far from the table's side edges, inches. */
const SIDE_MARGIN = 1.5;

/**
 * What to generate, e.g. `{ seed: 's1', preset: 'skirmish', mirror: true }`; the table defaults to 48″ × 48″
 * and the zones to the strips 10″ deep along each side's own edge (`edgeZones`).
 */
export interface TerrainOptions {
  seed: string;
  preset?: GeneratorPreset;
  mirror?: boolean;
  table?: { width: number; depth: number };
  zones?: readonly DeploymentZone[];
  /** On a small table (`small-table.ts`), how deep each side's strip is kept clear, inches; default 6. */
  smallDeployDepth?: number;
}

/**
 * A generated table: its pieces, the attempt that passed (1 = the seed itself), its lanes, and how deep each
 * side's strip was kept clear (`DEPLOY_DEPTH`, or on a small table the shallower strip, `small-table.ts`).
 */
export interface GeneratedTerrain {
  terrain: Terrain[];
  attempt: number;
  lanes: LaneReport;
  deployDepth: number;
}

/**
 * How a table is laid: the pieces (the bigger first), the centre piece, the strips kept clear and their depth,
 * and the room between the band the pieces' centres are drawn from and a strip (`margin`) or, mirrored, the
 * centre line (`centreGap`), inches.
 */
interface Regime {
  pieces: PieceKind[];
  centre: PieceKind | null;
  zones: readonly DeploymentZone[];
  deployDepth: number;
  margin: number;
  centreGap: number;
}

/** The pieces to lay, in order: the bigger first so they find room. */
function pieceList(pieces: Partial<Record<PieceKind, number>>, mirror: boolean): PieceKind[] {
  const order: PieceKind[] = ['building', 'ruin', 'wood', 'rubble', 'wall'];
  return order.flatMap((k) => {
    const n = pieces[k] ?? 0;
    return Array<PieceKind>(mirror ? Math.ceil(n / 2) : n).fill(k);
  });
}

/** The band of y a piece's centre is drawn from: no man's land, or its south half when mirrored. */
function band(table: { depth: number }, mirror: boolean, regime: Regime): [number, number] {
  const lo = regime.deployDepth + regime.margin;
  return [lo, mirror ? table.depth / 2 - regime.centreGap : table.depth - lo];
}

/** Whether `t` keeps `gap` inches from every piece laid, off the zones and on the table. */
function fits(
  t: Terrain,
  laid: readonly Terrain[],
  gap: number,
  table: { width: number; depth: number },
  zones: readonly DeploymentZone[],
): boolean {
  const b = box(t.polygon);
  if (b[0] < SIDE_MARGIN || b[2] > table.width - SIDE_MARGIN || b[1] < 0 || b[3] > table.depth) return false;
  if (!deploymentClear({ terrain: [t] }, zones)) return false;
  const grown = box(t.polygon, gap);
  return laid.every((o) => !boxesOverlap(grown, box(o.polygon)));
}

/** One attempt's pieces (before the checks), ids `<kind>-<n>` (a ruin's kind is `building`). */
function layPieces(
  rng: Rng,
  opts: { preset: GeneratorPreset; mirror: boolean; table: { width: number; depth: number } },
  regime: Regime,
): Terrain[] {
  const { preset, mirror, table } = opts;
  const { zones } = regime;
  const spec = PRESETS[preset];
  const counts: Partial<Record<PieceKind, number>> = {};
  const id = (k: PieceKind): string => {
    counts[k] = (counts[k] ?? 0) + 1;
    return `${k}-${counts[k]}`;
  };
  const laid: Terrain[] = [];
  const centre = regime.centre;
  const centreKind = centre !== null && (centre === 'building' || rng() < 0.5) ? centre : null;
  if (centreKind) laid.push(makePiece(centreKind, id(centreKind), table.width / 2, table.depth / 2, rng));
  const [lo, hi] = band(table, mirror, regime);
  const half: Terrain[] = [];
  for (const kind of regime.pieces) {
    for (let t = 0; t < SPOT_TRIES; t++) {
      const x = SIDE_MARGIN + 2 + rng() * (table.width - 2 * SIDE_MARGIN - 4);
      const y = lo + rng() * (hi - lo);
      const piece = makePiece(kind, `${kind}-?`, x, y, rng);
      const twin: Terrain[] = mirror
        ? [{ ...piece, polygon: reflect(piece.polygon, table.width, table.depth) }]
        : [];
      if (!fits(piece, [...laid, ...half], spec.gap, table, zones)) continue;
      if (twin.some((w) => !fits(w, [...laid, ...half, piece], spec.gap, table, zones))) continue;
      half.push({ ...piece, id: id(kind) }, ...twin.map((w) => ({ ...w, id: id(kind) })));
      break;
    }
  }
  return [...laid, ...half];
}

/** Two stand-ins, one in each zone's corner, so the sight rule can be asked of a table with no warbands yet. */
function probeScenario(terrain: Terrain[], table: { width: number; depth: number }): ScenarioDocument {
  const model = (id: string, at: Point) => ({
    id,
    profile: { M: 4, WS: 3, BS: 3, S: 3, T: 3, W: 1, I: 3, A: 1, Ld: 7 },
    at,
  });
  return {
    format: 'skirmisher-scenario/1',
    name: 'Generated terrain',
    table: { ...table },
    terrain,
    sides: [
      { id: 'red', models: [model('r1', [0.6, 0.6])] },
      { id: 'blue', models: [model('b1', [table.width - 0.6, table.depth - 0.6])] },
    ],
  };
}

/** The first of `MAX_ATTEMPTS` attempts of `regime` that passes the checks, or null when none does. */
function attempts(
  options: TerrainOptions,
  opts: { preset: GeneratorPreset; mirror: boolean; table: { width: number; depth: number } },
  regime: Regime,
): GeneratedTerrain | null {
  const { table } = opts;
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    const rng = alea(attempt === 1 ? options.seed : `${options.seed}/${attempt}`);
    const terrain = layPieces(rng, opts, regime);
    // The centre piece is laid unchecked: on a table too shallow for it, it reaches into the strips.
    if (!deploymentClear({ terrain }, regime.zones)) continue;
    const v = validateScenario(probeScenario(terrain, table));
    if (!v.ok) continue;
    const game = createGame(v.scenario);
    if (!game.ok) continue;
    const lanes = laneReport(game.value.state, regime.deployDepth);
    if (lanes.ok)
      return { terrain: v.scenario.terrain ?? terrain, attempt, lanes, deployDepth: regime.deployDepth };
  }
  return null;
}

/**
 * A table's terrain for `options` (see the module's note), e.g. `generateTerrain({ seed: 's1', preset:
 * 'squad', mirror: true }).terrain` → a building in the middle and walls, woods and rubble turned half a turn.
 * A table where no attempt of the preset's set passes (one too small for it, e.g. 24″ × 24″) is laid with the
 * preset's small set between shallower strips (`small-table.ts`; `smallDeployDepth` inches, default 6″, or the
 * zones given). Throws when neither passes in `MAX_ATTEMPTS` attempts (a table too small even for that).
 */
export function generateTerrain(options: TerrainOptions): GeneratedTerrain {
  const table = options.table ?? { width: 48, depth: 48 };
  const preset = options.preset ?? 'skirmish';
  const mirror = options.mirror ?? false;
  const opts = { preset, mirror, table };
  const spec = PRESETS[preset];
  const regular = attempts(options, opts, {
    pieces: pieceList(spec.pieces, mirror),
    centre: spec.centre,
    zones: options.zones ?? edgeZones(table),
    deployDepth: DEPLOY_DEPTH,
    margin: 3,
    centreGap: 2,
  });
  if (regular) return regular;
  // A small table: the preset's set between the shallower strips, then the small set.
  const strip = options.smallDeployDepth ?? SMALL_DEPLOY_DEPTH;
  const shallow = {
    zones: options.zones ?? edgeZones(table, strip),
    deployDepth: strip,
    margin: SMALL_BAND_MARGIN,
    centreGap: 1,
  };
  const sets: [Partial<Record<PieceKind, number>>, PieceKind | null][] = [
    [spec.pieces, spec.centre],
    [SMALL_SETS[preset].pieces, SMALL_SETS[preset].centre],
  ];
  for (const [pieces, centre] of sets) {
    const made = attempts(options, opts, { ...shallow, pieces: pieceList(pieces, mirror), centre });
    if (made) return made;
  }
  throw new Error(
    `no ${table.width}″ × ${table.depth}″ table for seed ${JSON.stringify(options.seed)} passed its checks in ${MAX_ATTEMPTS} attempts`,
  );
}

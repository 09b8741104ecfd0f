/**
 * Small tables (issue 24, part 3): a table too small for a preset's set of pieces between the 10″ deployment
 * strips — a 24″ × 24″ duel table, say, where the strips leave 4″ of no man's land — gets a smaller set between
 * shallower strips instead. `generateTerrain` turns to it only when no attempt of the preset's own set passes, so
 * every table the generator laid before is laid the same. Inches.
 */
import type { PieceKind } from './pieces';
import type { GeneratorPreset } from './presets';

/**
 * How deep each side's strip is kept clear on a small table, inches: the duel's 6″ zones
 * (content/scenarios/duel.json); a warband that needs deeper rows asks for more (`scenario.ts`).
 */
export const SMALL_DEPLOY_DEPTH = 6;

/** A small table's set: pieces of each kind on the whole table (a mirrored table lays half, rounded up). */
export interface SmallSet {
  pieces: Partial<Record<PieceKind, number>>;
  centre: PieceKind | null;
}

/**
 * Each preset's small set, about a quarter of the area's worth of its own, e.g. `SMALL_SETS.skirmish` → two walls,
 * a ruin, a wood and two rubble heaps round a ruin at the centre half the time (the duel's wall and copse, a
 * little richer). Squad play's building to garrison (RULES.md §11) is laid in no man's land, not at the
 * centre: there it leaves no room for the rest between 6″ strips.
 */
export const SMALL_SETS: Record<GeneratorPreset, SmallSet> = {
  skirmish: { pieces: { wall: 2, ruin: 1, wood: 1, rubble: 2 }, centre: 'ruin' },
  squad: { pieces: { building: 1, wall: 3, rubble: 2 }, centre: null },
  city: { pieces: { ruin: 2, wall: 2, rubble: 2 }, centre: 'building' },
};

/** Least room between a piece's centre band and a strip on a small table, inches (3″ on the others). */
export const SMALL_BAND_MARGIN = 1.5;

/**
 * The smallest square table on which `generate` (`scenario.ts`: the preset's warbands, their rows kept clear of
 * terrain) lays out a scenario for every seed tried, inches per side, e.g. `SMALLEST_TABLE.skirmish` → 22 for
 * `--table 22x22`. Found for seeds 1–20 on sides of 22″, 24″ and 26″: skirmish 20/20 at 22″, squad 19/20 at 24″
 * and 20/20 at 26″, city 2/20 at 22″ and 20/20 at 24″; for seeds 1–5 on sides of 12″ to 20″ only one skirmish
 * table (20″) was laid, the strips leaving next to no room between them. A smaller table may still be laid for
 * some seeds: this is a guide for an error message, not a limit.
 */
export const SMALLEST_TABLE: Record<GeneratorPreset, number> = { skirmish: 22, squad: 26, city: 24 };

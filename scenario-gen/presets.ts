/**
 * The generator's presets (issue 24, part 3): how many pieces of each kind a table gets, which warbands meet on
 * it, and how far apart pieces stand. Following the Skirmish appendix's scenario advice (seed 002, "creating
 * scenarios"): at most about 15 models a side, infantry only, and enough cover to hide behind.
 */
import type { PieceKind } from './pieces';

/** Preset names, e.g. `'skirmish'`. */
export const GENERATOR_PRESETS = ['skirmish', 'squad', 'city'] as const;
/** A generator preset. */
export type GeneratorPreset = (typeof GENERATOR_PRESETS)[number];

/**
 * A preset: pieces of each kind on the whole table (a mirrored table lays half of each, rounded up, on the
 * south half), a centre piece or none, the warbands (`content/warbands`) red and blue field, and the gap left
 * between pieces so models (and a squad in coherency) pass, inches.
 */
export interface PresetSpec {
  pieces: Partial<Record<PieceKind, number>>;
  centre: PieceKind | null;
  red: string;
  blue: string;
  gap: number;
  description: string;
}

/** The presets, e.g. `PRESETS.squad.centre` → `'building'` (a farmhouse to garrison, RULES.md §11). */
export const PRESETS: Record<GeneratorPreset, PresetSpec> = {
  skirmish: {
    pieces: { wall: 6, ruin: 2, wood: 2, rubble: 2 },
    centre: 'ruin',
    red: 'mercenaries',
    blue: 'raiders',
    gap: 2,
    description: 'Warhammer Skirmish: walls, ruins with floors to climb, woods and rubble',
  },
  squad: {
    pieces: { wall: 4, wood: 2, rubble: 2 },
    centre: 'building',
    red: 'iron-wardens',
    blue: 'gorefang-mob',
    gap: 2.5,
    description: 'Squad play: a building to garrison in the middle, walls, woods and rubble',
  },
  city: {
    pieces: { ruin: 4, wall: 6, rubble: 2 },
    centre: 'building',
    red: 'mercenaries',
    blue: 'raiders',
    gap: 2,
    description: 'A ruined town: ruins, walls and rubble round a building',
  },
};

/** Whether `name` is a preset name. */
export function isGeneratorPreset(name: string): name is GeneratorPreset {
  return (GENERATOR_PRESETS as readonly string[]).includes(name);
}

/** Terrain defaults of FORMATS.md §1, without zod, so the renderer's editor can draw new pieces with them. */
import type { Cover, TerrainKind } from '../engine/types';

/**
 * Height (inches) and cover of a terrain piece that leaves them out, by kind (FORMATS.md §1: everything but
 * the shape has a default), e.g. a `wall` is 1" of hard cover; the scenario editor draws new pieces with the
 * same. A piece with floors is at least as high as its highest floor.
 */
export const TERRAIN_DEFAULTS: Record<TerrainKind, { height: number; cover: Cover }> = {
  wall: { height: 1, cover: 'hard' },
  building: { height: 6, cover: 'hard' },
  wood: { height: 4, cover: 'soft' },
  rubble: { height: 1, cover: 'hard' },
  impassable: { height: 10, cover: 'none' },
  platform: { height: 3, cover: 'hard' },
};

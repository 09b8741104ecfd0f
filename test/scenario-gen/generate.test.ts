// The seeded terrain generator (issue 24, part 3): every table validates and leaves both deployment strips
// clear with lanes of sight and cover on both halves, for 1,000 seeds over the presets, mirrored or not; the same
// seed gives the same table; a mirrored table is its own half turn; `deploymentClear` names intruding pieces.
import { describe, expect, it } from 'vitest';
import { createGame } from '../../engine';
import type { Terrain } from '../../engine/types';
import { validateScenario } from '../../formats/validate';
import { DEPLOY_DEPTH, deploymentClear, edgeZones, zoneIntruders } from '../../scenario-gen/deployment';
import { generateTerrain } from '../../scenario-gen/generate';
import { laneReport } from '../../scenario-gen/lanes';
import { GENERATOR_PRESETS, PRESETS } from '../../scenario-gen/presets';
import { generateScenario } from '../../scenario-gen/scenario';

const ZONES = edgeZones({ width: 48, depth: 48 });

describe('generated tables', () => {
  it('validate, leave the deployment strips clear and have lanes on both halves, for 1,000 seeds', () => {
    for (let i = 0; i < 1000; i++) {
      const preset = GENERATOR_PRESETS[i % 3]!;
      const mirror = i % 2 === 1;
      const made = generateScenario({ seed: `t${i}`, preset, mirror });
      if (!made.ok) throw new Error(`t${i} ${preset}: ${made.problems.map((p) => p.message).join('; ')}`);
      const doc = made.scenario;
      expect(validateScenario(doc).ok).toBe(true);
      expect(zoneIntruders(doc, ZONES), `t${i}`).toEqual([]);
      const game = createGame(doc);
      if (!game.ok) throw new Error(`t${i}: ${game.error.message}`);
      expect(laneReport(game.value.state, DEPLOY_DEPTH).ok, `t${i}`).toBe(true);
      // The Skirmish appendix's advice: about 15 models a side at most (20 in a squad mob of two units).
      for (const side of doc.sides)
        expect(side.models.length).toBeLessThanOrEqual(preset === 'squad' ? 20 : 15);
    }
  });

  it('lay the kinds each preset asks for, a squad table with a building to garrison in the middle (§11)', () => {
    const squad = generateTerrain({ seed: 'k1', preset: 'squad' }).terrain;
    const middle = squad.find((t) => t.kind === 'building' && t.capacity === 12)!;
    expect(middle.polygon.some(([x]) => x < 24) && middle.polygon.some(([x]) => x > 24)).toBe(true);
    expect(middle.floors).toEqual([3]);
    const skirmish = generateTerrain({ seed: 'k1', preset: 'skirmish' }).terrain;
    const kinds = new Set(skirmish.map((t) => t.kind));
    for (const k of ['wall', 'building', 'wood', 'rubble']) expect(kinds).toContain(k);
    for (const ruin of skirmish.filter((t) => t.kind === 'building'))
      expect(ruin.floors!.length).toBeGreaterThan(0);
    expect(skirmish.filter((t) => t.kind === 'wall').length).toBe(PRESETS.skirmish.pieces.wall);
  });

  it('the same seed gives the same table; another seed another', () => {
    const a = generateTerrain({ seed: 'same', preset: 'city', mirror: true });
    expect(generateTerrain({ seed: 'same', preset: 'city', mirror: true })).toEqual(a);
    expect(generateTerrain({ seed: 'other', preset: 'city', mirror: true }).terrain).not.toEqual(a.terrain);
  });

  it('a mirrored table is its own half turn about the centre: each side sees the same from its edge', () => {
    for (const seed of ['m1', 'm2', 'm3']) {
      const t = generateTerrain({ seed, preset: 'skirmish', mirror: true }).terrain;
      const key = (p: Terrain) =>
        `${p.kind}:${p.height}:${p.polygon
          .map(([x, y]) => `${x.toFixed(2)},${y.toFixed(2)}`)
          .sort()
          .join(' ')}`;
      const turned = (p: Terrain) => ({
        ...p,
        polygon: p.polygon.map(([x, y]) => [48 - x, 48 - y] as [number, number]),
      });
      expect(t.map((p) => key(turned(p))).sort()).toEqual(t.map(key).sort());
      const lanes = generateTerrain({ seed, preset: 'skirmish', mirror: true }).lanes.halves;
      expect(lanes[0]).toEqual(lanes[1]);
    }
  });
});

describe('deploymentClear', () => {
  it('names the pieces that reach into a deployment zone', () => {
    const wall: Terrain = {
      id: 'w',
      kind: 'wall',
      polygon: [
        [10, 9],
        [14, 9],
        [14, 11],
        [10, 11],
      ],
      height: 1,
      cover: 'hard',
    };
    const wood: Terrain = {
      id: 'x',
      kind: 'wood',
      polygon: [
        [10, 20],
        [14, 20],
        [14, 24],
      ],
      height: 4,
      cover: 'soft',
    };
    expect(zoneIntruders({ terrain: [wall, wood] }, ZONES)).toEqual(['w']);
    expect(deploymentClear({ terrain: [wood] }, ZONES)).toBe(true);
    expect(deploymentClear({ terrain: [wall] }, ZONES)).toBe(false);
    expect(ZONES[1].polygon).toEqual([
      [0, 38],
      [48, 38],
      [48, 48],
      [0, 48],
    ]);
  });

  it('keeps a generated table out of other zones it is given', () => {
    const zones = edgeZones({ width: 48, depth: 48 }, 14);
    const t = generateTerrain({ seed: 'z', preset: 'skirmish', zones });
    expect(deploymentClear(t, zones)).toBe(true);
  });
});

/**
 * The charge's contact search (RULES.md §4.1) gives the answers of its plain reading, in positions of random
 * games with models pushed into base contact with others at random (fast-check), so that friends and
 * enemies crowd the charge lines: `freeContact` finds the same point (to the last bit) as trying every 5° with
 * the whole path check (so the points its ring walk passes over as stopped by a base, on a rotation table
 * with no trigonometric call, are points the whole check refuses), `findInterceptor` the same enemy as trying every enemy near the line, an obstacle
 * remembered by the path checks (`knownObstacle`) only ever stops a path the whole check stops, and a ring
 * found shadowed (`ringShadowed`) has no point the whole check lets the charger reach.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkPath, cloneState, type GameState } from '../../engine';
import { LEVEL_TOLERANCE } from '../../engine/levels';
import { CHARGE_MULTIPLIER, findInterceptor, freeContact, INTERCEPT_DISTANCE } from '../../engine/charge';
import { closestT, dist, segPointDist } from '../../engine/geometry';
import { ringShadowed } from '../../engine/contact-shadow';
import { knownObstacle, placeEnd } from '../../engine/path-obstacles';
import { randomPosition } from '../support/random-position';

/** Positions of random games, some models then put in (or near) base contact with another at random. */
const positions = fc
  .tuple(
    fc.constantFrom('ruined-street', 'duel', 'squad-assault', 'storm-the-farmhouse'),
    fc.string({ maxLength: 6 }),
    fc.integer({ min: 0, max: 80 }),
    fc.array(
      fc.tuple(fc.nat(), fc.nat(), fc.double({ min: 0, max: 2 * Math.PI }), fc.double({ min: 0, max: 0.6 })),
      {
        maxLength: 8,
      },
    ),
  )
  .map(([scenario, seed, steps, pushes]) => {
    const s = cloneState(randomPosition(scenario, seed, steps));
    for (const [a, b, angle, gap] of pushes) {
      const i = a % s.models.length;
      const j = b % s.models.length;
      if (i === j) continue;
      const rr = s.static.models[i]!.base + s.static.models[j]!.base + gap;
      const m = s.models[i]!;
      const o = s.models[j]!;
      m.x = o.x + Math.cos(angle) * rr;
      m.y = o.y + Math.sin(angle) * rr;
      m.z = o.z;
    }
    return s;
  });

const CONTACT_STEP = Math.PI / 36;

/** The contact search read plainly (§4.1): the line between centres, then every 5° each way, whole checks. */
function plainContact(s: GameState, i: number, k: number, reach: number): [number, number] | null {
  const m = s.models[i]!;
  const o = s.models[k]!;
  const rr = s.static.models[i]!.base + s.static.models[k]!.base;
  const d = dist(o.x, o.y, m.x, m.y);
  const c: [number, number] =
    d === 0 ? [o.x, o.y] : [o.x + ((m.x - o.x) / d) * rr, o.y + ((m.y - o.y) / d) * rr];
  const points = [c];
  const line = Math.atan2(m.y - o.y, m.x - o.x);
  for (let n = 1; n <= 36; n++)
    for (const side of n === 36 ? [1] : [1, -1]) {
      const a = line + side * n * CONTACT_STEP;
      points.push([o.x + Math.cos(a) * rr, o.y + Math.sin(a) * rr]);
    }
  for (const [x, y] of points) {
    if (dist(m.x, m.y, x, y) > reach + 1e-9) return null;
    if (checkPath(s, i, x, y, m.z, k, true) === null) return [x, y];
  }
  return null;
}

/** Interception read plainly (§4.1): of the enemies near the line that the charger can reach, the first. */
function plainInterceptor(s: GameState, i: number, target: number, ex: number, ey: number): number {
  const m = s.models[i]!;
  let best = -1;
  let bestT = Infinity;
  for (let k = 0; k < s.models.length; k++) {
    const o = s.models[k]!;
    if (k === target || s.static.models[k]!.side === s.static.models[i]!.side) continue;
    if (o.status !== 'standing' || o.fleeing || o.hidden || Math.abs(o.z - m.z) >= LEVEL_TOLERANCE) continue;
    if (segPointDist(m.x, m.y, ex, ey, o.x, o.y) - s.static.models[k]!.base > INTERCEPT_DISTANCE) continue;
    const t = closestT(m.x, m.y, ex, ey, o.x, o.y);
    if (t >= 1 || t >= bestT || plainContact(s, i, k, Infinity) === null) continue;
    bestT = t;
    best = k;
  }
  return best;
}

/** Checks `check` on every pair (charger i in play, other model k) of `runs` random positions. */
function everyPair(runs: number, seed: number, check: (s: GameState, i: number, k: number) => void): void {
  fc.assert(
    fc.property(positions, (s) => {
      for (let i = 0; i < s.models.length; i++)
        for (let k = 0; k < s.models.length; k++)
          if (k !== i && s.models[i]!.status !== 'outOfAction') check(s, i, k);
    }),
    { numRuns: runs, seed },
  );
}

describe('the charge contact search', () => {
  it('freeContact finds the plain reading’s point, for the charge range and for any distance', () => {
    const out: [number, number] = [0, 0];
    everyPair(40, 19, (s, i, k) => {
      for (const reach of [CHARGE_MULTIPLIER * s.static.models[i]!.profile.M, Infinity]) {
        const want = plainContact(s, i, k, reach);
        expect(freeContact(s, i, k, reach, out) ? [out[0], out[1]] : null).toEqual(want);
      }
    });
  });

  it('findInterceptor finds the plain reading’s interceptor and leaves its contact point', () => {
    const out: [number, number] = [0, 0];
    everyPair(30, 20, (s, i, j) => {
      if (s.static.models[j]!.side === s.static.models[i]!.side || !freeContact(s, i, j, Infinity, out))
        return;
      const [ex, ey] = out;
      const want = plainInterceptor(s, i, j, ex, ey);
      const got = findInterceptor(s, i, j, ex, ey, out);
      expect(got).toBe(want);
      if (got >= 0) expect([out[0], out[1]]).toEqual(plainContact(s, i, got, Infinity));
    });
  });

  it('an obstacle remembered by the path checks stops only paths the whole check stops', () => {
    fc.assert(
      fc.property(
        positions,
        fc.array(
          fc.tuple(
            fc.nat(),
            fc.nat(),
            fc.double({ min: 0, max: 2 * Math.PI }),
            fc.double({ min: 0, max: 3 }),
          ),
          {
            minLength: 1,
            maxLength: 30,
          },
        ),
        (s, tries) => {
          for (const [a, b, angle, r] of tries) {
            const i = a % s.models.length;
            const ignore = (b % (s.models.length + 1)) - 1;
            const o = s.models[ignore < 0 ? i : ignore]!;
            const x = o.x + Math.cos(angle) * r;
            const y = o.y + Math.sin(angle) * r;
            const z = s.models[i]!.z;
            placeEnd(x, y, z);
            const known = knownObstacle(s, i, ignore);
            const toContact = checkPath(s, i, x, y, z, ignore, true);
            const plain = checkPath(s, i, x, y, z, ignore, false);
            if (known) expect([toContact !== null, plain !== null]).toEqual([true, true]);
          }
        },
      ),
      { numRuns: 60, seed: 21 },
    );
  });

  it('ringShadowed only gives up on rings where every point of contact is stopped', () => {
    let shadowed = 0;
    everyPair(40, 22, (s, i, k) => {
      if (!ringShadowed(s, i, k)) return;
      shadowed++;
      expect(plainContact(s, i, k, Infinity)).toBeNull();
    });
    expect(shadowed).toBeGreaterThan(20);
  });
});

/**
 * The search's fast engine queries agree with the rules' own answers, in positions of random games with model
 * flags set at random (fast-check): `mayShoot` with `cannotShootReason` (RULES.md §6.1), `moveDistance` with
 * `moveAllowance` (§3.2), `pathClear` with `checkPath` (§3.2), `chargeLineReaches` with `chargeReaches` (§4.1),
 * `shotNumbers` with `shotPreview` (§6.3–§6.6); and the state copies the search's memos compare states by see a
 * change to any field of any model.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cannotShootReason,
  chargeLineReaches,
  chargeReaches,
  checkPath,
  cloneState,
  copyModelAt,
  copyPlacesInto,
  emptyStateCopy,
  mayCharge,
  mayShoot,
  moveAllowanceAt,
  moveDistance,
  pathClear,
  sameModelAt,
  samePlaces,
  shootActions,
  shotNumbers,
  shotPreview,
  STATUSES,
  type ModelState,
} from '../../engine';
import { randomPosition } from '../support/random-position';

const FLAGS = [
  'fleeing',
  'fallingBack',
  'stoodUp',
  'moved',
  'charged',
  'ran',
  'shot',
  'failedCharge',
  'chargeBlocked',
  'rallied',
  'regrouped',
  'hidden',
  'blessed',
  'dismounted',
] as const;

const positions = fc
  .tuple(
    fc.constantFrom('ruined-street', 'duel', 'squad-assault', 'storm-the-farmhouse'),
    fc.string({ maxLength: 6 }),
    fc.integer({ min: 0, max: 120 }),
    fc.array(fc.tuple(fc.nat(), fc.constantFrom(...FLAGS)), { maxLength: 6 }),
  )
  .map(([scenario, seed, steps, flips]) => {
    const s = cloneState(randomPosition(scenario, seed, steps));
    for (const [k, flag] of flips) {
      const m = s.models[k % s.models.length]!;
      m[flag] = !m[flag];
    }
    return s;
  });

describe('fast engine queries', () => {
  it('mayShoot, moveDistance and chargeLineReaches agree with the rules', () => {
    fc.assert(
      fc.property(positions, (s) => {
        for (let i = 0; i < s.models.length; i++) {
          expect(mayShoot(s, i)).toBe(cannotShootReason(s, i) === null);
          const a = moveAllowanceAt(s, i);
          expect(moveDistance(s, i)).toBe(a.ok ? a.value.move : -1);
          if (!mayCharge(s, i)) continue;
          for (let j = 0; j < s.models.length; j++)
            if (j !== i) expect(chargeLineReaches(s, i, j)).toBe(chargeReaches(s, i, j));
        }
      }),
      { numRuns: 60, seed: 11 },
    );
  });

  it('pathClear agrees with checkPath, with and without the last clear path remembered', () => {
    const delta = fc.double({ min: -8, max: 8, noNaN: true });
    fc.assert(
      fc.property(
        positions,
        fc.array(fc.tuple(fc.nat(), fc.nat(), delta, delta, fc.boolean(), fc.constantFrom(null, 0, 3, 6)), {
          minLength: 1,
          maxLength: 16,
        }),
        (position, moves) => {
          const s = cloneState(position);
          for (const [k, near, dx, dy, toContact, height] of moves) {
            const i = k % s.models.length;
            const m = s.models[i]!;
            const o = s.models[near % s.models.length]!;
            const [x, y] = near % 2 === 0 ? [m.x + dx, m.y + dy] : [o.x + dx / 4, o.y + dy / 4];
            const z = height ?? m.z;
            const ignore = toContact ? near % s.models.length : -1;
            const clear = checkPath(s, i, x, y, z, ignore, toContact) === null;
            expect(pathClear(s, i, x, y, z, ignore, toContact)).toBe(clear);
            expect(checkPath(s, i, x, y, z, ignore, toContact) === null).toBe(clear);
            s.models[(i + 2) % s.models.length]!.x += 0.5;
            expect(pathClear(s, i, x, y, z, ignore, toContact)).toBe(
              checkPath(s, i, x, y, z, ignore, toContact) === null,
            );
          }
        },
      ),
      { numRuns: 80, seed: 12 },
    );
  });

  it('shotNumbers gives the preview of every listed shot', () => {
    fc.assert(
      fc.property(positions, (s) => {
        const shooting = cloneState(s);
        shooting.phase = 'shooting';
        for (let i = 0; i < shooting.models.length; i++)
          for (const a of shootActions(shooting, i)) {
            if (a.type !== 'shoot') continue;
            const p = shotPreview(shooting, a.model, a.target, a.weapon);
            expect(p.ok).toBe(true);
            if (!p.ok) continue;
            const j = shooting.static.models.findIndex((ms) => ms.id === a.target);
            expect(shotNumbers(shooting, i, j, p.value.weapon)).toEqual(p.value);
          }
      }),
      { numRuns: 60, seed: 13 },
    );
  });
});

/** A value different from `v`, of the same type (a model field). */
function changed(v: ModelState[keyof ModelState]): ModelState[keyof ModelState] {
  if (typeof v === 'boolean') return !v;
  if (typeof v === 'number') return v + 1;
  return STATUSES.find((x) => x !== v)!;
}

describe('state copies for search memos', () => {
  it('see a change to any field of any model', () => {
    const s = randomPosition('ruined-street', 'copies', 40);
    const c = emptyStateCopy();
    expect(samePlaces(c, s)).toBe(false);
    copyPlacesInto(c, s);
    expect(samePlaces(c, s)).toBe(true);
    const places = ['x', 'y', 'z', 'status', 'hidden', 'building'];
    for (let i = 0; i < s.models.length; i++) {
      expect(sameModelAt(c, s, i)).toBe(true);
      for (const key of Object.keys(s.models[i]!) as (keyof ModelState)[]) {
        const t = cloneState(s);
        (t.models[i] as unknown as Record<string, unknown>)[key] = changed(t.models[i]![key]);
        expect(sameModelAt(c, t, i)).toBe(false);
        expect(samePlaces(c, t)).toBe(!places.includes(key));
        copyModelAt(c, t, i);
        expect(sameModelAt(c, t, i)).toBe(true);
        copyModelAt(c, s, i);
      }
    }
    const t = cloneState(s);
    t.phase = t.phase === 'shooting' ? 'magic' : 'shooting';
    expect(samePlaces(c, t)).toBe(false);
  });
});

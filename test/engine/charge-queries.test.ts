/**
 * The search's fast charge checks agree with the rules' own answers (RULES.md §4.1): `mayCharge` with
 * `cannotChargeReason`, `chargeReaches` with `chargePreview`'s `reachable`, in positions of random games with
 * model flags set at random (fast-check).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cannotChargeReason, chargePreview, chargeReaches, cloneState, mayCharge } from '../../engine';
import { randomPosition } from '../support/random-position';

const FLAGS = [
  'fleeing',
  'fallingBack',
  'stoodUp',
  'moved',
  'charged',
  'failedCharge',
  'chargeBlocked',
  'rallied',
  'regrouped',
] as const;

describe('§4.1 fast charge checks', () => {
  it('mayCharge and chargeReaches agree with cannotChargeReason and chargePreview', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('ruined-street', 'duel', 'squad-assault'),
        fc.string({ maxLength: 6 }),
        fc.integer({ min: 0, max: 120 }),
        fc.array(fc.tuple(fc.nat(), fc.constantFrom(...FLAGS)), { maxLength: 6 }),
        (scenario, seed, steps, flips) => {
          const s = cloneState(randomPosition(scenario, seed, steps));
          for (const [k, flag] of flips) {
            const m = s.models[k % s.models.length]!;
            m[flag] = !m[flag];
          }
          for (let i = 0; i < s.models.length; i++) {
            expect(mayCharge(s, i)).toBe(cannotChargeReason(s, i) === null);
            for (let j = 0; j < s.models.length; j++) {
              if (i === j) continue;
              const id = s.static.models[i]!.id;
              const p = chargePreview(s, id, s.static.models[j]!.id);
              // In squad play the preview is the unit's charge (§4.1): it answers for model i when i leads it.
              if (s.static.squads && !(p.ok && p.value.leader === id)) continue;
              expect(chargeReaches(s, i, j)).toBe(p.ok && p.value.reachable);
            }
          }
        },
      ),
      { numRuns: 60, seed: 4 },
    );
  });
});

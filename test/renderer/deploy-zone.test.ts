// Where the deploying side's zone lies (session 12's tryout: the board's refusal toasts covered the player's own
// deployment zone at the foot of the board): the middle of a zone north to south.
import { describe, expect, it } from 'vitest';
import { zoneMiddleY } from '../../renderer/src/stores/deploy';

describe('zoneMiddleY', () => {
  it('is a strip’s half-way line from its edge, or a polygon’s mean y', () => {
    expect(zoneMiddleY({ withinEdge: 6 }, 'south', 24)).toBe(3);
    expect(zoneMiddleY({ withinEdge: 10 }, 'north', 48)).toBe(43);
    expect(zoneMiddleY({ withinEdge: 10 }, 'east', 48)).toBe(24);
    const farm: [number, number][] = [
      [16, 26],
      [36, 26],
      [36, 44],
      [16, 44],
    ];
    expect(zoneMiddleY({ polygon: farm }, 'north', 48)).toBe(35);
  });
});

// The selection rings on the board: the selected model's, its unit's other models' (RULES.md §2), none for a
// model out of action (the tryout's dead Gorefangs kept their unit's ring).
import { describe, expect, it } from 'vitest';
import { selectionRing } from '../../renderer/src/board/selection-ring';

const model = (id: string, status = 'standing') => ({ id, state: { status } });
const MOB = ['r1', 'r3', 'r9'];

describe('selection rings', () => {
  it('ring the selected model and the other models of its unit', () => {
    expect(selectionRing(model('r3'), 'r3', MOB)).toBe('selected');
    expect(selectionRing(model('r1'), 'r3', MOB)).toBe('unit');
    expect(selectionRing(model('b1'), 'r3', MOB)).toBeNull();
    expect(selectionRing(model('r1'), 'r3', undefined)).toBeNull();
  });

  it('leave models out of action unringed, selected or not', () => {
    expect(selectionRing(model('r9', 'outOfAction'), 'r3', MOB)).toBeNull();
    expect(selectionRing(model('r9', 'outOfAction'), 'r9', MOB)).toBeNull();
    expect(selectionRing(model('r1', 'knockedDown'), 'r3', MOB)).toBe('unit');
  });
});

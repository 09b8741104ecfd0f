// Messages shown to the player name models and units as the board does (renderer/src/named-message.ts).
import { describe, expect, it } from 'vitest';
import { namedMessage } from '../../renderer/src/named-message';

describe('namedMessage', () => {
  const names = { r1: 'Captain', r3: 'Gorefang r3', 'mob-west': 'Mob west' };

  it('replaces model and unit ids by their names, and nothing else', () => {
    expect(namedMessage('unit mob-west may run 8″ but 8.24″ was asked', names)).toBe(
      'unit Mob west may run 8″ but 8.24″ was asked',
    );
    expect(namedMessage('r1 ran this turn; r3 may not shoot r10 (§6.1)', names)).toBe(
      'Captain ran this turn; Gorefang r3 may not shoot r10 (§6.1)',
    );
    expect(namedMessage('toString and constructor stay', names)).toBe('toString and constructor stay');
  });
});

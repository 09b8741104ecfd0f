// Tab in an open dialog goes round its own controls (session 12's tryout: Tab, the board's next-model key,
// never moved the focus inside the roster, the rules reference or Settings).
import { describe, expect, it } from 'vitest';
import { nextFocusIndex } from '../../renderer/src/dialogs/focus-order';

describe('nextFocusIndex', () => {
  it('goes to the next control, from the last to the first; Shift+Tab the other way round', () => {
    expect(nextFocusIndex(3, 0, false)).toBe(1);
    expect(nextFocusIndex(3, 2, false)).toBe(0);
    expect(nextFocusIndex(3, 0, true)).toBe(2);
    expect(nextFocusIndex(3, 2, true)).toBe(1);
  });

  it('enters at the first control (Shift+Tab: the last) when the focus is elsewhere; none without controls', () => {
    expect(nextFocusIndex(4, -1, false)).toBe(0);
    expect(nextFocusIndex(4, -1, true)).toBe(3);
    expect(nextFocusIndex(0, -1, false)).toBe(-1);
  });
});

// The key hints above the board (the tryout: "Click enemy charge / shoot" in Close combat, where a click on an
// enemy does neither): each phase lists the keys that apply to it, most useful first.
import { describe, expect, it } from 'vitest';
import { keyHints } from '../../renderer/src/board/key-hints';

const words = (h: { keys: string; what: string }[]) => h.map((x) => `${x.keys} ${x.what}`);

describe('key hints', () => {
  it('offer no charge or shot in Close combat', () => {
    for (const squads of [false, true]) {
      const w = words(keyHints('closeCombat', squads)).join(' · ');
      expect(w).not.toMatch(/charge|shoot|fires|run/);
      expect(w).toMatch(/^Click select/);
      expect(w).toContain('E end phase');
    }
  });

  it('offer the charge in Movement, the shot in Shooting, the spell in Magic', () => {
    expect(words(keyHints('movement', false))).toContain('Click enemy charge');
    expect(words(keyHints('movement', false)).join()).not.toContain('shoot');
    expect(words(keyHints('shooting', false))).toContain('Click enemy shoot');
    expect(words(keyHints('shooting', false)).join()).not.toContain('charge');
    expect(words(keyHints('magic', false))).toContain('Click target cast');
    expect(words(keyHints('shooting', true))).toContain('Alt+click enemy one model shoots');
  });

  it('put the phase’s own keys first and the help last', () => {
    const h = keyHints('movement', false);
    expect(h[0]).toEqual({ keys: 'Click', what: 'select / move' });
    expect(h.at(-1)).toEqual({ keys: '?', what: 'all keys' });
  });

  it('offer only the viewing keys when no person is to act: nothing to charge, hide or end on the AI’s turn', () => {
    for (const phase of ['movement', 'shooting', 'closeCombat'] as const) {
      const w = words(keyHints(phase, false, false)).join(' · ');
      expect(w).not.toMatch(/charge|shoot|hide|end phase|cast/);
      expect(w).toMatch(/^Space play \/ pause/);
      expect(w).toContain('Wheel zoom');
    }
  });
});

// The search's numbers in a player's words (a new player's tryout: "★ 960 · 51%" on the board and "+N kept" in
// the AI panel were jargon): the tooltips of a candidate's label and of the kept visits, and a click on a label
// passed through to what lies under it.
import { describe, expect, it } from 'vitest';
import { passClickThrough } from '../../renderer/src/board/click-through';
import { candidateTitle, keptTitle } from '../../renderer/src/panels/search-words';

describe('candidateTitle', () => {
  it("says what the chosen candidate's label counts, for the side that decides", () => {
    expect(candidateTitle({ visits: 960, value: 0.51 }, 'move', 'Marsh Raiders', 'decision')).toBe(
      "★ marks the AI's choice. 960 of the search's visits went to this move; Marsh Raiders win 51% of the simulated games after it.",
    );
  });

  it('names the kind of candidate, agrees the verb with the side, and leaves the ★ off the others', () => {
    expect(candidateTitle({ visits: 1480, value: 0.376 }, 'shot', 'Free Company', null)).toBe(
      "1,480 of the search's visits went to this shot; Free Company wins 38% of the simulated games after it.",
    );
    expect(candidateTitle({ visits: 12, value: 0.2 }, 'stay', 'Gorefang Mob', null)).toMatch(/this choice;/);
  });

  it('says what the ★ marks for a hint and for a search still running', () => {
    expect(candidateTitle({ visits: 5, value: 0.5 }, 'charge', 'Iron Wardens', 'hint')).toMatch(
      /^★ marks the hint's pick\. 5 of the search's visits went to this charge;/,
    );
    expect(candidateTitle({ visits: 5, value: 0.5 }, 'cast', 'Iron Wardens', 'live')).toMatch(
      /^★ marks the search's leader so far\. .* this spell;/,
    );
  });
});

describe('keptTitle', () => {
  it('says the kept visits come from the previous search of the position (tree reuse)', () => {
    expect(keptTitle(1234)).toMatch(
      /^1,234 visits kept from the previous search of this position \(tree reuse\)/,
    );
  });
});

describe('passClickThrough', () => {
  /** A stand-in for a DOM element: its inline style and the events dispatched to it. */
  class Target {
    style = { pointerEvents: '' };
    got: FakeClick[] = [];
    dispatchEvent(e: FakeClick): boolean {
      this.got.push(e);
      return true;
    }
  }
  /** A stand-in for a click event, copying its init as MouseEvent does. */
  class FakeClick {
    stopped = false;
    constructor(
      readonly type: string,
      readonly init: { clientX: number; clientY: number; shiftKey: boolean; currentTarget?: Target },
    ) {}
    get clientX(): number {
      return this.init.clientX;
    }
    get clientY(): number {
      return this.init.clientY;
    }
    get currentTarget(): Target | undefined {
      return this.init.currentTarget;
    }
    stopPropagation(): void {
      this.stopped = true;
    }
  }

  it('gives the click to the element under the label, at the same point, the label letting the pointer through', () => {
    const label = new Target();
    const model = new Target();
    const asked: [number, number, string][] = [];
    const click = new FakeClick('click', {
      clientX: 310,
      clientY: 240,
      shiftKey: true,
      currentTarget: label,
    });
    passClickThrough(click, (x, y) => {
      asked.push([x, y, label.style.pointerEvents]);
      return model;
    });
    expect(asked).toEqual([[310, 240, 'none']]);
    expect(label.style.pointerEvents).toBe('');
    expect(click.stopped).toBe(true);
    expect(model.got).toHaveLength(1);
    // The new click is made from the old one (its point, its Shift key…), as `new MouseEvent('click', event)`.
    expect(model.got[0]).toMatchObject({ type: 'click', clientX: 310, clientY: 240 });
    expect(model.got[0]!.init).toBe(click);
  });
});

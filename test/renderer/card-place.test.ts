// Where the unit card goes (session 12's tryout: it covered the sight card and could sit far from the hovered
// model): beside the model, flipped to stay inside the board, never over the sight card, else nowhere.
import { describe, expect, it } from 'vitest';
import {
  CARD_EDGE_PX,
  CARD_GAP_PX,
  CARD_SLIDE_PX,
  overlaps,
  placeCard,
} from '../../renderer/src/board/card-place';

const CARD = { width: 330, height: 180 };
const BOARD = { width: 1000, height: 700 };

describe('placeCard', () => {
  it('puts the card on the right of the model, centred on it', () => {
    expect(placeCard({ x: 100, y: 300 }, 10, CARD, BOARD)).toEqual({
      left: 100 + 10 + CARD_GAP_PX,
      top: 210,
    });
  });

  it('flips to the left near the right edge, and keeps inside the board near the top and bottom', () => {
    const right = placeCard({ x: 900, y: 20 }, 10, CARD, BOARD)!;
    expect(right.left + CARD.width).toBeLessThanOrEqual(900 - 10);
    expect(right.top).toBe(CARD_EDGE_PX);
    const low = placeCard({ x: 500, y: 690 }, 10, CARD, BOARD)!;
    expect(low.top + CARD.height).toBe(BOARD.height - CARD_EDGE_PX);
  });

  it('goes above or below the model when neither side has room', () => {
    const narrow = { width: 400, height: 700 };
    const at = placeCard({ x: 200, y: 500 }, 10, CARD, narrow)!;
    expect(at.top + CARD.height).toBeLessThanOrEqual(500 - 10);
  });

  it('never covers the sight card: another side, else no place', () => {
    const sight = { left: 10, top: 400, width: 560, height: 290 };
    const at = placeCard({ x: 100, y: 500 }, 10, CARD, BOARD, [sight])!;
    expect(overlaps({ ...at, ...CARD }, sight)).toBe(false);
    // The model inside a sight card that fills the board's lower half and its whole width: above it.
    const wide = { left: 0, top: 350, width: 1000, height: 350 };
    const above = placeCard({ x: 500, y: 360 }, 10, CARD, BOARD, [wide])!;
    expect(overlaps({ ...above, ...CARD }, wide)).toBe(false);
    // No room anywhere: no place.
    expect(placeCard({ x: 500, y: 350 }, 10, CARD, BOARD, [{ left: 0, top: 0, ...BOARD }])).toBeNull();
  });
});

describe('placeCard beside a box to avoid', () => {
  it('goes a little farther below the model to clear the sight card above it on a narrow board', () => {
    const narrow = { width: 690, height: 590 };
    const sight = { left: 10, top: 8, width: 543, height: 117 };
    const at = placeCard({ x: 340, y: 103 }, 6, CARD, narrow, [sight])!;
    expect(at.top).toBe(sight.top + sight.height + CARD_EDGE_PX);
    expect(at.top - 103).toBeLessThanOrEqual(6 + CARD_GAP_PX + CARD_SLIDE_PX);
  });

  it('slides the card up past the sight card, level with the model still', () => {
    // The model just above the sight card's top edge, on the board's left: the card on its right, slid up.
    const sight = { left: 10, top: 400, width: 560, height: 290 };
    const at = placeCard({ x: 100, y: 390 }, 10, CARD, BOARD, [sight])!;
    expect(at.left).toBe(100 + 10 + CARD_GAP_PX);
    expect(at.top + CARD.height).toBeLessThanOrEqual(sight.top);
    expect(at.top + CARD.height).toBeGreaterThanOrEqual(390);
  });
});

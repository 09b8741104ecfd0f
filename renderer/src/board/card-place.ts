/**
 * Where a card about a model goes on the board (the unit card under the pointer): beside the model, on its
 * right, else its left, else above or below it, always inside the board, and never over another card shown
 * there (the sight card). Screen pixels, relative to the board's box.
 */

/** A box on the board, px from the board's top left: `{ left: 10, top: 52, width: 330, height: 180 }`. */
export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The gap between a card and the model's base, and the card's margin from the board's edges (px). */
export const CARD_GAP_PX = 12;
export const CARD_EDGE_PX = 6;
/** How much farther above or below its model a card may go to clear a box to avoid (px). */
export const CARD_SLIDE_PX = 24;

/** Whether two boxes overlap (touching edges do not). */
export function overlaps(a: Box, b: Box): boolean {
  return (
    a.left < b.left + b.width &&
    b.left < a.left + a.width &&
    a.top < b.top + b.height &&
    b.top < a.top + a.height
  );
}

/**
 * The card's top left beside a model at `at` (px on the board) with a base of `radius` px: on its right, else
 * on its left (level with the model: centred on it, or slid up or down past a box to avoid), else above it,
 * else below it (at most CARD_SLIDE_PX farther to clear a box to avoid) — the first of those that lies inside `board` (width × height) and over none of `avoid`.
 * Null when none does (the caller hides the card rather than cover the other). Example: a 330 × 180 card for
 * a model at (100, 300) of a 1000 × 700 board → `{ left: 100 + radius + 12, top: 210 }`.
 */
export function placeCard(
  at: { x: number; y: number },
  radius: number,
  card: { width: number; height: number },
  board: { width: number; height: number },
  avoid: readonly Box[] = [],
): { left: number; top: number } | null {
  const gap = radius + CARD_GAP_PX;
  const clamp = (v: number, size: number, room: number): number =>
    Math.min(Math.max(v, CARD_EDGE_PX), room - CARD_EDGE_PX - size);
  // Beside the model on the left or right: centred on it, else just above or below a box to avoid, as long
  // as the card stays level with the model.
  const tops = [
    at.y - card.height / 2,
    ...avoid.flatMap((b) => [b.top - CARD_EDGE_PX - card.height, b.top + b.height + CARD_EDGE_PX]),
  ]
    .map((t) => clamp(t, card.height, board.height))
    .filter((t) => t <= at.y && at.y <= t + card.height);
  // Above or below the model: centred on it, else just left or right of a box to avoid, still over it.
  const lefts = [
    at.x - card.width / 2,
    ...avoid.flatMap((b) => [b.left - CARD_EDGE_PX - card.width, b.left + b.width + CARD_EDGE_PX]),
  ]
    .map((l) => clamp(l, card.width, board.width))
    .filter((l) => l <= at.x && at.x <= l + card.width);
  // Above or below: at the gap, else just clear of a box to avoid if that is at most CARD_SLIDE_PX farther.
  const above = [
    at.y - gap - card.height,
    ...avoid.map((b) => b.top - CARD_EDGE_PX - card.height).filter((t) => t < at.y - gap - card.height),
  ].filter((t) => t >= at.y - gap - CARD_SLIDE_PX - card.height);
  const below = [
    at.y + gap,
    ...avoid.map((b) => b.top + b.height + CARD_EDGE_PX).filter((t) => t > at.y + gap),
  ].filter((t) => t <= at.y + gap + CARD_SLIDE_PX);
  const candidates = [
    ...tops.map((top) => ({ left: at.x + gap, top })),
    ...tops.map((top) => ({ left: at.x - gap - card.width, top })),
    ...above.flatMap((top) => lefts.map((left) => ({ left, top }))),
    ...below.flatMap((top) => lefts.map((left) => ({ left, top }))),
  ];
  for (const c of candidates) {
    const box = { ...c, width: card.width, height: card.height };
    const inside =
      c.left >= CARD_EDGE_PX - 0.5 &&
      c.top >= CARD_EDGE_PX - 0.5 &&
      c.left + card.width <= board.width - CARD_EDGE_PX + 0.5 &&
      c.top + card.height <= board.height - CARD_EDGE_PX + 0.5;
    if (inside && !avoid.some((b) => overlaps(box, b))) return c;
  }
  return null;
}

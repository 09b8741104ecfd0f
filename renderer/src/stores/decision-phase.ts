/**
 * Whether an AI decision still explains the position shown: its candidates belong on the board only while the
 * game is in the same turn, side and phase it was decided in (RULES.md §3: each phase's actions are its own).
 */
import type { GameState } from '../../../engine/types';
import { PHASE_LABELS } from '../../../session/format';
import type { DecisionSummary } from '../../../session/service-types';

/** The parts of a decision that place it in the game, e.g. `{ turn: 5, side: 1, phase: 'movement' }`. */
export type DecisionPlace = Pick<DecisionSummary, 'turn' | 'side' | 'phase'>;

/** The parts of a position that place it in the game, e.g. `{ turn: 5, activeSide: 1, phase: 'magic' }`. */
export type PositionPlace = Pick<GameState, 'turn' | 'activeSide' | 'phase'>;

/**
 * True when decision `d` was made in the turn, side and phase of position `s`, e.g. a Movement decision of
 * turn 5 while the game shows turn 5's Movement phase → true; the same decision in turn 5's Magic phase → false.
 */
export function decisionIsCurrent(d: DecisionPlace, s: PositionPlace): boolean {
  return d.turn === s.turn && d.side === s.activeSide && d.phase === s.phase;
}

/**
 * The muted line the AI panel puts over a decision that is no longer the position's, e.g. `'from turn 5,
 * Movement'`; `''` while it still is (or without a position).
 */
export function decisionFromText(d: DecisionPlace, s: PositionPlace | null): string {
  if (!s || decisionIsCurrent(d, s)) return '';
  return `from turn ${d.turn}, ${PHASE_LABELS[d.phase]}`;
}

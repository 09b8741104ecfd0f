/** The seats as the New game dialog and the editor's Play it edit them, and their players (no Vue). */
import { AI_LEVELS, BASELINE_BOTS, type AiLevel, type PlayerSpec } from '../../../session/service-types';

/** A seat's AI: a search level or a baseline bot. */
export type Strength = (typeof AI_LEVELS)[number] | (typeof BASELINE_BOTS)[number];
/** One seat as the form edits it, e.g. `{ kind: 'ai', strength: 'normal' }`. */
export interface SeatForm {
  kind: 'human' | 'ai';
  strength: Strength;
}

/** The form of a player, e.g. `{ kind: 'human' }` → `{ kind: 'human', strength: aiLevel }` (the level offered). */
export function toForm(p: PlayerSpec, aiLevel: AiLevel): SeatForm {
  if (p.kind === 'human') return { kind: 'human', strength: aiLevel };
  return { kind: 'ai', strength: p.kind === 'ai' ? p.level : p.bot };
}

/** The player of a seat, e.g. `{ kind: 'ai', strength: 'greedy' }` → `{ kind: 'bot', bot: 'greedy' }`. */
export function toSpec(s: SeatForm): PlayerSpec {
  if (s.kind === 'human') return { kind: 'human' };
  if ((BASELINE_BOTS as readonly string[]).includes(s.strength)) {
    return { kind: 'bot', bot: s.strength as (typeof BASELINE_BOTS)[number] };
  }
  return { kind: 'ai', level: s.strength as (typeof AI_LEVELS)[number] };
}

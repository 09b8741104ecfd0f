/** One-line English descriptions of events and actions for the text output (FORMATS.md §3). */
import type { Action, GameEvent } from '../engine';
import type { Decision, UnitOutcomes } from '../ai';
import { cliEventText } from '../session/event-text';

const fmt = (p: number[]): string => `(${p.map((v) => v.toFixed(1)).join(', ')})`;

/** E.g. `§6.3 toHit r2 → b1: need 4+, rolled [5] success` (the lines live in `session/event-text.ts`). */
export const describeEvent: (e: GameEvent) => string = cliEventText;

/** E.g. `charge r1 → b3`, `move r2 to (10.0, 12.5) running`, `hold r4`. */
export function describeDecision(d: Decision | Action): string {
  switch (d.type) {
    case 'charge':
      return `charge ${d.model} → ${d.target}`;
    case 'move':
      return `${d.run === true ? 'run' : 'move'} ${d.model} to ${fmt([d.to[0], d.to[1]])}`;
    case 'moveUnit':
      return `${d.run === true ? 'run' : 'move'} unit ${d.unit} by ${fmt(d.by)}`;
    case 'enterBuilding':
      return `unit ${d.unit} enters ${d.building}`;
    case 'leaveBuilding':
      return `unit ${d.unit} leaves its building to ${fmt(d.to)}`;
    case 'shoot':
      return `shoot ${d.model} → ${d.target}${d.weapon ? ` (${d.weapon})` : ''}`;
    case 'fight':
      return `fight ${d.model}`;
    case 'hold':
      return `hold ${d.model}`;
    case 'noCharge':
      return `no charge ${d.model}`;
    case 'climb':
    case 'jumpDown':
    case 'jumpGap':
      return `${d.type} ${d.model} to ${fmt([d.to[0], d.to[1], d.to[2]])}`;
    case 'divingCharge':
      return `diving charge ${d.model} → ${d.target}`;
    case 'hide':
      return `hide ${d.model}`;
    case 'deploy':
      return `deploy ${d.model} at ${fmt([d.to[0], d.to[1]])}`;
    case 'endDeployment':
      return 'end deployment';
    case 'cast':
      return `cast ${d.spell}: ${d.model} → ${d.target}`;
    case 'endPhase':
      return 'end phase';
  }
}

/**
 * E.g. `charge reaches 93% · wins the combat 61% · enemy falls back 38% · enemy destroyed 5% · charger falls back
 * 20% (300 simulations)`.
 */
export function describeOutcomes(o: UnitOutcomes): string {
  const pct = (p: number) => `${Math.round(p * 100)}%`;
  const parts = [
    ...(o.reaches === undefined ? [] : [`charge reaches ${pct(o.reaches)}`]),
    `wins the combat ${pct(o.winsCombat)}`,
    `enemy falls back ${pct(o.enemyFallsBack)}`,
    `enemy destroyed ${pct(o.enemyDestroyed)}`,
    ...(o.chargerFallsBack === undefined ? [] : [`charger falls back ${pct(o.chargerFallsBack)}`]),
  ];
  return `${parts.join(' · ')} (${o.samples} simulations)`;
}

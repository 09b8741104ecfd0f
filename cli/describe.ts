/** One-line English descriptions of events and actions for the text output (FORMATS.md §3). */
import type { Action, GameEvent } from '../engine';
import type { Decision, UnitOutcomes } from '../ai';

const fmt = (p: number[]): string => `(${p.map((v) => v.toFixed(1)).join(', ')})`;

/** E.g. `§6.3 toHit r2 → b1: need 4+, rolled [5] success`. */
export function describeEvent(e: GameEvent): string {
  switch (e.kind) {
    case 'roll': {
      const atMost = ['leadership', 'rout', 'morale', 'regroup'].includes(e.test);
      const distance =
        e.test === 'fleeDistance' || e.test === 'fallBackDistance' || e.test === 'templateModels';
      const need = distance ? '' : atMost ? ` need ≤${e.need},` : ` need ${e.need}+,`;
      const who = e.unit !== undefined ? `unit ${e.unit}` : e.model;
      const result = distance ? '' : ` ${e.success ? 'success' : 'fail'}`;
      return `${e.rule} ${e.test} ${who}${e.target ? ` → ${e.target}` : ''}:${need} rolled [${e.dice.join(', ')}]${result}${e.outcome ? ` (${e.outcome})` : ''}`;
    }
    case 'moved':
      return `${e.model} ${e.run ? 'runs' : 'moves'} ${fmt(e.from)} → ${fmt(e.to)} (${e.distance.toFixed(1)}")`;
    case 'charged':
      return `${e.model} charges ${e.target}, engaging ${e.engaged.join(', ')}`;
    case 'intercepted':
      return `${e.model}'s charge at ${e.target} is intercepted by ${e.by}`;
    case 'failedCharge':
      return `${e.model}'s charge at ${e.target} fails: ${e.reason}`;
    case 'shot':
      return `${e.model} shoots ${e.target} with ${e.weapon}`;
    case 'wounded':
      return `${e.model} wounded by ${e.by}${e.critical ? ' (critical)' : ''}, ${e.woundsLeft} W left`;
    case 'saved':
      return `${e.model} saves`;
    case 'phaseStarted':
      return `-- ${e.side} turn ${e.turn}: ${e.phase} phase`;
    case 'turnStarted':
      return `== turn ${e.turn}: ${e.side}`;
    case 'gameOver':
      return `game over: ${e.winner ?? 'draw'} (${e.reason}), points ${JSON.stringify(e.points)}`;
    case 'combatStarted':
      return `close combat: ${e.models.join(', ')}`;
    case 'routed':
      return `${e.side} routs`;
    case 'outOfAction':
      return `${e.model} is out of action${e.by ? ` (by ${e.by})` : ''}`;
    case 'hidden':
      return `${e.model} hides`;
    case 'revealed':
      return `${e.model} is revealed (${e.reason}${e.by ? ` by ${e.by}` : ''})`;
    case 'climbed':
      return `${e.model} climbs ${fmt(e.from)} → ${fmt(e.to)}`;
    case 'jumped':
      return `${e.model} jumps ${fmt(e.from)} → ${fmt(e.to)}`;
    case 'fell':
      return `${e.model} falls ${e.height.toFixed(1)}" to ${fmt(e.to)}`;
    case 'fled':
      return `${e.model} flees ${fmt(e.from)} → ${fmt(e.to)}`;
    case 'rallied':
      return `${e.model} rallies`;
    case 'rallyRefused':
      return `${e.model} cannot rally: the closest model, ${e.closest}, is an enemy`;
    case 'spellCast':
      return `${e.model} casts ${e.spell} at ${e.target}${e.affected.length > 1 ? `, hitting ${e.affected.join(', ')}` : ''}`;
    case 'mountKilled':
      return `${e.model}'s mount is killed by ${e.by}`;
    case 'knockedDown':
      return `${e.model} is knocked down`;
    case 'stunned':
      return `${e.model} is stunned`;
    case 'stoodUp':
      return `${e.model} stands up`;
    case 'unitMoved':
      return `unit ${e.unit} ${e.run ? 'runs' : 'moves'} by ${fmt(e.offset)} (${e.distance.toFixed(1)}")`;
    case 'woundAllocated':
      return `wound allocated to ${e.model} of ${e.unit} (${e.reason}${e.from ? ` from ${e.from}` : ''})`;
    case 'combatResult':
      return `combat result ${e.units.join(' vs ')}: ${JSON.stringify(e.wounds)} → ${e.winner ?? 'draw'} (${e.reason})`;
    case 'fellBack':
      return `unit ${e.unit} falls back ${e.distance.toFixed(1)}"`;
    case 'regrouped':
      return `unit ${e.unit} regroups`;
    case 'destroyed':
      return `unit ${e.unit} is destroyed (${e.reason})`;
    case 'enteredBuilding':
      return `unit ${e.unit} garrisons ${e.building}`;
    case 'leftBuilding':
      return `unit ${e.unit} leaves ${e.building}`;
    case 'assault':
      return `unit ${e.unit} assaults ${e.building}, held by ${e.garrison}`;
    case 'assaultFailed':
      return `unit ${e.unit}'s assault on ${e.building} fails: ${e.reason}`;
    case 'assaultParty':
      return `assault party of ${e.unit} at ${e.building}: ${e.models.join(', ')}`;
  }
}

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
    case 'cast':
      return `cast ${d.spell}: ${d.model} → ${d.target}`;
    case 'endPhase':
      return 'end phase';
  }
}

/** E.g. `charge reaches 93% · wins the combat 61% · enemy falls back 38% · enemy destroyed 5% (300 simulations)`. */
export function describeOutcomes(o: UnitOutcomes): string {
  const pct = (p: number) => `${Math.round(p * 100)}%`;
  const parts = [
    ...(o.reaches === undefined ? [] : [`charge reaches ${pct(o.reaches)}`]),
    `wins the combat ${pct(o.winsCombat)}`,
    `enemy falls back ${pct(o.enemyFallsBack)}`,
    `enemy destroyed ${pct(o.enemyDestroyed)}`,
  ];
  return `${parts.join(' · ')} (${o.samples} simulations)`;
}

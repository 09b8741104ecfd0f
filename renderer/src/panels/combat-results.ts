/**
 * The latest close combat results of a squad game for display (RULES.md §7.9, §10, §11): the `combatResult`
 * events of the last action that resolved a close combat phase, what followed from them (falling back,
 * destroyed units, garrisons leaving or taken) and the assault parties that fought; shown while the position
 * is in that player turn or the next one.
 */
import type { GameEvent } from '../../../engine/types';
import type { LogEntry } from '../../../session/service-types';

type CombatResult = Extract<GameEvent, { kind: 'combatResult' }>;

/** Events that follow a combat result and are shown with it. */
const AFTERMATH: ReadonlySet<GameEvent['kind']> = new Set([
  'fellBack',
  'destroyed',
  'regrouped',
  'leftBuilding',
  'enteredBuilding',
]);

/**
 * The close combat results of one action, e.g. `{ ply: 31, turn: 2, side: 0, results: [combatResult…],
 * aftermath: [fellBack…], parties: { 'mob-west': ['r1', …] } }`; `turn` and `side` are the player turn the
 * combat was fought in.
 */
export interface CombatOutcome {
  ply: number;
  turn: number;
  side: number;
  results: CombatResult[];
  aftermath: GameEvent[];
  /** Assault parties that fought (§11): unit id → model ids. */
  parties: Record<string, string[]>;
}

/** The results of the action at `ply` in the log (its entries in order), or null when it fought no combat. */
function outcomeAt(entries: readonly LogEntry[]): CombatOutcome | null {
  const results: CombatResult[] = [];
  const aftermath: GameEvent[] = [];
  const parties: Record<string, string[]> = {};
  let first: LogEntry | null = null;
  for (const e of entries) {
    if (e.phase !== 'closeCombat') continue;
    const ev = e.event;
    if (ev.kind === 'assaultParty') parties[ev.unit] = ev.models;
    else if (ev.kind === 'combatResult') {
      first ??= e;
      results.push(ev);
    } else if (first !== null && AFTERMATH.has(ev.kind)) aftermath.push(ev);
  }
  if (first === null) return null;
  return { ply: first.ply, turn: first.turn, side: first.side, results, aftermath, parties };
}

/** The most recent action in the log that ended a close combat phase with results, or null. */
export function latestCombat(log: readonly LogEntry[]): CombatOutcome | null {
  for (let k = log.length - 1; k >= 0; k--) {
    if (log[k]!.event.kind !== 'combatResult') continue;
    const ply = log[k]!.ply;
    let a = k;
    let b = k;
    while (a > 0 && log[a - 1]!.ply === ply) a--;
    while (b < log.length - 1 && log[b + 1]!.ply === ply) b++;
    return outcomeAt(log.slice(a, b + 1));
  }
  return null;
}

/** A player turn's place in the game: 0 for the first side's turn 1, 1 for the other side's, 2 for turn 2… */
export function playerTurnIndex(turn: number, side: number, firstSide: number): number {
  return (turn - 1) * 2 + (side === firstSide ? 0 : 1);
}

/**
 * Whether a combat fought in player turn (`turn`, `side`) is still news at the position (`nowTurn`,
 * `nowSide`): in that player turn or the one right after it.
 */
export function isRecent(
  outcome: Pick<CombatOutcome, 'turn' | 'side'>,
  nowTurn: number,
  nowSide: number,
  firstSide: number,
): boolean {
  const gap =
    playerTurnIndex(nowTurn, nowSide, firstSide) - playerTurnIndex(outcome.turn, outcome.side, firstSide);
  return gap >= 0 && gap <= 1;
}

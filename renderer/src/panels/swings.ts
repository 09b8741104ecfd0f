/**
 * Big swings of the win-probability chart: where side 0's estimated win chance moved by 15 points or more
 * between two consecutive AI decisions, and the action that most likely caused it — the one between them
 * whose events hurt most (a model out of action, a rout, …), as the dice log recorded them.
 */
import type { GameEvent } from '../../../engine/types';
import { describeEvent } from '../../../session/event-text';
import { describeAction, type Names, type UnitsIn } from '../../../session/format';
import type { LineEntry, LogEntry } from '../../../session/service-types';
import type { ValuePoint } from '../stores/ai';

/** Smallest change of win probability (0..1) marked as a swing: 15 points. */
export const SWING_THRESHOLD = 0.15;

/**
 * A swing landing on `history[index]`: `{ index: 7, delta: -0.22, causePly: 31, cause: 'Archer shoots
 * Captain', effect: 'Captain is out of action' }`. `delta` is side 0's change; the cause is the action at ply
 * `causePly` (the position after it is `causePly`); `effect` is its worst event, '' when none was logged.
 */
export interface Swing {
  index: number;
  delta: number;
  causePly: number;
  cause: string;
  effect: string;
}

/** How much an event tells of a swing: a rout most, then a model out of action, … 0 for the rest. */
export function eventWeight(e: GameEvent): number {
  switch (e.kind) {
    case 'routed':
    case 'gameOver':
      return 10;
    case 'outOfAction':
      return 6;
    case 'fled':
      return 4;
    case 'stunned':
      return 3;
    case 'knockedDown':
    case 'failedCharge':
    case 'intercepted':
      return 2;
    case 'wounded':
    case 'charged':
      return 1;
    default:
      return 0;
  }
}

/** Actions that attack: a change of estimate after one of them may be the game's, whatever its dice did. */
const ATTACKS: ReadonlySet<string> = new Set(['shoot', 'charge', 'divingCharge', 'cast', 'fight']);

/** How `findSwings` words its causes and effects: side names (`{ red: 'Wardens' }`), squad play's units (the game
 * store's `unitsIn`, so a unit's action reads `'Wardens move 4.0″ north'`) and the threshold (0..1). */
export interface SwingWords {
  sideNames?: Record<string, string>;
  unitsIn?: UnitsIn;
  threshold?: number;
}

/**
 * The swings of `points` (in line order). An estimate is made before its own action's dice, so a change
 * between decisions at plies p and q comes from the actions at plies p … q − 1: the cause is the one whose
 * logged events weigh most (the latest on a tie), else the action at p. A change with no event that weighs
 * and no attack among those actions (turn 1's moves) is search noise, not a swing.
 */
export function findSwings(
  points: readonly ValuePoint[],
  line: readonly LineEntry[],
  log: readonly LogEntry[],
  names: Names,
  { sideNames = {}, unitsIn, threshold = SWING_THRESHOLD }: SwingWords = {},
): Swing[] {
  const byPly = new Map<number, GameEvent[]>();
  for (const entry of log) {
    const list = byPly.get(entry.ply);
    if (list) list.push(entry.event);
    else byPly.set(entry.ply, [entry.event]);
  }
  const out: Swing[] = [];
  for (let k = 1; k < points.length; k++) {
    const prev = points[k - 1]!;
    const cur = points[k]!;
    const delta = cur.side0 - prev.side0;
    if (Math.abs(delta) < threshold - 1e-9) continue;
    let causePly = prev.ply;
    let worst: GameEvent | null = null;
    let weight = 0;
    for (let ply = prev.ply; ply < cur.ply; ply++) {
      for (const e of byPly.get(ply) ?? []) {
        const w = eventWeight(e);
        if (w > 0 && w >= weight) {
          weight = w;
          worst = e;
          causePly = ply;
        }
      }
    }
    // Nothing hurt and nobody attacked (moves, phase ends): the search's estimate moved, not the game.
    if (!worst && !line.slice(prev.ply - 1, cur.ply - 1).some((e) => ATTACKS.has(e.action.type))) continue;
    const entry = line[causePly - 1];
    out.push({
      index: k,
      delta,
      causePly,
      cause: entry ? describeAction(entry.action, names, unitsIn?.(entry.phase)) : '',
      effect: worst ? describeEvent(worst, names, sideNames) : '',
    });
  }
  return out;
}

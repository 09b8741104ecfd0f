/**
 * Where the timeline's keys go, without Vue: the plies Ctrl+Z, Ctrl+Shift+Z and the turn jumps head for on a
 * line of recorded actions. The timeline store (`timeline.ts`) asks these and navigates.
 */
import type { LineEntry } from '../../../session/service-types';

/**
 * Against the AI, the ply Ctrl+Z goes to from ply `from`: the position before the last action a person took
 * (`byPerson`), the AI's replies after it going with it; with no action of theirs yet, one action back.
 * Example: sides `[0, 1, 1, 0, 1, 1]` (a person plays side 0), from 6 → 3; from 3 → 0. Null at ply 0.
 */
export function takeBackTarget(
  entries: readonly LineEntry[],
  from: number,
  byPerson: (e: LineEntry) => boolean,
): number | null {
  if (from === 0) return null;
  for (let k = Math.min(from, entries.length) - 1; k >= 0; k--) if (byPerson(entries[k]!)) return k;
  return from - 1;
}

/** The first ply from `from` on where a person acts next on the line (its end if none). */
export function personNext(
  entries: readonly LineEntry[],
  from: number,
  byPerson: (e: LineEntry) => boolean,
): number {
  let to = from;
  while (to < entries.length && !byPerson(entries[to]!)) to++;
  return to;
}

/** The ply where the player turn before (−1) or after (+1) the one shown at `at` starts. */
export function turnBoundary(entries: readonly LineEntry[], at: number, direction: -1 | 1): number {
  const key = (e: LineEntry | undefined) => (e ? `${e.turn}:${e.side}` : '');
  if (direction > 0) {
    const current = key(entries[at]);
    for (let p = at + 1; p <= entries.length; p++) if (key(entries[p]) !== current) return p;
    return entries.length;
  }
  // Back: to the start of this player turn, or of the previous one if already there.
  const here = key(entries[at - 1]);
  let p = at - 1;
  while (p > 0 && key(entries[p - 1]) === here) p--;
  if (p === at - 1 || p === at) {
    const prev = key(entries[p - 1]);
    while (p > 0 && key(entries[p - 1]) === prev) p--;
  }
  return Math.max(0, p);
}

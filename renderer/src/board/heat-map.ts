/**
 * The heat map of a model's candidate positions (DESIGN.md "Explanation"): each end position the search
 * weighed, coloured by its win probability relative to the others (viridis: dark purple the worst, yellow the
 * best) and drawn stronger the more the search visited it.
 */
import type { CandidateSpot } from '../../../session/service-types';

/** Viridis stops, worst to best. */
const STOPS: readonly [number, number, number][] = [
  [68, 1, 84],
  [59, 82, 139],
  [33, 145, 140],
  [94, 201, 98],
  [253, 231, 37],
];

/** The colour of `t` 0..1 on the scale, e.g. `heatColour(1)` → `'rgb(253, 231, 37)'`. */
export function heatColour(t: number): string {
  const x = Math.min(1, Math.max(0, Number.isFinite(t) ? t : 0.5)) * (STOPS.length - 1);
  const i = Math.min(STOPS.length - 2, Math.floor(x));
  const f = x - i;
  const a = STOPS[i]!;
  const b = STOPS[i + 1]!;
  const mix = (k: number): number => Math.round(a[k]! + (b[k]! - a[k]!) * f);
  return `rgb(${mix(0)}, ${mix(1)}, ${mix(2)})`;
}

/**
 * A spot as drawn: `{ …spot, t: 0.8, share: 0.4, best: false }` — `t` its value's place between the worst
 * and the best spot (0.5 for all when they are within one point of each other), `share` its visits relative
 * to the most visited, `best` for the most visited one.
 */
export interface HeatSpot extends CandidateSpot {
  t: number;
  share: number;
  best: boolean;
}

/** The value range of a heat map, 0..1 win probabilities: `{ low: 0.41, high: 0.63 }`. */
export interface HeatRange {
  low: number;
  high: number;
}

/** The spots' values from worst to best. */
export function heatRange(spots: readonly CandidateSpot[]): HeatRange {
  if (spots.length === 0) return { low: 0.5, high: 0.5 };
  const values = spots.map((s) => s.value);
  return { low: Math.min(...values), high: Math.max(...values) };
}

/** The spots to draw, least visited first so the strongest are on top. Spots never visited are left out. */
export function heatSpots(spots: readonly CandidateSpot[]): HeatSpot[] {
  const visited = spots.filter((s) => s.visits > 0);
  const { low, high } = heatRange(visited);
  const most = Math.max(1, ...visited.map((s) => s.visits));
  const flat = high - low < 0.01;
  return visited
    .map((s) => ({
      ...s,
      t: flat ? 0.5 : (s.value - low) / (high - low),
      share: s.visits / most,
      best: s.visits === most,
    }))
    .sort((a, b) => a.visits - b.visits);
}

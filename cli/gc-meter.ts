/**
 * Young-generation allocation while a piece of code runs, from V8's GC profiler (Node's `v8.GCProfiler`): the
 * number of scavenges and the bytes they freed from the new space, an estimate of short-lived allocation (the
 * few bytes that survive to the old space are not counted). Used by `bench` for the hot loop's allocation.
 */
import { GCProfiler } from 'node:v8';

/** What `measureYoungAllocation` saw, e.g. `{ scavenges: 120, youngBytes: 1_900_000_000 }`. */
export interface YoungAllocation {
  scavenges: number;
  /** Bytes freed from the new space by the scavenges, plus what it held more at the end than at the start. */
  youngBytes: number;
}

function newSpaceUsed(stats: {
  heapSpaceStatistics: { spaceName: string; spaceUsedSize: number }[];
}): number {
  return stats.heapSpaceStatistics.find((sp) => sp.spaceName === 'new_space')?.spaceUsedSize ?? 0;
}

/** Runs `work` and returns its result with the young-generation allocation it caused. */
export function measureYoungAllocation<T>(work: () => T): { value: T; allocation: YoungAllocation } {
  const profiler = new GCProfiler();
  profiler.start();
  const value = work();
  const data = profiler.stop();
  let scavenges = 0;
  let youngBytes = 0;
  for (const e of data.statistics) {
    if (e.gcType !== 'Scavenge') continue;
    scavenges++;
    youngBytes += Math.max(0, newSpaceUsed(e.beforeGC) - newSpaceUsed(e.afterGC));
  }
  return { value, allocation: { scavenges, youngBytes } };
}

/** `bench --json` (FORMATS.md §5.1) and its allocation meter (cli/gc-meter.ts). Figures only, no timing asserts. */
import { describe, expect, it } from 'vitest';
import { measureYoungAllocation } from '../../cli/gc-meter';
import { cli } from './run-cli';

describe('bench', () => {
  it('prints the FORMATS.md §5.1 figures and the young-generation allocation per action', () => {
    const doc = cli(['bench', '--seconds', '0.3', '--json']).json as Record<string, unknown>;
    for (const k of [
      'engineActionsPerSecond',
      'randomGamesPerSecond',
      'stateCopyMicroseconds',
      'mctsIterationsPerSecond',
      'normalLevelIterationsPerSecond',
      'firstAnswerMilliseconds',
      'youngBytesPerAction',
      'scavengesPerThousandActions',
    ])
      expect(typeof doc[k]).toBe('number');
    expect(doc.engineActionsPerSecond).toBeGreaterThan(0);
  });

  it('measures the scavenges and bytes of a loop that allocates', () => {
    const { value, allocation } = measureYoungAllocation(() => {
      let keep: { i: number }[] = [];
      for (let i = 0; i < 2_000_000; i++) {
        keep.push({ i });
        if (keep.length > 1000) keep = [];
      }
      return keep.length;
    });
    expect(value).toBeGreaterThan(0);
    expect(allocation.scavenges).toBeGreaterThan(0);
    expect(allocation.youngBytes).toBeGreaterThan(10_000_000);
  });
});

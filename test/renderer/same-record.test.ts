// A derived record keeps its identity while its content is the same (issue 21, item 13: the dice log's rows
// and the panels are not re-rendered on every step because the names were rebuilt).
import { describe, expect, it } from 'vitest';
import { sameRecord } from '../../renderer/src/stores/same-record';

describe('sameRecord', () => {
  it('answers the record it had while the keys and values are the same', () => {
    const prev = { r1: 'Captain', b1: 'Raider Chief' };
    expect(sameRecord(prev, { r1: 'Captain', b1: 'Raider Chief' })).toBe(prev);
    expect(sameRecord(undefined, prev)).toBe(prev);
  });

  it('answers the new record when a value, a key or the size changed', () => {
    const prev: Record<string, string> = { r1: 'Captain', b1: 'Raider Chief' };
    const renamed = { r1: 'Captain', b1: 'Chief' };
    expect(sameRecord(prev, renamed)).toBe(renamed);
    const other = { r1: 'Captain', b2: 'Raider Chief' };
    expect(sameRecord(prev, other)).toBe(other);
    const fewer = { r1: 'Captain' };
    expect(sameRecord(prev, fewer)).toBe(fewer);
  });
});

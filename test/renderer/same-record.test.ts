// A derived record keeps its identity while its content is the same (issue 21, item 13: the dice log's rows
// and the panels are not re-rendered on every step because the names were rebuilt).
import { describe, expect, it } from 'vitest';
import { sameJson, sameRecord } from '../../renderer/src/stores/same-record';

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

describe('sameJson', () => {
  it('answers the value it had while it serialises the same, else the new one', () => {
    const prev = { id: 'r1', status: ['standing'], wounds: '1 of 1' };
    expect(sameJson(prev, { id: 'r1', status: ['standing'], wounds: '1 of 1' })).toBe(prev);
    const hurt = { id: 'r1', status: ['knocked down'], wounds: '0 of 1' };
    expect(sameJson(prev, hurt)).toBe(hurt);
    expect(sameJson(undefined, prev)).toBe(prev);
  });
});

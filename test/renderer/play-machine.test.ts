// The play loop's state machine and the timeline's targets, without Vue: the Ctrl+Z-against-the-AI races.
import { describe, expect, it } from 'vitest';
import { PlayMachine } from '../../renderer/src/stores/play-machine';
import { personNext, takeBackTarget, turnBoundary } from '../../renderer/src/stores/timeline-targets';
import type { LineEntry } from '../../session/service-types';

const GAME = { hasGame: true, keepPlaying: false };

/** A line whose actions were taken by `sides` in turn `turns` (a person plays side 0). */
function lineOf(sides: number[], turns: number[] = sides.map(() => 1)): LineEntry[] {
  return sides.map((side, k) => ({ side, turn: turns[k] ?? 1 }) as LineEntry);
}
const byPerson = (e: LineEntry) => e.side === 0;

/** A machine of a game in progress, the AI searching. */
function thinking(): PlayMachine {
  const m = new PlayMachine();
  m.restart(false);
  m.beginThinking(m.generation);
  return m;
}

describe('the play machine', () => {
  it('Ctrl+Z at rest pauses play and navigates; the navigation ends at the target', () => {
    const m = new PlayMachine();
    m.restart(false);
    expect(m.navigate(3, 5, GAME)).toBe('start');
    expect(m.mode).toBe('navigating');
    expect(m.paused).toBe(true);
    expect(m.busy).toBe(true);
    expect(m.nextTarget(5)).toBe(3);
    m.reached(3);
    expect(m.nextTarget(3)).toBeNull();
    m.endNavigation();
    expect(m.mode).toBe('idle');
    expect(m.from(3)).toBe(3);
  });

  it('Ctrl+Z while the AI thinks holds the target, pauses, and navigates once the search has ended', () => {
    const m = thinking();
    m.holdTarget(4);
    expect(m.paused).toBe(true);
    expect(m.from(7)).toBe(4);
    // Still searching: no step yet (the store waits for the loop to end first).
    expect(m.navigate(4, 7, GAME)).toBe('refuse');
    const n = thinking();
    n.holdTarget(4);
    n.endThinking(n.generation);
    expect(n.navigate(4, 7, GAME)).toBe('start');
    expect(n.mode).toBe('navigating');
  });

  it('two quick Ctrl+Z while the AI thinks add up: the second counts from the first and retargets it', () => {
    const m = thinking();
    const line = lineOf([0, 1, 0, 1, 1]);
    const first = takeBackTarget(line, m.from(5), byPerson)!;
    m.holdTarget(first);
    const second = takeBackTarget(line, m.from(5), byPerson)!;
    m.holdTarget(second);
    expect([first, second]).toEqual([2, 0]);
    m.endThinking(m.generation);
    // Both presses then navigate, each with its own target: the later one joins and retargets the first.
    expect(m.navigate(first, 5, GAME)).toBe('start');
    expect(m.navigate(second, 5, GAME)).toBe('join');
    expect(m.nextTarget(5)).toBe(0);
    m.reached(2); // the first step arrived: the later target stands
    expect(m.nextTarget(2)).toBe(0);
  });

  it("Ctrl+Z while the AI's table-top dice are entered neither steps nor pauses", () => {
    const m = thinking();
    m.commitDecision(m.generation);
    expect(m.mode).toBe('committing');
    expect(m.navigate(0, 4, GAME)).toBe('refuse');
    expect(m.paused).toBe(false);
    expect(m.target).toBeNull();
    m.endCommit();
    expect(m.mode).toBe('idle');
  });

  it("a person's action waits for a navigation or a commit on its way", () => {
    const m = new PlayMachine();
    expect(m.navigate(1, 2, GAME)).toBe('start');
    expect(m.beginCommit()).toBe(false);
    m.endNavigation();
    expect(m.beginCommit()).toBe(true);
    expect(m.beginCommit()).toBe(false);
    m.endCommit();
    expect(m.mode).toBe('idle');
  });

  it("the replay's own step does not pause play; End at the end is no navigation", () => {
    const m = new PlayMachine();
    m.restart(false);
    expect(m.navigate(3, 2, { hasGame: true, keepPlaying: true })).toBe('start');
    expect(m.paused).toBe(false);
    m.endNavigation();
    expect(m.navigate(2, 2, GAME)).toBe('there');
    expect(m.target).toBeNull();
    expect(m.mode).toBe('idle');
    expect(m.navigate(1, 2, { hasGame: false, keepPlaying: false })).toBe('refuse');
  });

  it('a new game forgets the search of the old one; its late answers change nothing', () => {
    const m = thinking();
    const old = m.generation;
    m.restart(true);
    expect(m.mode).toBe('idle');
    expect(m.paused).toBe(true);
    m.beginThinking(old);
    expect(m.mode).toBe('idle');
    m.beginThinking(m.generation);
    m.stop();
    m.endThinking(m.generation - 1);
    expect(m.mode).toBe('thinking');
    m.stopped();
    expect(m.mode).toBe('idle');
  });
});

describe('timeline targets', () => {
  it("against the AI Ctrl+Z goes before the person's last action, the AI's replies with it", () => {
    const line = lineOf([0, 1, 1, 0, 1, 1]);
    expect(takeBackTarget(line, 6, byPerson)).toBe(3);
    expect(takeBackTarget(line, 3, byPerson)).toBe(0);
    expect(takeBackTarget(lineOf([1, 1]), 2, byPerson)).toBe(1);
    expect(takeBackTarget(line, 0, byPerson)).toBeNull();
  });

  it("Ctrl+Shift+Z plays the AI's replies up to the person's next action", () => {
    const line = lineOf([0, 1, 1, 0, 1, 1]);
    expect(personNext(line, 1, byPerson)).toBe(3);
    expect(personNext(line, 4, byPerson)).toBe(6);
  });

  it('turn jumps go to the start of a player turn', () => {
    const line = lineOf([0, 0, 1, 1, 0], [1, 1, 1, 1, 2]);
    expect(turnBoundary(line, 0, 1)).toBe(2);
    expect(turnBoundary(line, 4, -1)).toBe(2);
    // One action into a turn counts as its start: back goes to the turn before.
    expect(turnBoundary(line, 3, -1)).toBe(0);
    expect(turnBoundary(line, 2, -1)).toBe(0);
    expect(turnBoundary(line, 5, -1)).toBe(2);
  });
});

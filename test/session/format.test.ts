// Display helpers: D6 labels (RULES.md §6.3 follow-up rule) and one-line descriptions.
import { describe, expect, it } from 'vitest';
import {
  aboutTime,
  describeAction,
  dieLabel,
  needLabel,
  needRange,
  plannedAttacksText,
  playerLabel,
  pvSummary,
  resultText,
  toHitLabel,
} from '../../session/format';
import { describeEvent } from '../../session/event-text';

describe('toHitLabel (RULES.md §6.3)', () => {
  it.each([
    [0, '2+'],
    [1, '2+'],
    [2, '2+'],
    [4, '4+'],
    [6, '6+'],
    [7, '6 then 4+'],
    [8, '6 then 5+'],
    [9, '6 then 6'],
    [10, 'impossible'],
    [12, 'impossible'],
  ])('%i → %s', (need, label) => {
    expect(toHitLabel(need)).toBe(label);
  });
});

describe('needRange (RULES.md §6.3)', () => {
  it('joins plain needs with a dash and follow-up rolls with "to", wrapping only at "to"', () => {
    const keep = (text: string): string => text.replaceAll('_', '\u00a0');
    expect(needRange('4+', '4+')).toBe('4+');
    expect(needRange('3+', '4+')).toBe('3+–4+');
    expect(needRange(toHitLabel(7), toHitLabel(8))).toBe(keep('6_then_4+ to 6_then_5+'));
    expect(needRange(toHitLabel(6), toHitLabel(7))).toBe(keep('6+ to 6_then_4+'));
  });
});

describe('dieLabel and needLabel', () => {
  it('shows saves and wounds as n+, none as a dash', () => {
    expect(dieLabel(5)).toBe('5+');
    expect(dieLabel(7)).toBe('–');
    expect(dieLabel(null)).toBe('–');
  });

  it('shows tests passed by rolling low as ≤ n', () => {
    expect(needLabel('leadership', 8)).toBe('≤ 8');
    expect(needLabel('initiative', 3)).toBe('≤ 3');
    expect(needLabel('toWound', 4)).toBe('4+');
    expect(needLabel('toHit', 8)).toBe('6 then 5+');
    expect(needLabel('injury', 0)).toBe('');
  });
});

describe('descriptions', () => {
  const names = { r1: 'Captain', b2: 'Raider' };

  it.each([
    [{ type: 'charge', model: 'r1', target: 'b2' }, 'Captain charges Raider'],
    [{ type: 'shoot', model: 'r1', target: 'b2', weapon: 'bow' }, 'Captain shoots Raider (bow)'],
    [{ type: 'move', model: 'r1', to: [3, 4.25], run: true }, 'Captain runs to (3.0, 4.3), running'],
    [{ type: 'move', model: 'r1', maxDistance: 4, run: false }, 'Captain moves up to 4.0″'],
    [{ type: 'hold', model: 'r1' }, 'Captain holds'],
    [{ type: 'climb', model: 'r1', to: [10.1, 5, 3] }, 'Captain climbs to 3.0″ high'],
    [{ type: 'climb', model: 'r1', to: [9.4, 5, 0] }, 'Captain climbs down to the ground'],
    [{ type: 'endPhase' }, 'End phase'],
    // A fight only declares (FORMATS.md §2.1): the words say so, not that the model fought.
    [{ type: 'fight', model: 'r1' }, 'Captain declares its attacks on its first enemy'],
    [{ type: 'fight', model: 'r1', split: { b2: 2 } }, 'Captain declares its attacks: 2 on Raider'],
  ] as const)('%j', (action, text) => {
    expect(describeAction(action as Parameters<typeof describeAction>[0], names)).toBe(text);
  });

  it('describes events with side names', () => {
    expect(describeEvent({ kind: 'knockedDown', model: 'b2' }, names)).toBe('Raider is knocked down');
    expect(describeEvent({ kind: 'turnStarted', side: 'red', turn: 2 }, names, { red: 'Mercenaries' })).toBe(
      'Turn 2: Mercenaries',
    );
  });

  it('says what a model will do when the close combat resolves (§7.1)', () => {
    expect(plannedAttacksText('r1', [{ target: 'b2', attacks: 1 }], names)).toBe(
      'Captain will attack Raider with 1 attack',
    );
    expect(
      plannedAttacksText(
        'r1',
        [
          { target: 'b2', attacks: 1 },
          { target: 'b3', attacks: 2 },
        ],
        names,
      ),
    ).toBe('Captain will attack Raider with 1 attack and b3 with 2 attacks');
    expect(plannedAttacksText('r1', [], names)).toBe('');
  });

  it('labels players', () => {
    expect(playerLabel({ kind: 'human' })).toBe('Human');
    expect(playerLabel({ kind: 'ai', level: 'hard' })).toBe('AI (hard)');
    expect(playerLabel({ kind: 'bot', bot: 'greedy' })).toBe('greedy bot');
  });
});

describe('resultText (RULES.md §13)', () => {
  it('names the winning side, or says Draw', () => {
    const sides = { red: 'Free Company', blue: 'Marsh Raiders' };
    expect(resultText({ winner: 'red', reason: 'turns' }, sides)).toBe('Free Company wins');
    expect(resultText({ winner: 'green', reason: 'rout' }, sides)).toBe('green wins');
    expect(resultText({ winner: null, reason: 'wipeout' }, sides)).toBe('Draw');
  });
});

describe('aboutTime', () => {
  it('rounds an estimate as an estimate: minutes, then 5 minutes, then 10', () => {
    expect(aboutTime(0)).toBe('under a minute');
    expect(aboutTime(40_000)).toBe('under a minute');
    expect(aboutTime(50_000)).toBe('about 1 min');
    expect(aboutTime(200_000)).toBe('about 3 min');
    expect(aboutTime(9 * 60_000)).toBe('about 9 min');
    expect(aboutTime(9.6 * 60_000)).toBe('about 10 min');
    expect(aboutTime(16 * 60_000)).toBe('about 15 min');
    expect(aboutTime(58 * 60_000)).toBe('about 1 h');
    expect(aboutTime(4_900_000)).toBe('about 1 h 20 min');
    expect(aboutTime(-5)).toBe('under a minute');
  });
});

describe('pvSummary', () => {
  const names = { b4: 'Archer b4', r1: 'Captain' };
  it('compresses runs of phase ends and names the models of real decisions', () => {
    expect(
      pvSummary(
        [
          { type: 'move', model: 'b4', to: [29.2, 41.8], run: false },
          { type: 'endPhase' },
          { type: 'endPhase' },
          { type: 'endPhase' },
          { type: 'shoot', model: 'r1', target: 'b4', weapon: 'crossbow' },
          { type: 'endPhase' },
        ] as Parameters<typeof pvSummary>[0],
        names,
      ),
    ).toBe('Archer b4 → (29,42) · end phase ×3 · Captain shoots Archer b4 · end phase');
  });
  it('shows a line of phase ends as one marker', () => {
    expect(
      pvSummary(
        Array.from({ length: 4 }, () => ({ type: 'endPhase' as const })),
        names,
      ),
    ).toBe('end phase ×4');
  });
});

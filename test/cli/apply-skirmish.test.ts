import { describe, expect, it } from 'vitest';
import { cli } from './run-cli';

interface Event {
  kind: string;
  test?: string;
  rule?: string;
  model?: string;
  target?: string;
  need?: number;
  dice?: number[];
  success?: boolean;
  outcome?: string;
  [k: string]: unknown;
}

interface ApplyDoc {
  ok: boolean;
  events: Event[];
  position: {
    sides: {
      models: {
        id: string;
        at: number[];
        status: string;
        wounds: number;
        hidden?: boolean;
        fleeing?: boolean;
      }[];
    }[];
  };
}

/** Runs `apply --json` on a fixture pair with forced dice and returns the parsed document (exit 0 expected). */
function apply(name: string, dice: number[]): ApplyDoc {
  const r = cli([
    'apply',
    '--scenario',
    `test/cli/fixtures/${name}.scenario.json`,
    '--actions',
    `test/cli/fixtures/${name}.actions.json`,
    '--dice',
    dice.join(','),
    '--json',
  ]);
  expect(r.code, r.stderr).toBe(0);
  return r.json as ApplyDoc;
}

function rolls(
  doc: ApplyDoc,
): [string | undefined, string | undefined, number[] | undefined, boolean | undefined][] {
  return doc.events.filter((e) => e.kind === 'roll').map((e) => [e.test, e.rule, e.dice, e.success]);
}

function modelOf(doc: ApplyDoc, id: string) {
  return doc.position.sides.flatMap((s) => s.models).find((m) => m.id === id)!;
}

describe('apply with forced dice gives the RULES.md outcome of Warhammer Skirmish rules (FORMATS.md §5.1)', () => {
  it('§4.3 a hidden model is revealed when an enemy comes within that enemy’s Initiative in inches', () => {
    const doc = apply('hidden-revealed', []);
    expect(doc.events).toContainEqual({ kind: 'revealed', model: 'b1', reason: 'initiative', by: 'r1' });
    expect(modelOf(doc, 'b1').hidden).toBeUndefined();
  });

  it('§4.4 a failed climb (Initiative 6) leaves the model where it was for the phase', () => {
    const doc = apply('climb-failed', [6]);
    expect(rolls(doc)).toEqual([['initiative', '§4.4', [6], false]]);
    expect(modelOf(doc, 'r1').at).toEqual([9.5, 5, 0]);
    expect(doc.events.some((e) => e.kind === 'climbed' || e.kind === 'fell')).toBe(false);
  });

  it('§4.4 a jump down of 4" takes two Initiative tests and lands', () => {
    const doc = apply('jump-down', [2, 3]);
    expect(rolls(doc)).toEqual([
      ['initiative', '§4.4', [2], true],
      ['initiative', '§4.4', [3], true],
    ]);
    expect(doc.events.at(-1)).toMatchObject({ kind: 'jumped', jump: 'down', distance: 4, to: [7, 5, 0] });
    expect(modelOf(doc, 'r1').at).toEqual([7, 5, 0]);
  });

  it('§4.4 a failed diving charge falls: D3 hits at Strength 4 (the height), no armour save, no charge', () => {
    const doc = apply('diving-charge-failed', [2, 6, 3, 5, 2]);
    expect(rolls(doc)).toEqual([
      ['initiative', '§4.4', [2], true],
      ['initiative', '§4.4', [6], false],
      ['fallHits', '§4.4', [3], true],
      ['toWound', '§4.4', [5], true],
      ['toWound', '§4.4', [2], false],
    ]);
    expect(doc.events).toContainEqual(expect.objectContaining({ kind: 'fell', model: 'r1', height: 4 }));
    expect(doc.events.some((e) => e.kind === 'charged')).toBe(false);
    expect(doc.events.filter((e) => e.test === 'toWound').every((e) => e.need === 3)).toBe(true);
    expect(modelOf(doc, 'r1')).toMatchObject({ wounds: 1, at: [expect.closeTo(9.5, 1), 5, 0] });
  });

  it('§9.2 §7.10 a failed All Alone test: each enemy in contact hits automatically, then it flees 2D6"', () => {
    const doc = apply('all-alone', [1, 1, 1, 6, 6, 1, 1, 3, 4]);
    expect(rolls(doc).slice(3)).toEqual([
      ['leadership', '§9.2', [6, 6], false],
      ['toHit', '§7.10', [], true],
      ['toWound', '§7.4', [1], false],
      ['toHit', '§7.10', [], true],
      ['toWound', '§7.4', [1], false],
      ['fleeDistance', '§7.10', [3, 4], true],
    ]);
    expect(doc.events).toContainEqual(
      expect.objectContaining({ kind: 'fled', model: 'r1', cause: 'allAlone', distance: 7 }),
    );
    expect(modelOf(doc, 'r1').fleeing).toBe(true);
  });

  it('§3.1 §9.5 a rally is refused when the closest model is an enemy; the model flees in its compulsory move', () => {
    const doc = apply('rally-refused', [2, 3]);
    expect(doc.events).toContainEqual({ kind: 'rallyRefused', model: 'r1', closest: 'b1' });
    expect(rolls(doc)).toEqual([['fleeDistance', '§9.5', [2, 3], true]]);
    expect(doc.events).toContainEqual(
      expect.objectContaining({
        kind: 'fled',
        model: 'r1',
        cause: 'compulsory',
        distance: 5,
        offTable: true,
      }),
    );
    expect(modelOf(doc, 'r1').status).toBe('outOfAction');
  });

  it('§9.4 §9.1 the rout test is taken on the leader’s Leadership (9), not the testing models’ own (6)', () => {
    const pass = apply('rout-leader', [5, 4]);
    expect(pass.events).toContainEqual(
      expect.objectContaining({
        kind: 'roll',
        test: 'rout',
        rule: '§9.4',
        model: 'r1',
        need: 9,
        dice: [5, 4],
        success: true,
      }),
    );
    expect(pass.events.some((e) => e.kind === 'gameOver')).toBe(false);
    const fail = apply('rout-leader', [5, 5]);
    expect(fail.events).toContainEqual(
      expect.objectContaining({ kind: 'gameOver', winner: 'blue', reason: 'rout' }),
    );
  });

  it('§6.3 a shot needing 8 (BS 2, long range, hard cover) hits on a 6 then a 5+', () => {
    const hit = apply('seven-plus', [6, 5, 1]);
    expect(hit.events).toContainEqual(
      expect.objectContaining({
        kind: 'roll',
        test: 'toHit',
        rule: '§6.3',
        need: 8,
        dice: [6, 5],
        success: true,
      }),
    );
    const miss = apply('seven-plus', [6, 4]);
    expect(miss.events).toContainEqual(
      expect.objectContaining({ kind: 'roll', test: 'toHit', need: 8, dice: [6, 4], success: false }),
    );
  });
});

// Invariants under random play (issue 8): seeded random and AI games on the built-in scenarios, under every
// ruleset option and on random scenarios, keep every invariant of cli/invariants.ts after every action; and
// the checker itself catches each kind of broken state.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cloneState, type GameEvent, type GameState } from '../../engine';
import { soakGame, type SoakGameOptions } from '../../cli/commands/soak';
import { checkEvents, checkState, checkStep, type Invariant } from '../../cli/invariants';
import { validateScenario } from '../../formats/validate';
import { builtin, failureText, rulesetArb, scenarioArb } from './arbitraries';
import { man, scenario, start } from '../support/scenario';

const FAST: Partial<SoakGameOptions> = { fuzzEvery: 3 };

function mustPass(r: ReturnType<typeof soakGame>): void {
  if (!r.ok) throw new Error(failureText(r.failure));
}

describe('random games keep every invariant after every action', () => {
  it('duel: 200 random games, illegal actions probed every third action', () => {
    const doc = builtin('duel');
    fc.assert(
      fc.property(fc.integer(), (n) => {
        mustPass(soakGame(doc, { scenario: 'duel', seed: `prop-${n}`, bots: ['random', 'random'] }, FAST));
      }),
      { numRuns: 200, seed: 8 },
    );
  });

  it('ruined street: 40 random games, every tenth replayed byte for byte', () => {
    const doc = builtin('ruined-street');
    fc.assert(
      fc.property(fc.integer(), (n) => {
        const spec = {
          scenario: 'ruined-street',
          seed: `prop-${n}`,
          bots: ['random', 'random'] as [string, string],
        };
        mustPass(soakGame(doc, spec, { ...FAST, verifyReplay: n % 10 === 0 }));
      }),
      { numRuns: 40, seed: 8 },
    );
  });

  it('greedy and cheap MCTS games on both scenarios', () => {
    const pairs: [string, string][] = [
      ['greedy', 'random'],
      ['random', 'greedy'],
      ['greedy', 'greedy'],
    ];
    for (const name of ['duel', 'ruined-street'])
      for (const [k, bots] of pairs.entries())
        mustPass(soakGame(builtin(name), { scenario: name, seed: `ai-${k}`, bots }, { verifyReplay: true }));
    mustPass(
      soakGame(builtin('duel'), { scenario: 'duel', seed: 'ai-m', bots: ['mcts:budget=20', 'greedy'] }),
    );
  });

  it('duel under any combination of ruleset options: 100 games', () => {
    fc.assert(
      fc.property(rulesetArb, fc.integer(), (ruleset, n) => {
        const doc = { ...builtin('duel'), ruleset };
        mustPass(
          soakGame(
            doc,
            { scenario: `duel ${JSON.stringify(ruleset)}`, seed: `opt-${n}`, bots: ['random', 'random'] },
            FAST,
          ),
        );
      }),
      { numRuns: 100, seed: 8 },
    );
  });

  it('random scenarios (profiles, bases, kit, terrain, options): 150 games', () => {
    fc.assert(
      fc.property(scenarioArb, fc.integer(), (doc, n) => {
        const v = validateScenario(doc);
        if (!v.ok) throw new Error(`the arbitrary made an invalid scenario: ${JSON.stringify(v.problems)}`);
        const name = `random ${JSON.stringify(doc)}`;
        mustPass(soakGame(doc, { scenario: name, seed: `rnd-${n}`, bots: ['random', 'random'] }, FAST));
      }),
      { numRuns: 150, seed: 8 },
    );
  });
});

/** A fresh game of two models a side, mid-Movement, to break on purpose. */
function game(): GameState {
  return start(
    scenario(
      [man('r1', 5, 5, { profile: { W: 2 } }), man('r2', 9, 5)],
      [man('b1', 5, 19), man('b2', 9, 19)],
      {
        phase: 'movement',
      },
    ),
  ).state;
}

function broken(edit: (s: GameState) => void): Invariant[] {
  const s = cloneState(game());
  edit(s);
  return checkState(s).map((v) => v.invariant);
}

describe('the invariant checker', () => {
  it('passes a fresh game', () => {
    expect(checkState(game())).toEqual([]);
  });

  it.each<[string, Invariant, (s: GameState) => void]>([
    ['no side to act', 'oneSideToAct', (s) => (s.activeSide = 2)],
    ['an unknown phase', 'phase', (s) => ((s as { phase: string }).phase = 'lunch')],
    ['a turn past the last', 'turnLimit', (s) => (s.turn = s.static.maxTurns + 1)],
    ['a model off the table', 'onTable', (s) => (s.models[0]!.x = -0.2)],
    ['a model below the table', 'onTable', (s) => (s.models[0]!.z = -1)],
    ['a NaN position', 'onTable', (s) => (s.models[0]!.y = Number.NaN)],
    ['overlapping bases', 'overlap', (s) => (s.models[1]!.x = 5.5)],
    ['more wounds than W', 'wounds', (s) => (s.models[0]!.wounds = 3)],
    ['negative wounds', 'wounds', (s) => (s.models[0]!.wounds = -1)],
    ['a knocked-down model with wounds left', 'status', (s) => (s.models[0]!.status = 'knockedDown')],
    [
      'a hidden stunned model',
      'flags',
      (s) => Object.assign(s.models[1]!, { status: 'stunned', wounds: 0, hidden: true }),
    ],
    [
      'a fleeing model out of action',
      'flags',
      (s) => Object.assign(s.models[1]!, { status: 'outOfAction', fleeing: true }),
    ],
    ['a run without a move', 'turnFlags', (s) => (s.models[0]!.ran = true)],
    [
      'a shot after a run',
      'turnFlags',
      (s) => Object.assign(s.models[0]!, { moved: true, ran: true, shot: true }),
    ],
    ['an Attacks split outside close combat', 'fights', (s) => (s.fights.r1 = { b1: 1 })],
    ['a forced 7', 'dice', (s) => s.dice.push(7)],
    [
      'a result on turns before the last turn',
      'result',
      (s) => (s.result = { winner: null, reason: 'turns' }),
    ],
    [
      'a wipeout with both sides standing',
      'result',
      (s) => (s.result = { winner: 'red', reason: 'wipeout' }),
    ],
  ])('catches %s (%s)', (_what, invariant, edit) => {
    expect(broken(edit)).toContain(invariant);
  });

  it('catches a model coming back from out of action, a turn going back and a missing gameOver', () => {
    const prev = cloneState(game());
    prev.models[3]!.status = 'outOfAction';
    prev.models[3]!.wounds = 0;
    prev.turn = 2;
    const next = cloneState(game());
    next.result = { winner: null, reason: 'turns' };
    const names = checkStep(prev, { type: 'endPhase' }, next, []).map((v) => v.invariant);
    expect(names).toEqual(expect.arrayContaining(['progress', 'gameOver', 'result']));
  });

  it('catches a model the step moved onto impassable terrain or a high wall, not one it left there (issue 19)', () => {
    const walled = (kind: 'impassable' | 'wall', height: number) =>
      start(
        scenario([man('r1', 5, 5)], [man('b1', 5, 19)], {
          phase: 'movement',
          terrain: [
            {
              id: 'x',
              kind,
              polygon: [
                [8, 4],
                [9, 4],
                [9, 6],
                [8, 6],
              ],
              height,
              cover: 'hard',
            },
          ],
        }),
      ).state;
    const names = (prev: GameState, x: number) => {
      const next = cloneState(prev);
      next.models[0]!.x = x;
      return checkStep(prev, { type: 'endPhase' }, next, []).map((v) => v.invariant);
    };
    expect(names(walled('impassable', 0), 7.6)).toContain('impassable');
    expect(names(walled('wall', 3), 8.5)).toContain('impassable');
    expect(names(walled('wall', 1), 8.5)).not.toContain('impassable');
    expect(names(walled('impassable', 0), 7.4)).not.toContain('impassable');
    const inside = walled('impassable', 0);
    inside.models[0]!.x = 8.5;
    expect(names(inside, 8.5)).not.toContain('impassable');
  });

  it('catches an action by the other side and a copied static part', () => {
    const prev = game();
    const next = { ...cloneState(prev), static: structuredClone(prev.static) };
    const names = checkStep(prev, { type: 'move', model: 'b1', to: [5, 18] }, next, []).map(
      (v) => v.invariant,
    );
    expect(names).toEqual(expect.arrayContaining(['actor', 'static']));
  });

  it.each<[string, Partial<Extract<GameEvent, { kind: 'roll' }>>]>([
    ['a roll without a rule §', { rule: '6.3' }],
    ['a die of 7', { dice: [7] }],
    ['a die of 0', { dice: [0] }],
    ['a fractional die', { dice: [2.5] }],
    ['an unknown model', { model: 'zz' }],
    ['a save that passed on a 1', { test: 'armourSave', need: 2, dice: [1], success: true }],
    [
      'a Leadership test that failed under its Ld',
      { test: 'leadership', need: 7, dice: [3, 3], success: false },
    ],
    [
      'an injury of 6 that only stunned',
      { test: 'injury', need: 5, dice: [6], success: true, outcome: 'stunned' },
    ],
  ])('catches %s in an event', (_what, change) => {
    const e = {
      kind: 'roll',
      test: 'toHit',
      rule: '§6.3',
      model: 'r1',
      target: 'b1',
      need: 4,
      dice: [5],
      success: true,
      ...change,
    };
    expect(checkEvents(game(), [e as GameEvent]).map((v) => v.invariant)).toEqual(['events']);
  });
});

// Broken scenario files each yield exactly the listed problems, with their JSON paths (FORMATS.md §1).
import { describe, expect, it, test } from 'vitest';
import { validateScenario, type Problem } from '../../formats/validate';
import { broken, model, scenario, type Loose } from './fixtures';

const WS_IS_STRING: Problem = {
  path: 'sides[0].models[1].profile.WS',
  message: 'expected an integer from 0 to 10, got "4"',
};

function nested(depth: number): unknown {
  let v: unknown = 1;
  for (let i = 0; i < depth; i++) v = [v];
  return v;
}

const MB21 = 21 * 1024 * 1024;

const cases: [string, (s: Loose) => void, Problem[]][] = [
  ['WS as a string', (s) => (s.sides[0].models[1].profile.WS = '4'), [WS_IS_STRING]],
  [
    'WS not an integer',
    (s) => (s.sides[0].models[0].profile.WS = 3.5),
    [{ path: 'sides[0].models[0].profile.WS', message: 'expected an integer from 0 to 10, got 3.5' }],
  ],
  [
    'W of 0',
    (s) => (s.sides[1].models[1].profile.W = 0),
    [{ path: 'sides[1].models[1].profile.W', message: 'expected an integer from 1 to 10, got 0' }],
  ],
  [
    'M too large',
    (s) => (s.sides[0].models[0].profile.M = 21),
    [{ path: 'sides[0].models[0].profile.M', message: 'expected a number from 0 to 20 (inches), got 21' }],
  ],
  [
    'table width of the wrong type',
    (s) => (s.table.width = '24'),
    [{ path: 'table.width', message: 'expected a width in inches from 1 to 1000, got "24"' }],
  ],
  [
    'sides not a list',
    (s) => (s.sides = { red: [] }),
    [{ path: 'sides', message: 'expected exactly two sides [{…}, {…}], got an object' }],
  ],
  [
    'three sides',
    (s) => s.sides.push({ id: 'green', models: [] }),
    [{ path: 'sides', message: 'expected exactly two sides [{…}, {…}], got a list of 3 items' }],
  ],
  [
    'missing profile',
    (s) => delete s.sides[1].models[0].profile,
    [
      {
        path: 'sides[1].models[0].profile',
        message: 'missing: expected a profile { "M", "WS", "BS", "S", "T", "W", "I", "A", "Ld" } (an object)',
      },
    ],
  ],
  [
    'missing position',
    (s) => delete s.sides[0].models[0].at,
    [
      {
        path: 'sides[0].models[0].at',
        message: 'missing: expected a position [x, y] or [x, y, z] in inches',
      },
    ],
  ],
  [
    'missing format and table',
    (s) => {
      delete s.format;
      delete s.table;
    },
    [
      { path: 'format', message: 'missing: expected "skirmisher-scenario/1"' },
      { path: 'table', message: 'missing: expected a table { "width", "depth" } (an object)' },
    ],
  ],
  [
    'a side without id',
    (s) => delete s.sides[1].id,
    [{ path: 'sides[1].id', message: 'missing: expected a side id of 1 to 64 characters' }],
  ],
  [
    'an empty model id',
    (s) => (s.sides[0].models[0].id = ''),
    [{ path: 'sides[0].models[0].id', message: 'expected a model id of 1 to 64 characters, got ""' }],
  ],
  [
    'a 65-character id',
    (s) => (s.terrain[0].id = 'w'.repeat(65)),
    [
      {
        path: 'terrain[0].id',
        message: `expected a terrain id of 1 to 64 characters, got "${'w'.repeat(40)}"… (a string of 65 characters)`,
      },
    ],
  ],
  [
    'unknown weapon',
    (s) => (s.sides[0].models[1].weapons = ['sword', 'halberd']),
    [{ path: 'sides[0].models[1].weapons[1]', message: 'unknown weapon "halberd": not a key of weapons' }],
  ],
  [
    'weapon without a weapons table',
    (s) => {
      delete s.weapons;
      for (const side of s.sides) for (const m of side.models) m.weapons = [];
      s.sides[1].models[1].weapons = ['sword'];
    },
    [
      {
        path: 'sides[1].models[1].weapons[0]',
        message: 'unknown weapon "sword": there is no "weapons" table',
      },
    ],
  ],
  [
    'missile weapon without range',
    (s) => delete s.weapons.bow.range,
    [{ path: 'weapons.bow.range', message: 'missing: a missile weapon needs a range in inches' }],
  ],
  [
    'unknown weapon type',
    (s) => (s.weapons.bow.type = 'ranged'),
    [{ path: 'weapons.bow.type', message: 'expected one of "melee", "missile", got "ranged"' }],
  ],
  [
    'overlapping models',
    (s) => (s.sides[1].models[0].at = [6.5, 3.2]),
    [
      {
        path: 'sides[1].models[0].at',
        message:
          'model "b1" overlaps model "r1" (sides[0].models[0]): centres 0.539" apart, their bases need 1"',
      },
    ],
  ],
  [
    'overlapping models of one side, bigger bases',
    (s) => {
      s.sides[0].models[1].base = 1;
      s.sides[0].models[1].at = [7.2, 3];
    },
    [
      {
        path: 'sides[0].models[1].at',
        message:
          'model "r2" overlaps model "r1" (sides[0].models[0]): centres 1.2" apart, their bases need 1.5"',
      },
    ],
  ],
  [
    'model off the table, west',
    (s) => (s.sides[0].models[0].at = [0.3, 3]),
    [
      {
        path: 'sides[0].models[0].at',
        message: 'model "r1" (base radius 0.5") lies off the 24" × 24" table: x − base = -0.2 is below 0',
      },
    ],
  ],
  [
    'model off the table, north-east',
    (s) => (s.sides[1].models[1].at = [30, 23.8]),
    [
      {
        path: 'sides[1].models[1].at',
        message:
          'model "b2" (base radius 0.5") lies off the 24" × 24" table: x + base = 30.5 is beyond the width 24; y + base = 24.3 is beyond the depth 24',
      },
    ],
  ],
  [
    'negative height',
    (s) => (s.sides[1].models[1].at = [10, 21, -1]),
    [{ path: 'sides[1].models[1].at[2]', message: 'expected a height of 0 or more (inches), got -1' }],
  ],
  [
    'position with four numbers',
    (s) => (s.sides[1].models[1].at = [10, 21, 0, 1]),
    [
      {
        path: 'sides[1].models[1].at',
        message: 'expected a position [x, y] or [x, y, z] in inches, got a list of 4 items',
      },
    ],
  ],
  [
    'duplicate model ids across sides',
    (s) => (s.sides[1].models[0].id = 'r1'),
    [{ path: 'sides[1].models[0].id', message: 'duplicate model id "r1" (also sides[0].models[0].id)' }],
  ],
  [
    'duplicate side ids',
    (s) => {
      s.sides[1].id = 'red';
      s.activeSide = 'red';
    },
    [{ path: 'sides[1].id', message: 'duplicate side id "red" (also sides[0].id)' }],
  ],
  [
    'duplicate terrain ids',
    (s) =>
      s.terrain.push({
        ...s.terrain[0],
        polygon: [
          [1, 1],
          [2, 1],
          [2, 2],
        ],
      }),
    [{ path: 'terrain[1].id', message: 'duplicate terrain id "wall-1" (also terrain[0].id)' }],
  ],
  [
    'activeSide not a side',
    (s) => (s.activeSide = 'green'),
    [{ path: 'activeSide', message: 'expected a side id ("red" or "blue"), got "green"' }],
  ],
  [
    'firstSide not a side',
    (s) => (s.firstSide = 'Red'),
    [{ path: 'firstSide', message: 'expected a side id ("red" or "blue"), got "Red"' }],
  ],
  [
    'wounds above W',
    (s) => (s.sides[0].models[0].wounds = 2),
    [{ path: 'sides[0].models[0].wounds', message: "expected at most the profile's W (1), got 2" }],
  ],
  [
    'turn after the last turn',
    (s) => (s.turn = 7),
    [{ path: 'turn', message: 'expected at most maxTurns (6), got 7' }],
  ],
  [
    'maxTurns above 100',
    (s) => (s.maxTurns = 101),
    [{ path: 'maxTurns', message: 'expected an integer from 1 to 100, got 101' }],
  ],
  [
    'floor above the terrain height',
    (s) => (s.terrain[0].floors = [1, 2]),
    [
      {
        path: 'terrain[0].floors[1]',
        message: "expected a floor height of at most the terrain's height (1), got 2",
      },
    ],
  ],
  [
    'polygon of two points',
    (s) =>
      (s.terrain[0].polygon = [
        [8, 12],
        [16, 12],
      ]),
    [
      {
        path: 'terrain[0].polygon',
        message: 'expected a polygon: a list of 3 to 1000 points [x, y], got a list of 2 items',
      },
    ],
  ],
  [
    'polygon point with one number',
    (s) => (s.terrain[0].polygon[2] = [16]),
    [{ path: 'terrain[0].polygon[2]', message: 'expected a point [x, y] in inches, got a list of 1 item' }],
  ],
  [
    'save of 1',
    (s) => (s.sides[0].models[0].save = 1),
    [
      {
        path: 'sides[0].models[0].save',
        message: 'expected a save from 2 to 7 (5 means 5+, 7 means none), got 1',
      },
    ],
  ],
  [
    'base radius too small',
    (s) => (s.sides[0].models[0].base = 0),
    [{ path: 'sides[0].models[0].base', message: 'expected a base radius in inches from 0.1 to 10, got 0' }],
  ],
  [
    'bad status',
    (s) => (s.sides[0].models[0].status = 'dead'),
    [
      {
        path: 'sides[0].models[0].status',
        message: 'expected one of "standing", "knockedDown", "stunned", "outOfAction", got "dead"',
      },
    ],
  ],
  [
    'bad phase',
    (s) => (s.phase = 'Shooting'),
    [
      {
        path: 'phase',
        message: 'expected one of "recovery", "movement", "magic", "shooting", "closeCombat", got "Shooting"',
      },
    ],
  ],
  [
    'flag not a boolean',
    (s) => (s.sides[0].models[0].hidden = 'yes'),
    [{ path: 'sides[0].models[0].hidden', message: 'expected true or false, got "yes"' }],
  ],
  [
    'a hidden stunned model',
    (s) => Object.assign(s.sides[0].models[0], { status: 'stunned', wounds: 0, hidden: true }),
    [
      {
        path: 'sides[0].models[0].hidden',
        message: 'a stunned model cannot be hidden (§4.3: only a standing model hides)',
      },
    ],
  ],
  [
    'a fleeing model out of action',
    (s) => Object.assign(s.sides[1].models[0], { status: 'outOfAction', fleeing: true }),
    [{ path: 'sides[1].models[0].fleeing', message: 'a model out of action cannot be fleeing (§9.5)' }],
  ],
  [
    'an unknown spell',
    (s) => {
      s.spells = { fireball: { castingValue: 7, range: 18, effect: 'magicMissile' } };
      s.sides[0].models[0].spells = ['fireball', 'firebolt'];
    },
    [{ path: 'sides[0].models[0].spells[1]', message: 'unknown spell "firebolt": not a key of spells' }],
  ],
  [
    'a spell with no spell table',
    (s) => (s.sides[0].models[0].spells = ['fireball']),
    [
      {
        path: 'sides[0].models[0].spells[0]',
        message: 'unknown spell "fireball": there is no "spells" table',
      },
    ],
  ],
  [
    'a bad spell',
    (s) => (s.spells = { fireball: { castingValue: 13, range: 18, effect: 'lightning', hits: 'D4' } }),
    [
      {
        path: 'spells.fireball.castingValue',
        message: 'expected a casting value from 2 to 12 (2D6), got 13',
      },
      { path: 'spells.fireball.effect', message: 'expected one of "magicMissile", "buff", got "lightning"' },
      {
        path: 'spells.fireball.hits',
        message: 'expected a number of hits from 0 to 20, "D3" or "D6", got "D4"',
      },
    ],
  ],
  [
    'panic from an unknown model',
    (s) => (s.sides[0].models[0].panicFrom = 'zz'),
    [{ path: 'sides[0].models[0].panicFrom', message: 'unknown model "zz"' }],
  ],
  [
    'a foot profile with a bad value',
    (s) => (s.sides[0].models[0].foot = { M: 'four' }),
    [{ path: 'sides[0].models[0].foot.M', message: 'expected a number from 0 to 20 (inches), got "four"' }],
  ],
  [
    'bad ruleset option',
    (s) => (s.ruleset = { preset: 'warhammer-skirmish', options: { casualties: 'death' } }),
    [{ path: 'ruleset.options.casualties', message: 'expected one of "injury", "removal", got "death"' }],
  ],
  [
    'unknown ruleset option, misspelt',
    (s) => (s.ruleset = { options: { singleTargetPenality: true } }),
    [
      {
        path: 'ruleset.options.singleTargetPenality',
        message: 'unknown field "singleTargetPenality"; did you mean "singleTargetPenalty"?',
      },
    ],
  ],
  [
    'a misspelt model rule (RULES.md §2)',
    (s) => (s.sides[0].models[0].rules = ['leader', 'leadr']),
    [{ path: 'sides[0].models[0].rules[1]', message: 'unknown model rule "leadr"; did you mean "leader"?' }],
  ],
  [
    'an unknown model rule',
    (s) => (s.sides[0].models[0].rules = ['berserk']),
    [
      {
        path: 'sides[0].models[0].rules[0]',
        message:
          'unknown model rule "berserk"; known: leader, character, killingBlow, poisoned, swarm, mounted, wizard, monstrous, monster, fear, large, animal',
      },
    ],
  ],
  [
    'a misspelt weapon rule, and a model rule that is not a string',
    (s) => {
      s.weapons.sword.rules = ['killingblow'];
      s.sides[1].models[0].rules = [3];
    },
    [
      {
        path: 'weapons.sword.rules[0]',
        message: 'unknown weapon rule "killingblow"; did you mean "killingBlow"?',
      },
      { path: 'sides[1].models[0].rules[0]', message: 'expected a model rule (a string), got 3' },
    ],
  ],
  [
    'unknown model field, misspelt',
    (s) => (s.sides[0].models[0].profle = {}),
    [{ path: 'sides[0].models[0].profle', message: 'unknown field "profle"; did you mean "profile"?' }],
  ],
  [
    'unknown top-level field',
    (s) => (s.author = 'me'),
    [
      {
        path: 'author',
        message:
          'unknown field "author"; allowed here: format, name, description, ruleset, table, terrain, weapons, spells, sides, turn, maxTurns, activeSide, firstSide, phase, phaseStarted, movementStep, seed, dice, rng, fights, unitStart, assaults, objectives, result',
      },
    ],
  ],
  [
    'newer format version',
    (s) => {
      s.format = 'skirmisher-scenario/2';
      s.newField = { anything: true };
    },
    [
      {
        path: 'format',
        message:
          'this file was written by a newer version of Skirmisher (format skirmisher-scenario/2); this version reads skirmisher-scenario/1',
      },
    ],
  ],
  [
    'a saved game given as a scenario',
    (s) => (s.format = 'skirmisher-game/1'),
    [
      {
        path: 'format',
        message: 'expected "skirmisher-scenario/1", got "skirmisher-game/1": this is a saved game',
      },
    ],
  ],
  [
    'unknown format',
    (s) => (s.format = 'scenario'),
    [{ path: 'format', message: 'expected "skirmisher-scenario/1", got "scenario"' }],
  ],
  [
    'NaN coordinate',
    (s) => (s.sides[0].models[0].at = [NaN, 3]),
    [
      {
        path: 'sides[0].models[0].at[0]',
        message: 'expected a coordinate in inches (a number from -10000 to 10000), got NaN',
      },
    ],
  ],
  [
    'Infinity in a profile',
    (s) => (s.sides[0].models[0].profile.M = Infinity),
    [
      {
        path: 'sides[0].models[0].profile.M',
        message: 'expected a number from 0 to 20 (inches), got Infinity',
      },
    ],
  ],
  [
    'huge numbers',
    (s) => {
      s.maxTurns = 1e300;
      s.table.depth = -1e308;
      s.sides[0].models[0].at = [1e200, 3];
      s.sides[0].models[0].points = 2 ** 60;
    },
    [
      { path: 'table.depth', message: 'expected a depth in inches from 1 to 1000, got -1e+308' },
      {
        path: 'sides[0].models[0].points',
        message: 'expected an integer from 0 to 10000, got 1152921504606847000',
      },
      {
        path: 'sides[0].models[0].at[0]',
        message: 'expected a coordinate in inches (a number from -10000 to 10000), got 1e+200',
      },
      { path: 'maxTurns', message: 'expected an integer from 1 to 100, got 1e+300' },
    ],
  ],
  [
    'forced die of 7',
    (s) => (s.dice = [1, 6, 7]),
    [{ path: 'dice[2]', message: 'expected a D6 face (an integer from 1 to 6), got 7' }],
  ],
  [
    'deeply nested junk',
    (s) => (s.name = nested(10_000)),
    [{ path: `name${'[0]'.repeat(31)}`, message: 'nested more than 32 levels deep' }],
  ],
  [
    'shallow junk in a string field',
    (s) => (s.name = { first: [[1]] }),
    [{ path: 'name', message: 'expected a name of 1 to 200 characters, got an object' }],
  ],
  [
    'a 21 MB string',
    (s) => (s.name = 'x'.repeat(MB21)),
    [
      {
        path: 'name',
        message: `expected a name of 1 to 200 characters, got "${'x'.repeat(40)}"… (a string of ${MB21} characters)`,
      },
    ],
  ],
  [
    '§7.1 Attacks splits outside the Close combat phase',
    (s) => (s.fights = { r1: { b1: 1 } }),
    [
      {
        path: 'fights',
        message:
          'Attacks splits are declared in the Close combat phase; this position is in the recovery phase',
      },
    ],
  ],
  [
    '§7.1 Attacks splits at a friend and at nobody',
    (s) => {
      s.phase = 'closeCombat';
      s.fights = { r2: { r1: 1 }, x9: { b1: 1 }, b2: { y1: 1 } };
    },
    [
      { path: 'fights.r2.r1', message: 'r2 cannot attack r1, a model of its own side' },
      { path: 'fights.x9', message: 'no model "x9" in this scenario' },
      { path: 'fights.b2.y1', message: 'no model "y1" in this scenario' },
    ],
  ],
  [
    '§7.1 an Attacks split a fight action could not make: more Attacks than the model has',
    (s) => {
      s.phase = 'closeCombat';
      s.sides[1].models[0].at = [6, 4];
      s.fights = { r1: { b1: 9 } };
    },
    [{ path: 'fights.r1', message: 'r1 has 1 Attacks but the split gives 9' }],
  ],
  [
    '§7.1 an Attacks split by a model in no fight',
    (s) => {
      s.phase = 'closeCombat';
      s.fights = { r1: { b1: 1 } };
    },
    [{ path: 'fights.r1', message: 'r1 is not fighting in close combat' }],
  ],
  [
    'every problem at once',
    (s) => {
      s.sides[0].models[1].profile.WS = '4';
      s.sides[1].models[0].weapons = ['halberd'];
      s.sides[1].models[1].at = [6.2, 3];
    },
    [
      WS_IS_STRING,
      { path: 'sides[1].models[0].weapons[0]', message: 'unknown weapon "halberd": not a key of weapons' },
      {
        path: 'sides[1].models[1].at',
        message:
          'model "b2" overlaps model "r1" (sides[0].models[0]): centres 0.2" apart, their bases need 1"',
      },
    ],
  ],
];

describe('validateScenario lists each problem with its path', () => {
  test.each(cases)('%s', (_name, edit, expected) => {
    const r = validateScenario(broken(edit));
    expect(r.ok).toBe(false);
    expect(r.ok ? [] : r.problems).toEqual(expected);
  });
});

describe('validateScenario accepts', () => {
  it('the base fixture, returning an equal document', () => {
    const r = validateScenario(scenario());
    expect(r).toEqual({ ok: true, scenario: scenario() });
  });

  it('bases exactly touching, and within the 0.001" tolerance', () => {
    const s = broken((s) => {
      s.sides[1].models[0].at = [7, 3];
      s.sides[1].models[1].at = [8, 3 + 0.0005];
    });
    expect(validateScenario(s).ok).toBe(true);
  });

  it('models on different levels overlapping in plan (one on a floor above the other)', () => {
    const s: Loose = scenario();
    const floors = [0.5, 3];
    const polygon = [
      [4, 1],
      [9, 1],
      [9, 5],
      [4, 5],
    ];
    s.terrain.push({ id: 'tower', kind: 'building', polygon, height: 3, floors, cover: 'hard' });
    s.sides[0].models[1].at = [6.5, 3, 3];
    expect(validateScenario(s).ok).toBe(true);
    s.sides[0].models[1].at = [6.5, 3, 0.5];
    expect(validateScenario(s).ok).toBe(false);
  });

  it('models out of action anywhere, even off the table or overlapping', () => {
    const s = broken((s) => {
      s.sides[1].models[0] = model('b1', [-5, 3], { status: 'outOfAction' });
      s.sides[1].models[1] = model('b2', [6, 3], { status: 'outOfAction' });
    });
    expect(validateScenario(s).ok).toBe(true);
  });

  it('the smallest document of FORMATS.md §1', () => {
    const s = {
      format: 'skirmisher-scenario/1',
      table: { width: 10, depth: 10 },
      sides: [
        {
          id: 'a',
          models: [
            { id: 'a1', profile: { M: 4, WS: 3, BS: 3, S: 3, T: 3, W: 1, I: 3, A: 1, Ld: 7 }, at: [5, 1] },
          ],
        },
        { id: 'b', models: [] },
      ],
    };
    expect(validateScenario(s)).toEqual({ ok: true, scenario: s });
  });

  it('every optional field of a mid-phase position', () => {
    const s = broken((s) => {
      s.description = 'A mid-combat puzzle.';
      s.ruleset = { preset: 'squad-assault', options: { singleTargetPenalty: true, casualties: 'injury' } };
      s.firstSide = 'blue';
      s.phase = 'closeCombat';
      s.phaseStarted = true;
      s.movementStep = 'remaining';
      s.rng = { c: 1, s0: 0.25, s1: 0.5, s2: 0.75 };
      s.sides[1].models[0].at = [6, 4];
      s.fights = { b1: { r1: 1 } };
      s.dice = [6, 6, 1];
      s.terrain.push({
        id: 'ruin',
        kind: 'building',
        polygon: [
          [16, 16],
          [20, 16],
          [20, 20],
          [16, 20],
        ],
        height: 6,
        floors: [3, 6],
        cover: 'hard',
        capacity: 10,
      });
      s.weapons.gun = {
        type: 'missile',
        range: 24,
        strength: 4,
        ap: 5,
        shots: 2,
        template: false,
        rules: ['poisoned'],
      };
      Object.assign(s.sides[0].models[0], {
        name: 'Captain',
        unit: 'squad-1',
        save: 5,
        invulnerable: 4,
        base: 0.5,
        rules: ['leader'],
        points: 60,
        wounds: 0,
        status: 'knockedDown',
        hidden: false,
        fleeing: false,
        fallingBack: false,
        charged: true,
        ran: false,
        moved: true,
        shot: false,
        failedCharge: false,
        rallied: false,
        stoodUp: false,
        critThisPhase: true,
        chargeBlocked: false,
        injuryThisTurn: 1,
        downedBy: 'b1',
      });
      s.sides[0].edge = 'west';
      s.sides[0].name = 'Red';
    });
    const r = validateScenario(s);
    expect(r.ok ? [] : r.problems).toEqual([]);
    expect(r).toEqual({ ok: true, scenario: s });
  });
});

describe('validateScenario rejects non-objects', () => {
  test.each([
    [null, 'null'],
    [[], 'a list of 0 items'],
    ['{"format":"skirmisher-scenario/1"}', '"{\\"format\\":\\"skirmisher-scenario/1\\"}"'],
    [42, '42'],
  ])('%j', (input, shown) => {
    expect(validateScenario(input)).toEqual({
      ok: false,
      problems: [
        {
          path: '$',
          message: `expected a scenario document { "format": "skirmisher-scenario/1", … } (an object), got ${shown}`,
        },
      ],
    });
  });

  it('nothing at all', () => {
    expect(validateScenario(undefined)).toEqual({
      ok: false,
      problems: [
        {
          path: '$',
          message:
            'missing: expected a scenario document { "format": "skirmisher-scenario/1", … } (an object)',
        },
      ],
    });
  });

  it('a document that cannot be read (throwing getter) without throwing', () => {
    const s = scenario() as unknown as Record<string, unknown>;
    Object.defineProperty(s, 'name', {
      enumerable: true,
      get() {
        throw new Error('boom');
      },
    });
    expect(validateScenario(s)).toEqual({
      ok: false,
      problems: [{ path: '$', message: 'could not read the input: boom' }],
    });
  });

  it('a cyclic object', () => {
    const s = scenario() as unknown as Record<string, unknown>;
    (s.sides as Record<string, unknown>[])[0]!.self = s;
    const r = validateScenario(s);
    expect(r.ok).toBe(false);
    expect(r.ok ? '' : r.problems[0]!.message).toBe('nested more than 32 levels deep');
  });

  it('"__proto__" as a weapon id from JSON text', () => {
    const s = JSON.parse(
      JSON.stringify(scenario())
        .replace('"sword":{', '"__proto__":{')
        .replace(/"sword"/g, '"__proto__"'),
    );
    const r = validateScenario(s);
    expect(r.ok).toBe(false);
    expect(r.ok ? [] : r.problems).toContainEqual({
      path: 'weapons.__proto__',
      message: '"__proto__" cannot be used as a name',
    });
  });
});

describe('big documents', () => {
  const stacked = (n: number) =>
    broken((s) => {
      s.sides[0].models = Array.from({ length: n }, (_, i) => model(`r${i}`, [5, 5]));
    });

  it('list at most 1000 problems, counting the rest', () => {
    const r = validateScenario(stacked(500)); // 124,750 overlapping pairs
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.problems).toHaveLength(1000);
    expect(r.problems[0]).toEqual({
      path: 'sides[0].models[1].at',
      message: 'model "r1" overlaps model "r0" (sides[0].models[0]): centres 0" apart, their bases need 1"',
    });
    expect(r.problems[999]!.path).toBe('$');
    expect(r.problems[999]!.message).toMatch(/^and \d+ more problems \(only the first 999 are listed\)$/);
  });

  it('reject more than 500 models a side and more than 10,000 forced dice', () => {
    const s = broken((s) => {
      s.sides[1].models = Array.from({ length: 501 }, (_, i) => model(`b${i}`, [1 + (i % 10) * 2, 12]));
      s.dice = Array.from({ length: 10_001 }, () => 3);
    });
    const r = validateScenario(s);
    expect(r.ok ? [] : r.problems.slice(0, 2)).toEqual([
      { path: 'sides[1].models', message: 'expected a list of at most 500 models, got a list of 501 items' },
      { path: 'dice', message: 'expected a list of at most 10000 forced dice, got a list of 10001 items' },
    ]);
  });
});

describe('the example of FORMATS.md §1', () => {
  it('validates as written', () => {
    const example = {
      format: 'skirmisher-scenario/1',
      name: 'Ruined street',
      ruleset: { preset: 'warhammer-skirmish', options: { singleTargetPenalty: false } },
      table: { width: 48, depth: 48 },
      terrain: [
        {
          id: 'wall-1',
          kind: 'wall',
          polygon: [
            [20, 20],
            [26, 20],
            [26, 20.5],
            [20, 20.5],
          ],
          height: 1,
          cover: 'hard',
        },
        {
          id: 'ruin-1',
          kind: 'building',
          polygon: [
            [30, 30],
            [36, 30],
            [36, 36],
            [30, 36],
          ],
          height: 6,
          floors: [3, 6],
          cover: 'hard',
          capacity: 10,
        },
        {
          id: 'wood-1',
          kind: 'wood',
          polygon: [
            [5, 35],
            [12, 35],
            [12, 42],
            [5, 42],
          ],
          height: 4,
          cover: 'soft',
        },
      ],
      weapons: {
        sword: { type: 'melee' },
        bow: { type: 'missile', range: 24, strength: 3 },
        crossbow: { type: 'missile', range: 30, strength: 4, saveModifier: -1 },
      },
      sides: [
        {
          id: 'red',
          name: 'Mercenaries',
          edge: 'south',
          models: [
            {
              id: 'r1',
              name: 'Captain',
              unit: 'r1',
              profile: { M: 4, WS: 4, BS: 4, S: 3, T: 3, W: 1, I: 4, A: 1, Ld: 8 },
              save: 5,
              base: 0.5,
              weapons: ['sword', 'crossbow'],
              rules: ['leader'],
              points: 60,
              at: [10, 4, 0],
            },
          ],
        },
        { id: 'blue', name: 'Raiders', edge: 'north', models: [] },
      ],
      turn: 1,
      maxTurns: 8,
      activeSide: 'red',
      phase: 'recovery',
      seed: 'ruined-street-1',
      dice: [],
    };
    expect(validateScenario(example)).toEqual({ ok: true, scenario: example });
  });
});

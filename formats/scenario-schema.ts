/**
 * The zod schema of the scenario file `skirmisher-scenario/1` (FORMATS.md §1): the single source of truth
 * for its shape. Its output type is exactly `ScenarioDocument` (engine/scenario-types.ts); every optional
 * field there is optional here and unknown fields are problems. Cross-field rules (ids that must exist or be
 * unique, bases on the table) live in `checks.ts`. Units: inches; dice are D6 faces.
 */
import { z } from 'zod';
import { SCENARIO_FORMAT } from '../engine/scenario-types';
import {
  COVERS,
  EDGES,
  MODEL_RULES,
  PHASES,
  PRESETS,
  SPELL_EFFECTS,
  STATUSES,
  TERRAIN_KINDS,
  WEAPON_RULES,
  type Point,
  type Terrain,
} from '../engine/types';
import { FORMAT_TABLE_SIDE } from './table-size';
import { TERRAIN_DEFAULTS } from './terrain-defaults';
import {
  bool,
  coordinate,
  exactly,
  id,
  intIn,
  knownName,
  listOf,
  numIn,
  oneOf,
  strictObj,
  text,
} from './leaf';
import { expecting } from './problems';

/** Most models a side may field (FORMATS.md §1 bound). */
export const MAX_MODELS_PER_SIDE = 500;
/** Most terrain pieces in a scenario. */
export const MAX_TERRAIN = 500;
/** Most forced dice in a scenario (RULES.md §13). */
export const MAX_FORCED_DICE = 10_000;
/** Most weapons in a scenario's weapon table. */
export const MAX_WEAPONS = 500;
/** Most spells in a scenario's spell table. */
export const MAX_SPELLS = 200;
/** Most vertices of a terrain footprint. */
export const MAX_POLYGON_POINTS = 1000;
/** Longest name (scenario, side, model, warband). */
export const MAX_NAME_LENGTH = 200;
/** Longest description. */
export const MAX_DESCRIPTION_LENGTH = 4000;
/** Most game turns a scenario may last. */
export const MAX_TURNS = 100;

/** A model's special rules, e.g. `["leader"]` (RULES.md §2; an unknown name is a problem naming it). */
const modelRules = listOf(knownName(MODEL_RULES, 'model rule'), 32, 'a list of at most 32 rule names');
/** A weapon's special rules, e.g. `["killingBlow"]` (RULES.md §2). */
const weaponRules = listOf(knownName(WEAPON_RULES, 'weapon rule'), 32, 'a list of at most 32 rule names');

/** Armour or invulnerable save, e.g. 5 for 5+; 7 means none (RULES.md §2, §6.6). */
const saveValue = intIn(2, 7, 'a save from 2 to 7 (5 means 5+, 7 means none)');

/** A weapon, e.g. `{ "type": "missile", "range": 30, "strength": 4, "saveModifier": -1 }` (RULES.md §2). */
export const weaponSchema = strictObj(
  {
    type: oneOf(['melee', 'missile']),
    /** Missile range in inches. */
    range: numIn(0, 1000, 'a range in inches from 0 to 1000').optional(),
    /** Missile Strength. */
    strength: intIn(0, 10).optional(),
    /** Melee Strength bonus added to the wielder's S. */
    strengthBonus: intIn(-10, 10).optional(),
    /** Armour save modifier, e.g. −1 (§6.6). */
    saveModifier: intIn(-6, 6).optional(),
    /** Armour piercing value, e.g. 4 for AP4 (§6.6). */
    ap: intIn(1, 6).optional(),
    /** To Hit dice per shot (§6.5). */
    shots: intIn(1, 20).optional(),
    template: bool().optional(),
    rules: weaponRules.optional(),
  },
  'a weapon { "type", … }',
);

/**
 * A spell (RULES.md §12), e.g. `{ "castingValue": 7, "range": 18, "effect": "magicMissile", "hits": "D6",
 * "strength": 4 }` or `{ "castingValue": 6, "range": 12, "effect": "buff" }`.
 */
export const spellSchema = strictObj(
  {
    /** 2D6 total needed to cast. */
    castingValue: intIn(2, 12, 'a casting value from 2 to 12 (2D6)'),
    /** Range in inches. */
    range: numIn(0, 1000, 'a range in inches from 0 to 1000'),
    effect: oneOf(SPELL_EFFECTS),
    /** Hits of a magic missile: a number, "D3" or "D6". */
    hits: z
      .union([intIn(0, 20), z.literal('D3'), z.literal('D6')], {
        error: expecting('a number of hits from 0 to 20, "D3" or "D6"'),
      })
      .optional(),
    strength: intIn(0, 10).optional(),
    saveModifier: intIn(-6, 6).optional(),
  },
  'a spell { "castingValue", "range", "effect", … }',
);

/** A footprint vertex `[x, y]` in inches. */
const vertex = z.tuple([coordinate(), coordinate()], { error: expecting('a point [x, y] in inches') });

/**
 * A terrain piece, e.g. `{ "id": "wall-1", "kind": "wall", "polygon": [[20, 20], …], "height": 1, "cover": "hard" }`;
 * `height` and `cover` may be left out (`TERRAIN_DEFAULTS`, terrain-defaults.ts).
 */
export const terrainSchema = strictObj(
  {
    id: id('a terrain id'),
    kind: oneOf(TERRAIN_KINDS),
    polygon: listOf(
      vertex,
      MAX_POLYGON_POINTS,
      `a polygon: a list of 3 to ${MAX_POLYGON_POINTS} points [x, y]`,
      3,
    ),
    /** Height in inches above the table. */
    height: numIn(0, 100, 'a height in inches from 0 to 100').optional(),
    cover: oneOf(COVERS).optional(),
    /** Heights a model may stand at inside or on top, e.g. `[3, 6]`. */
    floors: listOf(
      numIn(0, 100, 'a floor height in inches from 0 to 100'),
      20,
      'a list of at most 20 floor heights',
    ).optional(),
    /** Models a building holds (RULES.md §11). */
    capacity: intIn(1, 1000).optional(),
  },
  'a terrain piece { "id", "kind", "polygon", optional "height", "cover" }',
).transform((t): Terrain => {
  const d = TERRAIN_DEFAULTS[t.kind];
  const { height, cover, ...rest } = t;
  return {
    ...rest,
    height: height ?? Math.max(d.height, ...(t.floors ?? [])),
    cover: cover ?? d.cover,
  };
});

/** A profile, e.g. `{ "M": 4, "WS": 3, "BS": 3, "S": 3, "T": 3, "W": 1, "I": 3, "A": 1, "Ld": 7 }` (RULES.md §2). */
export const profileSchema = strictObj(
  {
    /** Move in inches. */
    M: numIn(0, 20, 'a number from 0 to 20 (inches)'),
    WS: intIn(0, 10),
    BS: intIn(0, 10),
    S: intIn(0, 10),
    T: intIn(0, 10),
    W: intIn(1, 10),
    I: intIn(0, 10),
    A: intIn(0, 10),
    Ld: intIn(0, 10),
  },
  'a profile { "M", "WS", "BS", "S", "T", "W", "I", "A", "Ld" }',
);

/**
 * The fields of a model that never change in a game: shared by scenario models and warband models
 * (`warband-schema.ts`). Example: `{ "id": "r1", "profile": {…}, "save": 5, "weapons": ["sword"] }`.
 */
export const modelStaticShape = {
  id: id('a model id'),
  name: text(MAX_NAME_LENGTH, 'a name').optional(),
  /** Unit id, default the model's own id. */
  unit: id('a unit id').optional(),
  profile: profileSchema,
  save: saveValue.optional(),
  invulnerable: saveValue.optional(),
  /** Base radius in inches, default 0.5. */
  base: numIn(0.1, 10, 'a base radius in inches from 0.1 to 10').optional(),
  /** Weapon ids, keys of the scenario's `weapons`. */
  weapons: listOf(id('a weapon id'), 16, 'a list of at most 16 weapon ids').optional(),
  rules: modelRules.optional(),
  points: intIn(0, 10_000).optional(),
  /** Spell ids it knows, keys of the scenario's (or warband's) `spells` (RULES.md §12). */
  spells: listOf(id('a spell id'), 16, 'a list of at most 16 spell ids').optional(),
};

/** Profile changes of a model's foot version (RULES.md §12 `mountedInjuries`), e.g. `{ "M": 4 }`. */
const footSchema = strictObj(
  {
    M: numIn(0, 20, 'a number from 0 to 20 (inches)').optional(),
    WS: intIn(0, 10).optional(),
    BS: intIn(0, 10).optional(),
    S: intIn(0, 10).optional(),
    T: intIn(0, 10).optional(),
    W: intIn(1, 10).optional(),
    I: intIn(0, 10).optional(),
    A: intIn(0, 10).optional(),
    Ld: intIn(0, 10).optional(),
  },
  'profile changes { "M", … }',
);

/** A position `[x, y]` or `[x, y, z]` in inches. */
export const positionSchema = listOf(
  coordinate(),
  3,
  'a position [x, y] or [x, y, z] in inches',
  2,
).transform((p) => p as Point);

/** A model in a scenario: its static fields, its position `at` and its optional state (FORMATS.md §1). */
export const scenarioModelSchema = strictObj(
  {
    ...modelStaticShape,
    at: positionSchema,
    /** Wounds left, default the profile's W. */
    wounds: intIn(0, 10).optional(),
    status: oneOf(STATUSES).optional(),
    hidden: bool().optional(),
    fleeing: bool().optional(),
    fallingBack: bool().optional(),
    charged: bool().optional(),
    ran: bool().optional(),
    moved: bool().optional(),
    shot: bool().optional(),
    failedCharge: bool().optional(),
    rallied: bool().optional(),
    stoodUp: bool().optional(),
    /** Mid-phase state written by the engine (extensions): first critical taken this close combat phase (§6.7). */
    critThisPhase: bool().optional(),
    /** Failed to notice a charge target this turn (§4.1). */
    chargeBlocked: bool().optional(),
    /** Worst Injury result this turn: 0 none, 1 knocked down, 2 stunned, 3 out of action (§8). */
    injuryThisTurn: intIn(0, 3).optional(),
    /** Id of the model that knocked this one down or stunned it this close combat phase (§7.6). */
    downedBy: id('a model id').optional(),
    /** Changes of its foot version once its mount is killed (`mountedInjuries`, §12), e.g. `{ "M": 4 }`. */
    foot: footSchema.optional(),
    /** Fell this turn (§4.4). */
    fell: bool().optional(),
    /** Diving charge bonus for the next close combat phase (§4.4). */
    diving: bool().optional(),
    /** +1 To Hit from a `buff` spell until the end of the turn (§12). */
    blessed: bool().optional(),
    /** Tried to cast a spell this turn (§12). */
    cast: bool().optional(),
    /** Mid-phase: id of the model that makes it test for panic at the end of the phase (§9.3). */
    panicFrom: id('a model id').optional(),
    /** Mid-phase: already tested for panic this phase (§9.3). */
    panicTested: bool().optional(),
    /** Its mount was killed: it uses its foot profile (§12). */
    dismounted: bool().optional(),
    /** Its unit regrouped this turn (§10.4). */
    regrouped: bool().optional(),
    /** Id of the building it garrisons (squad play, RULES.md §11). */
    building: id('a building id').optional(),
  },
  'a model { "id", "profile", "at", … }',
);

/**
 * A deployment zone (extension): a polygon `{ "polygon": [[16, 26], [36, 26], [36, 44], [16, 44]] }` or the strip
 * within N″ of the side's own edge `{ "withinEdge": 10 }`, inches (engine/deployment.ts).
 */
export const deploymentZoneSchema = z.union(
  [
    strictObj(
      {
        polygon: listOf(
          vertex,
          MAX_POLYGON_POINTS,
          `a polygon: a list of 3 to ${MAX_POLYGON_POINTS} points [x, y]`,
          3,
        ),
      },
      'a zone polygon { "polygon": [[x, y], …] }',
    ),
    strictObj(
      { withinEdge: numIn(0.5, 1000, 'a depth in inches from 0.5 to 1000') },
      'a zone { "withinEdge": inches }',
    ),
  ],
  { error: expecting('a deployment zone { "polygon": [[x, y], …] } or { "withinEdge": inches }') },
);

/** A side, e.g. `{ "id": "red", "name": "Mercenaries", "edge": "south", "models": [ … ] }`. */
export const scenarioSideSchema = strictObj(
  {
    id: id('a side id'),
    name: text(MAX_NAME_LENGTH, 'a name').optional(),
    edge: oneOf(EDGES).optional(),
    deploymentZone: deploymentZoneSchema.optional(),
    models: listOf(
      scenarioModelSchema,
      MAX_MODELS_PER_SIDE,
      `a list of at most ${MAX_MODELS_PER_SIDE} models`,
    ),
  },
  'a side { "id", "models", … }',
);

/** Ruleset option overrides (RULES.md §1), e.g. `{ "singleTargetPenalty": true }`. */
export const rulesetOptionsSchema = strictObj(
  {
    casualties: oneOf(['injury', 'removal']).optional(),
    combatOrder: oneOf(['chargersFirst', 'initiativeSteps']).optional(),
    combatResult: oneOf(['none', 'unsavedWounds']).optional(),
    saves: oneOf(['strengthModifier', 'armourPiercing']).optional(),
    criticals: bool().optional(),
    allAlone: bool().optional(),
    routTest: bool().optional(),
    panic: bool().optional(),
    morale: bool().optional(),
    buildings: bool().optional(),
    singleTargetPenalty: bool().optional(),
    premeasure: bool().optional(),
    mountedInjuries: bool().optional(),
    poisonedAttacks: bool().optional(),
    swarms: bool().optional(),
    spellGroups: bool().optional(),
  },
  'ruleset options',
);

/** A table of spells by id, e.g. `{ "fireball": { "castingValue": 7, "range": 18, "effect": "magicMissile" } }`. */
export const spellTableSchema = z.record(id('a spell id'), spellSchema, {
  error: expecting('a table of spells by id (an object)'),
});

/** A table of weapons by id, e.g. `{ "sword": { "type": "melee" } }`. */
export const weaponTableSchema = z.record(id('a weapon id'), weaponSchema, {
  error: expecting('a table of weapons by id (an object)'),
});

const finite = z.number({ error: expecting('a finite number') });

/** The whole scenario document `skirmisher-scenario/1` (FORMATS.md §1); output type `ScenarioDocument`. */
const { min: MIN_SIDE, max: MAX_SIDE } = FORMAT_TABLE_SIDE;

export const scenarioSchema = strictObj(
  {
    format: exactly(SCENARIO_FORMAT),
    name: text(MAX_NAME_LENGTH, 'a name').optional(),
    description: text(MAX_DESCRIPTION_LENGTH, 'a description').optional(),
    ruleset: strictObj(
      { preset: oneOf(PRESETS).optional(), options: rulesetOptionsSchema.optional() },
      'a ruleset { "preset", "options" }',
    ).optional(),
    table: strictObj(
      {
        width: numIn(MIN_SIDE, MAX_SIDE, `a width in inches from ${MIN_SIDE} to ${MAX_SIDE}`),
        depth: numIn(MIN_SIDE, MAX_SIDE, `a depth in inches from ${MIN_SIDE} to ${MAX_SIDE}`),
      },
      'a table { "width", "depth" }',
    ),
    terrain: listOf(terrainSchema, MAX_TERRAIN, `a list of at most ${MAX_TERRAIN} terrain pieces`).optional(),
    weapons: weaponTableSchema.optional(),
    spells: spellTableSchema.optional(),
    sides: z.tuple([scenarioSideSchema, scenarioSideSchema], {
      error: expecting('exactly two sides [{…}, {…}]'),
    }),
    /** Game turn; 0 is the deployment before turn 1 (extension, engine/deployment.ts). */
    turn: intIn(0, MAX_TURNS).optional(),
    maxTurns: intIn(1, MAX_TURNS).optional(),
    activeSide: id('a side id').optional(),
    firstSide: id('a side id').optional(),
    phase: oneOf(PHASES).optional(),
    /** Whether the phase's automatic start steps have run (FORMATS.md §2.1). */
    phaseStarted: bool().optional(),
    movementStep: oneOf(['charges', 'remaining']).optional(),
    seed: text(256, 'a seed').optional(),
    /** Forced D6 faces, consumed before the seeded generator (RULES.md §13). */
    dice: listOf(
      intIn(1, 6, 'a D6 face (an integer from 1 to 6)'),
      MAX_FORCED_DICE,
      `a list of at most ${MAX_FORCED_DICE} forced dice`,
    ).optional(),
    /** Generator state written by the engine (extension). */
    rng: strictObj(
      { c: finite, s0: finite, s1: finite, s2: finite },
      'a generator state { "c", "s0", "s1", "s2" }',
    ).optional(),
    /** Declared Attacks splits of the close combat in progress: model id → enemy id → Attacks (extension). */
    fights: z
      .record(
        id('a model id'),
        z.record(id('an enemy model id'), intIn(0, 10, 'a number of Attacks from 0 to 10'), {
          error: expecting('an Attacks split { "<enemy id>": attacks }'),
        }),
        { error: expecting('Attacks splits by model id (an object)') },
      )
      .optional(),
    /** Mid-phase, squad play: models in play of each unit when the phase started, by unit id (RULES.md §10.2). */
    unitStart: z
      .record(id('a unit id'), intIn(0, 100_000, 'a number of models'), {
        error: expecting('models by unit id (an object)'),
      })
      .optional(),
    /** Mid-turn, squad play: the unit assaulting each building this turn, by building id (RULES.md §11). */
    assaults: z
      .record(id('a building id'), id('a unit id'), {
        error: expecting('unit ids by building id (an object)'),
      })
      .optional(),
    /** Objectives (extension of RULES.md §13): the side garrisoning the building at the end scores its points. */
    objectives: listOf(
      strictObj(
        { terrain: id('a building id'), points: intIn(0, 100_000, 'points from 0 to 100000') },
        'an objective { "terrain", "points" }',
      ),
      20,
      'a list of up to 20 objectives',
    ).optional(),
    /** The result of a finished game (extension, RULES.md §13): winner side id or null, and why. */
    result: strictObj(
      {
        winner: id('a side id').nullable(),
        reason: oneOf(['rout', 'wipeout', 'turns'] as const),
      },
      'a game result { "winner": "<side id>" | null, "reason": "rout" | "wipeout" | "turns" }',
    ).optional(),
  },
  'a scenario document { "format": "skirmisher-scenario/1", … }',
);

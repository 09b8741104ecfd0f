/**
 * Plain-data types of the rules engine: the scenario document (FORMATS.md §1), the game state, actions
 * (FORMATS.md §2) and events (FORMATS.md §3). Everything here is JSON-serialisable: no classes, no Maps.
 * Distances and positions are in inches (RULES.md §0); dice values are D6 faces 1–6.
 */

/** Rules presets of RULES.md §1. */
export const PRESETS = ['warhammer-skirmish', 'squad-assault'] as const;
/** A rules preset name, e.g. `'warhammer-skirmish'`. */
export type Preset = (typeof PRESETS)[number];

/**
 * Model special rules (RULES.md §2; where each acts: `leader` §9.1, `character` §7.7–§7.8, `killingBlow` §8,
 * `poisoned`, `swarm`, `mounted` and `wizard` §12, `monstrous` and `monster` §11, `large` §6.2, `animal`
 * §4.4; `fear` is named by §2 and does nothing yet). A scenario or warband naming another rule is refused by
 * validation.
 */
export const MODEL_RULES = [
  'leader',
  'character',
  'killingBlow',
  'poisoned',
  'swarm',
  'mounted',
  'wizard',
  'monstrous',
  'monster',
  'fear',
  'large',
  'animal',
] as const;
/** A model special rule, e.g. `'leader'`. */
export type ModelRule = (typeof MODEL_RULES)[number];

/** Weapon special rules (RULES.md §2: `killingBlow` §8, `poisoned` §12, `stoneThrower` §11). */
export const WEAPON_RULES = ['killingBlow', 'poisoned', 'stoneThrower'] as const;
/** A weapon special rule, e.g. `'killingBlow'`. */
export type WeaponRule = (typeof WEAPON_RULES)[number];

/** Phases of a player turn, in order (RULES.md §3). */
export const PHASES = ['recovery', 'movement', 'magic', 'shooting', 'closeCombat'] as const;
/** A phase name, e.g. `'shooting'`. */
export type Phase = (typeof PHASES)[number];

/** Model statuses (RULES.md §2, §8). */
export const STATUSES = ['standing', 'knockedDown', 'stunned', 'outOfAction'] as const;
/** A model status, e.g. `'knockedDown'`. */
export type Status = (typeof STATUSES)[number];

/** Terrain kinds (FORMATS.md §1). */
export const TERRAIN_KINDS = ['wall', 'building', 'wood', 'rubble', 'impassable', 'platform'] as const;
/** A terrain kind, e.g. `'wall'`. */
export type TerrainKind = (typeof TERRAIN_KINDS)[number];

/** Cover values (RULES.md §5). */
export const COVERS = ['none', 'soft', 'hard'] as const;
/** Cover a piece of terrain gives, e.g. `'hard'` (−2 To Hit). */
export type Cover = (typeof COVERS)[number];

/** Table edges a side deploys from and flees toward. */
export const EDGES = ['north', 'south', 'east', 'west'] as const;
/** A table edge, e.g. `'south'` (y = 0). */
export type Edge = (typeof EDGES)[number];

/** Ruleset options of RULES.md §1; every field has a preset default. */
export interface RulesetOptions {
  /** `'injury'` (§8 injury table) or `'removal'` (a model at 0 W is removed). */
  casualties: 'injury' | 'removal';
  /** Strike order, §7.2. */
  combatOrder: 'chargersFirst' | 'initiativeSteps';
  /** Combat result, §7.9. */
  combatResult: 'none' | 'unsavedWounds';
  /** Save rule, §6.6. */
  saves: 'strengthModifier' | 'armourPiercing';
  /** Criticals on natural 6 To Wound, §6.7. */
  criticals: boolean;
  /** All Alone test, §9.2. */
  allAlone: boolean;
  /** Rout test at the start of a turn, §9.4. */
  routTest: boolean;
  /** Panic tests, §9.3. */
  panic: boolean;
  /** 40k morale and falling back, §10. */
  morale: boolean;
  /** Occupiable buildings, §11. */
  buildings: boolean;
  /** −1 To Hit when shooting at a lone model, §6.3. */
  singleTargetPenalty: boolean;
  /** Players may measure before declaring a charge, §4.1. */
  premeasure: boolean;
  /** House rules of seed 002, §12. */
  mountedInjuries: boolean;
  poisonedAttacks: boolean;
  swarms: boolean;
  spellGroups: boolean;
}

/** Profile characteristics (RULES.md §2), e.g. `{ M: 4, WS: 3, BS: 3, S: 3, T: 3, W: 1, I: 3, A: 1, Ld: 7 }`. */
export interface Profile {
  /** Move in inches. */
  M: number;
  WS: number;
  BS: number;
  S: number;
  T: number;
  W: number;
  I: number;
  A: number;
  Ld: number;
}

/**
 * A weapon (RULES.md §2). Missile: `{ type: 'missile', range: 30, strength: 4, saveModifier: -1 }`.
 * Melee: `{ type: 'melee', strengthBonus: 1 }`.
 */
export interface Weapon {
  type: 'melee' | 'missile';
  /** Missile range in inches. */
  range?: number;
  /** Missile Strength (absolute). */
  strength?: number;
  /** Melee Strength bonus added to the wielder's S. */
  strengthBonus?: number;
  /** Armour save modifier, e.g. −1 makes a 5+ save a 6+ (§6.6 strengthModifier). */
  saveModifier?: number;
  /** Armour piercing value for the `armourPiercing` save rule (§6.6), e.g. 4 for AP4. */
  ap?: number;
  /** To Hit dice per shot (§6.5), default 1. */
  shots?: number;
  /** Template or blast weapon (§6.5). */
  template?: boolean;
  /** Weapon special rules, e.g. `['killingBlow']`. */
  rules?: WeaponRule[];
}

/** Spell effects of RULES.md §12: `magicMissile` (hits at a Strength on an enemy group) and `buff` (+1 To Hit). */
export const SPELL_EFFECTS = ['magicMissile', 'buff'] as const;
/** A spell effect, e.g. `'magicMissile'`. */
export type SpellEffect = (typeof SPELL_EFFECTS)[number];

/**
 * A spell (RULES.md §3.3, §12), e.g. `{ castingValue: 7, range: 18, effect: 'magicMissile', hits: 'D6',
 * strength: 4 }` or `{ castingValue: 6, range: 12, effect: 'buff' }`. Cast on 2D6 ≥ `castingValue`.
 */
export interface Spell {
  /** 2D6 total needed to cast, e.g. 7. */
  castingValue: number;
  /** Range in inches, base to base from the caster to the target. */
  range: number;
  effect: SpellEffect;
  /** Hits of a magic missile: a number, `'D3'` or `'D6'` (default `'D6'`). */
  hits?: number | 'D3' | 'D6';
  /** Strength of a magic missile's hits (default 4). */
  strength?: number;
  /** Armour save modifier of a magic missile's hits, e.g. −1 (default 0, §6.6). */
  saveModifier?: number;
}

/** A terrain piece: a polygon footprint (inches, counter-clockwise or clockwise) with a height. */
export interface Terrain {
  id: string;
  kind: TerrainKind;
  /** Footprint vertices, e.g. `[[20, 20], [26, 20], [26, 20.5], [20, 20.5]]`. */
  polygon: [number, number][];
  /** Height in inches above the table. */
  height: number;
  cover: Cover;
  /** Heights (inches) a model may stand at inside or on top, e.g. `[3, 6]`. */
  floors?: number[];
  /** Models a building holds (§11). */
  capacity?: number;
}

/** The fixed part of a model: what never changes in a game. Shared, never cloned. */
export interface ModelStatic {
  id: string;
  name: string;
  /** Index of the owning side in `GameStatic.sides`. */
  side: number;
  /** Unit id (in skirmish every model is its own unit). */
  unit: string;
  profile: Profile;
  /** Armour save, e.g. 5 for 5+; 7 or more means none. */
  save: number;
  /** Invulnerable save, e.g. 4 for 4+; 7 means none. */
  invulnerable: number;
  /** Base radius in inches (25 mm ≈ 0.5"). */
  base: number;
  /** Weapon ids, keys of `GameStatic.weapons`. */
  weapons: string[];
  /** Special rules, e.g. `['leader']`. */
  rules: ModelRule[];
  points: number;
  /** Index of its unit in `GameStatic.units`. */
  unitIndex: number;
  /** Spell ids the model knows (RULES.md §12; casting also needs the `wizard` rule), keys of `GameStatic.spells`. */
  spells: string[];
  /** The profile of its foot version, used once its mount is killed (`mountedInjuries`, RULES.md §12). */
  footProfile: Profile;
}

/**
 * A unit (RULES.md §2): models that move and test together, e.g. `{ id: 'vets', side: 0, models: [0, 1, 2],
 * size: 3 }`. In skirmish play every model is its own unit.
 */
export interface UnitStatic {
  id: string;
  /** Index of the owning side in `GameStatic.sides`. */
  side: number;
  /** Indices into `GameStatic.models`, in scenario order. */
  models: number[];
  /** Models it had at the start of the game (out of action ones included): the 25% of §10.4 count from it. */
  size: number;
}

/**
 * A deployment zone (extension of FORMATS.md §1, docs/architecture.md "Format extensions"): a polygon in inches,
 * e.g. `{ polygon: [[16, 26], [36, 26], [36, 44], [16, 44]] }`, or the strip within N inches of the side's own
 * table edge (`SideStatic.edge`), e.g. `{ withinEdge: 10 }`. A deployed model's whole base lies inside it.
 */
export type DeploymentZone = { polygon: [number, number][] } | { withinEdge: number };

/** A side (player) of the game. */
export interface SideStatic {
  id: string;
  name: string;
  /** Its own table edge: it deploys from it (`zone.withinEdge`) and falls back toward it (§10.3). */
  edge: Edge;
  /** Where it places its models before turn 1 (deployment, turn 0); absent when the scenario gives none. */
  zone?: DeploymentZone;
  /** Indices into `GameStatic.models` of this side's models. */
  models: number[];
}

/** Everything that never changes during a game, shared by reference between cloned states. */
export interface GameStatic {
  name: string;
  preset: Preset;
  options: RulesetOptions;
  table: { width: number; depth: number };
  terrain: Terrain[];
  weapons: Record<string, Weapon>;
  /** Spells by id (RULES.md §12). */
  spells: Record<string, Spell>;
  sides: [SideStatic, SideStatic];
  models: ModelStatic[];
  /**
   * Objectives (extension of RULES.md §13): a building and the points its garrison's side scores at the end of
   * the game, e.g. `[{ terrain: 3, points: 100 }]` (`terrain` indexes `terrain`).
   */
  objectives: { terrain: number; points: number }[];
  /** Units, in order of their first model (RULES.md §2). */
  units: UnitStatic[];
  /** Squad play (`squad-assault`, RULES.md §1): unit moves and charges, coherency, wound allocation (§7.7). */
  squads: boolean;
  maxTurns: number;
  /** Index of the side that plays first in each game turn. */
  firstSide: number;
}

/** The changing part of a model (RULES.md §2 status and flags). Positions in inches. */
export interface ModelState {
  x: number;
  y: number;
  /** Height above the table in inches. */
  z: number;
  /** Wounds left, 0..W. */
  wounds: number;
  status: Status;
  hidden: boolean;
  fleeing: boolean;
  fallingBack: boolean;
  /** Charged this turn (chargers strike first, §7.2). */
  charged: boolean;
  ran: boolean;
  moved: boolean;
  shot: boolean;
  failedCharge: boolean;
  rallied: boolean;
  /** Stood up from knocked down in this turn's Recovery phase (§3.1 step 4). */
  stoodUp: boolean;
  /** Took a critical in this close combat phase (§6.7: only the first counts). */
  critThisPhase: boolean;
  /** Worst injury result rolled this turn, 0 if none (§8: keep the worst). 1 knockedDown, 2 stunned, 3 outOfAction. */
  injuryThisTurn: number;
  /** Failed the Initiative test to notice a charge target this turn: may not charge (§4.1). */
  chargeBlocked: boolean;
  /** Index of the model that knocked this one down or stunned it in this close combat phase, else −1 (§7.6). */
  downedBy: number;
  /** Fell this turn: may not move further or hide (§4.4). */
  fell: boolean;
  /** Made a diving charge: +1 Strength and +1 To Hit in the next close combat phase (§4.4). */
  diving: boolean;
  /** Under a `buff` spell: +1 To Hit until the end of the turn (§12). */
  blessed: boolean;
  /** Tried to cast a spell this turn (one attempt per wizard per Magic phase, §12). */
  cast: boolean;
  /** Panic this phase (§9.3): −1 none, −2 already tested, else the index of the model that caused it. */
  panicCause: number;
  /** Its mount was killed: it uses its foot profile (`mountedInjuries`, §12). */
  dismounted: boolean;
  /** Its unit regrouped this turn (§10.4): a 3" move, no run or charge, counts as moved, snap shots. */
  regrouped: boolean;
  /** Index in `static.terrain` of the building it garrisons (§11), −1 when outside. */
  building: number;
}

/** A side's Attacks split in close combat: enemy model id → Attacks (FORMATS.md §2 `fight`). */
export type AttackSplit = Record<string, number>;

/** State of the seedrandom `alea` generator (RULES.md §13), carried in the game state. */
export interface RngState {
  c: number;
  s0: number;
  s1: number;
  s2: number;
}

/** The result of a finished game (RULES.md §13). */
export interface GameResult {
  /** Winning side id, or null for a draw. */
  winner: string | null;
  reason: 'rout' | 'wipeout' | 'turns';
}

/** The whole game state: plain data. `static` is shared between clones; everything else is copied. */
export interface GameState {
  static: GameStatic;
  /**
   * Game turn, 1-based: each side plays one player turn per game turn. 0 is the deployment before turn 1
   * (engine/deployment.ts): the side to act places its models in its zone, then ends its deployment.
   */
  turn: number;
  /** Index of the side whose turn it is. */
  activeSide: number;
  phase: Phase;
  /** Whether the phase's automatic start steps have run (FORMATS.md §2.1). */
  phaseStarted: boolean;
  /** Movement sub-step (FORMATS.md §2.1). */
  movementStep: 'charges' | 'remaining';
  /** Parallel to `static.models`. */
  models: ModelState[];
  /**
   * Models in play of each unit (parallel to `static.units`) when the current Movement or Shooting phase
   * started, for the 25% losses Morale test (RULES.md §10.2).
   */
  unitStart: number[];
  /**
   * The unit assaulting each building this turn (parallel to `static.terrain`, unit index, −1 none), RULES.md
   * §11: one assaulting unit per building per turn; the assault is fought in the close combat phase.
   */
  assaults: number[];
  /** Declared Attacks splits for this close combat phase, by model index. */
  fights: Record<string, AttackSplit>;
  /** Seeded generator state (§13). */
  rng: RngState;
  /** The seed the generator started from, for save files. */
  seed: string;
  /** Forced dice, consumed before the generator (§13). D6 faces. */
  dice: number[];
  result: GameResult | null;
}

/** A point in inches: `[x, y]` or `[x, y, z]`. */
export type Point = [number, number] | [number, number, number];

/** A point with its height in inches, `[x, y, z]`, e.g. `[10, 4, 3]` for a first floor (climb, jumps, §4.4). */
export type Point3 = [number, number, number];

/** A player decision (FORMATS.md §2). */
export type Action =
  | { type: 'charge'; model: string; target: string }
  | { type: 'move'; model: string; to: Point; run?: boolean; hide?: boolean }
  | { type: 'moveUnit'; unit: string; by: [number, number]; run?: boolean }
  | { type: 'enterBuilding'; unit: string; building: string }
  | { type: 'leaveBuilding'; unit: string; to: [number, number] }
  | { type: 'shoot'; model: string; target: string; weapon?: string }
  | { type: 'fight'; model: string; split?: AttackSplit }
  | { type: 'climb'; model: string; to: Point3 }
  | { type: 'jumpDown'; model: string; to: Point3 }
  | { type: 'jumpGap'; model: string; to: Point3 }
  | { type: 'divingCharge'; model: string; target: string }
  | { type: 'hide'; model: string }
  | { type: 'cast'; model: string; spell: string; target: string }
  | { type: 'deploy'; model: string; to: Point }
  | { type: 'endDeployment' }
  | { type: 'endPhase' };

/** Action type names. */
export type ActionType = Action['type'];

/** Error codes for illegal actions and invalid input (FORMATS.md §2). */
export const ERROR_CODES = [
  'ERR_GAME_OVER',
  'ERR_BAD_ACTION',
  'ERR_UNKNOWN_MODEL',
  'ERR_NOT_YOUR_TURN',
  'ERR_WRONG_PHASE',
  'ERR_ALREADY_ACTED',
  'ERR_CANNOT_ACT',
  'ERR_OUT_OF_RANGE',
  'ERR_CANNOT_RUN',
  'ERR_CANNOT_CHARGE',
  'ERR_CHARGES_OVER',
  'ERR_NOT_VISIBLE',
  'ERR_NOT_CLOSEST_TARGET',
  'ERR_TARGET_ENGAGED',
  'ERR_NO_WEAPON',
  'ERR_IN_COMBAT',
  'ERR_PATH_BLOCKED',
  'ERR_TOO_CLOSE_TO_ENEMY',
  'ERR_OFF_TABLE',
  'ERR_BAD_SPLIT',
  'ERR_INVALID_SCENARIO',
  'ERR_CANNOT_HIDE',
  'ERR_CANNOT_CLIMB',
  'ERR_CANNOT_JUMP',
  'ERR_CANNOT_CAST',
  'ERR_UNKNOWN_SPELL',
  'ERR_UNKNOWN_UNIT',
  'ERR_COHERENCY',
  'ERR_BUILDING',
  'ERR_DEPLOYMENT',
] as const;
/** An error code, e.g. `'ERR_OUT_OF_RANGE'`. */
export type ErrorCode = (typeof ERROR_CODES)[number];

/** A rule violation as a value, e.g. `{ code: 'ERR_CANNOT_RUN', message: 'r2 cannot run: enemy b1 within 8"' }`. */
export interface RuleError {
  code: ErrorCode;
  message: string;
}

/** A value or a rule error (STYLE.md: violations are values). */
export type Result<T> = { ok: true; value: T } | { ok: false; error: RuleError };

export type { TestKind, FleeCause, RevealReason, GameEvent, EventKind } from './events';

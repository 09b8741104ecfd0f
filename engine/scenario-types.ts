/**
 * The scenario document of FORMATS.md §1 (`skirmisher-scenario/1`) as TypeScript types. The zod schema in
 * `formats/scenario-schema.ts` checks a file against this shape; `engine/scenario.ts` turns it into a game.
 */
import type {
  DeploymentZone,
  Edge,
  ModelRule,
  GameResult,
  Phase,
  Preset,
  Profile,
  RngState,
  RulesetOptions,
  Spell,
  Status,
  Terrain,
  Weapon,
} from './types';

/** The format tag of a scenario file. */
export const SCENARIO_FORMAT = 'skirmisher-scenario/1';

/** A model in a scenario file, e.g. `{ "id": "r1", "profile": {…}, "at": [10, 4] }`. Units: inches. */
export interface ScenarioModel {
  id: string;
  name?: string;
  unit?: string;
  profile: Profile;
  /** Armour save, e.g. 5 for 5+ (default none: 7). */
  save?: number;
  /** Invulnerable save, e.g. 4 for 4+ (default none: 7). */
  invulnerable?: number;
  /** Base radius in inches, default 0.5. */
  base?: number;
  weapons?: string[];
  rules?: ModelRule[];
  points?: number;
  /** Position `[x, y]` or `[x, y, z]` in inches. */
  at: [number, number] | [number, number, number];
  /** Wounds left, default the profile's W. */
  wounds?: number;
  status?: Status;
  hidden?: boolean;
  fleeing?: boolean;
  fallingBack?: boolean;
  charged?: boolean;
  ran?: boolean;
  moved?: boolean;
  shot?: boolean;
  failedCharge?: boolean;
  rallied?: boolean;
  stoodUp?: boolean;
  /** Mid-phase state written by the engine (extensions): first critical taken this close combat phase (§6.7). */
  critThisPhase?: boolean;
  /** Failed to notice a charge target this turn (§4.1). */
  chargeBlocked?: boolean;
  /** Worst Injury result this turn: 1 knocked down, 2 stunned, 3 out of action (§8). */
  injuryThisTurn?: number;
  /** Id of the model that knocked this one down or stunned it this close combat phase (§7.6). */
  downedBy?: string;
  /** Spell ids it knows, keys of the scenario's `spells` (RULES.md §12; casting also needs the `wizard` rule). */
  spells?: string[];
  /** Profile changes of its foot version once its mount is killed (`mountedInjuries`, §12), default `{ "M": 4 }`. */
  foot?: Partial<Profile>;
  /** Fell this turn (§4.4). */
  fell?: boolean;
  /** Diving charge bonus for the next close combat phase (§4.4). */
  diving?: boolean;
  /** +1 To Hit from a `buff` spell until the end of the turn (§12). */
  blessed?: boolean;
  /** Tried to cast a spell this turn (§12). */
  cast?: boolean;
  /** Mid-phase: id of the model whose shot, spell or loss makes it test for panic at the end of the phase (§9.3). */
  panicFrom?: string;
  /** Mid-phase: already tested for panic this phase (§9.3). */
  panicTested?: boolean;
  /** Its mount was killed: it uses its foot profile (`mountedInjuries`, §12). */
  dismounted?: boolean;
  /** Its unit regrouped this turn (§10.4): 3" move, no run or charge, snap shots. */
  regrouped?: boolean;
  /** Id of the building (a `terrain` entry of kind `building`) it garrisons (squad play, RULES.md §11). */
  building?: string;
}

/** A side in a scenario file: exactly two per scenario. */
export interface ScenarioSide {
  id: string;
  name?: string;
  /** Own table edge, default south for the first side and north for the second. */
  edge?: Edge;
  /**
   * Where it deploys before turn 1 (extension): a polygon `{ "polygon": [[x, y], …] }` or the strip within N″ of
   * its own edge `{ "withinEdge": 10 }`, inches. Scenarios without zones start where their models stand.
   */
  deploymentZone?: DeploymentZone;
  models: ScenarioModel[];
}

/** A whole position (FORMATS.md §1): new games and mid-turn positions alike. */
export interface ScenarioDocument {
  format: typeof SCENARIO_FORMAT;
  name?: string;
  description?: string;
  ruleset?: { preset?: Preset; options?: Partial<RulesetOptions> };
  table: { width: number; depth: number };
  terrain?: Terrain[];
  weapons?: Record<string, Weapon>;
  /** Spells by id (RULES.md §12), e.g. `{ "fireball": { "castingValue": 7, "range": 18, "effect": "magicMissile" } }`. */
  spells?: Record<string, Spell>;
  sides: [ScenarioSide, ScenarioSide];
  /** Game turn, default 1; 0 is the deployment before turn 1 (extension, needs both sides' deployment zones). */
  turn?: number;
  maxTurns?: number;
  activeSide?: string;
  /** Side that plays first in every game turn (extension), default `activeSide`: the side to act started the turn. */
  firstSide?: string;
  phase?: Phase;
  phaseStarted?: boolean;
  movementStep?: 'charges' | 'remaining';
  seed?: string;
  /** Forced D6 faces (RULES.md §13). */
  dice?: number[];
  /** Generator state written by the engine so a saved position continues bit for bit (extension). */
  rng?: RngState;
  /** Declared Attacks splits of the close combat phase in progress (extension). */
  fights?: Record<string, Record<string, number>>;
  /**
   * Mid-phase (squad play): models in play of each unit when the current Movement or Shooting phase started,
   * by unit id, for the 25% losses Morale test (RULES.md §10.2); default: the models in play now (extension).
   */
  unitStart?: Record<string, number>;
  /** Mid-turn, squad play: the unit assaulting each building this turn, by building id (RULES.md §11). */
  assaults?: Record<string, string>;
  /**
   * Objectives (extension of RULES.md §13): at the end of the game the side whose unit garrisons the building
   * scores its points, e.g. `[{ "terrain": "farmhouse", "points": 120 }]`.
   */
  objectives?: { terrain: string; points: number }[];
  /** The result of a finished game, written by the engine so it reloads finished (extension, RULES.md §13). */
  result?: GameResult;
}

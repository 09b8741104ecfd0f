/**
 * The scenario document of FORMATS.md §1 (`skirmisher-scenario/1`) as TypeScript types. The zod schema in
 * `formats/scenario-schema.ts` checks a file against this shape; `engine/scenario.ts` turns it into a game.
 */
import type {
  Edge,
  Phase,
  Preset,
  Profile,
  RngState,
  RulesetOptions,
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
  rules?: string[];
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
}

/** A side in a scenario file: exactly two per scenario. */
export interface ScenarioSide {
  id: string;
  name?: string;
  /** Own table edge, default south for the first side and north for the second. */
  edge?: Edge;
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
  sides: [ScenarioSide, ScenarioSide];
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
}

/**
 * Events (FORMATS.md §3): what `applyAction` reports, in order. Plain, JSON-serialisable data; dice events
 * carry the RULES.md § of the rule they test.
 */
import type { GameResult, Phase, Point } from './types';

/** Kinds of dice tests (FORMATS.md §3). */
export type TestKind =
  | 'toHit'
  | 'toHitFollowUp'
  | 'toWound'
  | 'armourSave'
  | 'invulnerableSave'
  | 'injury'
  | 'leadership'
  | 'initiative'
  | 'chargeNotice'
  | 'rout'
  | 'fleeDistance'
  | 'fallHits'
  | 'casting'
  | 'spellHits'
  | 'morale'
  | 'regroup'
  | 'lookOutSir'
  | 'fallBackDistance'
  | 'templateModels'
  | 'stoneThrower';

/** Why a fleeing model moved (RULES.md §9.2, §9.3, §9.5, §7.10). */
export type FleeCause = 'allAlone' | 'panic' | 'charged' | 'compulsory';

/** Why a hidden model was revealed (RULES.md §4.3). */
export type RevealReason = 'sight' | 'initiative' | 'shot' | 'cast' | 'charged' | 'moved' | 'injured';

/**
 * Something that happened (FORMATS.md §3). Dice events are `kind: 'roll'` with the rule §, e.g.
 * `{ kind: 'roll', test: 'toHit', rule: '§6.3', model: 'r1', target: 'b2', need: 4, dice: [5], success: true }`.
 */
export type GameEvent =
  | {
      kind: 'roll';
      test: TestKind;
      rule: string;
      model: string;
      target?: string;
      /** Number needed: e.g. 4 for 4+, or the highest passing total for a Leadership test. */
      need: number;
      dice: number[];
      success: boolean;
      /** Outcome word for rolls with more than two results, e.g. `'stunned'` for an injury. */
      outcome?: string;
      /** The unit a unit test is for (Morale, regroup: §10), in squad play. */
      unit?: string;
    }
  | { kind: 'moved'; model: string; from: Point; to: Point; run: boolean; distance: number }
  | {
      kind: 'charged';
      model: string;
      target: string;
      from: Point;
      to: Point;
      engaged: string[];
      /** A diving charge from a ledge (§4.4). */
      diving?: boolean;
      /** Squad play: the charging unit, led by `model`, e.g. `'mob-west'`. */
      unit?: string;
      /** Squad play: the unit of `target`, e.g. `'wardens'`. */
      targetUnit?: string;
    }
  | {
      kind: 'intercepted';
      model: string;
      target: string;
      by: string;
      from: Point;
      to: Point;
      /** Squad play: the charging unit and its target's, as in `charged`. */
      unit?: string;
      targetUnit?: string;
    }
  | {
      kind: 'failedCharge';
      model: string;
      target: string;
      from: Point;
      to: Point;
      reason: string;
      /** Squad play: the charging unit and its target's, as in `charged`. */
      unit?: string;
      targetUnit?: string;
    }
  | { kind: 'shot'; model: string; target: string; weapon: string }
  | { kind: 'wounded'; model: string; by: string; wounds: number; woundsLeft: number; critical: boolean }
  | { kind: 'saved'; model: string; by: string }
  | { kind: 'knockedDown'; model: string }
  | { kind: 'stunned'; model: string }
  | { kind: 'outOfAction'; model: string; by?: string }
  | { kind: 'stoodUp'; model: string }
  | { kind: 'combatStarted'; models: string[] }
  | { kind: 'phaseStarted'; side: string; phase: Phase; turn: number }
  | { kind: 'turnStarted'; side: string; turn: number }
  | { kind: 'deployed'; model: string; from: Point; to: Point }
  | { kind: 'deploymentEnded'; side: string }
  | { kind: 'routed'; side: string }
  | { kind: 'hidden'; model: string }
  | { kind: 'revealed'; model: string; reason: RevealReason; by?: string }
  | { kind: 'climbed'; model: string; from: Point; to: Point; distance: number }
  | {
      kind: 'jumped';
      model: string;
      jump: 'down' | 'gap';
      from: Point;
      to: Point;
      /** Height jumped down, or width of the gap, inches. */
      distance: number;
    }
  | { kind: 'fell'; model: string; from: Point; to: Point; height: number }
  | {
      kind: 'fled';
      model: string;
      cause: FleeCause;
      from: Point;
      to: Point;
      distance: number;
      offTable: boolean;
    }
  | { kind: 'rallied'; model: string }
  | { kind: 'rallyRefused'; model: string; closest: string }
  | { kind: 'spellCast'; model: string; spell: string; target: string; affected: string[] }
  | { kind: 'mountKilled'; model: string; by: string }
  | { kind: 'unitMoved'; unit: string; offset: Point; run: boolean; distance: number }
  | {
      kind: 'woundAllocated';
      /** The model the wound went to (after any Look Out, Sir). */
      model: string;
      unit: string;
      /**
       * Why this model (§7.7): `contact`, `closest`, `party` (the defender's pick in an assault party, §11),
       * `character` (attacks directed at it in an assault, §11), `wounded` (already has a wound), `lookOutSir`.
       */
      reason: 'contact' | 'closest' | 'party' | 'character' | 'wounded' | 'lookOutSir';
      /** The character the wound was first allocated to, when Look Out, Sir moved it (§7.8). */
      from?: string;
    }
  | {
      kind: 'combatResult';
      /** Units in this combat. */
      units: string[];
      /** Unsaved wounds inflicted by each side in the phase (§7.9). */
      wounds: Record<string, number>;
      winner: string | null;
      /** `wounds`, `draw`, or `wipedOut` (a side destroyed all its enemies). */
      reason: 'wounds' | 'draw' | 'wipedOut';
    }
  | { kind: 'fellBack'; unit: string; distance: number; offset: Point; models: string[] }
  | { kind: 'regrouped'; unit: string }
  | { kind: 'enteredBuilding'; unit: string; building: string; models: string[] }
  | { kind: 'leftBuilding'; unit: string; building: string; models: string[] }
  | { kind: 'assault'; unit: string; building: string; garrison: string }
  | {
      kind: 'assaultFailed';
      unit: string;
      building: string;
      /** Why (§11): out of reach, another unit already assaults the building this turn, or it fell back (§10.2). */
      reason: string;
    }
  | { kind: 'assaultParty'; unit: string; building: string; models: string[] }
  | {
      kind: 'destroyed';
      unit: string;
      /** `edge` (fell back off its table edge, §10.3), `trapped` (§10.3), `charged` (failed regroup, §10.4). */
      reason: 'edge' | 'trapped' | 'charged';
    }
  | { kind: 'gameOver'; winner: string | null; reason: GameResult['reason']; points: Record<string, number> };

/** Event kind names. */
export type EventKind = GameEvent['kind'];

/**
 * The zod schema of a warband file `skirmisher-warband/1` (content/warbands/*.json): a roster of models
 * without positions, with its weapon table. `content/from-warbands.ts` deploys two warbands into a
 * scenario (FORMATS.md §1). Profiles follow RULES.md §2.
 */
import type { z } from 'zod';
import { PRESETS } from '../engine/types';
import { exactly, id, listOf, oneOf, strictObj, text } from './leaf';
import {
  MAX_DESCRIPTION_LENGTH,
  MAX_MODELS_PER_SIDE,
  MAX_NAME_LENGTH,
  modelStaticShape,
  spellTableSchema,
  weaponTableSchema,
} from './scenario-schema';

/** The format tag of a warband file. */
export const WARBAND_FORMAT = 'skirmisher-warband/1';

/** A warband model: a scenario model without `at` or state, e.g. `{ "id": "captain", "profile": {…}, "points": 60 }`. */
export const warbandModelSchema = strictObj(modelStaticShape, 'a warband model { "id", "profile", … }');

/**
 * A warband, e.g. `{ "format": "skirmisher-warband/1", "id": "mercenaries", "name": "…", "description": "…",
 * "weapons": { "sword": { "type": "melee", "strengthBonus": 0 } }, "models": [ … ] }`.
 */
export const warbandSchema = strictObj(
  {
    format: exactly(WARBAND_FORMAT),
    id: id('a warband id'),
    name: text(MAX_NAME_LENGTH, 'a name'),
    description: text(MAX_DESCRIPTION_LENGTH, 'a description').optional(),
    /** The rules preset the warband is made for (RULES.md §1), default `warhammer-skirmish`. */
    preset: oneOf(PRESETS).optional(),
    weapons: weaponTableSchema,
    /** Spells its wizards know, by id (RULES.md §12). */
    spells: spellTableSchema.optional(),
    models: listOf(
      warbandModelSchema,
      MAX_MODELS_PER_SIDE,
      `a list of 1 to ${MAX_MODELS_PER_SIDE} models`,
      1,
    ),
  },
  'a warband { "format": "skirmisher-warband/1", "id", "name", "weapons", "models" }',
);

/** A warband model (see `warbandSchema`). */
export type WarbandModel = z.output<typeof warbandModelSchema>;
/** A warband file `skirmisher-warband/1`. */
export type WarbandDocument = z.output<typeof warbandSchema>;

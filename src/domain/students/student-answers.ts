import * as v from 'valibot';
import { RollPatternSettingsSchema } from './roll-number-pattern';

/** PUT /api/app/studentRollPattern: the words to show and the settings as now stored. */
export const RollPatternSavedSchema = v.object({ message: v.string(), settings: RollPatternSettingsSchema });

/** POST /api/app/studentSections: the words to show and how many students were placed. */
export const SectionsAssignedSchema = v.object({ message: v.string(), assigned: v.number() });

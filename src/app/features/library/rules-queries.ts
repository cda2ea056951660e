import * as v from 'valibot';
import type { LoanRule } from '../../../domain/library/circulation-rules';
import {
  AllowanceListSchema,
  AllowanceSavedSchema,
  RulesAnswerSchema,
  RulesSavedSchema,
  SettingsSavedSchema,
} from '../../../domain/library/rules-answers';
import type { AllowanceInput, LibrarySettingsInput } from '../../../domain/library/rules-forms';
import { appApi } from '../../lib/http';
import { deviceBacked } from '../../lib/offline/device-backed';
import { LIBRARY_RECORD_PREFIX, libraryKeys } from './library-queries';

export const rulesKeys = {
  rules: (user: string) => [...libraryKeys.all, 'rules', user] as const,
  allowances: (user: string) => [...libraryKeys.all, 'allowances', user] as const,
};

/** Staff-only data: the records are named 'library:…' so the sign-out sweep deletes them with the searches. */
const recordOf = (user: string, what: string) => `${LIBRARY_RECORD_PREFIX}${user}/${what}`;

export const rulesQueries = {
  /** The matrix and the settings: network first, read again offline from the device's copy. */
  rules: (user: string) =>
    deviceBacked({
      queryKey: rulesKeys.rules(user),
      fetch: async () => v.parse(RulesAnswerSchema, await appApi.get('library/rules').json()),
      table: 'lookups',
      record: [recordOf(user, 'rules')],
      isCopy: (copy) => v.is(RulesAnswerSchema, copy),
      origin: true,
      staleTime: 0,
    }),
  /** The material allowances (book bank), the latest due first, and the degrees to give one for. */
  allowances: (user: string) =>
    deviceBacked({
      queryKey: rulesKeys.allowances(user),
      fetch: async () => v.parse(AllowanceListSchema, await appApi.get('library/allowances').json()),
      table: 'lookups',
      record: [recordOf(user, 'allowances')],
      isCopy: (copy) => v.is(AllowanceListSchema, copy),
      origin: true,
      staleTime: 0,
    }),
};

/** PUT the whole matrix: the rows not sent are removed. */
export const saveRules = async (rules: readonly LoanRule[]) =>
  v.parse(RulesSavedSchema, await appApi.put('library/rules', { json: { rules } }).json());

export const saveSettings = async (settings: LibrarySettingsInput) =>
  v.parse(SettingsSavedSchema, await appApi.put('library/settings', { json: settings }).json());

/** POST a new allowance, or PUT one on record. */
export const saveAllowance = async (id: number | null, allowance: AllowanceInput) =>
  v.parse(
    AllowanceSavedSchema,
    await (
      id === null
        ? appApi.post('library/allowances', { json: allowance })
        : appApi.put(`library/allowances/${String(id)}`, { json: allowance })
    ).json(),
  );

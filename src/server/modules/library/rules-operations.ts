import {
  AllowanceListSchema,
  AllowanceSavedSchema,
  RulesAnswerSchema,
  RulesSavedSchema,
  SettingsSavedSchema,
} from '../../../domain/library/rules-answers';
import type { Operation, PermissionLine } from '../server-module';

/** The incharge's circulation rules, settings and material allowances, as GET /api/docs describes them. */
export const rulesOperations = {
  'GET /api/app/library/rules': {
    summary: 'The circulation rules (patron category × item type, * for every other type) and the library’s settings',
    answer: RulesAnswerSchema,
  },
  'PUT /api/app/library/rules': {
    summary:
      'Replace the whole matrix of circulation rules at once: every category needs its * row, no cell twice (the incharge)',
    answer: RulesSavedSchema,
  },
  'PUT /api/app/library/settings': {
    summary:
      'The library’s settings: fines above which nothing is issued, days a held copy waits, closed weekdays, public catalogue',
    answer: SettingsSavedSchema,
  },
  'GET /api/app/library/allowances': {
    summary: 'The material allowances (book bank copies lent for a semester), with their open loans',
    answer: AllowanceListSchema,
  },
  'POST /api/app/library/allowances': {
    summary: 'Add a material allowance: a degree and semester (or every one), copies each, the day they are due back',
    answer: AllowanceSavedSchema,
    status: 201,
  },
  'PUT /api/app/library/allowances/:id': {
    summary: 'Change a material allowance, or stop it (active: false)',
    answer: AllowanceSavedSchema,
  },
} satisfies Readonly<Record<PermissionLine, Operation>>;

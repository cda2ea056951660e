import { Hono, type Context } from 'hono';
import { CIRCULATION_MESSAGES as M } from '../../../domain/library/circulation-messages';
import { AllowanceSchema, LibrarySettingsSchema, RulesSaveSchema } from '../../../domain/library/rules-forms';
import { LibraryIdParamSchema } from '../../../domain/library/title-forms';
import type { AppEnv } from '../../auth/session-user';
import type { Clock } from '../../http/attempt-store';
import { validate } from '../../http/validate';
import type { RulesAdminStore } from './rules-admin-store';
import type { RulesStore } from './rules-store';

export interface RulesRoutesDeps {
  rules: RulesStore;
  admin: RulesAdminStore;
  clock: Clock;
}

const noStore = (c: Context) => c.header('Cache-Control', 'private, no-store');

/**
 * Circulation Rules: the staff read the matrix, the settings and the material allowances; the incharge saves them
 * (the permission lines in module.ts say who).
 */
export function rulesRoutes({ rules, admin, clock }: RulesRoutesDeps) {
  const userId = (c: Context<AppEnv>) => c.get('user')!.id;

  return new Hono<AppEnv>()
    .get('/library/rules', async (c) => {
      noStore(c);
      const [matrix, settings] = await Promise.all([rules.rules(), rules.settings()]);
      return c.json({ rules: matrix, settings });
    })
    .put('/library/rules', validate('json', RulesSaveSchema), async (c) => {
      await admin.replaceRules(c.req.valid('json').rules, userId(c), clock());
      return c.json({ message: M.rulesSaved, rules: await rules.rules() });
    })
    .put('/library/settings', validate('json', LibrarySettingsSchema), async (c) => {
      const input = c.req.valid('json');
      await admin.saveSettings(
        { ...input, closedWeekdays: [...input.closedWeekdays].sort((a, b) => a - b) },
        userId(c),
        clock(),
      );
      return c.json({ message: M.settingsSaved, settings: await rules.settings() });
    })
    .get('/library/allowances', async (c) => {
      noStore(c);
      const [allowances, degrees] = await Promise.all([admin.allowances(), admin.degrees()]);
      return c.json({ allowances, degrees });
    })
    .post('/library/allowances', validate('json', AllowanceSchema), async (c) => {
      const input = c.req.valid('json');
      if (input.degreeId !== null && !(await admin.degreeExists(input.degreeId)))
        return c.json({ message: M.allowanceDegreeUnknown }, 422);
      const id = await admin.createAllowance(input, userId(c), clock());
      return c.json({ message: M.allowanceSaved, allowance: (await admin.allowance(id))! }, 201);
    })
    .put(
      '/library/allowances/:id',
      validate('param', LibraryIdParamSchema),
      validate('json', AllowanceSchema),
      async (c) => {
        const { id } = c.req.valid('param');
        const input = c.req.valid('json');
        if (input.degreeId !== null && !(await admin.degreeExists(input.degreeId)))
          return c.json({ message: M.allowanceDegreeUnknown }, 422);
        if (!(await admin.updateAllowance(id, input, clock()))) return c.json({ message: M.allowanceUnknown }, 404);
        return c.json({ message: M.allowanceSaved, allowance: (await admin.allowance(id))! });
      },
    );
}

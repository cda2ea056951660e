import { Hono, type Context } from 'hono';
import { academicYear } from '../../../domain/calendar/academic-year';
import { collegeDay } from '../../../domain/calendar/college-time';
import {
  AllotmentApplySchema,
  AllotmentRulesSchema,
  HOSTEL_ALLOTMENT_MESSAGES as AM,
  rulesOf,
} from '../../../domain/hostel/allotment-rules';
import {
  AllotBedSchema,
  HOSTEL_REGISTRATION_MESSAGES as M,
  HostelYearQuerySchema,
  RoomFeesSchema,
} from '../../../domain/hostel/registration';
import { HostelIdParamSchema } from '../../../domain/hostel/structure';
import { english } from '../../../domain/i18n/translate';
import type { AppEnv } from '../../auth/session-user';
import type { Clock } from '../../http/attempt-store';
import { validate } from '../../http/validate';
import { AllotmentRefused } from './allotment-beds';
import type { AllotmentSettingsStore } from './allotment-settings-store';
import type { AllotmentStore } from './allotment-store';
import type { HandAllotmentStore } from './hand-allotment-store';

const noStore = (c: Context) => c.header('Cache-Control', 'private, no-store');

export interface AllotmentDeps {
  settings: AllotmentSettingsStore;
  allotments: AllotmentStore;
  byHand: HandAllotmentStore;
  clock: Clock;
  /** Tells applicants what became of their applications, once the decision has committed (applicant-notices.ts). */
  tell: (applicationIds: readonly number[]) => void;
}

/** Whether a write broke a unique index (PostgreSQL's 23505), on the error or the cause the driver wrapped. */
const isUniqueViolation = (err: unknown): boolean =>
  [err, (err as { cause?: unknown } | null)?.cause].some((e) => (e as { code?: unknown } | null)?.code === '23505');

/**
 * A refusal thrown inside a transaction (rolled back), answered; any other error goes on up. A unique index broken
 * by an allotment made at the same moment (one student staying in one bed) answers `raced`.
 */
const refusal = (c: Context, err: unknown, raced: string) => {
  if (err instanceof AllotmentRefused) return c.json({ message: err.message }, err.status);
  if (isUniqueViolation(err)) return c.json({ message: raced }, 409);
  throw err;
};

/**
 * The year's room fees and allotment rules, and allotting beds: by the rules for every applicant at once (a preview,
 * then applying exactly what was previewed), or one bed by hand. The incharge only (module.ts).
 */
export function allotmentRoutes({ settings, allotments, byHand, clock, tell }: AllotmentDeps) {
  return new Hono<AppEnv>()
    .get('/hostel/room-fees', validate('query', HostelYearQuerySchema), async (c) => {
      noStore(c);
      const year = c.req.valid('query').year ?? academicYear(clock());
      return c.json({ academicYear: year, fees: await settings.roomFees(year) });
    })
    .put('/hostel/room-fees', validate('json', RoomFeesSchema), async (c) => {
      const input = c.req.valid('json');
      const unknown = await settings.unknownRoomTypes(input.fees.map((f) => f.roomTypeId));
      if (unknown.length) return c.json({ message: english(M.preferenceUnknown, { ids: unknown.join(', ') }) }, 422);
      await settings.saveRoomFees(input);
      const year = input.academicYear;
      return c.json({
        message: english(M.feesSaved, { year }),
        academicYear: year,
        fees: await settings.roomFees(year),
      });
    })
    .get('/hostel/allotment-rules', validate('query', HostelYearQuerySchema), async (c) => {
      noStore(c);
      const year = c.req.valid('query').year ?? academicYear(clock());
      return c.json({ academicYear: year, ...(await settings.rules(year)) });
    })
    .put('/hostel/allotment-rules', validate('json', AllotmentRulesSchema), async (c) => {
      const input = c.req.valid('json');
      await settings.saveRules(input.academicYear, rulesOf(input), c.get('user')!.id);
      return c.json({
        message: english(AM.rulesSaved, { year: input.academicYear }),
        academicYear: input.academicYear,
        ...(await settings.rules(input.academicYear)),
      });
    })
    .post('/hostel/allotment/preview', async (c) => {
      noStore(c);
      return c.json(await allotments.preview(academicYear(clock())));
    })
    .post('/hostel/allotment/apply', validate('json', AllotmentApplySchema), async (c) => {
      const now = clock();
      try {
        const plan = await allotments.apply(
          academicYear(now),
          c.req.valid('json').fingerprint,
          collegeDay(now),
          c.get('user')!.id,
        );
        tell([...plan.allotted, ...plan.waiting].map((a) => a.applicationId));
        const counts = { allotted: plan.allotted.length, waiting: plan.waiting.length };
        return c.json({
          message: english(AM.allotmentApplied, counts),
          allotted: counts.allotted,
          waitlisted: counts.waiting,
        });
      } catch (err) {
        return refusal(c, err, AM.inputsChanged);
      }
    })
    .post(
      '/hostel/applications/:id/allot',
      validate('param', HostelIdParamSchema),
      validate('json', AllotBedSchema),
      async (c) => {
        const now = clock();
        const applicationId = c.req.valid('param').id;
        try {
          const made = await byHand.allotByHand(
            applicationId,
            c.req.valid('json').bedId,
            collegeDay(now),
            c.get('user')!.id,
          );
          tell([applicationId]);
          return c.json(made, 201);
        } catch (err) {
          return refusal(c, err, M.studentHoused);
        }
      },
    );
}

import { Hono, type Context } from 'hono';
import { hasAnyRole } from '../../../domain/auth/access';
import { academicYear } from '../../../domain/calendar/academic-year';
import { HOSTEL_GENDERS } from '../../../domain/hostel/allotment';
import { HOSTEL_STAFF_ROLES } from '../../../domain/hostel/access';
import {
  ApplicationCorrectionSchema,
  ApplicationListQuerySchema,
  HostelApplicationSchema,
  HOSTEL_REGISTRATION_MESSAGES as M,
  HostelYearQuerySchema,
} from '../../../domain/hostel/registration';
import { HostelIdParamSchema } from '../../../domain/hostel/structure';
import { english } from '../../../domain/i18n/translate';
import type { Clock } from '../../http/attempt-store';
import type { AppEnv } from '../../auth/session-user';
import { validate } from '../../http/validate';
import type { AllotmentSettingsStore } from './allotment-settings-store';
import type { RegistrationStore } from './registration-store';

const noStore = (c: Context) => c.header('Cache-Control', 'private, no-store');

export interface RegistrationDeps {
  registrations: RegistrationStore;
  settings: AllotmentSettingsStore;
  clock: Clock;
  /** Tells an applicant their application was rejected, once that has committed (applicant-notices.ts). */
  tell: (applicationIds: readonly number[]) => void;
}

/**
 * Hostel applications: a student applies for the current academic year, reads and withdraws their application; the
 * incharge applies on a student's behalf, lists the applications, sees who said at admission they would live in the
 * hostel and has not applied, and corrects or rejects an application (the permission lines in module.ts say who).
 */
export function registrationRoutes({ registrations, settings, clock, tell }: RegistrationDeps) {
  /** The signed-in student's id: null for an account that is not a student's. */
  const ownStudent = (c: Context<AppEnv>) => registrations.studentOfUser(c.get('user')!.id);

  return new Hono<AppEnv>()
    .post('/hostel/applications', validate('json', HostelApplicationSchema), async (c) => {
      const input = c.req.valid('json');
      const user = c.get('user')!;
      const onBehalf = hasAnyRole(user.roles, HOSTEL_STAFF_ROLES);
      if (onBehalf && input.studentId === undefined) return c.json({ message: M.studentInvalid }, 400);
      // A student applies for themself only: a student id in the body is not theirs to choose.
      const studentId = onBehalf ? input.studentId! : await ownStudent(c);
      if (studentId === null) return c.json({ message: M.notOnRolls }, 403);
      const student = await registrations.applicant(studentId);
      if (!student) return c.json({ message: onBehalf ? M.studentUnknown : M.notOnRolls }, onBehalf ? 422 : 403);
      if (!HOSTEL_GENDERS.includes(student.gender as never)) return c.json({ message: M.genderUnhoused }, 422);
      const unknown = await settings.unknownRoomTypes(input.preferences);
      if (unknown.length) return c.json({ message: english(M.preferenceUnknown, { ids: unknown.join(', ') }) }, 422);
      const year = academicYear(clock());
      const id = await registrations.apply(studentId, year, input, user.id);
      if (id === null) return c.json({ message: english(M.applicationOpen, { year }) }, 409);
      return c.json(
        {
          message: english(M.applied, { year }),
          application: { id, status: 'APPLIED' as const, academicYear: year },
        },
        201,
      );
    })
    .get('/hostel/applications/mine', async (c) => {
      noStore(c);
      const studentId = await ownStudent(c);
      if (studentId === null) return c.json({ message: M.notOnRolls }, 403);
      const year = academicYear(clock());
      return c.json({ academicYear: year, application: await registrations.mine(studentId, year) });
    })
    .post('/hostel/applications/mine/withdraw', async (c) => {
      const studentId = await ownStudent(c);
      if (studentId === null) return c.json({ message: M.notOnRolls }, 403);
      const year = academicYear(clock());
      const done = await registrations.withdraw(studentId, year);
      if (done === 'allotted') return c.json({ message: M.withdrawRefused }, 409);
      if (done === 'none') return c.json({ message: english(M.noApplication, { year }) }, 404);
      return c.json({ message: M.withdrawn });
    })
    .get('/hostel/applications', validate('query', ApplicationListQuerySchema), async (c) => {
      noStore(c);
      const { status, page, year = academicYear(clock()) } = c.req.valid('query');
      return c.json({ academicYear: year, page, ...(await registrations.list(year, status, page)) });
    })
    .get('/hostel/applications/expected', validate('query', HostelYearQuerySchema), async (c) => {
      noStore(c);
      const year = c.req.valid('query').year ?? academicYear(clock());
      return c.json({ academicYear: year, students: await registrations.expected(year) });
    })
    .patch(
      '/hostel/applications/:id',
      validate('param', HostelIdParamSchema),
      validate('json', ApplicationCorrectionSchema),
      async (c) => {
        const id = c.req.valid('param').id;
        if (!(await registrations.byId(id))) return c.json({ message: M.applicationUnknown }, 404);
        const correction = c.req.valid('json');
        if (!(await registrations.correct(id, correction))) return c.json({ message: M.applicationClosed }, 409);
        if (correction.reject !== undefined) tell([id]);
        return c.json({ message: M.applicationUpdated });
      },
    );
}

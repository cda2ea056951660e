import { and, eq, inArray, or } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { rowIssueMessage } from '../../../domain/academic/list-fields';
import { hasAnyRole } from '../../../domain/auth/access';
import { AUTH_MESSAGES } from '../../../domain/auth/messages';
import { collegeDay } from '../../../domain/calendar/college-time';
import { academicYearOfDay } from '../../../domain/calendar/academic-year';
import { isCalendarDate } from '../../../domain/calendar/calendar-date';
import { ALLOTMENT_MESSAGES } from '../../../domain/faculty/allotment-messages';
import { TIMETABLE_MESSAGES as M } from '../../../domain/timetable/messages';
import {
  SlotSchema,
  SubstitutionSchema,
  TimetableIdSchema,
  TimetableItemSchema,
  TimetableQuerySchema,
  TimetableSchema,
  WeekQuerySchema,
  addDays,
  assembleWeek,
  mondayOf,
  periodsCovered,
  slotClash,
  substitutionRefusal,
  type Week,
  type WeekChild,
} from '../../../domain/timetable/timetable';
import { TIMETABLE_COLLEGE_WRITERS } from '../../../domain/timetable/access';
import type { AppEnv, SessionUser } from '../../auth/session-user';
import { facultyAllotments, timetableSlots, timetables } from '../../db/schema';
import { validate } from '../../http/validate';
import type { TimetableHead, TimetableScope, TimetableStore } from './timetable-store';
import type { CalendarTerms } from './calendar-terms';
import { isUniqueViolation } from '../../db/unique-violation';

const scopeOf = (user: SessionUser): TimetableScope =>
  hasAnyRole(user.roles, TIMETABLE_COLLEGE_WRITERS) ? 'all' : { department: user.program ?? '' };

/** A HoD builds only their own department's sections' timetables (§6); one without a department builds none. */
const mayBuild = (user: SessionUser, department: string) => {
  const scope = scopeOf(user);
  return scope === 'all' || (scope.department !== '' && scope.department === department);
};

/** A timetable body checked with its schema; a problem answers 400 in the lists' words (fill in all, invalid). */
const body = <S extends v.GenericSchema>(schema: S) =>
  validate('json', schema, (issue) => ({ message: rowIssueMessage(issue) }));

/**
 * Timetables at /api/app/timetables (the academic section and administrators for the college, a HoD for their
 * department: 403 otherwise and nothing changes), their slots and one-off substitutions; and the signed-in user's
 * week at /api/app/timetable/week (a teacher's own, a student's section's, a parent's child's).
 */
export function timetableRoutes(store: TimetableStore, terms: CalendarTerms) {
  /** The timetable of the address, when this user may build it; the refusal to send otherwise. */
  async function buildable(c: Context<AppEnv>, id: number): Promise<TimetableHead | Response> {
    const head = await store.find(id);
    if (!head) return c.json({ message: M.noSuchRecord }, 404);
    if (!mayBuild(c.get('user')!, head.department))
      return c.json({ message: AUTH_MESSAGES.forbidden, reason: M.notYourDepartment }, 403);
    return head;
  }

  const periodNamer = (bell: Awaited<ReturnType<TimetableStore['bell']>>) => (position: number) =>
    bell.find((p) => p.position === position)?.name ?? String(position);

  return new Hono<AppEnv>()
    .get('/timetables', validate('query', TimetableQuerySchema), async (c) => {
      const query = c.req.valid('query');
      c.header('Cache-Control', 'private, no-store');
      const term = query.term ?? (await terms.termOn(collegeDay(new Date())));
      return c.json({ rows: await store.list(query.academicYear, term, scopeOf(c.get('user')!)), term });
    })
    .post('/timetables', body(TimetableSchema), async (c) => {
      const input = c.req.valid('json');
      const department = await store.sectionDepartment(input.sectionId);
      if (department === null) return c.json({ message: ALLOTMENT_MESSAGES.sectionNotFound }, 404);
      if (!mayBuild(c.get('user')!, department))
        return c.json({ message: AUTH_MESSAGES.forbidden, reason: M.notYourDepartment }, 403);
      try {
        const id = await store.create(input);
        return c.json({ message: M.saved, row: await store.find(id) }, 201);
      } catch (err) {
        if (!isUniqueViolation(err)) throw err;
        return c.json({ message: M.invalid, reason: M.sectionHasOne }, 409);
      }
    })
    .get('/timetables/:id', validate('param', TimetableIdSchema), async (c) => {
      const head = await buildable(c, c.req.valid('param').id);
      if (head instanceof Response) return head;
      const bell = await store.bell();
      c.header('Cache-Control', 'private, no-store');
      return c.json({
        timetable: head,
        bell,
        slots: await store.slots(eq(timetables.id, head.id), bell),
        substitutions: await store.substitutionsOf(head.id),
        allotments: await store.allotmentChoices(head),
        substitutes: await store.substituteChoices(scopeOf(c.get('user')!)),
      });
    })
    .delete('/timetables/:id', validate('param', TimetableIdSchema), async (c) => {
      const head = await buildable(c, c.req.valid('param').id);
      if (head instanceof Response) return head;
      await store.remove(head.id);
      return c.json({ message: M.deleted, id: head.id });
    })
    .post('/timetables/:id/slots', validate('param', TimetableIdSchema), body(SlotSchema), async (c) => {
      const head = await buildable(c, c.req.valid('param').id);
      if (head instanceof Response) return head;
      const slot = c.req.valid('json');
      const allotment = await store.allotment(slot.allotmentId);
      if (!allotment) return c.json({ message: M.noSuchRecord }, 404);
      if (allotment.sectionId !== head.sectionId || allotment.academicYear !== head.academicYear)
        return c.json({ message: M.invalid, reason: M.notThisSection }, 409);
      return store
        .inTurn(head.academicYear, async () => {
          const bell = await store.bell();
          const placed = periodsCovered(bell, slot.periodId, slot.span);
          if (typeof placed === 'string') return c.json({ message: M.invalid, reason: placed }, 409);
          const others = await store.slots(store.inYear(head.academicYear, head.term), bell);
          const id = await store.insertSlot(head.id, slot);
          const [mine] = await store.slots(eq(timetableSlots.id, id), bell);
          const clash = slotClash(mine!, others, periodNamer(bell));
          if (clash) throw new Refused(c.json({ message: M.invalid, reason: clash }, 409));
          return c.json({ message: M.saved, row: mine }, 201);
        })
        .catch((err: unknown) => {
          if (err instanceof Refused) return err.response;
          throw err;
        });
    })
    .delete('/timetables/:id/slots/:itemId', validate('param', TimetableItemSchema), async (c) => {
      const { id, itemId } = c.req.valid('param');
      const head = await buildable(c, id);
      if (head instanceof Response) return head;
      if (!(await store.removeSlot(head.id, itemId))) return c.json({ message: M.noSuchRecord }, 404);
      return c.json({ message: M.deletedRecord, id: itemId });
    })
    .post(
      '/timetables/:id/substitutions',
      validate('param', TimetableIdSchema),
      body(SubstitutionSchema),
      async (c) => {
        const head = await buildable(c, c.req.valid('param').id);
        if (head instanceof Response) return head;
        const request = c.req.valid('json');
        const member = await store.member(request.facultyId);
        if (!member) return c.json({ message: ALLOTMENT_MESSAGES.facultyNotFound }, 404);
        if (!mayBuild(c.get('user')!, member.department))
          return c.json({ message: AUTH_MESSAGES.forbidden, reason: M.notYourDepartment }, 403);
        return store.inTurn(head.academicYear, async () => {
          const bell = await store.bell();
          const teaching = await store.slots(store.inYear(head.academicYear, head.term), bell);
          const slot = teaching.find((s) => s.id === request.slotId && s.timetableId === head.id);
          if (!slot) return c.json({ message: M.noSuchRecord }, 404);
          const refusal = substitutionRefusal(
            { ...request, facultyActive: member.status === 'Active', facultyName: member.name },
            slot,
            teaching,
            await store.substitutionsOn(head.academicYear, head.term, request.date),
            periodNamer(bell),
          );
          if (refusal) return c.json({ message: M.invalid, reason: refusal }, 409);
          try {
            const id = await store.insertSubstitution(request);
            return c.json({ message: M.saved, id }, 201);
          } catch (err) {
            if (!isUniqueViolation(err)) throw err;
            return c.json({ message: M.invalid, reason: M.substituteTaken }, 409);
          }
        });
      },
    )
    .delete('/timetables/:id/substitutions/:itemId', validate('param', TimetableItemSchema), async (c) => {
      const { id, itemId } = c.req.valid('param');
      const head = await buildable(c, id);
      if (head instanceof Response) return head;
      if (!(await store.removeSubstitution(head.id, itemId))) return c.json({ message: M.noSuchRecord }, 404);
      return c.json({ message: M.deletedRecord, id: itemId });
    })
    .get('/timetable/week', validate('query', WeekQuerySchema), async (c) => {
      const user = c.get('user')!;
      const query = c.req.valid('query');
      c.header('Cache-Control', 'private, no-store');
      const day = query.weekOf && isCalendarDate(query.weekOf) ? query.weekOf : collegeDay(new Date());
      const monday = mondayOf(day);
      const academicYear = academicYearOfDay(monday);
      const term = query.term ?? (await terms.termOn(monday));
      const viewer = await store.viewerOf(user.id);
      let who: { facultyId: number } | { sectionId: number };
      let title: string;
      let children: WeekChild[] = [];
      let chosen: number | null = null;
      if (viewer?.facultyId && hasAnyRole(user.roles, ['ROLE_FACULTY', 'ROLE_HOD'])) {
        who = { facultyId: viewer.facultyId };
        title = viewer.facultyName ?? '';
      } else {
        let studentId = viewer?.studentId ?? null;
        if (user.roles.includes('ROLE_PARENT')) {
          children = await store.childrenOf(user.id);
          studentId = query.studentId ?? children[0]?.studentId ?? null;
          if (studentId === null || !children.some((child) => child.studentId === studentId))
            return c.json({ message: AUTH_MESSAGES.forbidden, reason: M.notYourChild }, 403);
          chosen = studentId;
        }
        const section = studentId === null ? null : await store.studentSection(studentId);
        if (!section) return c.json({ message: M.noSection }, 404);
        who = { sectionId: section.sectionId };
        title = section.label;
      }
      const bell = await store.bell();
      const inYear = store.inYear(academicYear, term);
      const saturday = addDays(monday, 5);
      const substitutions = await store.substitutionsBetween(academicYear, term, monday, saturday);
      // A teacher's classes and the ones they cover this week; a section's classes.
      const whose =
        'facultyId' in who
          ? or(
              eq(facultyAllotments.facultyId, who.facultyId),
              inArray(timetableSlots.id, [
                0,
                ...substitutions.filter((s) => s.facultyId === who.facultyId).map((s) => s.slotId),
              ]),
            )
          : eq(timetables.sectionId, who.sectionId);
      const slots = await store.slots(and(inYear, whose), bell);
      const week: Week = {
        title,
        academicYear,
        term,
        weekOf: monday,
        bell,
        days: assembleWeek({
          monday,
          bell,
          slots,
          substitutions,
          holidays: await store.holidaysBetween(monday, saturday),
          viewer: who,
        }),
        ...(children.length > 1 ? { children, studentId: chosen } : {}),
      };
      return c.json(week);
    });
}

/** A refusal found after the write inside the turn: thrown so the transaction rolls the write back. */
class Refused extends Error {
  constructor(readonly response: Response) {
    super('refused');
  }
}

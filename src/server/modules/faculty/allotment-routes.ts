import { Hono, type Context } from 'hono';
import { rowIssueMessage } from '../../../domain/academic/list-fields';
import { hasAnyRole } from '../../../domain/auth/access';
import { AUTH_MESSAGES } from '../../../domain/auth/messages';
import {
  ALLOTMENT_COLLEGE_WRITERS,
  AllotmentIdSchema,
  AllotmentQuerySchema,
  AllotmentSchema,
  OwnAllotmentQuerySchema,
  allotmentRefusal,
  mayAllot,
  type AllotmentInput,
} from '../../../domain/faculty/allotment';
import { ALLOTMENT_MESSAGES as M } from '../../../domain/faculty/allotment-messages';
import type { AppEnv, SessionUser } from '../../auth/session-user';
import { validate } from '../../http/validate';
import type { AllotmentScope, AllotmentStore } from './allotment-store';

const isUniqueViolation = (err: unknown): boolean =>
  [err, (err as { cause?: unknown })?.cause].map((e) => (e as { code?: unknown })?.code).includes('23505');

/** Administrators and the academic section see the college; a HoD their own department (none without one). */
const scopeOf = (user: SessionUser): AllotmentScope =>
  hasAnyRole(user.roles, ALLOTMENT_COLLEGE_WRITERS) ? 'all' : { department: user.program ?? '' };

const NOT_FOUND = { faculty: M.facultyNotFound, subject: M.courseNotFound, section: M.sectionNotFound } as const;

/**
 * Subject allotments at /api/app/allotments: a year's list and the form's choices for those who allot, the signed-in
 * faculty member's own (/mine), and add, change, delete under the rules of src/domain/faculty/allotment.ts. A HoD
 * outside their department gets 403 and nothing changes (§6).
 */
/** An allotment form's body checked with its schema: a problem answers 400 in the lists' words (and why, for a year). */
const allotmentBody = validate('json', AllotmentSchema, (issue) => ({
  message: rowIssueMessage(issue),
  ...(issue?.message === M.yearNotConsecutive ? { reason: M.yearNotConsecutive } : {}),
}));

export function allotmentRoutes(store: AllotmentStore) {
  /** The input a form sent, checked against the rules; the refusal to send otherwise. */
  async function checked(
    c: Context<AppEnv>,
    input: AllotmentInput,
    exceptId: number | null,
  ): Promise<AllotmentInput | Response> {
    const user = c.get('user')!;
    if (!(await store.yearKept(input.academicYear))) return c.json({ message: M.academicYearNotFound }, 404);
    const facts = await store.subjectsOf(input);
    if (typeof facts === 'string') return c.json({ message: NOT_FOUND[facts] }, 404);
    if (!mayAllot(user.roles, user.program, facts.subjectDepartment, facts.facultyDepartment))
      return c.json({ message: AUTH_MESSAGES.forbidden, reason: M.notYourDepartment }, 403);
    const refusal = allotmentRefusal({
      ...facts,
      shared: input.shared,
      ...(await store.classTaken(input, exceptId)),
    });
    if (refusal) return c.json({ message: exceptId === null ? M.invalid : M.modificationFailed, reason: refusal }, 409);
    return input;
  }

  /** An allotment already saved that this user may change: the HoD's department holds its subject and teacher. */
  async function changeable(c: Context<AppEnv>, id: number): Promise<Response | null> {
    const user = c.get('user')!;
    const current = await store.find(id);
    if (!current) return c.json({ message: M.noSuchRecord }, 404);
    const facts = await store.subjectsOf(current);
    if (typeof facts === 'string') return c.json({ message: M.noSuchRecord }, 404);
    if (!mayAllot(user.roles, user.program, facts.subjectDepartment, facts.facultyDepartment))
      return c.json({ message: AUTH_MESSAGES.forbidden, reason: M.notYourDepartment }, 403);
    return null;
  }

  const raced = (c: Context, err: unknown, editing: boolean) => {
    if (!isUniqueViolation(err)) throw err;
    return c.json({ message: editing ? M.modificationFailed : M.invalid, reason: M.slotTaken }, 409);
  };

  return (
    new Hono<AppEnv>()
      .get('/allotments', validate('query', AllotmentQuerySchema), async (c) => {
        const { academicYear, facultyId, page } = c.req.valid('query');
        c.header('Cache-Control', 'private, no-store');
        return c.json(await store.page(academicYear, facultyId, page, scopeOf(c.get('user')!)));
      })
      .get('/allotments/choices', async (c) => {
        c.header('Cache-Control', 'private, no-store');
        return c.json(await store.choices(scopeOf(c.get('user')!)));
      })
      // The signed-in faculty member's own classes of a year (the teaching day starts from them).
      .get('/allotments/mine', validate('query', OwnAllotmentQuerySchema), async (c) => {
        c.header('Cache-Control', 'private, no-store');
        return c.json({ rows: await store.own(c.get('user')!.id, c.req.valid('query').academicYear) });
      })
      .post('/allotments', allotmentBody, async (c) => {
        const input = await checked(c, c.req.valid('json'), null);
        if (input instanceof Response) return input;
        try {
          const id = await store.insert(input);
          return c.json({ message: M.saved, row: await store.find(id) }, 201);
        } catch (err) {
          return raced(c, err, false);
        }
      })
      .put('/allotments/:id', validate('param', AllotmentIdSchema), allotmentBody, async (c) => {
        const { id } = c.req.valid('param');
        const refused = await changeable(c, id);
        if (refused) return refused;
        const input = await checked(c, c.req.valid('json'), id);
        if (input instanceof Response) return input;
        try {
          await store.update(id, input);
          return c.json({ message: M.modified, row: await store.find(id) });
        } catch (err) {
          return raced(c, err, true);
        }
      })
      .delete('/allotments/:id', validate('param', AllotmentIdSchema), async (c) => {
        const { id } = c.req.valid('param');
        const refused = await changeable(c, id);
        if (refused) return refused;
        await store.remove(id);
        return c.json({ message: M.deleted, id });
      })
  );
}

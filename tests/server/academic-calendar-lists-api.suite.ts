import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIST_MESSAGES as M, LIST_REASONS } from '../../src/domain/academic/messages';
import { seedDemoCollege } from '../../src/server/demo/college';
import { admissions } from '../../src/server/db/schema';
import { freshDatabase, type TestDatabase } from './support/databases';
import { signedInClients } from './support/signed-in-clients';
import { testApp } from './support/test-app';

/** The calendar, leave and admission lists on the list engine, run once on PGlite and once on PostgreSQL. */
export function academicCalendarListsApiSuite(kind: 'pglite' | 'postgres') {
  describe(`calendar, leave and admission lists API on ${kind}`, () => {
    let database: TestDatabase;
    let app: ReturnType<typeof testApp>['app'];
    const as = signedInClients(() => app);

    const rowsOf = async (list: string, query = '') =>
      (await (await as('admin')).get(`lists/${list}?pageSize=100${query}`)).body.rows as Record<string, any>[]; // eslint-disable-line @typescript-eslint/no-explicit-any -- rows of any list
    const currentYear = async () => (await rowsOf('academicYears')).find((y) => y.isCurrent === true)!;
    const edited = (row: Record<string, unknown>, change: Record<string, unknown>) => ({
      ...row,
      id: undefined,
      ...change,
    });

    beforeAll(async () => {
      database = await freshDatabase(kind);
      await seedDemoCollege(database.handle.db, {
        collegeCode: 'DEMO',
        collegeName: 'Demo College',
        demoAdmissions: { aadhaarKey: 'calendar-lists-test-key-01', now: new Date('2026-06-01T09:00:00Z') },
      });
      app = testApp(database.handle).app;
    }, 300_000);
    afterAll(async () => database?.drop());

    it('keeps the demo college’s current year 2026-2027 with its dates, holidays and leave', async () => {
      const year = await currentYear();
      expect(year).toMatchObject({ name: '2026-2027', startDate: '2026-06-01', endDate: '2027-05-31' });
      expect((await rowsOf('holidays', `&academicYearId=${year.id}`)).length).toBeGreaterThan(3);
      expect((await rowsOf('semesterDates', `&academicYearId=${year.id}`)).length).toBeGreaterThan(0);
      expect((await rowsOf('leaveTypes')).map((t) => t.code).sort()).toEqual(['CL', 'EL', 'ML', 'OD']);
      const teaching = await rowsOf('leaveAllotments', '&staffCategory=non-teaching');
      expect(teaching).toHaveLength(4);
      expect((await rowsOf('academicYears', '&isCurrent=yes')).map((y) => y.name)).toEqual(['2026-2027']);
    });

    it('adds, edits and deletes a holiday with the §8 words, and logs each change', async () => {
      const academics = await as('academics');
      const year = await currentYear();
      const added = await academics.post('lists/holidays', {
        date: '2027-03-22',
        name: 'Ugadi',
        academicYearId: year.id,
      });
      expect(added).toMatchObject({ status: 201, body: { message: M.saved, row: { date: '2027-03-22' } } });
      const id = added.body.row.id;
      const changed = await academics.put(`lists/holidays/${id}`, edited(added.body.row, { date: '2027-03-19' }));
      expect(changed).toMatchObject({ status: 200, body: { message: M.modified, row: { date: '2027-03-19' } } });
      expect((await academics.delete(`lists/holidays/${id}`)).body.message).toBe(M.deleted);
      const log = await (await as('admin')).get('listChanges?list=holidays');
      const entries = log.body.rows.filter((e: { recordId: number }) => e.recordId === id);
      expect(entries.map((e: { action: string }) => e.action)).toEqual(['delete', 'edit', 'add']);
      expect(entries[1]).toMatchObject({
        userName: 'academics',
        before: { date: '2027-03-22' },
        after: { date: '2027-03-19' },
      });
    });

    it('refuses dates outside the academic year, an end before the start and a 30 February', async () => {
      const admin = await as('admin');
      const year = await currentYear();
      const before = (await rowsOf('holidays')).length;
      const outside = await admin.post('lists/holidays', { date: '2027-08-15', name: 'Late', academicYearId: year.id });
      expect(outside).toMatchObject({ status: 400, body: { message: M.invalid } });
      expect(outside.body.reason).toMatch(/within the academic year 2026-2027/);
      const degree = (await rowsOf('degrees'))[0]!;
      const semester = (await rowsOf('semesters', `&degreeId=${degree.id}`))[0]!;
      const dates = { academicYearId: year.id, degreeId: degree.id, semesterId: semester.id };
      expect(
        (await admin.post('lists/semesterDates', { ...dates, startDate: '2026-12-01', endDate: '2026-11-01' })).status,
      ).toBe(400);
      const otherDegree = (await rowsOf('degrees')).find((d) => d.id !== degree.id)!;
      const otherSemester = (await rowsOf('semesters', `&degreeId=${otherDegree.id}`))[0]!;
      const semesterBefore = (await rowsOf('semesterDates', `&academicYearId=${year.id}&degreeId=${degree.id}`)).length;
      const foreign = await admin.post('lists/semesterDates', {
        ...dates,
        semesterId: otherSemester.id,
        startDate: '2026-07-01',
        endDate: '2026-11-30',
      });
      expect(foreign).toMatchObject({
        status: 400,
        body: { message: M.invalid, reason: LIST_REASONS.notOfThe('semester', 'degree') },
      });
      expect((await rowsOf('semesterDates', `&academicYearId=${year.id}&degreeId=${degree.id}`)).length).toBe(
        semesterBefore,
      );
      expect(
        (await admin.post('lists/holidays', { date: '2027-02-30', name: 'No day', academicYearId: year.id })).body
          .message,
      ).toBe(M.invalid);
      expect(
        (await admin.post('lists/holidays', { date: '2027-01-01', name: 'X', academicYearId: 999999 })).body,
      ).toMatchObject({ message: M.academicYearNotFound });
      expect((await rowsOf('holidays')).length).toBe(before);
    });

    it('keeps one current academic year and refuses deleting a year in use', async () => {
      const admin = await as('admin');
      const current = await currentYear();
      const next = await admin.post('lists/academicYears', {
        name: '2027-2028',
        startDate: '2027-06-01',
        endDate: '2028-05-31',
        isCurrent: true,
      });
      expect(next).toMatchObject({ status: 409, body: { message: M.invalid } });
      expect(next.body.reason).toMatch(/2026-2027/);
      const added = await admin.post('lists/academicYears', {
        name: '2027-2028',
        startDate: '2027-06-01',
        endDate: '2028-05-31',
        isCurrent: false,
      });
      expect(added.status).toBe(201);
      const made = await admin.put(
        `lists/academicYears/${added.body.row.id}`,
        edited(added.body.row, { isCurrent: true }),
      );
      expect(made).toMatchObject({ status: 409, body: { message: M.modificationFailed } });
      // The current year itself may be saved again as current.
      expect((await admin.put(`lists/academicYears/${current.id}`, edited(current, {}))).status).toBe(200);
      const refused = await admin.delete(`lists/academicYears/${current.id}`);
      expect(refused).toMatchObject({ status: 409, body: { message: M.deleteRefused } });
      expect(refused.body.reason).toMatch(/holidays/);
      expect((await admin.delete(`lists/academicYears/${added.body.row.id}`)).status).toBe(200);
    });

    it('keeps leave types and allotments, refusing a leave type in use', async () => {
      const admin = await as('admin');
      const el = (await rowsOf('leaveTypes')).find((t) => t.code === 'EL')!;
      const refused = await admin.delete(`lists/leaveTypes/${el.id}`);
      expect(refused).toMatchObject({ status: 409, body: { message: M.deleteRefused } });
      expect(refused.body.reason).toMatch(/leave allotments/);
      const changed = await admin.put(`lists/leaveTypes/${el.id}`, edited(el, { halfDaysAllowed: true }));
      expect(changed.body.row.halfDaysAllowed).toBe(true);
      expect(
        (await (await as('academics')).post('lists/leaveTypes', { ...el, id: undefined, code: 'SL' })).status,
      ).toBe(403);
    });

    it('lets everyone signed in read academic years, holidays and activities, and no one else the others', async () => {
      const student = await as('student');
      expect((await student.get('lists/holidays')).status).toBe(200);
      expect((await student.get('lists/activities')).status).toBe(200);
      expect((await student.get('lists/academicYears/options')).status).toBe(200);
      expect((await student.get('lists/leaveTypes')).status).toBe(403);
      expect((await student.get('lists/branches')).status).toBe(403);
      expect((await student.post('lists/holidays', { date: '2027-01-02', name: 'X', academicYearId: 1 })).status).toBe(
        403,
      );
    });

    it("edits the very castes the lookups read: an administrator's new caste shows in getAllCasteCatogeries", async () => {
      const admin = await as('admin');
      const added = await admin.post('lists/casteCategories', {
        code: 'BC-F',
        description: 'Backward Classes group F',
        sortOrder: 99,
      });
      expect(added).toMatchObject({ status: 201, body: { message: M.saved } });
      const lookup = await (await as('admissions')).get('getAllCasteCatogeries');
      expect(lookup.body.map((c: { category: string }) => c.category)).toContain('BC-F');
      const sub = await admin.post('lists/subCastes', {
        categoryId: added.body.row.id,
        name: 'Test group',
        sortOrder: 1,
      });
      expect(sub.status).toBe(201);
      const subs = await (await as('admissions')).get('getAllSubCastesByCaste/BC-F');
      expect(subs.body.map((s: { subCaste: string }) => s.subCaste)).toEqual(['Test group']);
      const held = await admin.delete(`lists/casteCategories/${added.body.row.id}`);
      expect(held.body.reason).toMatch(/1 sub-castes/);
      expect((await admin.delete(`lists/subCastes/${sub.body.row.id}`)).status).toBe(200);
      expect((await admin.delete(`lists/casteCategories/${added.body.row.id}`)).status).toBe(200);
    });

    it('refuses deleting or renaming a caste, seat type or agent an admission holds by its text', async () => {
      const admin = await as('admin');
      const [held] = await database.handle.db
        .select({ category: admissions.category, seatType: admissions.seatType })
        .from(admissions)
        .limit(1);
      const caste = (await rowsOf('casteCategories')).find((c) => c.code === held!.category)!;
      const refused = await admin.delete(`lists/casteCategories/${caste.id}`);
      expect(refused).toMatchObject({ status: 409, body: { message: M.deleteRefused } });
      expect(refused.body.reason).toMatch(/\d+ admissions/);
      const renamed = await admin.put(`lists/casteCategories/${caste.id}`, edited(caste, { code: 'ZZ' }));
      expect(renamed).toMatchObject({ status: 409, body: { message: M.modificationFailed } });
      const seat = (await rowsOf('seatTypes')).find((s) => s.name === held!.seatType);
      if (seat) expect((await admin.delete(`lists/seatTypes/${seat.id}`)).body.message).toBe(M.deleteRefused);
      const [withAgent] = (await database.handle.db.select({ agent: admissions.agent }).from(admissions)).filter(
        (a) => a.agent !== '',
      );
      const agent = (await rowsOf('agents')).find((a) => a.name === withAgent!.agent)!;
      expect((await admin.delete(`lists/agents/${agent.id}`)).body.message).toBe(M.deleteRefused);
      // A key-value entry (nationality, religion, entrance type) an admission holds is not deleted nor re-keyed.
      const nationality = (await rowsOf('keyValues', '&q=Indian')).find(
        (k) => k.listKey === 'Nationality' && k.itemKey === 'Indian',
      )!;
      const keyRefused = await admin.delete(`lists/keyValues/${nationality.id}`);
      expect(keyRefused).toMatchObject({ status: 409, body: { message: M.deleteRefused } });
      expect(keyRefused.body.reason).toMatch(/^Used by \d+ admissions$/);
      const rekeyed = await admin.put(`lists/keyValues/${nationality.id}`, edited(nationality, { itemKey: 'IND' }));
      expect(rekeyed).toMatchObject({ status: 409, body: { message: M.modificationFailed } });
      const unused = await admin.post('lists/keyValues', {
        listKey: 'Religion',
        itemKey: 'Unlisted',
        itemValue: 'Unlisted',
        sortOrder: 99,
      });
      expect((await admin.delete(`lists/keyValues/${unused.body.row.id}`)).body.message).toBe(M.deleted);
      // An agent no admission names may stop working with the college: the drop-down leaves it out.
      const quiet = await admin.post('lists/agents', { name: 'Quiet Consultancy', place: 'Warangal', active: true });
      await admin.put(`lists/agents/${quiet.body.row.id}`, edited(quiet.body.row, { active: false }));
      const dropdown = await (await as('admissions')).get('getAgentsForDropdown');
      expect(dropdown.body.map((a: { name: string }) => a.name)).not.toContain('Quiet Consultancy');
      expect((await admin.delete(`lists/agents/${quiet.body.row.id}`)).status).toBe(200);
    });
  });
}

import { asc, eq, inArray } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { IssuedSchema } from '../../src/domain/library/circulation-answers';
import { CIRCULATION_MESSAGES as M } from '../../src/domain/library/circulation-messages';
import type { LoanRule } from '../../src/domain/library/circulation-rules';
import { dueDay, libraryClosed } from '../../src/domain/library/loan-days';
import { filled } from '../../src/domain/library/messages';
import {
  AllowanceListSchema,
  AllowanceSavedSchema,
  RulesAnswerSchema,
  RulesSavedSchema,
  SettingsSavedSchema,
} from '../../src/domain/library/rules-answers';
import { batches, degrees, holidays, libraryCopies, libraryRules, students } from '../../src/server/db/schema';
import { seededDatabase, type TestDatabase } from './support/databases';
import { availableCopies, deskCalls, ugStudents } from './support/library-desk';
import { SessionClient } from './support/session-client';
import { testApp, testClock } from './support/test-app';

// Tuesday 1 December 2026, 10:30 in Hyderabad.
const START = Date.parse('2026-12-01T05:00:00Z');
let database: TestDatabase;
let signIn: (who: string) => Promise<SessionClient>;
let incharge: SessionClient;
let assistant: SessionClient;
const time = testClock(START);
const db = () => database.handle.db;
const used: string[] = [];
const copies = async (type: string, n: number) => {
  const found = await availableCopies(db(), type, n, used);
  used.push(...found);
  return found;
};

const readRules = async (client: SessionClient) => {
  const res = await client.request('/api/app/library/rules');
  expect(res.status).toBe(200);
  return v.parse(RulesAnswerSchema, await res.json());
};
const saveRules = (client: SessionClient, rules: LoanRule[]) =>
  client.request('/api/app/library/rules', { method: 'PUT', json: { rules } });
const allowance = (over: Record<string, unknown> = {}) => ({
  name: 'Book bank, odd semester',
  degreeId: null,
  semester: null,
  maxCopies: 2,
  dueOn: '2027-04-30',
  active: true,
  ...over,
});

beforeAll(async () => {
  database = await seededDatabase('pglite', { collegeCode: 'DEMO', collegeName: 'Demo College' });
  const { app } = testApp(database.handle, {}, { clock: time.clock });
  signIn = async (who) => {
    const client = new SessionClient(app);
    expect((await client.signIn(who, 'Campus@2026')).status).toBe(200);
    return client;
  };
  incharge = await signIn('library_incharge');
  assistant = await signIn('library_assistant');
}, 120_000);
afterAll(async () => database?.drop());

describe('the circulation rules', () => {
  it('reads the matrix a new college starts with, and the settings', async () => {
    const { rules, settings } = await readRules(assistant);
    expect(rules).toContainEqual({
      patronCategory: 'UG_STUDENT',
      itemType: '*',
      loanDays: 14,
      maxLoans: 3,
      renewals: 1,
      finePerDayPaise: 100,
      maxFinePaise: 10000,
      holdsAllowed: true,
    });
    expect(rules).toHaveLength(8);
    expect(settings).toEqual({ fineBlockPaise: 10000, pickupDays: 3, closedWeekdays: [0], publicCatalogue: false });
  });

  it('saves a changed matrix in one go, and the desk then lends for the new period', async () => {
    const { rules } = await readRules(incharge);
    const changed = rules
      .filter((r) => !(r.patronCategory === 'FACULTY' && r.itemType === 'REFERENCE'))
      .map((r) => (r.patronCategory === 'UG_STUDENT' && r.itemType === '*' ? { ...r, loanDays: 21 } : r));
    // The tests run in any order: the seeded matrix is put back after.
    onTestFinished(async () => {
      expect((await saveRules(incharge, rules)).status).toBe(200);
    });
    const res = await saveRules(incharge, changed);
    expect(res.status).toBe(200);
    const saved = v.parse(RulesSavedSchema, await res.json());
    expect(saved.message).toBe(M.rulesSaved);
    expect(saved.rules).toHaveLength(7);
    expect(saved.rules.find((r) => r.patronCategory === 'UG_STUDENT' && r.itemType === '*')?.loanDays).toBe(21);

    const [roll] = await ugStudents(db(), 1);
    const [barcode] = await copies('BOOK', 1);
    const issue = await deskCalls(assistant).issue(roll!, barcode!);
    expect(issue.status).toBe(201);
    const issued = v.parse(IssuedSchema, await issue.json());
    const holidayRows = await db().select({ date: holidays.date }).from(holidays);
    const closed = libraryClosed(
      holidayRows.map((h) => h.date),
      [0],
    );
    expect(issued.loan.dueOn).toBe(dueDay('2026-12-01', 21, closed));
  });

  it("refuses a matrix without a category's row for every item type, and changes nothing", async () => {
    const before = await db().select().from(libraryRules).orderBy(asc(libraryRules.id));
    const { rules } = await readRules(incharge);
    const res = await saveRules(
      incharge,
      rules.filter((r) => !(r.patronCategory === 'PG_STUDENT' && r.itemType === '*')),
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: M.ruleDefaultMissing });
    const twice = await saveRules(incharge, [...rules, rules[0]!]);
    expect(twice.status).toBe(400);
    expect(await twice.json()).toEqual({ message: M.ruleTwice });
    expect(await db().select().from(libraryRules).orderBy(asc(libraryRules.id))).toEqual(before);
  });

  it('lets only the incharge save: the assistant is refused (403)', async () => {
    const { rules, settings } = await readRules(assistant);
    expect((await saveRules(assistant, rules)).status).toBe(403);
    const res = await assistant.request('/api/app/library/settings', { method: 'PUT', json: settings });
    expect(res.status).toBe(403);
    const post = await assistant.request('/api/app/library/allowances', { json: allowance() });
    expect(post.status).toBe(403);
    const student = await signIn('student');
    expect((await student.request('/api/app/library/rules')).status).toBe(403);
  });
});

describe('material allowances', () => {
  it('lends book bank copies to the students it covers until its day, up to its copies each', async () => {
    const [roll] = await ugStudents(db(), 3);
    const [who] = await db()
      .select({ degreeId: batches.degreeId, semester: students.semester })
      .from(students)
      .innerJoin(batches, eq(batches.id, students.batchId))
      .where(eq(students.rollNo, roll!));
    const unknown = await incharge.request('/api/app/library/allowances', { json: allowance({ degreeId: 999999 }) });
    expect(unknown.status).toBe(422);
    expect(await unknown.json()).toEqual({ message: M.allowanceDegreeUnknown });
    const bad = await incharge.request('/api/app/library/allowances', { json: allowance({ maxCopies: 31 }) });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ message: M.allowanceMaxInvalid });

    const res = await incharge.request('/api/app/library/allowances', {
      json: allowance({ degreeId: who!.degreeId, semester: who!.semester }),
    });
    expect(res.status).toBe(201);
    const created = v.parse(AllowanceSavedSchema, await res.json()).allowance;
    expect(created).toMatchObject({ degreeId: who!.degreeId, semester: who!.semester, maxCopies: 2, openLoans: 0 });

    const bank = await copies('BOOK', 3);
    await db().update(libraryCopies).set({ source: 'BOOK_BANK' }).where(inArray(libraryCopies.barcode, bank));
    const desk = deskCalls(assistant);
    for (const barcode of bank.slice(0, 2)) {
      const issue = await desk.issue(roll!, barcode);
      expect(issue.status).toBe(201);
      const issued = v.parse(IssuedSchema, await issue.json());
      expect(issued.loan.dueOn).toBe('2027-04-30');
      expect(issued.loan.allowance).toBe('Book bank, odd semester');
    }
    const third = await desk.issue(roll!, bank[2]!);
    expect(third.status).toBe(422);
    const name = (await db().select({ n: students.fullName }).from(students).where(eq(students.rollNo, roll!)))[0]!.n;
    expect(await third.json()).toEqual({ message: filled(M.allowanceUsed, { name, max: 2 }) });

    const list = v.parse(AllowanceListSchema, await (await assistant.request('/api/app/library/allowances')).json());
    expect(list.allowances.find((a) => a.id === created.id)?.openLoans).toBe(2);
    // Every degree of the college is offered to give an allowance for, named or not by one already.
    const all = await db().select({ id: degrees.id, name: degrees.name }).from(degrees);
    expect(list.degrees).toEqual(expect.arrayContaining(all));
    expect(list.degrees).toHaveLength(all.length);

    // Stopped, it covers nobody: the next book bank copy is refused.
    const stop = await incharge.request(`/api/app/library/allowances/${String(created.id)}`, {
      method: 'PUT',
      json: allowance({ degreeId: who!.degreeId, semester: who!.semester, active: false }),
    });
    expect(stop.status).toBe(200);
    expect(v.parse(AllowanceSavedSchema, await stop.json()).allowance.active).toBe(false);
    const [other] = await ugStudents(db(), 3).then((r) => r.slice(1));
    const refused = await desk.issue(other!, bank[2]!);
    expect(refused.status).toBe(422);
    const missing = await incharge.request('/api/app/library/allowances/999999', { method: 'PUT', json: allowance() });
    expect(missing.status).toBe(404);
  });
});

describe('the library settings', () => {
  it('saves the settings; a wrong weekday or pickup period is refused', async () => {
    const put = (json: unknown) => incharge.request('/api/app/library/settings', { method: 'PUT', json });
    const { settings: seeded } = await readRules(incharge);
    onTestFinished(async () => {
      expect((await put(seeded)).status).toBe(200);
    });
    const wanted = { fineBlockPaise: 25000, pickupDays: 5, closedWeekdays: [6, 0], publicCatalogue: true };
    const res = await put(wanted);
    expect(res.status).toBe(200);
    const saved = v.parse(SettingsSavedSchema, await res.json());
    expect(saved).toEqual({ message: M.settingsSaved, settings: { ...wanted, closedWeekdays: [0, 6] } });
    expect((await readRules(assistant)).settings.closedWeekdays).toEqual([0, 6]);
    const twice = await put({ ...wanted, closedWeekdays: [0, 0] });
    expect(twice.status).toBe(400);
    expect(await twice.json()).toEqual({ message: M.closedWeekdaysInvalid });
    const long = await put({ ...wanted, pickupDays: 15 });
    expect(await long.json()).toEqual({ message: M.pickupDaysInvalid });
  });
});

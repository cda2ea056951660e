import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { academicOperations } from '../../src/server/modules/academic/operations';
import { attendanceOperations } from '../../src/server/modules/attendance/operations';
import { examsOperations } from '../../src/server/modules/exams/operations';
import { resultsOperations } from '../../src/server/modules/results/operations';
import type { Operation } from '../../src/server/modules/server-module';
import { timetableOperations } from '../../src/server/modules/timetable/operations';
import type { ContractCase } from './contract-cases/contract-case';
import { teachingCases } from './contract-cases/teaching-cases';
import { demoCollegeApp } from './support/demo-college-app';
import { SessionClient } from './support/session-client';

// The fast check of the teaching modules' operations: each case of teaching-cases.ts sent to a fresh demo college,
// its status and its answer checked against the operation the case's method and path name.

const OPERATIONS: Readonly<Record<string, Operation>> = {
  ...academicOperations,
  ...attendanceOperations,
  ...examsOperations,
  ...resultsOperations,
  ...timetableOperations,
};

/**
 * The calls no case makes yet: each needs students registered for an exam, and the demo college has none who sit a
 * regular exam of a subject it lists (its one batch with students is in a semester without subjects), nor results.
 */
const WITHOUT_A_CASE: readonly string[] = [
  'POST /api/app/exams/:id/registration',
  'GET /api/app/exams/:id/hallTickets',
  'GET /api/app/exams/:id/hallTickets/pages',
  'PUT /api/app/exams/:id/marks/:subjectId/internal',
  'PUT /api/app/exams/:id/marks/:subjectId/external',
  'POST /api/app/exams/:id/marks/:subjectId/codes',
  'POST /api/app/exams/:id/results/process',
  'PUT /api/app/exams/:id/grace',
  'POST /api/app/exams/:id/results/request',
  'POST /api/app/exams/:id/results/authorize',
  'POST /api/app/exams/:id/results/reject',
  'POST /api/app/exams/:id/results/withdraw',
  'POST /api/app/exams/:id/revaluations',
  'POST /api/app/exams/:id/revaluations/:appId/decide',
];

/** The permission line a call falls under: the pattern it matches with the most fixed segments. */
function lineOf(method: string, path: string): string | undefined {
  const segments = path.split('?')[0]!.split('/');
  const matches = Object.keys(OPERATIONS).filter((line) => {
    const [m, pattern] = line.split(' ');
    const parts = pattern!.split('/');
    return (
      m === method && parts.length === segments.length && parts.every((p, i) => p.startsWith(':') || p === segments[i])
    );
  });
  const fixed = (line: string) => line.split('/').filter((p) => !p.startsWith(':')).length;
  return matches.sort((a, b) => fixed(b) - fixed(a))[0];
}

const demo = demoCollegeApp();

/** What is wrong with the answer to one case: its status, or each issue of its answer with the issue's dot path. */
async function problemsOf(client: SessionClient, c: ContractCase): Promise<string[]> {
  const line = lineOf(c.method, c.path);
  if (!line) return ['no operation'];
  const operation = OPERATIONS[line]!;
  const res = await client.request(c.path, { method: c.method, json: c.json });
  const status = c.status ?? 200;
  const text = await res.text();
  if (res.status !== status) return [`status ${res.status}, expected ${status}: ${text.slice(0, 300)}`];
  if (operation.produces) {
    const type = res.headers.get('content-type') ?? '';
    return type.startsWith(operation.produces) ? [] : [`content-type ${type}, expected ${operation.produces}`];
  }
  if (!operation.answer) return ['no answer schema'];
  const parsed = v.safeParse(operation.answer, JSON.parse(text));
  return (parsed.issues ?? []).map((i) => `${v.getDotPath(i) ?? '(root)'}: ${i.message}`);
}

describe("the teaching modules' answers match their operations' schemas", () => {
  it('names an operation for every case and a case for every operation but those listed without one', () => {
    const covered = new Set(teachingCases.map((c) => lineOf(c.method, c.path)));
    expect(teachingCases.filter((c) => !lineOf(c.method, c.path))).toEqual([]);
    expect(
      Object.keys(OPERATIONS)
        .filter((line) => !covered.has(line))
        .sort(),
    ).toEqual([...WITHOUT_A_CASE].sort());
  });

  it('answers each case with its status and an answer its schema accepts', async () => {
    const clients = new Map<string, SessionClient>();
    const clientOf = async (user: string | null) => {
      if (user === null) return new SessionClient(demo.app);
      if (!clients.has(user)) clients.set(user, await demo.signedIn(user));
      return clients.get(user)!;
    };
    const failures: string[] = [];
    for (const c of teachingCases)
      for (const problem of await problemsOf(await clientOf(c.user), c))
        failures.push(`${c.user ?? 'public'} ${c.method} ${c.path}: ${problem}`);
    expect(failures).toEqual([]);
  }, 300_000);
});

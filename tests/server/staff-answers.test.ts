import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { achievementsModule } from '../../src/server/modules/achievements/module';
import { allotmentsModule, facultyDatabaseModule, facultyRecordsModule } from '../../src/server/modules/faculty/module';
import { mastersModule } from '../../src/server/modules/masters/module';
import type { Operation, ServerModule } from '../../src/server/modules/server-module';
import { studentsModule, studentUploadsModule } from '../../src/server/modules/students/module';
import { signupModule, usersModule } from '../../src/server/modules/users/module';
import type { ContractCase } from './contract-cases/contract-case';
import { staffCases } from './contract-cases/staff-cases';
import { demoCollegeApp } from './support/demo-college-app';
import { SessionClient } from './support/session-client';

const MODULES: readonly ServerModule[] = [
  achievementsModule,
  allotmentsModule,
  facultyRecordsModule,
  facultyDatabaseModule,
  mastersModule,
  studentsModule,
  studentUploadsModule,
  usersModule,
  signupModule,
];

/** Calls no case can make: the photo upload is multipart, which a contract case does not send. */
const WITHOUT_CASE = new Set(['POST /api/app/facultyRecord/:id/photo']);

const operations = new Map<string, Operation>(MODULES.flatMap((m) => Object.entries(m.operations ?? {})));

/** The permission line a case's request falls under: same method, and the path matches its pattern. */
function lineOf(c: ContractCase): string | undefined {
  const path = c.path.split('?')[0]!;
  return [...operations.keys()].find((line) => {
    const [method, pattern] = line.split(' ') as [string, string];
    const re = new RegExp(`^${pattern.replace(/:[A-Za-z]+/g, '[^/]+')}$`);
    return method === c.method && re.test(path);
  });
}

const demo = demoCollegeApp();

describe("the staff modules' operations", () => {
  it('describe every permission line once, with a summary and an answer or a media type', () => {
    for (const m of MODULES) {
      expect(Object.keys(m.operations ?? {}).sort(), m.name).toEqual(Object.keys(m.permissions).sort());
      for (const [line, op] of Object.entries(m.operations ?? {})) {
        expect(op.summary.length, line).toBeGreaterThan(10);
        expect(Boolean(op.answer) !== Boolean(op.produces), line).toBe(true);
      }
    }
  });

  it('have a contract case each (but the multipart upload)', () => {
    const covered = new Set(staffCases.map((c) => lineOf(c)));
    expect(staffCases.filter((c) => lineOf(c) === undefined).map((c) => `${c.method} ${c.path}`)).toEqual([]);
    expect([...operations.keys()].filter((line) => !covered.has(line) && !WITHOUT_CASE.has(line))).toEqual([]);
  });

  it("answer each case as the operation's schema says", async () => {
    const clients = new Map<string, SessionClient>();
    const clientOf = async (user: string | null) => {
      if (user === null) return new SessionClient(demo.app);
      if (!clients.has(user)) clients.set(user, await demo.signedIn(user));
      return clients.get(user)!;
    };
    const failures: string[] = [];
    for (const c of staffCases) {
      const line = lineOf(c)!;
      const op = operations.get(line)!;
      const res = await (
        await clientOf(c.user)
      ).request(c.path, { method: c.method, ...(c.json === undefined ? {} : { json: c.json }) });
      const where = `${c.method} ${c.path} as ${c.user ?? 'nobody'}`;
      if (res.status !== (c.status ?? 200)) {
        failures.push(`${where}: status ${res.status} ${(await res.text()).slice(0, 300)}`);
        continue;
      }
      if (op.produces) {
        if (!res.headers.get('content-type')?.startsWith(op.produces))
          failures.push(`${where}: content-type ${res.headers.get('content-type')}`);
        continue;
      }
      const answer: unknown = await res.json();
      const parsed = v.safeParse(op.answer!, answer);
      for (const issue of parsed.issues ?? [])
        failures.push(`${where}: ${v.getDotPath(issue) ?? ''}: ${issue.message}`);
      // An object schema drops the keys it does not name: the answer must come back whole, so none is left out.
      if (parsed.success && !isDeepStrictEqual(parsed.output, answer))
        failures.push(`${where}: keys its schema does not name: ${JSON.stringify(answer).slice(0, 300)}`);
    }
    expect(failures).toEqual([]);
  }, 300_000);
});

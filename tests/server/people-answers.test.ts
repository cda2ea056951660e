import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { demoRollNumberOf } from '../../src/server/demo/college';
import { demoBatch } from '../../src/server/demo/demo-year';
import { API_OPERATIONS } from '../../src/server/modules/docs/operations';
import { demoCollegeApp } from './support/demo-college-app';

/**
 * The calls a contract case cannot make, because they need what an earlier answer gave (a verification code, a
 * backup's id): made in turn here, each answer parsed with its operation's schema.
 */
const demo = demoCollegeApp();

/** The issues of an answer against the operation's schema for its status, as dot paths. */
async function issuesOf(line: string, res: Response): Promise<string[]> {
  const operation = API_OPERATIONS[line];
  const schema =
    res.status === (operation?.status ?? 200)
      ? operation?.answer
      : operation?.also?.find((other) => other.status === res.status)?.answer;
  if (!schema) return [`${line}: no schema for status ${res.status}: ${await res.text()}`];
  const parsed = v.safeParse(schema, await res.json());
  return (parsed.issues ?? []).map((issue) => `${line}: ${v.getDotPath(issue) ?? ''}: ${issue.message}`);
}

describe('calls that follow an earlier answer', () => {
  it('a memo is issued, printed again and verified by its code', async () => {
    const cell = await demo.signedIn('examination');
    const issued = await cell.request('/api/app/memos', {
      json: { rollNo: demoRollNumberOf(demoBatch()), kind: 'memo' },
    });
    expect(issued.status).toBe(201);
    const { code } = v.parse(v.object({ code: v.string() }), await issued.clone().json());
    expect(await issuesOf('POST /api/app/memos', issued)).toEqual([]);
    const printed = await cell.request(`/api/app/memos/issued/${code}`);
    expect(printed.status).toBe(200);
    expect(await issuesOf('GET /api/app/memos/issued/:code', printed)).toEqual([]);
    const verified = await demo.app.request(`/api/app/verify/${code}`);
    expect(verified.status).toBe(200);
    expect(await issuesOf('GET /api/app/verify/:code', verified)).toEqual([]);
  });

  it('a HoD names a backup approver and removes them', async () => {
    const hod = await demo.signedIn('hod');
    const backups = await hod.request('/api/app/leave/backups');
    const { staff } = v.parse(v.object({ staff: v.array(v.object({ value: v.number() })) }), await backups.json());
    expect(staff.length).toBeGreaterThan(0);
    const named = await hod.request('/api/app/leave/backups', {
      json: { backupUserId: staff[0]!.value, fromDate: '2027-01-04', toDate: '2027-01-08' },
    });
    expect(named.status).toBe(201);
    const { id } = v.parse(v.object({ id: v.number() }), await named.clone().json());
    expect(await issuesOf('POST /api/app/leave/backups', named)).toEqual([]);
    const removed = await hod.request(`/api/app/leave/backups/${id}`, { method: 'DELETE' });
    expect(removed.status).toBe(200);
    expect(await issuesOf('DELETE /api/app/leave/backups/:id', removed)).toEqual([]);
  });
});

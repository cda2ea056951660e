import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ResetPasswordSearchSchema } from '../../src/domain/auth/reset-password-search';
import { firstAdminLink, SETUP_CHECKLIST_HREF } from '../../src/domain/auth/first-admin';
import { signInHrefFor } from '../../src/domain/auth/sign-in-redirect';
import { ComingSoonSearchSchema } from '../../src/domain/home/coming-soon';
import { MaintenanceSearchSchema } from '../../src/domain/maintenance/search';
import { ResultSearchSchema } from '../../src/domain/results/roll-number';

describe('search of /results/{title} (ResultSearchSchema)', () => {
  it('upper-cases the roll number, so 22b81a0501 and 22B81A0501 are one lookup', () => {
    expect(v.parse(ResultSearchSchema, { rollNo: '22b81a0501' })).toEqual({ rollNo: '22B81A0501' });
    expect(v.parse(ResultSearchSchema, { rollNo: '22B81A0501' })).toEqual({ rollNo: '22B81A0501' });
  });

  it('takes an all-digit roll number the router parsed as a number, as text', () => {
    expect(v.parse(ResultSearchSchema, { rollNo: 2281 })).toEqual({ rollNo: '2281' });
  });

  it('uses only the part before the first space, as the input does (§5)', () => {
    expect(v.parse(ResultSearchSchema, { rollNo: ' 22b81a0501 CHARAN' })).toEqual({ rollNo: '22B81A0501' });
  });

  it('drops a value that cannot be a roll number instead of failing the page', () => {
    for (const rollNo of ['', '22B-81', 'x'.repeat(21), ['22B81A0501'], { a: 1 }, null, true]) {
      expect(v.parse(ResultSearchSchema, { rollNo }).rollNo, JSON.stringify(rollNo)).toBeUndefined();
    }
    expect(v.parse(ResultSearchSchema, {}).rollNo).toBeUndefined();
  });
});

describe('search of /coming-soon (ComingSoonSearchSchema)', () => {
  it('keeps the module title and defaults to empty', () => {
    expect(v.parse(ComingSoonSearchSchema, { module: 'Exams' })).toEqual({ module: 'Exams' });
    expect(v.parse(ComingSoonSearchSchema, {})).toEqual({ module: '' });
  });

  it('drops a module value longer than any tile title (60 characters)', () => {
    expect(v.parse(ComingSoonSearchSchema, { module: 'x'.repeat(61) })).toEqual({ module: '' });
  });
});

describe('search of /maintenance (MaintenanceSearchSchema)', () => {
  it('returns only to a path of this app, never another site or the maintenance page itself', () => {
    expect(v.parse(MaintenanceSearchSchema, { from: '/examresults' }).from).toBe('/examresults');
    for (const from of ['//evil.example', 'https://evil.example', '/maintenance', 42])
      expect(v.parse(MaintenanceSearchSchema, { from }).from).toBeNull();
  });
});

describe('search of /reset-password (ResetPasswordSearchSchema)', () => {
  it('passes the token on as text, empty when missing', () => {
    expect(v.parse(ResetPasswordSearchSchema, { token: 'abc' })).toEqual({ token: 'abc' });
    expect(v.parse(ResetPasswordSearchSchema, { token: 123 })).toEqual({ token: '123' });
    expect(v.parse(ResetPasswordSearchSchema, {})).toEqual({ token: '' });
  });

  it("keeps the first administrator's next page, and drops one on another site", () => {
    const link = new URL(firstAdminLink('https://erp.college.example.in', 'abc'));
    const search = v.parse(ResetPasswordSearchSchema, Object.fromEntries(link.searchParams));
    expect(search).toEqual({ token: 'abc', next: SETUP_CHECKLIST_HREF });
    expect(signInHrefFor(search.next!)).toBe(`/login/Admin?redirect=${encodeURIComponent('/app/Admin#setup')}`);
    for (const next of ['//evil.example', 'https://evil.example/', '/login/Admin'])
      expect(v.parse(ResetPasswordSearchSchema, { token: 'abc', next }).next).toBeUndefined();
  });
});

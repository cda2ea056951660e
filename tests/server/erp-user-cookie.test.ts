import { describe, expect, it } from 'vitest';
import { erpUserCookieText, parseErpUserCookie } from '../../src/domain/auth/erp-user';
import { erpUserCookieValue, type SessionUser } from '../../src/server/auth/session-user';

const dean: SessionUser = {
  id: 7,
  username: 'dean',
  email: 'dean@demo-college.edu.in',
  fullName: 'Dr. A. Rao',
  roles: ['ROLE_DEAN'],
  program: null,
  collegeName: 'Demo Institute',
  instituteType: 'autonomous',
  collegeId: 1,
  language: null,
};

describe('§3 erpUser cookie: one schema for the server that writes it and the app that reads it', () => {
  it('reads back what the server writes (URI-encoded, as the cookie travels)', () => {
    const text = erpUserCookieText(erpUserCookieValue(dean, true));
    expect(parseErpUserCookie(encodeURIComponent(text))).toEqual({
      remember: true,
      username: 'dean',
      email: 'dean@demo-college.edu.in',
      fullName: 'Dr. A. Rao',
      roles: ['ROLE_DEAN'],
      program: null,
      collegeName: 'Demo Institute',
      instituteType: 'autonomous',
      collegeId: 1,
      new: 'false',
    });
  });

  it("carries §2's `new` flag: the string 'true' only for a user who may create users (Create User's button)", () => {
    expect(erpUserCookieValue({ ...dean, roles: ['ROLE_ADMIN'] }).new).toBe('true');
    expect(erpUserCookieValue(dean).new).toBe('false');
  });

  it('never carries the session token or the user id: display fields only', () => {
    const text = erpUserCookieText({ ...erpUserCookieValue(dean), token: 'secret' } as never);
    expect(Object.keys(JSON.parse(text))).not.toContain('token');
    expect(Object.keys(JSON.parse(text))).not.toContain('id');
  });

  it('fills in the fields an older cookie lacks', () => {
    expect(
      parseErpUserCookie(encodeURIComponent(JSON.stringify({ username: 'admin', roles: ['ROLE_ADMIN'] }))),
    ).toMatchObject({
      username: 'admin',
      roles: ['ROLE_ADMIN'],
      email: '',
      fullName: '',
      program: null,
      collegeId: null,
      remember: false,
      new: 'false',
    });
  });

  it.each([
    ['not JSON', '%7Bbroken'],
    ['no roles', encodeURIComponent(JSON.stringify({ username: 'admin' }))],
    ['roles not a list', encodeURIComponent(JSON.stringify({ username: 'admin', roles: 'ROLE_ADMIN' }))],
    ['a bad escape', '%E0%A4%A'],
  ])('treats a cookie that does not parse (%s) as signed out (§5 route access)', (_, raw) => {
    expect(parseErpUserCookie(raw)).toBeNull();
  });

  it('refuses to write a cookie the app could not read', () => {
    expect(() => erpUserCookieText({ username: 'x', roles: [7] } as never)).toThrow();
  });
});

import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { SignInSearchSchema, sameOriginPath, signInHrefFor } from '../../src/domain/auth/sign-in-redirect';

describe('sign-in redirect (a guarded page visited signed out returns there after sign-in)', () => {
  it('sends the IQAC Faculty Dashboard card to the Faculty sign-in, carrying the page to return to', () => {
    expect(signInHrefFor('/Faculty%20Dashboard')).toBe('/login/Faculty?redirect=%2FFaculty%2520Dashboard');
    expect(signInHrefFor('/app/Library%20Dashboard')).toBe('/login/Library?redirect=%2Fapp%2FLibrary%2520Dashboard');
    expect(signInHrefFor('/app/Parent%20Dashboard')).toBe('/login/parent?redirect=%2Fapp%2FParent%2520Dashboard');
    expect(signInHrefFor('/app/Create%20User')).toBe('/login/Admin?redirect=%2Fapp%2FCreate%2520User');
  });

  it('keeps only paths of this site: no other host, scheme, backslash trick or sign-in loop', () => {
    expect(sameOriginPath('/Faculty%20Dashboard')).toBe('/Faculty%20Dashboard');
    expect(sameOriginPath('/results/x?rollNo=22B81A0501')).toBe('/results/x?rollNo=22B81A0501');
    for (const bad of [
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      '/%2F/evil.example',
      'javascript:alert(1)',
      '/login/Admin?redirect=/x',
      '/a\nb',
      '',
      'app',
      42,
      null,
    ]) {
      expect(sameOriginPath(bad), String(bad)).toBeUndefined();
    }
    expect(v.parse(SignInSearchSchema, { redirect: '//evil.example' })).toEqual({ redirect: undefined });
    expect(v.parse(SignInSearchSchema, {})).toEqual({ redirect: undefined });
  });
});

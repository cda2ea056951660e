import { describe, expect, it } from 'vitest';
import { linkHref, resultsTitlePath } from '../../src/domain/routes/link-href';

const DECEMBER = 'B.Tech III Year I Semester (R22) Regular Examinations, December 2024';
const DECEMBER_HREF =
  '/results/B.Tech%20III%20Year%20I%20Semester%20(R22)%20Regular%20Examinations%2C%20December%202024';

describe('in-app link addresses (a results notification encoded its title twice)', () => {
  it('encodes an exam title with a comma once, whether the link is spelled or already encoded', () => {
    expect(resultsTitlePath(DECEMBER)).toBe(DECEMBER_HREF);
    expect(linkHref(resultsTitlePath(DECEMBER))).toBe(DECEMBER_HREF);
    expect(linkHref(`/results/${DECEMBER}`)).toBe(DECEMBER_HREF);
    expect(linkHref(DECEMBER_HREF)).not.toContain('%25');
  });

  it('gives the same address when applied again (never %252C)', () => {
    for (const to of [
      '/app/Create User',
      '/app/reset Password',
      DECEMBER_HREF,
      '/results/Results 100% pass',
      '/results/a%2Fb',
      '/Faculty Dashboard',
    ]) {
      expect(linkHref(linkHref(to))).toBe(linkHref(to));
    }
  });

  it('keeps spaced route names as browsers show them, and the query string as it is', () => {
    expect(linkHref('/app/Create User')).toBe('/app/Create%20User');
    expect(linkHref('/app/Create%20User')).toBe('/app/Create%20User');
    expect(linkHref('/results/Results 100% pass')).toBe('/results/Results%20100%25%20pass');
    expect(linkHref(`${DECEMBER_HREF}?rollNo=22B81A0501`)).toBe(`${DECEMBER_HREF}?rollNo=22B81A0501`);
    expect(linkHref('/')).toBe('/');
    expect(linkHref('/coming-soon?module=Human Resources')).toBe('/coming-soon?module=Human%20Resources');
    expect(linkHref('/coming-soon?module=Human%20Resources')).toBe('/coming-soon?module=Human%20Resources');
  });

  it('keeps a slash inside an exam title encoded so the title stays one path segment', () => {
    expect(resultsTitlePath('M.Tech I/II Semester')).toBe('/results/M.Tech%20I%2FII%20Semester');
    expect(linkHref(resultsTitlePath('M.Tech I/II Semester'))).toBe('/results/M.Tech%20I%2FII%20Semester');
  });
});

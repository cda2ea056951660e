import { describe, expect, it } from 'vitest';
import { isKnownAppPath, isPublicPagePath } from '../../src/domain/routes/known-paths';

describe('known app paths (server status 200 vs 404)', () => {
  it('knows the routes that exist', () => {
    for (const p of [
      '/',
      '/examresults',
      '/results/B.Tech%20II%20Year',
      '/results/B.Tech II Year',
      '/devtools',
      '/app/Dean Dashboard',
      '/Faculty Dashboard',
      '/login/Admin',
    ])
      expect(isKnownAppPath(p)).toBe(true);
  });

  it('does not know anything else', () => {
    for (const p of ['/nope', '/results', '/results/a/b', '/examresults/x', '/app/Nowhere', '/login'])
      expect(isKnownAppPath(p)).toBe(false);
  });
});

describe('public pages (never inside the signed-in frame)', () => {
  it('are home, exam results, a result sheet and the legal pages', () => {
    for (const p of ['/', '/examresults', '/results/B.Tech II Year', '/terms', '/privacy', '/return', '/return/'])
      expect(isPublicPagePath(p), p).toBe(true);
  });

  it('are nothing else', () => {
    for (const p of ['/admissionForm', '/app/Admin', '/results/a/b', '/devtools', '/returns'])
      expect(isPublicPagePath(p), p).toBe(false);
  });
});

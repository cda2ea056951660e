import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderedIn } from './support/rendered-in';

// The list's links are drawn as plain links; the signed-in user is an administrator (may change the list).
vi.mock('@tanstack/react-router', async (actual) => ({
  ...(await actual<typeof import('@tanstack/react-router')>()),
  useNavigate: () => () => Promise.resolve(),
  Link: ({ children }: { children?: ReactNode }) => <a>{children}</a>,
}));
vi.mock('../../src/app/lib/session', async (actual) => ({
  ...(await actual<typeof import('../../src/app/lib/session')>()),
  currentUser: () => ({ username: 'admin', fullName: 'Demo Admin', roles: ['ROLE_ADMIN'] }),
}));

const { ListScreen } = await import('../../src/app/features/academic/list-screen');
const { academicQueries } = await import('../../src/app/features/academic/academic-queries');

/** The levels list with one row, as the screen draws it from the copy it has, in `locale`. */
const levelsIn = (locale: 'en' | 'te' | 'hi') =>
  renderedIn(locale, <ListScreen kind="levels" allBatches={false} onAllBatches={() => undefined} />, (client) =>
    client.setQueryData(
      academicQueries.page('levels', { q: '', page: 1, pageSize: 25, filters: {}, batches: 'current' }).queryKey,
      {
        data: { rows: [{ id: 1, code: 'UG', name: 'Under Graduate', sortOrder: 1 }], total: 1, page: 1, pageSize: 25 },
        source: 'network',
        fetchedAt: 0,
      },
    ),
  );

describe('an academic list (Levels) in Telugu and Hindi', () => {
  it('shows its title, columns, buttons and count in Telugu; the row shows as entered', async () => {
    const html = await levelsIn('te');
    expect(html).toContain('<h2 id="list-rows-title">స్థాయిలు</h2>');
    expect(html).toContain('జాబితాలలో క్రమం');
    expect(html).toContain('స్థాయి జోడించండి');
    expect(html).toContain('1 స్థాయి, 1లో 1వ పేజీ');
    expect(html).toContain('Under Graduate');
    expect(html).not.toContain('Export to Excel');
  });

  it('shows them in Hindi', async () => {
    const html = await levelsIn('hi');
    expect(html).toContain('<h2 id="list-rows-title">स्तर</h2>');
    expect(html).toContain('सूचियों में क्रम');
    expect(html).toContain('1 स्तर, पेज 1 / 1');
  });

  it('keeps the English words as they were', async () => {
    const html = await levelsIn('en');
    expect(html).toContain('<h2 id="list-rows-title">Levels</h2>');
    expect(html).toContain('Add level');
    expect(html).toContain('Order in lists');
    expect(html).toContain('1 level, page 1 of 1');
    expect(html).toContain('Export to Excel');
    expect(html).toContain('aria-label="Edit level UG"');
  });
});

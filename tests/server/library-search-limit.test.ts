import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_MATCH_LIMIT, SEARCH_PAGE_SIZE } from '../../src/domain/library/catalogue';
import { CatalogueSearchAnswerSchema } from '../../src/domain/library/library-answers';
import { demoCollegeApp } from './support/demo-college-app';

const demo = demoCollegeApp();
const EXTRA = SEARCH_MATCH_LIMIT + 40;

const searchFor = async (query: string) => {
  const client = await demo.signedIn('opac_library');
  const res = await client.request(`/api/app/library/search?${query}`);
  expect(res.status).toBe(200);
  return v.parse(CatalogueSearchAnswerSchema, await res.json());
};

beforeAll(async () => {
  // More titles with one word than a search counts: most carry it in a keyword, the first five in their title.
  await demo.database.handle.db.execute(sql`
    insert into library_titles (match_key, title, authors, edition, publisher, subjects, call_number, language, keywords,
                                item_type, search)
    select 'zephyrine|' || g, t, array['Reader ' || g], '', 'Bench Press', array['Meteorology'], '', 'English', k, 'BOOK',
           setweight(to_tsvector('simple', t), 'A') || setweight(to_tsvector('simple', array_to_string(k, ' ')), 'D')
    from generate_series(1, ${EXTRA}::int) g,
         lateral (select case when g <= 5 then 'Zephyrine Winds ' || g else 'Weather Notes ' || g end as t,
                         case when g <= 5 then array['weather'] else array['zephyrine'] end as k) w`);
}, 120_000);

describe('a search matching more titles than it counts', () => {
  it('counts up to the limit, says more match, and ranks title matches first among those counted', async () => {
    const found = await searchFor('q=zephyr');
    expect(found).toMatchObject({ total: SEARCH_MATCH_LIMIT, more: true, page: 1 });
    expect(found.titles).toHaveLength(SEARCH_PAGE_SIZE);
    const lastPage = await searchFor(`q=zephyr&page=${SEARCH_MATCH_LIMIT / SEARCH_PAGE_SIZE}`);
    expect(lastPage.titles).toHaveLength(SEARCH_PAGE_SIZE);
    expect((await searchFor(`q=zephyr&page=${SEARCH_MATCH_LIMIT / SEARCH_PAGE_SIZE + 1}`)).titles).toEqual([]);
    // Every title seen once across the pages counted.
    const seen = new Set<number>();
    for (let page = 1; page <= 3; page++)
      for (const t of (await searchFor(`q=zephyr&page=${page}`)).titles) seen.add(t.id);
    expect(seen.size).toBe(3 * SEARCH_PAGE_SIZE);
    // Ranked: the five title matches (written first, so among those counted) come before the keyword matches.
    expect(found.titles.slice(0, 5).every((t) => t.title.startsWith('Zephyrine'))).toBe(true);
    expect(found.titles.slice(5).some((t) => t.title.startsWith('Zephyrine'))).toBe(false);
  });

  it('counts exactly, with more false, when fewer titles match', async () => {
    const found = await searchFor('q=zephyrine%20winds');
    expect(found).toMatchObject({ total: 5, more: false });
    expect(found.titles.map((t) => t.title).every((t) => t.startsWith('Zephyrine Winds'))).toBe(true);
  });

  it('counts the on-the-shelf titles without words up to the limit too', async () => {
    const found = await searchFor('available=1');
    expect(found.total).toBeLessThanOrEqual(SEARCH_MATCH_LIMIT);
    expect(found.titles.length).toBeGreaterThan(0);
    expect(found.titles.every((t) => t.available > 0)).toBe(true);
  });
});

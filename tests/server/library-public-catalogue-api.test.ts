import { Hono } from 'hono';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CatalogueSearchAnswerSchema } from '../../src/domain/library/library-answers';
import { LIBRARY_MESSAGES as M } from '../../src/domain/library/messages';
import { PublicTitleSchema } from '../../src/domain/library/public-catalogue-answers';
import { PublicCatalogueStatusSchema } from '../../src/domain/library/public-catalogue-status';
import { RulesAnswerSchema } from '../../src/domain/library/rules-answers';
import { publicCatalogueLimit } from '../../src/server/modules/library/public-catalogue-routes';
import { demoCollegeApp } from './support/demo-college-app';
import { SessionClient } from './support/session-client';

const demo = demoCollegeApp();
const visitor = () => new SessionClient(demo.app);

/** The fields no visitor's answer may carry: prices, sources, reasons, patrons, loans and holds. */
const STAFF_ONLY = /pricePaise|price|source|statusReason|patron|borrower|loan|hold|rollNo|employee|barcode/i;
const keysOf = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.flatMap(keysOf)
    : value && typeof value === 'object'
      ? Object.entries(value).flatMap(([k, v]) => [k, ...keysOf(v)])
      : [];

/** The incharge sets the library's setting through the settings call, as the Circulation Rules screen does. */
async function setPublic(on: boolean) {
  const incharge = await demo.signedIn('library_incharge');
  const { settings } = v.parse(RulesAnswerSchema, await (await incharge.request('/api/app/library/rules')).json());
  const res = await incharge.request('/api/app/library/settings', {
    method: 'PUT',
    json: { ...settings, publicCatalogue: on },
  });
  expect(res.status).toBe(200);
}

const status = async () => {
  const res = await visitor().request('/api/app/library/public/status');
  expect(res.status).toBe(200);
  return v.parse(PublicCatalogueStatusSchema, await res.json()).public;
};

describe('the public catalogue', () => {
  it('is closed to visitors while the setting is off: 404 with the reason, and nothing of the catalogue', async () => {
    await setPublic(false);
    expect(await status()).toBe(false);
    for (const path of ['/api/app/library/public/search?q=circuits', '/api/app/library/public/titles/1']) {
      const res = await visitor().request(path);
      expect(res.status, path).toBe(404);
      expect(await res.json(), path).toEqual({ message: M.catalogueNotPublic });
    }
    // The readers' own search stays theirs.
    expect((await visitor().request('/api/app/library/search?q=circuits')).status).toBe(401);
  });

  it('opens once the incharge turns it on: titles with availability and shelves, no prices', async () => {
    await setPublic(true);
    expect(await status()).toBe(true);
    const res = await visitor().request('/api/app/library/public/search?q=circuits&by=title');
    expect(res.status).toBe(200);
    const body: unknown = await res.json();
    const found = v.parse(CatalogueSearchAnswerSchema, body);
    expect(found.total).toBeGreaterThan(0);
    expect(found.titles.some((t) => /circuit/i.test(t.title))).toBe(true);
    expect(found.titles.some((t) => t.copies > 0 && t.locations.length > 0)).toBe(true);
    for (const t of found.titles) expect(t.available).toBeLessThanOrEqual(t.copies);
    expect(keysOf(body).filter((k) => STAFF_ONLY.test(k))).toEqual([]);
    // The filters narrow it as they do the readers' search.
    const onShelf = v.parse(
      CatalogueSearchAnswerSchema,
      await (await visitor().request('/api/app/library/public/search?available=1&type=BOOK')).json(),
    );
    expect(onShelf.titles.length).toBeGreaterThan(0);
    expect(onShelf.titles.every((t) => t.available > 0 && t.itemType === 'BOOK')).toBe(true);
  });

  it("lists a title's copies held with shelf and status only", async () => {
    await setPublic(true);
    const found = v.parse(
      CatalogueSearchAnswerSchema,
      await (await visitor().request('/api/app/library/public/search?q=circuits')).json(),
    );
    const first = found.titles.find((t) => t.copies > 0)!;
    const res = await visitor().request(`/api/app/library/public/titles/${String(first.id)}`);
    expect(res.status).toBe(200);
    const body: unknown = await res.json();
    const title = v.parse(PublicTitleSchema, body);
    expect(title).toMatchObject({ id: first.id, title: first.title, copies: first.copies });
    expect(title.copyList).toHaveLength(first.copies);
    expect(title.copyList.every((c) => c.status !== 'LOST' && c.status !== 'WITHDRAWN')).toBe(true);
    expect(keysOf(body).filter((k) => STAFF_ONLY.test(k))).toEqual([]);
    for (const copy of title.copyList) expect(Object.keys(copy).sort()).toEqual(['accessionNo', 'location', 'status']);
    const unknown = await visitor().request('/api/app/library/public/titles/999999');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ message: M.unknownTitle });
  });

  it('refuses a bad query with 400 and the reason, on or off', async () => {
    for (const on of [true, false]) {
      await setPublic(on);
      const long = await visitor().request(`/api/app/library/public/search?q=${'a'.repeat(101)}`);
      expect(long.status).toBe(400);
      expect(JSON.stringify(await long.json())).toContain(M.searchInvalid);
      expect((await visitor().request('/api/app/library/public/search?q=%01')).status).toBe(400);
      expect((await visitor().request('/api/app/library/public/titles/abc')).status).toBe(400);
    }
  });

  it('meets a per-address ceiling: past it, 429 with the reason and Retry-After', async () => {
    const limited = new Hono().get(
      '/search',
      publicCatalogueLimit({ limit: 2, windowMs: 60_000, address: (c) => c.req.header('x-address') ?? '' }),
      (c) => c.json({ ok: true }),
    );
    const from = (address: string) => limited.request('/search', { headers: { 'x-address': address } });
    expect((await from('10.0.0.1')).status).toBe(200);
    expect((await from('10.0.0.1')).status).toBe(200);
    const over = await from('10.0.0.1');
    expect(over.status).toBe(429);
    expect(over.headers.get('retry-after')).toBe('60');
    expect(await over.json()).toEqual({ message: M.tooManyCatalogueSearches });
    expect((await from('10.0.0.2')).status).toBe(200);
  });
});

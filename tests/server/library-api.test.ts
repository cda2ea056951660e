import { readFileSync } from 'node:fs';
import * as XLSX from '@e965/xlsx';
import { count, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ImportReportSchema } from '../../src/domain/admissions/import-answers';
import {
  CatalogueSearchAnswerSchema,
  LibrarySummarySchema,
  TitleDetailSchema,
  TitleSavedSchema,
} from '../../src/domain/library/library-answers';
import { isbn13CheckDigit } from '../../src/domain/library/isbn';
import { filled, LIBRARY_MESSAGES as M } from '../../src/domain/library/messages';
import { libraryCopies, libraryCopyStatusChanges, libraryTitles } from '../../src/server/db/schema';
import { demoCollegeApp } from './support/demo-college-app';

const demo = demoCollegeApp();

/** A valid ISBN-13 from its first twelve digits, and the ISBN-10 of the same book. */
const isbnOf = (first12: string) => {
  const nine = first12.slice(3);
  const check = (11 - ([...nine].reduce((s, d, i) => s + Number(d) * (10 - i), 0) % 11)) % 11;
  return { isbn13: first12 + isbn13CheckDigit(first12), isbn10: nine + (check === 10 ? 'X' : String(check)) };
};
const TELEMETRY = isbnOf('978935000111');
const MERGED = isbnOf('978935000222');
const db = () => demo.database.handle.db;
const copyCount = async () => Number((await db().select({ n: count() }).from(libraryCopies))[0]!.n);
const titleCount = async () => Number((await db().select({ n: count() }).from(libraryTitles))[0]!.n);

const newTitle = (over: Record<string, unknown> = {}) => ({
  isbn: TELEMETRY.isbn13,
  title: 'Signals and Noise in Rural Telemetry',
  authors: 'Rao, P. Lakshmi\nVarma, K.',
  edition: '1st ed.',
  publisher: 'Deccan Technical Press',
  year: '2025',
  subjects: 'Telemetry',
  callNumber: '621.3822 RAO',
  language: 'English',
  keywords: 'telemetry, sensors',
  itemType: 'BOOK',
  url: '',
  count: '2',
  firstAccession: '',
  location: 'ECE stacks, Rack E',
  price: '575.50',
  source: 'PURCHASE',
  ...over,
});

const searchFor = async (who: string, query: string) => {
  const client = await demo.signedIn(who);
  const res = await client.request(`/api/app/library/search?${query}`);
  expect(res.status).toBe(200);
  return v.parse(CatalogueSearchAnswerSchema, await res.json());
};

describe('the catalogue search (OPAC)', () => {
  it('finds the demo textbooks by prefix words, with copies on the shelf and their shelves', async () => {
    const found = await searchFor('opac_library', 'q=data%20struct');
    expect(found.total).toBeGreaterThan(2);
    const thareja = found.titles.find((t) => t.title === 'Data Structures Using C')!;
    expect(thareja).toMatchObject({ authors: ['Thareja, Reema'], locations: ['CSE stacks, Rack A'] });
    expect(thareja.available).toBeGreaterThan(0);
    expect(thareja.available).toBeLessThanOrEqual(thareja.copies);
  });

  it('narrows to one field: an author search does not match the word in titles', async () => {
    const byAuthor = await searchFor('student', 'q=kothari&by=author');
    expect(byAuthor.titles.length).toBeGreaterThan(2);
    expect(byAuthor.titles.every((t) => t.authors.some((a) => a.startsWith('Kothari')))).toBe(true);
    const byTitle = await searchFor('student', 'q=kothari&by=title');
    expect(byTitle.total).toBe(0);
  });

  it('pages the whole catalogue and filters by item type', async () => {
    const journals = await searchFor('faculty', 'type=JOURNAL_ISSUE');
    expect(journals.total).toBe(36);
    expect(journals.titles).toHaveLength(20);
    expect((await searchFor('faculty', 'type=JOURNAL_ISSUE&page=2')).titles).toHaveLength(16);
  });

  it('refuses the search to roles that are not readers (403) and to nobody signed in (401)', async () => {
    const accountant = await demo.signedIn('accountant');
    expect((await accountant.request('/api/app/library/search?q=c')).status).toBe(403);
    expect((await demo.app.request('/api/app/library/search?q=c')).status).toBe(401);
  });
});

describe('keeping the catalogue', () => {
  it('adds a title with two copies numbered after the register, then finds it; readers see no prices', async () => {
    const incharge = await demo.signedIn('library_incharge');
    const before = await copyCount();
    const res = await incharge.request('/api/app/library/titles', { json: newTitle() });
    expect(res.status).toBe(201);
    const saved = v.parse(TitleSavedSchema, await res.json());
    expect(saved).toMatchObject({ merged: false, message: M.titleAdded });
    expect(saved.accessionNos).toHaveLength(2);
    expect(Number(saved.accessionNos[1])).toBe(Number(saved.accessionNos[0]) + 1);
    expect(await copyCount()).toBe(before + 2);

    const found = await searchFor('library_assistant', 'q=telemetry');
    expect(found.titles[0]).toMatchObject({ id: saved.id, copies: 2, available: 2, isbn: TELEMETRY.isbn13 });
    const staffView = v.parse(
      TitleDetailSchema,
      await (await incharge.request(`/api/app/library/titles/${saved.id}`)).json(),
    );
    expect(staffView.copyList.map((c) => c.pricePaise)).toEqual([57_550, 57_550]);
    const opac = await demo.signedIn('opac_library');
    const readerView = v.parse(
      TitleDetailSchema,
      await (await opac.request(`/api/app/library/titles/${saved.id}`)).json(),
    );
    expect(readerView.copyList.map((c) => c.pricePaise)).toEqual([null, null]);
  });

  it('adds the copies of an ISBN already catalogued (here as its ISBN-10) to that title, never a second title', async () => {
    const incharge = await demo.signedIn('library_incharge');
    const first = v.parse(
      TitleSavedSchema,
      await (
        await incharge.request('/api/app/library/titles', {
          json: newTitle({ isbn: MERGED.isbn13, title: 'Village water audits', count: '1' }),
        })
      ).json(),
    );
    expect(first.merged).toBe(false);
    const titles = await titleCount();
    const again = await incharge.request('/api/app/library/titles', {
      json: newTitle({
        isbn: MERGED.isbn10,
        title: 'Village water audits (reprint)',
        count: '1',
        firstAccession: 'GIFT/0001',
        source: 'DONATION',
      }),
    });
    expect(again.status).toBe(200);
    const merged = v.parse(TitleSavedSchema, await again.json());
    expect(merged).toMatchObject({ merged: true, message: M.titleMerged, accessionNos: ['GIFT/0001'] });
    expect(await titleCount()).toBe(titles);
  });

  it('refuses a wrong ISBN, a taken accession number and a reader’s write, and saves nothing', async () => {
    const incharge = await demo.signedIn('library_incharge');
    const before = [await titleCount(), await copyCount()];
    const bad = await incharge.request('/api/app/library/titles', { json: newTitle({ isbn: '9780306406158' }) });
    expect([bad.status, ((await bad.json()) as { message: string }).message]).toEqual([400, M.isbnInvalid]);
    const taken = await incharge.request('/api/app/library/titles', {
      json: newTitle({ isbn: '', title: 'Another book', firstAccession: '1' }),
    });
    expect([taken.status, ((await taken.json()) as { message: string }).message]).toEqual([
      409,
      filled(M.accessionTaken, { accession: '1' }),
    ]);
    const opac = await demo.signedIn('opac_library');
    expect((await opac.request('/api/app/library/titles', { json: newTitle() })).status).toBe(403);
    expect([await titleCount(), await copyCount()]).toEqual(before);
  });

  it('withdraws a copy with its reason: it leaves the holdings, its history keeps the change', async () => {
    const assistant = await demo.signedIn('library_assistant');
    const [copy] = await db()
      .select()
      .from(libraryCopies)
      .where(eq(libraryCopies.status, 'AVAILABLE'))
      .orderBy(libraryCopies.id)
      .limit(1);
    const body = { status: 'WITHDRAWN', reason: 'Pages missing; superseded by the 5th edition' };
    const res = await assistant.request(`/api/app/library/copies/${copy!.id}/status`, { method: 'PUT', json: body });
    expect(res.status).toBe(200);
    const again = await assistant.request(`/api/app/library/copies/${copy!.id}/status`, { method: 'PUT', json: body });
    expect([again.status, ((await again.json()) as { message: string }).message]).toEqual([409, M.statusUnchanged]);
    const history = await db()
      .select()
      .from(libraryCopyStatusChanges)
      .where(eq(libraryCopyStatusChanges.copyId, copy!.id));
    expect(history.map((h) => [h.fromStatus, h.toStatus, h.reason])).toEqual([['AVAILABLE', 'WITHDRAWN', body.reason]]);
    const noReason = await assistant.request(`/api/app/library/copies/${copy!.id}/status`, {
      method: 'PUT',
      json: { status: 'AVAILABLE', reason: ' ' },
    });
    expect(noReason.status).toBe(400);
  });

  it("gives the incharge the catalogue's real figures", async () => {
    const incharge = await demo.signedIn('library_incharge');
    const summary = v.parse(LibrarySummarySchema, await (await incharge.request('/api/app/library/summary')).json());
    expect(summary.titles).toBe(await titleCount());
    expect(summary.copies).toBe(await copyCount());
    expect(summary.byStatus.reduce((s, r) => s + r.count, 0)).toBe(summary.copies);
    expect(summary.titles).toBeGreaterThan(250);
    const student = await demo.signedIn('student');
    expect((await student.request('/api/app/library/summary')).status).toBe(403);
  });
});

describe('imports', () => {
  it('imports a Koha MARC file: merges the repeated ISBN, reports the bad records, and adds nothing again', async () => {
    const incharge = await demo.signedIn('library_incharge');
    const bytes = readFileSync('tests/fixtures/library/sample-catalogue.mrc');
    const send = () =>
      incharge.request('/api/app/library/marc-imports?fileName=sample-catalogue.mrc', {
        body: new Blob([bytes], { type: 'application/marc' }) as unknown as FormData,
        headers: { 'Idempotency-Key': 'marc-sample-1', 'content-type': 'application/marc' },
      });
    const titlesBefore = await titleCount();
    const res = await send();
    expect(res.status).toBe(200);
    const report = v.parse(ImportReportSchema, await res.json());
    expect(report).toMatchObject({ status: 'done', totalRows: 6, checkedRows: 6, savedRows: 4, invalidRows: 2 });
    expect(report.issues).toEqual([
      { row: 4, column: '245', reason: M.marcNoTitle },
      { row: 5, column: '', reason: M.marcUnreadable },
    ]);
    expect(await titleCount()).toBe(titlesBefore + 3);
    const [book] = await db().select().from(libraryTitles).where(eq(libraryTitles.isbn, '9789352601011'));
    const copies = await db().select().from(libraryCopies).where(eq(libraryCopies.titleId, book!.id));
    expect(copies.map((c) => [c.accessionNo, c.location, c.source]).sort()).toEqual([
      ['M-9001', 'ECE stacks, Rack E', 'PURCHASE'],
      ['M-9002', 'ECE stacks, Rack E', 'PURCHASE'],
      ['M-9003', 'Reference section', 'DONATION'],
    ]);
    const replay = v.parse(ImportReportSchema, await (await send()).json());
    expect(replay.savedRows).toBe(4);
    expect(await titleCount()).toBe(titlesBefore + 3);
    const progress = await incharge.request('/api/app/library/marc-imports/marc-sample-1');
    expect(await progress.json()).toMatchObject({ status: 'done', savedRows: 4 });
  });

  it('uploads an Excel catalogue one copy per row, with each refused row’s reason', async () => {
    const incharge = await demo.signedIn('library_incharge');
    const header = ['Accession Number', 'ISBN', 'Title', 'Authors', 'Location', 'Price', 'Source'];
    const rows = [
      header,
      ['X-100', '', 'Register of Old Surveys', 'Mackenzie, C.', 'Archive', '120', 'Donation'],
      ['X-101', '', 'Register of old surveys.', 'Mackenzie, C', 'Archive', '', ''],
      ['X-100', '', 'Register of Old Surveys', 'Mackenzie, C.', 'Archive', '', ''],
      ['X-102', '9780306406158', 'Wrong ISBN', '', 'Stack 1', '', ''],
      ['X-103', '', 'No shelf', '', '', 'ten rupees', 'Bought'],
    ];
    const sheet = XLSX.utils.aoa_to_sheet(rows);
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, sheet, 'Catalogue');
    const body = new FormData();
    body.append(
      'excelFileUpload',
      new File([XLSX.write(book, { bookType: 'xlsx', type: 'array' }) as ArrayBuffer], 'old.xlsx'),
    );
    const titlesBefore = await titleCount();
    const res = await incharge.request('/api/app/masterDataExcelsUploads?fileType=libraryCatalogue', {
      body,
      headers: { 'Idempotency-Key': 'catalogue-upload-1' },
    });
    const report = v.parse(ImportReportSchema, await res.json());
    expect(report).toMatchObject({ savedRows: 2, invalidRows: 3 });
    expect(report.issues).toEqual([
      { row: 4, column: 'Accession Number', reason: filled(M.uploadRepeated, { row: 2 }) },
      { row: 5, column: 'ISBN', reason: M.isbnInvalid },
      { row: 6, column: 'Location', reason: M.locationRequired },
      { row: 6, column: 'Price', reason: M.priceInvalid },
      { row: 6, column: 'Source', reason: M.sourceInvalid },
    ]);
    // The two rows of one old book without an ISBN are one title with two copies.
    expect(await titleCount()).toBe(titlesBefore + 1);
  });
});

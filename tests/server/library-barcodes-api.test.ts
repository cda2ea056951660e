import { Hono } from 'hono';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { bytesFromBase64 } from '../../src/domain/files/base64';
import {
  BarcodeLookupSchema,
  LabelSheetAnswerSchema,
  PatronCardsAnswerSchema,
  PatronGroupsSchema,
} from '../../src/domain/library/barcode-answers';
import { CatalogueSearchAnswerSchema, TitleDetailSchema } from '../../src/domain/library/library-answers';
import {
  LABEL_LAYOUTS,
  labelPlace,
  PATRON_CARD_LAYOUT,
  type SheetLayout,
} from '../../src/domain/library/label-layouts';
import { filled, LIBRARY_MESSAGES as M } from '../../src/domain/library/messages';
import { buildLabelSheetPdf } from '../../src/domain/pdf/accession-labels-pdf';
import { buildPatronCardsPdf, patronCardOf } from '../../src/domain/pdf/patron-cards-pdf';
import { barcodeLookupStore } from '../../src/server/modules/library/barcode-lookup-store';
import { barcodeRoutes } from '../../src/server/modules/library/barcode-routes';
import { labelStore } from '../../src/server/modules/library/label-store';
import { patronCardStore } from '../../src/server/modules/library/patron-card-store';
import { DEMO_ROLL_NUMBER, ROLL_PREFIX } from '../support/demo-rolls';
import { code128InBoxes, havePdftoppm } from '../domain/support/barcodes-in-pdf';
import { demoCollegeApp } from './support/demo-college-app';

const demo = demoCollegeApp();

const getAs = async (who: string, path: string) => (await demo.signedIn(who)).request(`/api/app/library/${path}`);
const answer = async <S extends v.GenericSchema>(schema: S, res: Response) => {
  expect(res.status).toBe(200);
  return v.parse(schema, await res.json());
};
const boxesOf = (layout: SheetLayout, count: number) =>
  Array.from({ length: count }, (_, i) => {
    const p = labelPlace(layout, i);
    return { page: p.sheet + 1, x: p.x, y: p.y, width: layout.width, height: layout.height };
  });

/** A demo title found by the readers' search, with its copies as the staff see them. */
async function demoTitle(name: string) {
  const found = await answer(
    CatalogueSearchAnswerSchema,
    await getAs('library_assistant', `search?q=${encodeURIComponent(name)}&by=title`),
  );
  const id = found.titles.find((t) => t.title === name)!.id;
  return answer(TitleDetailSchema, await getAs('library_assistant', `titles/${String(id)}`));
}

describe('accession labels', () => {
  it("gives a title's copies on the shelves in accession order, and their PDF scans back to their barcodes", async () => {
    const title = await demoTitle('Data Structures Using C');
    const sheet = await answer(
      LabelSheetAnswerSchema,
      await getAs('library_incharge', `labels?by=title&titleId=${title.id}`),
    );
    const held = title.copyList.filter((c) => c.status !== 'LOST' && c.status !== 'WITHDRAWN');
    expect(sheet.collegeName).toBe('Demo College');
    expect(sheet.labels.map((l) => l.barcode)).toEqual(
      held.map((c) => c.barcode).sort((a, b) => Number(a) - Number(b)),
    );
    expect(sheet.labels[0]).toMatchObject({ title: 'Data Structures Using C', callNumber: title.callNumber });
    if (!havePdftoppm) return;
    const layout = LABEL_LAYOUTS['a4-40'];
    const { pdf } = await buildLabelSheetPdf(sheet.labels, {
      layout,
      startAt: 1,
      collegeName: sheet.collegeName,
      generatedAt: new Date(),
    });
    expect(await code128InBoxes(pdf, boxesOf(layout, sheet.labels.length))).toEqual(
      sheet.labels.map((l) => [l.barcode]),
    );
  }, 60_000);

  it('takes an accession number range of one register, and copies added since a day', async () => {
    const range = await answer(
      LabelSheetAnswerSchema,
      await getAs('library_assistant', 'labels?by=accession&from=1&to=12'),
    );
    const numbers = range.labels.map((l) => Number(l.accessionNo));
    expect(numbers.length).toBeGreaterThan(8);
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    expect(numbers.every((n) => n >= 1 && n <= 12)).toBe(true);
    expect((await getAs('library_assistant', 'labels?by=added&since=2100-01-01')).status).toBe(404);
    const since = await answer(
      LabelSheetAnswerSchema,
      await getAs('library_assistant', 'labels?by=added&since=2000-01-01'),
    );
    expect(since.labels.length).toBeGreaterThan(range.labels.length);
  });

  it('takes a typed list in the order typed, and names the barcodes no copy has', async () => {
    const sheet = await answer(
      LabelSheetAnswerSchema,
      await getAs('library_incharge', `labels?by=barcodes&list=${encodeURIComponent('12, 3\nnope-1')}`),
    );
    expect(sheet.labels.map((l) => l.barcode)).toEqual(['12', '3']);
    expect(sheet.missing).toEqual(['NOPE-1']);
  });

  it('refuses bad input with the form’s own words (400), and nothing chosen (404)', async () => {
    const refused = async (query: string, status: number, message: string) => {
      const res = await getAs('library_incharge', `labels?${query}`);
      expect(res.status).toBe(status);
      expect(((await res.json()) as { message: string }).message).toBe(message);
    };
    await refused('by=shelf', 400, M.labelByInvalid);
    await refused('by=title&titleId=abc', 400, M.labelTitleRequired);
    await refused('by=accession&from=CSE/0010&to=ECE/0020', 400, M.accessionRangeInvalid);
    await refused('by=accession&from=20&to=10', 400, M.accessionRangeInvalid);
    await refused('by=added&since=2026-02-30', 400, M.addedSinceInvalid);
    await refused(`by=barcodes&list=${encodeURIComponent('<b>')}`, 400, M.barcodeListInvalid);
    await refused('by=title&titleId=999999', 404, M.noCopiesToLabel);
  });

  it('refuses more labels than the limit at once, with the count (422)', async () => {
    const app = new Hono().route(
      '/api/app',
      barcodeRoutes(
        {
          labels: labelStore(demo.database.handle.db),
          cards: patronCardStore(demo.database.handle.db),
          lookup: barcodeLookupStore(demo.database.handle.db),
          college: { letterhead: async () => ({ collegeName: 'Demo College', logo: null }) },
        },
        { labels: 5, cards: 5 },
      ),
    );
    const labels = await app.request('/api/app/library/labels?by=accession&from=1&to=40');
    expect(labels.status).toBe(422);
    expect(((await labels.json()) as { message: string }).message).toMatch(
      /^That is \d+ labels; make at most 5 at once/,
    );
    const cards = await app.request('/api/app/library/patron-cards?by=group&kind=staff');
    expect(cards.status).toBe(422);
  });
});

/** The demo roll number's batch, named from the year in its roll number. */
const DEMO_BATCH = `B.Tech ${String(2000 + Number(ROLL_PREFIX.slice(0, 2)))}-${String(2004 + Number(ROLL_PREFIX.slice(0, 2)))}`;

describe('patron cards', () => {
  it('lists the departments and the batches on roll to choose by', async () => {
    const groups = await answer(PatronGroupsSchema, await getAs('library_incharge', 'patron-groups'));
    expect(groups.departments.map((d) => d.name)).toContain('Computer Science and Engineering');
    expect(groups.batches.map((b) => b.name)).toContain(DEMO_BATCH);
  });

  it("gives a department's students on roll by roll number, and their cards scan back to the roll numbers", async () => {
    const groups = await answer(PatronGroupsSchema, await getAs('library_incharge', 'patron-groups'));
    const cse = groups.departments.find((d) => d.name === 'Computer Science and Engineering')!.id;
    const batch = groups.batches.find((b) => b.name === DEMO_BATCH)!.id;
    const res = await getAs('library_assistant', `patron-cards?by=group&kind=student&department=${cse}&batch=${batch}`);
    const cards = await answer(PatronCardsAnswerSchema, res);
    expect(cards.cards).toHaveLength(60);
    expect(cards.cards[0]).toMatchObject({ kind: 'student', code: DEMO_ROLL_NUMBER, course: 'B.Tech CSE' });
    const codes = cards.cards.map((c) => c.code);
    expect(codes).toEqual([...codes].sort());
    if (!havePdftoppm) return;
    const first = cards.cards.slice(0, 12);
    const pdf = await buildPatronCardsPdf(
      first.map((c) => patronCardOf(c)),
      {
        collegeName: cards.collegeName,
        logo: cards.logo ? { bytes: bytesFromBase64(cards.logo.b64), format: cards.logo.format } : null,
        generatedAt: new Date(),
      },
    );
    expect(await code128InBoxes(pdf, boxesOf(PATRON_CARD_LAYOUT, first.length))).toEqual(first.map((c) => [c.code]));
  }, 60_000);

  it("gives staff by department with designation, and a typed list's codes in any case", async () => {
    const staff = await answer(
      PatronCardsAnswerSchema,
      await getAs('library_incharge', 'patron-cards?by=group&kind=staff'),
    );
    expect(staff.cards).toHaveLength(35);
    expect(staff.cards.find((c) => c.code === 'EMP0042')).toMatchObject({
      kind: 'staff',
      department: 'Computer Science and Engineering',
    });
    const list = await answer(
      PatronCardsAnswerSchema,
      await getAs('library_incharge', `patron-cards?by=list&kind=student&list=${DEMO_ROLL_NUMBER.toLowerCase()},X999`),
    );
    expect(list.cards.map((c) => c.code)).toEqual([DEMO_ROLL_NUMBER]);
    expect(list.missing).toEqual(['X999']);
  });

  it('refuses a wrong kind or group (400), and nobody found (404)', async () => {
    expect((await getAs('library_incharge', 'patron-cards?by=group&kind=alumni')).status).toBe(400);
    expect((await getAs('library_incharge', 'patron-cards?by=group&kind=staff&department=x')).status).toBe(400);
    expect((await getAs('library_incharge', 'patron-cards?by=list&kind=staff&list=NOBODY1')).status).toBe(404);
  });
});

describe('what a scanned code is', () => {
  it('answers a copy with its title and status, a student and a member of staff', async () => {
    const title = await demoTitle('Data Structures Using C');
    const copy = title.copyList[0]!;
    const found = await answer(
      BarcodeLookupSchema,
      await getAs('library_assistant', `barcode-lookup?code=${copy.barcode}`),
    );
    expect(found.found).toContainEqual(
      expect.objectContaining({
        kind: 'copy',
        title: 'Data Structures Using C',
        accessionNo: copy.accessionNo,
        status: copy.status,
      }),
    );
    const student = await answer(
      BarcodeLookupSchema,
      await getAs('library_assistant', `barcode-lookup?code=${DEMO_ROLL_NUMBER.toLowerCase()}`),
    );
    expect(student.found).toEqual([expect.objectContaining({ kind: 'student', code: DEMO_ROLL_NUMBER })]);
    const staff = await answer(BarcodeLookupSchema, await getAs('library_incharge', 'barcode-lookup?code=EMP0042'));
    expect(staff.found).toEqual([expect.objectContaining({ kind: 'staff', code: 'EMP0042', status: 'Active' })]);
  });

  it('says no copy or patron has an unknown code (404) and refuses what is not a barcode (400)', async () => {
    const unknown = await getAs('library_incharge', 'barcode-lookup?code=ZZ-404');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ message: filled(M.barcodeUnknown, { code: 'ZZ-404' }) });
    const bad = await getAs('library_incharge', `barcode-lookup?code=${encodeURIComponent('<script>')}`);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ message: M.scannedCodeInvalid });
  });
});

describe('staff only', () => {
  it.each(['labels?by=title&titleId=1', 'patron-groups', 'patron-cards?by=group&kind=staff', 'barcode-lookup?code=1'])(
    'refuses %s to a student and the OPAC kiosk (403), and to nobody signed in (401)',
    async (path) => {
      expect((await getAs('student', path)).status).toBe(403);
      expect((await getAs('opac_library', path)).status).toBe(403);
      expect((await demo.app.request(`/api/app/library/${path}`)).status).toBe(401);
    },
  );
});

import { eq } from 'drizzle-orm';
import type { CopySource, CopyStatus, ItemType } from '../../domain/library/catalogue';
import type { CopyRecord } from '../../domain/library/catalogue-record';
import { isbn13CheckDigit } from '../../domain/library/isbn';
import type { TitleInput } from '../../domain/library/title-forms';
import type { Database } from '../db/client';
import { libraryCopies, libraryCopyStatusChanges, libraryTitles, users } from '../db/schema';
import { titleColumns } from '../modules/library/catalogue-writer';
import type { DemoPart } from './demo-part';
import { DEMO_REFERENCE, DEMO_TEXTBOOKS } from './library-books';
import { seededRandom } from './seeded-random';

/** The shelf of a call number's class: the stacks are arranged by Dewey number, as the college's library is. */
function shelfOf(callNumber: string, itemType: ItemType): string {
  if (itemType === 'REFERENCE') return 'Reference section, Rack R1';
  if (itemType === 'JOURNAL_ISSUE') return 'Periodicals section';
  if (itemType === 'THESIS') return 'Project reports, Rack P2';
  if (itemType === 'E_RESOURCE') return 'Digital library';
  const dewey = Number(callNumber.slice(0, 3));
  if (dewey < 100) return 'CSE stacks, Rack A';
  if (dewey < 500) return 'Humanities stacks, Rack H';
  if (dewey < 600) return 'Science stacks, Rack S';
  if (dewey < 621.3) return 'Civil and mechanical stacks, Rack M';
  if (dewey < 622) return 'ECE and EEE stacks, Rack E';
  return 'Civil and mechanical stacks, Rack C';
}

/** 1 → '1st', 2 → '2nd', 11 → '11th', 23 → '23rd'. */
const ordinal = (n: number) =>
  `${String(n)}${n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th')}`;

/** A made-up ISBN-13 under the Indian prefix, valid by its check digit, for the demo's n-th title. */
const demoIsbn = (n: number) => {
  const first12 = `97893${String(6_000_000 + n * 37).padStart(7, '0')}`;
  return first12 + isbn13CheckDigit(first12);
};

const title = (fields: Partial<TitleInput> & Pick<TitleInput, 'title' | 'itemType'>): TitleInput => ({
  isbn: '',
  authors: [],
  edition: '',
  publisher: '',
  year: null,
  subjects: [],
  callNumber: '',
  language: 'English',
  keywords: [],
  url: '',
  ...fields,
});

function fromLines(lines: string, itemType: ItemType): TitleInput[] {
  return lines
    .trim()
    .split('\n')
    .map((line) => {
      const [name = '', authors = '', publisher, edition, year, subject = '', callNumber] = line.split('|');
      return title({
        title: name,
        authors: authors.split(';'),
        publisher,
        edition,
        year: Number(year),
        subjects: [subject],
        callNumber,
        keywords: subject
          .split(/\W+/)
          .filter((w) => w.length > 3)
          .slice(0, 3),
        itemType,
      });
    });
}

const JOURNALS = [
  ['IEEE Transactions on Power Electronics', 'Power electronics', '621.317 IEEE'],
  ['International Journal of Computer Applications', 'Computer science', '004 IJCA'],
  ['Indian Concrete Journal', 'Concrete', '620.136 ICJ'],
  ['Journal of the Institution of Engineers (India)', 'Engineering', '620 IEI'],
] as const;

const NPTEL = [
  ['Programming, Data Structures and Algorithms Using Python', 'Python (Computer program language)'],
  ['Introduction to Machine Learning', 'Machine learning'],
  ['Digital Circuits', 'Digital electronics'],
  ['Strength of Materials', 'Strength of materials'],
  ['Basic Electrical Circuits', 'Electric circuit analysis'],
  ['Database Management System', 'Database management'],
  ['Fluid Mechanics', 'Fluid mechanics'],
  ['Soft Skills', 'Communication'],
] as const;

const PROJECTS = [
  'Crop disease detection from leaf images with convolutional networks',
  'Solar-powered smart irrigation controller for paddy fields',
  'Low-cost air quality monitoring network over LoRaWAN',
  'Partial replacement of cement with fly ash in M30 concrete',
  'Design of a grid-tied inverter for rooftop solar',
  'Telugu speech-to-text for farm helplines',
  'Traffic signal timing at Uppal junction by simulation',
  'Fake news detection in regional-language social media',
] as const;

/** Every title of the demo library: textbooks (and an earlier edition of many), references, journals, theses, e-resources. */
export function demoLibraryTitles(): TitleInput[] {
  const textbooks = fromLines(DEMO_TEXTBOOKS, 'BOOK');
  const earlier = textbooks.flatMap((t, i) => {
    const edition = Number(/^\d+/.exec(t.edition)?.[0] ?? 1) - 1;
    return i % 2 === 0 && edition >= 1
      ? [{ ...t, edition: `${ordinal(edition)} ed.`, year: (t.year ?? 2020) - 4 }]
      : [];
  });
  const journals = JOURNALS.flatMap(([name, subject, callNumber]) =>
    Array.from({ length: 9 }, (_, i) =>
      title({
        title: `${name}, Vol. ${String(38 + Math.floor(i / 3))}, No. ${String((i % 3) + 1)}`,
        publisher: name.startsWith('IEEE') ? 'IEEE' : 'Institution of Engineers (India)',
        year: 2024 + Math.floor(i / 3) - 1,
        subjects: [subject],
        callNumber,
        keywords: ['journal', 'periodical'],
        itemType: 'JOURNAL_ISSUE',
      }),
    ),
  );
  const theses = PROJECTS.map((name, i) =>
    title({
      title: name,
      authors: [`B.Tech project batch ${String(2021 + (i % 3))}-${String(2025 + (i % 3))}, group ${String(i + 1)}`],
      publisher: 'Demo College of Engineering',
      year: 2025 + (i % 2),
      subjects: ['Engineering -- Projects'],
      callNumber: `PR ${String(2025 + (i % 2))}/${String(i + 1).padStart(2, '0')}`,
      keywords: ['project report', 'B.Tech'],
      itemType: 'THESIS',
    }),
  );
  const eResources = NPTEL.map(([name, subject], i) =>
    title({
      title: `${name} (NPTEL course)`,
      authors: ['NPTEL'],
      publisher: 'National Programme on Technology Enhanced Learning',
      year: 2023,
      subjects: [subject],
      keywords: ['NPTEL', 'video lectures', 'online course'],
      itemType: 'E_RESOURCE',
      url: `https://nptel.ac.in/courses/demo-${String(i + 1)}`,
    }),
  );
  const books = [...textbooks, ...earlier, ...fromLines(DEMO_REFERENCE, 'REFERENCE')].map((t, i) => ({
    ...t,
    isbn: demoIsbn(i + 1),
  }));
  return [...books, ...journals, ...theses, ...eResources];
}

const WRITTEN_OFF: readonly [CopyStatus, string][] = [
  ['DAMAGED', 'Spine broken, pages loose: sent for binding'],
  ['LOST', 'Reported lost by the reader; replacement cost recovered'],
  ['WITHDRAWN', 'Superseded by a newer edition; weeded out'],
  ['IN_PROCESSING', 'Received from the vendor; stamping and labelling'],
];

/**
 * The demo college's library: a few hundred titles with their copies on the shelves (more of the textbooks every
 * student uses), accession numbers from 1 in the order bought, prices as billed, a few copies donated or from the
 * book bank, and a handful damaged, lost, withdrawn or being processed, each with its reason in the history.
 */
async function seedLibrary(tx: Database): Promise<void> {
  const [incharge] = await tx.select({ id: users.id }).from(users).where(eq(users.username, 'library_incharge'));
  const random = seededRandom(2026_12);
  const titles = demoLibraryTitles();
  const inserted = await tx
    .insert(libraryTitles)
    .values(titles.map((t) => ({ ...titleColumns(t), createdBy: incharge?.id ?? null })))
    .returning({ id: libraryTitles.id });
  let accession = 0;
  const copies: (CopyRecord & { titleId: number; createdBy: number | null })[] = [];
  titles.forEach((t, i) => {
    const count =
      t.itemType === 'E_RESOURCE' ? 0 : t.itemType === 'BOOK' ? 1 + Math.floor(random.next() * (i < 40 ? 8 : 4)) : 1;
    for (let c = 0; c < count; c++) {
      accession++;
      const source: CopySource =
        random.next() < 0.08 ? 'DONATION' : t.itemType === 'BOOK' && random.next() < 0.1 ? 'BOOK_BANK' : 'PURCHASE';
      copies.push({
        titleId: inserted[i]!.id,
        accessionNo: String(accession),
        barcode: String(accession),
        location: shelfOf(t.callNumber, t.itemType),
        pricePaise: source === 'DONATION' ? null : (250 + Math.floor(random.next() * 120) * 10) * 100,
        source,
        status: 'AVAILABLE',
        createdBy: incharge?.id ?? null,
      });
    }
  });
  const saved = await tx.insert(libraryCopies).values(copies).returning({ id: libraryCopies.id });
  const changed = saved
    .filter((_, i) => i % 37 === 5)
    .map((copy, i) => ({ copy, change: WRITTEN_OFF[i % WRITTEN_OFF.length]! }));
  for (const { copy, change } of changed)
    await tx
      .update(libraryCopies)
      .set({ status: change[0], statusReason: change[1], statusChangedAt: new Date() })
      .where(eq(libraryCopies.id, copy.id));
  if (changed.length)
    await tx.insert(libraryCopyStatusChanges).values(
      changed.map(({ copy, change }) => ({
        copyId: copy.id,
        fromStatus: 'AVAILABLE',
        toStatus: change[0],
        reason: change[1],
        changedBy: incharge?.id ?? null,
      })),
    );
}

/** The demo college's library part: after the users (the incharge catalogued the books). */
export const libraryDemo: DemoPart = { name: 'library', order: 160, seed: (tx) => seedLibrary(tx) };

import { describe, expect, it } from 'vitest';
import { marcToCatalogue, withoutIsbd } from '../../src/domain/library/marc-mapping';
import { LIBRARY_MESSAGES as M } from '../../src/domain/library/messages';

const BOOK = '00000nam a2200000 a 4500';

describe('MARC21 → a title and its copies', () => {
  const koha = [
    ['001', 'KOHA-1'],
    ['008', `${' '.repeat(35)}eng d`],
    ['020', '  ', 'a', '0306406152 (pbk.)'],
    ['082', '04', 'a', '621.3815'],
    ['100', '1 ', 'a', 'Salivahanan, S.,'],
    ['245', '10', 'a', 'Electronic devices and circuits /', 'c', 'S. Salivahanan.'],
    ['250', '  ', 'a', '5th ed.'],
    ['264', ' 1', 'a', 'Chennai :', 'b', 'McGraw Hill Education,', 'c', '©2022.'],
    ['650', ' 0', 'a', 'Electronic circuits.'],
    ['700', '1 ', 'a', 'Kumar, N. Suresh.'],
    ['952', '  ', 'c', 'ECE stacks', 'g', '650.00', 'i', 'M-1', 'p', 'B-1', 'e', 'Gift of alumni'],
    ['952', '  ', 'o', '621.3815 SAL', 'p', 'B-2', '1', '1'],
  ];

  it('maps 020, 100/700, 245, 250, 264, 650, 082 and 008 to the title', () => {
    const mapped = marcToCatalogue(BOOK, koha);
    expect(mapped.ok && mapped.record.title).toMatchObject({
      isbn: '9780306406157',
      title: 'Electronic devices and circuits',
      authors: ['Salivahanan, S.', 'Kumar, N. Suresh'],
      edition: '5th ed.',
      publisher: 'McGraw Hill Education',
      year: 2022,
      subjects: ['Electronic circuits'],
      callNumber: '621.3815',
      language: 'English',
      itemType: 'BOOK',
    });
  });

  it("maps Koha's 952 holdings to copies: $i accession, $p barcode, $c or $o shelf, $g price, $e source, $1 lost", () => {
    const mapped = marcToCatalogue(BOOK, koha);
    expect(mapped.ok && mapped.record.copies).toEqual([
      {
        accessionNo: 'M-1',
        barcode: 'B-1',
        location: 'ECE stacks',
        pricePaise: 65_000,
        source: 'DONATION',
        status: 'AVAILABLE',
      },
      {
        accessionNo: 'B-2',
        barcode: 'B-2',
        location: '621.3815 SAL',
        pricePaise: null,
        source: 'PURCHASE',
        status: 'LOST',
      },
    ]);
  });

  it('reads an 852 holding, 041 language, a thesis (502) and an e-resource (leader 06 m, 856 $u)', () => {
    const thesis = marcToCatalogue(BOOK, [
      ['041', '  ', 'a', 'tel'],
      ['245', '10', 'a', 'Groundwater recharge :', 'b', 'a field study.'],
      ['502', '  ', 'a', 'M.Tech dissertation'],
      ['852', '  ', 'b', 'Project reports', 'p', 'P-7'],
    ]);
    expect(thesis.ok && thesis.record).toMatchObject({
      title: { title: 'Groundwater recharge: a field study', language: 'Telugu', itemType: 'THESIS' },
      copies: [{ accessionNo: 'P-7', barcode: 'P-7', location: 'Project reports' }],
    });
    const online = marcToCatalogue('00000nmm a2200000   4500', [
      ['245', '10', 'a', 'IoT (NPTEL course)'],
      ['856', '40', 'u', 'https://nptel.ac.in/courses/106105166'],
    ]);
    expect(online.ok && online.record.title).toMatchObject({
      itemType: 'E_RESOURCE',
      url: 'https://nptel.ac.in/courses/106105166',
    });
  });

  it('refuses a record without a 245 title, naming the field', () => {
    expect(marcToCatalogue(BOOK, [['100', '1 ', 'a', 'Nobody.']])).toEqual({
      ok: false,
      issues: [{ column: '245', reason: M.marcNoTitle }],
    });
  });

  it('leaves out an ISBN whose check digit is wrong rather than refusing the book', () => {
    const mapped = marcToCatalogue(BOOK, [
      ['020', '  ', 'a', '9780306406158'],
      ['245', '10', 'a', 'A book'],
    ]);
    expect(mapped.ok && mapped.record.title.isbn).toBe('');
  });

  it("drops the cataloguer's ISBD punctuation but keeps an initial's full stop", () => {
    expect(withoutIsbd('Electronic circuits /')).toBe('Electronic circuits');
    expect(withoutIsbd('Kumar, N. S.')).toBe('Kumar, N. S.');
    expect(withoutIsbd('Electronic circuits.')).toBe('Electronic circuits');
  });
});

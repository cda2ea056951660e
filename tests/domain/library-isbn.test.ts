import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { accessionSeries, nextAccession, titleMatchKey } from '../../src/domain/library/catalogue-record';
import { isValidIsbn10, isValidIsbn13, isbnInMarcText, normaliseIsbn } from '../../src/domain/library/isbn';
import { LIBRARY_MESSAGES as M } from '../../src/domain/library/messages';
import { CopiesFormSchema, NewTitleFormSchema } from '../../src/domain/library/title-forms';

describe('ISBN check digits', () => {
  it('accepts ISBN-10 with its mod-11 check digit, X for ten, with hyphens or spaces', () => {
    expect(isValidIsbn10('0306406152')).toBe(true);
    expect(isValidIsbn10('0 8044 2957 X')).toBe(true);
    expect(isValidIsbn10('0306406153')).toBe(false);
  });

  it('accepts ISBN-13 of 978 or 979 with its weighted check digit', () => {
    expect(isValidIsbn13('978-0-306-40615-7')).toBe(true);
    expect(isValidIsbn13('9780306406158')).toBe(false);
    expect(isValidIsbn13('9771234567898')).toBe(false);
  });

  it('keeps an ISBN-10 as the ISBN-13 of the same book, so both find one title', () => {
    expect(normaliseIsbn('0-306-40615-2')).toBe('9780306406157');
    expect(normaliseIsbn('ISBN 978-0-306-40615-7')).toBe('9780306406157');
    expect(normaliseIsbn('0306406153')).toBeNull();
  });

  it("reads the ISBN out of a MARC 020 $a with its qualifier ('(pbk.)', ': Rs 450')", () => {
    expect(normaliseIsbn(isbnInMarcText('9780306406157 (pbk.)'))).toBe('9780306406157');
    expect(normaliseIsbn(isbnInMarcText('0306406152 : Rs 450.00'))).toBe('9780306406157');
  });
});

describe('the title form', () => {
  const form = {
    isbn: '',
    title: 'Let Us C',
    authors: 'Kanetkar, Yashavant',
    edition: '19th ed.',
    publisher: 'BPB',
    year: '2022',
    subjects: 'C (Computer program language)',
    callNumber: '005.133 KAN',
    language: 'English',
    keywords: 'programming, C',
    itemType: 'BOOK',
    url: '',
    count: '2',
    firstAccession: '',
    location: 'CSE stacks',
    price: '450',
    source: 'PURCHASE',
  };
  const messages = (value: unknown) => v.safeParse(NewTitleFormSchema, value).issues?.map((i) => i.message) ?? [];

  it('refuses an ISBN with a wrong check digit with its message', () => {
    expect(messages({ ...form, isbn: '9780306406158' })).toEqual([M.isbnInvalid]);
  });

  it('keeps the ISBN-13 of an ISBN-10, the authors one per line and the price in paise', () => {
    const out = v.parse(NewTitleFormSchema, { ...form, isbn: '0306406152', authors: 'A, B\n C, D ' });
    expect(out).toMatchObject({ isbn: '9780306406157', authors: ['A, B', 'C, D'], price: 45_000, year: 2022 });
  });

  it('asks an e-resource for its address, and copies for their shelf', () => {
    expect(messages({ ...form, itemType: 'E_RESOURCE' })).toEqual([M.urlRequired]);
    expect(messages({ ...form, location: '' })).toEqual([M.locationRequired]);
    expect(messages({ ...form, count: '0', location: '' })).toEqual([]);
  });

  it('takes 1 to 50 copies at a time', () => {
    const batch = { count: '51', firstAccession: '', location: 'A', price: '', source: 'DONATION' };
    expect(v.safeParse(CopiesFormSchema, batch).issues?.[0]?.message).toBe(M.copiesCountInvalid);
    expect(v.parse(CopiesFormSchema, { ...batch, count: '3' }).price).toBeNull();
  });
});

describe('accession numbers', () => {
  it('counts on from the one typed, keeping its prefix and width', () => {
    expect(accessionSeries('CSE/0099', 3)).toEqual(['CSE/0099', 'CSE/0100', 'CSE/0101']);
    expect(accessionSeries('15', 2)).toEqual(['15', '16']);
  });

  it('starts an empty register at 1 and otherwise after the largest', () => {
    expect(nextAccession(null)).toBe('1');
    expect(nextAccession('1249')).toBe('1250');
  });

  it('joins copies of a book without an ISBN by title, first author and edition, whatever the punctuation', () => {
    expect(titleMatchKey({ title: 'Strength of Materials.', authors: ['Rajput, R. K.'], edition: '7th ed' })).toBe(
      titleMatchKey({ title: 'strength of materials', authors: ['RAJPUT R K'], edition: '7th ed.' }),
    );
  });
});

import * as XLSX from '@e965/xlsx';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { LIST_KINDS } from '../../src/domain/academic/list-descriptor';
import { LISTS } from '../../src/domain/academic/lists';
import { uploadColumns } from '../../src/domain/academic/list-upload';
import { EXPLANATION_SHEET, listTemplate } from '../../src/server/sheets/list-template';

const SUBJECT_REFERENCES = {
  regulations: ['R22', 'R18'],
  branches: ['CSE', 'ECE'],
  semesters: ['I Year I Semester (B.Tech)', 'I Year I Semester (M.Tech)'],
};

describe('list templates, made from the descriptor', () => {
  it('puts drop-downs on the choice and reference columns and an explanation of every column', async () => {
    const bytes = await listTemplate(LISTS.subjects, SUBJECT_REFERENCES);
    const xml = strFromU8(unzipSync(new Uint8Array(bytes))['xl/worksheets/sheet1.xml']!);
    const columns = uploadColumns(LISTS.subjects);
    // Regulation, branch and semester from the hidden Lists sheet, the type from the descriptor's options.
    expect(xml.match(/<dataValidation /g)).toHaveLength(4);
    expect(xml).toContain('<formula1>&quot;theory,lab,project,mandatory&quot;</formula1>');
    expect(xml).toMatch(/<formula1>Lists!\$B\$2:\$B\$3<\/formula1>/);
    const hidden = XLSX.utils.sheet_to_json<string[]>(
      XLSX.read(new Uint8Array(bytes), { type: 'array' }).Sheets.Lists!,
      { header: 1 },
    );
    expect(hidden[0]).toEqual(['Regulation', 'Branch', 'Semester']);
    const book = XLSX.read(new Uint8Array(bytes), { type: 'array' });
    expect(book.SheetNames.slice(0, 2)).toEqual(['Subjects', EXPLANATION_SHEET]);
    const header = XLSX.utils.sheet_to_json<string[]>(book.Sheets.Subjects!, { header: 1 })[0];
    expect(header).toEqual(columns.map((c) => c.header));
    const help = XLSX.utils.sheet_to_json<string[]>(book.Sheets[EXPLANATION_SHEET]!, { header: 1 });
    expect(help[0]).toEqual(['Column', 'Required?', 'What to enter', 'Allowed values']);
    const branch = help.find((r) => r[0] === 'Branch')!;
    expect(branch[1]).toBe('Yes');
    expect(branch[3]).toBe('CSE, ECE');
    expect(help.find((r) => r[0] === 'Elective group')![1]).toBe('No');
    expect(book.Workbook?.Sheets?.find((s) => s.name === 'Lists')?.Hidden).toBe(2);
  });

  it('makes a template for every list, with a Yes/No drop-down on a yes/no field', async () => {
    for (const kind of LIST_KINDS) {
      const bytes = await listTemplate(LISTS[kind], {});
      const book = XLSX.read(new Uint8Array(bytes), { type: 'array' });
      expect(book.SheetNames).toContain(EXPLANATION_SHEET);
    }
    const years = strFromU8(
      unzipSync(new Uint8Array(await listTemplate(LISTS.academicYears, {})))['xl/worksheets/sheet1.xml']!,
    );
    expect(years).toContain('<formula1>&quot;Yes,No&quot;</formula1>');
  });
});

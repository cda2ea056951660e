import { describe, expect, it } from 'vitest';
import { reportFileName, reportTables } from '../../src/domain/reports/report-tables';
import type { MoneyReport, ResultsReport } from '../../src/domain/reports/report-answers';

const money: MoneyReport = {
  year: '2026-2027',
  years: ['2026-2027'],
  totals: { due: 300_000, collected: 100_000, outstanding: 200_000 },
  byBranch: [
    { label: 'CSE', due: 200_000, collected: 100_000, outstanding: 100_000 },
    { label: 'ECE', due: 100_000, collected: 0, outstanding: 100_000 },
  ],
  byBatch: [{ label: 'B.Tech 2023-2027', due: 300_000, collected: 100_000, outstanding: 200_000 }],
  byQuota: [{ label: 'Not recorded', due: 300_000, collected: 100_000, outstanding: 200_000 }],
  months: [{ month: '2026-04', falling: 0, collected: 100_000 }],
};

describe('the exports’ tables', () => {
  it('writes the money report’s branches with an All line, batches, quotas and months', () => {
    const tables = reportTables({ kind: 'money', answer: money });
    expect(tables.title).toBe('Money report 2026-2027');
    expect(tables.tables.map((t) => t.sheet)).toEqual(['Branches', 'Batches', 'Quotas', 'Months']);
    expect(tables.tables[0]!.rows).toEqual([
      ['CSE', 200_000, 100_000, 100_000],
      ['ECE', 100_000, 0, 100_000],
      ['All', 300_000, 100_000, 200_000],
    ]);
    expect(tables.tables[0]!.columns.map((c) => c.kind)).toEqual(['text', 'money', 'money', 'money']);
  });

  it('writes every exam against every branch, a branch without students as no figure', () => {
    const results: ResultsReport = {
      year: '2025-2026',
      years: ['2025-2026'],
      exams: [{ title: 'Exam A', students: 10, passed: 8, percent: 80 }],
      exam: 'Exam A',
      byBranch: [{ label: 'CSE', appeared: 10, passed: 8, percent: 80 }],
      branches: ['CSE', 'ECE'],
      matrix: [{ title: 'Exam A', percents: [80, null] }],
    };
    const tables = reportTables({ kind: 'results', answer: results });
    expect(tables.tables[2]!.columns.map((c) => c.header)).toEqual(['Exam', 'CSE', 'ECE']);
    expect(tables.tables[2]!.rows).toEqual([['Exam A', 80, null]]);
    expect(tables.tables[1]!.title).toBe('Pass % by branch: Exam A');
  });

  it('names the files by report and year', () => {
    expect(reportFileName('money', '2026-2027', 'xlsx')).toBe('Money_report_2026-2027.xlsx');
    expect(reportFileName('results', '2025-2026', 'pdf')).toBe('Results_report_2025-2026.pdf');
  });
});

import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEE_PLAN_MESSAGES } from '../../src/domain/payments/fee-plan-messages';
import { FEE_PLAN_SHEET_MESSAGES as M } from '../../src/domain/payments/fee-plan-sheet';
import { startFeeApp, type FeeApp } from './support/payments-app';
import { SessionClient } from './support/session-client';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A workbook whose first sheet holds these rows (the first is the header). */
async function workbook(rows: readonly (readonly (string | number | Date | null)[])[]): Promise<Blob> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Fee heads');
  for (const row of rows) sheet.addRow([...row]);
  return new Blob([await book.xlsx.writeBuffer()], { type: XLSX });
}
const form = (file: Blob, name = 'heads.xlsx') => {
  const body = new FormData();
  body.append('sheet', file, name);
  return body;
};

describe("the fee structure's Excel template", () => {
  let fees: FeeApp;
  let accountant: SessionClient;
  beforeAll(async () => {
    fees = await startFeeApp('pglite');
    accountant = new SessionClient(fees.app);
    await accountant.signIn('accountant', 'Campus@2026');
  }, 180_000);
  afterAll(async () => fees?.close());

  it('gives a template whose header row is the head form, and reads a filled one back, naming bad rows', async () => {
    const template = await accountant.request('/api/app/fee-structures/template');
    expect(template.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await template.arrayBuffer());
    const header = (book.worksheets[0]!.getRow(1).values as unknown[]).slice(1);
    expect(header.slice(0, 7)).toEqual([
      'Fee type',
      'Item',
      'Amount',
      'Due date',
      'Late fine',
      'Fine per day',
      'Fine cap',
    ]);
    const filled = await workbook([
      header as string[],
      ['MISCELLANEOUS', 'LAB FEE', 2000, new Date(Date.UTC(2026, 5, 1)), 'by days late', '', '', 1, 100, 30, 300],
      ['TUITION FEE', '', 'abc', '2026-07-01'],
      [],
      ['TUITION FEE', '', '52,500', '2026-07-01', 'None'],
    ]);
    const res = await accountant.request('/api/app/fee-structures/heads-from-sheet', { body: form(filled) });
    expect([res.status, res.status === 200 ? null : await res.clone().json()]).toEqual([200, null]);
    const answer = (await res.json()) as {
      heads: Record<string, string>[];
      problems: { row: number; message: string }[];
    };
    expect(answer.heads).toHaveLength(3);
    expect(answer.heads[0]).toMatchObject({
      feeType: 'MISCELLANEOUS',
      item: 'LAB FEE',
      amount: '2000',
      dueDate: '2026-06-01',
      fineKind: 'SLAB',
      slab1Days: '1',
      slab1Amount: '100',
      slab2Days: '30',
      slab2Amount: '300',
    });
    expect(answer.heads[2]).toMatchObject({ amount: '52,500', fineKind: 'NONE' });
    expect(answer.problems).toEqual([{ row: 3, message: FEE_PLAN_MESSAGES.amountInvalid }]);
  });

  it('refuses a sheet without the template columns, with no heads, or that is not a workbook', async () => {
    const noColumns = await accountant.request('/api/app/fee-structures/heads-from-sheet', {
      body: form(
        await workbook([
          ['Fee', 'Rupees'],
          ['TUITION FEE', 100],
        ]),
      ),
    });
    expect([noColumns.status, await noColumns.json()]).toEqual([
      400,
      { message: M.missingColumns.replace('{columns}', 'Fee type, Amount, Due date') },
    ]);
    const empty = await accountant.request('/api/app/fee-structures/heads-from-sheet', {
      body: form(await workbook([['Fee type', 'Amount', 'Due date']])),
    });
    expect([empty.status, await empty.json()]).toEqual([400, { message: M.noHeads }]);
    const text = await accountant.request('/api/app/fee-structures/heads-from-sheet', {
      body: form(new Blob(['Fee type,Amount\n'], { type: XLSX }), 'heads.xlsx'),
    });
    expect(text.status).toBe(415);
    const desk = new SessionClient(fees.app);
    await desk.signIn('feepayments', 'Campus@2026');
    expect((await desk.request('/api/app/fee-structures/template')).status).toBe(403);
  });
});

import { Hono } from 'hono';
import { MB } from '../../../domain/files/allowed-types';
import { BULK_MESSAGES } from '../../../domain/admissions/bulk-messages';
import {
  FEE_PLAN_SHEET_MESSAGES as M,
  FINE_KIND_TEXT,
  HEAD_SHEET_COLUMNS,
  MAX_SHEET_HEADS,
  headOfSheetRow,
  headSheetLayout,
} from '../../../domain/payments/fee-plan-sheet';
import type { HeadFormValues } from '../../../domain/payments/fee-plan-forms';
import type { AppEnv } from '../../auth/session-user';
import { multipart } from '../../http/multipart';
import { openFirstSheet, UnreadableSheet } from '../../sheets/sheet-rows';
import { uploadTemplate } from '../../sheets/list-template';
import { SheetTooLarge } from '../../sheets/unpacked-limits';
import type { FeePlanStore } from './fee-plan-store';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The fee structure's Excel template and reading a filled one back: each row a head, checked with the head form's own
 * schema. Nothing is saved here: the heads fill the structure's editor, and Save checks and saves them.
 */
export function feePlanSheetRoutes(plans: FeePlanStore) {
  return new Hono<AppEnv>()
    .get('/fee-structures/template', async (c) => {
      const { feeTypes } = await plans.options();
      const bytes = await uploadTemplate(
        'Fee heads',
        'head',
        HEAD_SHEET_COLUMNS.map((col) => ({
          header: col.header,
          required: col.required,
          help: col.help,
          ...(col.field === 'feeType' ? { allowed: feeTypes, fromList: true } : {}),
          ...(col.field === 'fineKind' ? { allowed: Object.values(FINE_KIND_TEXT) } : {}),
          text: col.field === 'item',
        })),
      );
      return c.body(new Uint8Array(bytes), 200, {
        'Content-Type': XLSX,
        'Content-Disposition': 'attachment; filename="Fee_structure_heads.xlsx"',
        'Cache-Control': 'private, no-store',
      });
    })
    .post(
      '/fee-structures/heads-from-sheet',
      multipart({
        maxBodyBytes: 5 * MB,
        files: [{ name: 'sheet', label: 'workbook', kind: 'spreadsheet', required: true, maxBytes: 4 * MB }],
      }),
      async (c) => {
        const file = c.var.upload.files.sheet![0]!;
        let sheet;
        try {
          sheet = await openFirstSheet(file.bytes, file.mediaType);
        } catch (error) {
          if (error instanceof UnreadableSheet) return c.json({ message: BULK_MESSAGES.unreadable }, 400);
          if (error instanceof SheetTooLarge) return c.json({ message: error.message }, error.status);
          throw error;
        }
        const heads: HeadFormValues[] = [];
        const problems: { row: number; message: string }[] = [];
        let layout: ReturnType<typeof headSheetLayout> | null = null;
        for await (const row of sheet.rows()) {
          if (row.cells.every((cell) => cell === null || cell === '')) continue;
          if (layout === null) {
            layout = headSheetLayout(row.cells);
            if ('missing' in layout) {
              sheet.close();
              return c.json({ message: M.missingColumns.replace('{columns}', layout.missing.join(', ')) }, 400);
            }
            continue;
          }
          if (heads.length === MAX_SHEET_HEADS) {
            sheet.close();
            return c.json({ message: M.tooManyHeads }, 400);
          }
          const head = headOfSheetRow(row.cells, layout.at, row.date1904);
          heads.push(head.values);
          if (head.problem) problems.push({ row: row.number, message: head.problem });
        }
        if (heads.length === 0) return c.json({ message: M.noHeads }, 400);
        return c.json({ heads, problems });
      },
    );
}

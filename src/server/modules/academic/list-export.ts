import { bandsText, isBandsField } from '../../../domain/academic/band-fields';
import type { ListDescriptor } from '../../../domain/academic/list-descriptor';
import { addTableSheet, exportWorkbook, workbookBytes } from '../../sheets/table-workbook';
import type { OnRollIn, ReadScope } from './list-reads';
import type { ListStore } from './list-store';

/** The most rows one export holds; a list the college keeps is far smaller. */
export const LIST_EXPORT_LIMIT = 20_000;

/**
 * The rows a list screen shows (its search, filters and batches, every page) as an .xlsx workbook: one column per field,
 * a reference as its label (the branch's short form, not its id), a grading scheme as 'S 90 10; A 80 9; …' and
 * the classes as 'First Class 6.75; …'.
 */
export async function listWorkbook(
  store: ListStore,
  list: ListDescriptor,
  q: string,
  filters: Record<string, string>,
  scope: ReadScope,
  onRollIn: OnRollIn = null,
): Promise<Buffer> {
  const { rows } = await store.page(list.kind, q, filters, 1, LIST_EXPORT_LIMIT, scope, onRollIn);
  const labels = new Map<string, Map<unknown, string>>();
  for (const field of list.fields)
    if (field.kind === 'reference') {
      const options = await store.plainOptions(field.list, field.valueField);
      labels.set(field.name, new Map(options.map((o) => [o.value, o.label])));
    }
  const book = exportWorkbook();
  const sheet = addTableSheet(
    book,
    list.title,
    list.fields.map((f) => ({ header: f.label, key: f.name, width: isBandsField(f) ? 40 : 16 })),
    {
      title:
        q || Object.keys(filters).length
          ? `${list.title} (search: ${[q, ...Object.values(filters)].filter(Boolean).join(', ')})`
          : list.title,
      filter: true,
    },
  );
  for (const row of rows)
    sheet.addRow(
      list.fields.map((f) => {
        const value = row[f.name];
        if (value === null || value === undefined) return '';
        if (isBandsField(f)) return bandsText(f.kind, value);
        if (f.kind === 'reference') return labels.get(f.name)?.get(value) ?? String(value);
        return value as string | number;
      }),
    );
  return workbookBytes(book);
}

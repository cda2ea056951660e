import type { I18n } from '@lingui/core';
import { bandsText, isBandsField } from '../../../domain/academic/band-fields';
import type { ListDescriptor } from '../../../domain/academic/list-descriptor';
import type { ChangeRequest } from '../../../domain/academic/maker-checker';

/** A row's values as a line of 'Label: value' (bands as their text: 'S 90 10; A 80 9; …'), labels in the page's language. */
export function valuesText(i18n: I18n, list: ListDescriptor, values: Record<string, unknown> | null): string {
  if (!values) return '–';
  return list.fields
    .map((f) => {
      const value = values[f.name];
      const shown =
        isBandsField(f) && value && typeof value === 'object'
          ? bandsText(f.kind, value) || '–'
          : value === null || value === undefined || value === ''
            ? '–'
            : String(value);
      return `${i18n._(f.label)}: ${shown}`;
    })
    .join('; ');
}

/** What a pending change does, in words: 'Change R20', 'Add R30', 'Delete R30'. */
export function changeTitle(i18n: I18n, list: ListDescriptor, request: ChangeRequest): string {
  const name = String((request.proposed ?? request.before)?.[list.labelField] ?? '');
  const values = { one: i18n._(list.one), name };
  const title =
    request.action === 'add'
      ? i18n._('Add {one} {name}', values)
      : request.action === 'edit'
        ? i18n._('Change {one} {name}', values)
        : i18n._('Delete {one} {name}', values);
  return title.trim();
}

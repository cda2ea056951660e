import { bandsText, isBandsField } from '../../../domain/academic/band-fields';
import type { ListDescriptor } from '../../../domain/academic/list-descriptor';
import type { ChangeRequest } from '../../../domain/academic/maker-checker';

/** A row's values as a line of 'Label: value' (bands as their text: 'S 90 10; A 80 9; …'). */
export function valuesText(list: ListDescriptor, values: Record<string, unknown> | null): string {
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
      return `${f.label}: ${shown}`;
    })
    .join('; ');
}

/** What a pending change does, in words: 'Change R20', 'Add R30', 'Delete R30'. */
export function changeTitle(list: ListDescriptor, request: ChangeRequest): string {
  const name = String((request.proposed ?? request.before)?.[list.labelField] ?? '');
  const verb = request.action === 'add' ? 'Add' : request.action === 'edit' ? 'Change' : 'Delete';
  return `${verb} ${list.one} ${name}`.trim();
}

import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { LIST_MESSAGES as L } from '../../src/domain/academic/messages';
import { AllotmentSchema, type AllotmentRow } from '../../src/domain/faculty/allotment';
import { AllotmentFormSchema, allotmentFormValues } from '../../src/domain/faculty/allotment-form';

/** Each field's first message, as the form kit shows them under the fields. */
function messagesByField(schema: v.GenericSchema, input: unknown): Record<string, string> {
  const found: Record<string, string> = {};
  for (const issue of v.safeParse(schema, input).issues ?? []) found[String(issue.path?.[0]?.key)] ??= issue.message;
  return found;
}

describe('the allotment form', () => {
  it('shows the fill-all words under every drop-down left unchosen', () => {
    expect(messagesByField(AllotmentFormSchema, allotmentFormValues(null))).toEqual({
      facultyId: L.fillAll,
      subjectId: L.fillAll,
      sectionId: L.fillAll,
    });
  });

  it('answers a choice that is not an id with the invalid-data words', () => {
    const values = { facultyId: '3', subjectId: 'x', sectionId: '0', shared: false };
    expect(messagesByField(AllotmentFormSchema, values)).toEqual({ subjectId: L.invalid, sectionId: L.invalid });
  });

  it('gives what the server schema takes once the year is added', () => {
    const output = v.parse(AllotmentFormSchema, { facultyId: '3', subjectId: '12', sectionId: '5', shared: true });
    expect(output).toEqual({ facultyId: 3, subjectId: 12, sectionId: 5, shared: true });
    expect(v.parse(AllotmentSchema, { academicYear: '2026-2027', ...output })).toEqual({
      academicYear: '2026-2027',
      ...output,
    });
  });

  it('starts from the allotment being changed', () => {
    const row = { facultyId: 3, subjectId: 12, sectionId: 5, shared: true } as AllotmentRow;
    expect(allotmentFormValues(row)).toEqual({ facultyId: '3', subjectId: '12', sectionId: '5', shared: true });
  });
});

import * as v from 'valibot';
import { wholeNumberText } from '../forms/whole-number-text';
import { AllotmentSchema, type AllotmentRow } from './allotment';

const { facultyId, subjectId, sectionId, shared } = AllotmentSchema.entries;

/**
 * The allotment form as the screen holds it: three drop-downs and a tick. Each choice is checked by the very field
 * schema the server uses (AllotmentSchema), so the form and the server answer with the same §8 words; the academic
 * year is the screen's, not a field.
 */
export const AllotmentFormSchema = v.object({
  facultyId: wholeNumberText(facultyId),
  subjectId: wholeNumberText(subjectId),
  sectionId: wholeNumberText(sectionId),
  shared,
});
export interface AllotmentFormValues {
  facultyId: string;
  subjectId: string;
  sectionId: string;
  shared: boolean;
}

/** A new allotment's form, or the form of the allotment being changed. */
export const allotmentFormValues = (editing: AllotmentRow | null): AllotmentFormValues => ({
  facultyId: editing ? String(editing.facultyId) : '',
  subjectId: editing ? String(editing.subjectId) : '',
  sectionId: editing ? String(editing.sectionId) : '',
  shared: editing?.shared ?? false,
});

import type { FirstAdmissionFormSchema } from '../../../domain/admissions/first-form';
import type { useSchemaForm } from '../../ui/form/use-schema-form';

/** The first admission form's state, passed to each section component. */
export type AdmissionForm = ReturnType<typeof useSchemaForm<typeof FirstAdmissionFormSchema>>;

export const optionsOf = (values: readonly string[]) => values.map((v) => ({ value: v, label: v }));

import { useQuery } from '@tanstack/react-query';
import { SelectField } from '../../ui/form/select-field';
import type { FieldBinding } from '../../ui/form/use-schema-form';
import { alumniBatchesQuery, branchesQuery, degreesQuery } from './alumni-queries';

interface Props {
  degree: FieldBinding<string>;
  batch: FieldBinding<string>;
  branch: FieldBinding<string>;
  /** Clears batch and branch when the degree changes, branch when the batch changes. */
  clear: (names: Array<'batch' | 'branch'>) => void;
  degreeLabel?: string;
}

/** Degree, passed-out batch (getAlumniBatchesByCourse) and branch, each from the lookups of the one before. */
export function AcademicSelects({ degree, batch, branch, clear, degreeLabel = 'Degree' }: Props) {
  const degrees = useQuery(degreesQuery());
  const batches = useQuery(alumniBatchesQuery(degree.value));
  const branches = useQuery(branchesQuery(degree.value, batch.value));
  return (
    <>
      <SelectField
        field={{
          ...degree,
          onChange: (value) => {
            degree.onChange(value);
            clear(['batch', 'branch']);
          },
        }}
        label={degreeLabel}
        options={degrees.data?.map((d) => ({ value: d.value, label: d.label }))}
        loading={degrees.isPending}
      />
      <SelectField
        field={{
          ...batch,
          onChange: (value) => {
            batch.onChange(value);
            clear(['branch']);
          },
        }}
        label="Batch"
        options={batches.data?.map((b) => ({ value: b.value, label: b.label }))}
        loading={batches.isFetching}
        placeholder={degree.value ? 'Select' : 'Select the degree first'}
      />
      <SelectField
        field={branch}
        label="Branch"
        options={branches.data?.map((b) => ({
          value: b.shortForm.toUpperCase(),
          label: `${b.shortForm.toUpperCase()} — ${b.branch}`,
        }))}
        loading={branches.isFetching}
        placeholder={batch.value ? 'Select' : 'Select the batch first'}
      />
    </>
  );
}

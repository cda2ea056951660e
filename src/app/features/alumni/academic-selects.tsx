import { useLingui } from '@lingui/react';
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
  /** In the page's language; Degree when not given. */
  degreeLabel?: string;
}

/** Degree, passed-out batch (getAlumniBatchesByCourse) and branch, each from the lookups of the one before. */
export function AcademicSelects({ degree, batch, branch, clear, degreeLabel }: Props) {
  const { i18n } = useLingui();
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
        label={degreeLabel ?? i18n._('Degree')}
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
        label={i18n._('Batch')}
        options={batches.data?.map((b) => ({ value: b.value, label: b.label }))}
        loading={batches.isFetching}
        placeholder={degree.value ? i18n._('Select') : i18n._('Select the degree first')}
      />
      <SelectField
        field={branch}
        label={i18n._('Branch')}
        options={branches.data?.map((b) => ({
          value: b.shortForm.toUpperCase(),
          label: `${b.shortForm.toUpperCase()} — ${b.branch}`,
        }))}
        loading={branches.isFetching}
        placeholder={batch.value ? i18n._('Select') : i18n._('Select the batch first')}
      />
    </>
  );
}

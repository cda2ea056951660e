import { useLingui } from '@lingui/react';
import { useEffect, useRef } from 'react';
import * as v from 'valibot';
import { FINE_KINDS } from '../../../domain/payments/fee-plans';
import {
  FeePlanHeadFormSchema,
  INSTALMENT_FIELDS,
  SLAB_FIELDS,
  type HeadFormValues,
} from '../../../domain/payments/fee-plan-forms';
import { ErrorAlert } from '../../ui/error-alert';
import { DateField } from '../../ui/form/date-field';
import { SelectField } from '../../ui/form/select-field';
import { TextField } from '../../ui/form/text-field';
import { useSchemaForm } from '../../ui/form/use-schema-form';
import { PlainButton } from '../../ui/plain/plain-button';

const FINE_LABELS: Readonly<Record<(typeof FINE_KINDS)[number], string>> = {
  NONE: /*i18n*/ 'No late fine',
  PER_DAY: /*i18n*/ 'A fine per day late',
  SLAB: /*i18n*/ 'Fines by days late',
};

/** A head form's check: its values when every rule holds, null after showing what is wrong. */
export type HeadCheck = () => HeadFormValues | null;

/**
 * One head of a fee structure: fee type and item, amount and due date, the late fine (none, per day with a cap, or up
 * to three slabs of days late) and up to four instalments. The editor asks each head to check itself on Save.
 */
export function FeePlanHeadForm({
  index,
  initial,
  feeTypes,
  register,
  onRemove,
}: {
  index: number;
  initial: HeadFormValues;
  feeTypes: readonly string[];
  register: (check: HeadCheck | null) => void;
  onRemove: (() => void) | null;
}) {
  const { i18n } = useLingui();
  const passed = useRef<v.InferOutput<typeof FeePlanHeadFormSchema> | null>(null);
  const form = useSchemaForm(FeePlanHeadFormSchema, {
    initial,
    onSubmit: (output) => {
      passed.current = output;
    },
  });
  const latest = useRef(form);
  latest.current = form;
  useEffect(() => {
    register(() => {
      passed.current = null;
      latest.current.handleSubmit();
      return passed.current ? latest.current.values : null;
    });
    return () => register(null);
  }, [register]);
  const kind = form.values.fineKind;
  const title = i18n._('Head {n}', { n: index + 1 });
  return (
    <fieldset className="fee-head">
      <legend>{title}</legend>
      <div className="counter-form__grid">
        <SelectField
          field={form.field('feeType')}
          label={i18n._('Fee type')}
          options={feeTypes.map((t) => ({ value: t, label: t }))}
        />
        <TextField field={form.field('item')} label={i18n._('Item (optional)')} maxLength={48} />
        <TextField field={form.field('amount')} label={i18n._('Amount (Rs.)')} inputMode="decimal" />
        <DateField field={form.field('dueDate')} label={i18n._('Due date')} />
        <SelectField
          field={form.field('fineKind')}
          label={i18n._('Late fine')}
          options={FINE_KINDS.map((k) => ({ value: k, label: FINE_LABELS[k] }))}
        />
        {kind === 'PER_DAY' && (
          <TextField field={form.field('finePerDay')} label={i18n._('Fine per day (Rs.)')} inputMode="decimal" />
        )}
        {kind !== 'NONE' && (
          <TextField
            field={form.field('fineCap')}
            label={i18n._('Most the fine can be (Rs., optional)')}
            inputMode="decimal"
          />
        )}
        {kind === 'SLAB' &&
          SLAB_FIELDS.map((n) => (
            <div key={n} className="fee-head__pair">
              <TextField
                field={form.field(`slab${n}Days`)}
                label={i18n._('Slab {n}: from days late', { n })}
                inputMode="numeric"
              />
              <TextField
                field={form.field(`slab${n}Amount`)}
                label={i18n._('Slab {n}: fine (Rs.)', { n })}
                inputMode="decimal"
              />
            </div>
          ))}
      </div>
      <details className="fee-head__instalments">
        <summary>{i18n._('Instalments (optional): due dates and amounts that add up to the amount')}</summary>
        <div className="counter-form__grid">
          {INSTALMENT_FIELDS.map((n) => (
            <div key={n} className="fee-head__pair">
              <DateField field={form.field(`inst${n}Date`)} label={i18n._('Instalment {n}: due date', { n })} />
              <TextField
                field={form.field(`inst${n}Amount`)}
                label={i18n._('Instalment {n}: amount (Rs.)', { n })}
                inputMode="decimal"
              />
            </div>
          ))}
        </div>
      </details>
      <ErrorAlert message={form.formError} />
      {onRemove && (
        <PlainButton size="small" fill="clear" onClick={onRemove}>
          {i18n._('Remove {head}', { head: title })}
        </PlainButton>
      )}
    </fieldset>
  );
}

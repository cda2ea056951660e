import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react';
import type { I18n } from '@lingui/core';
import { useId, useState, type FormEvent } from 'react';
import * as v from 'valibot';
import type { FieldSpec, ListDescriptor } from '../../../domain/academic/list-descriptor';
import { rowReason } from '../../../domain/academic/row-reasons';
import { isBandsField } from '../../../domain/academic/band-fields';
import { rowIssueMessage } from '../../../domain/academic/list-fields';
import { FieldMessage, fieldAria } from '../../ui/form/field-parts';
import { PlainTextArea } from '../../ui/plain-text-area';
import { PlainTextField } from '../../ui/plain-text-field';
import { academicQueries } from './academic-queries';
import { choicesOf, payloadOf, type FormValues } from './row-values';
import { ListFormCard, SaveOrCancel } from '../../ui/list-form-card';
import { translateKnown } from '../../i18n/translate-known';

/** A drop-down of a referenced list (or of a choice's options). */
function SelectInput({
  field,
  value,
  error,
  onChange,
}: {
  field: FieldSpec;
  value: string;
  error: string | null;
  onChange: (value: string) => void;
}) {
  const { i18n } = useLingui();
  const id = useId();
  const reference = field.kind === 'reference' ? field : null;
  const options = useQuery({
    ...academicQueries.options(reference?.list ?? 'levels', reference?.valueField),
    enabled: reference !== null,
  });
  const choices = choicesOf(field, options.data);
  return (
    <div className="select-field">
      <label htmlFor={id}>
        {i18n._(field.label)}
        {field.optional ? ` ${i18n._('(optional)')}` : ''}
      </label>
      <select
        id={id}
        name={field.name}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        {...fieldAria(id, error, false)}
      >
        <option value="">
          {field.optional ? i18n._('None') : i18n._('Choose the {field}', { field: i18n._(field.label).toLowerCase() })}
        </option>
        {choices.map((o) => (
          <option key={String(o.value)} value={String(o.value)}>
            {field.kind === 'choice' ? i18n._(o.label) : o.label}
          </option>
        ))}
      </select>
      <FieldMessage fieldId={id} error={error} />
    </div>
  );
}

/** An issue in the list's words, with the row reason it names, if any. */
function issueText(i18n: I18n, issue: v.BaseIssue<unknown>): string {
  const reason = rowReason(issue);
  const message = i18n._(rowIssueMessage(issue));
  return reason ? `${message}: ${translateKnown(i18n, reason)}` : message;
}

/**
 * Adds or edits one row of any list: a field per descriptor field, checked by the list's own schema (the one the
 * server checks with) before it is sent, so the words shown are the same either way.
 */
export function ListForm({
  list,
  initial,
  editing,
  pending,
  onSave,
  onCancel,
}: {
  list: ListDescriptor;
  initial: FormValues;
  editing: boolean;
  pending: boolean;
  onSave: (payload: Record<string, unknown>) => void;
  onCancel: () => void;
}) {
  const { i18n } = useLingui();
  const [values, setValues] = useState(initial);
  // The first issue shows above the fields; each field shows its own first issue under it.
  const [problem, setProblem] = useState<{ message: string; byField: Record<string, string> } | null>(null);
  const headingId = useId();
  const set = (name: string) => (value: string) => setValues((all) => ({ ...all, [name]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const payload = payloadOf(list.fields, values);
    const parsed = v.safeParse(list.schema, payload);
    if (!parsed.success) {
      const byField: Record<string, string> = {};
      for (const issue of parsed.issues) {
        const key = issue.path?.[0]?.key;
        if (typeof key === 'string') byField[key] ??= issueText(i18n, issue);
      }
      return setProblem({ message: issueText(i18n, parsed.issues[0]), byField });
    }
    setProblem(null);
    onSave(payload);
  };

  return (
    <ListFormCard
      title={editing ? i18n._('Edit {one}', { one: i18n._(list.one) }) : i18n._('Add {one}', { one: i18n._(list.one) })}
      titleId={headingId}
      focusable
      problem={problem?.message}
      onSubmit={submit}
      actions={<SaveOrCancel pending={pending} onCancel={onCancel} />}
    >
      {list.fields.map((field) =>
        field.kind === 'reference' || field.kind === 'choice' || field.kind === 'yesno' ? (
          <SelectInput
            key={field.name}
            field={field}
            value={values[field.name] ?? ''}
            error={problem?.byField[field.name] ?? null}
            onChange={set(field.name)}
          />
        ) : isBandsField(field) ? (
          // Bands are one long line of text ('S 90 10; A 80 9; …'): several lines, the form's whole width.
          <div key={field.name} className="list-form__wide">
            <PlainTextArea
              name={field.name}
              label={i18n._(field.label)}
              value={values[field.name] ?? ''}
              onChange={set(field.name)}
              required={field.kind !== 'passRules'}
              error={problem?.byField[field.name] ?? null}
              placeholder={field.hint && i18n._(field.hint)}
            />
          </div>
        ) : (
          <PlainTextField
            key={field.name}
            name={field.name}
            label={`${i18n._(field.label)}${field.optional ? ` ${i18n._('(optional)')}` : ''}`}
            value={values[field.name] ?? ''}
            onChange={set(field.name)}
            type={
              field.kind === 'date' ? 'date' : field.kind === 'text' || field.kind === 'code' ? field.input : undefined
            }
            inputMode={
              field.kind === 'number'
                ? field.step || field.decimal
                  ? 'decimal'
                  : 'numeric'
                : field.kind === 'text' && field.input === 'tel'
                  ? 'tel'
                  : undefined
            }
            required={!field.optional}
            error={problem?.byField[field.name] ?? null}
            placeholder={field.hint && i18n._(field.hint)}
          />
        ),
      )}
    </ListFormCard>
  );
}

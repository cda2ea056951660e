import { useState, type FormEvent, type ReactNode } from 'react';
import * as v from 'valibot';
import { rowIssueMessage } from '../../../domain/academic/list-fields';
import { ListFormCard } from '../../ui/list-form-card';
import { PlainButton } from '../../ui/plain/plain-button';

/**
 * A builder form of text values checked with its request schema on submit: the first problem shows above the
 * fields, and a body that passes goes to `onSave`.
 */
export function ParsedFormCard<V extends Record<string, string>, S extends v.GenericSchema>({
  title,
  titleId,
  submitLabel,
  pending,
  initial,
  schema,
  toInput,
  onSave,
  fields,
}: {
  title: string;
  titleId: string;
  submitLabel: string;
  pending: boolean;
  /** The values the form opens with. */
  initial: () => V;
  schema: S;
  /** The values as the schema reads them (numbers from the choices' strings). */
  toInput: (values: V) => unknown;
  onSave: (body: v.InferOutput<S>) => void;
  fields: (values: V, set: (name: keyof V) => (value: string) => void) => ReactNode;
}) {
  const [values, setValues] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const set = (name: keyof V) => (value: string) => setValues((all) => ({ ...all, [name]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = v.safeParse(schema, toInput(values));
    if (!parsed.success) return setProblem(rowIssueMessage(parsed.issues[0]));
    setProblem(null);
    onSave(parsed.output);
  };
  return (
    <ListFormCard
      title={title}
      titleId={titleId}
      heading="h3"
      problem={problem}
      onSubmit={submit}
      actions={
        <PlainButton type="submit" disabled={pending}>
          {submitLabel}
        </PlainButton>
      }
    >
      {fields(values, set)}
    </ListFormCard>
  );
}

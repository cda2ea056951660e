import { useLingui } from '@lingui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { academicListPath } from '../../../domain/academic/paths';
import { mayOpen } from '../../../domain/menus/screen-access';
import type { FeePlanOptions } from '../../../domain/payments/fee-plan-answers';
import {
  EMPTY_HEAD_FORM,
  EMPTY_PLAN_FORM,
  FeePlanFormSchema,
  planRequest,
  type HeadFormValues,
} from '../../../domain/payments/fee-plan-forms';
import { translateKnown } from '../../i18n/translate-known';
import { failureMessage } from '../../lib/http';
import { currentUser } from '../../lib/session';
import { AppLink } from '../../ui/app-link';
import { ErrorAlert } from '../../ui/error-alert';
import { SelectField } from '../../ui/form/select-field';
import { TextField } from '../../ui/form/text-field';
import { useSchemaForm } from '../../ui/form/use-schema-form';
import { PlainButton } from '../../ui/plain/plain-button';
import { showToast } from '../../ui/toast';
import { FeePlanHeadForm, type HeadCheck } from './fee-plan-head-form';
import { FeePlanSheetPanel } from './fee-plan-sheet-panel';
import { feePlanKeys, saveFeePlan } from './fee-plans-queries';

const SEMESTERS = Array.from({ length: 12 }, (_, i) => ({ value: String(i + 1), label: String(i + 1) }));

/**
 * A fee structure's form: its name, who it is for (course, batch, branch, quota, category) and the semester, then its
 * heads. Save checks every part with the server's own schema and saves the whole structure; applying it is separate.
 */
export function FeePlanEditor({
  id,
  initial,
  options,
  onDone,
}: {
  id: number | null;
  initial: { plan: typeof EMPTY_PLAN_FORM; heads: HeadFormValues[] };
  options: FeePlanOptions;
  onDone: () => void;
}) {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const [heads, setHeads] = useState(() =>
    (initial.heads.length ? initial.heads : [EMPTY_HEAD_FORM]).map((values, i) => ({ key: i, values })),
  );
  const next = useRef(heads.length);
  const checks = useRef(new Map<number, HeadCheck>());
  const [refusal, setRefusal] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (body: unknown) => saveFeePlan(id, body),
    onSuccess: async (answer) => {
      void showToast(translateKnown(i18n, answer.message), { tone: 'success' });
      await queryClient.invalidateQueries({ queryKey: feePlanKeys.all });
      onDone();
    },
    onError: async (e) => setRefusal(translateKnown(i18n, await failureMessage(e))),
  });
  const form = useSchemaForm(FeePlanFormSchema, {
    initial: initial.plan,
    onSubmit: (plan) => {
      const values = heads.map((h) => checks.current.get(h.key)?.() ?? null);
      if (values.some((v) => v === null)) return;
      setRefusal(null);
      save.mutate(planRequest(plan, values as HeadFormValues[]));
    },
    onInvalid: () => setRefusal(null),
  });
  // One stable register per head, so a head registers its check once.
  const registers = useRef(new Map<number, (check: HeadCheck | null) => void>());
  const registerOf = (key: number) => {
    if (!registers.current.has(key))
      registers.current.set(key, (check) => {
        if (check) checks.current.set(key, check);
        else checks.current.delete(key);
      });
    return registers.current.get(key)!;
  };
  const degreeId = Number(form.values.degreeId);
  const feeTypesPath = academicListPath('feeTypes');

  return (
    <form className="fee-plan-editor" onSubmit={form.handleSubmit} noValidate aria-labelledby="fee-plan-title">
      <h2 id="fee-plan-title">{id === null ? i18n._('New fee structure') : i18n._('Change the fee structure')}</h2>
      <div className="counter-form__grid">
        <TextField field={form.field('name')} label={i18n._('Name')} maxLength={100} />
        <SelectField
          field={form.field('degreeId')}
          label={i18n._('Course')}
          options={options.courses.map((c) => ({ value: String(c.id), label: c.name }))}
        />
        <SelectField
          field={form.field('batchId')}
          label={i18n._('Batch')}
          options={options.batches
            .filter((b) => b.degreeId === degreeId)
            .map((b) => ({ value: String(b.id), label: b.name }))}
        />
        <SelectField
          field={form.field('branchId')}
          label={i18n._('Branch')}
          placeholder={i18n._('Every branch')}
          options={options.branches
            .filter((b) => b.degreeId === degreeId)
            .map((b) => ({ value: String(b.id), label: b.name }))}
        />
        <SelectField
          field={form.field('quota')}
          label={i18n._('Quota')}
          placeholder={i18n._('Every quota')}
          options={options.quotas.map((q) => ({ value: q, label: q }))}
        />
        <SelectField
          field={form.field('category')}
          label={i18n._('Category')}
          placeholder={i18n._('Every category')}
          options={options.categories.map((c) => ({ value: c, label: c }))}
        />
        <SelectField field={form.field('semester')} label={i18n._('Semester')} options={SEMESTERS} />
      </div>
      {options.feeTypes.length === 0 && (
        <p className="hint" role="note">
          {i18n._('The college has no fee types yet: a head names one, so add them first on the Fee types list.')}{' '}
          {mayOpen(currentUser()?.roles ?? null, feeTypesPath) ? (
            <AppLink to={feeTypesPath}>{i18n._('Fee types')}</AppLink>
          ) : (
            i18n._('An administrator keeps that list.')
          )}
        </p>
      )}
      <FeePlanSheetPanel
        onHeads={(read) =>
          setHeads(read.map((values) => ({ key: next.current++, values: { ...EMPTY_HEAD_FORM, ...values } })))
        }
      />
      {heads.map((h, index) => (
        <FeePlanHeadForm
          key={h.key}
          index={index}
          initial={h.values}
          feeTypes={options.feeTypes}
          register={registerOf(h.key)}
          onRemove={heads.length > 1 ? () => setHeads((now) => now.filter((x) => x.key !== h.key)) : null}
        />
      ))}
      <PlainButton
        fill="outline"
        size="small"
        onClick={() => setHeads((now) => [...now, { key: next.current++, values: EMPTY_HEAD_FORM }])}
      >
        {i18n._('Add a head')}
      </PlainButton>
      <ErrorAlert message={refusal ?? form.formError} />
      <div className="row-actions">
        <PlainButton type="submit" disabled={save.isPending}>
          {i18n._('Save the fee structure')}
        </PlainButton>
        <PlainButton fill="clear" onClick={onDone}>
          {i18n._('Cancel')}
        </PlainButton>
      </div>
    </form>
  );
}

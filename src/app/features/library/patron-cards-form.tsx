import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  MAX_CARDS,
  PatronCardsFormSchema,
  type PatronCardSelection,
  type PatronCardsFormValues,
} from '../../../domain/library/barcode-forms';
import { ErrorAlert } from '../../ui/error-alert';
import { ChoiceField } from '../../ui/form/choice-field';
import { SelectField } from '../../ui/form/select-field';
import { TextAreaField } from '../../ui/form/text-area-field';
import { useSchemaForm } from '../../ui/form/use-schema-form';
import { PlainButton } from '../../ui/plain/plain-button';
import { StatusNote } from '../../ui/status-note';
import { barcodeQueries, patronCards } from './barcode-api';
import { PagesProgress, useBarcodeJob } from './barcode-job';
import { downloadPatronCards, type PatronCardsSaved } from './barcode-pdf-download';

type Field = keyof PatronCardsFormValues;

const EMPTY: Required<PatronCardsFormValues> = { kind: 'student', by: 'group', department: '', batch: '', list: '' };

/**
 * Library cards: students on roll by department and batch, staff by department, or roll numbers and employee codes
 * typed or scanned one a line. The cards' data comes from the server; the PDF is made here, ten cards a page, and
 * downloaded. Codes of a typed list that nobody has are named after it is made.
 */
export function PatronCardsForm() {
  const { i18n } = useLingui();
  const job = useBarcodeJob();
  const groups = useQuery(barcodeQueries.patronGroups());
  const [saved, setSaved] = useState<(PatronCardsSaved & { missing: string[] }) | null>(null);
  const make = async (selection: PatronCardSelection, key: string) => {
    setSaved(null);
    const field: Field = selection.by === 'list' ? 'list' : 'department';
    const made = await job.run({ key, field }, async (onPages) => {
      const answer = await patronCards(selection);
      return { ...(await downloadPatronCards(answer, onPages)), missing: answer.missing };
    });
    if (made) setSaved(made);
  };
  const form = useSchemaForm(PatronCardsFormSchema, {
    initial: EMPTY,
    onSubmit: (selection) => void make(selection, key),
  });
  const key = JSON.stringify(form.values);
  const field = (name: Field) => {
    const binding = form.field(name);
    return { ...binding, value: binding.value ?? '', error: binding.error ?? job.refusalAt(name, key) };
  };
  const { kind, by } = form.values;
  const students = kind === 'student';
  const options = (list: readonly { id: number; name: string }[] | undefined) =>
    list?.map((c) => ({ value: String(c.id), label: c.name }));
  const progress = job.progress;

  return (
    <form
      className="library-panel barcodes-form"
      onSubmit={form.handleSubmit}
      noValidate
      aria-labelledby="barcodes-cards-heading"
    >
      <h2 id="barcodes-cards-heading">{i18n._('Library cards')}</h2>
      <ChoiceField
        field={field('kind')}
        legend={i18n._('Cards for')}
        options={[
          { value: 'student', label: i18n._('Students') },
          { value: 'staff', label: i18n._('Staff') },
        ]}
      />
      <ChoiceField
        field={field('by')}
        legend={i18n._('Choose them')}
        options={[
          { value: 'group', label: students ? i18n._('By department and batch') : i18n._('By department') },
          { value: 'list', label: students ? i18n._('A list of roll numbers') : i18n._('A list of employee codes') },
        ]}
      />
      {by === 'group' ? (
        <div className="barcodes-pair">
          <SelectField
            field={field('department')}
            label={i18n._('Department')}
            placeholder={i18n._('Every department')}
            options={options(groups.data?.departments)}
            loading={groups.isPending}
          />
          {students && (
            <SelectField
              field={field('batch')}
              label={i18n._('Batch')}
              placeholder={i18n._('Every batch')}
              options={options(groups.data?.batches)}
              loading={groups.isPending}
            />
          )}
        </div>
      ) : (
        <TextAreaField
          field={field('list')}
          label={students ? i18n._('Roll numbers, one a line') : i18n._('Employee codes, one a line')}
          required
          rows={5}
          autoCapitalize="characters"
          spellCheck={false}
          hint={i18n._('A scanner types each code on its own line. At most 200.')}
        />
      )}
      {groups.isError && by === 'group' && (
        <ErrorAlert message={i18n._('The departments and batches could not be loaded. Check your connection.')} />
      )}
      <p className="hint">
        {i18n._('Ten cards of bank-card size to an A4 page, with lines to cut along. At most {max} cards at once.', {
          max: MAX_CARDS,
        })}
      </p>
      <ErrorAlert message={form.formError ?? job.failure} />
      {progress && (
        <PagesProgress
          progress={progress}
          label={i18n._('Card pages made')}
          text={
            progress.total === null
              ? i18n._('Fetching the cards…')
              : i18n._('Page {made} of {total} made…', { made: progress.made, total: progress.total })
          }
        />
      )}
      <StatusNote>
        {saved &&
          i18n._(
            '{cards, plural, one {# card} other {# cards}} on {pages, plural, one {# page} other {# pages}} saved as {fileName}.',
            { cards: saved.cards, pages: saved.pages, fileName: saved.fileName },
          )}
      </StatusNote>
      {saved && saved.missing.length > 0 && (
        <p className="barcodes-warning">
          {i18n._('Nobody has these codes, so they have no card: {codes}', { codes: saved.missing.join(', ') })}
        </p>
      )}
      <PlainButton type="submit" disabled={job.busy}>
        {job.busy ? i18n._('Making the cards…') : i18n._('Make the cards (PDF)')}
      </PlainButton>
    </form>
  );
}

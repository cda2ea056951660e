import { useLingui } from '@lingui/react';
import { useState } from 'react';
import {
  AccessionLabelsFormSchema,
  MAX_LABELS,
  type AccessionLabelsFormValues,
  type LabelSelection,
} from '../../../domain/library/barcode-forms';
import {
  LABEL_LAYOUT_IDS,
  LABEL_LAYOUT_LABELS,
  LABEL_LAYOUTS,
  labelsPerSheet,
  type LabelLayoutId,
} from '../../../domain/library/label-layouts';
import { ErrorAlert } from '../../ui/error-alert';
import { ChoiceField } from '../../ui/form/choice-field';
import { DateField } from '../../ui/form/date-field';
import { NumberField } from '../../ui/form/number-field';
import { SelectField } from '../../ui/form/select-field';
import { TextAreaField } from '../../ui/form/text-area-field';
import { TextField } from '../../ui/form/text-field';
import { useSchemaForm } from '../../ui/form/use-schema-form';
import { PlainButton } from '../../ui/plain/plain-button';
import { StatusNote } from '../../ui/status-note';
import { labelSheet } from './barcode-api';
import { PagesProgress, useBarcodeJob } from './barcode-job';
import { downloadLabelSheet, type LabelSheetSaved } from './barcode-pdf-download';
import { LabelTitlePicker } from './label-title-picker';

type Field = keyof AccessionLabelsFormValues;

const EMPTY: AccessionLabelsFormValues = {
  by: 'title',
  titleId: '',
  from: '',
  to: '',
  since: '',
  list: '',
  layout: 'a4-65',
  startAt: '1',
};

/** The field that chose the copies: where the server's "nothing to label" or "too many" shows. */
const CHOSEN_BY: Record<LabelSelection['by'], Field> = {
  title: 'titleId',
  accession: 'to',
  added: 'since',
  barcodes: 'list',
};

/**
 * Accession labels: the copies of one title, an accession number range, the copies added since a day, or barcodes
 * typed or scanned one a line; the label sheet and the label to start at on a sheet used in part. The labels' data
 * comes from the server, the PDF is made here sheet by sheet and downloaded.
 */
export function LabelSheetForm() {
  const { i18n } = useLingui();
  const job = useBarcodeJob();
  const [saved, setSaved] = useState<(LabelSheetSaved & { missing: string[] }) | null>(null);
  const make = async (selection: LabelSelection, layout: LabelLayoutId, startAt: number, key: string) => {
    setSaved(null);
    const made = await job.run({ key, field: CHOSEN_BY[selection.by] }, async (onPages) => {
      const answer = await labelSheet(selection);
      const sheet = await downloadLabelSheet(answer, layout, startAt, onPages);
      return { ...sheet, missing: answer.missing };
    });
    if (made) setSaved(made);
  };
  const form = useSchemaForm(AccessionLabelsFormSchema, {
    initial: EMPTY,
    onSubmit: ({ selection, layout, startAt }) => void make(selection, layout, startAt, key),
  });
  const key = JSON.stringify(form.values);
  const field = (name: Field) => {
    const binding = form.field(name);
    return { ...binding, error: binding.error ?? job.refusalAt(name, key) };
  };
  const by = form.values.by;
  const perSheet = labelsPerSheet(LABEL_LAYOUTS[form.values.layout as LabelLayoutId] ?? LABEL_LAYOUTS['a4-65']);
  const progress = job.progress;

  return (
    <form
      className="library-panel barcodes-form"
      onSubmit={form.handleSubmit}
      noValidate
      aria-labelledby="barcodes-labels-heading"
    >
      <h2 id="barcodes-labels-heading">{i18n._('Accession labels')}</h2>
      <ChoiceField
        field={field('by')}
        legend={i18n._('Which copies')}
        options={[
          { value: 'title', label: i18n._('The copies of a title') },
          { value: 'accession', label: i18n._('An accession number range') },
          { value: 'added', label: i18n._('Copies added since a day') },
          { value: 'barcodes', label: i18n._('Barcodes typed or scanned') },
        ]}
      />
      {by === 'title' && <LabelTitlePicker field={{ ...field('titleId'), required: true }} />}
      {by === 'accession' && (
        <div className="barcodes-pair">
          <TextField
            field={field('from')}
            label={i18n._('From accession number')}
            required
            maxLength={20}
            autoComplete="off"
            autoCapitalize="characters"
          />
          <TextField
            field={field('to')}
            label={i18n._('To accession number')}
            required
            maxLength={20}
            autoComplete="off"
            autoCapitalize="characters"
          />
        </div>
      )}
      {by === 'added' && <DateField field={field('since')} label={i18n._('Added on or after')} required />}
      {by === 'barcodes' && (
        <TextAreaField
          field={field('list')}
          label={i18n._('Barcodes, one a line')}
          required
          rows={5}
          autoCapitalize="characters"
          spellCheck={false}
          hint={i18n._('A scanner types each code on its own line. At most 200.')}
        />
      )}
      <div className="barcodes-pair">
        <SelectField
          field={field('layout')}
          label={i18n._('Label sheet')}
          options={LABEL_LAYOUT_IDS.map((id) => ({ value: id, label: i18n._(LABEL_LAYOUT_LABELS[id]) }))}
        />
        <NumberField
          field={field('startAt')}
          label={i18n._('Start at label (1 to {max})', { max: perSheet })}
          maxLength={3}
        />
      </div>
      <p className="hint">
        {i18n._(
          'Labels are numbered across each row from the top left. To use the rest of a sheet, start at its first unused label. At most {max} labels at once.',
          { max: MAX_LABELS },
        )}
      </p>
      <ErrorAlert message={form.formError ?? job.failure} />
      {progress && (
        <PagesProgress
          progress={progress}
          label={i18n._('Label sheets made')}
          text={
            progress.total === null
              ? i18n._('Fetching the labels…')
              : i18n._('Sheet {made} of {total} made…', { made: progress.made, total: progress.total })
          }
        />
      )}
      <StatusNote>
        {saved &&
          i18n._(
            '{labels, plural, one {# label} other {# labels}} on {sheets, plural, one {# sheet} other {# sheets}} saved as {fileName}.',
            { labels: saved.labels, sheets: saved.sheets, fileName: saved.fileName },
          )}
      </StatusNote>
      {saved && saved.missing.length > 0 && (
        <p className="barcodes-warning">
          {i18n._('No copy has these barcodes, so they have no label: {codes}', { codes: saved.missing.join(', ') })}
        </p>
      )}
      {saved && saved.tooLong.length > 0 && (
        <p className="barcodes-warning">
          {i18n._('Too long to scan reliably on this sheet; print them on larger labels: {codes}', {
            codes: saved.tooLong.join(', '),
          })}
        </p>
      )}
      <PlainButton type="submit" disabled={job.busy}>
        {job.busy ? i18n._('Making the labels…') : i18n._('Make the labels (PDF)')}
      </PlainButton>
    </form>
  );
}

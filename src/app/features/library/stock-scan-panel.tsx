import { useLingui } from '@lingui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import * as v from 'valibot';
import { CIRCULATION_MESSAGES } from '../../../domain/library/circulation-messages';
import { CopyBarcodeSchema } from '../../../domain/library/desk';
import { StockShelfFormSchema, type ScanOutcome } from '../../../domain/library/stock-check';
import { translateKnown } from '../../i18n/translate-known';
import { failureMessage } from '../../lib/http';
import { SelectField } from '../../ui/form/select-field';
import { useSchemaForm } from '../../ui/form/use-schema-form';
import { DeskLog, deskLine, type DeskLine } from './desk-log';
import { ScanField } from './scan-field';
import { sendScan, stockCheckKeys } from './stock-check-api';

/** How a scan's line reads: seen is done; a second scan is neutral; the rest ask for a look. */
const TONES: Readonly<Record<ScanOutcome, DeskLine['tone']>> = {
  SEEN: 'done',
  ALREADY: 'queued',
  WRONG_SHELF: 'refused',
  FOUND: 'refused',
  UNKNOWN: 'refused',
};

/**
 * The shelf being scanned and the scan box: each barcode goes through the outbox (kept on the device without the
 * network, sent later with its moment) and adds a line saying what it was.
 */
export function StockScanPanel({ checkId, shelves }: { checkId: number; shelves: readonly string[] }) {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const [lines, setLines] = useState<DeskLine[]>([]);
  const [invalid, setInvalid] = useState<string | null>(null);
  const add = (line: DeskLine) => setLines((old) => [line, ...old].slice(0, 200));
  const form = useSchemaForm(StockShelfFormSchema, { initial: { shelf: shelves[0] ?? '' }, onSubmit: () => {} });
  const scan = useMutation({
    mutationFn: ({ shelf, barcode }: { shelf: string; barcode: string }) => sendScan(checkId, shelf, barcode),
    onSuccess: (outcome, { barcode }) => {
      if (outcome.queued) return add(deskLine('queued', barcode, [i18n._(CIRCULATION_MESSAGES.savedOffline)]));
      for (const r of outcome.value.results) {
        const texts = [translateKnown(i18n, r.message)];
        if (r.copy) texts.push(i18n._('Accession number {accession}', { accession: r.copy.accessionNo }));
        add(deskLine(TONES[r.outcome], r.barcode, texts));
      }
      void queryClient.invalidateQueries({ queryKey: stockCheckKeys.all });
    },
    onError: async (err, { barcode }) =>
      add(deskLine('refused', barcode, [translateKnown(i18n, await failureMessage(err))])),
  });
  const onScan = (code: string) => {
    const shelf = v.safeParse(StockShelfFormSchema, form.values);
    const barcode = v.safeParse(CopyBarcodeSchema, code);
    if (!shelf.success) return setInvalid(i18n._('Choose the shelf you are scanning first'));
    setInvalid(barcode.success ? null : i18n._(CIRCULATION_MESSAGES.barcodeInvalid));
    if (barcode.success) scan.mutate({ shelf: shelf.output.shelf, barcode: barcode.output });
  };
  return (
    <section className="library-panel" aria-labelledby="library-stock-scan">
      <h2 id="library-stock-scan">{i18n._('Scan the shelf')}</h2>
      <SelectField
        field={form.field('shelf')}
        label={i18n._('Shelf being scanned')}
        options={shelves.map((s) => ({ value: s, label: s }))}
      />
      <ScanField label={i18n._('Barcode of the copy on the shelf')} onScan={onScan} error={invalid} />
      {scan.isPending && <p className="hint">{i18n._('Sending…')}</p>}
      <DeskLog lines={lines} label={i18n._('Scanned on the shelves')} />
    </section>
  );
}

import { useLingui } from '@lingui/react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import * as v from 'valibot';
import { CIRCULATION_MESSAGES as M } from '../../../domain/library/circulation-messages';
import { CopyBarcodeSchema } from '../../../domain/library/desk';
import { rupeesText } from '../../../domain/money/money';
import { translateKnown } from '../../i18n/translate-known';
import { failureMessage } from '../../lib/http';
import { returnCopy } from './desk-api';
import { DeskLog, deskLine, type DeskLine } from './desk-log';
import { ScanField } from './scan-field';

/** Return: copies scanned one after another; each says the fine and where the copy goes next. */
export function DeskReturnPanel() {
  const { i18n } = useLingui();
  const [lines, setLines] = useState<DeskLine[]>([]);
  const [invalid, setInvalid] = useState<string | null>(null);
  const add = (line: DeskLine) => setLines((old) => [line, ...old]);
  const giveBack = useMutation({
    mutationFn: returnCopy,
    onSuccess: (outcome, barcode) => {
      if (outcome.queued) return add(deskLine('queued', barcode, [i18n._(M.savedOffline)]));
      const { value } = outcome;
      const fine =
        value.finePaise > 0 ? i18n._('Fine: Rs {amount}', { amount: rupeesText(value.finePaise) }) : i18n._('No fine');
      const texts = [i18n._(M.returned), fine, translateKnown(i18n, value.message)];
      if (value.conflict) texts.push(translateKnown(i18n, value.conflict));
      add(deskLine('done', barcode, texts));
    },
    onError: async (err, barcode) =>
      add(deskLine('refused', barcode, [translateKnown(i18n, await failureMessage(err))])),
  });
  const onScan = (code: string) => {
    const parsed = v.safeParse(CopyBarcodeSchema, code);
    setInvalid(parsed.success ? null : i18n._(M.barcodeInvalid));
    if (parsed.success) giveBack.mutate(parsed.output);
  };
  return (
    <section className="library-panel" aria-label={i18n._('Return')}>
      <ScanField
        label={i18n._('Barcode of the copy returned')}
        onScan={onScan}
        busy={giveBack.isPending}
        error={invalid}
      />
      {giveBack.isPending && <p className="hint">{i18n._('Sending…')}</p>}
      <DeskLog lines={lines} label={i18n._('Returned at the desk')} />
    </section>
  );
}

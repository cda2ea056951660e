import { useLingui } from '@lingui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import * as v from 'valibot';
import { CIRCULATION_MESSAGES as M } from '../../../domain/library/circulation-messages';
import { CopyBarcodeSchema, PatronCodeSchema } from '../../../domain/library/desk';
import { translateKnown } from '../../i18n/translate-known';
import { failureMessage } from '../../lib/http';
import { useOnline } from '../../lib/use-online';
import { ErrorAlert } from '../../ui/error-alert';
import { PlainButton } from '../../ui/plain/plain-button';
import { StatusNote } from '../../ui/status-note';
import { deskKeys, deskQueries, issueCopy, renewCopy, type DeskOutcome } from './desk-api';
import { DeskLog, deskLine, type DeskLine } from './desk-log';
import { PatronCardView } from './patron-card-view';
import { ScanField } from './scan-field';

/** Issue: the patron's code, their card (online), then copies scanned one after another. */
export function DeskIssuePanel() {
  const { i18n } = useLingui();
  const online = useOnline();
  const queryClient = useQueryClient();
  const [patron, setPatron] = useState<string | null>(null);
  const [invalid, setInvalid] = useState<string | null>(null);
  const [cardError, setCardError] = useState<string | null>(null);
  const [lines, setLines] = useState<DeskLine[]>([]);
  const [settled, setSettled] = useState<string | null>(null);
  const card = useQuery({ ...deskQueries.patron(patron ?? ''), enabled: patron !== null && online });
  useEffect(() => {
    if (!card.error) return setCardError(null);
    void failureMessage(card.error).then((message) => setCardError(translateKnown(i18n, message)));
  }, [card.error, i18n]);

  const add = (line: DeskLine) => setLines((old) => [line, ...old]);
  const refreshCard = () => patron && void queryClient.invalidateQueries({ queryKey: deskKeys.patron(patron) });
  const onSent = (outcome: DeskOutcome<{ message: string; conflict?: string | null }>, barcode: string) => {
    if (outcome.queued) return add(deskLine('queued', barcode, [i18n._(M.savedOffline)]));
    const texts = [translateKnown(i18n, outcome.value.message)];
    if (outcome.value.conflict) texts.push(translateKnown(i18n, outcome.value.conflict));
    add(deskLine('done', barcode, texts));
    refreshCard();
  };
  const onRefused = async (err: unknown, barcode: string) =>
    add(deskLine('refused', barcode, [translateKnown(i18n, await failureMessage(err))]));
  const issue = useMutation({
    mutationFn: (barcode: string) => issueCopy(patron ?? '', barcode),
    onSuccess: onSent,
    onError: onRefused,
  });
  const renew = useMutation({ mutationFn: renewCopy, onSuccess: onSent, onError: onRefused });

  const onPatron = (code: string) => {
    const parsed = v.safeParse(PatronCodeSchema, code);
    setInvalid(parsed.success ? null : i18n._(M.patronInvalid));
    if (!parsed.success) return;
    setPatron(parsed.output);
    setLines([]);
    if (parsed.output === patron) refreshCard();
  };
  const onCopy = (code: string) => {
    const parsed = v.safeParse(CopyBarcodeSchema, code);
    setInvalid(parsed.success ? null : i18n._(M.barcodeInvalid));
    if (parsed.success) issue.mutate(parsed.output);
  };
  const ready = patron !== null && (!online || card.isSuccess);

  if (!ready)
    return (
      <section className="library-panel" aria-label={i18n._('Issue')}>
        <ScanField label={i18n._('Patron’s roll number or employee code')} onScan={onPatron} error={invalid} />
        {!online && (
          <p className="hint">
            {i18n._(
              'Offline: the patron’s card cannot be fetched. Issue by the typed code; the desk sends it when the network is back.',
            )}
          </p>
        )}
        {card.isFetching && <p className="hint">{i18n._('Loading…')}</p>}
        <ErrorAlert message={cardError} />
      </section>
    );
  return (
    <section className="library-panel" aria-label={i18n._('Issue')}>
      <p className="library-desk__patron">
        {i18n._('Issuing to {code}', { code: patron })}{' '}
        <PlainButton fill="clear" size="small" onClick={() => setPatron(null)}>
          {i18n._('Next patron')}
        </PlainButton>
      </p>
      <ScanField
        key={patron}
        label={i18n._('Barcode of the copy to issue')}
        onScan={onCopy}
        busy={issue.isPending}
        error={invalid}
      />
      {!online && (
        <p className="hint">
          {i18n._('Offline: the patron’s card is not shown; issues are sent when the network is back.')}
        </p>
      )}
      {(issue.isPending || renew.isPending) && <p className="hint">{i18n._('Sending…')}</p>}
      <DeskLog lines={lines} label={i18n._('Issued at the desk')} />
      <StatusNote>{settled}</StatusNote>
      {online && card.data && (
        <PatronCardView
          card={card.data}
          onRenew={(barcode) => renew.mutate(barcode)}
          renewing={renew.isPending}
          onFineSettled={(message) => {
            setSettled(message);
            refreshCard();
          }}
        />
      )}
    </section>
  );
}

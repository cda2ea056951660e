import { useLingui } from '@lingui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { dateText, dateTimeText } from '../../../domain/calendar/date-text';
import type { HoldList } from '../../../domain/library/holds';
import { StaffCancelHoldSchema } from '../../../domain/library/overdue';
import { LIBRARY_PATHS } from '../../../domain/library/paths';
import { translateKnown } from '../../i18n/translate-known';
import { useLocale } from '../../i18n/use-locale';
import { failureMessage } from '../../lib/http';
import { confirmYes } from '../../ui/confirm-dialog';
import { ErrorAlert } from '../../ui/error-alert';
import { TextAreaField } from '../../ui/form/text-area-field';
import { useSchemaForm } from '../../ui/form/use-schema-form';
import { PageFrame } from '../../ui/page-frame';
import { PlainButton } from '../../ui/plain/plain-button';
import { StatusNote } from '../../ui/status-note';
import { cancelHoldByStaff, waitingListKeys, waitingListQueries } from './waiting-list-api';
import './library.css';
import './overdue.css';

const TITLE = /*i18n*/ 'Waiting List';

interface HoldRef {
  holdId: number;
  name: string;
  title: string;
}

/** A hold's Cancel button, which opens the reason and cancels after a question (POST /library/holds/:id/cancel). */
function CancelHold({ hold, onCancelled }: { hold: HoldRef; onCancelled: (message: string) => void }) {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const cancel = useMutation({
    mutationFn: (reason: string) => cancelHoldByStaff(hold.holdId, reason),
    onMutate: () => setRefusal(null),
    onSuccess: (answer) => {
      onCancelled(translateKnown(i18n, answer.message));
      void queryClient.invalidateQueries({ queryKey: waitingListKeys.all });
    },
    onError: async (err) => setRefusal(translateKnown(i18n, await failureMessage(err))),
  });
  const form = useSchemaForm(StaffCancelHoldSchema, {
    initial: { reason: '' },
    onSubmit: async (fields) => {
      const question = i18n._('Cancel {name}’s hold on {title}?', { name: hold.name, title: hold.title });
      if (await confirmYes(question)) cancel.mutate(fields.reason);
    },
  });
  if (!open)
    return (
      <PlainButton fill="outline" size="small" onClick={() => setOpen(true)}>
        {i18n._('Cancel hold')}
      </PlainButton>
    );
  return (
    <form
      className="library-waiting__cancel"
      onSubmit={form.handleSubmit}
      noValidate
      aria-label={i18n._('Cancel {name}’s hold on {title}', { name: hold.name, title: hold.title })}
    >
      <TextAreaField field={form.field('reason')} label={i18n._('Reason for cancelling')} rows={2} maxLength={200} />
      <ErrorAlert message={refusal} />
      <div className="button-row">
        <PlainButton type="submit" color="danger" disabled={cancel.isPending}>
          {cancel.isPending ? i18n._('Saving…') : i18n._('Cancel the hold')}
        </PlainButton>
        <PlainButton fill="clear" onClick={() => setOpen(false)}>
          {i18n._('Keep it')}
        </PlainButton>
      </div>
    </form>
  );
}

/** The copies kept at the desk for their patrons, the soonest to lapse first. */
function ReadyTable({ ready, onCancelled }: { ready: HoldList['ready']; onCancelled: (message: string) => void }) {
  const { i18n } = useLingui();
  const locale = useLocale();
  const caption = i18n._('Kept at the desk');
  if (ready.length === 0) return <p className="hint">{i18n._('No copies are kept at the desk.')}</p>;
  return (
    <div className="table-scroll" role="region" aria-label={caption} tabIndex={0}>
      <table className="result-table library-waiting">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{i18n._('Patron')}</th>
            <th scope="col">{i18n._('Title')}</th>
            <th scope="col">{i18n._('Barcode')}</th>
            <th scope="col">{i18n._('Collect by')}</th>
            <th scope="col">{i18n._('Actions')}</th>
          </tr>
        </thead>
        <tbody>
          {ready.map((r) => (
            <tr key={r.holdId}>
              <th scope="row" data-label={i18n._('Patron')}>
                {r.name} ({r.code})
              </th>
              <td data-label={i18n._('Title')}>{r.title}</td>
              <td data-label={i18n._('Barcode')}>{r.barcode}</td>
              <td data-label={i18n._('Collect by')}>{r.pickupBy ? dateText(r.pickupBy, locale) : '—'}</td>
              <td data-label={i18n._('Actions')} className="library-waiting__actions">
                <CancelHold hold={r} onCancelled={onCancelled} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** One title's queue, in the order the holds were placed. */
function TitleQueue({
  queue,
  onCancelled,
}: {
  queue: HoldList['waiting'][number];
  onCancelled: (message: string) => void;
}) {
  const { i18n } = useLingui();
  const locale = useLocale();
  return (
    <div className="table-scroll" role="region" aria-label={queue.title} tabIndex={0}>
      <table className="result-table library-waiting">
        <caption>{i18n._('{title}: {count} waiting', { title: queue.title, count: queue.patrons.length })}</caption>
        <thead>
          <tr>
            <th scope="col">{i18n._('Place in line')}</th>
            <th scope="col">{i18n._('Patron')}</th>
            <th scope="col">{i18n._('Waiting since')}</th>
            <th scope="col">{i18n._('Actions')}</th>
          </tr>
        </thead>
        <tbody>
          {queue.patrons.map((p, i) => (
            <tr key={p.holdId}>
              <th scope="row" data-label={i18n._('Place in line')}>
                {i + 1}
              </th>
              <td data-label={i18n._('Patron')}>
                {p.name} ({p.code})
              </td>
              <td data-label={i18n._('Waiting since')}>{dateTimeText(p.placedAt, locale)}</td>
              <td data-label={i18n._('Actions')} className="library-waiting__actions">
                <CancelHold hold={{ holdId: p.holdId, name: p.name, title: queue.title }} onCancelled={onCancelled} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The holds queue for the staff: copies kept at the desk until their pickup day, and who waits for which title. */
export function WaitingListScreen() {
  const { i18n } = useLingui();
  const list = useQuery(waitingListQueries.list());
  const [done, setDone] = useState<string | null>(null);
  return (
    <PageFrame title={i18n._(TITLE)} wide>
      <div className="library">
        <p className="library__links">
          <Link to={LIBRARY_PATHS.libraryDesk}>{i18n._('Issue and Return')}</Link>
        </p>
        <StatusNote>{done}</StatusNote>
        {list.isPending && <p className="hint">{i18n._('Loading…')}</p>}
        {list.isError && <ErrorAlert message={i18n._('The waiting list could not be loaded.')} />}
        {list.data && (
          <>
            <section aria-labelledby="library-waiting-ready">
              <h2 id="library-waiting-ready">{i18n._('Kept at the desk')}</h2>
              <ReadyTable ready={list.data.ready} onCancelled={setDone} />
            </section>
            <section aria-labelledby="library-waiting-queues">
              <h2 id="library-waiting-queues">{i18n._('Waiting for a copy')}</h2>
              {list.data.waiting.length === 0 && <p className="hint">{i18n._('No one is waiting for a title.')}</p>}
              {list.data.waiting.map((q) => (
                <TitleQueue key={q.titleId} queue={q} onCancelled={setDone} />
              ))}
            </section>
          </>
        )}
      </div>
    </PageFrame>
  );
}

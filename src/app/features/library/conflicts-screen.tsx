import { useLingui } from '@lingui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { Conflict } from '../../../domain/library/circulation-answers';
import { ConflictResolveSchema } from '../../../domain/library/desk';
import { LIBRARY_PATHS } from '../../../domain/library/paths';
import { dateTimeText } from '../../../domain/calendar/date-text';
import { translateKnown } from '../../i18n/translate-known';
import { useLocale } from '../../i18n/use-locale';
import { failureMessage } from '../../lib/http';
import { ErrorAlert } from '../../ui/error-alert';
import { TextAreaField } from '../../ui/form/text-area-field';
import { useSchemaForm } from '../../ui/form/use-schema-form';
import { PageFrame } from '../../ui/page-frame';
import { PlainButton } from '../../ui/plain/plain-button';
import { StatusNote } from '../../ui/status-note';
import { deskKeys, deskQueries, resolveConflict } from './desk-api';
import './library.css';
import './desk.css';

const TITLE = /*i18n*/ 'Circulation Conflicts';

/** The note that resolves one conflict (PUT /library/conflicts/:id). */
function ResolveForm({ conflict, onResolved }: { conflict: Conflict; onResolved: (message: string) => void }) {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const [refusal, setRefusal] = useState<string | null>(null);
  const resolve = useMutation({
    mutationFn: (note: string) => resolveConflict(conflict.id, note),
    onSuccess: (message) => {
      onResolved(translateKnown(i18n, message));
      void queryClient.invalidateQueries({ queryKey: deskKeys.conflicts(false) });
      void queryClient.invalidateQueries({ queryKey: deskKeys.conflicts(true) });
    },
    onError: async (err) => setRefusal(translateKnown(i18n, await failureMessage(err))),
  });
  const form = useSchemaForm(ConflictResolveSchema, {
    initial: { note: '' },
    onSubmit: (fields) => resolve.mutate(fields.note),
  });
  return (
    <form onSubmit={form.handleSubmit} noValidate aria-label={i18n._('Resolve conflict {id}', { id: conflict.id })}>
      <TextAreaField field={form.field('note')} label={i18n._('How it was resolved')} rows={2} maxLength={300} />
      <ErrorAlert message={refusal} />
      <div className="button-row">
        <PlainButton type="submit" disabled={resolve.isPending}>
          {resolve.isPending ? i18n._('Saving…') : i18n._('Mark as resolved')}
        </PlainButton>
      </div>
    </form>
  );
}

function ConflictItem({ conflict, onResolved }: { conflict: Conflict; onResolved?: (message: string) => void }) {
  const { i18n } = useLingui();
  const locale = useLocale();
  const when = (iso: string) => dateTimeText(iso, locale);
  return (
    <li className="library-panel library-conflict">
      <p>
        <strong>{translateKnown(i18n, conflict.message)}</strong>
      </p>
      <p>
        {conflict.title} · {i18n._('Barcode {barcode}', { barcode: conflict.barcode })}
        {conflict.patron && ` · ${conflict.patron.name} (${conflict.patron.code})`}
      </p>
      <p className="hint">
        {i18n._('Done offline {when}; recorded {recorded} by {who}', {
          when: when(conflict.occurredAt),
          recorded: when(conflict.recordedAt),
          who: conflict.recordedBy,
        })}
      </p>
      {conflict.resolvedAt && (
        <p>{i18n._('Resolved {when}: {note}', { when: when(conflict.resolvedAt), note: conflict.note })}</p>
      )}
      {onResolved && <ResolveForm conflict={conflict} onResolved={onResolved} />}
    </li>
  );
}

/** The offline desk actions the server could not apply as recorded: the open ones to resolve, the resolved below. */
export function ConflictsScreen() {
  const { i18n } = useLingui();
  const [done, setDone] = useState<string | null>(null);
  const [showResolved, setShowResolved] = useState(false);
  const open = useQuery(deskQueries.conflicts(false));
  const resolved = useQuery({ ...deskQueries.conflicts(true), enabled: showResolved });
  return (
    <PageFrame title={i18n._(TITLE)} wide>
      <div className="library">
        <p className="library__links">
          <Link to={LIBRARY_PATHS.libraryDesk}>{i18n._('Issue and Return')}</Link>
        </p>
        <StatusNote>{done}</StatusNote>
        {open.isPending && <p className="hint">{i18n._('Loading…')}</p>}
        {open.isError && <ErrorAlert message={i18n._('The conflicts could not be loaded.')} />}
        {open.data?.length === 0 && <p>{i18n._('No open conflicts.')}</p>}
        <ul className="library-results" aria-label={i18n._('Open conflicts')}>
          {open.data?.map((c) => (
            <ConflictItem key={c.id} conflict={c} onResolved={setDone} />
          ))}
        </ul>
        <div className="button-row">
          <PlainButton fill="outline" aria-expanded={showResolved} onClick={() => setShowResolved((s) => !s)}>
            {showResolved ? i18n._('Hide the resolved conflicts') : i18n._('Show the resolved conflicts')}
          </PlainButton>
        </div>
        {showResolved && resolved.data?.length === 0 && <p>{i18n._('No resolved conflicts.')}</p>}
        {showResolved && (
          <ul className="library-results" aria-label={i18n._('Resolved conflicts')}>
            {resolved.data?.map((c) => (
              <ConflictItem key={c.id} conflict={c} />
            ))}
          </ul>
        )}
      </div>
    </PageFrame>
  );
}

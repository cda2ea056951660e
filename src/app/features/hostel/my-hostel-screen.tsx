import { useLingui } from '@lingui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { dateText, dateTimeText } from '../../../domain/calendar/date-text';
import type { MyApplication } from '../../../domain/hostel/registration-answers';
import { APPLICATION_STATUS_LABELS, waitReasonLabel } from '../../../domain/hostel/registration-words';
import { useLocale } from '../../i18n/use-locale';
import { translateKnown } from '../../i18n/translate-known';
import { failureMessage } from '../../lib/http';
import { currentUser } from '../../lib/session';
import { useOnline } from '../../lib/use-online';
import { confirmYes } from '../../ui/confirm-dialog';
import { ErrorAlert } from '../../ui/error-alert';
import { PageFrame } from '../../ui/page-frame';
import { PlainButton } from '../../ui/plain/plain-button';
import { StatusNote } from '../../ui/status-note';
import { HostelApplicationForm } from './hostel-application-form';
import { hostelKeys, myApplicationQuery } from './hostel-queries';
import { withdrawApplication } from './my-hostel-api';
import './hostel.css';

const TITLE = /*i18n*/ 'My Hostel';

/** An application no longer in the running: the student may apply again. */
const CLOSED: readonly string[] = ['WITHDRAWN', 'REJECTED'];

/**
 * A student's hostel: the application of this academic year and where it stands (applied, waitlisted and why,
 * allotted with the block, room and bed, rejected with the reason), or the form to apply. What was last seen reads
 * again offline, and an application made offline waits in the outbox.
 */
export function MyHostelScreen() {
  const { i18n } = useLingui();
  const locale = useLocale();
  const user = currentUser()?.username ?? '';
  const answer = useQuery(myApplicationQuery(user));
  const [note, setNote] = useState<string | null>(null);
  const mine = answer.data?.data;
  return (
    <PageFrame title={i18n._(TITLE)} wide>
      <div className="hostel">
        {answer.data?.source === 'device' && (
          <p className="hint" role="status">
            {i18n._('You are offline. Showing the copy saved on this device, fetched {fetched}.', {
              fetched: dateTimeText(answer.data.fetchedAt, locale),
            })}
          </p>
        )}
        {answer.isPending && <p className="hint">{i18n._('Loading…')}</p>}
        {answer.isError && (
          <ErrorAlert
            message={i18n._('Your hostel application could not be loaded. Check your connection and try again.')}
          />
        )}
        <StatusNote>{note}</StatusNote>
        {mine?.application && (
          <ApplicationCard mine={mine} application={mine.application} locale={locale} onNote={setNote} />
        )}
        {mine && (!mine.application || CLOSED.includes(mine.application.status)) && (
          <HostelApplicationForm year={mine.academicYear} onNote={setNote} />
        )}
      </div>
    </PageFrame>
  );
}

type Application = NonNullable<MyApplication['application']>;

function ApplicationCard({
  mine,
  application: a,
  locale,
  onNote,
}: {
  mine: MyApplication;
  application: Application;
  locale: ReturnType<typeof useLocale>;
  onNote: (note: string) => void;
}) {
  const { i18n } = useLingui();
  const online = useOnline();
  const queryClient = useQueryClient();
  const [refusal, setRefusal] = useState<string | null>(null);
  const withdraw = useMutation({
    mutationFn: withdrawApplication,
    onMutate: () => setRefusal(null),
    onSuccess: async (answer) => {
      onNote(translateKnown(i18n, answer.message));
      await queryClient.invalidateQueries({ queryKey: hostelKeys.all });
    },
    onError: async (e) => setRefusal(translateKnown(i18n, await failureMessage(e))),
  });
  const open = a.status === 'APPLIED' || a.status === 'WAITLISTED';
  return (
    <section className="hostel-panel" aria-labelledby="hostel-mine">
      <h2 id="hostel-mine">{i18n._('Your application for {year}', { year: mine.academicYear })}</h2>
      <dl className="hostel-facts">
        <div>
          <dt>{i18n._('Status')}</dt>
          <dd className={`hostel-status hostel-status--${a.status.toLowerCase()}`}>
            {i18n._(APPLICATION_STATUS_LABELS[a.status])}
          </dd>
        </div>
        {a.bed && (
          <div>
            <dt>{i18n._('Your bed')}</dt>
            <dd>{i18n._('Bed {bed} of room {room}, {block}', a.bed)}</dd>
          </div>
        )}
        {a.waitReason && (
          <div>
            <dt>{i18n._('Why you wait')}</dt>
            <dd>{i18n._(waitReasonLabel(a.waitReason))}</dd>
          </div>
        )}
        {a.rejectReason && (
          <div>
            <dt>{i18n._('Reason')}</dt>
            <dd>{a.rejectReason}</dd>
          </div>
        )}
        <div>
          <dt>{i18n._('Room types you asked for')}</dt>
          <dd>
            {a.preferences.map((p) => p.name).join(', ') || i18n._('Any')}
            {a.preferences.length > 0 && a.anyRoomType && ` ${i18n._('(or any other)')}`}
          </dd>
        </div>
        <div>
          <dt>{i18n._('Distance from home')}</dt>
          <dd>{i18n._('{km} km', { km: a.distanceKm })}</dd>
        </div>
        <div>
          <dt>{i18n._('Applied on')}</dt>
          <dd>{dateText(a.appliedAt, locale)}</dd>
        </div>
      </dl>
      {open && (
        <div className="button-row">
          <PlainButton
            fill="outline"
            disabled={!online || withdraw.isPending}
            onClick={() =>
              void confirmYes(i18n._('Withdraw your hostel application?')).then((yes) => yes && withdraw.mutate())
            }
          >
            {i18n._('Withdraw the application')}
          </PlainButton>
        </div>
      )}
      {open && !online && <p className="hint">{i18n._('Withdrawing needs a connection.')}</p>}
      <ErrorAlert message={refusal} />
    </section>
  );
}

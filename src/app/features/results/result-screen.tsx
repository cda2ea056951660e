import { useLingui } from '@lingui/react';
import { dateTimeText } from '../../../domain/calendar/date-text';
import { useLocale } from '../../i18n/use-locale';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { arrowBackOutline, downloadOutline, searchOutline } from '../../ui/plain/public-icons';
import { useEffect, useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { OFFLINE_RESULT_MESSAGES, RESULT_MESSAGES } from '../../../domain/results/messages';
import { RollNumberSchema } from '../../../domain/results/roll-number';
import { RESULT_SHEET_LABELS } from '../../../domain/results/result-sheet-labels';
import { FALLBACK_COLLEGE_NAME, collegeProfileQuery } from '../../lib/college-profile';
import { isNetworkFailure } from '../../lib/http';
import { useOnline } from '../../lib/use-online';
import { AppLink } from '../../ui/app-link';
import { OfflineBanner } from '../../ui/offline-banner';
import { PageFrame } from '../../ui/page-frame';
import { PlainButton } from '../../ui/plain/plain-button';
import { PlainIcon } from '../../ui/plain/plain-icon';
import { PlainSpinner } from '../../ui/plain/plain-spinner';
import { PlainTextField } from '../../ui/plain-text-field';
import { dismissToast, showToast, type ToastTone } from '../../ui/toast';
import { ResultSheetView } from './result-sheet-view';
import { resultsQueries } from './results-queries';

const toast = (message: string, tone: ToastTone) => void showToast(message, { tone });

interface Props {
  examTitle: string;
  /** The roll number being shown, kept in the address so a reload (online or off) shows it again. */
  rollNo: string | undefined;
}

/** §2 /results/{title}: roll number, Show, the sheet and its PDF (§4, §5, §8 words). */
export function ResultScreen({ examTitle, rollNo }: Props) {
  const navigate = useNavigate();
  const [rollInput, setRollInput] = useState(rollNo ?? '');
  const [inputError, setInputError] = useState<string | null>(null);
  const [downloading, setDownloading] = useState(false);
  const college = useQuery(collegeProfileQuery());
  const online = useOnline();
  const { i18n } = useLingui();
  const locale = useLocale();
  const sheet = useQuery({ ...resultsQueries.sheet(examTitle, rollNo ?? ''), enabled: Boolean(rollNo) });

  const showRoll = (next: string | undefined) =>
    navigate({
      to: '/results/$title',
      params: { title: examTitle },
      search: next ? { rollNo: next } : {},
      replace: true,
    });

  // Offline (or the server out of reach), a roll number never viewed here has no copy on the device: say so.
  const failure = sheet.isError
    ? isNetworkFailure(sheet.error)
      ? online
        ? OFFLINE_RESULT_MESSAGES.unreachable
        : OFFLINE_RESULT_MESSAGES.offline
      : RESULT_MESSAGES.failedToGet
    : null;
  useEffect(() => {
    if (failure) toast(i18n._(failure), 'danger');
    else if (sheet.data && sheet.data.data === null) toast(i18n._(RESULT_MESSAGES.noData), 'medium');
    else if (sheet.data?.data) void dismissToast(); // a message about an earlier roll number must not cover this sheet
  }, [failure, sheet.data, i18n]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // What the field shows now: a scanner typing 5 ms per key, or Enter right after filling, may be ahead of state.
    const typed = String(new FormData(event.currentTarget).get('rollNo') ?? '');
    setRollInput(typed);
    const parsed = v.safeParse(RollNumberSchema, typed);
    if (!parsed.success) {
      const message = i18n._(parsed.issues[0].message);
      setInputError(message);
      toast(message, 'danger');
      return;
    }
    setInputError(null);
    if (parsed.output === rollNo) void sheet.refetch();
    else void showRoll(parsed.output);
  };

  const onRollChange = (value: string) => {
    setRollInput(value);
    setInputError(null);
    if (rollNo) void showRoll(undefined); // §4: editing the roll number clears the displayed result
  };

  const onDownload = async () => {
    if (!rollNo) return;
    setDownloading(true);
    const shown = sheet.data?.data;
    // The download's code loads when asked for (the service worker keeps it for offline), not with every page.
    const { downloadResultPdf } = await import('./download-result-pdf');
    const outcome = await downloadResultPdf(
      examTitle,
      rollNo,
      shown
        ? {
            sheet: shown,
            collegeName: college.data?.name ?? FALLBACK_COLLEGE_NAME,
            logoUrl: college.data?.logo ?? null,
          }
        : null,
    );
    setDownloading(false);
    if (!outcome.ok) toast(i18n._(outcome.message), 'danger');
    // A busy server's PDF made here is the same document: only a device offline is worth a word.
    else if (outcome.builtOnDevice && !outcome.serverBusy)
      toast(i18n._('Offline: the PDF was made on this device from the saved result.'), 'medium');
  };

  const shown = sheet.data?.data;
  return (
    <PageFrame title={i18n._('Exam Results')} wide>
      <AppLink to="/examresults" className="back-link">
        <PlainIcon icon={arrowBackOutline} />
        {i18n._('All exam results')}
      </AppLink>
      <h2 className="exam-title">{examTitle}</h2>
      <form className="roll-form" onSubmit={onSubmit} noValidate>
        <PlainTextField
          label={i18n._(RESULT_SHEET_LABELS.rollNumber)}
          name="rollNo"
          value={rollInput}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          maxLength={40}
          placeholder={i18n._('e.g. 22B81A0501')}
          error={inputError}
          onChange={onRollChange}
        />
        <PlainButton type="submit" className="show-button" disabled={sheet.isFetching}>
          <PlainIcon icon={searchOutline} />
          {i18n._('Show')}
        </PlainButton>
      </form>
      {sheet.isFetching && <PlainSpinner label={i18n._('Loading result')} />}
      {sheet.data && (sheet.data.source === 'device' || !online) && shown && (
        <OfflineBanner
          text={i18n._('You are offline. Showing data saved on this device, fetched {fetched}.', {
            fetched: dateTimeText(sheet.data.fetchedAt, locale),
          })}
        />
      )}
      {sheet.data && shown === null && (
        <p className="empty-text" role="status">
          {i18n._(RESULT_MESSAGES.noData)}
        </p>
      )}
      {failure && !sheet.isFetching && (
        <p className="error-text" role="alert">
          {i18n._(failure)}
        </p>
      )}
      {shown && (
        <>
          <ResultSheetView sheet={shown} />
          <PlainButton onClick={onDownload} disabled={downloading} color="secondary" className="download-button">
            <PlainIcon icon={downloadOutline} />
            {downloading ? i18n._('Preparing PDF…') : i18n._('Download PDF')}
          </PlainButton>
        </>
      )}
    </PageFrame>
  );
}

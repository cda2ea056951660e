import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { EXAM_TYPES, EXAM_TYPE_LABELS } from '../../../domain/exams/exam';
import { EXAM_MESSAGES as M } from '../../../domain/exams/messages';
import { RESULT_STAGE_LABELS } from '../../../domain/exams/processing';
import { ChoiceSelect } from '../../ui/choice-select';
import { confirmYes } from '../../ui/confirm-dialog';
import { ErrorAlert } from '../../ui/error-alert';
import { PlainButton } from '../../ui/plain/plain-button';
import { translateKnown } from '../../i18n/translate-known';
import { PlainTextField } from '../../ui/plain-text-field';
import { examQueries } from './exams-queries';

/**
 * The exams, searched by title and type, each to open (and for the exam cell, to delete); `replies` stand between
 * the search and the table.
 */
export function ExamsList({
  writer,
  open,
  replies,
  onOpen,
  onDelete,
}: {
  writer: boolean;
  open: number | null;
  replies: ReactNode;
  onOpen: (id: number) => void;
  onDelete: (id: number) => void;
}) {
  const { i18n } = useLingui();
  const [typedQ, setTypedQ] = useState('');
  const [search, setSearch] = useState({ q: '', examType: '' });
  const [typeChoice, setTypeChoice] = useState('');
  const list = useQuery(examQueries.list(search.q, search.examType));
  const rows = list.data?.rows ?? [];
  return (
    <section aria-labelledby="exams-title">
      <h2 id="exams-title">{i18n._('Exams')}</h2>
      <form
        className="list-search"
        onSubmit={(e) => {
          e.preventDefault();
          setSearch({ q: typedQ.trim(), examType: EXAM_TYPES[Number(typeChoice) - 1] ?? '' });
        }}
      >
        <PlainTextField name="q" label={i18n._('Search titles')} value={typedQ} onChange={setTypedQ} />
        <ChoiceSelect
          label={i18n._('Type of exams shown')}
          name="examType"
          value={typeChoice}
          options={EXAM_TYPES.map((t, i) => ({ value: i + 1, label: i18n._(EXAM_TYPE_LABELS[t]) }))}
          onChange={setTypeChoice}
        />
        <PlainButton type="submit" fill="outline">
          {i18n._('Search')}
        </PlainButton>
      </form>
      {replies}
      {list.isPending ? (
        <p className="hint">{i18n._('Loading…')}</p>
      ) : list.isError ? (
        <ErrorAlert message={i18n._('The exams could not be loaded. Check your connection and try again.')} />
      ) : rows.length === 0 ? (
        <p className="hint">{translateKnown(i18n, M.noData)}</p>
      ) : (
        <div className="table-scroll" role="region" aria-label={i18n._('Exams found')} tabIndex={0}>
          <table className="result-table">
            <thead>
              <tr>
                <th scope="col">{i18n._('Title')}</th>
                <th scope="col">{i18n._('Type')}</th>
                <th scope="col">{i18n._('Subjects')}</th>
                <th scope="col">{i18n._('Registered')}</th>
                <th scope="col">{i18n._('Results')}</th>
                <th scope="col">{i18n._('Actions')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} aria-current={row.id === open || undefined}>
                  <td data-label={i18n._('Title')}>{row.title}</td>
                  <td data-label={i18n._('Type')}>{i18n._(EXAM_TYPE_LABELS[row.examType])}</td>
                  <td data-label={i18n._('Subjects')}>{row.subjects}</td>
                  <td data-label={i18n._('Registered')}>{row.registered}</td>
                  <td data-label={i18n._('Results')}>{row.results ? i18n._(RESULT_STAGE_LABELS[row.results]) : ''}</td>
                  <td className="button-row" data-label={i18n._('Actions')}>
                    <PlainButton
                      size="small"
                      fill="outline"
                      aria-label={i18n._('Open {title}', { title: row.title })}
                      onClick={() => onOpen(row.id)}
                    >
                      {i18n._('Open')}
                    </PlainButton>
                    {writer && (
                      <PlainButton
                        size="small"
                        fill="outline"
                        color="danger"
                        aria-label={i18n._('Delete {title}', { title: row.title })}
                        onClick={async () => {
                          if (await confirmYes(i18n._('Do you want to delete {title}?', { title: row.title })))
                            onDelete(row.id);
                        }}
                      >
                        {i18n._('Delete')}
                      </PlainButton>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

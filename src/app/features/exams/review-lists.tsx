import type { I18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { ExamResultsViewSchema } from '../../../domain/exams/exam-results-answer';
import { EXAM_MESSAGES } from '../../../domain/exams/messages';
import { reviewPages } from '../../../domain/exams/review-query';
import { translateKnown } from '../../i18n/translate-known';
import { appApi } from '../../lib/http';
import { PlainButton } from '../../ui/plain/plain-button';
import { PlainTextField } from '../../ui/plain-text-field';
import { resultKeys, type ExamResultsView } from './exams-queries';
import { countText } from '../../../domain/display-formats';

interface Lists {
  rollNo: string;
  page: number;
  missingPage: number;
}
/** The half of a subject's marks still to enter, as the list names it. */
const MISSING_HALVES: Readonly<Record<string, string>> = {
  internal: /*i18n*/ 'internal',
  external: /*i18n*/ 'external',
};

/** 'internal', 'external' or 'internal and external'. */
const missingText = (i18n: I18n, halves: readonly string[]) => {
  const word = (half: string) => (MISSING_HALVES[half] ? i18n._(MISSING_HALVES[half]) : half);
  return halves.length === 2
    ? i18n._('{first} and {second}', { first: word(halves[0]!), second: word(halves[1]!) })
    : halves.map(word).join(' and ');
};

const FIRST: Lists = { rollNo: '', page: 1, missingPage: 1 };
const ROLL_PREFIX = /^[A-Za-z0-9]{0,20}$/;

/** The review's lists at other pages or narrowed to a roll number prefix (GET exams/{id}/results?…). */
const listsQuery = (id: number, lists: Lists) => ({
  queryKey: [...resultKeys.one(id), 'lists', lists] as const,
  queryFn: async () =>
    v.parse(
      ExamResultsViewSchema,
      await appApi
        .get(`exams/${id}/results`, {
          searchParams: { rollNo: lists.rollNo, page: lists.page, missingPage: lists.missingPage },
        })
        .json(),
    ),
  placeholderData: keepPreviousData,
});

/** What a list of the review counts: "Page 2 of 100 · 4,210 students". */
const PAGE_OF: Readonly<Record<'subjects' | 'students', string>> = {
  subjects: /*i18n*/ 'Page {page} of {pages} · {total} subject results',
  students: /*i18n*/ 'Page {page} of {pages} · {total} students',
};

/** "Page 2 of 100" with the list's Previous and Next buttons, for one list of the review. */
function Pages({
  label,
  page,
  total,
  noun,
  onPage,
}: {
  label: string;
  page: number;
  total: number;
  noun: 'subjects' | 'students';
  onPage: (page: number) => void;
}) {
  const { i18n } = useLingui();
  const pages = reviewPages(total);
  if (pages <= 1 && page <= 1) return null;
  return (
    <nav className="review-pages" aria-label={label}>
      <PlainButton fill="outline" disabled={page <= 1} onClick={() => onPage(Math.min(page - 1, pages))}>
        <Trans id="Previous page" />
      </PlainButton>
      <span>{i18n._(PAGE_OF[noun], { page: String(page), pages: String(pages), total: countText(total) })}</span>
      <PlainButton fill="outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        <Trans id="Next page" />
      </PlainButton>
    </nav>
  );
}

/**
 * The review's lists — the subjects whose marks are missing now and the processed students — a page at a time,
 * with a search by the beginning of the roll number, so an exam of thousands of students reaches each of them.
 * The first page of each without a search comes with the review itself.
 */
export function ReviewLists({ examId, data }: { examId: number; data: ExamResultsView }) {
  const { i18n } = useLingui();
  const [typed, setTyped] = useState('');
  const [lists, setLists] = useState<Lists>(FIRST);
  const first = lists.rollNo === '' && lists.page === 1 && lists.missingPage === 1;
  const other = useQuery({ ...listsQuery(examId, lists), enabled: !first });
  const shown = first ? data : (other.data ?? data);
  const invalid = ROLL_PREFIX.test(typed.trim()) ? null : EXAM_MESSAGES.invalid;
  const search = (e: FormEvent) => {
    e.preventDefault();
    if (!invalid) setLists({ ...FIRST, rollNo: typed.trim().toUpperCase() });
  };
  const prefix = shown.rollNo ?? '';
  return (
    <>
      <form
        className="review-search"
        role="search"
        aria-label={i18n._('Find students by roll number')}
        onSubmit={search}
      >
        <PlainTextField
          label={i18n._('Roll number begins with')}
          value={typed}
          onChange={setTyped}
          error={invalid && translateKnown(i18n, invalid)}
          maxLength={20}
          autoComplete="off"
          spellCheck={false}
        />
        <PlainButton type="submit" fill="outline">
          <Trans id="Search" />
        </PlainButton>
        {lists.rollNo && (
          <PlainButton fill="clear" onClick={() => (setTyped(''), setLists(FIRST))}>
            <Trans id="Show everyone" />
          </PlainButton>
        )}
      </form>
      <p className="hint" role="status">
        {other.isFetching
          ? i18n._('Loading…')
          : prefix
            ? i18n._('Roll numbers beginning with {prefix}', { prefix })
            : ''}
      </p>
      <h4>
        <Trans id="Marks missing now" />
      </h4>
      {shown.missingCount === 0 && shown.missingPage <= 1 ? (
        <p className="hint">
          {prefix
            ? i18n._('No subject results lack marks for roll numbers beginning with {prefix}.', { prefix })
            : i18n._('Every registered student has both marks in every subject.')}
        </p>
      ) : (
        <>
          <p className="hint">{i18n._('{count} subject results lack marks.', { count: String(shown.missingCount) })}</p>
          <div className="table-scroll" role="region" aria-label={i18n._('Students with marks missing')} tabIndex={0}>
            <table className="result-table">
              <thead>
                <tr>
                  <th scope="col">{i18n._('Roll number')}</th>
                  <th scope="col">{i18n._('Name')}</th>
                  <th scope="col">{i18n._('Subject')}</th>
                  <th scope="col">{i18n._('Missing')}</th>
                </tr>
              </thead>
              <tbody>
                {shown.missing.map((m) => (
                  <tr key={`${m.rollNo}-${m.code}`}>
                    <td data-label={i18n._('Roll number')}>{m.rollNo}</td>
                    <td data-label={i18n._('Name')}>{m.name}</td>
                    <td data-label={i18n._('Subject')}>{m.code}</td>
                    <td data-label={i18n._('Missing')}>{missingText(i18n, m.missing)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pages
            label={i18n._('Pages of the marks missing')}
            page={shown.missingPage}
            total={shown.missingCount}
            noun="subjects"
            onPage={(missingPage) => setLists({ ...lists, missingPage })}
          />
        </>
      )}
      {(shown.studentsCount > 0 || shown.page > 1) && (
        <>
          <h4>
            <Trans id="Students" />
          </h4>
          <div className="table-scroll" role="region" aria-label={i18n._('Processed students')} tabIndex={0}>
            <table className="result-table">
              <thead>
                <tr>
                  <th scope="col">{i18n._('Roll number')}</th>
                  <th scope="col">{i18n._('Name')}</th>
                  <th scope="col">SGPA</th>
                  <th scope="col">CGPA</th>
                  <th scope="col">{i18n._('Backlogs')}</th>
                </tr>
              </thead>
              <tbody>
                {shown.students.map((s) => (
                  <tr key={s.rollNo}>
                    <td data-label={i18n._('Roll number')}>{s.rollNo}</td>
                    <td data-label={i18n._('Name')}>{s.name}</td>
                    <td data-label="SGPA">{s.sgpa ?? i18n._('marks missing')}</td>
                    <td data-label="CGPA">{s.cgpa ?? ''}</td>
                    <td data-label={i18n._('Backlogs')}>{s.backlogs ?? ''}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pages
            label={i18n._('Pages of the students')}
            page={shown.page}
            total={shown.studentsCount}
            noun="students"
            onPage={(page) => setLists({ ...lists, page })}
          />
        </>
      )}
      {shown.studentsCount === 0 && prefix && shown.counts && (
        <p className="hint">
          <Trans id="No processed student's roll number begins with {prefix}." values={{ prefix }} />
        </p>
      )}
    </>
  );
}

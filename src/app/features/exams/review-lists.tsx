import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { ExamResultsViewSchema } from '../../../domain/exams/exam-results-answer';
import { EXAM_MESSAGES } from '../../../domain/exams/messages';
import { reviewPages } from '../../../domain/exams/review-query';
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
  noun: string;
  onPage: (page: number) => void;
}) {
  const pages = reviewPages(total);
  if (pages <= 1 && page <= 1) return null;
  return (
    <nav className="review-pages" aria-label={label}>
      <PlainButton fill="outline" disabled={page <= 1} onClick={() => onPage(Math.min(page - 1, pages))}>
        Previous page
      </PlainButton>
      <span>
        Page {page} of {pages} · {countText(total)} {noun}
      </span>
      <PlainButton fill="outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next page
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
      <form className="review-search" role="search" aria-label="Find students by roll number" onSubmit={search}>
        <PlainTextField
          label="Roll number begins with"
          value={typed}
          onChange={setTyped}
          error={invalid}
          maxLength={20}
          autoComplete="off"
          spellCheck={false}
        />
        <PlainButton type="submit" fill="outline">
          Search
        </PlainButton>
        {lists.rollNo && (
          <PlainButton fill="clear" onClick={() => (setTyped(''), setLists(FIRST))}>
            Show everyone
          </PlainButton>
        )}
      </form>
      <p className="hint" role="status">
        {other.isFetching ? 'Loading…' : prefix ? `Roll numbers beginning with ${prefix}` : ''}
      </p>
      <h4>Marks missing now</h4>
      {shown.missingCount === 0 && shown.missingPage <= 1 ? (
        <p className="hint">
          {prefix
            ? `No subject results lack marks for roll numbers beginning with ${prefix}.`
            : 'Every registered student has both marks in every subject.'}
        </p>
      ) : (
        <>
          <p className="hint">{shown.missingCount} subject results lack marks.</p>
          <div className="table-scroll" role="region" aria-label="Students with marks missing" tabIndex={0}>
            <table className="result-table">
              <thead>
                <tr>
                  <th scope="col">Roll number</th>
                  <th scope="col">Name</th>
                  <th scope="col">Subject</th>
                  <th scope="col">Missing</th>
                </tr>
              </thead>
              <tbody>
                {shown.missing.map((m) => (
                  <tr key={`${m.rollNo}-${m.code}`}>
                    <td data-label="Roll number">{m.rollNo}</td>
                    <td data-label="Name">{m.name}</td>
                    <td data-label="Subject">{m.code}</td>
                    <td data-label="Missing">{m.missing.join(' and ')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pages
            label="Pages of the marks missing"
            page={shown.missingPage}
            total={shown.missingCount}
            noun="subject results"
            onPage={(missingPage) => setLists({ ...lists, missingPage })}
          />
        </>
      )}
      {(shown.studentsCount > 0 || shown.page > 1) && (
        <>
          <h4>Students</h4>
          <div className="table-scroll" role="region" aria-label="Processed students" tabIndex={0}>
            <table className="result-table">
              <thead>
                <tr>
                  <th scope="col">Roll number</th>
                  <th scope="col">Name</th>
                  <th scope="col">SGPA</th>
                  <th scope="col">CGPA</th>
                  <th scope="col">Backlogs</th>
                </tr>
              </thead>
              <tbody>
                {shown.students.map((s) => (
                  <tr key={s.rollNo}>
                    <td data-label="Roll number">{s.rollNo}</td>
                    <td data-label="Name">{s.name}</td>
                    <td data-label="SGPA">{s.sgpa ?? 'marks missing'}</td>
                    <td data-label="CGPA">{s.cgpa ?? ''}</td>
                    <td data-label="Backlogs">{s.backlogs ?? ''}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pages
            label="Pages of the students"
            page={shown.page}
            total={shown.studentsCount}
            noun="students"
            onPage={(page) => setLists({ ...lists, page })}
          />
        </>
      )}
      {shown.studentsCount === 0 && prefix && shown.counts && (
        <p className="hint">No processed student&apos;s roll number begins with {prefix}.</p>
      )}
    </>
  );
}

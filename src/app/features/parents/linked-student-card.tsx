import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { dateText } from '../../../domain/calendar/date-text';
import type { ParentRelation } from '../../../domain/parents/profile';
import type { LinkedStudentDetails } from '../../../domain/parents/profile-answers';
import { useLocale } from '../../i18n/use-locale';

/** A masked contact: the stars are hidden from screen readers, which hear what is shown of it in words. */
function Masked({ shown, spoken }: { shown: string; spoken: string }) {
  return (
    <>
      <span aria-hidden="true">{shown}</span>
      <span className="visually-hidden">{spoken}</span>
    </>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** One linked student as the college holds them, read-only: the parent corrects nothing here (the office does). */
export function LinkedStudentCard({
  student,
  relation,
}: {
  student: LinkedStudentDetails;
  relation: ParentRelation | null;
}) {
  const { i18n } = useLingui();
  const locale = useLocale();
  const headingId = `profile-student-${student.rollNo}`;
  const notOnRecord = i18n._('Not on record');
  const [first, domain] = student.email ? [student.email[0], student.email.split('@')[1]] : [];
  return (
    <section className="parent-student parent-profile__student" aria-labelledby={headingId}>
      <h3 id={headingId}>{student.fullName}</h3>
      <dl className="parent-student__facts">
        <Fact label={i18n._('Roll number')}>{student.rollNo}</Fact>
        <Fact label={i18n._('Course')}>{student.course}</Fact>
        <Fact label={i18n._('Branch')}>{student.branch}</Fact>
        <Fact label={i18n._('Batch')}>{student.batch}</Fact>
        <Fact label={i18n._('Semester')}>{student.semesterName}</Fact>
        {student.section && <Fact label={i18n._('Section')}>{student.section}</Fact>}
        <Fact label={i18n._('Date of birth')}>
          {student.dateOfBirth ? dateText(student.dateOfBirth, locale) : notOnRecord}
        </Fact>
        <Fact label={i18n._("Student's e-mail")}>
          {student.email ? (
            <Masked
              shown={student.email}
              spoken={
                domain ? i18n._('Hidden, starting with {first}, at {domain}', { first, domain }) : i18n._('Hidden')
              }
            />
          ) : (
            notOnRecord
          )}
        </Fact>
        <Fact label={i18n._("Student's mobile")}>
          {student.mobile ? (
            <Masked
              shown={student.mobile}
              spoken={i18n._('Hidden, ending in {digits}', { digits: student.mobile.replace(/\*/g, '') })}
            />
          ) : (
            notOnRecord
          )}
        </Fact>
        <Fact label={i18n._('Your relation')}>{relation ? i18n._(relation) : i18n._('Not given yet')}</Fact>
      </dl>
    </section>
  );
}

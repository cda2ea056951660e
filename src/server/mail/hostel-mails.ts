import type { I18n } from '@lingui/core';
import { formatRupees } from '../../domain/money/money';
import type { Mail } from './mailer';

/** Where an allotted applicant sleeps, and what the year's bed costs them (paise). */
export interface HostelBedPlace {
  block: string;
  room: string;
  bed: string;
  roomType: string;
  feePaise: number;
}

/** What an applicant is told once the incharge decided: a bed, the waiting list (and why), or a refusal. */
export type HostelDecision =
  | { status: 'ALLOTTED'; place: HostelBedPlace }
  | { status: 'WAITLISTED'; waitReason: string | null }
  | { status: 'REJECTED'; rejectReason: string | null };

export interface HostelDecisionNotice {
  name: string;
  rollNo: string;
  academicYear: string;
  decision: HostelDecision;
}

/** Why an applicant waits, as a sentence of the mail (the server's reason codes, allotment.ts). */
function waitSentence(i18n: I18n, reason: string | null): string {
  switch (reason) {
    case 'TOO_NEAR':
      return i18n._('You live nearer to the college than the distance the hostel admits from.');
    case 'NO_BED_OF_PREFERRED_TYPE':
      return i18n._('No bed of the room types you asked for is free now.');
    default:
      return i18n._('Every bed of the hostel is taken for now.');
  }
}

/** The decision's own lines: the bed and its fee, the waiting list, or the refusal with its reason. */
function decisionLines(i18n: I18n, n: HostelDecisionNotice): string[] {
  const year = n.academicYear;
  const d = n.decision;
  if (d.status === 'ALLOTTED')
    return [
      i18n._('You have a bed in the college hostel for {year}: {block}, room {room}, bed {bed} ({roomType}).', {
        year,
        ...d.place,
      }),
      i18n._('The hostel fee of {amount} is added to your dues: pay it online or at the fee desk.', {
        amount: formatRupees(d.place.feePaise),
      }),
    ];
  if (d.status === 'WAITLISTED')
    return [
      i18n._('Your hostel application for {year} is on the waiting list.', { year }),
      waitSentence(i18n, d.waitReason),
      i18n._('You keep your place on the list; the hostel office allots beds as they come free.'),
    ];
  return [
    i18n._('Your hostel application for {year} was not accepted.', { year }),
    ...(d.rejectReason ? [i18n._('The hostel office’s reason: {reason}', { reason: d.rejectReason })] : []),
  ];
}

/** The mail telling a hostel applicant what became of their application, in the language their account chose. */
export function hostelDecisionMail(i18n: I18n, to: string, college: string, n: HostelDecisionNotice): Mail {
  const subjects = {
    ALLOTTED: i18n._('{college}: your hostel bed for {year}', { college, year: n.academicYear }),
    WAITLISTED: i18n._('{college}: your hostel application is waitlisted', { college }),
    REJECTED: i18n._('{college}: your hostel application', { college }),
  };
  return {
    to,
    subject: subjects[n.decision.status],
    text:
      [
        i18n._('Dear {name} (roll number {rollNo}),', { name: n.name, rollNo: n.rollNo }),
        '',
        ...decisionLines(i18n, n),
        '',
        i18n._('Your application is on the Hostel menu of the app, under My Hostel.'),
        '',
        college,
      ].join('\n') + '\n',
  };
}

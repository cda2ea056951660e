/** The months by name, January first: the one list dates, exam titles and transcripts spell months from. */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** 'Jan' … 'Dec': a month's first three letters, as '24 Nov 2026' writes it. */
export const SHORT_MONTH_NAMES = MONTH_NAMES.map((name) => name.slice(0, 3));

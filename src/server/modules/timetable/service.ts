/** What other modules read of the timetables: the semester of a day by the college's calendar. */
export { calendarTerms, type CalendarTerms } from './calendar-terms';

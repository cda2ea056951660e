/** Collection days are the college's calendar days (COLLEGE_TIME_ZONE), while every time is stored in UTC. */
export { collegeDay, collegeDayEnd, collegeDayStart, collegeMonthStart } from '../calendar/college-time';

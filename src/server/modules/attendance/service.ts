/** What other modules read of attendance: classes held and attended per student. */
export { attendanceTallies, type StudentTally } from './attendance-tallies';

/** The faculty module's door: the totals of faculty records, which the dashboards count. */
export { recordTotals, type TotalsScope } from './totals';

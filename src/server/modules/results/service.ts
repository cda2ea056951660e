/** The results module's door: the published sheets (parents read them) and the announcement of a change. */
export { announceResultsChanged, resultsStore, type ResultsStore } from './results-store';

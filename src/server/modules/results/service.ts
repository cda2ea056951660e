/** The results module's door: the published sheets (parents read them) and the announcement of a change. */
export { announceResultsChanged, announceTitleChanged, resultsStore, type ResultsStore } from './results-store';

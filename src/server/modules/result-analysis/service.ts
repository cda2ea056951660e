/** What other modules read of the result analysis: the published results of an exam, as its analysis reads them. */
export { analysisStore, type AnalysisStore } from './analysis-store';

import { resultsApiSuite } from './results-api.suite';

resultsApiSuite('pglite');

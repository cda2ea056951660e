import { createRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { ResultScreen } from '../features/results/result-screen';
import { rootRoute } from './root-route';

// The router parses search values as JSON, so an all-digit roll number arrives as a number.
const ResultSearchSchema = v.object({
  rollNo: v.optional(v.pipe(v.union([v.string(), v.number()]), v.transform(String), v.maxLength(20))),
});

export const resultRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/results/$title',
  validateSearch: (search) => {
    const parsed = v.safeParse(ResultSearchSchema, search);
    return parsed.success ? parsed.output : {};
  },
  component: function ResultRoute() {
    const { title } = resultRoute.useParams();
    const { rollNo } = resultRoute.useSearch();
    return <ResultScreen key={title} examTitle={title} rollNo={rollNo} />;
  },
});

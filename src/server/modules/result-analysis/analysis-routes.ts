import { Hono, type Context } from 'hono';
import { hasAnyRole } from '../../../domain/auth/access';
import { AUTH_MESSAGES } from '../../../domain/auth/messages';
import { ANALYSIS_READERS, DEPARTMENT_SCOPED_ANALYSIS } from '../../../domain/result-analysis/access';
import { analyseExam } from '../../../domain/result-analysis/analysis';
import {
  ANALYSIS_MESSAGES as M,
  AnalysisQuerySchema,
  type AnalysisQuery,
} from '../../../domain/result-analysis/analysis-requests';
import type { AppEnv } from '../../auth/session-user';
import { validate } from '../../http/validate';
import type { AnalysisStore } from './analysis-store';
import { analysisFileName, analysisWorkbook } from './analysis-workbook';

const COLLEGE_WIDE = ANALYSIS_READERS.filter((r) => !DEPARTMENT_SCOPED_ANALYSIS.includes(r));

/**
 * The analysis of a published exam at /api/app/resultAnalysis: pass percentages by branch, section and subject,
 * grades, toppers and backlogs, as JSON and as Excel. A HoD reads their department's branches only: asking for
 * another department's branch is refused, and without a branch the answer holds their department alone.
 */
export function analysisRoutes(store: AnalysisStore, clock: () => Date) {
  async function analysed(c: Context<AppEnv>, q: AnalysisQuery) {
    const user = c.get('user')!;
    let department: string | undefined;
    if (!hasAnyRole(user.roles, COLLEGE_WIDE)) {
      department = user.program?.trim() ?? '';
      if (!department) return c.json({ message: AUTH_MESSAGES.forbidden, reason: M.noDepartment }, 403);
      if (q.branch && !((await store.departmentOfBranch(q.branch)) ?? []).includes(department))
        return c.json({ message: AUTH_MESSAGES.forbidden, reason: M.notYourDepartment }, 403);
    }
    if (!(await store.examExists(q.examTitle))) return c.json({ message: M.examNotFound }, 404);
    const rows = await store.results(q.examTitle, { branch: q.branch || undefined, department });
    return { analysis: analyseExam(rows), department: department ?? null };
  }

  return new Hono<AppEnv>()
    .get('/resultAnalysis', validate('query', AnalysisQuerySchema), async (c) => {
      const q = c.req.valid('query');
      const answer = await analysed(c, q);
      if (answer instanceof Response) return answer;
      c.header('Cache-Control', 'private, no-store');
      return c.json({ examTitle: q.examTitle, branch: q.branch, ...answer });
    })
    .get('/resultAnalysis/export', validate('query', AnalysisQuerySchema), async (c) => {
      const q = c.req.valid('query');
      const answer = await analysed(c, q);
      if (answer instanceof Response) return answer;
      const title = answer.department ? `${q.examTitle} (${answer.department})` : q.examTitle;
      return c.body((await analysisWorkbook(title, answer.analysis, clock())) as unknown as ArrayBuffer, 200, {
        'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        'Content-Disposition': `attachment; filename="${analysisFileName(q.examTitle, q.branch)}"`,
        'Cache-Control': 'private, no-store',
      });
    });
}

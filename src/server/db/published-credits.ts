import { sql } from 'drizzle-orm';
import { courses, examResults } from './schema';

/**
 * A published result's credits: those it was published with, so that a later change of the subject's credits alters
 * no published SGPA, CGPA or transcript (rows published before results kept credits read the subject's). For a
 * query of `exam_results` joined with their `courses`.
 */
export const publishedCredits = sql<number>`coalesce(${examResults.credits}, ${courses.credits})`.mapWith(Number);

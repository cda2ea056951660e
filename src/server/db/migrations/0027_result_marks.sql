ALTER TABLE "exam_results" ADD COLUMN "internal" smallint;--> statement-breakpoint
ALTER TABLE "exam_results" ADD COLUMN "external" smallint;--> statement-breakpoint
ALTER TABLE "exam_results" ADD COLUMN "total" smallint;--> statement-breakpoint
UPDATE "exam_results" r
SET "internal" = m."internal", "total" = p."total", "external" = p."total" - m."internal"
FROM "exam_result_states" s
JOIN "exam_processed_results" p ON p."exam_id" = s."exam_id"
JOIN "exam_marks" m ON m."exam_id" = p."exam_id" AND m."student_id" = p."student_id" AND m."course_id" = p."course_id"
WHERE s."exam_title_id" = r."exam_title_id" AND p."student_id" = r."student_id" AND p."course_id" = r."course_id";

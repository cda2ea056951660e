ALTER TABLE "exam_results" ADD COLUMN "credits" numeric(4, 1);--> statement-breakpoint
ALTER TABLE "exam_processed_results" ADD COLUMN "credits" numeric(4, 1);--> statement-breakpoint
UPDATE "exam_results" AS r SET "credits" = c."credits" FROM "courses" AS c WHERE c."id" = r."course_id";

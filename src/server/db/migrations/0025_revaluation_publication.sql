ALTER TABLE "exam_revaluations" ADD COLUMN "exam_title_id" integer;--> statement-breakpoint
ALTER TABLE "exam_revaluations" ADD CONSTRAINT "exam_revaluations_exam_title_id_exam_titles_id_fk" FOREIGN KEY ("exam_title_id") REFERENCES "public"."exam_titles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Decisions already made belong to the exam's current publication when its results are published.
UPDATE "exam_revaluations" r SET "exam_title_id" = s."exam_title_id" FROM "exam_result_states" s WHERE s."exam_id" = r."exam_id" AND s."stage" = 'published' AND r."decided_at" IS NOT NULL;

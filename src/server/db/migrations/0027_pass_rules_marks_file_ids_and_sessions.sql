ALTER TABLE "courses" DROP CONSTRAINT "courses_credits_positive";--> statement-breakpoint
ALTER TABLE "courses" ALTER COLUMN "credits" SET DATA TYPE numeric(4, 1);--> statement-breakpoint
ALTER TABLE "courses" ALTER COLUMN "subject_type" SET DATA TYPE varchar(12);--> statement-breakpoint
ALTER TABLE "courses" ALTER COLUMN "subject_type" SET DEFAULT 'theory';--> statement-breakpoint
ALTER TABLE "regulations" ADD COLUMN "pass_rules" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "exam_result_states" ADD COLUMN "rules" jsonb;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_credits_halves" CHECK ("courses"."credits" >= 0 and "courses"."credits" * 2 = trunc("courses"."credits" * 2));
--> statement-breakpoint
ALTER TABLE "exam_results" ADD COLUMN "internal" smallint;--> statement-breakpoint
ALTER TABLE "exam_results" ADD COLUMN "external" smallint;--> statement-breakpoint
ALTER TABLE "exam_results" ADD COLUMN "total" smallint;--> statement-breakpoint
UPDATE "exam_results" r
SET "internal" = m."internal", "total" = p."total", "external" = p."total" - m."internal"
FROM "exam_result_states" s
JOIN "exam_processed_results" p ON p."exam_id" = s."exam_id"
JOIN "exam_marks" m ON m."exam_id" = p."exam_id" AND m."student_id" = p."student_id" AND m."course_id" = p."course_id"
WHERE s."exam_title_id" = r."exam_title_id" AND p."student_id" = r."student_id" AND p."course_id" = r."course_id";
--> statement-breakpoint
ALTER TABLE "regulations" ADD COLUMN "percentage_offset" double precision DEFAULT 0.5 NOT NULL;--> statement-breakpoint
ALTER TABLE "regulations" ADD COLUMN "percentage_factor" double precision DEFAULT 10;
--> statement-breakpoint
ALTER TABLE "stored_files" ADD COLUMN "public_id" varchar(22) DEFAULT rtrim(translate(encode(decode(replace(gen_random_uuid()::text, '-', ''), 'hex'), 'base64'), '+/', '-_'), '=') NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "stored_files_public_id" ON "stored_files" USING btree ("public_id");
--> statement-breakpoint
DROP INDEX "student_claim_codes_one_live";--> statement-breakpoint
ALTER TABLE "student_claim_codes" ADD COLUMN "claimant" varchar(64) DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "student_claim_codes_one_per_claimant" ON "student_claim_codes" USING btree ("purpose","student_id","requester","claimant");
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "last_seen_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "idle_minutes" integer;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "password_at" timestamp with time zone DEFAULT now() NOT NULL;

ALTER TABLE "courses" DROP CONSTRAINT "courses_credits_positive";--> statement-breakpoint
ALTER TABLE "courses" ALTER COLUMN "credits" SET DATA TYPE numeric(4, 1);--> statement-breakpoint
ALTER TABLE "courses" ALTER COLUMN "subject_type" SET DATA TYPE varchar(12);--> statement-breakpoint
ALTER TABLE "courses" ALTER COLUMN "subject_type" SET DEFAULT 'theory';--> statement-breakpoint
ALTER TABLE "regulations" ADD COLUMN "pass_rules" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "exam_result_states" ADD COLUMN "rules" jsonb;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_credits_halves" CHECK ("courses"."credits" >= 0 and "courses"."credits" * 2 = trunc("courses"."credits" * 2));
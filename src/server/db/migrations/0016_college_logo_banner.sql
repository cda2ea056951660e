ALTER TABLE "colleges" ADD COLUMN "logo_file_id" integer;--> statement-breakpoint
ALTER TABLE "colleges" ADD COLUMN "banner_file_id" integer;
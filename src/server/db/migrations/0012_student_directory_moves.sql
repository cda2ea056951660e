CREATE TABLE "roll_number_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"pattern" varchar(80) NOT NULL,
	"college_code" varchar(8) NOT NULL,
	"regular_entry" varchar(2) NOT NULL,
	"lateral_entry" varchar(2) NOT NULL,
	CONSTRAINT "roll_number_settings_one" CHECK ("roll_number_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "student_moves" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"from_state" jsonb NOT NULL,
	"to_state" jsonb NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"user_id" integer,
	"user_name" varchar(100) NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "status" varchar(16) DEFAULT 'studying' NOT NULL;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "semester" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "section_id" integer;--> statement-breakpoint
ALTER TABLE "student_moves" ADD CONSTRAINT "student_moves_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_moves" ADD CONSTRAINT "student_moves_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "student_moves_student" ON "student_moves" USING btree ("student_id","at");--> statement-breakpoint
CREATE INDEX "students_roll_prefix" ON "students" USING btree ("roll_no" varchar_pattern_ops);--> statement-breakpoint
CREATE INDEX "students_name_prefix" ON "students" USING btree (lower("full_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "students_batch_branch" ON "students" USING btree ("batch_id","branch_id","status");--> statement-breakpoint
CREATE INDEX "students_section" ON "students" USING btree ("section_id");--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_status" CHECK ("students"."status" in ('studying','detained','discontinued','graduated'));
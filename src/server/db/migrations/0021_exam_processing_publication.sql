CREATE TABLE "exam_grace" (
	"exam_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"marks" smallint NOT NULL,
	"reason" text NOT NULL,
	"given_by" integer,
	"given_at" timestamp with time zone NOT NULL,
	CONSTRAINT "exam_grace_exam_id_student_id_course_id_pk" PRIMARY KEY("exam_id","student_id","course_id"),
	CONSTRAINT "exam_grace_marks" CHECK ("exam_grace"."marks" > 0)
);
--> statement-breakpoint
CREATE TABLE "exam_processed_results" (
	"exam_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"total" smallint,
	"marks_percent" smallint,
	"grade" varchar(2) NOT NULL,
	"grade_points" real NOT NULL,
	"status" varchar(8) NOT NULL,
	CONSTRAINT "exam_processed_results_exam_id_student_id_course_id_pk" PRIMARY KEY("exam_id","student_id","course_id")
);
--> statement-breakpoint
CREATE TABLE "exam_processed_students" (
	"exam_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"missing" smallint NOT NULL,
	"sgpa" real,
	"cgpa" real,
	"backlogs" smallint,
	"standing" varchar(8),
	CONSTRAINT "exam_processed_students_exam_id_student_id_pk" PRIMARY KEY("exam_id","student_id")
);
--> statement-breakpoint
CREATE TABLE "exam_result_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"exam_id" integer NOT NULL,
	"action" varchar(12) NOT NULL,
	"user_id" integer,
	"user_name" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"reason" text,
	"detail" jsonb
);
--> statement-breakpoint
CREATE TABLE "exam_result_states" (
	"exam_id" integer PRIMARY KEY NOT NULL,
	"stage" varchar(10) NOT NULL,
	"input_stamp" varchar(64) NOT NULL,
	"processed_by" integer,
	"processed_at" timestamp with time zone NOT NULL,
	"requested_by" integer,
	"requested_at" timestamp with time zone,
	"authorized_by" integer,
	"authorized_at" timestamp with time zone,
	"exam_title_id" integer,
	"withdrawn_reason" text,
	CONSTRAINT "exam_result_states_stage" CHECK ("exam_result_states"."stage" in ('processed','awaiting','published','withdrawn'))
);
--> statement-breakpoint
ALTER TABLE "exam_results" DROP CONSTRAINT "exam_results_grade";--> statement-breakpoint
ALTER TABLE "exam_titles" ALTER COLUMN "batch_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "exam_results" ADD COLUMN "grade_points" real;--> statement-breakpoint
ALTER TABLE "exam_grace" ADD CONSTRAINT "exam_grace_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_grace" ADD CONSTRAINT "exam_grace_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_grace" ADD CONSTRAINT "exam_grace_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_grace" ADD CONSTRAINT "exam_grace_given_by_users_id_fk" FOREIGN KEY ("given_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_processed_results" ADD CONSTRAINT "exam_processed_results_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_processed_results" ADD CONSTRAINT "exam_processed_results_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_processed_results" ADD CONSTRAINT "exam_processed_results_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_processed_students" ADD CONSTRAINT "exam_processed_students_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_processed_students" ADD CONSTRAINT "exam_processed_students_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_result_log" ADD CONSTRAINT "exam_result_log_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_result_log" ADD CONSTRAINT "exam_result_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_result_states" ADD CONSTRAINT "exam_result_states_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_result_states" ADD CONSTRAINT "exam_result_states_processed_by_users_id_fk" FOREIGN KEY ("processed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_result_states" ADD CONSTRAINT "exam_result_states_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_result_states" ADD CONSTRAINT "exam_result_states_authorized_by_users_id_fk" FOREIGN KEY ("authorized_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_result_states" ADD CONSTRAINT "exam_result_states_exam_title_id_exam_titles_id_fk" FOREIGN KEY ("exam_title_id") REFERENCES "public"."exam_titles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exam_result_log_exam" ON "exam_result_log" USING btree ("exam_id","at");--> statement-breakpoint
ALTER TABLE "exam_results" ADD CONSTRAINT "exam_results_points" CHECK ("exam_results"."grade_points" is null or "exam_results"."grade_points" between 0 and 10);--> statement-breakpoint
ALTER TABLE "exam_results" ADD CONSTRAINT "exam_results_grade" CHECK ("exam_results"."grade" ~ '^[A-Z][A-Z+]?$');
CREATE TABLE "batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"degree_id" integer NOT NULL,
	"name" varchar(16) NOT NULL,
	"start_year" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "branches" (
	"id" serial PRIMARY KEY NOT NULL,
	"degree_id" integer NOT NULL,
	"department_id" integer NOT NULL,
	"code" varchar(4) NOT NULL,
	"short_name" varchar(16) NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "colleges" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(12) NOT NULL,
	"name" text NOT NULL,
	"logo_svg" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "colleges_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "contact_data" (
	"id" serial PRIMARY KEY NOT NULL,
	"college_id" integer NOT NULL,
	"official_communication" text NOT NULL,
	"campus" text NOT NULL,
	"phone_numbers" jsonb NOT NULL,
	"fax_number" text NOT NULL,
	"candidate_details" jsonb NOT NULL,
	"about_us" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(16) NOT NULL,
	"name" text NOT NULL,
	"credits" smallint NOT NULL,
	"branch_id" integer NOT NULL,
	"semester_id" integer NOT NULL,
	"regulation_id" integer NOT NULL,
	CONSTRAINT "courses_code_unique" UNIQUE("code"),
	CONSTRAINT "courses_credits_positive" CHECK ("courses"."credits" > 0)
);
--> statement-breakpoint
CREATE TABLE "degrees" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(32) NOT NULL,
	"level" varchar(8) NOT NULL,
	"years" smallint NOT NULL,
	CONSTRAINT "degrees_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "departments" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(16) NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "departments_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "exam_results" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"exam_title_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"marks_percent" smallint,
	"grade" varchar(2) NOT NULL,
	CONSTRAINT "exam_results_grade" CHECK ("exam_results"."grade" in ('S','A','B','C','D','F','AB')),
	CONSTRAINT "exam_results_marks" CHECK ("exam_results"."marks_percent" is null or "exam_results"."marks_percent" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "exam_titles" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"semester_id" integer NOT NULL,
	"batch_id" integer NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	CONSTRAINT "exam_titles_title_unique" UNIQUE("title")
);
--> statement-breakpoint
CREATE TABLE "faculty" (
	"id" serial PRIMARY KEY NOT NULL,
	"emp_code" varchar(16) NOT NULL,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"designation" text NOT NULL,
	"department_id" integer NOT NULL,
	CONSTRAINT "faculty_emp_code_unique" UNIQUE("emp_code")
);
--> statement-breakpoint
CREATE TABLE "regulations" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(16) NOT NULL,
	"from_year" smallint NOT NULL,
	CONSTRAINT "regulations_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "semesters" (
	"id" serial PRIMARY KEY NOT NULL,
	"degree_id" integer NOT NULL,
	"number" smallint NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "students" (
	"id" serial PRIMARY KEY NOT NULL,
	"roll_no" varchar(20) NOT NULL,
	"full_name" text NOT NULL,
	"gender" varchar(8) NOT NULL,
	"batch_id" integer NOT NULL,
	"branch_id" integer NOT NULL,
	"regulation_id" integer NOT NULL,
	"email" text,
	"mobile" varchar(10),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "students_roll_no_unique" UNIQUE("roll_no")
);
--> statement-breakpoint
ALTER TABLE "batches" ADD CONSTRAINT "batches_degree_id_degrees_id_fk" FOREIGN KEY ("degree_id") REFERENCES "public"."degrees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "branches" ADD CONSTRAINT "branches_degree_id_degrees_id_fk" FOREIGN KEY ("degree_id") REFERENCES "public"."degrees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "branches" ADD CONSTRAINT "branches_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_data" ADD CONSTRAINT "contact_data_college_id_colleges_id_fk" FOREIGN KEY ("college_id") REFERENCES "public"."colleges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_semester_id_semesters_id_fk" FOREIGN KEY ("semester_id") REFERENCES "public"."semesters"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_regulation_id_regulations_id_fk" FOREIGN KEY ("regulation_id") REFERENCES "public"."regulations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_results" ADD CONSTRAINT "exam_results_exam_title_id_exam_titles_id_fk" FOREIGN KEY ("exam_title_id") REFERENCES "public"."exam_titles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_results" ADD CONSTRAINT "exam_results_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_results" ADD CONSTRAINT "exam_results_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_titles" ADD CONSTRAINT "exam_titles_semester_id_semesters_id_fk" FOREIGN KEY ("semester_id") REFERENCES "public"."semesters"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_titles" ADD CONSTRAINT "exam_titles_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faculty" ADD CONSTRAINT "faculty_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "semesters" ADD CONSTRAINT "semesters_degree_id_degrees_id_fk" FOREIGN KEY ("degree_id") REFERENCES "public"."degrees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_regulation_id_regulations_id_fk" FOREIGN KEY ("regulation_id") REFERENCES "public"."regulations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "batches_degree_name" ON "batches" USING btree ("degree_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "branches_degree_code" ON "branches" USING btree ("degree_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "exam_results_student_exam_course" ON "exam_results" USING btree ("student_id","exam_title_id","course_id");--> statement-breakpoint
CREATE INDEX "exam_results_exam" ON "exam_results" USING btree ("exam_title_id");--> statement-breakpoint
CREATE UNIQUE INDEX "semesters_degree_number" ON "semesters" USING btree ("degree_id","number");
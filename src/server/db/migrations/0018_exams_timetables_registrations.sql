CREATE TABLE "exam_registration_subjects" (
	"exam_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	CONSTRAINT "exam_registration_subjects_exam_id_student_id_course_id_pk" PRIMARY KEY("exam_id","student_id","course_id")
);
--> statement-breakpoint
CREATE TABLE "exam_registrations" (
	"exam_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"eligible" boolean NOT NULL,
	"reason" varchar(16) DEFAULT '' NOT NULL,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exam_registrations_exam_id_student_id_pk" PRIMARY KEY("exam_id","student_id")
);
--> statement-breakpoint
CREATE TABLE "exam_subjects" (
	"exam_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"date" date NOT NULL,
	"session" varchar(2) NOT NULL,
	CONSTRAINT "exam_subjects_exam_id_course_id_pk" PRIMARY KEY("exam_id","course_id"),
	CONSTRAINT "exam_subjects_session" CHECK ("exam_subjects"."session" in ('FN','AN'))
);
--> statement-breakpoint
CREATE TABLE "exams" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"regulation_id" integer NOT NULL,
	"degree_id" integer NOT NULL,
	"semester" smallint NOT NULL,
	"exam_type" varchar(16) NOT NULL,
	"month" smallint NOT NULL,
	"year" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exams_title_unique" UNIQUE("title"),
	CONSTRAINT "exams_type" CHECK ("exams"."exam_type" in ('regular','supplementary')),
	CONSTRAINT "exams_month" CHECK ("exams"."month" between 1 and 12)
);
--> statement-breakpoint
ALTER TABLE "exam_registration_subjects" ADD CONSTRAINT "exam_registration_subjects_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_registration_subjects" ADD CONSTRAINT "exam_registration_subjects_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_registration_subjects" ADD CONSTRAINT "exam_registration_subjects_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_registrations" ADD CONSTRAINT "exam_registrations_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_registrations" ADD CONSTRAINT "exam_registrations_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_subjects" ADD CONSTRAINT "exam_subjects_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_subjects" ADD CONSTRAINT "exam_subjects_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_regulation_id_regulations_id_fk" FOREIGN KEY ("regulation_id") REFERENCES "public"."regulations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_degree_id_degrees_id_fk" FOREIGN KEY ("degree_id") REFERENCES "public"."degrees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exam_registrations_student" ON "exam_registrations" USING btree ("student_id");
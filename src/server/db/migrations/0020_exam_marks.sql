CREATE TABLE "exam_marks" (
	"exam_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"internal" smallint,
	"internal_by" integer,
	"internal_at" timestamp with time zone,
	"external" smallint,
	"external_absent" boolean DEFAULT false NOT NULL,
	"external_by" integer,
	"external_at" timestamp with time zone,
	"code" varchar(16),
	CONSTRAINT "exam_marks_exam_id_student_id_course_id_pk" PRIMARY KEY("exam_id","student_id","course_id"),
	CONSTRAINT "exam_marks_internal" CHECK ("exam_marks"."internal" is null or "exam_marks"."internal" >= 0),
	CONSTRAINT "exam_marks_external" CHECK ("exam_marks"."external" is null or "exam_marks"."external" >= 0),
	CONSTRAINT "exam_marks_absent" CHECK (not ("exam_marks"."external_absent" and "exam_marks"."external" is not null))
);
--> statement-breakpoint
ALTER TABLE "exam_marks" ADD CONSTRAINT "exam_marks_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_marks" ADD CONSTRAINT "exam_marks_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_marks" ADD CONSTRAINT "exam_marks_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_marks" ADD CONSTRAINT "exam_marks_internal_by_users_id_fk" FOREIGN KEY ("internal_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_marks" ADD CONSTRAINT "exam_marks_external_by_users_id_fk" FOREIGN KEY ("external_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exam_marks_exam_course" ON "exam_marks" USING btree ("exam_id","course_id");--> statement-breakpoint
CREATE UNIQUE INDEX "exam_marks_code" ON "exam_marks" USING btree ("exam_id","course_id","code");
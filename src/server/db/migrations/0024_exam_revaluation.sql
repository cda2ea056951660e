CREATE TABLE "exam_revaluations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"exam_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"kind" varchar(11) NOT NULL,
	"fee_structure_id" integer NOT NULL,
	"applied_at" timestamp with time zone NOT NULL,
	"old_external" smallint NOT NULL,
	"old_grade" varchar(2) NOT NULL,
	"new_external" smallint,
	"new_grade" varchar(2),
	"decided_by" integer,
	"decided_by_name" text,
	"decided_at" timestamp with time zone,
	CONSTRAINT "exam_revaluations_kind" CHECK ("exam_revaluations"."kind" in ('recounting','revaluation'))
);
--> statement-breakpoint
ALTER TABLE "exam_revaluations" ADD CONSTRAINT "exam_revaluations_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_revaluations" ADD CONSTRAINT "exam_revaluations_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_revaluations" ADD CONSTRAINT "exam_revaluations_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_revaluations" ADD CONSTRAINT "exam_revaluations_fee_structure_id_fee_structures_id_fk" FOREIGN KEY ("fee_structure_id") REFERENCES "public"."fee_structures"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_revaluations" ADD CONSTRAINT "exam_revaluations_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "exam_revaluations_once" ON "exam_revaluations" USING btree ("exam_id","student_id","course_id","kind");--> statement-breakpoint
CREATE INDEX "exam_revaluations_student" ON "exam_revaluations" USING btree ("student_id");
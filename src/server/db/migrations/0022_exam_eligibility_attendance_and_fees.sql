DROP INDEX "fee_structures_line";--> statement-breakpoint
ALTER TABLE "fee_structures" ADD COLUMN "student_id" integer;--> statement-breakpoint
ALTER TABLE "fee_structures" ADD COLUMN "exam_id" integer;--> statement-breakpoint
ALTER TABLE "exam_registrations" ADD COLUMN "attendance_tenths" smallint;--> statement-breakpoint
ALTER TABLE "fee_structures" ADD CONSTRAINT "fee_structures_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_structures" ADD CONSTRAINT "fee_structures_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fee_structures_student_line" ON "fee_structures" USING btree ("student_id","semester","fee_type_id","item") WHERE "fee_structures"."student_id" is not null;--> statement-breakpoint
CREATE INDEX "fee_structures_exam" ON "fee_structures" USING btree ("exam_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fee_structures_line" ON "fee_structures" USING btree ("degree_id","batch_id","semester","fee_type_id","item") WHERE "fee_structures"."student_id" is null;
CREATE TABLE "attendance_marks" (
	"sheet_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"present" boolean NOT NULL,
	CONSTRAINT "attendance_marks_sheet_id_student_id_pk" PRIMARY KEY("sheet_id","student_id")
);
--> statement-breakpoint
CREATE TABLE "attendance_sheets" (
	"id" serial PRIMARY KEY NOT NULL,
	"section_id" integer NOT NULL,
	"subject_id" integer NOT NULL,
	"date" date NOT NULL,
	"period_id" integer NOT NULL,
	"slot_id" integer,
	"academic_year" varchar(9) NOT NULL,
	"term" varchar(4) NOT NULL,
	"taken_by" integer,
	"absent" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attendance_sheets_term" CHECK ("attendance_sheets"."term" in ('odd', 'even'))
);
--> statement-breakpoint
CREATE TABLE "attendance_shortages" (
	"student_id" integer NOT NULL,
	"academic_year" varchar(9) NOT NULL,
	"term" varchar(4) NOT NULL,
	"short" boolean NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attendance_shortages_student_id_academic_year_term_pk" PRIMARY KEY("student_id","academic_year","term")
);
--> statement-breakpoint
ALTER TABLE "attendance_marks" ADD CONSTRAINT "attendance_marks_sheet_id_attendance_sheets_id_fk" FOREIGN KEY ("sheet_id") REFERENCES "public"."attendance_sheets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_sheets" ADD CONSTRAINT "attendance_sheets_section_id_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."sections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_sheets" ADD CONSTRAINT "attendance_sheets_subject_id_courses_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_sheets" ADD CONSTRAINT "attendance_sheets_period_id_bell_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."bell_periods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_sheets" ADD CONSTRAINT "attendance_sheets_slot_id_timetable_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."timetable_slots"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_sheets" ADD CONSTRAINT "attendance_sheets_taken_by_users_id_fk" FOREIGN KEY ("taken_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attendance_marks_student" ON "attendance_marks" USING btree ("student_id","sheet_id","present");--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_sheets_class" ON "attendance_sheets" USING btree ("section_id","subject_id","date","period_id");--> statement-breakpoint
CREATE INDEX "attendance_sheets_section_date" ON "attendance_sheets" USING btree ("section_id","date");--> statement-breakpoint
CREATE INDEX "attendance_sheets_date" ON "attendance_sheets" USING btree ("date");
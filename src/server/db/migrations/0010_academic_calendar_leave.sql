CREATE TABLE "academic_years" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(9) NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"is_current" boolean DEFAULT false NOT NULL,
	CONSTRAINT "academic_years_name_unique" UNIQUE("name"),
	CONSTRAINT "academic_years_end_after_start" CHECK ("academic_years"."end_date" >= "academic_years"."start_date")
);
--> statement-breakpoint
CREATE TABLE "activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"venue" text NOT NULL,
	"organiser" text NOT NULL,
	"department_id" integer,
	"description" text DEFAULT '' NOT NULL,
	CONSTRAINT "activities_end_after_start" CHECK ("activities"."end_date" >= "activities"."start_date")
);
--> statement-breakpoint
CREATE TABLE "holidays" (
	"id" serial PRIMARY KEY NOT NULL,
	"date" date NOT NULL,
	"name" text NOT NULL,
	"academic_year_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leave_allotments" (
	"id" serial PRIMARY KEY NOT NULL,
	"academic_year_id" integer NOT NULL,
	"staff_category" varchar(16) NOT NULL,
	"leave_type_id" integer NOT NULL,
	"days" smallint NOT NULL,
	CONSTRAINT "leave_allotments_days" CHECK ("leave_allotments"."days" >= 0)
);
--> statement-breakpoint
CREATE TABLE "leave_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(8) NOT NULL,
	"name" text NOT NULL,
	"half_days_allowed" boolean DEFAULT false NOT NULL,
	"needs_attachment" boolean DEFAULT false NOT NULL,
	CONSTRAINT "leave_types_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "semester_dates" (
	"id" serial PRIMARY KEY NOT NULL,
	"academic_year_id" integer NOT NULL,
	"degree_id" integer NOT NULL,
	"semester_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	CONSTRAINT "semester_dates_end_after_start" CHECK ("semester_dates"."end_date" >= "semester_dates"."start_date")
);
--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holidays" ADD CONSTRAINT "holidays_academic_year_id_academic_years_id_fk" FOREIGN KEY ("academic_year_id") REFERENCES "public"."academic_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_allotments" ADD CONSTRAINT "leave_allotments_academic_year_id_academic_years_id_fk" FOREIGN KEY ("academic_year_id") REFERENCES "public"."academic_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_allotments" ADD CONSTRAINT "leave_allotments_leave_type_id_leave_types_id_fk" FOREIGN KEY ("leave_type_id") REFERENCES "public"."leave_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "semester_dates" ADD CONSTRAINT "semester_dates_academic_year_id_academic_years_id_fk" FOREIGN KEY ("academic_year_id") REFERENCES "public"."academic_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "semester_dates" ADD CONSTRAINT "semester_dates_degree_id_degrees_id_fk" FOREIGN KEY ("degree_id") REFERENCES "public"."degrees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "semester_dates" ADD CONSTRAINT "semester_dates_semester_id_semesters_id_fk" FOREIGN KEY ("semester_id") REFERENCES "public"."semesters"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "academic_years_one_current" ON "academic_years" USING btree ("is_current") WHERE "academic_years"."is_current";--> statement-breakpoint
CREATE UNIQUE INDEX "holidays_date_name" ON "holidays" USING btree ("date","name");--> statement-breakpoint
CREATE UNIQUE INDEX "leave_allotments_year_staff_type" ON "leave_allotments" USING btree ("academic_year_id","staff_category","leave_type_id");--> statement-breakpoint
CREATE UNIQUE INDEX "semester_dates_year_semester" ON "semester_dates" USING btree ("academic_year_id","degree_id","semester_id");
CREATE TABLE "faculty_allotments" (
	"id" serial PRIMARY KEY NOT NULL,
	"academic_year" varchar(9) NOT NULL,
	"faculty_id" integer NOT NULL,
	"subject_id" integer NOT NULL,
	"section_id" integer NOT NULL,
	"shared" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "faculty_allotments_year" CHECK ("faculty_allotments"."academic_year" ~ '^[0-9]{4}-[0-9]{4}$')
);
--> statement-breakpoint
ALTER TABLE "faculty" ADD COLUMN "qualification" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "faculty" ADD COLUMN "joined_on" date;--> statement-breakpoint
ALTER TABLE "faculty" ADD COLUMN "mobile" varchar(10);--> statement-breakpoint
ALTER TABLE "faculty" ADD COLUMN "photo_file_id" integer;--> statement-breakpoint
ALTER TABLE "faculty" ADD COLUMN "status" varchar(16) DEFAULT 'Active' NOT NULL;--> statement-breakpoint
ALTER TABLE "faculty_allotments" ADD CONSTRAINT "faculty_allotments_faculty_id_faculty_id_fk" FOREIGN KEY ("faculty_id") REFERENCES "public"."faculty"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faculty_allotments" ADD CONSTRAINT "faculty_allotments_subject_id_courses_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faculty_allotments" ADD CONSTRAINT "faculty_allotments_section_id_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."sections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "faculty_allotments_one_teacher" ON "faculty_allotments" USING btree ("academic_year","subject_id","section_id") WHERE not "faculty_allotments"."shared";--> statement-breakpoint
CREATE UNIQUE INDEX "faculty_allotments_once" ON "faculty_allotments" USING btree ("academic_year","subject_id","section_id","faculty_id");--> statement-breakpoint
CREATE INDEX "faculty_allotments_faculty" ON "faculty_allotments" USING btree ("faculty_id","academic_year");--> statement-breakpoint
CREATE INDEX "faculty_allotments_section" ON "faculty_allotments" USING btree ("section_id");--> statement-breakpoint
CREATE INDEX "faculty_department" ON "faculty" USING btree ("department_id");--> statement-breakpoint
CREATE INDEX "faculty_full_name" ON "faculty" USING btree ("full_name");--> statement-breakpoint
ALTER TABLE "faculty" ADD CONSTRAINT "faculty_status" CHECK ("faculty"."status" in ('Active', 'Relieved'));
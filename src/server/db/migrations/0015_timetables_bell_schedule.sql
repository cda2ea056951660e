CREATE TABLE "bell_periods" (
	"id" serial PRIMARY KEY NOT NULL,
	"position" smallint NOT NULL,
	"name" text NOT NULL,
	"start_time" varchar(5) NOT NULL,
	"end_time" varchar(5) NOT NULL,
	"kind" varchar(8) NOT NULL,
	CONSTRAINT "bell_periods_position_unique" UNIQUE("position"),
	CONSTRAINT "bell_periods_end_after_start" CHECK ("bell_periods"."end_time" > "bell_periods"."start_time")
);
--> statement-breakpoint
CREATE TABLE "timetable_slots" (
	"id" serial PRIMARY KEY NOT NULL,
	"timetable_id" integer NOT NULL,
	"day" smallint NOT NULL,
	"period_id" integer NOT NULL,
	"span" smallint DEFAULT 1 NOT NULL,
	"allotment_id" integer NOT NULL,
	"room" varchar(20) DEFAULT '' NOT NULL,
	CONSTRAINT "timetable_slots_day" CHECK ("timetable_slots"."day" between 1 and 6),
	CONSTRAINT "timetable_slots_span" CHECK ("timetable_slots"."span" between 1 and 4)
);
--> statement-breakpoint
CREATE TABLE "timetable_substitutions" (
	"id" serial PRIMARY KEY NOT NULL,
	"slot_id" integer NOT NULL,
	"date" date NOT NULL,
	"faculty_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "timetables" (
	"id" serial PRIMARY KEY NOT NULL,
	"academic_year" varchar(9) NOT NULL,
	"term" varchar(4) NOT NULL,
	"section_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "timetable_slots" ADD CONSTRAINT "timetable_slots_timetable_id_timetables_id_fk" FOREIGN KEY ("timetable_id") REFERENCES "public"."timetables"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timetable_slots" ADD CONSTRAINT "timetable_slots_period_id_bell_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."bell_periods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timetable_slots" ADD CONSTRAINT "timetable_slots_allotment_id_faculty_allotments_id_fk" FOREIGN KEY ("allotment_id") REFERENCES "public"."faculty_allotments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timetable_substitutions" ADD CONSTRAINT "timetable_substitutions_slot_id_timetable_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."timetable_slots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timetable_substitutions" ADD CONSTRAINT "timetable_substitutions_faculty_id_faculty_id_fk" FOREIGN KEY ("faculty_id") REFERENCES "public"."faculty"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timetables" ADD CONSTRAINT "timetables_section_id_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."sections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "timetable_slots_timetable" ON "timetable_slots" USING btree ("timetable_id");--> statement-breakpoint
CREATE INDEX "timetable_slots_allotment" ON "timetable_slots" USING btree ("allotment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "timetable_substitutions_slot_date" ON "timetable_substitutions" USING btree ("slot_id","date");--> statement-breakpoint
CREATE INDEX "timetable_substitutions_faculty_date" ON "timetable_substitutions" USING btree ("faculty_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "timetables_section_term" ON "timetables" USING btree ("academic_year","term","section_id");
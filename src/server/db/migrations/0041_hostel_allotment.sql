CREATE TABLE "hostel_allotment_rules" (
	"academic_year" varchar(9) PRIMARY KEY NOT NULL,
	"rules" jsonb NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hostel_allotments" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"bed_id" integer NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date,
	"fee_paise" integer NOT NULL,
	"fee_structure_id" integer,
	"allotted_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hostel_allotments_application_id_unique" UNIQUE("application_id"),
	CONSTRAINT "hostel_allotments_fee" CHECK ("hostel_allotments"."fee_paise" >= 0)
);
--> statement-breakpoint
CREATE TABLE "hostel_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"academic_year" varchar(9) NOT NULL,
	"status" varchar(10) DEFAULT 'APPLIED' NOT NULL,
	"preferences" jsonb NOT NULL,
	"any_room_type" boolean NOT NULL,
	"reason" varchar(500) NOT NULL,
	"distance_km" integer NOT NULL,
	"wait_reason" varchar(32),
	"reject_reason" varchar(500),
	"applied_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hostel_applications_status" CHECK ("hostel_applications"."status" in ('APPLIED', 'ALLOTTED', 'WAITLISTED', 'WITHDRAWN', 'REJECTED')),
	CONSTRAINT "hostel_applications_distance" CHECK ("hostel_applications"."distance_km" between 0 and 5000)
);
--> statement-breakpoint
CREATE TABLE "hostel_room_fees" (
	"room_type_id" integer NOT NULL,
	"academic_year" varchar(9) NOT NULL,
	"fee_paise" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hostel_room_fees_room_type_id_academic_year_pk" PRIMARY KEY("room_type_id","academic_year"),
	CONSTRAINT "hostel_room_fees_paise" CHECK ("hostel_room_fees"."fee_paise" >= 0)
);
--> statement-breakpoint
ALTER TABLE "hostel_allotment_rules" ADD CONSTRAINT "hostel_allotment_rules_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hostel_allotments" ADD CONSTRAINT "hostel_allotments_application_id_hostel_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."hostel_applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hostel_allotments" ADD CONSTRAINT "hostel_allotments_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hostel_allotments" ADD CONSTRAINT "hostel_allotments_bed_id_hostel_beds_id_fk" FOREIGN KEY ("bed_id") REFERENCES "public"."hostel_beds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hostel_allotments" ADD CONSTRAINT "hostel_allotments_fee_structure_id_fee_structures_id_fk" FOREIGN KEY ("fee_structure_id") REFERENCES "public"."fee_structures"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hostel_allotments" ADD CONSTRAINT "hostel_allotments_allotted_by_users_id_fk" FOREIGN KEY ("allotted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hostel_applications" ADD CONSTRAINT "hostel_applications_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hostel_applications" ADD CONSTRAINT "hostel_applications_applied_by_users_id_fk" FOREIGN KEY ("applied_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hostel_room_fees" ADD CONSTRAINT "hostel_room_fees_room_type_id_hostel_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."hostel_room_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "hostel_allotments_bed_staying" ON "hostel_allotments" USING btree ("bed_id") WHERE "hostel_allotments"."to_date" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "hostel_allotments_student_staying" ON "hostel_allotments" USING btree ("student_id") WHERE "hostel_allotments"."to_date" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "hostel_applications_open" ON "hostel_applications" USING btree ("student_id","academic_year") WHERE "hostel_applications"."status" in ('APPLIED', 'WAITLISTED', 'ALLOTTED');--> statement-breakpoint
CREATE INDEX "hostel_applications_year" ON "hostel_applications" USING btree ("academic_year","status");
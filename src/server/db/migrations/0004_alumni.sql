CREATE TABLE "alumni_accounts" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"roll_number" varchar(20) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alumni_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"roll_number" varchar(20) NOT NULL,
	"status" varchar(16) NOT NULL,
	"name" text NOT NULL,
	"branch" varchar(16) NOT NULL,
	"batch" varchar(16) NOT NULL,
	"student_mobile" varchar(10) NOT NULL,
	"student_email" text NOT NULL,
	"course" varchar(32) NOT NULL,
	"father_name" text NOT NULL,
	"section" varchar(8) NOT NULL,
	"company" text NOT NULL,
	"packages" varchar(32) NOT NULL,
	"designation" text NOT NULL,
	"experience" varchar(32) NOT NULL,
	"location" text NOT NULL,
	"institute_name" text NOT NULL,
	"passport_photo_file_id" integer,
	"certificate_file_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alumni_history_roll_number_unique" UNIQUE("roll_number")
);
--> statement-breakpoint
CREATE TABLE "alumni_registrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"roll_number" varchar(20) NOT NULL,
	"name" text NOT NULL,
	"course" varchar(32) NOT NULL,
	"degree" varchar(32) NOT NULL,
	"batch" varchar(16) NOT NULL,
	"branch" varchar(16) NOT NULL,
	"mobile_number" varchar(10) NOT NULL,
	"email" text NOT NULL,
	"working" varchar(4) NOT NULL,
	"company" text NOT NULL,
	"institute_name" text NOT NULL,
	"company_name" text NOT NULL,
	"job_title" text NOT NULL,
	"course_name" text NOT NULL,
	"work_address" text NOT NULL,
	"edu_address" text NOT NULL,
	"attachment_file_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alumni_registrations_roll_number_unique" UNIQUE("roll_number")
);
--> statement-breakpoint
ALTER TABLE "alumni_accounts" ADD CONSTRAINT "alumni_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alumni_history" ADD CONSTRAINT "alumni_history_passport_photo_file_id_stored_files_id_fk" FOREIGN KEY ("passport_photo_file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alumni_history" ADD CONSTRAINT "alumni_history_certificate_file_id_stored_files_id_fk" FOREIGN KEY ("certificate_file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alumni_history" ADD CONSTRAINT "alumni_history_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alumni_registrations" ADD CONSTRAINT "alumni_registrations_attachment_file_id_stored_files_id_fk" FOREIGN KEY ("attachment_file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alumni_registrations" ADD CONSTRAINT "alumni_registrations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "alumni_accounts_roll" ON "alumni_accounts" USING btree ("roll_number");--> statement-breakpoint
CREATE INDEX "alumni_history_batch" ON "alumni_history" USING btree ("batch");--> statement-breakpoint
CREATE INDEX "alumni_registrations_batch" ON "alumni_registrations" USING btree ("batch");
CREATE TABLE "admission_counters" (
	"academic_year" varchar(9) PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"admin_no" varchar(20) NOT NULL,
	"student_id" integer NOT NULL,
	"academic_year" varchar(9) NOT NULL,
	"full_name" text NOT NULL,
	"gender" varchar(8) NOT NULL,
	"degree_id" integer NOT NULL,
	"batch_id" integer NOT NULL,
	"branch_id" integer NOT NULL,
	"regulation_id" integer,
	"date_of_admission" date NOT NULL,
	"admission_type" varchar(64) DEFAULT '' NOT NULL,
	"seat_type" varchar(64) DEFAULT '' NOT NULL,
	"category" varchar(16) DEFAULT '' NOT NULL,
	"agent" varchar(100) DEFAULT '' NOT NULL,
	"certificate_submission" varchar(3) DEFAULT '' NOT NULL,
	"fee_commitment_paise" integer DEFAULT 0 NOT NULL,
	"student_paid_paise" integer DEFAULT 0 NOT NULL,
	"agent_amount_paise" integer DEFAULT 0 NOT NULL,
	"aadhaar_cipher" text NOT NULL,
	"aadhaar_hash" varchar(64) NOT NULL,
	"aadhaar_last4" varchar(4) NOT NULL,
	"details" jsonb NOT NULL,
	"photo_file_id" integer,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admissions_admin_no_unique" UNIQUE("admin_no"),
	CONSTRAINT "admissions_student_id_unique" UNIQUE("student_id"),
	CONSTRAINT "admissions_money_not_negative" CHECK ("admissions"."fee_commitment_paise" >= 0 and "admissions"."student_paid_paise" >= 0 and "admissions"."agent_amount_paise" >= 0)
);
--> statement-breakpoint
ALTER TABLE "admissions" ADD CONSTRAINT "admissions_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admissions" ADD CONSTRAINT "admissions_degree_id_degrees_id_fk" FOREIGN KEY ("degree_id") REFERENCES "public"."degrees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admissions" ADD CONSTRAINT "admissions_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admissions" ADD CONSTRAINT "admissions_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admissions" ADD CONSTRAINT "admissions_regulation_id_regulations_id_fk" FOREIGN KEY ("regulation_id") REFERENCES "public"."regulations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admissions" ADD CONSTRAINT "admissions_photo_file_id_stored_files_id_fk" FOREIGN KEY ("photo_file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admissions" ADD CONSTRAINT "admissions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admissions" ADD CONSTRAINT "admissions_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "admissions_aadhaar_hash" ON "admissions" USING btree ("aadhaar_hash");--> statement-breakpoint
CREATE INDEX "admissions_year_branch" ON "admissions" USING btree ("academic_year","branch_id");--> statement-breakpoint
CREATE INDEX "admissions_batch" ON "admissions" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "admissions_date" ON "admissions" USING btree ("date_of_admission");--> statement-breakpoint
CREATE INDEX "admissions_name" ON "admissions" USING btree (lower("full_name"));
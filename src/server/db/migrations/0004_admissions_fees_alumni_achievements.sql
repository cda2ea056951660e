CREATE TABLE "fee_payment_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" varchar(64) NOT NULL,
	"flow" varchar(16) NOT NULL,
	"roll_no" varchar(20) NOT NULL,
	"student_id" integer NOT NULL,
	"fee_structure_id" integer NOT NULL,
	"fee_type" varchar(64) NOT NULL,
	"semester" smallint NOT NULL,
	"item" varchar(64) DEFAULT '' NOT NULL,
	"amount_paise" integer NOT NULL,
	"currency" varchar(3) DEFAULT 'INR' NOT NULL,
	"status" varchar(8) DEFAULT 'CREATED' NOT NULL,
	"charge_uuid" varchar(64),
	"payment_link" text,
	"transaction_uuid" varchar(64),
	"payment_option" varchar(8),
	"card_last4" varchar(4),
	"payer_name" text DEFAULT '' NOT NULL,
	"payer_email" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"request_key" varchar(255),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"checked_at" timestamp with time zone,
	"status_progress" varchar(8),
	"status_recorded_at" timestamp with time zone,
	CONSTRAINT "fee_payment_orders_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "fee_payment_orders_charge_uuid_unique" UNIQUE("charge_uuid"),
	CONSTRAINT "fee_payment_orders_amount_positive" CHECK ("fee_payment_orders"."amount_paise" > 0),
	CONSTRAINT "fee_payment_orders_status_known" CHECK ("fee_payment_orders"."status" in ('CREATED', 'DUE', 'PAID', 'DROPPED', 'FAILED'))
);
--> statement-breakpoint
CREATE TABLE "fee_receipts" (
	"id" serial PRIMARY KEY NOT NULL,
	"receipt_no" varchar(32) NOT NULL,
	"financial_year" varchar(9) NOT NULL,
	"serial" integer NOT NULL,
	"order_id" integer NOT NULL,
	"amount_paise" integer NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"details" jsonb NOT NULL,
	CONSTRAINT "fee_receipts_receipt_no_unique" UNIQUE("receipt_no"),
	CONSTRAINT "fee_receipts_order_id_unique" UNIQUE("order_id")
);
--> statement-breakpoint
CREATE TABLE "fee_structures" (
	"id" serial PRIMARY KEY NOT NULL,
	"degree_id" integer NOT NULL,
	"batch_id" integer NOT NULL,
	"semester" smallint NOT NULL,
	"fee_type_id" integer NOT NULL,
	"item" varchar(64) DEFAULT '' NOT NULL,
	"amount_paise" integer NOT NULL,
	CONSTRAINT "fee_structures_amount_positive" CHECK ("fee_structures"."amount_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "fee_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(64) NOT NULL,
	"flow" varchar(16) NOT NULL,
	"instalments_allowed" boolean DEFAULT false NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "fee_types_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "receipt_counters" (
	"financial_year" varchar(9) PRIMARY KEY NOT NULL,
	"last_serial" integer NOT NULL
);
--> statement-breakpoint
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
CREATE TABLE "admission_import_rejects" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"import_id" bigint NOT NULL,
	"row_number" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"issues" jsonb NOT NULL,
	"cells" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admission_imports" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"import_key" varchar(255) NOT NULL,
	"file_name" text NOT NULL,
	"file_size" integer NOT NULL,
	"status" varchar(16) NOT NULL,
	"total_rows" integer,
	"checked_rows" integer DEFAULT 0 NOT NULL,
	"saved_rows" integer DEFAULT 0 NOT NULL,
	"already_admitted_rows" integer DEFAULT 0 NOT NULL,
	"invalid_rows" integer DEFAULT 0 NOT NULL,
	"message" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "credit_note_counters" (
	"financial_year" varchar(9) NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "credit_note_counters_financial_year_pk" PRIMARY KEY("financial_year")
);
--> statement-breakpoint
CREATE TABLE "fee_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"credit_note_no" varchar(32) NOT NULL,
	"payment_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"reason" text NOT NULL,
	"recorded_by" integer NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fee_refunds_amount_positive" CHECK ("fee_refunds"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "reconciliation_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"trigger" varchar(16) NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"checked" integer DEFAULT 0 NOT NULL,
	"recorded" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"started_by" integer
);
--> statement-breakpoint
CREATE TABLE "achievements" (
	"id" serial PRIMARY KEY NOT NULL,
	"faculty_id" integer NOT NULL,
	"department_name" text NOT NULL,
	"faculty_name" text NOT NULL,
	"faculty_email" text NOT NULL,
	"achieved_on" date NOT NULL,
	"description" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
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
ALTER TABLE "fee_payment_orders" ADD CONSTRAINT "fee_payment_orders_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_payment_orders" ADD CONSTRAINT "fee_payment_orders_fee_structure_id_fee_structures_id_fk" FOREIGN KEY ("fee_structure_id") REFERENCES "public"."fee_structures"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_payment_orders" ADD CONSTRAINT "fee_payment_orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_receipts" ADD CONSTRAINT "fee_receipts_order_id_fee_payment_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."fee_payment_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_structures" ADD CONSTRAINT "fee_structures_degree_id_degrees_id_fk" FOREIGN KEY ("degree_id") REFERENCES "public"."degrees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_structures" ADD CONSTRAINT "fee_structures_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_structures" ADD CONSTRAINT "fee_structures_fee_type_id_fee_types_id_fk" FOREIGN KEY ("fee_type_id") REFERENCES "public"."fee_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admissions" ADD CONSTRAINT "admissions_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admissions" ADD CONSTRAINT "admissions_degree_id_degrees_id_fk" FOREIGN KEY ("degree_id") REFERENCES "public"."degrees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admissions" ADD CONSTRAINT "admissions_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admissions" ADD CONSTRAINT "admissions_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admissions" ADD CONSTRAINT "admissions_regulation_id_regulations_id_fk" FOREIGN KEY ("regulation_id") REFERENCES "public"."regulations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admissions" ADD CONSTRAINT "admissions_photo_file_id_stored_files_id_fk" FOREIGN KEY ("photo_file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admissions" ADD CONSTRAINT "admissions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admissions" ADD CONSTRAINT "admissions_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admission_import_rejects" ADD CONSTRAINT "admission_import_rejects_import_id_admission_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."admission_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admission_imports" ADD CONSTRAINT "admission_imports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_refunds" ADD CONSTRAINT "fee_refunds_payment_id_fee_payment_orders_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."fee_payment_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_refunds" ADD CONSTRAINT "fee_refunds_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reconciliation_runs" ADD CONSTRAINT "reconciliation_runs_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alumni_accounts" ADD CONSTRAINT "alumni_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alumni_history" ADD CONSTRAINT "alumni_history_passport_photo_file_id_stored_files_id_fk" FOREIGN KEY ("passport_photo_file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alumni_history" ADD CONSTRAINT "alumni_history_certificate_file_id_stored_files_id_fk" FOREIGN KEY ("certificate_file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alumni_history" ADD CONSTRAINT "alumni_history_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alumni_registrations" ADD CONSTRAINT "alumni_registrations_attachment_file_id_stored_files_id_fk" FOREIGN KEY ("attachment_file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alumni_registrations" ADD CONSTRAINT "alumni_registrations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fee_payment_orders_request" ON "fee_payment_orders" USING btree ("student_id","request_key");--> statement-breakpoint
CREATE INDEX "fee_payment_orders_student" ON "fee_payment_orders" USING btree ("student_id","status");--> statement-breakpoint
CREATE INDEX "fee_payment_orders_status" ON "fee_payment_orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "fee_payment_orders_confirmed" ON "fee_payment_orders" USING btree ("confirmed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "fee_receipts_year_serial" ON "fee_receipts" USING btree ("financial_year","serial");--> statement-breakpoint
CREATE UNIQUE INDEX "fee_structures_line" ON "fee_structures" USING btree ("degree_id","batch_id","semester","fee_type_id","item");--> statement-breakpoint
CREATE UNIQUE INDEX "admissions_aadhaar_hash" ON "admissions" USING btree ("aadhaar_hash");--> statement-breakpoint
CREATE INDEX "admissions_year_branch" ON "admissions" USING btree ("academic_year","branch_id");--> statement-breakpoint
CREATE INDEX "admissions_batch" ON "admissions" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "admissions_date" ON "admissions" USING btree ("date_of_admission");--> statement-breakpoint
CREATE INDEX "admissions_name" ON "admissions" USING btree (lower("full_name"));--> statement-breakpoint
CREATE INDEX "admission_import_rejects_import_row" ON "admission_import_rejects" USING btree ("import_id","row_number");--> statement-breakpoint
CREATE UNIQUE INDEX "admission_imports_user_key" ON "admission_imports" USING btree ("user_id","import_key");--> statement-breakpoint
CREATE UNIQUE INDEX "fee_refunds_credit_note_no" ON "fee_refunds" USING btree ("credit_note_no");--> statement-breakpoint
CREATE INDEX "fee_refunds_payment" ON "fee_refunds" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "achievements_faculty" ON "achievements" USING btree ("faculty_id","achieved_on");--> statement-breakpoint
CREATE UNIQUE INDEX "alumni_accounts_roll" ON "alumni_accounts" USING btree ("roll_number");--> statement-breakpoint
CREATE INDEX "alumni_history_batch" ON "alumni_history" USING btree ("batch");--> statement-breakpoint
CREATE INDEX "alumni_registrations_batch" ON "alumni_registrations" USING btree ("batch");
CREATE TABLE "fee_concessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(80) NOT NULL,
	"kind" varchar(8) NOT NULL,
	"value" integer NOT NULL,
	"fee_type_id" integer NOT NULL,
	"semester" smallint,
	"student_id" integer,
	"category" varchar(16),
	"batch_id" integer,
	"reason" text NOT NULL,
	"status" varchar(10) DEFAULT 'PROPOSED' NOT NULL,
	"proposed_by" integer NOT NULL,
	"proposed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"decision_note" text DEFAULT '' NOT NULL,
	CONSTRAINT "fee_concessions_kind" CHECK ("fee_concessions"."kind" in ('AMOUNT','PERCENT')),
	CONSTRAINT "fee_concessions_value" CHECK ("fee_concessions"."value" > 0 and ("fee_concessions"."kind" = 'AMOUNT' or "fee_concessions"."value" <= 10000)),
	CONSTRAINT "fee_concessions_status" CHECK ("fee_concessions"."status" in ('PROPOSED','APPROVED','REJECTED')),
	CONSTRAINT "fee_concessions_who" CHECK (("fee_concessions"."student_id" is null) <> ("fee_concessions"."category" is null))
);
--> statement-breakpoint
CREATE TABLE "fee_reimbursement_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"claim_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"fee_structure_id" integer NOT NULL,
	"expected_paise" integer NOT NULL,
	"credited_paise" integer NOT NULL,
	CONSTRAINT "fee_reimbursement_lines_amounts" CHECK ("fee_reimbursement_lines"."credited_paise" >= 0 and "fee_reimbursement_lines"."credited_paise" <= "fee_reimbursement_lines"."expected_paise")
);
--> statement-breakpoint
CREATE TABLE "fee_reimbursement_receipts" (
	"id" serial PRIMARY KEY NOT NULL,
	"claim_id" integer NOT NULL,
	"amount_paise" integer NOT NULL,
	"received_on" date NOT NULL,
	"reference" varchar(60) DEFAULT '' NOT NULL,
	"recorded_by" integer NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fee_reimbursement_receipts_amount" CHECK ("fee_reimbursement_receipts"."amount_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "fee_reimbursements" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"academic_year" varchar(9) NOT NULL,
	"year_of_study" smallint NOT NULL,
	"fee_type_id" integer NOT NULL,
	"scheme" varchar(80) NOT NULL,
	"expected_paise" integer NOT NULL,
	"status" varchar(8) DEFAULT 'OPEN' NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_by" integer,
	"closed_at" timestamp with time zone,
	CONSTRAINT "fee_reimbursements_expected" CHECK ("fee_reimbursements"."expected_paise" > 0),
	CONSTRAINT "fee_reimbursements_status" CHECK ("fee_reimbursements"."status" in ('OPEN','CLOSED'))
);
--> statement-breakpoint
CREATE TABLE "fee_waivers" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"fee_structure_id" integer NOT NULL,
	"amount_paise" integer NOT NULL,
	"reason" text NOT NULL,
	"waived_by" integer NOT NULL,
	"waived_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fee_waivers_amount" CHECK ("fee_waivers"."amount_paise" > 0)
);
--> statement-breakpoint
ALTER TABLE "fee_concessions" ADD CONSTRAINT "fee_concessions_fee_type_id_fee_types_id_fk" FOREIGN KEY ("fee_type_id") REFERENCES "public"."fee_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_concessions" ADD CONSTRAINT "fee_concessions_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_concessions" ADD CONSTRAINT "fee_concessions_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_concessions" ADD CONSTRAINT "fee_concessions_proposed_by_users_id_fk" FOREIGN KEY ("proposed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_concessions" ADD CONSTRAINT "fee_concessions_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_reimbursement_lines" ADD CONSTRAINT "fee_reimbursement_lines_claim_id_fee_reimbursements_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."fee_reimbursements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_reimbursement_lines" ADD CONSTRAINT "fee_reimbursement_lines_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_reimbursement_lines" ADD CONSTRAINT "fee_reimbursement_lines_fee_structure_id_fee_structures_id_fk" FOREIGN KEY ("fee_structure_id") REFERENCES "public"."fee_structures"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_reimbursement_receipts" ADD CONSTRAINT "fee_reimbursement_receipts_claim_id_fee_reimbursements_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."fee_reimbursements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_reimbursement_receipts" ADD CONSTRAINT "fee_reimbursement_receipts_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_reimbursements" ADD CONSTRAINT "fee_reimbursements_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_reimbursements" ADD CONSTRAINT "fee_reimbursements_fee_type_id_fee_types_id_fk" FOREIGN KEY ("fee_type_id") REFERENCES "public"."fee_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_reimbursements" ADD CONSTRAINT "fee_reimbursements_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_reimbursements" ADD CONSTRAINT "fee_reimbursements_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_waivers" ADD CONSTRAINT "fee_waivers_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_waivers" ADD CONSTRAINT "fee_waivers_fee_structure_id_fee_structures_id_fk" FOREIGN KEY ("fee_structure_id") REFERENCES "public"."fee_structures"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_waivers" ADD CONSTRAINT "fee_waivers_waived_by_users_id_fk" FOREIGN KEY ("waived_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fee_concessions_fee_type" ON "fee_concessions" USING btree ("fee_type_id","status");--> statement-breakpoint
CREATE INDEX "fee_concessions_student" ON "fee_concessions" USING btree ("student_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fee_reimbursement_lines_line" ON "fee_reimbursement_lines" USING btree ("claim_id","fee_structure_id");--> statement-breakpoint
CREATE INDEX "fee_reimbursement_lines_student" ON "fee_reimbursement_lines" USING btree ("student_id","fee_structure_id");--> statement-breakpoint
CREATE INDEX "fee_reimbursement_receipts_claim" ON "fee_reimbursement_receipts" USING btree ("claim_id");--> statement-breakpoint
CREATE INDEX "fee_reimbursement_receipts_at" ON "fee_reimbursement_receipts" USING btree ("recorded_at");--> statement-breakpoint
CREATE UNIQUE INDEX "fee_reimbursements_claim" ON "fee_reimbursements" USING btree ("student_id","fee_type_id","year_of_study");--> statement-breakpoint
CREATE INDEX "fee_reimbursements_year" ON "fee_reimbursements" USING btree ("academic_year");--> statement-breakpoint
CREATE INDEX "fee_waivers_line" ON "fee_waivers" USING btree ("student_id","fee_structure_id");
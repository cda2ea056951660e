CREATE TABLE "library_allowances" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(80) NOT NULL,
	"degree_id" integer,
	"semester" smallint,
	"max_copies" smallint NOT NULL,
	"due_on" date NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "library_allowances_max" CHECK ("library_allowances"."max_copies" between 1 and 30)
);
--> statement-breakpoint
CREATE TABLE "library_conflicts" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(20) NOT NULL,
	"action" varchar(8) NOT NULL,
	"copy_id" integer NOT NULL,
	"student_id" integer,
	"faculty_id" integer,
	"loan_id" integer,
	"occurred_at" timestamp with time zone NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"recorded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_by" integer,
	"resolved_at" timestamp with time zone,
	"note" text DEFAULT '' NOT NULL,
	CONSTRAINT "library_conflicts_action" CHECK ("library_conflicts"."action" in ('ISSUE', 'RETURN', 'RENEW'))
);
--> statement-breakpoint
CREATE TABLE "library_fines" (
	"id" serial PRIMARY KEY NOT NULL,
	"loan_id" integer,
	"copy_id" integer NOT NULL,
	"student_id" integer,
	"faculty_id" integer,
	"kind" varchar(8) NOT NULL,
	"amount_paise" integer NOT NULL,
	"status" varchar(8) DEFAULT 'OPEN' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"fee_structure_id" integer,
	"settled_by" integer,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "library_fines_patron" CHECK (num_nonnulls("library_fines"."student_id", "library_fines"."faculty_id") = 1),
	CONSTRAINT "library_fines_amount" CHECK ("library_fines"."amount_paise" > 0),
	CONSTRAINT "library_fines_kind" CHECK ("library_fines"."kind" in ('OVERDUE', 'LOST', 'DAMAGED')),
	CONSTRAINT "library_fines_status" CHECK ("library_fines"."status" in ('OPEN', 'PAID', 'WAIVED'))
);
--> statement-breakpoint
CREATE TABLE "library_holds" (
	"id" serial PRIMARY KEY NOT NULL,
	"title_id" integer NOT NULL,
	"student_id" integer,
	"faculty_id" integer,
	"status" varchar(10) DEFAULT 'WAITING' NOT NULL,
	"copy_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ready_at" timestamp with time zone,
	"pickup_by" date,
	"closed_at" timestamp with time zone,
	CONSTRAINT "library_holds_patron" CHECK (num_nonnulls("library_holds"."student_id", "library_holds"."faculty_id") = 1),
	CONSTRAINT "library_holds_status" CHECK ("library_holds"."status" in ('WAITING', 'READY', 'COLLECTED', 'EXPIRED', 'CANCELLED'))
);
--> statement-breakpoint
CREATE TABLE "library_loans" (
	"id" serial PRIMARY KEY NOT NULL,
	"copy_id" integer NOT NULL,
	"student_id" integer,
	"faculty_id" integer,
	"patron_category" varchar(12) NOT NULL,
	"allowance_id" integer,
	"issued_at" timestamp with time zone NOT NULL,
	"due_on" date NOT NULL,
	"renewals" smallint DEFAULT 0 NOT NULL,
	"returned_at" timestamp with time zone,
	"issued_by" integer,
	"returned_by" integer,
	"reminded_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "library_loans_patron" CHECK (num_nonnulls("library_loans"."student_id", "library_loans"."faculty_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "library_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"patron_category" varchar(12) NOT NULL,
	"item_type" varchar(16) NOT NULL,
	"loan_days" smallint NOT NULL,
	"max_loans" smallint NOT NULL,
	"renewals" smallint NOT NULL,
	"fine_per_day_paise" integer NOT NULL,
	"max_fine_paise" integer NOT NULL,
	"holds_allowed" boolean NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "library_rules_numbers" CHECK ("library_rules"."loan_days" between 0 and 366 and "library_rules"."max_loans" between 0 and 50 and "library_rules"."renewals" between 0 and 20
        and "library_rules"."fine_per_day_paise" >= 0 and "library_rules"."max_fine_paise" >= 0)
);
--> statement-breakpoint
CREATE TABLE "library_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"fine_block_paise" integer DEFAULT 10000 NOT NULL,
	"pickup_days" smallint DEFAULT 3 NOT NULL,
	"closed_weekdays" smallint[] DEFAULT '{0}'::smallint[] NOT NULL,
	"public_catalogue" boolean DEFAULT false NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "library_settings_one" CHECK ("library_settings"."id" = 1),
	CONSTRAINT "library_settings_numbers" CHECK ("library_settings"."fine_block_paise" >= 0 and "library_settings"."pickup_days" between 1 and 14)
);
--> statement-breakpoint
ALTER TABLE "library_allowances" ADD CONSTRAINT "library_allowances_degree_id_degrees_id_fk" FOREIGN KEY ("degree_id") REFERENCES "public"."degrees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_allowances" ADD CONSTRAINT "library_allowances_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_conflicts" ADD CONSTRAINT "library_conflicts_copy_id_library_copies_id_fk" FOREIGN KEY ("copy_id") REFERENCES "public"."library_copies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_conflicts" ADD CONSTRAINT "library_conflicts_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_conflicts" ADD CONSTRAINT "library_conflicts_faculty_id_faculty_id_fk" FOREIGN KEY ("faculty_id") REFERENCES "public"."faculty"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_conflicts" ADD CONSTRAINT "library_conflicts_loan_id_library_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."library_loans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_conflicts" ADD CONSTRAINT "library_conflicts_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_conflicts" ADD CONSTRAINT "library_conflicts_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_fines" ADD CONSTRAINT "library_fines_loan_id_library_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."library_loans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_fines" ADD CONSTRAINT "library_fines_copy_id_library_copies_id_fk" FOREIGN KEY ("copy_id") REFERENCES "public"."library_copies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_fines" ADD CONSTRAINT "library_fines_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_fines" ADD CONSTRAINT "library_fines_faculty_id_faculty_id_fk" FOREIGN KEY ("faculty_id") REFERENCES "public"."faculty"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_fines" ADD CONSTRAINT "library_fines_settled_by_users_id_fk" FOREIGN KEY ("settled_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_holds" ADD CONSTRAINT "library_holds_title_id_library_titles_id_fk" FOREIGN KEY ("title_id") REFERENCES "public"."library_titles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_holds" ADD CONSTRAINT "library_holds_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_holds" ADD CONSTRAINT "library_holds_faculty_id_faculty_id_fk" FOREIGN KEY ("faculty_id") REFERENCES "public"."faculty"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_holds" ADD CONSTRAINT "library_holds_copy_id_library_copies_id_fk" FOREIGN KEY ("copy_id") REFERENCES "public"."library_copies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_loans" ADD CONSTRAINT "library_loans_copy_id_library_copies_id_fk" FOREIGN KEY ("copy_id") REFERENCES "public"."library_copies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_loans" ADD CONSTRAINT "library_loans_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_loans" ADD CONSTRAINT "library_loans_faculty_id_faculty_id_fk" FOREIGN KEY ("faculty_id") REFERENCES "public"."faculty"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_loans" ADD CONSTRAINT "library_loans_allowance_id_library_allowances_id_fk" FOREIGN KEY ("allowance_id") REFERENCES "public"."library_allowances"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_loans" ADD CONSTRAINT "library_loans_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_loans" ADD CONSTRAINT "library_loans_returned_by_users_id_fk" FOREIGN KEY ("returned_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_rules" ADD CONSTRAINT "library_rules_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_settings" ADD CONSTRAINT "library_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "library_conflicts_open" ON "library_conflicts" USING btree ("created_at") WHERE "library_conflicts"."resolved_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "library_fines_loan_kind" ON "library_fines" USING btree ("loan_id","kind");--> statement-breakpoint
CREATE INDEX "library_fines_student" ON "library_fines" USING btree ("student_id") WHERE "library_fines"."student_id" is not null;--> statement-breakpoint
CREATE INDEX "library_fines_faculty" ON "library_fines" USING btree ("faculty_id") WHERE "library_fines"."faculty_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "library_holds_open_student" ON "library_holds" USING btree ("title_id","student_id") WHERE "library_holds"."status" in ('WAITING', 'READY') and "library_holds"."student_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "library_holds_open_faculty" ON "library_holds" USING btree ("title_id","faculty_id") WHERE "library_holds"."status" in ('WAITING', 'READY') and "library_holds"."faculty_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "library_holds_ready_copy" ON "library_holds" USING btree ("copy_id") WHERE "library_holds"."status" = 'READY';--> statement-breakpoint
CREATE INDEX "library_holds_title_queue" ON "library_holds" USING btree ("title_id","status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "library_loans_open_copy" ON "library_loans" USING btree ("copy_id") WHERE "library_loans"."returned_at" is null;--> statement-breakpoint
CREATE INDEX "library_loans_student" ON "library_loans" USING btree ("student_id") WHERE "library_loans"."student_id" is not null;--> statement-breakpoint
CREATE INDEX "library_loans_faculty" ON "library_loans" USING btree ("faculty_id") WHERE "library_loans"."faculty_id" is not null;--> statement-breakpoint
CREATE INDEX "library_loans_due" ON "library_loans" USING btree ("due_on") WHERE "library_loans"."returned_at" is null;--> statement-breakpoint
CREATE INDEX "library_loans_copy" ON "library_loans" USING btree ("copy_id","issued_at");--> statement-breakpoint
CREATE INDEX "library_loans_issued" ON "library_loans" USING btree ("issued_at");--> statement-breakpoint
CREATE UNIQUE INDEX "library_rules_cell" ON "library_rules" USING btree ("patron_category","item_type");--> statement-breakpoint
CREATE INDEX "library_copies_barcode_upper" ON "library_copies" USING btree (upper("barcode"));--> statement-breakpoint
-- A new college lends at once on common college terms; the incharge changes them under Circulation Rules.
INSERT INTO "library_settings" ("id") VALUES (1) ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "library_rules" ("patron_category", "item_type", "loan_days", "max_loans", "renewals", "fine_per_day_paise", "max_fine_paise", "holds_allowed") VALUES
  ('UG_STUDENT', '*', 14, 3, 1, 100, 10000, true),
  ('UG_STUDENT', 'REFERENCE', 0, 0, 0, 0, 0, false),
  ('UG_STUDENT', 'JOURNAL_ISSUE', 3, 1, 0, 200, 5000, false),
  ('PG_STUDENT', '*', 14, 4, 2, 100, 10000, true),
  ('PG_STUDENT', 'REFERENCE', 0, 0, 0, 0, 0, false),
  ('PG_STUDENT', 'THESIS', 7, 1, 0, 200, 10000, true),
  ('FACULTY', '*', 30, 10, 3, 0, 0, true),
  ('FACULTY', 'REFERENCE', 3, 2, 0, 0, 0, true)
ON CONFLICT DO NOTHING;

CREATE TABLE "leave_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"leave_type_id" integer NOT NULL,
	"academic_year_id" integer NOT NULL,
	"staff_category" varchar(16) NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"from_half" varchar(6) DEFAULT 'full' NOT NULL,
	"to_half" varchar(6) DEFAULT 'full' NOT NULL,
	"half_days" smallint NOT NULL,
	"reason" text NOT NULL,
	"attachment_file_id" integer,
	"route" varchar(10) NOT NULL,
	"department" text,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"remark" text DEFAULT '' NOT NULL,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leave_applications_dates" CHECK ("leave_applications"."to_date" >= "leave_applications"."from_date"),
	CONSTRAINT "leave_applications_half_days" CHECK ("leave_applications"."half_days" > 0)
);
--> statement-breakpoint
CREATE TABLE "leave_backup_approvers" (
	"id" serial PRIMARY KEY NOT NULL,
	"hod_user_id" integer NOT NULL,
	"department" text NOT NULL,
	"backup_user_id" integer NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leave_backup_approvers_dates" CHECK ("leave_backup_approvers"."to_date" >= "leave_backup_approvers"."from_date")
);
--> statement-breakpoint
ALTER TABLE "leave_applications" ADD CONSTRAINT "leave_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_applications" ADD CONSTRAINT "leave_applications_leave_type_id_leave_types_id_fk" FOREIGN KEY ("leave_type_id") REFERENCES "public"."leave_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_applications" ADD CONSTRAINT "leave_applications_academic_year_id_academic_years_id_fk" FOREIGN KEY ("academic_year_id") REFERENCES "public"."academic_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_applications" ADD CONSTRAINT "leave_applications_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_backup_approvers" ADD CONSTRAINT "leave_backup_approvers_hod_user_id_users_id_fk" FOREIGN KEY ("hod_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_backup_approvers" ADD CONSTRAINT "leave_backup_approvers_backup_user_id_users_id_fk" FOREIGN KEY ("backup_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leave_applications_user" ON "leave_applications" USING btree ("user_id","from_date");--> statement-breakpoint
CREATE INDEX "leave_applications_pending" ON "leave_applications" USING btree ("status","route");--> statement-breakpoint
CREATE INDEX "leave_backup_approvers_backup" ON "leave_backup_approvers" USING btree ("backup_user_id","from_date");
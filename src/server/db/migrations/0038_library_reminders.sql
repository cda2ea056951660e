CREATE TABLE "library_reminders" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer,
	"faculty_id" integer,
	"reminded_on" date NOT NULL,
	"loans" smallint NOT NULL,
	"sent_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "library_reminders_patron" CHECK (num_nonnulls("library_reminders"."student_id", "library_reminders"."faculty_id") = 1)
);
--> statement-breakpoint
ALTER TABLE "library_holds" ADD COLUMN "cancel_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "library_holds" ADD COLUMN "cancelled_by" integer;--> statement-breakpoint
ALTER TABLE "library_reminders" ADD CONSTRAINT "library_reminders_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_reminders" ADD CONSTRAINT "library_reminders_faculty_id_faculty_id_fk" FOREIGN KEY ("faculty_id") REFERENCES "public"."faculty"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_reminders" ADD CONSTRAINT "library_reminders_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "library_reminders_student_day" ON "library_reminders" USING btree ("student_id","reminded_on") WHERE "library_reminders"."student_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "library_reminders_faculty_day" ON "library_reminders" USING btree ("faculty_id","reminded_on") WHERE "library_reminders"."faculty_id" is not null;--> statement-breakpoint
ALTER TABLE "library_holds" ADD CONSTRAINT "library_holds_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
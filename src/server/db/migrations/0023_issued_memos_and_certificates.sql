CREATE TABLE "issued_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(14) NOT NULL,
	"kind" varchar(12) NOT NULL,
	"student_id" integer NOT NULL,
	"issued_by" integer NOT NULL,
	"issued_by_name" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"content" jsonb NOT NULL,
	CONSTRAINT "issued_documents_code_unique" UNIQUE("code"),
	CONSTRAINT "issued_documents_kind" CHECK ("issued_documents"."kind" in ('memo','provisional'))
);
--> statement-breakpoint
ALTER TABLE "issued_documents" ADD CONSTRAINT "issued_documents_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issued_documents" ADD CONSTRAINT "issued_documents_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "issued_documents_student" ON "issued_documents" USING btree ("student_id","kind","issued_at");
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
ALTER TABLE "admission_import_rejects" ADD CONSTRAINT "admission_import_rejects_import_id_admission_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."admission_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admission_imports" ADD CONSTRAINT "admission_imports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admission_import_rejects_import_row" ON "admission_import_rejects" USING btree ("import_id","row_number");--> statement-breakpoint
CREATE UNIQUE INDEX "admission_imports_user_key" ON "admission_imports" USING btree ("user_id","import_key");
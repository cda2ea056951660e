CREATE TABLE "library_copies" (
	"id" serial PRIMARY KEY NOT NULL,
	"title_id" integer NOT NULL,
	"accession_no" varchar(20) NOT NULL,
	"barcode" varchar(32) NOT NULL,
	"location" varchar(80) DEFAULT '' NOT NULL,
	"price_paise" integer,
	"source" varchar(12) DEFAULT 'PURCHASE' NOT NULL,
	"status" varchar(16) DEFAULT 'AVAILABLE' NOT NULL,
	"status_reason" text DEFAULT '' NOT NULL,
	"status_changed_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "library_copies_price" CHECK ("library_copies"."price_paise" is null or "library_copies"."price_paise" >= 0),
	CONSTRAINT "library_copies_source" CHECK ("library_copies"."source" in ('PURCHASE', 'DONATION', 'BOOK_BANK')),
	CONSTRAINT "library_copies_status_value" CHECK ("library_copies"."status" in ('AVAILABLE', 'ISSUED', 'ON_HOLD', 'LOST', 'DAMAGED', 'WITHDRAWN', 'IN_PROCESSING'))
);
--> statement-breakpoint
CREATE TABLE "library_copy_status_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"copy_id" integer NOT NULL,
	"from_status" varchar(16) NOT NULL,
	"to_status" varchar(16) NOT NULL,
	"reason" text NOT NULL,
	"changed_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "library_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"import_key" varchar(255) NOT NULL,
	"file_name" text NOT NULL,
	"request_hash" varchar(64) NOT NULL,
	"status" varchar(12) DEFAULT 'checking' NOT NULL,
	"total_records" integer,
	"checked" integer DEFAULT 0 NOT NULL,
	"saved" integer DEFAULT 0 NOT NULL,
	"already" integer DEFAULT 0 NOT NULL,
	"invalid" integer DEFAULT 0 NOT NULL,
	"issues" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"already_records" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "library_titles" (
	"id" serial PRIMARY KEY NOT NULL,
	"isbn" varchar(13),
	"match_key" text NOT NULL,
	"title" text NOT NULL,
	"authors" text[] DEFAULT '{}'::text[] NOT NULL,
	"edition" text DEFAULT '' NOT NULL,
	"publisher" text DEFAULT '' NOT NULL,
	"year" integer,
	"subjects" text[] DEFAULT '{}'::text[] NOT NULL,
	"call_number" varchar(40) DEFAULT '' NOT NULL,
	"language" varchar(40) DEFAULT '' NOT NULL,
	"keywords" text[] DEFAULT '{}'::text[] NOT NULL,
	"item_type" varchar(16) NOT NULL,
	"url" text DEFAULT '' NOT NULL,
	"search" "tsvector" NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "library_titles_item_type" CHECK ("library_titles"."item_type" in ('BOOK', 'REFERENCE', 'JOURNAL_ISSUE', 'THESIS', 'E_RESOURCE'))
);
--> statement-breakpoint
ALTER TABLE "library_copies" ADD CONSTRAINT "library_copies_title_id_library_titles_id_fk" FOREIGN KEY ("title_id") REFERENCES "public"."library_titles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_copies" ADD CONSTRAINT "library_copies_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_copy_status_changes" ADD CONSTRAINT "library_copy_status_changes_copy_id_library_copies_id_fk" FOREIGN KEY ("copy_id") REFERENCES "public"."library_copies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_copy_status_changes" ADD CONSTRAINT "library_copy_status_changes_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_imports" ADD CONSTRAINT "library_imports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_titles" ADD CONSTRAINT "library_titles_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "library_copies_accession" ON "library_copies" USING btree ("accession_no");--> statement-breakpoint
CREATE UNIQUE INDEX "library_copies_barcode" ON "library_copies" USING btree ("barcode");--> statement-breakpoint
CREATE INDEX "library_copies_title_status" ON "library_copies" USING btree ("title_id","status");--> statement-breakpoint
CREATE INDEX "library_copies_status" ON "library_copies" USING btree ("status");--> statement-breakpoint
CREATE INDEX "library_copy_status_changes_copy" ON "library_copy_status_changes" USING btree ("copy_id");--> statement-breakpoint
CREATE UNIQUE INDEX "library_imports_key" ON "library_imports" USING btree ("user_id","import_key");--> statement-breakpoint
CREATE UNIQUE INDEX "library_titles_isbn" ON "library_titles" USING btree ("isbn");--> statement-breakpoint
CREATE INDEX "library_titles_match_key" ON "library_titles" USING btree ("match_key");--> statement-breakpoint
CREATE INDEX "library_titles_search" ON "library_titles" USING gin ("search");--> statement-breakpoint
CREATE INDEX "library_titles_created" ON "library_titles" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "library_titles_title" ON "library_titles" USING btree (lower("title"));
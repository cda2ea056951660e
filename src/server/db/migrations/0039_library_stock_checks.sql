CREATE TABLE "library_stock_checks" (
	"id" serial PRIMARY KEY NOT NULL,
	"locations" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" varchar(8) DEFAULT 'OPEN' NOT NULL,
	"started_by" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"closed_by" integer,
	"closed_at" timestamp with time zone,
	"marked_lost" integer DEFAULT 0 NOT NULL,
	"restored" integer DEFAULT 0 NOT NULL,
	"totals" jsonb,
	CONSTRAINT "library_stock_checks_status" CHECK ("library_stock_checks"."status" in ('OPEN', 'CLOSED')),
	CONSTRAINT "library_stock_checks_closed" CHECK (("library_stock_checks"."status" = 'OPEN') = ("library_stock_checks"."closed_at" is null) and ("library_stock_checks"."status" = 'OPEN') = ("library_stock_checks"."closed_by" is null))
);
--> statement-breakpoint
CREATE TABLE "library_stock_scans" (
	"id" serial PRIMARY KEY NOT NULL,
	"check_id" integer NOT NULL,
	"copy_id" integer,
	"barcode" varchar(32) NOT NULL,
	"shelf" varchar(80) NOT NULL,
	"outcome" varchar(12) NOT NULL,
	"status_seen" varchar(16),
	"scanned_by" integer NOT NULL,
	"scanned_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "library_stock_scans_outcome_value" CHECK ("library_stock_scans"."outcome" in ('SEEN', 'WRONG_SHELF', 'FOUND', 'UNKNOWN')),
	CONSTRAINT "library_stock_scans_unknown_copy" CHECK (("library_stock_scans"."outcome" = 'UNKNOWN') = ("library_stock_scans"."copy_id" is null))
);
--> statement-breakpoint
ALTER TABLE "library_stock_checks" ADD CONSTRAINT "library_stock_checks_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_stock_checks" ADD CONSTRAINT "library_stock_checks_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_stock_scans" ADD CONSTRAINT "library_stock_scans_check_id_library_stock_checks_id_fk" FOREIGN KEY ("check_id") REFERENCES "public"."library_stock_checks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_stock_scans" ADD CONSTRAINT "library_stock_scans_copy_id_library_copies_id_fk" FOREIGN KEY ("copy_id") REFERENCES "public"."library_copies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_stock_scans" ADD CONSTRAINT "library_stock_scans_scanned_by_users_id_fk" FOREIGN KEY ("scanned_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "library_stock_checks_one_open" ON "library_stock_checks" USING btree ("status") WHERE "library_stock_checks"."status" = 'OPEN';--> statement-breakpoint
CREATE UNIQUE INDEX "library_stock_scans_copy" ON "library_stock_scans" USING btree ("check_id","copy_id") WHERE "library_stock_scans"."copy_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "library_stock_scans_unknown" ON "library_stock_scans" USING btree ("check_id","barcode") WHERE "library_stock_scans"."copy_id" is null;--> statement-breakpoint
CREATE INDEX "library_stock_scans_outcome" ON "library_stock_scans" USING btree ("check_id","outcome");
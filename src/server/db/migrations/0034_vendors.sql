CREATE TABLE "vendor_account_heads" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendor_bills" (
	"id" serial PRIMARY KEY NOT NULL,
	"vendor_id" integer NOT NULL,
	"bill_no" varchar(40) NOT NULL,
	"bill_date" date NOT NULL,
	"head_id" integer NOT NULL,
	"taxable_paise" integer NOT NULL,
	"gst_paise" integer NOT NULL,
	"description" text NOT NULL,
	"status" varchar(20) NOT NULL,
	"paid_paise" integer DEFAULT 0 NOT NULL,
	"submitted_by" integer NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	"officer_by" integer,
	"officer_at" timestamp with time zone,
	"principal_by" integer,
	"principal_at" timestamp with time zone,
	"rejected_reason" text,
	CONSTRAINT "vendor_bills_amounts" CHECK ("vendor_bills"."taxable_paise" > 0 and "vendor_bills"."gst_paise" >= 0),
	CONSTRAINT "vendor_bills_paid" CHECK ("vendor_bills"."paid_paise" >= 0 and "vendor_bills"."paid_paise" <= "vendor_bills"."taxable_paise" + "vendor_bills"."gst_paise")
);
--> statement-breakpoint
CREATE TABLE "vendor_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"voucher_no" varchar(32) NOT NULL,
	"bill_id" integer NOT NULL,
	"gross_paise" integer NOT NULL,
	"tds_paise" integer NOT NULL,
	"net_paise" integer NOT NULL,
	"tds_section" varchar(8),
	"tds_rate_bp" integer NOT NULL,
	"mode" varchar(10) NOT NULL,
	"reference" varchar(40) NOT NULL,
	"bank" text NOT NULL,
	"cheque_date" date,
	"paid_by" integer NOT NULL,
	"paid_at" timestamp with time zone NOT NULL,
	CONSTRAINT "vendor_payments_amounts" CHECK ("vendor_payments"."tds_paise" >= 0 and "vendor_payments"."net_paise" > 0),
	CONSTRAINT "vendor_payments_net" CHECK ("vendor_payments"."net_paise" = "vendor_payments"."gross_paise" - "vendor_payments"."tds_paise")
);
--> statement-breakpoint
CREATE TABLE "vendor_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"principal_limit_paise" integer NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendor_settings_one_row" CHECK ("vendor_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "vendor_voucher_counters" (
	"financial_year" varchar(9) NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "vendor_voucher_counters_financial_year_pk" PRIMARY KEY("financial_year")
);
--> statement-breakpoint
CREATE TABLE "vendors" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"gstin" varchar(15),
	"pan" varchar(10),
	"address" text NOT NULL,
	"contact_name" text NOT NULL,
	"phone" varchar(15) NOT NULL,
	"email" text NOT NULL,
	"bank_account" varchar(18) NOT NULL,
	"ifsc" varchar(11) NOT NULL,
	"bank_name" text NOT NULL,
	"tds_section" varchar(8),
	"tds_rate_bp" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendors_tds_rate" CHECK ("vendors"."tds_rate_bp" between 0 and 10000)
);
--> statement-breakpoint
ALTER TABLE "vendor_bills" ADD CONSTRAINT "vendor_bills_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_bills" ADD CONSTRAINT "vendor_bills_head_id_vendor_account_heads_id_fk" FOREIGN KEY ("head_id") REFERENCES "public"."vendor_account_heads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_bills" ADD CONSTRAINT "vendor_bills_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_bills" ADD CONSTRAINT "vendor_bills_officer_by_users_id_fk" FOREIGN KEY ("officer_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_bills" ADD CONSTRAINT "vendor_bills_principal_by_users_id_fk" FOREIGN KEY ("principal_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_payments" ADD CONSTRAINT "vendor_payments_bill_id_vendor_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."vendor_bills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_payments" ADD CONSTRAINT "vendor_payments_paid_by_users_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_settings" ADD CONSTRAINT "vendor_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_account_heads_name" ON "vendor_account_heads" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_bills_vendor_no" ON "vendor_bills" USING btree ("vendor_id",lower("bill_no"));--> statement-breakpoint
CREATE INDEX "vendor_bills_status" ON "vendor_bills" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_payments_voucher_no" ON "vendor_payments" USING btree ("voucher_no");--> statement-breakpoint
CREATE INDEX "vendor_payments_bill" ON "vendor_payments" USING btree ("bill_id");--> statement-breakpoint
CREATE INDEX "vendor_payments_paid_at" ON "vendor_payments" USING btree ("paid_at");--> statement-breakpoint
CREATE UNIQUE INDEX "vendors_gstin" ON "vendors" USING btree ("gstin");
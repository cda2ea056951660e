CREATE TABLE "cashier_days" (
	"id" serial PRIMARY KEY NOT NULL,
	"cashier_id" integer NOT NULL,
	"day" date NOT NULL,
	"status" varchar(12) NOT NULL,
	"by_mode" jsonb NOT NULL,
	"receipts" integer NOT NULL,
	"amount_paise" integer NOT NULL,
	"handed_over_at" timestamp with time zone NOT NULL,
	"closed_by" integer,
	"closed_at" timestamp with time zone,
	CONSTRAINT "cashier_days_status_known" CHECK ("cashier_days"."status" in ('HANDED_OVER', 'CLOSED'))
);
--> statement-breakpoint
CREATE TABLE "receipt_cancellations" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"reason" text NOT NULL,
	"requested_by" integer NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"decision" varchar(8),
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	CONSTRAINT "receipt_cancellations_decision" CHECK ("receipt_cancellations"."decision" is null or "receipt_cancellations"."decision" in ('APPROVED', 'REJECTED'))
);
--> statement-breakpoint
ALTER TABLE "fee_payment_orders" DROP CONSTRAINT "fee_payment_orders_status_known";--> statement-breakpoint
ALTER TABLE "fee_payment_order_lines" ALTER COLUMN "order_status" SET DATA TYPE varchar(12);--> statement-breakpoint
ALTER TABLE "fee_payment_orders" ALTER COLUMN "status" SET DATA TYPE varchar(12);--> statement-breakpoint
ALTER TABLE "fee_payment_orders" ALTER COLUMN "status" SET DEFAULT 'CREATED';--> statement-breakpoint
ALTER TABLE "fee_payment_orders" ADD COLUMN "channel" varchar(8) DEFAULT 'online' NOT NULL;--> statement-breakpoint
ALTER TABLE "fee_payment_orders" ADD COLUMN "reference" varchar(40);--> statement-breakpoint
ALTER TABLE "fee_payment_orders" ADD COLUMN "bank" varchar(80);--> statement-breakpoint
ALTER TABLE "fee_payment_orders" ADD COLUMN "instrument_date" date;--> statement-breakpoint
ALTER TABLE "fee_payment_orders" ADD COLUMN "collected_on" date;--> statement-breakpoint
ALTER TABLE "fee_payment_orders" ADD COLUMN "closed_reason" text;--> statement-breakpoint
ALTER TABLE "fee_payment_orders" ADD COLUMN "closed_by" integer;--> statement-breakpoint
ALTER TABLE "fee_payment_orders" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cashier_days" ADD CONSTRAINT "cashier_days_cashier_id_users_id_fk" FOREIGN KEY ("cashier_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cashier_days" ADD CONSTRAINT "cashier_days_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_cancellations" ADD CONSTRAINT "receipt_cancellations_order_id_fee_payment_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."fee_payment_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_cancellations" ADD CONSTRAINT "receipt_cancellations_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_cancellations" ADD CONSTRAINT "receipt_cancellations_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cashier_days_cashier_day" ON "cashier_days" USING btree ("cashier_id","day");--> statement-breakpoint
CREATE INDEX "cashier_days_status" ON "cashier_days" USING btree ("status","day");--> statement-breakpoint
CREATE UNIQUE INDEX "receipt_cancellations_waiting" ON "receipt_cancellations" USING btree ("order_id") WHERE "receipt_cancellations"."decision" is null;--> statement-breakpoint
ALTER TABLE "fee_payment_orders" ADD CONSTRAINT "fee_payment_orders_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fee_payment_orders_cashier_day" ON "fee_payment_orders" USING btree ("created_by","collected_on") WHERE "fee_payment_orders"."channel" = 'counter';--> statement-breakpoint
ALTER TABLE "fee_payment_orders" ADD CONSTRAINT "fee_payment_orders_counter_day" CHECK ("fee_payment_orders"."channel" = 'online' or ("fee_payment_orders"."channel" = 'counter' and "fee_payment_orders"."collected_on" is not null and "fee_payment_orders"."created_by" is not null));--> statement-breakpoint
ALTER TABLE "fee_payment_orders" ADD CONSTRAINT "fee_payment_orders_status_known" CHECK ("fee_payment_orders"."status" in ('CREATED', 'DUE', 'PAID', 'DROPPED', 'FAILED', 'OVERPAID', 'BOUNCED', 'CANCELLED'));
ALTER TABLE "fee_payment_orders" DROP CONSTRAINT "fee_payment_orders_status_known";--> statement-breakpoint
ALTER TABLE "admission_imports" ADD COLUMN "request_hash" varchar(64);--> statement-breakpoint
ALTER TABLE "admission_imports" ADD COLUMN "progress_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Older duplicates of an open order for the same line are retired (the newest stays open); a charge of one
-- that is paid after all is still recorded when confirmed, as a payment or as an overpayment to refund.
UPDATE "fee_payment_orders" o SET "status" = CASE WHEN o."status" = 'CREATED' THEN 'FAILED' ELSE 'DROPPED' END
  WHERE o."status" in ('CREATED', 'DUE') AND EXISTS (SELECT 1 FROM "fee_payment_orders" n WHERE n."student_id" = o."student_id"
  AND n."fee_structure_id" = o."fee_structure_id" AND n."status" in ('CREATED', 'DUE') AND n."id" > o."id");--> statement-breakpoint
CREATE UNIQUE INDEX "fee_payment_orders_open_line" ON "fee_payment_orders" USING btree ("student_id","fee_structure_id") WHERE "fee_payment_orders"."status" in ('CREATED', 'DUE');--> statement-breakpoint
ALTER TABLE "fee_payment_orders" ADD CONSTRAINT "fee_payment_orders_status_known" CHECK ("fee_payment_orders"."status" in ('CREATED', 'DUE', 'PAID', 'DROPPED', 'FAILED', 'OVERPAID'));
CREATE INDEX "fee_payment_orders_closed" ON "fee_payment_orders" USING btree ("closed_at") WHERE "fee_payment_orders"."closed_at" is not null;--> statement-breakpoint
CREATE INDEX "fee_receipts_issued" ON "fee_receipts" USING btree ("issued_at");--> statement-breakpoint
CREATE INDEX "fee_refunds_recorded" ON "fee_refunds" USING btree ("recorded_at");
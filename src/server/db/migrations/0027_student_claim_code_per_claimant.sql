DROP INDEX "student_claim_codes_one_live";--> statement-breakpoint
ALTER TABLE "student_claim_codes" ADD COLUMN "claimant" varchar(64) DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "student_claim_codes_one_per_claimant" ON "student_claim_codes" USING btree ("purpose","student_id","requester","claimant");
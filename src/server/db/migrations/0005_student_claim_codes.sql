CREATE TABLE "student_claim_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"purpose" varchar(20) NOT NULL,
	"student_id" integer NOT NULL,
	"requester" integer NOT NULL,
	"code_hash" varchar(64) NOT NULL,
	"salt" varchar(32) NOT NULL,
	"wrong_tries" smallint DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "student_claim_codes" ADD CONSTRAINT "student_claim_codes_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "student_claim_codes_one_live" ON "student_claim_codes" USING btree ("purpose","student_id","requester");--> statement-breakpoint
CREATE INDEX "student_claim_codes_expires" ON "student_claim_codes" USING btree ("expires_at");
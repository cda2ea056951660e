CREATE TABLE "parent_profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"mobile" varchar(10) NOT NULL,
	"relation" varchar(8) NOT NULL,
	"address" varchar(300) DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "parent_profiles_relation" CHECK ("parent_profiles"."relation" in ('Father', 'Mother', 'Guardian'))
);
--> statement-breakpoint
ALTER TABLE "parent_profiles" ADD CONSTRAINT "parent_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
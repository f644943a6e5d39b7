CREATE TABLE "size_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"clothing" text,
	"footwear" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "size_profiles" ADD CONSTRAINT "size_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
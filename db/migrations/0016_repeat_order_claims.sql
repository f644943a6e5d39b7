CREATE TABLE "repeat_order_claims" (
	"user_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "repeat_order_claims_user_id_order_id_pk" PRIMARY KEY("user_id","order_id")
);
--> statement-breakpoint
ALTER TABLE "repeat_order_claims" ADD CONSTRAINT "repeat_order_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repeat_order_claims" ADD CONSTRAINT "repeat_order_claims_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
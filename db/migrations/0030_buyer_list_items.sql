CREATE TYPE "public"."buyer_list" AS ENUM('wishlist', 'viewed');--> statement-breakpoint
CREATE TABLE "buyer_list_items" (
	"user_id" uuid NOT NULL,
	"list" "buyer_list" NOT NULL,
	"product_id" integer NOT NULL,
	"added_at" timestamp with time zone NOT NULL,
	CONSTRAINT "buyer_list_items_user_id_list_product_id_pk" PRIMARY KEY("user_id","list","product_id")
);
--> statement-breakpoint
ALTER TABLE "buyer_list_items" ADD CONSTRAINT "buyer_list_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_list_items" ADD CONSTRAINT "buyer_list_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
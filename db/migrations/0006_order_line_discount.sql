ALTER TABLE "order_items" ADD COLUMN "size_name" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "discount_kopecks" integer DEFAULT 0 NOT NULL;
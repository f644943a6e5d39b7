ALTER TABLE "order_items" ALTER COLUMN "discount_kopecks" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "line_total_kopecks" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "shipping_fee_kopecks" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "subtotal_kopecks" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "discount_kopecks" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "payment_fee_kopecks" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "total_kopecks" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "promocode_redemptions" ALTER COLUMN "discount_kopecks" SET DATA TYPE bigint;
DROP INDEX "orders_idempotency_key";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_fee_kopecks" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "idempotency_scope" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "request_hash" text;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_idempotency_key" ON "orders" USING btree ("idempotency_scope","idempotency_key");
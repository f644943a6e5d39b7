ALTER TABLE "orders" ADD COLUMN "payment_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "telegram_payment_charge_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "provider_payment_charge_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_telegram_charge_key" ON "orders" USING btree ("telegram_payment_charge_id");
ALTER TYPE "public"."payment_method" ADD VALUE 'yookassa';--> statement-breakpoint
ALTER TABLE "payment_problems" ALTER COLUMN "telegram_charge_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "yookassa_payment_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "yookassa_idempotence_key" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "yookassa_confirmation_url" text;--> statement-breakpoint
ALTER TABLE "payment_problems" ADD COLUMN "yookassa_payment_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_yookassa_payment_key" ON "orders" USING btree ("yookassa_payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_problems_yookassa_payment_key" ON "payment_problems" USING btree ("yookassa_payment_id");
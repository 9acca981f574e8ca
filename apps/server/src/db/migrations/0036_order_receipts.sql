ALTER TABLE "orders" ADD COLUMN "receipt_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_receipt_number_unique" UNIQUE("receipt_number");--> statement-breakpoint
CREATE SEQUENCE "order_receipt_seq";

-- Issue 18 (admin part 2): an order keeps where its parcel goes as fields of its own (not only inside
-- the billing JSON), and the language the customer ordered in, so mails about it are written in it.
ALTER TABLE "orders" ADD COLUMN "shipping_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_city" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_state" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_country" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_postal_code" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "language_id" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
-- Orders placed before: the shipping address is the billing one they were placed with.
UPDATE "orders" SET
	"shipping_name" = trim(concat_ws(' ', "billing"->>'firstName', "billing"->>'lastName')),
	"shipping_phone" = coalesce("billing"->>'mobileNo', ''),
	"shipping_address" = coalesce("billing"->>'address', ''),
	"shipping_city" = coalesce("billing"->>'city', ''),
	"shipping_state" = coalesce("billing"->>'state', ''),
	"shipping_country" = coalesce("billing"->>'country', ''),
	"shipping_postal_code" = coalesce("billing"->>'postalCode', '');

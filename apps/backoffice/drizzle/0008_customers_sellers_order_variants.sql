-- Issue 18 (admin part 2): a customer account staff can disable; a seller request remembers its
-- language, who decided it, when, why it was rejected and the vendor it became; an order line
-- remembers the variant its stock came from, so a cancel or a refund can return it there.
ALTER TABLE "order_items" ADD COLUMN "variant_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vendor_requests" ADD COLUMN "language_id" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "vendor_requests" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vendor_requests" ADD COLUMN "decided_by" integer;--> statement-breakpoint
ALTER TABLE "vendor_requests" ADD COLUMN "rejection_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "vendor_requests" ADD COLUMN "vendor_id" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_requests" ADD CONSTRAINT "vendor_requests_decided_by_staff_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_requests" ADD CONSTRAINT "vendor_requests_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Lines ordered before this release: the variant their chosen colour and size name (attribute 1 is
-- the colour, 2 the size), or the product's only variant when it offers neither.
UPDATE "order_items" AS item
   SET "variant_id" = variant.id
  FROM "product_variants" AS variant
 WHERE item."variant_id" IS NULL
   AND variant.product_id = item.product_id
   AND variant.color_id IS NOT DISTINCT FROM (
         SELECT (choice->>'PrimaryKeyValue')::int FROM jsonb_array_elements(item.selected_attributes) AS choice
          WHERE (choice->>'ProductAttributeID')::int = 1 LIMIT 1)
   AND variant.size_id IS NOT DISTINCT FROM (
         SELECT (choice->>'PrimaryKeyValue')::int FROM jsonb_array_elements(item.selected_attributes) AS choice
          WHERE (choice->>'ProductAttributeID')::int = 2 LIMIT 1);

DROP INDEX "products_popular_idx";--> statement-breakpoint
DROP INDEX "product_translations_search_idx";--> statement-breakpoint
DROP INDEX "products_effective_price_idx";--> statement-breakpoint
DROP INDEX "products_created_idx";--> statement-breakpoint
ALTER TABLE "product_translations" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', translate(regexp_replace("name" || ' ' || "short_description" || ' ' || regexp_replace("full_description", '<[^>]*>', ' ', 'g'), '[\u064B-\u065F\u0670\u0640]', '', 'g'), 'أإآٱ', 'اااا'))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "products_featured_idx" ON "products" USING btree ("is_popular" DESC NULLS LAST,"rating_average" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "products_reviewed_idx" ON "products" USING btree ("total_reviews" DESC NULLS LAST,"rating_average" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "product_translations_search_idx" ON "product_translations" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "products_effective_price_idx" ON "products" USING btree ("effective_price","id");--> statement-breakpoint
CREATE INDEX "products_created_idx" ON "products" USING btree ("created_at","id");
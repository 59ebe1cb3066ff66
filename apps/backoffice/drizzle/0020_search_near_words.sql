-- A search whose words find nothing was tried again by every product's names, a letter or two off (trigram word
-- similarity over products.search_names): at 100,000 products 1.4 s for one search. A misspelt word is near a
-- word of the catalogue's vocabulary (search_words, 0013: some hundreds of words however many products there
-- are), as "Did you mean" finds it. The near search is now a full-text query: each typed word is itself or one
-- of the three vocabulary words most similar to it, and every typed word must be met. The full-text index then
-- answers it as it answers any search, and the names kept for the trigram search, and their index, go.
CREATE OR REPLACE FUNCTION shop_refresh_product_search() RETURNS trigger
  LANGUAGE plpgsql
AS $$
BEGIN
  UPDATE products p
     SET search_vector = found.search_vector, name_vector = found.name_vector
    FROM (SELECT t.product_id,
                 shop_search_vector(string_agg(t.name || ' ' || t.short_description || ' ' || t.full_description, ' ')) AS search_vector,
                 shop_search_vector(string_agg(t.name, ' ')) AS name_vector
            FROM product_translations t
           WHERE t.product_id IN (SELECT changed.product_id FROM changed)
           GROUP BY t.product_id) AS found
   WHERE p.id = found.product_id;
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP INDEX "products_search_names_trgm_idx";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "search_names";--> statement-breakpoint
-- Each vocabulary word's own query, worked out when the word joins (a query is half a millisecond to make); a
-- migration that changes shop_search_query works them out again (UPDATE search_words SET word = word).
ALTER TABLE "search_words" ADD COLUMN "query" "tsquery" GENERATED ALWAYS AS (shop_search_query(word, true)) STORED;--> statement-breakpoint
CREATE AGGREGATE shop_tsquery_and(tsquery) (SFUNC = tsquery_and, STYPE = tsquery);--> statement-breakpoint
CREATE AGGREGATE shop_tsquery_or(tsquery) (SFUNC = tsquery_or, STYPE = tsquery);--> statement-breakpoint
-- NULL when no typed word means anything (a stop word near no vocabulary word gives an empty query, left out).
CREATE OR REPLACE FUNCTION shop_near_query(term text) RETURNS tsquery
  LANGUAGE sql STABLE PARALLEL SAFE STRICT
AS $$
  SELECT shop_tsquery_and(near.query)
    FROM (SELECT word FROM regexp_split_to_table(shop_search_text(term), ' ') WITH ORDINALITY AS t(word, place)
           WHERE word <> '' ORDER BY place LIMIT 8) AS typed
   CROSS JOIN LATERAL (
         SELECT shop_tsquery_or(alternative.query) AS query
           FROM (SELECT shop_search_query(typed.word) AS query
                 UNION ALL
                 (SELECT s.query FROM search_words s
                   WHERE s.word % typed.word
                   ORDER BY similarity(s.word, typed.word) DESC, s.word
                   LIMIT 3)) AS alternative
          WHERE numnode(alternative.query) > 0) AS near
   WHERE near.query IS NOT NULL
$$;

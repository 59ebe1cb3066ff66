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
-- One typed word as a query's text (0012's rules, and 0019's for an article and one letter): its stem, begun
-- unless whole words are asked for; an Arabic word starting with و ب ل ك ف also as the rest of it; the article
-- (or و ب ك ف with it, or لل) and one letter also as the words starting with that letter. A plain expression,
-- so PostgreSQL inlines it where it is called instead of planning a function each time.
CREATE OR REPLACE FUNCTION shop_search_alternative(word text, whole_words boolean) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT '(' || shop_search_stem(word) || CASE WHEN whole_words THEN '' ELSE ':*' END
    || CASE WHEN word ~ '^[وبلكف][\u0621-\u064A]{3,}$' THEN ' | ' || shop_search_stem(substr(word, 2)) ELSE '' END
    || CASE WHEN NOT whole_words AND word ~ '^(ال|وال|بال|كال|فال|لل)[\u0621-\u064A]$'
            THEN ' | ' || right(word, 1) || ':*' ELSE '' END
    || ')'
$$;--> statement-breakpoint
-- shop_search_query as 0019 made it, its words' alternatives from shop_search_alternative.
CREATE OR REPLACE FUNCTION shop_search_query(term text, whole_words boolean DEFAULT false) RETURNS tsquery
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
AS $$
  WITH words AS (
    SELECT word, place FROM regexp_split_to_table(shop_search_text(term), ' ') WITH ORDINALITY AS t(word, place)
     WHERE word <> '' ORDER BY place LIMIT 8
  ), alternatives AS (
    SELECT place, word, shop_search_alternative(word, whole_words) AS alternative FROM words
  )
  SELECT CASE
    WHEN count(*) = 0 THEN NULL
    WHEN count(*) = 1 THEN to_tsquery('english'::regconfig, min(alternative))
    ELSE to_tsquery('english'::regconfig, string_agg(alternative, ' & ' ORDER BY place))
      || to_tsquery('english'::regconfig, string_agg(word, '' ORDER BY place) || CASE WHEN whole_words THEN '' ELSE ':*' END)
  END
  FROM alternatives
$$;--> statement-breakpoint
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
           FROM (SELECT to_tsquery('english'::regconfig, shop_search_alternative(typed.word, false)) AS query
                 UNION ALL
                 (SELECT s.query FROM search_words s
                   WHERE s.word % typed.word
                   ORDER BY similarity(s.word, typed.word) DESC, s.word
                   LIMIT 3)) AS alternative
          WHERE numnode(alternative.query) > 0) AS near
   WHERE near.query IS NOT NULL
$$;

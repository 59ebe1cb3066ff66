-- Search that understands how shoppers type (issue 21), in one place for the catalogue and the term: the
-- shop_search_* functions below make both. A product is searched by all its translations at once (so a
-- term may mix English and Arabic words), kept on the products table by triggers on product_translations.
--
-- shop_search_text: lower case; HTML tags, Arabic short vowels, shadda, sukun, dagger alef, tatweel and
-- apostrophes dropped (Za'atar = zaatar); the forms of alef made one, alef maqsura made ya, ta marbuta made
-- ha; anything that is not a letter or digit a space; words one space apart.
CREATE OR REPLACE FUNCTION shop_search_text(input text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
AS $$
  SELECT btrim(regexp_replace(
    translate(
      regexp_replace(lower(regexp_replace(input, '<[^>]*>', ' ', 'g')), '[\u064B-\u065F\u0670\u0640''’ʼ`´]', '', 'g'),
      'أإآٱىة', 'اااايه'),
    '[^a-z0-9\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u00FF\u0621-\u064A\u0660-\u0669]+', ' ', 'g'))
$$;--> statement-breakpoint
-- shop_search_stem: one normalised word, lightly stemmed when Arabic: the article and its attached forms
-- (ال وال بال كال فال لل) go when two letters or more are left; then a plural or feminine ending (ات ون ين
-- ان when five letters or more, the ه of a ta marbuta when four or more). English words are stemmed by the
-- 'english' text-search configuration afterwards.
CREATE OR REPLACE FUNCTION shop_search_stem(word text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
AS $$
  SELECT CASE
    WHEN bare ~ '^[\u0621-\u064A]{5,}$' AND bare ~ '(ات|ون|ين|ان)$' THEN left(bare, -2)
    WHEN bare ~ '^[\u0621-\u064A]{4,}$' AND bare ~ 'ه$' THEN left(bare, -1)
    ELSE bare
  END
  FROM (SELECT CASE
          WHEN word ~ '^(وال|بال|كال|فال)[\u0621-\u064A]{2,}$' THEN substr(word, 4)
          WHEN word ~ '^(ال|لل)[\u0621-\u064A]{2,}$' THEN substr(word, 3)
          ELSE word
        END AS bare) AS article_dropped
$$;--> statement-breakpoint
-- shop_search_stems: a text's words, normalised and stemmed, one space apart.
CREATE OR REPLACE FUNCTION shop_search_stems(input text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
AS $$
  SELECT coalesce(string_agg(shop_search_stem(word), ' ' ORDER BY place), '')
    FROM regexp_split_to_table(shop_search_text(input), ' ') WITH ORDINALITY AS words(word, place)
   WHERE word <> ''
$$;--> statement-breakpoint
-- shop_search_vector: what a text is searched by; English words stemmed, English stop words left out.
CREATE OR REPLACE FUNCTION shop_search_vector(input text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
AS $$
  SELECT to_tsvector('english'::regconfig, shop_search_stems(input))
$$;--> statement-breakpoint
-- shop_search_query: a shopper's term as a query over shop_search_vector. Every word (at most eight) must
-- start a word of the text (or, with whole_words, be one), stemmed as the text was; a word that begins with
-- و ب ل ك ف may also be read without it when the rest is itself a word of the text (وزيت, بزيتون); and the
-- words written together also count (za atar = zaatar). Only letters and digits reach to_tsquery, so no
-- query syntax can come from the term. NULL (matching nothing) when the term holds no word.
CREATE OR REPLACE FUNCTION shop_search_query(term text, whole_words boolean DEFAULT false) RETURNS tsquery
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
AS $$
  WITH words AS (
    SELECT word, place FROM regexp_split_to_table(shop_search_text(term), ' ') WITH ORDINALITY AS t(word, place)
     WHERE word <> '' ORDER BY place LIMIT 8
  ), alternatives AS (
    SELECT place, word,
           '(' || shop_search_stem(word) || CASE WHEN whole_words THEN '' ELSE ':*' END
             || CASE WHEN word ~ '^[وبلكف][\u0621-\u064A]{3,}$' THEN ' | ' || shop_search_stem(substr(word, 2)) ELSE '' END
             || ')' AS alternative
      FROM words
  )
  SELECT CASE
    WHEN count(*) = 0 THEN NULL
    WHEN count(*) = 1 THEN to_tsquery('english'::regconfig, min(alternative))
    ELSE to_tsquery('english'::regconfig, string_agg(alternative, ' & ' ORDER BY place))
      || to_tsquery('english'::regconfig, string_agg(word, '' ORDER BY place) || CASE WHEN whole_words THEN '' ELSE ':*' END)
  END
  FROM alternatives
$$;--> statement-breakpoint
DROP INDEX "product_translations_search_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector" "tsvector" DEFAULT ''::tsvector NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "name_vector" "tsvector" DEFAULT ''::tsvector NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_names" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "products_name_vector_idx" ON "products" USING gin ("name_vector");--> statement-breakpoint
CREATE INDEX "products_search_names_trgm_idx" ON "products" USING gin ("search_names" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "product_translations" DROP COLUMN "search_vector";;--> statement-breakpoint
-- The products' search columns from their translations, for the products named in `changed`.
CREATE OR REPLACE FUNCTION shop_refresh_product_search() RETURNS trigger
  LANGUAGE plpgsql
AS $$
BEGIN
  UPDATE products p
     SET search_vector = found.search_vector, name_vector = found.name_vector, search_names = found.search_names
    FROM (SELECT t.product_id,
                 shop_search_vector(string_agg(t.name || ' ' || t.short_description || ' ' || t.full_description, ' ')) AS search_vector,
                 shop_search_vector(string_agg(t.name, ' ')) AS name_vector,
                 shop_search_text(string_agg(t.name, ' ' ORDER BY t.language_id)) AS search_names
            FROM product_translations t
           WHERE t.product_id IN (SELECT changed.product_id FROM changed)
           GROUP BY t.product_id) AS found
   WHERE p.id = found.product_id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER product_translations_search_on_insert AFTER INSERT ON product_translations
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION shop_refresh_product_search();--> statement-breakpoint
CREATE TRIGGER product_translations_search_on_update AFTER UPDATE ON product_translations
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION shop_refresh_product_search();--> statement-breakpoint
CREATE TRIGGER product_translations_search_on_delete AFTER DELETE ON product_translations
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION shop_refresh_product_search();--> statement-breakpoint
UPDATE product_translations SET name = name;

CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL,
	"display" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_words_word_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
-- The words of a name as written: lower case, split at anything that is not a letter, a digit, an Arabic mark or
-- an apostrophe, apostrophes trimmed at the ends; each with its normalised form (shop_search_text, 0012).
CREATE OR REPLACE FUNCTION shop_name_words(name text) RETURNS TABLE (word text, display text)
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
AS $$
  SELECT DISTINCT ON (shop_search_text(written)) shop_search_text(written), written
    FROM (SELECT btrim(piece, '''’ʼ`´') AS written
            FROM regexp_split_to_table(lower(name),
                 '[^a-z0-9\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u00FF\u0621-\u0670''’ʼ`´]+') AS piece) AS pieces
   WHERE shop_search_text(written) ~ '^[^ ]{2,}$' AND shop_search_text(written) !~ '^[0-9\u0660-\u0669]+$'
   ORDER BY shop_search_text(written), written
$$;--> statement-breakpoint
-- The names a category is known by: its own and its name in every language it is translated into.
CREATE OR REPLACE FUNCTION shop_category_names(name text, localized jsonb) RETURNS SETOF text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT name
  UNION ALL
  SELECT names.value ->> 'name' FROM jsonb_each(COALESCE(localized, '{}'::jsonb)) AS names
   WHERE jsonb_typeof(names.value) = 'object'
$$;--> statement-breakpoint
-- The words of these names join the vocabulary; a word already there stays as it is, and so does a word whose
-- product is gone (harmless: a correction is offered only when it finds products).
CREATE OR REPLACE FUNCTION shop_add_words(names text[]) RETURNS void
  LANGUAGE sql
AS $$
  INSERT INTO search_words (word, display)
  SELECT DISTINCT ON (w.word) w.word, w.display
    FROM unnest(names) AS named(name), shop_name_words(named.name) AS w
   ORDER BY w.word, w.display
  ON CONFLICT (word) DO NOTHING
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION shop_add_product_words() RETURNS trigger
  LANGUAGE plpgsql
AS $$
BEGIN
  PERFORM shop_add_words(ARRAY(SELECT changed.name FROM changed));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION shop_add_category_words() RETURNS trigger
  LANGUAGE plpgsql
AS $$
BEGIN
  PERFORM shop_add_words(ARRAY(SELECT named FROM changed, shop_category_names(changed.name, changed.localized) AS named));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER product_translations_words_on_insert AFTER INSERT ON product_translations
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION shop_add_product_words();--> statement-breakpoint
CREATE TRIGGER product_translations_words_on_update AFTER UPDATE ON product_translations
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION shop_add_product_words();--> statement-breakpoint
CREATE TRIGGER categories_words_on_insert AFTER INSERT ON categories
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION shop_add_category_words();--> statement-breakpoint
CREATE TRIGGER categories_words_on_update AFTER UPDATE ON categories
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION shop_add_category_words();--> statement-breakpoint
-- The catalogue as it stands.
SELECT shop_add_words(ARRAY(SELECT name FROM product_translations
                            UNION
                            SELECT named FROM categories, shop_category_names(categories.name, categories.localized) AS named));

-- A shopper typing an Arabic word types its article first: "الخ" on the way to "الخشب". The catalogue keeps
-- its words without the article (0012 drops it when two letters or more are left), so "الخ" started no word
-- of it, found nothing, and fell back to the slow search by similar names. A word still being typed that is
-- the article (or و ب ك ف with it, or لل) and one letter now also starts the words beginning with that
-- letter. Everything else is shop_search_query as 0012 made it.
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
             || CASE WHEN NOT whole_words AND word ~ '^(ال|وال|بال|كال|فال|لل)[\u0621-\u064A]$'
                     THEN ' | ' || right(word, 1) || ':*' ELSE '' END
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
$$;

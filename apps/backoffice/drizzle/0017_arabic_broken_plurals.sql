-- Arabic plurals made inside the word rather than by an ending ("broken" plurals: أثواب of ثوب, هدايا of
-- هدية, وسائد of وسادة) are read as their singular, in the catalogue and in a shopper's term alike, so
-- either finds the other (issue 21). The list holds those a shop of this kind's shoppers type (clothes,
-- crafts, kitchen, food, jewellery, gifts, books), written as shop_search_text (0012) leaves them; a plural
-- whose singular already stems to the same word (علب, سلال) needs no entry. Its singular then loses its
-- endings like any other word (هديه → هدي, as هدية does).
CREATE OR REPLACE FUNCTION shop_search_singular(word text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
AS $$
  SELECT COALESCE('{
    "اثواب": "ثوب", "فساتين": "فستان", "قمصان": "قميص", "بلايز": "بلوزه", "اقمشه": "قماش", "اوشحه": "وشاح",
    "ازياء": "زي", "احذيه": "حذاء", "خيوط": "خيط", "حقائب": "حقيبه", "وسائد": "وساده", "اغطيه": "غطاء",
    "سجاجيد": "سجاده", "ستائر": "ستاره", "مفارش": "مفرش", "اكواب": "كوب", "صحون": "صحن", "اطباق": "طبق",
    "صواني": "صينيه", "اوعيه": "وعاء", "اواني": "اناء", "جرار": "جره", "اباريق": "ابريق", "مصابيح": "مصباح",
    "فوانيس": "فانوس", "شموع": "شمعه", "ملاعق": "ملعقه", "صناديق": "صندوق", "هدايا": "هديه", "قلائد": "قلاده",
    "اساور": "سوار", "اسوره": "سوار", "اقراط": "قرط", "خواتم": "خاتم", "عقود": "عقد", "تمور": "تمر",
    "زيوت": "زيت", "اعشاب": "عشب", "حبوب": "حب", "املاح": "ملح", "عطور": "عطر", "كتب": "كتاب", "قصص": "قصه",
    "اغاني": "اغنيه", "اغان": "اغنيه", "نقوش": "نقش", "نجوم": "نجمه", "الوان": "لون", "اطفال": "طفل",
    "العاب": "لعبه", "دمي": "دميه", "ادوات": "اداه"
  }'::jsonb ->> word, word)
$$;--> statement-breakpoint
-- shop_search_stem as in 0012, with the plural read as its singular once the article is gone.
CREATE OR REPLACE FUNCTION shop_search_stem(word text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
AS $$
  SELECT CASE
    WHEN bare ~ '^[\u0621-\u064A]{5,}$' AND bare ~ '(ات|ون|ين|ان)$' THEN left(bare, -2)
    WHEN bare ~ '^[\u0621-\u064A]{4,}$' AND bare ~ 'ه$' THEN left(bare, -1)
    ELSE bare
  END
  FROM (SELECT shop_search_singular(CASE
          WHEN word ~ '^(وال|بال|كال|فال)[\u0621-\u064A]{2,}$' THEN substr(word, 4)
          WHEN word ~ '^(ال|لل)[\u0621-\u064A]{2,}$' THEN substr(word, 3)
          ELSE word
        END) AS bare) AS article_dropped
$$;--> statement-breakpoint
-- The catalogue searched by the new stems (the search columns are the triggers' of 0012).
UPDATE product_translations SET name = name;

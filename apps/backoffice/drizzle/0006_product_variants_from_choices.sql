-- Every product without variants gets the ones its choices make: one per colour × size of its
-- product_attribute_values (per colour, or per size, when it offers only one of them; a single
-- variant with neither when it offers none). A variant's price adjustment is what its colour and
-- size added before (a percentage taken of the product's effective price and rounded as the cart
-- rounds it, half up); the product's stock is shared out in display order, the remainder going
-- to the first variants, so the variants' sum stays the product's stock.
-- The seed and the catalogue generator run this same statement for the products they add
-- (src/seed/product-variants.ts), so a fresh shop gets exactly what an upgraded one gets.
WITH choice AS (
  SELECT v.product_id, v.attribute_id, v.value_key, v.display_order, v.id,
         CASE WHEN v.value_type = 2
              THEN floor(p.effective_price * v.additional_price / 10000.0 + 0.5)::int
              ELSE v.additional_price END AS extra
    FROM product_attribute_values v
    JOIN products p ON p.id = v.product_id
   WHERE (v.attribute_id = 1 AND EXISTS (SELECT 1 FROM colors c WHERE c.id = v.value_key))
      OR (v.attribute_id = 2 AND EXISTS (SELECT 1 FROM sizes s WHERE s.id = v.value_key))
),
combination AS (
  SELECT p.id AS product_id, p.stock_quantity AS stock,
         colour.value_key AS color_id, size.value_key AS size_id,
         COALESCE(colour.extra, 0) + COALESCE(size.extra, 0) AS price_adjustment,
         row_number() OVER (PARTITION BY p.id
                            ORDER BY colour.display_order, colour.id, size.display_order, size.id) - 1 AS position,
         count(*) OVER (PARTITION BY p.id) AS variant_count
    FROM products p
    LEFT JOIN choice colour ON colour.product_id = p.id AND colour.attribute_id = 1
    LEFT JOIN choice size ON size.product_id = p.id AND size.attribute_id = 2
   WHERE NOT EXISTS (SELECT 1 FROM product_variants existing WHERE existing.product_id = p.id)
)
INSERT INTO product_variants (product_id, color_id, size_id, sku, price_adjustment, stock_quantity, display_order)
SELECT product_id, color_id, size_id, '', price_adjustment,
       stock / variant_count + CASE WHEN position < stock % variant_count THEN 1 ELSE 0 END,
       position
  FROM combination;

-- Every change of a product's or a variant's stock, whichever path made it (an order, a refund that
-- restocks, the admin, a CSV import), tells every instance listening on `shop_changes` which product
-- it was, when its transaction commits: the storefronts drop that product's cached pages. NOTIFY sends
-- one notice per product and transaction however many rows changed.
CREATE FUNCTION shop_product_stock_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('shop_changes', 'db:stock:' || NEW.id);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION shop_variant_stock_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('shop_changes', 'db:stock:' || NEW.product_id);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER products_stock_changed AFTER UPDATE OF stock_quantity ON products
  FOR EACH ROW WHEN (OLD.stock_quantity IS DISTINCT FROM NEW.stock_quantity)
  EXECUTE FUNCTION shop_product_stock_changed();--> statement-breakpoint
CREATE TRIGGER product_variants_stock_changed AFTER UPDATE OF stock_quantity ON product_variants
  FOR EACH ROW WHEN (OLD.stock_quantity IS DISTINCT FROM NEW.stock_quantity)
  EXECUTE FUNCTION shop_variant_stock_changed();

-- products.total_stock is derived from the variants; keeping it in a trigger means no write path can forget it.
CREATE OR REPLACE FUNCTION refresh_product_total_stock() RETURNS trigger AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE products SET total_stock = COALESCE((SELECT SUM(quantity) FROM product_variants WHERE product_id = OLD.product_id), 0)
    WHERE id = OLD.product_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND (TG_OP = 'INSERT' OR NEW.product_id IS DISTINCT FROM OLD.product_id OR NEW.quantity IS DISTINCT FROM OLD.quantity) THEN
    UPDATE products SET total_stock = COALESCE((SELECT SUM(quantity) FROM product_variants WHERE product_id = NEW.product_id), 0)
    WHERE id = NEW.product_id;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER product_variants_total_stock
AFTER INSERT OR UPDATE OR DELETE ON product_variants
FOR EACH ROW EXECUTE FUNCTION refresh_product_total_stock();

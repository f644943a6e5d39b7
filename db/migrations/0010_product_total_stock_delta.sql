-- products.total_stock moves by each variant's change instead of being summed again: a sum read by a transaction
-- that waited for another's lock on the product was taken before that transaction committed, so two orders of
-- different variants of one product at the same moment left a total short of the variants' sum. An increment is
-- applied to the product row as it is once the lock is granted, so concurrent changes add up.
CREATE OR REPLACE FUNCTION refresh_product_total_stock() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE products SET total_stock = total_stock + NEW.quantity WHERE id = NEW.product_id;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE products SET total_stock = total_stock - OLD.quantity WHERE id = OLD.product_id;
  ELSIF NEW.product_id IS DISTINCT FROM OLD.product_id THEN
    UPDATE products SET total_stock = total_stock - OLD.quantity WHERE id = OLD.product_id;
    UPDATE products SET total_stock = total_stock + NEW.quantity WHERE id = NEW.product_id;
  ELSIF NEW.quantity IS DISTINCT FROM OLD.quantity THEN
    UPDATE products SET total_stock = total_stock + (NEW.quantity - OLD.quantity) WHERE id = NEW.product_id;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
UPDATE products p SET total_stock = v.total
FROM (
  SELECT p2.id, COALESCE(SUM(pv.quantity), 0)::int AS total
  FROM products p2 LEFT JOIN product_variants pv ON pv.product_id = p2.id
  GROUP BY p2.id
) v
WHERE v.id = p.id AND p.total_stock IS DISTINCT FROM v.total;

-- A category's product_count (its active products and those of its subcategories) follows every write that can
-- change it: products added, removed, activated, deactivated or moved, and categories moved in the tree. One
-- statement-level recount per such statement: the active products are grouped by category once, and only
-- categories whose count differs are written (so the product-card trigger on categories is not woken).
CREATE OR REPLACE FUNCTION category_product_counts_recount() RETURNS integer AS $$
DECLARE
  changed integer;
BEGIN
  WITH per_category AS (
    SELECT pc.path, count(*)::int AS n
    FROM products p JOIN categories pc ON pc.id = p.category_id
    WHERE p.is_active
    GROUP BY pc.path
  ), totals AS (
    SELECT c.id, coalesce((SELECT sum(n) FROM per_category WHERE per_category.path LIKE c.path || '%'), 0)::int AS n
    FROM categories c
  )
  UPDATE categories c SET product_count = totals.n
  FROM totals
  WHERE totals.id = c.id AND c.product_count <> totals.n;
  GET DIAGNOSTICS changed = ROW_COUNT;
  RETURN changed;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION category_product_counts_refresh() RETURNS trigger AS $$
BEGIN
  PERFORM category_product_counts_recount();
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER products_category_counts_insert_delete AFTER INSERT OR DELETE ON products
FOR EACH STATEMENT EXECUTE FUNCTION category_product_counts_refresh();
--> statement-breakpoint
CREATE TRIGGER products_category_counts_update AFTER UPDATE OF is_active, category_id ON products
FOR EACH STATEMENT EXECUTE FUNCTION category_product_counts_refresh();
--> statement-breakpoint
CREATE TRIGGER categories_category_counts_move AFTER UPDATE OF path ON categories
FOR EACH STATEMENT EXECUTE FUNCTION category_product_counts_refresh();
--> statement-breakpoint
SELECT category_product_counts_recount();

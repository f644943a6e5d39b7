-- Full-text search reads a narrow copy of what it needs (vector, active flag, sales) instead of the wide products
-- rows: a broad word such as «платье» matches thousands of products, and ranking them visits every match. Kept by
-- a trigger on products; products.search_vector (migration 0003) stays the source.
CREATE TABLE product_search (
  product_id integer PRIMARY KEY REFERENCES products (id) ON DELETE CASCADE,
  is_active boolean NOT NULL,
  sold_count integer NOT NULL,
  search_vector tsvector NOT NULL
);
--> statement-breakpoint
CREATE INDEX product_search_vector_idx ON product_search USING gin (search_vector);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_search_sync() RETURNS trigger AS $$
BEGIN
  INSERT INTO product_search (product_id, is_active, sold_count, search_vector)
  VALUES (NEW.id, NEW.is_active, NEW.sold_count, NEW.search_vector)
  ON CONFLICT (product_id) DO UPDATE
    SET is_active = excluded.is_active, sold_count = excluded.sold_count, search_vector = excluded.search_vector;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- name, description and category_id are the columns the search_vector trigger reads.
CREATE TRIGGER products_search_sync
AFTER INSERT OR UPDATE OF name, description, category_id, is_active, sold_count ON products
FOR EACH ROW EXECUTE FUNCTION product_search_sync();
--> statement-breakpoint
INSERT INTO product_search (product_id, is_active, sold_count, search_vector)
SELECT id, is_active, sold_count, search_vector FROM products;

-- A sale changes stock and sales counts only; these two triggers now wake for what they watch and no more.
--
-- The search dictionary follows a product's searchable text (name, description, category). As a statement
-- trigger with transition tables it could not name its columns (Postgres allows no column list there), so every
-- stock or sales update joined the old and new rows and scanned the dictionary for emptied words. Per row, it
-- wakes only when that text changed, and removes only the words it emptied.
DROP TRIGGER IF EXISTS products_search_words_update ON products;
--> statement-breakpoint
DROP FUNCTION IF EXISTS search_words_change();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_words_row_change() RETURNS trigger AS $$
DECLARE
  changed text[];
BEGIN
  WITH delta AS (
    SELECT w.word, -1 AS n
    FROM catalog_words(concat_ws(' ', OLD.name->>'ru', OLD.description->>'ru',
      (SELECT c.name->>'ru' FROM categories c WHERE c.id = OLD.category_id))) AS w(word)
    UNION ALL
    SELECT w.word, 1 AS n
    FROM catalog_words(concat_ws(' ', NEW.name->>'ru', NEW.description->>'ru',
      (SELECT c.name->>'ru' FROM categories c WHERE c.id = NEW.category_id))) AS w(word)
  ),
  summed AS (
    SELECT word, sum(n)::int AS n FROM delta GROUP BY word HAVING sum(n) <> 0
  ),
  counted AS (
    INSERT INTO search_words (word, product_count)
    SELECT word, n FROM summed
    ON CONFLICT (word) DO UPDATE SET product_count = search_words.product_count + excluded.product_count
    RETURNING word
  )
  SELECT array_agg(word) INTO changed FROM counted;
  DELETE FROM search_words WHERE word = ANY (changed) AND product_count <= 0;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER products_search_words_update
AFTER UPDATE OF name, description, category_id ON products
FOR EACH ROW
WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.description IS DISTINCT FROM NEW.description
  OR OLD.category_id IS DISTINCT FROM NEW.category_id)
EXECUTE FUNCTION search_words_row_change();
--> statement-breakpoint
-- Back in stock: only a variant going from none to some (or added with some) calls the function; a sale, which
-- only lowers stock, never does.
DROP TRIGGER IF EXISTS product_variants_back_in_stock ON product_variants;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION enqueue_back_in_stock() RETURNS trigger AS $$
BEGIN
  IF EXISTS (
    SELECT 1 FROM stock_subscriptions s
    WHERE s.product_id = NEW.product_id AND s.color_code = NEW.color_code AND s.size_code = NEW.size_code
  ) THEN
    INSERT INTO jobs (kind, key, payload)
    VALUES (
      'stock.back-in-stock',
      format('stock.back-in-stock:%s:%s:%s:%s', NEW.product_id, NEW.color_code, NEW.size_code,
        (extract(epoch from now()) * 1000000)::bigint),
      jsonb_build_object('productId', NEW.product_id, 'colorCode', NEW.color_code, 'sizeCode', NEW.size_code)
    )
    ON CONFLICT (key) DO NOTHING;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER product_variants_back_in_stock_insert
AFTER INSERT ON product_variants
FOR EACH ROW WHEN (NEW.quantity > 0)
EXECUTE FUNCTION enqueue_back_in_stock();
--> statement-breakpoint
CREATE TRIGGER product_variants_back_in_stock_update
AFTER UPDATE OF quantity ON product_variants
FOR EACH ROW WHEN (NEW.quantity > 0 AND OLD.quantity <= 0)
EXECUTE FUNCTION enqueue_back_in_stock();

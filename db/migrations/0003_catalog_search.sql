-- Storefront search and browsing (issue 3). Hand-written: drizzle-kit does not write tsvector columns, triggers,
-- trigram or partial indexes. Nothing here is in db/src/schema, so drizzle never selects or writes these objects;
-- the queries in db/src/queries/product-search.ts read them with SQL.
--
-- products.search_vector: Russian full text of the product's ru name (A), its category's name (B) and its ru
-- description (C), kept by a trigger so that every write path (admin, seed, bulk loaders) keeps it current.
ALTER TABLE products ADD COLUMN search_vector tsvector NOT NULL DEFAULT ''::tsvector;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_search_vector() RETURNS trigger AS $$
DECLARE
  category_name text;
BEGIN
  SELECT name->>'ru' INTO category_name FROM categories WHERE id = NEW.category_id;
  NEW.search_vector :=
    setweight(to_tsvector('russian', coalesce(NEW.name->>'ru', '')), 'A') ||
    setweight(to_tsvector('russian', coalesce(category_name, '')), 'B') ||
    setweight(to_tsvector('russian', coalesce(NEW.description->>'ru', '')), 'C');
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER products_search_vector
BEFORE INSERT OR UPDATE OF name, description, category_id ON products
FOR EACH ROW EXECUTE FUNCTION products_search_vector();
--> statement-breakpoint
CREATE INDEX products_search_vector_idx ON products USING gin (search_vector);
--> statement-breakpoint
-- The dictionary of distinct catalogue words (length 3 and more, not bare numbers) with the number of products
-- using each. Typo tolerance runs trigram similarity over these few thousand words rather than over whole names.
CREATE TABLE search_words (
  word text PRIMARY KEY,
  product_count integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX search_words_word_trgm_idx ON search_words USING gin (word gin_trgm_ops);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalog_words(document text) RETURNS SETOF text AS $$
  SELECT DISTINCT word
  FROM regexp_split_to_table(lower(coalesce(document, '')), '[^[:alnum:]]+') AS word
  WHERE length(word) >= 3 AND word !~ '^[0-9]+$'
$$ LANGUAGE sql IMMUTABLE PARALLEL SAFE;
--> statement-breakpoint
-- Statement-level triggers with transition tables: a bulk insert of 100,000 products updates the dictionary once.
CREATE OR REPLACE FUNCTION search_words_add() RETURNS trigger AS $$
BEGIN
  INSERT INTO search_words (word, product_count)
  SELECT w.word, count(*)::int
  FROM new_rows n
  LEFT JOIN categories c ON c.id = n.category_id
  CROSS JOIN LATERAL catalog_words(concat_ws(' ', n.name->>'ru', n.description->>'ru', c.name->>'ru')) AS w(word)
  GROUP BY w.word
  ON CONFLICT (word) DO UPDATE SET product_count = search_words.product_count + excluded.product_count;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_words_remove() RETURNS trigger AS $$
BEGIN
  UPDATE search_words s SET product_count = s.product_count - gone.n
  FROM (
    SELECT w.word, count(*)::int AS n
    FROM old_rows o
    LEFT JOIN categories c ON c.id = o.category_id
    CROSS JOIN LATERAL catalog_words(concat_ws(' ', o.name->>'ru', o.description->>'ru', c.name->>'ru')) AS w(word)
    GROUP BY w.word
  ) gone
  WHERE s.word = gone.word;
  DELETE FROM search_words WHERE product_count <= 0;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- Updates that leave the searchable text alone (stock, prices, flags) cost one join and change nothing.
CREATE OR REPLACE FUNCTION search_words_change() RETURNS trigger AS $$
BEGIN
  WITH changed AS (
    SELECT o.id FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE o.name IS DISTINCT FROM n.name
      OR o.description IS DISTINCT FROM n.description
      OR o.category_id IS DISTINCT FROM n.category_id
  ),
  delta AS (
    SELECT w.word, -1 AS n
    FROM old_rows o
    JOIN changed ch ON ch.id = o.id
    LEFT JOIN categories c ON c.id = o.category_id
    CROSS JOIN LATERAL catalog_words(concat_ws(' ', o.name->>'ru', o.description->>'ru', c.name->>'ru')) AS w(word)
    UNION ALL
    SELECT w.word, 1 AS n
    FROM new_rows nr
    JOIN changed ch ON ch.id = nr.id
    LEFT JOIN categories c ON c.id = nr.category_id
    CROSS JOIN LATERAL catalog_words(concat_ws(' ', nr.name->>'ru', nr.description->>'ru', c.name->>'ru')) AS w(word)
  ),
  summed AS (
    SELECT word, sum(n)::int AS n FROM delta GROUP BY word HAVING sum(n) <> 0
  )
  INSERT INTO search_words (word, product_count)
  SELECT word, n FROM summed
  ON CONFLICT (word) DO UPDATE SET product_count = search_words.product_count + excluded.product_count;
  DELETE FROM search_words WHERE product_count <= 0;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER products_search_words_insert
AFTER INSERT ON products REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION search_words_add();
--> statement-breakpoint
CREATE TRIGGER products_search_words_delete
AFTER DELETE ON products REFERENCING OLD TABLE AS old_rows
FOR EACH STATEMENT EXECUTE FUNCTION search_words_remove();
--> statement-breakpoint
CREATE TRIGGER products_search_words_update
AFTER UPDATE ON products REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION search_words_change();
--> statement-breakpoint
-- Rebuilds the dictionary from scratch; used after a category is renamed (rare) and by bulk loaders.
CREATE OR REPLACE FUNCTION refresh_search_words() RETURNS void AS $$
BEGIN
  DELETE FROM search_words;
  INSERT INTO search_words (word, product_count)
  SELECT w.word, count(*)::int
  FROM products p
  LEFT JOIN categories c ON c.id = p.category_id
  CROSS JOIN LATERAL catalog_words(concat_ws(' ', p.name->>'ru', p.description->>'ru', c.name->>'ru')) AS w(word)
  GROUP BY w.word;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- A renamed category changes the search text of its products: recompute their vectors, then the dictionary.
CREATE OR REPLACE FUNCTION categories_search_refresh() RETURNS trigger AS $$
BEGIN
  IF NEW.name IS DISTINCT FROM OLD.name THEN
    UPDATE products SET category_id = category_id WHERE category_id = NEW.id;
    PERFORM refresh_search_words();
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER categories_search_refresh
AFTER UPDATE OF name ON categories
FOR EACH ROW EXECUTE FUNCTION categories_search_refresh();
--> statement-breakpoint
-- Catalogue pages: each storefront sort reads an index in order and stops after one page.
CREATE INDEX products_active_newest_idx ON products (created_at DESC, id DESC) WHERE is_active;
--> statement-breakpoint
CREATE INDEX products_active_price_idx ON products (price_kopecks, id) WHERE is_active;
--> statement-breakpoint
CREATE INDEX products_active_popular_idx ON products (sold_count DESC, id DESC) WHERE is_active;
--> statement-breakpoint
-- Products that existed before this migration.
UPDATE products SET category_id = category_id;
--> statement-breakpoint
SELECT refresh_search_words();

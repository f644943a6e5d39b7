-- Product cards: each product's storefront list entry as ready JSON text (exactly what the API's list answer holds
-- for it), with the keys that lists filter and sort on. A list page is one index scan over 20 documents that the
-- server splices into its answer without parsing them. Statement-level triggers keep the cards current in the
-- same transaction as every write that changes what a card shows: products, variants (stock through orders and
-- cancels), images, colors, sizes and categories. The documents follow api/src/services/catalog/product-view.ts
-- (toProduct) and core's price rules; api/src/services/catalog/product-cards.test.ts checks them against that
-- path. Documents (about 2 KB) stay in the row uncompressed (toast_tuple_target), so reading a page decompresses
-- nothing.
CREATE TABLE product_cards (
  id integer PRIMARY KEY REFERENCES products (id) ON DELETE CASCADE,
  category_id integer NOT NULL,
  is_active boolean NOT NULL,
  is_new boolean NOT NULL,
  is_sale boolean NOT NULL,
  is_featured boolean NOT NULL,
  price_kopecks integer NOT NULL,
  total_stock integer NOT NULL,
  sold_count integer NOT NULL,
  created_at timestamp with time zone NOT NULL,
  doc text NOT NULL
) WITH (toast_tuple_target = 8160);
--> statement-breakpoint
CREATE INDEX product_cards_newest_idx ON product_cards (created_at DESC, id DESC) WHERE is_active;
--> statement-breakpoint
CREATE INDEX product_cards_price_idx ON product_cards (price_kopecks, id) WHERE is_active;
--> statement-breakpoint
CREATE INDEX product_cards_popular_idx ON product_cards (sold_count DESC, id DESC) WHERE is_active;
--> statement-breakpoint
-- A category page walks each category of the subtree in the page's order and merges them (see product-cards.ts).
CREATE INDEX product_cards_category_newest_idx ON product_cards (category_id, created_at DESC, id DESC) WHERE is_active;
--> statement-breakpoint
CREATE INDEX product_cards_category_price_idx ON product_cards (category_id, price_kopecks, id) WHERE is_active;
--> statement-breakpoint
CREATE INDEX product_cards_category_popular_idx ON product_cards (category_id, sold_count DESC, id DESC) WHERE is_active;
--> statement-breakpoint
-- How many active products each category holds, split by the new and sale flags: the total of a list filtered by
-- nothing but category and these flags is a sum over a few rows instead of a count over every matching product.
-- Stock is left out on purpose, so that orders never write here.
CREATE TABLE product_card_counts (
  category_id integer NOT NULL,
  is_new boolean NOT NULL,
  is_sale boolean NOT NULL,
  products integer NOT NULL,
  PRIMARY KEY (category_id, is_new, is_sale)
);
--> statement-breakpoint
-- JSON text without spaces, keys in jsonb's order (as the driver hands the object to the server).
CREATE OR REPLACE FUNCTION card_json(j jsonb) RETURNS text AS $$
BEGIN
  IF jsonb_typeof(j) = 'object' THEN
    RETURN '{' || coalesce((SELECT string_agg(to_json(e.key)::text || ':' || card_json(e.value), ',' ORDER BY e.n)
      FROM jsonb_each(j) WITH ORDINALITY AS e (key, value, n)), '') || '}';
  ELSIF jsonb_typeof(j) = 'array' THEN
    RETURN '[' || coalesce((SELECT string_agg(card_json(e.value), ',' ORDER BY e.n)
      FROM jsonb_array_elements(j) WITH ORDINALITY AS e (value, n)), '') || ']';
  END IF;
  RETURN j::text;
END;
$$ LANGUAGE plpgsql IMMUTABLE;
--> statement-breakpoint
-- Kopecks as roubles the way JavaScript prints kopecks / 100 (1999.5, 0.01, 12).
CREATE OR REPLACE FUNCTION card_roubles(kopecks bigint) RETURNS text AS $$
  SELECT trim_scale(kopecks::numeric / 100)::text;
$$ LANGUAGE sql IMMUTABLE;
--> statement-breakpoint
-- core's discountPercentOf: the given percent rounded, else the reduction of price against original in whole
-- percent (Math.round is half up: floor(x + 0.5)); null when there is none.
CREATE OR REPLACE FUNCTION card_discount_percent(price bigint, original bigint, given double precision)
RETURNS bigint AS $$
  SELECT CASE
    WHEN given IS NOT NULL AND given > 0 THEN floor(given + 0.5)::bigint
    WHEN price IS NULL OR original IS NULL OR original <= 0 OR price >= original THEN NULL
    ELSE nullif(greatest(floor((1 - price::double precision / original) * 100 + 0.5), 0), 0)::bigint
  END;
$$ LANGUAGE sql IMMUTABLE;
--> statement-breakpoint
-- The wholesale terms as the API shows them (core's wholesalePriceOf: the product's own wholesale price, else the
-- retail price less the percent taken to basis points, rounded half up once).
CREATE OR REPLACE FUNCTION card_wholesale(price bigint, terms jsonb) RETURNS text AS $$
DECLARE
  percent double precision := (terms ->> 'discountPercentage')::double precision;
  basis_points bigint;
  wholesale_price bigint;
BEGIN
  IF coalesce((terms ->> 'available')::boolean, false) THEN
    wholesale_price := (terms ->> 'wholesalePriceKopecks')::bigint;
    IF wholesale_price IS NULL AND percent IS NOT NULL THEN
      basis_points := least(10000, greatest(0, floor(percent * 100 + 0.5)));
      wholesale_price := floor(price::double precision * (10000 - basis_points) / 10000 + 0.5)::bigint;
    END IF;
  END IF;
  RETURN '{"available":' || coalesce((terms -> 'available')::text, 'null')
    || ',"enabled":' || coalesce((terms -> 'enabled')::text, 'null')
    || ',"minQuantity":' || coalesce((terms -> 'minQuantity')::text, 'null')
    || ',"wholesalePrice":' || coalesce(card_roubles(wholesale_price), 'null')
    || ',"discountPercentage":'
    || coalesce(CASE WHEN wholesale_price IS NOT NULL THEN card_discount_percent(wholesale_price, price, percent) END::text, 'null')
    || ',"savings":' || coalesce(card_roubles(price - wholesale_price), 'null') || '}';
END;
$$ LANGUAGE plpgsql IMMUTABLE;
--> statement-breakpoint
-- One product's list entry, byte for byte what JSON.stringify(toProduct(row)) gives.
CREATE OR REPLACE FUNCTION product_card_doc(pid integer) RETURNS text AS $$
DECLARE
  p products%ROWTYPE;
  category categories%ROWTYPE;
  images text;
  variants text;
  colors text;
  sizes text;
BEGIN
  SELECT * INTO p FROM products WHERE id = pid;
  IF NOT FOUND THEN
    RETURN NULL;
  END IF;
  SELECT * INTO category FROM categories WHERE id = p.category_id;
  SELECT coalesce(string_agg('{"url":' || to_json(i.url)::text
      || ',"isPrimary":' || i.is_primary
      || ',"type":"' || CASE WHEN i.type IN ('main', 'gallery', 'detail') THEN i.type ELSE 'gallery' END || '"'
      || ',"colorCode":' || coalesce(to_json(i.color_code)::text, 'null')
      || ',"order":' || i.sort_order
      || ',"width":' || coalesce(i.width::text, 'null')
      || ',"height":' || coalesce(i.height::text, 'null')
      || ',"alt":' || coalesce(to_json(i.alt)::text, 'null') || '}', ',' ORDER BY i.sort_order, i.id), '')
  INTO images
  FROM product_images i WHERE i.product_id = pid;
  WITH v AS (
    SELECT v.color_code, v.size_code, v.quantity, v.sku, sz.sort_order AS size_order,
      row_number() OVER (ORDER BY co.sort_order, sz.sort_order, v.id) AS n
    FROM product_variants v
    JOIN colors co ON co.code = v.color_code
    JOIN sizes sz ON sz.code = v.size_code
    WHERE v.product_id = pid
  )
  SELECT
    (SELECT coalesce(string_agg('{"colorCode":' || to_json(v.color_code)::text
        || ',"sizeCode":' || to_json(v.size_code)::text
        || ',"quantity":' || v.quantity
        || ',"sku":' || to_json(v.sku)::text || '}', ',' ORDER BY v.n), '') FROM v),
    (SELECT coalesce(string_agg(to_json(c.code)::text, ',' ORDER BY c.first), '')
      FROM (SELECT v.color_code AS code, min(v.n) AS first FROM v GROUP BY v.color_code) c),
    (SELECT coalesce(string_agg(to_json(s.code)::text, ',' ORDER BY s.size_order, s.first), '')
      FROM (SELECT v.size_code AS code, min(v.size_order) AS size_order, min(v.n) AS first FROM v GROUP BY v.size_code) s)
  INTO variants, colors, sizes;
  RETURN '{"_id":"' || p.id || '","id":' || p.id
    || ',"name":' || card_json(p.name)
    || ',"displayName":' || coalesce(to_json(p.name ->> 'ru')::text, 'null')
    || ',"baseSKU":' || to_json(p.base_sku)::text
    || ',"price":' || card_roubles(p.price_kopecks)
    || ',"originalPrice":' || coalesce(card_roubles(p.original_price_kopecks), 'null')
    || ',"discountPercentage":'
    || coalesce(CASE WHEN p.is_sale THEN card_discount_percent(p.price_kopecks, p.original_price_kopecks, NULL) END::text, 'null')
    || ',"isSale":' || p.is_sale
    || ',"isNew":' || p.is_new
    || ',"isActive":' || p.is_active
    || ',"isFeatured":' || p.is_featured
    || ',"stockStatus":"' || CASE WHEN p.total_stock > 0 THEN 'in_stock' ELSE 'out_of_stock' END || '"'
    || ',"totalStock":' || p.total_stock
    || ',"category":{"id":' || p.category_id
    || ',"slug":' || to_json(category.slug)::text
    || ',"displayName":' || coalesce(to_json(category.name ->> 'ru')::text, 'null') || '}'
    || ',"images":[' || images || ']'
    || ',"colors":[' || colors || ']'
    || ',"sizes":[' || sizes || ']'
    || ',"variants":[' || variants || ']'
    || ',"retail":{"enabled":' || coalesce((p.retail -> 'enabled')::text, 'null')
    || ',"allowPurchase":' || coalesce((p.retail -> 'allowPurchase')::text, 'null')
    || ',"hidePrice":' || coalesce((p.retail -> 'hidePrice')::text, 'null')
    || ',"showWholesalePrice":' || coalesce((p.retail -> 'showWholesalePrice')::text, 'null')
    || ',"minQuantity":' || coalesce((p.retail -> 'minQuantity')::text, 'null')
    || ',"maxQuantity":' || coalesce((p.retail -> 'maxQuantity')::text, 'null') || '}'
    || ',"wholesale":' || card_wholesale(p.price_kopecks, p.wholesale)
    || ',"createdAt":"' || to_char(p.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') || '"}';
END;
$$ LANGUAGE plpgsql STABLE;
--> statement-breakpoint
-- Rebuilds the cards of these products (a deleted product has none: its card goes with it by the foreign key).
-- The products are locked first, in id order: two transactions changing one product's images or variants at
-- once then rebuild its card one after the other, the second seeing the first's rows (each statement here reads
-- a fresh snapshot), instead of the second overwriting the card with a document that misses them. The lock does
-- not block foreign-key checks (no key update). Unchanged cards are left be.
CREATE OR REPLACE FUNCTION product_cards_refresh(ids integer[]) RETURNS void AS $$
BEGIN
  IF cardinality(ids) = 0 THEN
    RETURN;
  END IF;
  PERFORM 1 FROM products WHERE id = ANY (ids) ORDER BY id FOR NO KEY UPDATE;
  INSERT INTO product_cards AS pc (id, category_id, is_active, is_new, is_sale, is_featured, price_kopecks,
    total_stock, sold_count, created_at, doc)
  SELECT p.id, p.category_id, p.is_active, p.is_new, p.is_sale, p.is_featured, p.price_kopecks,
    p.total_stock, p.sold_count, p.created_at, product_card_doc(p.id)
  FROM products p
  WHERE p.id = ANY (ids)
  ORDER BY p.id
  ON CONFLICT (id) DO UPDATE SET
    category_id = excluded.category_id, is_active = excluded.is_active, is_new = excluded.is_new,
    is_sale = excluded.is_sale, is_featured = excluded.is_featured, price_kopecks = excluded.price_kopecks,
    total_stock = excluded.total_stock, sold_count = excluded.sold_count, created_at = excluded.created_at,
    doc = excluded.doc
  WHERE (pc.*) IS DISTINCT FROM (excluded.*);
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- The counts follow the cards: -1 for each old active card, +1 for each new one, applied in key order so that
-- concurrent writers lock count rows in one order. One function an event, as their transition tables differ.
CREATE OR REPLACE FUNCTION product_card_counts_insert() RETURNS trigger AS $$
BEGIN
  INSERT INTO product_card_counts AS k (category_id, is_new, is_sale, products)
  SELECT category_id, is_new, is_sale, count(*)::integer FROM new_cards WHERE is_active
  GROUP BY category_id, is_new, is_sale ORDER BY category_id, is_new, is_sale
  ON CONFLICT (category_id, is_new, is_sale) DO UPDATE SET products = k.products + excluded.products;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_card_counts_update() RETURNS trigger AS $$
BEGIN
  INSERT INTO product_card_counts AS k (category_id, is_new, is_sale, products)
  SELECT category_id, is_new, is_sale, sum(delta)::integer
  FROM (
    SELECT category_id, is_new, is_sale, 1 AS delta FROM new_cards WHERE is_active
    UNION ALL
    SELECT category_id, is_new, is_sale, -1 FROM old_cards WHERE is_active
  ) changes
  GROUP BY category_id, is_new, is_sale HAVING sum(delta) <> 0
  ORDER BY category_id, is_new, is_sale
  ON CONFLICT (category_id, is_new, is_sale) DO UPDATE SET products = k.products + excluded.products;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_card_counts_delete() RETURNS trigger AS $$
BEGIN
  INSERT INTO product_card_counts AS k (category_id, is_new, is_sale, products)
  SELECT category_id, is_new, is_sale, -count(*)::integer FROM old_cards WHERE is_active
  GROUP BY category_id, is_new, is_sale ORDER BY category_id, is_new, is_sale
  ON CONFLICT (category_id, is_new, is_sale) DO UPDATE SET products = k.products + excluded.products;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER product_cards_counts_insert AFTER INSERT ON product_cards
REFERENCING NEW TABLE AS new_cards FOR EACH STATEMENT EXECUTE FUNCTION product_card_counts_insert();
--> statement-breakpoint
CREATE TRIGGER product_cards_counts_update AFTER UPDATE ON product_cards
REFERENCING OLD TABLE AS old_cards NEW TABLE AS new_cards FOR EACH STATEMENT EXECUTE FUNCTION product_card_counts_update();
--> statement-breakpoint
CREATE TRIGGER product_cards_counts_delete AFTER DELETE ON product_cards
REFERENCING OLD TABLE AS old_cards FOR EACH STATEMENT EXECUTE FUNCTION product_card_counts_delete();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_cards_products_inserted() RETURNS trigger AS $$
BEGIN
  PERFORM product_cards_refresh(array(SELECT id FROM new_products));
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- Only the columns a card shows or lists sort on; view counts and search vectors change nothing.
CREATE OR REPLACE FUNCTION product_cards_products_updated() RETURNS trigger AS $$
BEGIN
  PERFORM product_cards_refresh(array(
    SELECT n.id FROM new_products n JOIN old_products o ON o.id = n.id
    WHERE (n.category_id, n.base_sku, n.name, n.price_kopecks, n.original_price_kopecks, n.is_sale, n.is_new,
        n.is_active, n.is_featured, n.total_stock, n.sold_count, n.retail, n.wholesale, n.created_at)
      IS DISTINCT FROM (o.category_id, o.base_sku, o.name, o.price_kopecks, o.original_price_kopecks, o.is_sale,
        o.is_new, o.is_active, o.is_featured, o.total_stock, o.sold_count, o.retail, o.wholesale, o.created_at)));
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER products_cards_insert AFTER INSERT ON products
REFERENCING NEW TABLE AS new_products FOR EACH STATEMENT EXECUTE FUNCTION product_cards_products_inserted();
--> statement-breakpoint
CREATE TRIGGER products_cards_update AFTER UPDATE ON products
REFERENCING OLD TABLE AS old_products NEW TABLE AS new_products
FOR EACH STATEMENT EXECUTE FUNCTION product_cards_products_updated();
--> statement-breakpoint
-- Variants and images: the products whose rows were added, changed or removed.
CREATE OR REPLACE FUNCTION product_cards_children_inserted() RETURNS trigger AS $$
BEGIN
  PERFORM product_cards_refresh(array(SELECT DISTINCT product_id FROM new_rows));
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_cards_children_updated() RETURNS trigger AS $$
BEGIN
  PERFORM product_cards_refresh(array(
    SELECT product_id FROM old_rows UNION SELECT product_id FROM new_rows));
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_cards_children_deleted() RETURNS trigger AS $$
BEGIN
  PERFORM product_cards_refresh(array(SELECT DISTINCT product_id FROM old_rows));
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER product_variants_cards_insert AFTER INSERT ON product_variants
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_cards_children_inserted();
--> statement-breakpoint
CREATE TRIGGER product_variants_cards_update AFTER UPDATE ON product_variants
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_cards_children_updated();
--> statement-breakpoint
CREATE TRIGGER product_variants_cards_delete AFTER DELETE ON product_variants
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_cards_children_deleted();
--> statement-breakpoint
CREATE TRIGGER product_images_cards_insert AFTER INSERT ON product_images
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_cards_children_inserted();
--> statement-breakpoint
CREATE TRIGGER product_images_cards_update AFTER UPDATE ON product_images
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_cards_children_updated();
--> statement-breakpoint
CREATE TRIGGER product_images_cards_delete AFTER DELETE ON product_images
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_cards_children_deleted();
--> statement-breakpoint
-- Colors and sizes set the order of a card's colors, sizes and variants; a renamed code reaches the variants and
-- images by their foreign keys (on update cascade) and so their triggers.
CREATE OR REPLACE FUNCTION product_cards_colors_updated() RETURNS trigger AS $$
BEGIN
  PERFORM product_cards_refresh(array(
    SELECT DISTINCT v.product_id FROM product_variants v
    WHERE v.color_code IN (
      SELECT n.code FROM new_rows n JOIN old_rows o ON o.code = n.code WHERE n.sort_order <> o.sort_order)));
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_cards_sizes_updated() RETURNS trigger AS $$
BEGIN
  PERFORM product_cards_refresh(array(
    SELECT DISTINCT v.product_id FROM product_variants v
    WHERE v.size_code IN (
      SELECT n.code FROM new_rows n JOIN old_rows o ON o.code = n.code WHERE n.sort_order <> o.sort_order)));
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER colors_cards_update AFTER UPDATE ON colors
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_cards_colors_updated();
--> statement-breakpoint
CREATE TRIGGER sizes_cards_update AFTER UPDATE ON sizes
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_cards_sizes_updated();
--> statement-breakpoint
-- A card shows its category's slug and name.
CREATE OR REPLACE FUNCTION product_cards_categories_updated() RETURNS trigger AS $$
BEGIN
  PERFORM product_cards_refresh(array(
    SELECT p.id FROM products p
    WHERE p.category_id IN (
      SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (n.slug, n.name) IS DISTINCT FROM (o.slug, o.name))));
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER categories_cards_update AFTER UPDATE ON categories
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION product_cards_categories_updated();
--> statement-breakpoint
SELECT product_cards_refresh(array(SELECT id FROM products));

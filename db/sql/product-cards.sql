-- The product card: the one definition of each product's storefront entry (the JSON text every catalogue answer
-- holds for it) and of the triggers that keep product_cards current. Not a migration: migrateDatabase re-applies
-- this file after the migrations whenever its text changed (a hash kept as the view's comment), in one
-- transaction, and then rebuilds every card whose text or keys differ. So a change here is the whole change: no
-- migration re-declares it. The tables (product_cards, product_card_counts) and the counts' triggers stay in
-- migration 0008. docs/ARCHITECTURE.md "Product cards" says how to add a field.
--
-- JSON text without spaces, keys in jsonb's order (as JSON.stringify of the driver's object gives it).
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
-- core's kopecksToRoubles as JavaScript prints it (1999.5, 0.01, 12).
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
-- retail price less the percent taken to basis points, rounded half up once; never above retail_now, the retail
-- price with its promotion, and then its percent is the one the two prices make).
CREATE OR REPLACE FUNCTION card_wholesale(price bigint, terms jsonb, retail_now bigint) RETURNS text AS $$
DECLARE
  percent double precision := (terms ->> 'discountPercentage')::double precision;
  basis_points bigint;
  wholesale_price bigint;
BEGIN
  -- Offered wholesale only with both switches on (core's WHOLESALE_OFFER_FLAGS).
  IF coalesce((terms ->> 'available')::boolean, false) AND coalesce((terms ->> 'enabled')::boolean, false) THEN
    wholesale_price := (terms ->> 'wholesalePriceKopecks')::bigint;
    IF wholesale_price IS NULL AND percent IS NOT NULL THEN
      basis_points := least(10000, greatest(0, floor(percent * 100 + 0.5)));
      wholesale_price := floor(price::double precision * (10000 - basis_points) / 10000 + 0.5)::bigint;
    END IF;
    IF wholesale_price > retail_now THEN
      wholesale_price := retail_now;
      percent := NULL;
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
-- core's promotionPriceOf: the regular price less a percent rounded half up (Math.round: floor(x + 0.5)), or
-- less a fixed sum; one that would leave less than 1 ₽ (PROMOTION_PRICE_FLOOR_KOPECKS) leaves the regular price.
CREATE OR REPLACE FUNCTION card_promotion_price(regular bigint, discount_type text, discount_value integer)
RETURNS bigint AS $$
  SELECT CASE WHEN promoted < 100 THEN regular ELSE promoted END
  FROM (SELECT regular - CASE WHEN discount_type = 'percentage'
    THEN floor(regular::double precision * discount_value / 100 + 0.5)::bigint ELSE discount_value END AS promoted) p;
$$ LANGUAGE sql IMMUTABLE;
--> statement-breakpoint
-- Whether a promotion's target (db/src/schema/promotions.ts PromotionTarget) covers a product: the whole shop,
-- the product by id, or a category of its category's path (so a category covers its subcategories).
CREATE OR REPLACE FUNCTION promotion_covers(target jsonb, product_id integer, category_path text)
RETURNS boolean AS $$
  SELECT CASE target ->> 'scope'
    WHEN 'all' THEN true
    WHEN 'products' THEN coalesce(target -> 'productIds', '[]') @> to_jsonb(product_id)
    WHEN 'categories' THEN EXISTS (SELECT 1 FROM jsonb_array_elements_text(coalesce(target -> 'categoryIds', '[]')) c
      WHERE category_path LIKE '%/' || c || '/%')
    ELSE false
  END;
$$ LANGUAGE sql IMMUTABLE;
--> statement-breakpoint
-- Re-applied as a whole: the view's columns may change, so it is dropped first.
DROP VIEW IF EXISTS product_card_source;
--> statement-breakpoint
DROP FUNCTION IF EXISTS product_card_doc(integer);
--> statement-breakpoint
-- Before the wholesale price followed promotions it took no retail price now.
DROP FUNCTION IF EXISTS card_wholesale(bigint, jsonb);
--> statement-breakpoint
-- Every product's card computed from the tables: product_cards' columns in its order, the document last. A plain
-- view (no whole-row references), so Postgres records each column it reads (pg_depend); the test "every column a
-- card reads is watched" (api/src/services/catalog/product-cards.test.ts) changes each of them and expects the card
-- to follow. The document's keys and their order are the API's productSchema (product-view.ts); the same test
-- checks every document against it.
-- The is_sale key (the «Распродажа» list and its counts) holds a product marked on sale and one whose price a
-- running promotion lowers; the document's isSale stays the product's own flag.
-- popularity, the popular sort's key, is the product's sold count when the card was built; an order's patch leaves
-- it, and product_cards_rank_popular brings it up to the sales since.
CREATE VIEW product_card_source AS
SELECT p.id, p.category_id, p.is_active, p.is_new, p.is_sale OR shown.promoted AS is_sale, p.is_featured,
  shown.price_kopecks, p.total_stock,
  p.sold_count AS popularity, p.created_at,
  '{"_id":"' || p.id || '","id":' || p.id
    || ',"name":' || card_json(p.name)
    || ',"displayName":' || coalesce(to_json(p.name ->> 'ru')::text, 'null')
    || ',"baseSKU":' || to_json(p.base_sku)::text
    || ',"price":' || card_roubles(shown.price_kopecks)
    || ',"originalPrice":'
    || coalesce(card_roubles(CASE WHEN shown.promoted THEN shown.regular ELSE p.original_price_kopecks END), 'null')
    || ',"discountPercentage":'
    || coalesce(CASE WHEN shown.promoted THEN card_discount_percent(shown.price_kopecks, shown.regular, NULL)
      WHEN p.is_sale THEN card_discount_percent(p.price_kopecks, p.original_price_kopecks, NULL) END::text, 'null')
    || ',"isSale":' || p.is_sale
    || ',"promotions":[' || promoted.list || ']'
    || ',"isNew":' || p.is_new
    || ',"isActive":' || p.is_active
    || ',"isFeatured":' || p.is_featured
    || ',"stockStatus":"' || CASE WHEN p.total_stock > 0 THEN 'in_stock' ELSE 'out_of_stock' END || '"'
    || ',"totalStock":' || p.total_stock
    || ',"category":{"id":' || p.category_id
    || ',"slug":' || to_json(c.slug)::text
    || ',"displayName":' || coalesce(to_json(c.name ->> 'ru')::text, 'null') || '}'
    || ',"images":[' || images.list || ']'
    || ',"colors":[' || variants.colors || ']'
    || ',"sizes":[' || variants.sizes || ']'
    || ',"variants":[' || variants.list || ']'
    || ',"retail":{"enabled":' || coalesce((p.retail -> 'enabled')::text, 'null')
    || ',"allowPurchase":' || coalesce((p.retail -> 'allowPurchase')::text, 'null')
    || ',"hidePrice":' || coalesce((p.retail -> 'hidePrice')::text, 'null')
    || ',"showWholesalePrice":' || coalesce((p.retail -> 'showWholesalePrice')::text, 'null')
    || ',"minQuantity":' || coalesce((p.retail -> 'minQuantity')::text, 'null')
    || ',"maxQuantity":' || coalesce((p.retail -> 'maxQuantity')::text, 'null') || '}'
    || ',"wholesale":' || card_wholesale(p.price_kopecks, p.wholesale, shown.price_kopecks)
    || ',"createdAt":"' || to_char(p.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') || '"}' AS doc
FROM products p
JOIN categories c ON c.id = p.category_id
-- The promotions running now that cover the product (promotion_covers), and the lowest price one of them gives:
-- core's promotedPriceOf, the promotion taken off the regular price (the price before the sale when on sale).
-- A card changes when a promotion starts or ends only by a rebuild: the promotions trigger below, and the job
-- 'promotion.period' at each start and end (api/src/jobs/promotion-period.ts).
CROSS JOIN LATERAL (
  SELECT CASE WHEN p.is_sale AND p.original_price_kopecks > p.price_kopecks
    THEN p.original_price_kopecks ELSE p.price_kopecks END AS regular
) base
CROSS JOIN LATERAL (
  SELECT coalesce(string_agg('{"id":' || pr.id
      || ',"name":' || coalesce(to_json(pr.name ->> 'ru')::text, '""')
      || ',"badge":' || to_json(pr.badge)::text
      || ',"discountType":"' || pr.discount_type
      || '","discountValue":' || pr.discount_value || '}', ',' ORDER BY pr.id), '') AS list,
    min(card_promotion_price(base.regular, pr.discount_type::text, pr.discount_value)) AS price_kopecks
  FROM promotions pr
  WHERE pr.is_active AND pr.ended_at IS NULL AND (pr.starts_at IS NULL OR pr.starts_at <= now())
    AND (pr.ends_at IS NULL OR pr.ends_at > now()) AND promotion_covers(pr.target, p.id, c.path)
) promoted
CROSS JOIN LATERAL (
  SELECT least(p.price_kopecks, promoted.price_kopecks) AS price_kopecks,
    coalesce(promoted.price_kopecks < p.price_kopecks, false) AS promoted, base.regular
) shown
CROSS JOIN LATERAL (
  SELECT coalesce(string_agg('{"url":' || to_json(i.url)::text
      || ',"isPrimary":' || i.is_primary
      || ',"type":"' || CASE WHEN i.type IN ('main', 'gallery', 'detail') THEN i.type ELSE 'gallery' END || '"'
      || ',"colorCode":' || coalesce(to_json(i.color_code)::text, 'null')
      || ',"order":' || i.sort_order
      || ',"width":' || coalesce(i.width::text, 'null')
      || ',"height":' || coalesce(i.height::text, 'null')
      || ',"alt":' || coalesce(to_json(i.alt)::text, 'null') || '}', ',' ORDER BY i.sort_order, i.id), '') AS list
  FROM product_images i WHERE i.product_id = p.id
) images
CROSS JOIN LATERAL (
  -- Variants in color order, then size order; colors in that order, sizes in theirs.
  WITH v AS (
    SELECT v.color_code, v.size_code, v.quantity, v.sku, sz.sort_order AS size_order,
      row_number() OVER (ORDER BY co.sort_order, sz.sort_order, v.id) AS n
    FROM product_variants v
    JOIN colors co ON co.code = v.color_code
    JOIN sizes sz ON sz.code = v.size_code
    WHERE v.product_id = p.id
  )
  SELECT
    (SELECT coalesce(string_agg('{"colorCode":' || to_json(v.color_code)::text
        || ',"sizeCode":' || to_json(v.size_code)::text
        || ',"quantity":' || v.quantity
        || ',"sku":' || to_json(v.sku)::text || '}', ',' ORDER BY v.n), '') FROM v) AS list,
    (SELECT coalesce(string_agg(to_json(c.code)::text, ',' ORDER BY c.first), '')
      FROM (SELECT v.color_code AS code, min(v.n) AS first FROM v GROUP BY v.color_code) c) AS colors,
    (SELECT coalesce(string_agg(to_json(s.code)::text, ',' ORDER BY s.size_order, s.first), '')
      FROM (SELECT v.size_code AS code, min(v.size_order) AS size_order, min(v.n) AS first FROM v GROUP BY v.size_code) s) AS sizes
) variants;
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
  INSERT INTO product_cards AS pc
  SELECT * FROM product_card_source s WHERE s.id = ANY (ids) ORDER BY s.id
  ON CONFLICT (id) DO UPDATE SET
    category_id = excluded.category_id, is_active = excluded.is_active, is_new = excluded.is_new,
    is_sale = excluded.is_sale, is_featured = excluded.is_featured, price_kopecks = excluded.price_kopecks,
    total_stock = excluded.total_stock, popularity = excluded.popularity, created_at = excluded.created_at,
    doc = excluded.doc
  WHERE (pc.*) IS DISTINCT FROM (excluded.*);
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- What wakes a rebuild. Products: a change of any column but those named here, which no card shows (so a new
-- column is watched without a word). Categories, colors and sizes change for reasons of their own (counts, menus),
-- so only the columns a card reads wake them. The watch test above fails for a column read and not watched.
CREATE OR REPLACE FUNCTION product_cards_products_inserted() RETURNS trigger AS $$
BEGIN
  PERFORM product_cards_refresh(array(SELECT id FROM new_products));
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_cards_products_updated() RETURNS trigger AS $$
DECLARE
  unseen constant text[] := '{view_count,search_vector,description,attributes,updated_at}';
BEGIN
  -- An order's stock update (place_order) patches its cards itself: product_cards_stock_moved.
  IF current_setting('shop.order_takes_stock', true) = 'on' THEN
    RETURN NULL;
  END IF;
  PERFORM product_cards_refresh(array(
    SELECT n.id FROM new_products n JOIN old_products o ON o.id = n.id
    WHERE to_jsonb(n) - unseen IS DISTINCT FROM to_jsonb(o) - unseen));
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER products_cards_insert AFTER INSERT ON products
REFERENCING NEW TABLE AS new_products FOR EACH STATEMENT EXECUTE FUNCTION product_cards_products_inserted();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER products_cards_update AFTER UPDATE ON products
REFERENCING OLD TABLE AS old_products NEW TABLE AS new_products
FOR EACH STATEMENT EXECUTE FUNCTION product_cards_products_updated();
--> statement-breakpoint
-- Images: the products whose rows were added, changed or removed. One function for the three events (each
-- statement is planned on first use, so a transition table the event lacks is never looked up).
CREATE OR REPLACE FUNCTION product_cards_children_changed() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM product_cards_refresh(array(SELECT DISTINCT product_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM product_cards_refresh(array(SELECT DISTINCT product_id FROM old_rows));
  ELSE
    PERFORM product_cards_refresh(array(SELECT product_id FROM old_rows UNION SELECT product_id FROM new_rows));
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- Variants: each product's total_stock moves by the sum of its variants' changes in the statement (an increment,
-- applied to the product row as it is once its lock is granted, so concurrent changes add up), and its card is
-- rebuilt once: by that products update when the total moved, here otherwise. Products are locked in id order,
-- after the variants, as a cancellation and an order lock them. An order's own stock update (place_order, which
-- sets shop.order_takes_stock for it) is left alone: the order moves the totals and the sales in one update of
-- its products and patches their cards (product_cards_stock_moved).
CREATE OR REPLACE FUNCTION product_variants_changed() RETURNS trigger AS $$
DECLARE
  ids integer[];
  deltas integer[];
BEGIN
  IF current_setting('shop.order_takes_stock', true) = 'on' THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(d.product_id ORDER BY d.product_id), array_agg(d.delta ORDER BY d.product_id) INTO ids, deltas
    FROM (SELECT product_id, sum(quantity)::int AS delta FROM new_rows GROUP BY product_id) d;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(d.product_id ORDER BY d.product_id), array_agg(d.delta ORDER BY d.product_id) INTO ids, deltas
    FROM (SELECT product_id, -sum(quantity)::int AS delta FROM old_rows GROUP BY product_id) d;
  ELSE
    SELECT array_agg(d.product_id ORDER BY d.product_id), array_agg(d.delta ORDER BY d.product_id) INTO ids, deltas
    FROM (
      SELECT c.product_id, sum(c.quantity)::int AS delta
      FROM (SELECT product_id, quantity FROM new_rows UNION ALL SELECT product_id, -quantity FROM old_rows) c
      GROUP BY c.product_id
    ) d;
  END IF;
  IF ids IS NULL THEN
    RETURN NULL;
  END IF;
  PERFORM 1 FROM products WHERE id = ANY (ids) ORDER BY id FOR NO KEY UPDATE;
  UPDATE products p SET total_stock = p.total_stock + d.delta
  FROM unnest(ids, deltas) AS d (id, delta) WHERE p.id = d.id AND d.delta <> 0;
  PERFORM product_cards_refresh(array(SELECT d.id FROM unnest(ids, deltas) AS d (id, delta) WHERE d.delta = 0));
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- After a sale only the stock a card shows has moved: its variants' quantities and the product's total (and so its
-- stock status). The document is then patched in place instead of rebuilt: a rebuild reads the
-- product's images, variants and promotions and was most of an order's database time. The pieces written here are
-- written as product_card_source writes them, and the test "an order patches each card to the card a rebuild makes"
-- (db/src/orders.test.ts) holds the two equal. Keys are found by position: in the document a raw double quote
-- only ever opens or closes a JSON string, so a key with its quotes cannot occur inside a value. NULL when a piece
-- is not where it should be (the caller then rebuilds). `keys` are each variant's text up to its quantity.
CREATE OR REPLACE FUNCTION card_stock_patched(doc text, total_stock integer, keys text[], quantities integer[])
RETURNS text AS $$
DECLARE
  at integer;
  stop integer;
BEGIN
  at := strpos(doc, ',"stockStatus":"');
  stop := strpos(doc, ',"category":{');
  IF at = 0 OR stop < at THEN
    RETURN NULL;
  END IF;
  doc := left(doc, at - 1) || ',"stockStatus":"' || CASE WHEN total_stock > 0 THEN 'in_stock' ELSE 'out_of_stock' END
    || '","totalStock":' || total_stock || substr(doc, stop);
  FOR i IN 1 .. coalesce(cardinality(keys), 0) LOOP
    at := strpos(doc, keys[i]);
    IF at = 0 THEN
      RETURN NULL;
    END IF;
    at := at + length(keys[i]);
    stop := strpos(substr(doc, at, 12), ',');
    IF stop = 0 THEN
      RETURN NULL;
    END IF;
    doc := left(doc, at - 1) || quantities[i] || substr(doc, at + stop - 1);
  END LOOP;
  RETURN doc;
END;
$$ LANGUAGE plpgsql IMMUTABLE;
--> statement-breakpoint
-- The cards of these variants' products after their quantities moved (and with them each product's total),
-- patched by card_stock_patched; a card it cannot patch is rebuilt. The caller holds the products' locks, as every
-- writer of a card does, so no rebuild runs between the read and the write of a card. The patch moves no indexed
-- column (the sale's sold count waits for product_cards_rank_popular), so on a page with room (product_cards'
-- fillfactor, migration 0031) it is a HOT update: no index of the cards is written.
CREATE OR REPLACE FUNCTION product_cards_stock_moved(variant_ids integer[]) RETURNS void AS $$
DECLARE
  unpatched integer[];
BEGIN
  -- A patch moves no column the category counts read (product_card_counts_update).
  PERFORM set_config('shop.card_stock_patched', 'on', true);
  WITH moved AS (
    SELECT v.product_id,
      array_agg('{"colorCode":' || to_json(v.color_code)::text || ',"sizeCode":' || to_json(v.size_code)::text
        || ',"quantity":') AS keys,
      array_agg(v.quantity) AS quantities
    FROM product_variants v WHERE v.id = ANY (variant_ids)
    GROUP BY v.product_id
  ),
  patched AS MATERIALIZED (
    SELECT m.product_id, p.total_stock, card_stock_patched(pc.doc, p.total_stock, m.keys, m.quantities) AS doc
    FROM moved m
    JOIN products p ON p.id = m.product_id
    JOIN product_cards pc ON pc.id = m.product_id
  ),
  written AS (
    UPDATE product_cards pc SET total_stock = s.total_stock, doc = s.doc
    FROM patched s WHERE pc.id = s.product_id AND s.doc IS NOT NULL
    RETURNING pc.id
  )
  SELECT array(SELECT product_id FROM moved EXCEPT SELECT id FROM written ORDER BY 1) INTO unpatched;
  PERFORM set_config('shop.card_stock_patched', '', true);
  PERFORM product_cards_refresh(unpatched);
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- The popular sort's ranking: each card whose popularity is behind its product's sales takes them. Run by the job
-- 'catalog.popular-ranking' (api/src/jobs/popular-ranking.ts) every few minutes, so that an order, which moves
-- sold_count, writes no index of the cards. The products are locked first, in id order, as every writer of a card
-- does. Answers how many cards moved.
CREATE OR REPLACE FUNCTION product_cards_rank_popular() RETURNS integer AS $$
DECLARE
  behind integer[];
  moved integer;
BEGIN
  behind := array(SELECT c.id FROM product_cards c JOIN products p ON p.id = c.id
    WHERE c.popularity <> p.sold_count ORDER BY c.id);
  IF cardinality(behind) = 0 THEN
    RETURN 0;
  END IF;
  PERFORM 1 FROM products WHERE id = ANY (behind) ORDER BY id FOR NO KEY UPDATE;
  -- The ranking moves no column the category counts read (product_card_counts_update).
  PERFORM set_config('shop.card_stock_patched', 'on', true);
  UPDATE product_cards c SET popularity = p.sold_count FROM products p
  WHERE p.id = c.id AND c.id = ANY (behind) AND c.popularity <> p.sold_count;
  GET DIAGNOSTICS moved = ROW_COUNT;
  PERFORM set_config('shop.card_stock_patched', '', true);
  RETURN moved;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- The category counts (product_card_counts, migration 0008) follow the cards' active flag, category, novelty and
-- sale: -1 for each old active card, +1 for each new one, applied in key order so that concurrent writers lock
-- count rows in one order. An order's stock patch (product_cards_stock_moved) and the popular ranking
-- (product_cards_rank_popular) move none of these, and say so with shop.card_stock_patched: the counts are then
-- left as they are.
CREATE OR REPLACE FUNCTION product_card_counts_update() RETURNS trigger AS $$
BEGIN
  IF current_setting('shop.card_stock_patched', true) = 'on' THEN
    RETURN NULL;
  END IF;
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
DROP FUNCTION IF EXISTS product_cards_children_inserted() CASCADE;
--> statement-breakpoint
DROP FUNCTION IF EXISTS product_cards_children_updated() CASCADE;
--> statement-breakpoint
DROP FUNCTION IF EXISTS product_cards_children_deleted() CASCADE;
--> statement-breakpoint
-- The row trigger of migrations 0002 and 0010, which moved a product's total per variant (and so rebuilt its card
-- once per variant), gives way to product_variants_changed.
DROP FUNCTION IF EXISTS refresh_product_total_stock() CASCADE;
--> statement-breakpoint
-- The products the promotions of these targets cover.
CREATE OR REPLACE FUNCTION promotion_product_ids(targets jsonb[]) RETURNS integer[] AS $$
  SELECT array(SELECT p.id FROM products p JOIN categories c ON c.id = p.category_id
    WHERE EXISTS (SELECT 1 FROM unnest(targets) t WHERE promotion_covers(t, p.id, c.path)) ORDER BY p.id);
$$ LANGUAGE sql STABLE;
--> statement-breakpoint
-- A promotion added, changed or removed rebuilds the cards it covered and covers. Its start and end are no write:
-- the job 'promotion.period' rebuilds them then (promotion_cards_refresh).
CREATE OR REPLACE FUNCTION product_cards_promotions_changed() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM product_cards_refresh(promotion_product_ids(array(SELECT target FROM new_rows)));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM product_cards_refresh(promotion_product_ids(array(SELECT target FROM old_rows)));
  ELSE
    PERFORM product_cards_refresh(promotion_product_ids(array(
      SELECT target FROM old_rows UNION ALL SELECT target FROM new_rows)));
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- The cards of one promotion's products, rebuilt when its period starts or ends.
CREATE OR REPLACE FUNCTION promotion_cards_refresh(promotion integer) RETURNS void AS $$
  SELECT product_cards_refresh(promotion_product_ids(array(SELECT target FROM promotions WHERE id = promotion)));
$$ LANGUAGE sql;
--> statement-breakpoint
DO $$
DECLARE
  child text;
  fn text;
BEGIN
  FOREACH child IN ARRAY '{product_variants,product_images,promotions}'::text[] LOOP
    fn := CASE child WHEN 'product_variants' THEN 'product_variants_changed'
      WHEN 'promotions' THEN 'product_cards_promotions_changed' ELSE 'product_cards_children_changed' END;
    EXECUTE format('CREATE OR REPLACE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows '
      'FOR EACH STATEMENT EXECUTE FUNCTION %I()', child || '_cards_insert', child, fn);
    EXECUTE format('CREATE OR REPLACE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS '
      'new_rows FOR EACH STATEMENT EXECUTE FUNCTION %I()', child || '_cards_update', child, fn);
    EXECUTE format('CREATE OR REPLACE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows '
      'FOR EACH STATEMENT EXECUTE FUNCTION %I()', child || '_cards_delete', child, fn);
  END LOOP;
END;
$$;
--> statement-breakpoint
-- Colors and sizes set the order of a card's colors, sizes and variants; a renamed code reaches the variants and
-- images by their foreign keys (on update cascade) and so their triggers. One function for both tables: a reorder
-- is rare enough for a scan of the variants.
CREATE OR REPLACE FUNCTION product_cards_palette_updated() RETURNS trigger AS $$
BEGIN
  PERFORM product_cards_refresh(array(
    SELECT DISTINCT v.product_id FROM product_variants v
    WHERE CASE TG_TABLE_NAME WHEN 'colors' THEN v.color_code ELSE v.size_code END IN (
      SELECT n.code FROM new_rows n JOIN old_rows o ON o.code = n.code WHERE n.sort_order <> o.sort_order)));
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
DROP FUNCTION IF EXISTS product_cards_colors_updated() CASCADE;
--> statement-breakpoint
DROP FUNCTION IF EXISTS product_cards_sizes_updated() CASCADE;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER colors_cards_update AFTER UPDATE ON colors
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_cards_palette_updated();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER sizes_cards_update AFTER UPDATE ON sizes
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_cards_palette_updated();
--> statement-breakpoint
-- A card shows its category's slug and name; its path decides which category promotions cover it.
CREATE OR REPLACE FUNCTION product_cards_categories_updated() RETURNS trigger AS $$
BEGIN
  PERFORM product_cards_refresh(array(
    SELECT p.id FROM products p
    WHERE p.category_id IN (
      SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (n.slug, n.name, n.path) IS DISTINCT FROM (o.slug, o.name, o.path))));
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER categories_cards_update AFTER UPDATE ON categories
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION product_cards_categories_updated();

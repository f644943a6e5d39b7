-- What pricing needs of products: one row a product, its columns as QuoteProductRow names them
-- (db/src/queries/carts.ts): prices and terms, the promotions its card shows, its variants with the color's and the
-- size's Russian names, its images. Read by every cart change and every order. Not a migration: migrateDatabase
-- re-applies this file whenever its text changed.
--
-- A function so that its plan is made once per connection: as a prepared statement, Postgres planned it again on
-- every call (its generic plan, costed for ten products, never beat a plan for the one or two products asked for),
-- and the planning took longer than the read (0.17 ms against 0.11 ms).
CREATE OR REPLACE FUNCTION quote_products(ids integer[])
RETURNS TABLE (id integer, "baseSku" text, name jsonb, "priceKopecks" integer, "originalPriceKopecks" integer,
  "isSale" boolean, "isActive" boolean, retail jsonb, wholesale jsonb, promotions jsonb, variants json, images json)
AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  SELECT p.id, p.base_sku, p.name, p.price_kopecks, p.original_price_kopecks, p.is_sale, p.is_active, p.retail,
    p.wholesale,
    coalesce((SELECT pc.doc::jsonb -> 'promotions' FROM product_cards pc WHERE pc.id = p.id), '[]'::jsonb),
    coalesce((
      SELECT json_agg(json_build_object('colorCode', v.color_code, 'sizeCode', v.size_code,
        'quantity', v.quantity, 'sku', v.sku, 'colorName', c.name ->> 'ru', 'sizeName', s.name ->> 'ru')
        ORDER BY v.id)
      FROM product_variants v
      LEFT JOIN colors c ON c.code = v.color_code
      LEFT JOIN sizes s ON s.code = v.size_code
      WHERE v.product_id = p.id), '[]'::json),
    coalesce((
      SELECT json_agg(json_build_object('url', i.url, 'isPrimary', i.is_primary, 'type', i.type,
        'colorCode', i.color_code, 'sortOrder', i.sort_order) ORDER BY i.sort_order, i.id)
      FROM product_images i WHERE i.product_id = p.id), '[]'::json)
  FROM products p
  WHERE p.id = ANY (ids);
END;
$$ LANGUAGE plpgsql STABLE
SET plan_cache_mode = force_generic_plan;

-- What pricing needs of products: one row a product, its columns as QuoteProductSource names them
-- (db/src/queries/carts.ts): prices and terms, and its card's document, whose promotions, variants and images the
-- quote takes (the card is kept in step with them by its triggers, in the same transaction). Read by every cart
-- change and every order. Not a migration: migrateDatabase re-applies this file whenever its text changed.
--
-- The card's document as it is stored: building the variants and images again here (json_build_object per
-- variant, joined to its color and size) and taking the promotions out of the document as jsonb cost 0.7-0.9 ms
-- for ten products, the document itself 0.15 ms. The color and size names come from the server's reference cache.
--
-- A function so that its plan is made once per connection: as a prepared statement, Postgres planned it again on
-- every call (its generic plan, costed for ten products, never beat a plan for the one or two products asked for),
-- and the planning took longer than the read.
--
-- "rowVersion" names the product's row and its card's row as read (each row's xmin: every update of a row makes a
-- new version of it with the updating transaction's id). A cart change planned on products the server remembers
-- is written only while each still has the version it was planned on (`writeCartLines`, db/src/queries/carts.ts).
DROP FUNCTION IF EXISTS quote_products(integer[]);
--> statement-breakpoint
DROP FUNCTION IF EXISTS quote_row_version(xid, xid);
--> statement-breakpoint
CREATE FUNCTION quote_row_version(product xid, card xid) RETURNS text
AS $$ SELECT product::text || '/' || coalesce(card::text, '') $$
LANGUAGE sql IMMUTABLE;
--> statement-breakpoint
CREATE FUNCTION quote_products(ids integer[])
RETURNS TABLE (id integer, "baseSku" text, name jsonb, "priceKopecks" integer, "originalPriceKopecks" integer,
  "isSale" boolean, "isActive" boolean, retail jsonb, wholesale jsonb, card json, "rowVersion" text)
AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  SELECT p.id, p.base_sku, p.name, p.price_kopecks, p.original_price_kopecks, p.is_sale, p.is_active, p.retail,
    p.wholesale, pc.doc::json, quote_row_version(p.xmin, pc.xmin)
  FROM products p
  LEFT JOIN product_cards pc ON pc.id = p.id
  WHERE p.id = ANY (ids);
END;
$$ LANGUAGE plpgsql STABLE
SET plan_cache_mode = force_generic_plan;

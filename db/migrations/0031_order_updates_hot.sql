-- An order's updates of its products and of their cards become HOT updates (no new entry in any index), which a
-- changed indexed column or a full page prevents: each line of an order then wrote an entry in every index of
-- products (the search vector's GIN index among them) and of product_cards (seven).
--
-- The storefront's sorts of migration 0003 read product_cards' indexes since migration 0008; these three on
-- products were read by nothing, and the one by sold_count is moved by every order.
DROP INDEX IF EXISTS products_active_newest_idx;
--> statement-breakpoint
DROP INDEX IF EXISTS products_active_price_idx;
--> statement-breakpoint
DROP INDEX IF EXISTS products_active_popular_idx;
--> statement-breakpoint
-- The popular sort ranks the cards by their sales as of the last ranking (the job 'catalog.popular-ranking'), not
-- as of each order; db/sql/product-cards.sql keeps the column.
ALTER TABLE product_cards RENAME COLUMN sold_count TO popularity;
--> statement-breakpoint
-- Two cards (about 2 KB each) to a page, with room for a sale's new version of one beside them.
ALTER TABLE product_cards SET (fillfactor = 70);

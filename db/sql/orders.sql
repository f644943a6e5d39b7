-- Placing an order: one call, place_order(input), writes what checkout priced. Not a migration: like
-- product-cards.sql, migrateDatabase re-applies this file whenever its text changed. docs/ARCHITECTURE.md
-- "Placing an order" describes the path.
--
-- input: {"order": the orders row's columns (snake_case, as jsonb_populate_record reads them), "lines": the
-- order_items rows' columns in the buyer's order, "promocode": {"id", "code", "discountKopecks"} or null,
-- "profilePhone": the order's phone as a profile keeps it (digits) or null, "placedNote": the first event's note,
-- "messages": telegram_outbox rows written with the order (their columns as queueTelegramMessages names them,
-- outboxValues), "numberMark": what stands for the order's number in a message's text}. The order's id comes in
-- the input, so the messages name it already; only the number is the database's.
--
-- Answers, as jsonb:
--   {"order": the row, "items": the lines}           placed;
--   {"replay": true}                                  the key already placed an order (nothing written);
--   {"refused": "out_of_stock", "stock": [...]}       a variant missing or short: every wanted variant found,
--                                                     with its stock and whether it was taken;
--   {"refused": "promocode_used_up" | "promocode_user_limit"}.
-- A refusal writes nothing (the order's rows and messages are undone with the block's savepoint), and a replay
-- returns before writing, so the call can be a transaction of its own: a guest order, its staff post included,
-- runs it without BEGIN and COMMIT.
CREATE OR REPLACE FUNCTION place_order(input jsonb) RETURNS jsonb AS $$
DECLARE
  placed orders;
  promocode jsonb := input -> 'promocode';
  wanted_count integer;
  stock jsonb;
  taken_ids integer[];
  per_user_limit integer;
  used integer;
  cart uuid;
  items jsonb;
  profile_phone text := input ->> 'profilePhone';
  refusal jsonb;
BEGIN
  -- A refusal raises SH001 with its answer in `refusal`: the block's writes are undone, and the answer returned.
  BEGIN
    -- Claims the idempotency key: a concurrent request with the same key waits on the unique index, then finds it.
    INSERT INTO orders (id, user_id, customer, address, shipping_method_id, shipping_method_name, shipping_fee_kopecks,
      subtotal_kopecks, discount_kopecks, payment_fee_kopecks, total_kopecks, promocode_id, promocode_code,
      payment_method, payment_due_at, comment, source, idempotency_scope, idempotency_key, request_hash)
    SELECT r.id, r.user_id, r.customer, r.address,
      -- The built-in fallback method has no row: the order then keeps only its name and fee.
      (SELECT m.id FROM shipping_methods m WHERE m.id = r.shipping_method_id), r.shipping_method_name,
      r.shipping_fee_kopecks, r.subtotal_kopecks, r.discount_kopecks, r.payment_fee_kopecks, r.total_kopecks,
      r.promocode_id, r.promocode_code, r.payment_method, r.payment_due_at, r.comment, coalesce(r.source, 'web'),
      r.idempotency_scope, r.idempotency_key, r.request_hash
    FROM jsonb_populate_record(NULL::orders, input -> 'order') r
    ON CONFLICT (idempotency_scope, idempotency_key) DO NOTHING
    RETURNING * INTO placed;
    IF placed.id IS NULL THEN
      RETURN jsonb_build_object('replay', true);
    END IF;

    -- The stock of every variant, in one statement. Variants are locked in one fixed order (product, color, size),
    -- each followed by its product, as a cancellation locks them, so concurrent orders and cancels never deadlock;
    -- the lock is FOR NO KEY UPDATE (no key changes, so inserts referencing these rows are not blocked). A variant
    -- is taken only where its stock covers the lines (of it, retail and wholesale together). The totals and the
    -- sales move in one update of the products; the card triggers of variants and products stand aside for this
    -- statement (shop.order_takes_stock), and the cards are patched once stock is taken (product_cards_stock_moved).
    PERFORM set_config('shop.order_takes_stock', 'on', true);
    WITH wanted AS (
      SELECT (l ->> 'product_id')::int AS product_id, l ->> 'color_code' AS color_code, l ->> 'size_code' AS size_code,
        sum((l ->> 'quantity')::int)::int AS quantity
      FROM jsonb_array_elements(input -> 'lines') AS l
      GROUP BY 1, 2, 3
    ),
    locked AS (
      SELECT v.id, v.product_id, v.color_code, v.size_code, v.quantity AS stock, w.quantity AS wanted
      FROM product_variants v
      JOIN wanted w ON w.product_id = v.product_id AND w.color_code = v.color_code AND w.size_code = v.size_code
      JOIN products p ON p.id = v.product_id
      ORDER BY v.product_id, v.color_code, v.size_code
      FOR NO KEY UPDATE OF v, p
    ),
    taken AS (
      UPDATE product_variants v SET quantity = v.quantity - l.wanted
      FROM locked l WHERE v.id = l.id AND v.quantity >= l.wanted
      RETURNING v.id
    ),
    moved AS (
      UPDATE products p SET total_stock = p.total_stock - s.quantity, sold_count = p.sold_count + s.quantity
      FROM (SELECT l.product_id, sum(l.wanted)::int AS quantity FROM locked l JOIN taken t ON t.id = l.id
        GROUP BY l.product_id) s
      WHERE p.id = s.product_id
      RETURNING p.id, p.sold_count
    ),
    searched AS (
      UPDATE product_search s SET sold_count = m.sold_count FROM moved m WHERE s.product_id = m.id
    )
    SELECT (SELECT count(*) FROM wanted),
      jsonb_agg(jsonb_build_object('productId', l.product_id, 'colorCode', l.color_code, 'sizeCode', l.size_code,
        'stock', l.stock, 'taken', EXISTS (SELECT 1 FROM taken t WHERE t.id = l.id))),
      array(SELECT t.id FROM taken t)
    INTO wanted_count, stock, taken_ids
    FROM locked l;
    PERFORM set_config('shop.order_takes_stock', '', true);
    IF stock IS NULL OR jsonb_array_length(stock) < wanted_count
      OR jsonb_path_exists(stock, '$[*] ? (@.taken == false)') THEN
      refusal := jsonb_build_object('refused', 'out_of_stock', 'stock', coalesce(stock, '[]'::jsonb));
      RAISE SQLSTATE 'SH001';
    END IF;
    PERFORM product_cards_stock_moved(taken_ids);

    IF jsonb_typeof(promocode) = 'object' THEN
      -- The row lock taken here also orders concurrent orders of one buyer, so the count below sees the others.
      UPDATE promocodes SET usage_count = usage_count + 1
      WHERE id = (promocode ->> 'id')::uuid AND is_active AND (max_usage IS NULL OR usage_count < max_usage)
      RETURNING promocodes.per_user_limit INTO per_user_limit;
      IF NOT FOUND THEN
        refusal := jsonb_build_object('refused', 'promocode_used_up');
        RAISE SQLSTATE 'SH001';
      END IF;
      IF placed.user_id IS NOT NULL AND per_user_limit IS NOT NULL THEN
        SELECT count(*) INTO used FROM promocode_redemptions
        WHERE promocode_id = (promocode ->> 'id')::uuid AND user_id = placed.user_id;
        IF used >= per_user_limit THEN
          refusal := jsonb_build_object('refused', 'promocode_user_limit');
          RAISE SQLSTATE 'SH001';
        END IF;
      END IF;
      INSERT INTO promocode_redemptions (promocode_id, user_id, order_id, discount_kopecks)
      VALUES ((promocode ->> 'id')::uuid, placed.user_id, placed.id, (promocode ->> 'discountKopecks')::bigint);
    END IF;

    -- The lines in the buyer's order: their ids follow it.
    WITH inserted AS (
      INSERT INTO order_items (order_id, product_id, name, sku, image, color_code, color_name, size_code, size_name,
        price_kopecks, original_price_kopecks, quantity, discount_kopecks, line_total_kopecks, is_wholesale,
        wholesale_group_id, wholesale_metadata)
      SELECT placed.id, r.product_id, r.name, r.sku, r.image, r.color_code, r.color_name, r.size_code, r.size_name,
        r.price_kopecks, r.original_price_kopecks, r.quantity, coalesce(r.discount_kopecks, 0), r.line_total_kopecks,
        coalesce(r.is_wholesale, false), r.wholesale_group_id, r.wholesale_metadata
      FROM jsonb_populate_recordset(NULL::order_items, input -> 'lines') WITH ORDINALITY AS r
      ORDER BY r.ordinality
      RETURNING *
    )
    SELECT jsonb_agg(to_jsonb(i) ORDER BY i.id) INTO items FROM inserted i;

    INSERT INTO order_events (order_id, status, note, actor_id)
    VALUES (placed.id, 'pending', input ->> 'placedNote', placed.user_id);

    -- The messages of the order (the staff post), its number put where the mark first stands in their text.
    IF jsonb_array_length(coalesce(input -> 'messages', '[]'::jsonb)) > 0 THEN
      INSERT INTO telegram_outbox (chat_id, method, payload, purpose, key, on_sent, order_id)
      SELECT m."chatId", m.method,
        CASE WHEN mark.first_at > 0 THEN jsonb_set(m.payload, '{text}', to_jsonb(overlay(m.payload ->> 'text'
          PLACING placed.number::text FROM mark.first_at FOR length(input ->> 'numberMark'))))
        ELSE m.payload END,
        m.purpose, m.key, m."onSent", m."orderId"
      FROM jsonb_to_recordset(input -> 'messages') AS m("chatId" text, method text, payload jsonb, purpose text,
          key text, "onSent" jsonb, "orderId" uuid),
        LATERAL (SELECT position(input ->> 'numberMark' IN m.payload ->> 'text') AS first_at) mark
      ON CONFLICT (key) DO NOTHING;
    END IF;

    -- The buyer's server cart is emptied (a guest's lives in the browser).
    IF placed.user_id IS NOT NULL THEN
      UPDATE carts SET applied_promocode = NULL, updated_at = now(), version = version + 1
      WHERE user_id = placed.user_id
      RETURNING id INTO cart;
      IF FOUND THEN
        DELETE FROM cart_items WHERE cart_id = cart;
      END IF;
      -- A profile with no phone takes the order's, unless another account holds it: the order goes through either
      -- way. Two index look-ups for every order; the savepoint of the block only on the first order that fills it,
      -- for another account claiming the same phone at the same moment.
      IF profile_phone IS NOT NULL
        AND EXISTS (SELECT 1 FROM users u WHERE u.id = placed.user_id AND u.phone IS NULL)
        AND NOT EXISTS (SELECT 1 FROM users u WHERE u.phone = profile_phone) THEN
        BEGIN
          UPDATE users SET phone = profile_phone, updated_at = now() WHERE id = placed.user_id AND phone IS NULL;
        EXCEPTION WHEN unique_violation THEN
          NULL;
        END;
      END IF;
    END IF;

    RETURN jsonb_build_object('order', to_jsonb(placed), 'items', items);
  EXCEPTION WHEN SQLSTATE 'SH001' THEN
    RETURN refusal;
  END;
END;
$$ LANGUAGE plpgsql
-- The plans of its statements (and of the triggers they wake) do not depend on the input's values, so each is
-- planned once per connection rather than again for each of its first calls: a fifth of an order's database time.
SET plan_cache_mode = force_generic_plan;
--> statement-breakpoint
-- Search keeps each product's sales (product_search, migration 0004) by a trigger on the products. An order moves
-- the sales of its products and writes them to search in the same statement (place_order above), so the trigger
-- stands aside for it: as a row trigger it ran once for each line, a tenth of a 10-line order's database time.
CREATE OR REPLACE TRIGGER products_search_sync
AFTER INSERT OR UPDATE OF name, description, category_id, is_active, sold_count ON products
FOR EACH ROW WHEN (current_setting('shop.order_takes_stock', true) IS DISTINCT FROM 'on')
EXECUTE FUNCTION product_search_sync();

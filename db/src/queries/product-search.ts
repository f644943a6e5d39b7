/**
 * Storefront search: Russian full text over product_search (a narrow copy of products.search_vector, migrations
 * 0003 and 0004), with typos corrected first against the dictionary of catalogue words (search_words, kept by
 * triggers). These tables are outside the drizzle schema, so these queries are SQL.
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { preparedRows } from './prepared-rows';

/** Words of a query as the dictionary holds them: lower case letters and digits. */
export function searchTokens(text: string, maxTokens = 6): string[] {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words.map((word) => word.slice(0, 40)))].slice(0, maxTokens);
}

export interface WordCandidate {
  token: string;
  word: string;
  similarity: number;
}

/** The closest dictionary words (trigram similarity of at least 0.3, pg_trgm's default) to each token. */
export async function closestSearchWords(
  db: DbOrTx,
  tokens: readonly string[],
  perToken = 3,
): Promise<WordCandidate[]> {
  const candidates = tokens.filter((token) => token.length >= 3);
  if (candidates.length === 0) return [];
  const values = sql.join(
    candidates.map((token) => sql`(${token}::text)`),
    sql`, `,
  );
  const rows = await preparedRows<WordCandidate>(
    db,
    sql`select t.token, w.word, w.similarity
      from (values ${values}) as t(token)
      cross join lateral (
        select s.word, similarity(s.word, t.token)::float8 as similarity
        from search_words s
        where s.word % t.token
        order by similarity(s.word, t.token) desc, s.product_count desc, s.word
        limit ${perToken}
      ) w`,
    'search_words',
  );
  return rows.map((row) => ({ ...row, similarity: Number(row.similarity) }));
}

/**
 * The tsquery text for the tokens: every token must match, either as written or as one of its corrections.
 * Tokens and dictionary words hold letters and digits only, so the text needs no escaping.
 */
export function correctedQuery(tokens: readonly string[], candidates: readonly WordCandidate[]): string {
  return tokens
    .map((token) => {
      const own = candidates.filter((candidate) => candidate.token === token);
      const known = own.some((candidate) => candidate.word === token);
      const alternatives = known ? [token] : [token, ...own.slice(0, 2).map((candidate) => candidate.word)];
      return `(${[...new Set(alternatives)].join(' | ')})`;
    })
    .join(' & ');
}

export interface SearchPage {
  /** The matching products' card documents (JSON text), best first. */
  docs: string[];
  total: number;
}

/** Active products matching the tsquery text, best rank first, then the most sold. */
export async function searchProductCards(
  db: DbOrTx,
  params: { query: string; limit: number; offset: number },
): Promise<SearchPage> {
  const rows = await preparedRows<{ doc: string; total: number }>(
    db,
    sql`with matched as (
        select s.product_id as id, ts_rank(s.search_vector, q) as rank, s.sold_count
        from product_search s, to_tsquery('russian', ${params.query}) q
        where s.is_active and s.search_vector @@ q
      ),
      page as (
        select m.id, m.rank, m.sold_count, (select count(*) from matched)::int as total
        from matched m
        order by m.rank desc, m.sold_count desc, m.id
        limit ${params.limit} offset ${params.offset}
      )
      select card.doc, page.total
      from page
      join product_cards card on card.id = page.id
      order by page.rank desc, page.sold_count desc, page.id`,
    'search_page',
  );
  const docs = rows.map((row) => row.doc);
  if (rows.length > 0 || params.offset === 0) return { docs, total: rows[0]?.total ?? 0 };
  // A page past the end still reports how many there are.
  const counted = await preparedRows<{ total: number }>(
    db,
    sql`select count(*)::int as total from product_search s
      where s.is_active and s.search_vector @@ to_tsquery('russian', ${params.query})`,
    'search_count',
  );
  return { docs, total: counted[0]?.total ?? 0 };
}

/**
 * The SQL template for tests outside this package that read or write tables directly (product cards against the
 * tables they are built from, writes as any service would make them); `api/src` imports nothing from drizzle-orm.
 */
export { sql } from 'drizzle-orm';

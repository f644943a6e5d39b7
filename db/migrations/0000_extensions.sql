-- Trigram similarity powers typo-tolerant search; drizzle-kit does not write extensions itself.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

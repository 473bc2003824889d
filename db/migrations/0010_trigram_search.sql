-- Trigram matching for the admin's user search (`ilike '%…%'` on e-mail and nickname, indexed in the
-- next migration, redeem_admin). A trusted extension since PostgreSQL 13: the database's owner may create it. PGlite
-- loads it in db/client.ts; on a server it comes with PostgreSQL's contrib modules (Neon has it).
CREATE EXTENSION IF NOT EXISTS pg_trgm;

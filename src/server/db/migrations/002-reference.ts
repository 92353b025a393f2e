/**
 * Place search indexes on the names as the search compares them: lower case, ё as е, hyphens as spaces
 * (Королев finds Королёв, "ростов на дону" is Ростов-на-Дону). They replace the plain lower(name) indexes of 001,
 * which no query uses.
 */
import { type Kysely, sql } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop index if exists places_name_ru_trgm;
    drop index if exists places_name_en_trgm;
    create index places_search_ru on places using gin (translate(lower(name_ru), 'ё-', 'е ') gin_trgm_ops);
    create index places_search_en on places using gin (translate(lower(name_en), '-', ' ') gin_trgm_ops);
  `.execute(db)
}

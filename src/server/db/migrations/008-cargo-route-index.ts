/**
 * A route search (a radius around the start and one around the finish) reads one GiST index on a point in six
 * dimensions: the start and finish points on the earth side by side. Measured on a million cargos (PostgreSQL,
 * Moscow -> Kazan, 50 km each): intersecting the separate start and finish boxes visited 126,000 index entries
 * around Moscow for 1,500 matches; the 6-D box visits about as many entries as it finds.
 * Like `start_earth`, a stored generated column, so the exact distance checks stay on the stored cubes.
 */
import { type Kysely, sql } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table cargos add column route_earth cube not null generated always as (
      cube(array[
        cube_ll_coord(ll_to_earth(start_lat, start_lng), 1),
        cube_ll_coord(ll_to_earth(start_lat, start_lng), 2),
        cube_ll_coord(ll_to_earth(start_lat, start_lng), 3),
        cube_ll_coord(ll_to_earth(finish_lat, finish_lng), 1),
        cube_ll_coord(ll_to_earth(finish_lat, finish_lng), 2),
        cube_ll_coord(ll_to_earth(finish_lat, finish_lng), 3)
      ])
    ) stored;
    create index cargos_route_earth on cargos using gist (route_earth);
  `.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table cargos drop column if exists route_earth`.execute(db)
}

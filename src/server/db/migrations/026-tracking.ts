/**
 * Live tracking of orders (modules/tracking). `tracking_links`: the carrier's share links for the driver, a token
 * each (one live link per order: creating another revokes the previous), bound to a Telegram account when the
 * driver opens it in the bot. `order_positions`: the truck's positions (order, when recorded, coordinates,
 * accuracy, source), with the path length from the first position so a pace is one look-up; kept 90 days by a
 * sweep (`order_positions_recorded`). `order_tracking`: one row per tracked order with its last position and pace
 * (the on-way list reads these, not the track), the moment the last position came (the per-order rate limit) and
 * the notices already sent (late, near loading, near unloading: once each).
 */
import { type Kysely, sql } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table tracking_links (
      id serial primary key,
      order_id integer not null references orders(id) on delete cascade,
      token text not null unique,
      created_by integer references users(id) on delete set null,
      telegram_user_id bigint,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      revoked_at timestamptz
    );
    create index tracking_links_order on tracking_links (order_id, created_at desc) where revoked_at is null;
    create index tracking_links_telegram on tracking_links (telegram_user_id, created_at desc)
      where revoked_at is null and telegram_user_id is not null;

    create table order_positions (
      id bigserial primary key,
      order_id integer not null references orders(id) on delete cascade,
      recorded_at timestamptz not null,
      received_at timestamptz not null default now(),
      lat double precision not null check (lat between -90 and 90),
      lon double precision not null check (lon between -180 and 180),
      accuracy real check (accuracy >= 0),
      source text not null check (source in ('browser', 'telegram')),
      path_km double precision not null default 0
    );
    create index order_positions_order on order_positions (order_id, recorded_at);
    create index order_positions_recorded on order_positions (recorded_at);

    create table order_tracking (
      order_id integer primary key references orders(id) on delete cascade,
      last_lat double precision,
      last_lon double precision,
      last_accuracy real,
      last_source text,
      last_recorded_at timestamptz,
      last_path_km double precision not null default 0,
      last_received_at timestamptz,
      pace_kmh real,
      late_noticed_at timestamptz,
      near_loading_noticed_at timestamptz,
      near_unloading_noticed_at timestamptz
    );
  `.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop table if exists order_tracking;
    drop table if exists order_positions;
    drop table if exists tracking_links;
  `.execute(db)
}

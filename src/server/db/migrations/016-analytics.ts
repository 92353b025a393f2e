/**
 * Analytics (modules/analytics): goals of logisticians, their departments, and the facts the goals count.
 *
 * - `analytics_facts`: one row per event a goal counts, written by triggers on the tables where the event happens,
 *   so nothing is typed in and no other module has to remember to report: a cargo posted (`cargos`, leaving draft),
 *   a cargo covered (`contracts` signed), an order delivered (`orders` unloaded), the margin of a signed contract
 *   against its lane's median price per km, and the response time (`cargo_response_events`: the shipper's first
 *   decision on a carrier's response). `unique (type, source_id)`: an event counts once.
 * - `analytics_daily`: the facts summed per company, user, type and day (Moscow days), kept by a trigger on the
 *   facts; dashboards, graphs and the managers' statistics read it (a year of a busy company is a few thousand
 *   rows per user, not hundreds of thousands of cargos).
 * - The triggers are per statement with transition tables, so bulk writes (seeds, imports) cost one pass.
 * - `analytics_goals`: a user's monthly target per goal type; `departments` and `department_members`.
 * - `cargos.owner_company_id`: the client a cargo is carried for (a counterparty the company records); null: the
 *   company's own cargo.
 */
import { type Kysely, sql } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table cargos add column owner_company_id integer references companies(id) on delete set null;
    create index cargos_company_created on cargos (company_id, created_at);
    create index cargos_lane_load on cargos (start_region, finish_region, load_date_from)
      where price_per_km > 0;

    create table departments (
      id serial primary key,
      company_id integer not null references companies(id) on delete cascade,
      name text not null,
      head_user_id integer references users(id) on delete set null,
      created_at timestamptz not null default now()
    );
    create index departments_company on departments (company_id, id);
    create table department_members (
      user_id integer primary key references users(id) on delete cascade,
      department_id integer not null references departments(id) on delete cascade
    );
    create index department_members_department on department_members (department_id);

    create table analytics_goals (
      id serial primary key,
      company_id integer not null references companies(id) on delete cascade,
      user_id integer not null references users(id) on delete cascade,
      type smallint not null,
      month date not null check (extract(day from month) = 1),
      max_value bigint not null check (max_value >= 0),
      set_by integer references users(id) on delete set null,
      updated_at timestamptz not null default now(),
      unique (user_id, type, month)
    );
    create index analytics_goals_company on analytics_goals (company_id, month);

    create table analytics_facts (
      id bigserial primary key,
      company_id integer not null references companies(id) on delete cascade,
      user_id integer references users(id) on delete set null,
      type smallint not null,
      day date not null,
      value bigint not null,
      cargo_id integer,
      order_id integer,
      source_id integer not null,
      created_at timestamptz not null default now(),
      unique (type, source_id)
    );
    create index analytics_facts_user on analytics_facts (user_id, type, day desc, id desc);
    create index analytics_facts_company on analytics_facts (company_id, type, day desc, id desc);

    create table analytics_daily (
      company_id integer not null references companies(id) on delete cascade,
      user_id integer not null,
      type smallint not null,
      day date not null,
      total bigint not null,
      events integer not null,
      primary key (company_id, day, type, user_id)
    );
    create index analytics_daily_user on analytics_daily (user_id, type, day);

    create function analytics_roll_up() returns trigger language plpgsql as $$
    begin
      insert into analytics_daily as d (company_id, user_id, type, day, total, events)
        select company_id, coalesce(user_id, 0), type, day, sum(value), count(*)
        from new_facts group by company_id, coalesce(user_id, 0), type, day
        on conflict (company_id, day, type, user_id)
        do update set total = d.total + excluded.total, events = d.events + excluded.events;
      return null;
    end $$;
    create trigger analytics_roll_up after insert on analytics_facts
      referencing new table as new_facts for each statement execute function analytics_roll_up();

    -- posted: a cargo leaves draft (or is written past it); the day it was written or published
    create function analytics_posted_insert() returns trigger language plpgsql as $$
    begin
      insert into analytics_facts (company_id, user_id, type, day, value, cargo_id, source_id)
        select n.company_id, coalesce(n.created_by, n.responsible_user_id), 11,
          (n.created_at at time zone 'Europe/Moscow')::date, 1, n.id, n.id
        from new_cargos n where n.stage <> 'draft'
        on conflict (type, source_id) do nothing;
      return null;
    end $$;
    create trigger analytics_posted_insert after insert on cargos
      referencing new table as new_cargos for each statement execute function analytics_posted_insert();
    create function analytics_posted_update() returns trigger language plpgsql as $$
    begin
      insert into analytics_facts (company_id, user_id, type, day, value, cargo_id, source_id)
        select n.company_id, coalesce(n.created_by, n.responsible_user_id), 11,
          (now() at time zone 'Europe/Moscow')::date, 1, n.id, n.id
        from new_cargos n join old_cargos o on o.id = n.id
        where o.stage = 'draft' and n.stage <> 'draft'
        on conflict (type, source_id) do nothing;
      return null;
    end $$;
    create trigger analytics_posted_update after update on cargos
      referencing old table as old_cargos new table as new_cargos
      for each statement execute function analytics_posted_update();

    -- covered: the contract of a cargo is signed; the cargo's responsible (else its author) covered it. Margin:
    -- the lane's median posted price per km (region to region, the four weeks up to the load week and the one
    -- after) times the distance, minus the contract's price; no fact when the lane has no prices.
    create function analytics_covered(ids integer[]) returns void language plpgsql as $$
    begin
      insert into analytics_facts (company_id, user_id, type, day, value, cargo_id, source_id)
        with s as (
          select k.id, k.cargo_id, k.shipper_company_id as company_id, k.price,
            (coalesce(k.shipper_signed_at, now()) at time zone 'Europe/Moscow')::date as day,
            coalesce(c.responsible_user_id, c.created_by, k.shipper_signed_by) as user_id,
            c.start_region, c.finish_region, date_trunc('week', c.load_date_from)::date as load_week, c.distance_km
          from contracts k join cargos c on c.id = k.cargo_id where k.id = any(ids)
        ),
        m as (
          select l.start_region, l.finish_region, l.load_week,
            percentile_cont(0.5) within group (order by c.price_per_km) as per_km
          from (select distinct start_region, finish_region, load_week from s where distance_km > 0) l
          join cargos c on c.start_region = l.start_region and c.finish_region = l.finish_region
            and c.price_per_km > 0
            and c.load_date_from >= l.load_week - 28 and c.load_date_from < l.load_week + 14
          group by l.start_region, l.finish_region, l.load_week
        )
        select company_id, user_id, 17, day, 1, cargo_id, id from s
        union all
        select s.company_id, s.user_id, 25, s.day, round(m.per_km * s.distance_km)::bigint - s.price, s.cargo_id, s.id
        from s join m on m.start_region = s.start_region and m.finish_region = s.finish_region
          and m.load_week = s.load_week
        where s.distance_km > 0
        on conflict (type, source_id) do nothing;
    end $$;
    create function analytics_covered_insert() returns trigger language plpgsql as $$
    begin
      perform analytics_covered(array(select n.id from new_contracts n where n.status in ('signed', 'completed')));
      return null;
    end $$;
    create trigger analytics_covered_insert after insert on contracts
      referencing new table as new_contracts for each statement execute function analytics_covered_insert();
    create function analytics_covered_update() returns trigger language plpgsql as $$
    begin
      perform analytics_covered(array(
        select n.id from new_contracts n join old_contracts o on o.id = n.id
        where n.status in ('signed', 'completed') and o.status not in ('signed', 'completed')));
      return null;
    end $$;
    create trigger analytics_covered_update after update on contracts
      referencing old table as old_contracts new table as new_contracts
      for each statement execute function analytics_covered_update();

    -- delivered: an order reaches unloaded (or a later step); the cargo's responsible (else its author)
    create function analytics_delivered_insert() returns trigger language plpgsql as $$
    begin
      insert into analytics_facts (company_id, user_id, type, day, value, cargo_id, order_id, source_id)
        select n.shipper_company_id, coalesce(c.responsible_user_id, c.created_by), 21,
          (coalesce(n.unloaded_at, now()) at time zone 'Europe/Moscow')::date, 1, n.cargo_id, n.id, n.id
        from new_orders n join cargos c on c.id = n.cargo_id
        where n.status in ('unloaded', 'documents_approved', 'closed')
        on conflict (type, source_id) do nothing;
      return null;
    end $$;
    create trigger analytics_delivered_insert after insert on orders
      referencing new table as new_orders for each statement execute function analytics_delivered_insert();
    create function analytics_delivered_update() returns trigger language plpgsql as $$
    begin
      insert into analytics_facts (company_id, user_id, type, day, value, cargo_id, order_id, source_id)
        select n.shipper_company_id, coalesce(c.responsible_user_id, c.created_by), 21,
          (coalesce(n.unloaded_at, now()) at time zone 'Europe/Moscow')::date, 1, n.cargo_id, n.id, n.id
        from new_orders n join old_orders o on o.id = n.id join cargos c on c.id = n.cargo_id
        where n.status in ('unloaded', 'documents_approved', 'closed')
          and o.status not in ('unloaded', 'documents_approved', 'closed')
        on conflict (type, source_id) do nothing;
      return null;
    end $$;
    create trigger analytics_delivered_update after update on orders
      referencing old table as old_orders new table as new_orders
      for each statement execute function analytics_delivered_update();

    -- response time: minutes from a carrier's response to the shipper's first decision on it (accepted or
    -- rejected), credited to whoever decided
    create function analytics_answered() returns trigger language plpgsql as $$
    begin
      insert into analytics_facts (company_id, user_id, type, day, value, cargo_id, source_id)
        select c.company_id, e.user_id, 29, (e.created_at at time zone 'Europe/Moscow')::date,
          greatest(0, round(extract(epoch from e.created_at - r.created_at) / 60)), r.cargo_id, r.id
        from new_events e
        join cargo_responses r on r.id = e.response_id
        join cargos c on c.id = r.cargo_id
        join users u on u.id = e.user_id and u.company_id = c.company_id
        where e.status in ('accepted', 'rejected')
        on conflict (type, source_id) do nothing;
      return null;
    end $$;
    create trigger analytics_answered after insert on cargo_response_events
      referencing new table as new_events for each statement execute function analytics_answered();
  `.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop trigger if exists analytics_answered on cargo_response_events;
    drop trigger if exists analytics_delivered_update on orders;
    drop trigger if exists analytics_delivered_insert on orders;
    drop trigger if exists analytics_covered_update on contracts;
    drop trigger if exists analytics_covered_insert on contracts;
    drop trigger if exists analytics_posted_update on cargos;
    drop trigger if exists analytics_posted_insert on cargos;
    drop function if exists analytics_answered, analytics_delivered_update, analytics_delivered_insert,
      analytics_covered_update, analytics_covered_insert, analytics_covered, analytics_posted_update,
      analytics_posted_insert, analytics_roll_up;
    drop table if exists analytics_daily, analytics_facts, analytics_goals, department_members, departments;
    drop index if exists cargos_lane_load;
    drop index if exists cargos_company_created;
    alter table cargos drop column if exists owner_company_id;
  `.execute(db)
}

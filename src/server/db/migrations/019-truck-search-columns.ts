/**
 * Truck search answers from one table per kind of truck (modules/trucks/search-repository.ts). At a million
 * trucks, joining every free window to `transports` (and every planned route to `external_transports`) for the
 * body type and capacity the search filters on cost ~51,000 single-row lookups and 0.6–1.4 s a search on
 * PostgreSQL (bench/trucks.ts). So the truck's searched columns are copied onto its free windows and planned
 * routes and ride in the search indexes:
 * - `transport_tasks`: the truck's body type, load types, capacity and volume, and `searchable` (a registered
 *   carrier's or expeditor's own truck, not an external carrier's truck placed on a calendar);
 * - `external_routes`: the external truck's body type, load types, weight and volume.
 * Triggers keep the copies: a window or route takes its truck's values when written (or moved to another truck),
 * and a change of a truck (or of its company's type) is copied to its windows or routes. Nothing else writes them
 * (the Kysely schema marks them read-only).
 */
import { type Kysely, sql } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table transport_tasks
      add column truck_type_id integer,
      add column load_type_ids integer[] not null default '{}',
      add column capacity numeric(8, 3),
      add column volume numeric(8, 2),
      add column searchable boolean not null default false;
    alter table external_routes
      add column truck_type_id integer,
      add column load_type_ids integer[] not null default '{}',
      add column weight numeric(8, 3),
      add column volume numeric(8, 2);

    -- a window takes its truck's columns when written or moved to another truck
    create function fx_task_truck_columns() returns trigger language plpgsql as $$
    begin
      select t.truck_type_id, t.load_type_ids, t.capacity, t.volume,
          t.external_company_id is null and c.type in ('carrier', 'expeditor')
        into new.truck_type_id, new.load_type_ids, new.capacity, new.volume, new.searchable
        from transports t join companies c on c.id = t.company_id
        where t.id = new.transport_id;
      new.load_type_ids := coalesce(new.load_type_ids, '{}');
      new.searchable := coalesce(new.searchable, false);
      return new;
    end $$;
    create trigger transport_tasks_truck_columns before insert or update of transport_id on transport_tasks
      for each row execute function fx_task_truck_columns();

    -- a truck's change reaches its windows
    create function fx_transport_to_tasks() returns trigger language plpgsql as $$
    begin
      update transport_tasks k set truck_type_id = new.truck_type_id, load_type_ids = new.load_type_ids,
          capacity = new.capacity, volume = new.volume,
          searchable = new.external_company_id is null
            and exists (select 1 from companies c where c.id = new.company_id and c.type in ('carrier', 'expeditor'))
        where k.transport_id = new.id;
      return null;
    end $$;
    create trigger transports_to_tasks
      after update of truck_type_id, load_type_ids, capacity, volume, external_company_id, company_id on transports
      for each row when (
        old.truck_type_id is distinct from new.truck_type_id or old.load_type_ids is distinct from new.load_type_ids
        or old.capacity is distinct from new.capacity or old.volume is distinct from new.volume
        or old.external_company_id is distinct from new.external_company_id or old.company_id <> new.company_id
      ) execute function fx_transport_to_tasks();

    -- a company that stops (or starts) being a carrier takes its trucks out of (or into) the search
    create function fx_company_type_to_tasks() returns trigger language plpgsql as $$
    begin
      update transport_tasks k set searchable = t.external_company_id is null and new.type in ('carrier', 'expeditor')
        from transports t where t.id = k.transport_id and t.company_id = new.id;
      return null;
    end $$;
    create trigger companies_type_to_tasks after update of type on companies
      for each row when (old.type is distinct from new.type) execute function fx_company_type_to_tasks();

    -- a planned route takes its external truck's columns when written or moved to another truck
    create function fx_route_truck_columns() returns trigger language plpgsql as $$
    begin
      select x.truck_type_id, x.load_type_ids, x.weight, x.volume
        into new.truck_type_id, new.load_type_ids, new.weight, new.volume
        from external_transports x where x.id = new.transport_id;
      new.load_type_ids := coalesce(new.load_type_ids, '{}');
      return new;
    end $$;
    create trigger external_routes_truck_columns before insert or update of transport_id on external_routes
      for each row execute function fx_route_truck_columns();

    -- an external truck's change reaches its routes
    create function fx_external_transport_to_routes() returns trigger language plpgsql as $$
    begin
      update external_routes r set truck_type_id = new.truck_type_id, load_type_ids = new.load_type_ids,
          weight = new.weight, volume = new.volume
        where r.transport_id = new.id;
      return null;
    end $$;
    create trigger external_transports_to_routes
      after update of truck_type_id, load_type_ids, weight, volume on external_transports
      for each row when (
        old.truck_type_id is distinct from new.truck_type_id or old.load_type_ids is distinct from new.load_type_ids
        or old.weight is distinct from new.weight or old.volume is distinct from new.volume
      ) execute function fx_external_transport_to_routes();

    -- the rows written before this migration
    update transport_tasks k set truck_type_id = t.truck_type_id, load_type_ids = t.load_type_ids,
        capacity = t.capacity, volume = t.volume,
        searchable = t.external_company_id is null and c.type in ('carrier', 'expeditor')
      from transports t join companies c on c.id = t.company_id
      where t.id = k.transport_id;
    update external_routes r set truck_type_id = x.truck_type_id, load_type_ids = x.load_type_ids,
        weight = x.weight, volume = x.volume
      from external_transports x where x.id = r.transport_id;
  `.execute(db)
  await sql`
    -- Truck search reads a place's free windows (or all of them, without a place) in index order and stops after
    -- a page: the windows open on the first searched day by end date, those opening later by start date, so that
    -- neither range reaches the past windows. These replace migration 014c's two window indexes, now only of
    -- searchable trucks and carrying what the search filters on and answers (index-only scans: a rejected window
    -- costs no table read). The external trucks' and planned routes' indexes carry the same.
    drop index if exists transport_tasks_free_place_start;
    drop index if exists transport_tasks_free_start;
    create index transport_tasks_search_place_start on transport_tasks (place_id, start_date, id)
      include (end_date, transport_id, company_id, truck_type_id, capacity, volume, load_type_ids)
      where type <> 'busy' and searchable;
    create index transport_tasks_search_place_end on transport_tasks (place_id, end_date, id)
      include (start_date, transport_id, company_id, truck_type_id, capacity, volume, load_type_ids)
      where type <> 'busy' and searchable;
    create index transport_tasks_search_start on transport_tasks (start_date, id)
      include (end_date, place_id, transport_id, company_id, truck_type_id, capacity, volume, load_type_ids)
      where type <> 'busy' and searchable;
    create index transport_tasks_search_end on transport_tasks (end_date, id)
      include (start_date, place_id, transport_id, company_id, truck_type_id, capacity, volume, load_type_ids)
      where type <> 'busy' and searchable;
    -- the longest free window: a window open on a day ends at most that long after it
    create index transport_tasks_search_length on transport_tasks ((end_date - start_date))
      where type <> 'busy' and searchable;
    drop index if exists external_transports_owner_place;
    drop index if exists external_transports_owner_id;
    create index external_transports_owner_place on external_transports (owner_company_id, start_place_id, id)
      include (finish_place_id, company_id, truck_type_id, weight, volume, load_type_ids);
    create index external_transports_owner_id on external_transports (owner_company_id, id)
      include (start_place_id, finish_place_id, company_id, truck_type_id, weight, volume, load_type_ids);
    drop index if exists external_routes_planned_place;
    drop index if exists external_routes_planned_start;
    create index external_routes_planned_place on external_routes (owner_company_id, start_place_id, start_date, id)
      include (finish_place_id, transport_id, truck_type_id, weight, volume, load_type_ids)
      where status = 'planned';
    create index external_routes_planned_start on external_routes (owner_company_id, start_date, id)
      include (start_place_id, finish_place_id, transport_id, truck_type_id, weight, volume, load_type_ids)
      where status = 'planned';
  `.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop index if exists external_routes_planned_start;
    drop index if exists external_routes_planned_place;
    drop index if exists external_transports_owner_id;
    drop index if exists external_transports_owner_place;
    create index external_transports_owner_place on external_transports (owner_company_id, start_place_id, id);
    create index external_transports_owner_id on external_transports (owner_company_id, id);
    drop index if exists transport_tasks_search_length;
    drop index if exists transport_tasks_search_end;
    drop index if exists transport_tasks_search_start;
    drop index if exists transport_tasks_search_place_end;
    drop index if exists transport_tasks_search_place_start;
    create index transport_tasks_free_place_start on transport_tasks (place_id, start_date, id) include (end_date)
      where type <> 'busy';
    create index transport_tasks_free_start on transport_tasks (start_date, id) include (end_date)
      where type <> 'busy';
    create index external_routes_planned_place on external_routes (owner_company_id, start_place_id, start_date, id)
      where status = 'planned';
    create index external_routes_planned_start on external_routes (owner_company_id, start_date, id)
      where status = 'planned';
    drop trigger if exists external_transports_to_routes on external_transports;
    drop trigger if exists external_routes_truck_columns on external_routes;
    drop trigger if exists companies_type_to_tasks on companies;
    drop trigger if exists transports_to_tasks on transports;
    drop trigger if exists transport_tasks_truck_columns on transport_tasks;
    drop function if exists fx_external_transport_to_routes();
    drop function if exists fx_route_truck_columns();
    drop function if exists fx_company_type_to_tasks();
    drop function if exists fx_transport_to_tasks();
    drop function if exists fx_task_truck_columns();
    alter table external_routes drop column truck_type_id, drop column load_type_ids, drop column weight,
      drop column volume;
    alter table transport_tasks drop column truck_type_id, drop column load_type_ids, drop column capacity,
      drop column volume, drop column searchable;
  `.execute(db)
}

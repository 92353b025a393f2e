/**
 * Counterparties a company records (POST companies: a client or an external carrier not on the exchange) are that
 * company's private records, as a contractor list is on ATI: they never stand for the real company. So an INN is
 * unique among registered companies, and once more within each company's own list; a recorded INN no longer
 * blocks or captures the real company's registration, and other companies never see another's records.
 *
 * Data made by the old rule: a recorded company that someone has since registered into is the real company now
 * (it stops being the recorder's, so the recorder cannot rename it), and when nobody there is an administrator
 * (the registrant became a pending employee of nobody), its first registrant becomes the administrator, as a
 * registration with a new INN would have made them.
 */
import { type Kysely, sql } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    update users u set roles = array_append(array_remove(u.roles, 'employee'), 'admin'), status = 'active'
      where u.id in (
        select min(first.id) from users first
          join companies c on c.id = first.company_id and c.created_by_company_id is not null
          where first.status <> 'removed' and first.is_system = false
            and not exists (
              select 1 from users a where a.company_id = c.id and 'admin' = any(a.roles) and a.status = 'active'
            )
          group by c.id
      );

    update companies c set created_by_company_id = null
      where created_by_company_id is not null and exists (select 1 from users u where u.company_id = c.id);

    alter table companies drop constraint companies_inn_key;
    create unique index companies_registered_inn on companies (inn) where created_by_company_id is null;
    create unique index companies_recorded_inn on companies (created_by_company_id, inn)
      where created_by_company_id is not null;

    -- a company's private records go with it (set null would turn them into registered companies)
    alter table companies drop constraint companies_created_by_company_id_fkey;
    alter table companies add constraint companies_created_by_company_id_fkey
      foreign key (created_by_company_id) references companies(id) on delete cascade;
  `.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop index if exists companies_recorded_inn;
    drop index if exists companies_registered_inn;
    alter table companies add constraint companies_inn_key unique (inn);
  `.execute(db)
}

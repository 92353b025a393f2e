/**
 * The access rows of the analytics area (see ../access-table.ts for the shape and the callers). Every endpoint is
 * for shipper companies' users; on top of the role, a logistician sees only themself (goals), and departments,
 * targets and statistics are for the company's administrator and managers (and department heads): the demo
 * logistician heads nothing, so those answer 403 (the departments list answers them an empty list: the departments
 * they head). Departments are shaped by the head of logistics only (the
 * company's administrator or a manager).
 */
import type { Kysely } from 'kysely'
import type { DB } from '../../../src/server/db/schema'
import type { AccessRow, Caller } from '../access-table'

/** `shipper` for the company's administrator and manager, `logist` for the logistician; others are refused. */
const by = (shipper: number, logist = shipper): Record<Caller, number> => ({
  anonymous: 401,
  shipper,
  logist,
  manager: shipper,
  carrier: 403,
  security: 403,
})

export const rows: AccessRow[] = [
  { endpoint: 'analytics.listGoalTypes', request: () => ({ url: 'users/goals/types' }), expect: by(200) },
  { endpoint: 'analytics.myGoals', request: () => ({ url: 'users/goals/me?dashboard=2' }), expect: by(200) },
  // another company's user: 404 for everyone who passes the role
  {
    endpoint: 'analytics.goalsDashboard',
    request: (f) => ({ url: `users/goals/dashboard?filter[user_id]=${f.analyticsUralUser}` }),
    expect: by(404),
  },
  // a colleague: the logistician may not look
  {
    endpoint: 'analytics.goalGraph',
    request: (f) => ({ url: `users/goals/me/graph?filter[user_id]=${f.analyticsColleague}` }),
    expect: by(200, 403),
  },
  { endpoint: 'analytics.goalDetails', request: () => ({ url: 'users/goals/me/details' }), expect: by(200) },
  {
    endpoint: 'analytics.listDepartments',
    request: () => ({ url: 'companies/departments?include=users.goals' }),
    expect: by(200),
  },
  {
    endpoint: 'analytics.putIndividualGoal',
    request: (f) => ({ url: `companies/goals/individual/${f.analyticsColleague}`, payload: {} }),
    expect: by(422),
  },
  // managing departments: the head of logistics (administrator, manager); a bad body is 422 before the role
  {
    endpoint: 'analytics.createDepartment',
    request: () => ({ url: 'companies/departments', payload: {} }),
    expect: by(422),
  },
  // no such department in the company: 404 for the head of logistics, 403 for the logistician
  {
    endpoint: 'analytics.updateDepartment',
    request: () => ({ url: 'companies/departments/2147483000', payload: { name: 'Склад' } }),
    expect: by(404, 403),
  },
  {
    endpoint: 'analytics.deleteDepartment',
    request: () => ({ url: 'companies/departments/2147483000' }),
    expect: by(404, 403),
  },
  // another company's employee
  {
    endpoint: 'analytics.moveToDepartment',
    request: (f) => ({ url: `companies/departments/members/${f.analyticsUralUser}`, payload: { department_id: null } }),
    expect: by(404, 403),
  },
  { endpoint: 'analytics.managerStats', request: () => ({ url: 'stats/shipper/managers' }), expect: by(200, 403) },
  { endpoint: 'analytics.cargoOwners', request: () => ({ url: 'stats/cargos/owners' }), expect: by(200, 403) },
  {
    endpoint: 'analytics.cargoOwnerRoutes',
    request: () => ({ url: 'stats/cargos/owners/routes' }),
    expect: by(200, 403),
  },
]

export async function fixtures(db: Kysely<DB>): Promise<Record<string, number>> {
  const id = async (email: string) =>
    (await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id
  return {
    analyticsUralUser: await id('ural@example.com'),
    /** A logistician of «Восток»: the manager heads «Центр», but as a manager sees the whole company. */
    analyticsColleague: await id('zaytsev@north-trade.example'),
  }
}

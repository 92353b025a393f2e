/** Departments with their people and goals; the head (or a manager) sets a logistician's monthly target. */
import type { FastifyInstance } from 'fastify'
import { listDepartments, putIndividualGoal } from '../../../core/contract/analytics'
import type { Lang } from '../../../core/contract/common'
import type { AppContext } from '../../http/context'
import { route } from '../../http/route'
import { colleague, requireSight, requireSupervisor, supervises, viewerOf } from './access'
import { goalOf } from './answers'
import { departmentsOf, type MemberRow, membersOf, unassigned } from './department-repository'
import { deleteGoal, goalTypeIds, goalValue, sumsByUser, targetOf, targetsOf, upsertGoal } from './goals-repository'
import { monthEnd, monthStart, periodOf } from './period'

const noDepartment = { ru: 'Без отдела', en: 'No department' } as const satisfies Record<Lang, string>

export function registerDepartmentRoutes(app: FastifyInstance, { db }: AppContext) {
  route(app, listDepartments, async ({ query, me, lang }) => {
    // the departments the caller heads: none for a logistician who heads none (an empty list, not a refusal, so a
    // screen that offers a supervisor the people to pick asks without knowing in advance)
    const v = await viewerOf(db, me)
    if (!supervises(v)) return { data: [], meta: { size: 0 } }
    const all = await departmentsOf(db, v)
    const page = all.slice(query.offset, query.offset + query.limit)
    const p = periodOf(query.filter)
    let members: MemberRow[] = []
    if (query.include) {
      const ids = page.flatMap((d) => (d.id === null ? [] : [d.id]))
      members = await membersOf(db, ids)
      if (page.some((d) => d.id === null)) members.push(...(await unassigned(db, v.companyId)))
    }
    const userIds = members.map((m) => m.id)
    const withGoals = query.include === 'users.goals'
    const sums = withGoals ? await sumsByUser(db, v.companyId, userIds, p) : new Map()
    const targets = withGoals ? await targetsOf(db, v.companyId, userIds, p) : []
    const oneMonth = p.start === monthStart(p.start) && p.end === monthEnd(p.start)
    const heads = new Set(all.map((d) => d.head?.id))
    const data = page.map((d) => ({
      ...d,
      name: d.id === null ? noDepartment[lang] : d.name,
      ...(query.include
        ? {
            users: members
              .filter((m) => m.department_id === d.id)
              .map((m) => ({
                id: m.id,
                name: m.name,
                email: m.email,
                is_head: d.head?.id === m.id || (d.id === null && heads.has(m.id)),
                ...(withGoals
                  ? {
                      goals: goalTypeIds.map((type) => {
                        const own = targets.filter((t) => t.user_id === m.id)
                        const sum = sums.get(`${m.id}:${type}`)
                        const row = oneMonth ? own.find((t) => t.type === type) : undefined
                        return {
                          ...goalOf(type, goalValue(type, sum), sum?.events ?? 0, targetOf(type, own), lang),
                          goal_id: row?.id ?? null,
                        }
                      }),
                    }
                  : {}),
              })),
          }
        : {}),
    }))
    return { data, meta: { size: all.length } }
  })

  route(app, putIndividualGoal, async ({ params, body, me, lang }) => {
    const v = await requireSupervisor(db, me)
    const user = await colleague(db, v.companyId, params.id)
    await requireSight(db, v, user.id)
    const month = `${body.month}-01`
    const p = { start: month, end: monthEnd(month) }
    if (body.max_value === null) await deleteGoal(db, user.id, body.type, month)
    else
      await upsertGoal(db, {
        company_id: v.companyId,
        user_id: user.id,
        type: body.type,
        month,
        max_value: body.max_value,
        set_by: me.id,
      })
    const sums = await sumsByUser(db, v.companyId, [user.id], p)
    const targets = await targetsOf(db, v.companyId, [user.id], p)
    const sum = sums.get(`${user.id}:${body.type}`)
    const row = targets.find((t) => t.type === body.type)
    return {
      data: {
        ...goalOf(body.type, goalValue(body.type, sum), sum?.events ?? 0, targetOf(body.type, targets), lang),
        goal_id: row?.id ?? null,
        user,
        month: body.month,
      },
    }
  })
}

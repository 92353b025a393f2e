/**
 * /analytics/goals: the departments the caller sees, their people and each person's goals for the month (value
 * counted from the exchange against the target); the head (or a manager) sets a person's targets; the head of
 * logistics (administrator or manager) also shapes the departments (./departments-admin.tsx); below, the events a
 * measure is counted from, 20 a page (spec 9).
 */
import { useState } from 'react'
import {
  ANALYTICS_PAGE_SIZE,
  DEFAULT_GOAL_TYPE,
  GoalTargetsForm,
  goalCatalogue,
  goalDetails,
  goalTypeIds,
  listDepartments,
  putIndividualGoal,
} from '../../../core/contract/analytics'
import type { ResponseOf } from '../../../core/contract/endpoint'
import {
  Button,
  EmptyState,
  ErrorState,
  Loaded,
  numberColumn,
  Pagination,
  Skeleton,
  useApi,
  useEndpoint,
  useFailureToast,
  useFormat,
  useLang,
  useTabPages,
  useToast,
} from '../../../widgets/ui'
import { toastFailure } from '../../forms/errors'
import { FormDialog } from '../../forms/form-dialog'
import { FormNumber } from '../../forms/number-fields'
import { Page } from '../../forms/page'
import { isCompanyManager, useCurrentUser } from '../../forms/use-session'
import { useZodForm } from '../../forms/use-zod-form'
import { DeleteDepartmentDialog, DepartmentDialog, MoveSelect } from './departments-admin'
import { FilterSelect } from './filter-select'
import { GoalBar } from './GoalBar'
import { usePeople } from './people'
import { ReportTable } from './report-table'
import { currentMonth, formatUnit, type Month, MonthFilter, monthKey, periodOfMonth, useAT } from './shared'

type Department = ResponseOf<typeof listDepartments>['data'][number]
type Person = NonNullable<Department['users']>[number]

/** The dialog's name of a goal type's field. */
const goalField = (type: number) => `goal_${type}`

function GoalsDialog({ person, month, onClose }: { person: Person; month: Month; onClose: (saved: boolean) => void }) {
  const t = useAT()
  const api = useApi()
  const toast = useToast()
  const format = useFormat()
  const lang = useLang()
  // money targets are edited in roubles, sent in kopecks
  const [initial] = useState(() =>
    Object.fromEntries(
      goalTypeIds.map((type) => {
        const goal = (person.goals ?? []).find((g) => g.type === type)
        const value = goal?.max_value ?? null
        return [goalField(type), value === null || goal?.unit !== 'money' ? value : Math.round(value / 100)]
      }),
    ),
  )
  const form = useZodForm(GoalTargetsForm, { defaultValues: initial })
  const save = form.handleSubmit(async (values) => {
    try {
      for (const type of goalTypeIds) {
        const value = values[goalField(type)] ?? null
        if (value === (initial[goalField(type)] ?? null)) continue
        const unit = goalCatalogue[type].unit
        await api.call(putIndividualGoal, {
          params: { id: person.id },
          body: {
            type,
            month: monthKey(month),
            max_value: value === null ? null : unit === 'money' ? value * 100 : value,
          },
        })
      }
      toast.show(t('analytics.saved'), { kind: 'success' })
      onClose(true)
    } catch (error) {
      toastFailure(toast, error)
    }
  })
  const monthName = format.date(`${monthKey(month)}-01`, { month: 'long', year: 'numeric' })
  return (
    <FormDialog
      formId="an-goals"
      onClose={() => onClose(false)}
      title={t('analytics.edit_goals_of', { month: monthName, name: person.name })}
      busy={form.formState.isSubmitting}
    >
      <p className="an-muted">{t('analytics.edit_hint')}</p>
      <form id="an-goals" className="an-form-grid" data-form="goals" noValidate onSubmit={save}>
        {goalTypeIds.map((type) => (
          <FormNumber
            key={type}
            control={form.control}
            name={goalField(type)}
            label={goalCatalogue[type].name[lang]}
            integer
          />
        ))}
      </form>
    </FormDialog>
  )
}

type DetailRow = ResponseOf<typeof goalDetails>['data'][number]

export default function GoalsPage() {
  const t = useAT()
  const format = useFormat()
  const lang = useLang()
  const [editing, setEditing] = useState<Person | null>(null)
  const { user } = useCurrentUser()
  // the head of logistics shapes the departments; a department's head only sets goals (the server says the same)
  const admin = isCompanyManager(user)
  const [shaping, setShaping] = useState<{ department?: Department } | null>(null)
  const [removing, setRemoving] = useState<(Department & { id: number }) | null>(null)
  const [type, setType] = useState<number>(DEFAULT_GOAL_TYPE)
  const [userId, setUserId] = useState(0)
  const { tab: month, offset, setOffset, selectTab: selectMonth } = useTabPages<Month>(currentMonth)
  const period = periodOfMonth(month)
  // spec 9: departments page by 20 (offset paging); the people to pick come from every department (usePeople)
  const [departmentsOffset, setDepartmentsOffset] = useState(0)
  const departmentsPage = useEndpoint(
    listDepartments,
    { query: { include: 'users.goals', limit: ANALYTICS_PAGE_SIZE, offset: departmentsOffset, filter: period } },
    { keepPrevious: true },
  )
  const departments =
    departmentsPage.state === 'ready' ? { ...departmentsPage, data: departmentsPage.data.data } : departmentsPage
  const { people } = usePeople()
  const details = useEndpoint(
    goalDetails,
    {
      query: {
        limit: ANALYTICS_PAGE_SIZE,
        offset,
        filter: { ...period, type, ...(userId > 0 ? { user_id: userId } : {}) },
      },
    },
    { keepPrevious: true },
  )
  useFailureToast(departmentsPage)
  useFailureToast(details)
  const named = departments.state === 'ready' ? departments.data.flatMap((d) => (d.id === null ? [] : [d])) : []
  const shaped = (changed: boolean) => {
    setShaping(null)
    setRemoving(null)
    if (changed) departments.reload()
  }
  const unit = goalCatalogue[type as keyof typeof goalCatalogue].unit

  return (
    <Page name="analytics-goals" title={t('analytics.goals_title')}>
      <div className="an-filters">
        <MonthFilter value={month} onChange={selectMonth} />
      </div>
      <section className="an-section" aria-labelledby="an-departments">
        <div className="an-heading">
          <h2 className="fx-hp-subtitle" id="an-departments">
            {t('analytics.departments')}
          </h2>
          {admin && (
            <Button onClick={() => setShaping({})} data-action="new-department">
              {t('analytics.new_department')}
            </Button>
          )}
        </div>
        {departments.state === 'loading' && <Skeleton lines={6} />}
        {departments.state === 'error' && <ErrorState error={departments.error} onRetry={departments.reload} />}
        {departments.state === 'ready' &&
          departments.data.map((d) => (
            <section key={d.id ?? 'none'} className="an-section" data-department={d.id ?? 'none'}>
              <div className="an-heading">
                <h3 className="fx-hp-subtitle">{d.name}</h3>
                {admin && d.id !== null && (
                  <div className="an-actions">
                    <Button size="small" onClick={() => setShaping({ department: d })} data-action="edit-department">
                      {t('analytics.edit_department_button')}
                    </Button>
                    <Button
                      size="small"
                      variant="danger"
                      onClick={() => setRemoving({ ...d, id: d.id as number })}
                      data-action="delete-department"
                    >
                      {t('analytics.delete_department')}
                    </Button>
                  </div>
                )}
              </div>
              {d.head && <p className="an-muted">{t('analytics.head', { name: d.head.name })}</p>}
              {(d.users ?? []).length === 0 ? (
                <p className="an-muted">{t('analytics.no_people')}</p>
              ) : (
                <ul className="fx-hp-list">
                  {(d.users ?? []).map((u) => (
                    <li key={u.id} className="fx-hp-item an-person" data-person={u.email}>
                      <div>
                        <strong>{u.name}</strong>
                        {u.is_head && <span className="an-muted"> · {t('analytics.head_mark')}</span>}
                        {admin && (
                          <MoveSelect
                            person={u}
                            current={d.id}
                            departments={named.map((n) => ({ id: n.id as number, name: n.name }))}
                            onMoved={departments.reload}
                          />
                        )}
                      </div>
                      <ul className="an-goals">
                        {(u.goals ?? []).map((g) => (
                          <li key={g.type} className="an-goal" data-goal={g.type}>
                            <span className="an-muted">{g.name}</span>
                            <span data-value>
                              {formatUnit(format, t, g.unit, g.current_value)}
                              {g.max_value !== null && ` / ${formatUnit(format, t, g.unit, g.max_value)}`}
                            </span>
                            {g.progress !== null && (
                              <GoalBar
                                progress={g.progress}
                                state={g.state}
                                better={g.better}
                                label={`${g.name}: ${t('analytics.progress_label')}`}
                              />
                            )}
                          </li>
                        ))}
                      </ul>
                      {d.editable && (
                        <Button onClick={() => setEditing(u)} data-action="edit-goals">
                          {t('analytics.edit_goals')}
                        </Button>
                      )}
                    </li>
                  ))}
                </ul>
              )}
            </section>
          ))}
        {departmentsPage.state === 'ready' && (
          <Pagination
            total={departmentsPage.data.meta.size}
            limit={ANALYTICS_PAGE_SIZE}
            offset={departmentsOffset}
            onChange={setDepartmentsOffset}
          />
        )}
      </section>
      <section className="an-section" aria-labelledby="an-details">
        <h2 className="fx-hp-subtitle" id="an-details">
          {t('analytics.details')}
        </h2>
        <div className="an-filters">
          <FilterSelect
            label={t('analytics.goal')}
            options={goalTypeIds.map((id) => ({ value: id, label: goalCatalogue[id].name[lang] }))}
            value={type}
            onChange={(v) => {
              setType(v ?? DEFAULT_GOAL_TYPE)
              setOffset(0)
            }}
          />
          <FilterSelect
            label={t('analytics.person')}
            options={[
              { value: 0, label: t('analytics.everyone') },
              ...people.map((p) => ({ value: p.id, label: p.name })),
            ]}
            value={userId}
            onChange={(v) => {
              setUserId(v ?? 0)
              setOffset(0)
            }}
          />
        </div>
        <Loaded of={details} lines={6} empty={<EmptyState title={t('analytics.details_empty')} />}>
          {(page) => (
            <ReportTable
              name="details"
              label={t('analytics.details')}
              columns={[
                { key: 'date', header: t('analytics.date'), render: (e) => format.date(e.day) },
                { key: 'who', header: t('analytics.who'), render: (e) => e.user?.name ?? t('analytics.none') },
                {
                  key: 'cargo',
                  header: t('analytics.cargo'),
                  width: 'minmax(0, 2fr)',
                  wrap: true,
                  render: (e) =>
                    e.cargo
                      ? t('analytics.cargo_route', { id: e.cargo.id, from: e.cargo.from, to: e.cargo.to })
                      : t('analytics.none'),
                },
                numberColumn<DetailRow>('value', t('analytics.value'), (e) => formatUnit(format, t, unit, e.value)),
              ]}
              page={page}
              getRowKey={(e) => e.id}
              offset={offset}
              onOffset={setOffset}
            />
          )}
        </Loaded>
      </section>
      {shaping && <DepartmentDialog department={shaping.department} people={people} onClose={shaped} />}
      {removing && <DeleteDepartmentDialog department={removing} onClose={shaped} />}
      {editing && (
        <GoalsDialog
          person={editing}
          month={month}
          onClose={(saved) => {
            setEditing(null)
            if (saved) departments.reload()
          }}
        />
      )}
    </Page>
  )
}

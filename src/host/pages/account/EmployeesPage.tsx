/**
 * /account/employees: the company's staff (GET company/staff; the system assistant, which stands for
 * "unassigned", is not a person and is not listed). Administrators and managers add an employee (POST
 * company/staff, roles from GET company/employees/roles; an invitation is e-mailed), change one (PUT), remove one
 * (DELETE, after a confirmation) and approve those who registered into the company (POST
 * company/employees/:userId/approve). Everyone else reads the list.
 */
import { useCallback, useEffect, useMemo, useState } from 'react'
import { isApiError } from '../../../core/api'
import * as companies from '../../../core/contract/companies'
import type { StaffMember } from '../../../core/contract/entities'
import { AssignableRole } from '../../../core/contract/roles'
import { addTexts } from '../../../core/i18n/texts'
import {
  Button,
  Dialog,
  EmptyState,
  ErrorState,
  Skeleton,
  useApi,
  useEndpoint,
  useFailureToast,
  useT,
  useToast,
} from '../../../widgets/ui'
import { toastFailure } from '../../forms/errors'
import { FormText } from '../../forms/fields'
import { FormDialog } from '../../forms/form-dialog'
import { Page } from '../../forms/page'
import { FormMultiSelect } from '../../forms/select-fields'
import { isCompanyManager, useCurrentUser } from '../../forms/use-session'
import { applyServerErrors, bodySchema, useZodForm } from '../../forms/use-zod-form'
import * as accountTexts from '../../texts/account'
import * as authTexts from '../../texts/auth'
import type { HostTextKey } from '../../texts/keys'
import { roleLabel } from './roles'

addTexts(accountTexts, authTexts)

const createForm = bodySchema(companies.createStaff)
const updateForm = bodySchema(companies.updateStaff)

type RoleOption = { value: string; label: string }
type Load = { status: 'loading' } | { status: 'failed'; error: unknown } | { status: 'done'; staff: StaffMember[] }

/** The roles an employee is given here: the company's base role and `admin` are the server's business. */
const assignable = (member: StaffMember) =>
  member.roles.flatMap((role) => {
    const parsed = AssignableRole.safeParse(role)
    return parsed.success ? [parsed.data] : []
  })

function EmployeeDialog({
  member,
  roleOptions,
  onClose,
  onSaved,
}: {
  /** `null` adds a new employee. */
  member: StaffMember | null
  roleOptions: readonly RoleOption[]
  onClose: () => void
  onSaved: (member: StaffMember) => void
}) {
  const t = useT<HostTextKey>()
  const api = useApi()
  const toast = useToast()
  const create = useZodForm(createForm, {
    defaultValues: { name: '', email: '', phone: undefined, roles: ['employee'] },
  })
  const update = useZodForm(updateForm, {
    defaultValues: member
      ? { name: member.full_name, phone: member.phone, roles: assignable(member) }
      : { name: '', phone: null, roles: [] },
  })

  const submitCreate = create.handleSubmit(async (body) => {
    try {
      const answer = await api.call(companies.createStaff, { body })
      toast.show(t('account_pages.employee_invited', { email: answer.data.email ?? body.email }), { kind: 'success' })
      onSaved(answer.data)
    } catch (error) {
      applyServerErrors(create, error, toast, { fields: ['name', 'email', 'phone', 'roles'] })
    }
  })
  const submitUpdate = update.handleSubmit(async (body) => {
    if (!member) return
    try {
      const answer = await api.call(companies.updateStaff, { params: { id: member.id }, body })
      toast.show(t('account_pages.saved'), { kind: 'success' })
      onSaved(answer.data)
    } catch (error) {
      applyServerErrors(update, error, toast, { fields: ['name', 'phone', 'roles'] })
    }
  })

  const formId = member ? 'fx-employee-edit' : 'fx-employee-create'
  const busy = create.formState.isSubmitting || update.formState.isSubmitting
  return (
    <FormDialog
      formId={formId}
      title={member ? t('account_pages.employee_edit') : t('account_pages.employee_add')}
      onClose={onClose}
      busy={busy}
      submitLabel={member ? t('common.save') : t('account_pages.employee_invite')}
    >
      {member ? (
        <form id={formId} className="fx-hp-form" noValidate onSubmit={submitUpdate}>
          <FormText control={update.control} name="name" label={t('account_pages.name')} required />
          <p className="fx-hp-muted">
            {t('account_pages.email')}: {member.email}
          </p>
          <FormText
            control={update.control}
            name="phone"
            empty="null"
            type="tel"
            label={t('account_pages.phone')}
            hint={t('auth_pages.register_phone_hint')}
          />
          <FormMultiSelect
            control={update.control}
            name="roles"
            label={t('account_pages.roles')}
            options={roleOptions}
            required
          />
        </form>
      ) : (
        <form id={formId} className="fx-hp-form" noValidate onSubmit={submitCreate}>
          <p className="fx-hp-lead">{t('account_pages.employee_add_hint')}</p>
          <FormText control={create.control} name="name" label={t('account_pages.name')} required />
          <FormText control={create.control} name="email" type="email" label={t('account_pages.email')} required />
          <FormText
            control={create.control}
            name="phone"
            empty="undefined"
            type="tel"
            label={t('account_pages.phone')}
            hint={t('auth_pages.register_phone_hint')}
          />
          <FormMultiSelect
            control={create.control}
            name="roles"
            label={t('account_pages.roles')}
            options={roleOptions}
            required
          />
        </form>
      )}
    </FormDialog>
  )
}

export default function EmployeesPage() {
  const t = useT<HostTextKey>()
  const api = useApi()
  const toast = useToast()
  const { user } = useCurrentUser()
  const manager = isCompanyManager(user)
  const [load, setLoad] = useState<Load>({ status: 'loading' })
  const [editing, setEditing] = useState<StaffMember | null | 'new'>(null)
  const [removing, setRemoving] = useState<StaffMember | null>(null)
  const [busy, setBusy] = useState<number | null>(null)

  const refresh = useCallback(
    async (signal?: AbortSignal) => {
      try {
        const answer = await api.call(companies.listStaff, { query: {}, ...(signal ? { signal } : {}) })
        setLoad({ status: 'done', staff: answer.data.filter((m) => m.type !== 'system_assistant') })
      } catch (error) {
        if (signal?.aborted) return
        setLoad({ status: 'failed', error })
        toast.error(error)
      }
    },
    [api, toast],
  )

  useEffect(() => {
    const controller = new AbortController()
    void refresh(controller.signal)
    return () => controller.abort()
  }, [refresh])

  const roles = useEndpoint(
    companies.employeeRoles,
    {},
    { select: (answer): RoleOption[] => answer.data.map((role) => ({ value: role.id, label: role.name })) },
  )
  useFailureToast(roles)
  const roleOptions = useMemo(() => (roles.state === 'ready' ? roles.data : []), [roles.state, roles.data])
  const names = useMemo(() => new Map(roleOptions.map((o) => [o.value, o.label])), [roleOptions])
  const staff = load.status === 'done' ? load.staff : []
  const pending = staff.filter((m) => m.status === 'pending')
  const active = staff.filter((m) => m.status !== 'pending')
  /** The server refuses changes to oneself and to the administrator: no buttons for them. */
  const changeable = (m: StaffMember) => manager && m.id !== user?.id && !m.roles.includes('admin')

  const approve = async (member: StaffMember) => {
    setBusy(member.id)
    try {
      await api.call(companies.approveEmployee, { params: { userId: member.id } })
      toast.show(t('account_pages.employee_approved', { name: member.full_name }), { kind: 'success' })
    } catch (error) {
      toastFailure(toast, error)
    } finally {
      setBusy(null)
      await refresh()
    }
  }

  const remove = async (member: StaffMember) => {
    setBusy(member.id)
    try {
      await api.call(companies.deleteStaff, { params: { id: member.id } })
      toast.show(t('account_pages.employee_removed', { name: member.full_name }), { kind: 'success' })
    } catch (error) {
      if (!(isApiError(error) && error.status === 404)) toastFailure(toast, error)
    } finally {
      setBusy(null)
      setRemoving(null)
      await refresh()
    }
  }

  const item = (member: StaffMember) => (
    <li key={member.id} className="fx-hp-item" data-status={member.status} data-employee={member.email ?? member.id}>
      <div className="fx-hp-item-main">
        <span className="fx-hp-item-name">{member.full_name}</span>
        {member.id === user?.id && <span className="fx-hp-muted">{t('account_pages.you')}</span>}
      </div>
      <div className="fx-hp-item-main">
        <span>{member.email}</span>
        <span className="fx-hp-muted">{member.phone ?? ''}</span>
      </div>
      <div className="fx-hp-tags">
        {member.status === 'pending' && (
          <span className="fx-hp-tag" data-kind="warning">
            {t('account_pages.status_pending')}
          </span>
        )}
        {member.roles.map((role) => (
          <span key={role} className="fx-hp-tag">
            {roleLabel(role, t, names)}
          </span>
        ))}
      </div>
      <div className="fx-hp-item-actions">
        {changeable(member) && member.status === 'pending' && (
          <Button
            size="small"
            variant="primary"
            loading={busy === member.id}
            onClick={() => approve(member)}
            data-action="approve"
          >
            {t('account_pages.approve')}
          </Button>
        )}
        {changeable(member) && member.status !== 'pending' && (
          <Button size="small" onClick={() => setEditing(member)} data-action="edit">
            {t('common.edit')}
          </Button>
        )}
        {changeable(member) && (
          <Button size="small" variant="ghost" onClick={() => setRemoving(member)} data-action="delete">
            {member.status === 'pending' ? t('account_pages.decline') : t('common.delete')}
          </Button>
        )}
      </div>
    </li>
  )

  return (
    <Page
      name="employees"
      title={t('account_pages.employees_title')}
      aside={
        manager && (
          <Button variant="primary" onClick={() => setEditing('new')} data-action="add-employee">
            {t('account_pages.employee_add')}
          </Button>
        )
      }
    >
      {!manager && user && (
        <p className="fx-hp-lead fx-hp-intro" data-notice="read-only">
          {t('account_pages.employees_read_only')}
        </p>
      )}
      {load.status === 'loading' && <Skeleton lines={5} />}
      {load.status === 'failed' && <ErrorState error={load.error} onRetry={() => void refresh()} />}
      {load.status === 'done' && (
        <>
          {pending.length > 0 && (
            <section className="fx-hp-section" aria-labelledby="fx-employees-pending" data-section="pending">
              <h2 className="fx-hp-subtitle" id="fx-employees-pending">
                {t('account_pages.pending_title', { count: pending.length })}
              </h2>
              <p className="fx-hp-lead">{t('account_pages.pending_hint')}</p>
              <ul className="fx-hp-list" data-layout="rows">
                {pending.map(item)}
              </ul>
            </section>
          )}
          <section className="fx-hp-section" aria-labelledby="fx-employees-active" data-section="active">
            <h2 className="fx-hp-subtitle" id="fx-employees-active">
              {t('account_pages.active_title', { count: active.length })}
            </h2>
            {active.length === 0 ? (
              <EmptyState title={t('account_pages.no_employees')} />
            ) : (
              <ul className="fx-hp-list" data-layout="rows">
                {active.map(item)}
              </ul>
            )}
          </section>
        </>
      )}
      {editing !== null && (
        <EmployeeDialog
          member={editing === 'new' ? null : editing}
          roleOptions={roleOptions}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null)
            void refresh()
          }}
        />
      )}
      <Dialog
        open={removing !== null}
        onClose={() => setRemoving(null)}
        size="small"
        title={removing?.status === 'pending' ? t('account_pages.decline_title') : t('account_pages.remove_title')}
        footer={
          <>
            <Button onClick={() => setRemoving(null)}>{t('common.cancel')}</Button>
            <Button
              variant="danger"
              loading={removing !== null && busy === removing.id}
              onClick={() => removing && remove(removing)}
              data-action="confirm-delete"
            >
              {removing?.status === 'pending' ? t('account_pages.decline') : t('common.delete')}
            </Button>
          </>
        }
      >
        <p>{removing && t('account_pages.remove_text', { name: removing.full_name })}</p>
      </Dialog>
    </Page>
  )
}

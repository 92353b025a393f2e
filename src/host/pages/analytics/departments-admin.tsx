/**
 * Shaping the departments on /analytics/goals, for the head of logistics (the company's administrator or a
 * manager; the server checks the same): a new department, renaming one and naming its head, deleting one (its
 * people stay, in no department), and moving a person to another department. Field errors from the server (a
 * name taken, a head who is not an employee) show under their fields; anything else is a toast.
 */
import { useId, useState } from 'react'
import { z } from 'zod'
import {
  createDepartment,
  type Department,
  deleteDepartment,
  moveToDepartment,
  updateDepartment,
} from '../../../core/contract/analytics'
import { ConfirmDialog, Select, useApi, useToast } from '../../../widgets/ui'
import { toastFailure } from '../../forms/errors'
import { FormText } from '../../forms/fields'
import { FormDialog } from '../../forms/form-dialog'
import { FormSelect } from '../../forms/select-fields'
import { applyServerErrors, bodySchema, useZodForm } from '../../forms/use-zod-form'
import { useAT } from './shared'

export interface PersonOption {
  id: number
  name: string
}

/** The head select holds 0 for "no head" (a select's choice is a value); the body says `null`. */
const departmentForm = bodySchema(createDepartment).extend({
  head_user_id: z.number().transform((id) => (id > 0 ? id : null)),
})

/** Creating (no `department`) or editing a department: its name and head. */
export function DepartmentDialog({
  department,
  people,
  onClose,
}: {
  department?: Department
  people: PersonOption[]
  onClose: (changed: boolean) => void
}) {
  const t = useAT()
  const api = useApi()
  const toast = useToast()
  const formId = useId()
  const form = useZodForm(departmentForm, {
    defaultValues: { name: department?.name ?? '', head_user_id: department?.head?.id ?? 0 },
  })
  const heads = [
    { value: 0, label: t('analytics.no_head') },
    ...[...people, ...(department?.head ? [department.head] : [])]
      .filter((p, i, all) => all.findIndex((x) => x.id === p.id) === i)
      .map((p) => ({ value: p.id, label: p.name })),
  ]
  const save = form.handleSubmit(async (body) => {
    try {
      if (department?.id) await api.call(updateDepartment, { params: { id: department.id }, body })
      else await api.call(createDepartment, { body })
      toast.show(t(department ? 'analytics.department_saved' : 'analytics.department_created'), { kind: 'success' })
      onClose(true)
    } catch (error) {
      applyServerErrors(form, error, toast, { fields: ['name', 'head_user_id'] })
    }
  })
  return (
    <FormDialog
      formId={formId}
      size="small"
      onClose={() => onClose(false)}
      title={department ? t('analytics.edit_department', { name: department.name }) : t('analytics.new_department')}
      busy={form.formState.isSubmitting}
      submitAction="save-department"
    >
      <form id={formId} className="an-form-grid" data-form="department" noValidate onSubmit={save}>
        <FormText control={form.control} name="name" label={t('analytics.department_name')} required maxLength={80} />
        <FormSelect control={form.control} name="head_user_id" label={t('analytics.department_head')} options={heads} />
      </form>
    </FormDialog>
  )
}

/** Deleting a department, after saying what follows. */
export function DeleteDepartmentDialog({
  department,
  onClose,
}: {
  department: Department & { id: number }
  onClose: (changed: boolean) => void
}) {
  const t = useAT()
  const api = useApi()
  const toast = useToast()
  const [busy, setBusy] = useState(false)
  return (
    <ConfirmDialog
      open
      danger
      busy={busy}
      title={t('analytics.delete_department_title', { name: department.name })}
      confirm={t('analytics.delete_department')}
      onClose={() => onClose(false)}
      onConfirm={async () => {
        setBusy(true)
        try {
          await api.call(deleteDepartment, { params: { id: department.id } })
          toast.show(t('analytics.department_deleted'), { kind: 'success' })
          onClose(true)
        } catch (error) {
          toastFailure(toast, error)
          setBusy(false)
        }
      }}
    >
      {t('analytics.delete_department_hint')}
    </ConfirmDialog>
  )
}

/** A person's department, changed in place: the move is saved at once and the list reloads. */
export function MoveSelect({
  person,
  current,
  departments,
  onMoved,
}: {
  person: PersonOption
  current: number | null
  departments: { id: number; name: string }[]
  onMoved: () => void
}) {
  const t = useAT()
  const api = useApi()
  const toast = useToast()
  const [busy, setBusy] = useState(false)
  const options = [
    { value: 0, label: t('analytics.no_department') },
    ...departments.map((d) => ({ value: d.id, label: d.name })),
  ]
  return (
    <div className="an-move" data-move={person.id}>
      <Select
        label={t('analytics.department')}
        options={options}
        value={current ?? 0}
        disabled={busy}
        onChange={async (value) => {
          const target = value && value > 0 ? value : null
          if (target === current) return
          setBusy(true)
          try {
            const moved = await api.call(moveToDepartment, {
              params: { id: person.id },
              body: { department_id: target },
            })
            toast.show(
              t('analytics.moved', {
                name: person.name,
                department: moved.data.department?.name ?? t('analytics.no_department'),
              }),
              { kind: 'success' },
            )
            onMoved()
          } catch (error) {
            toastFailure(toast, error)
          } finally {
            setBusy(false)
          }
        }}
      />
    </div>
  )
}

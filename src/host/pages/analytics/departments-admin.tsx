/**
 * Shaping the departments on /analytics/goals, for the head of logistics (the company's administrator or a
 * manager; the server checks the same): a new department, renaming one and naming its head, deleting one (its
 * people stay, in no department), and moving a person to another department. Field errors from the server (a
 * name taken, a head who is not an employee) show under their fields; anything else is a toast.
 */
import { useState } from 'react'
import { isApiError } from '../../../core/api'
import {
  createDepartment,
  type Department,
  deleteDepartment,
  moveToDepartment,
  updateDepartment,
} from '../../../core/contract/analytics'
import { Button, ConfirmDialog, Dialog, Select, TextInput, useApi, useToast } from '../../../widgets/ui'
import { toastFailure } from '../../forms/errors'
import { useAT } from './shared'

export interface PersonOption {
  id: number
  name: string
}

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
  const [name, setName] = useState(department?.name ?? '')
  const [head, setHead] = useState<number>(department?.head?.id ?? 0)
  const [busy, setBusy] = useState(false)
  const [errors, setErrors] = useState<{ name?: string; head?: string }>({})
  const heads = [
    { value: 0, label: t('analytics.no_head') },
    ...[...people, ...(department?.head ? [department.head] : [])]
      .filter((p, i, all) => all.findIndex((x) => x.id === p.id) === i)
      .map((p) => ({ value: p.id, label: p.name })),
  ]
  const save = async () => {
    setBusy(true)
    setErrors({})
    try {
      const body = { name, head_user_id: head > 0 ? head : null }
      if (department?.id) await api.call(updateDepartment, { params: { id: department.id }, body })
      else await api.call(createDepartment, { body })
      toast.show(t(department ? 'analytics.department_saved' : 'analytics.department_created'), { kind: 'success' })
      onClose(true)
    } catch (error) {
      const fields = isApiError(error)
        ? { name: error.fieldError('name') ?? undefined, head: error.fieldError('head_user_id') ?? undefined }
        : {}
      if (fields.name || fields.head) setErrors(fields)
      else toastFailure(toast, error)
    } finally {
      setBusy(false)
    }
  }
  return (
    <Dialog
      open
      size="small"
      onClose={() => onClose(false)}
      title={department ? t('analytics.edit_department', { name: department.name }) : t('analytics.new_department')}
      footer={
        <>
          <Button onClick={() => onClose(false)}>{t('common.cancel')}</Button>
          <Button variant="primary" onClick={save} loading={busy} data-action="save-department">
            {t('common.save')}
          </Button>
        </>
      }
    >
      <form
        className="an-form-grid"
        data-form="department"
        onSubmit={(event) => {
          event.preventDefault()
          void save()
        }}
      >
        <TextInput
          label={t('analytics.department_name')}
          name="name"
          value={name}
          onChange={setName}
          required
          maxLength={80}
          error={errors.name}
        />
        <Select
          label={t('analytics.department_head')}
          options={heads}
          value={head}
          onChange={(v) => setHead(v ?? 0)}
          error={errors.head}
        />
      </form>
    </Dialog>
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

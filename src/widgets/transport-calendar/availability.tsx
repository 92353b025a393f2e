/**
 * `v2/transports/calendar/check-assigned-company`: before a task is placed, changed or moved, whether the truck's
 * days are free and which shipper companies' cargos it carries then. The task form shows the answer as the dates
 * change (and refuses to save onto taken days); a move asks before it is sent.
 */
import { useEffect, useState } from 'react'
import { isAbortError } from '../../core/api'
import { checkAssignedCompany } from '../../core/contract/transport'
import { Button, markFailureShown, type Translate, useApi, useT } from '../ui'
import type { CalendarTextKey } from './texts'

export type Assignment = Awaited<ReturnType<typeof checkAssignment>>
type Api = ReturnType<typeof useApi>

export async function checkAssignment(
  api: Api,
  query: { transportId: number; from: string; to: string; ignoreTaskId?: number },
  signal?: AbortSignal,
) {
  const body = {
    transport_id: query.transportId,
    start_date: query.from,
    end_date: query.to,
    ...(query.ignoreTaskId ? { ignore_task_id: query.ignoreTaskId } : {}),
  }
  return (await api.call(checkAssignedCompany, { body, signal })).data
}

/** What the answer says, for people: free, or how many tasks are in the way and whose cargos the truck carries. */
export function assignmentText(answer: Assignment, t: Translate<CalendarTextKey>): string {
  if (answer.free) return t('calendar.check_free')
  const parts = [t('calendar.check_busy', { count: answer.task_ids.length })]
  if (answer.companies.length > 0) {
    parts.push(t('calendar.check_companies', { companies: answer.companies.map((c) => c.name).join(', ') }))
  }
  return parts.join('. ')
}

export type AssignmentState =
  | { status: 'idle' }
  | { status: 'checking' }
  | { status: 'failed'; retry: () => void }
  | { status: 'done'; answer: Assignment; key: string }

/** Checks the days as they change (after a short pause); a failed check is said, with a retry. */
export function useAssignment(transportId: number, from: string, to: string, ignoreTaskId?: number): AssignmentState {
  const api = useApi()
  const [state, setState] = useState<AssignmentState>({ status: 'idle' })
  const [attempt, setAttempt] = useState(0)
  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt asks again after a failure
  useEffect(() => {
    if (!from || !to || to < from) {
      setState({ status: 'idle' })
      return
    }
    const controller = new AbortController()
    const key = `${transportId}|${from}|${to}|${ignoreTaskId ?? ''}`
    setState({ status: 'checking' })
    const timer = setTimeout(() => {
      checkAssignment(api, { transportId, from, to, ignoreTaskId }, controller.signal).then(
        (answer) => setState({ status: 'done', answer, key }),
        (error: unknown) => {
          if (controller.signal.aborted || isAbortError(error)) return
          // said beside the dates (AssignmentNote), not toasted as well
          markFailureShown(error)
          setState({ status: 'failed', retry: () => setAttempt((n) => n + 1) })
        },
      )
    }, 250)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [api, transportId, from, to, ignoreTaskId, attempt])
  return state
}

export function AssignmentNote({ state }: { state: AssignmentState }) {
  const t = useT<CalendarTextKey>()
  if (state.status === 'idle') return null
  if (state.status === 'failed') {
    return (
      <p className="tc-check" part="assignment" role="status" data-state="failed">
        {t('calendar.check_failed')}{' '}
        <Button size="small" variant="ghost" onClick={state.retry} data-action="check-retry">
          {t('common.retry')}
        </Button>
      </p>
    )
  }
  if (state.status === 'checking') {
    return (
      <p className="tc-check" part="assignment" role="status" data-state="checking">
        {t('calendar.check_running')}
      </p>
    )
  }
  return (
    <p className="tc-check" part="assignment" role="status" data-state={state.answer.free ? 'free' : 'busy'}>
      {assignmentText(state.answer, t)}
    </p>
  )
}

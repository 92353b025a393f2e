/**
 * The shipper company's comments on a carrier's truck offered for one of its cargos (spec 3 Comment: transport_id,
 * content; spec 9: 3 at a time), newest first: read, add one, delete one's own. Comments are people's text: shown
 * as text only, never as markup.
 */
import { useState } from 'react'
import {
  createTruckComment,
  deleteTruckComment,
  listTruckComments,
  type TruckComment,
} from '../../../core/contract/shipper'
import { Button, ErrorState, Skeleton, useApi, useFormat, usePagedList, useT, useToast } from '../../../widgets/ui'
import { toastFailure } from '../../forms/errors'
import { FormTextArea } from '../../forms/fields'
import { useCurrentUser } from '../../forms/use-session'
import { applyServerErrors, bodySchema, useZodForm } from '../../forms/use-zod-form'
import type { HostTextKey } from '../../texts/keys'

/** Spec 9: comments come 3 at a time. */
export const COMMENTS_LIMIT = 3
const MAX_LENGTH = 2000

export interface TruckCommentsProps {
  cargoId: number
  truck: { id: number; number: string }
}

/** A comment as the contract takes it: the text trimmed, not empty, at most its length. */
const commentForm = bodySchema(createTruckComment)

export function TruckComments({ cargoId, truck }: TruckCommentsProps) {
  const t = useT<HostTextKey>()
  const api = useApi()
  const format = useFormat()
  const toast = useToast()
  const { user } = useCurrentUser()
  const [limit, setLimit] = useState(COMMENTS_LIMIT)
  const [version, setVersion] = useState(0)
  const [busy, setBusy] = useState(false)
  const form = useZodForm(commentForm, { defaultValues: { content: '' } })
  const params = { id: cargoId, tid: truck.id }
  const list = usePagedList<TruckComment>({
    key: `${cargoId}:${truck.id}:${limit}:${version}:${api.lang}`,
    pageSize: limit,
    load: (page, signal) => api.call(listTruckComments, { params, query: page, signal }),
  })
  const reload = list.reload

  const add = form.handleSubmit(async (body) => {
    try {
      await api.call(createTruckComment, { params, body })
      form.reset({ content: '' })
      toast.show(t('truck_comments.added'), { kind: 'success' })
      setVersion((n) => n + 1)
    } catch (failure) {
      applyServerErrors(form, failure, toast, { fields: ['content'] })
    }
  })

  const remove = async (comment: TruckComment) => {
    setBusy(true)
    try {
      await api.call(deleteTruckComment, { params: { ...params, cid: comment.id } })
      toast.show(t('truck_comments.deleted'), { kind: 'success' })
    } catch (failure) {
      toastFailure(toast, failure)
    } finally {
      setBusy(false)
      await reload()
    }
  }

  const more = list.size - list.items.length
  return (
    <section className="fx-hp-comments" data-truck-comments={truck.id} aria-labelledby={`truck-comments-${truck.id}`}>
      <h3 className="fx-hp-subtitle" id={`truck-comments-${truck.id}`}>
        {t('truck_comments.title', { number: truck.number })}
      </h3>
      <p className="fx-hp-muted">{t('truck_comments.hint')}</p>
      {list.status === 'loading' && list.items.length === 0 && <Skeleton lines={2} />}
      {list.status === 'failed' && <ErrorState error={list.error} onRetry={() => void reload()} />}
      {list.status !== 'failed' && list.items.length === 0 && list.status === 'done' && (
        <p className="fx-hp-muted" data-empty>
          {t('truck_comments.empty')}
        </p>
      )}
      {list.items.length > 0 && (
        <ol className="fx-hp-comment-list">
          {list.items.map((comment) => {
            const own = user !== null && comment.user?.id === user.id
            const date = format.dateTime(comment.created_at)
            return (
              <li key={comment.id} className="fx-hp-comment" data-comment={comment.id}>
                <p className="fx-hp-comment-text">{comment.content}</p>
                <div className="fx-hp-comment-meta">
                  <span className="fx-hp-muted">
                    {comment.user?.name ?? t('truck_comments.unknown_author')}
                    {own ? ` (${t('truck_comments.you')})` : ''} · <time dateTime={comment.created_at}>{date}</time>
                  </span>
                  {own && (
                    <Button
                      size="small"
                      variant="ghost"
                      disabled={busy}
                      onClick={() => void remove(comment)}
                      aria-label={t('truck_comments.delete_label', { date })}
                      data-action="delete-comment"
                    >
                      {t('truck_comments.delete')}
                    </Button>
                  )}
                </div>
              </li>
            )
          })}
        </ol>
      )}
      {more > 0 && (
        <Button
          size="small"
          variant="ghost"
          onClick={() => setLimit((n) => n + COMMENTS_LIMIT)}
          data-action="more-comments"
        >
          {t('truck_comments.more', { count: more })}
        </Button>
      )}
      <form className="fx-hp-form" data-gap="small" noValidate onSubmit={add}>
        <FormTextArea
          control={form.control}
          name="content"
          label={t('truck_comments.label')}
          rows={2}
          maxLength={MAX_LENGTH}
          className="fx-hp-comment-input"
        />
        <div>
          <Button
            type="submit"
            size="small"
            variant="primary"
            loading={form.formState.isSubmitting}
            data-action="add-comment"
          >
            {t('truck_comments.add')}
          </Button>
        </div>
      </form>
    </section>
  )
}

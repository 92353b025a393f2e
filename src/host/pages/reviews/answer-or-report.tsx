/**
 * The reviewed company's two actions on a review, in one dialog: answer it (once) or report it to the security
 * service with a reason. Used wherever the company reads the reviews it received (its account, an order's page).
 */
import {
  answerReview,
  ModerationReason,
  REVIEW_TEXT_MAX,
  type Review,
  ReviewText,
  reportReview,
} from '../../../core/contract/reviews'
import type { ReviewTextKey } from '../../../widgets/domain'
import { useApi, useT, useToast } from '../../../widgets/ui'
import type { HostTextKey } from '../../texts/keys'
import { TextDialog } from './text-dialog'

export interface Asking {
  kind: 'answer' | 'report'
  review: Review
}

/** Where the answer or report is asked for; `onDone` once it is sent (to reload the list). */
export function AnswerOrReportDialog({
  asking,
  onClose,
  onDone,
}: {
  asking: Asking
  onClose: () => void
  onDone: () => void
}) {
  const t = useT<HostTextKey | ReviewTextKey>()
  const api = useApi()
  const toast = useToast()
  const answer = asking.kind === 'answer'
  return (
    <TextDialog
      title={t(answer ? 'review_pages.answer_title' : 'review_pages.report_title')}
      label={t(answer ? 'review_pages.answer_label' : 'review_pages.report_label')}
      confirm={t(answer ? 'review_pages.answer_send' : 'review_pages.report_send')}
      danger={!answer}
      rule={answer ? ReviewText : ModerationReason}
      maxLength={answer ? REVIEW_TEXT_MAX : 500}
      onClose={onClose}
      onSend={async (text) => {
        const params = { id: asking.review.id }
        if (answer) await api.call(answerReview, { params, body: { text } })
        else await api.call(reportReview, { params, body: { reason: text } })
        toast.show(t(answer ? 'review_pages.answered' : 'review_pages.reported'), { kind: 'success' })
        onDone()
      }}
    />
  )
}

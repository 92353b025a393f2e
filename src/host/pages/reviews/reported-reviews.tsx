/**
 * The security service's reviews (on /security, `#reviews`): reported ones with their reports, and hidden ones;
 * hide with a reason both sides see, or show again (`v2/reviews/reported`, `…/hide`, `…/unhide`).
 */
import { useState } from 'react'
import {
  hideReview,
  ModerationReason,
  type Review,
  reportedReviews,
  unhideReview,
} from '../../../core/contract/reviews'
import { addTexts } from '../../../core/i18n/texts'
import { ReviewCard, type ReviewTextKey } from '../../../widgets/domain'
import { Button, EmptyState, Loaded, Tabs, useApi, useEndpoint, useT, useTabPages, useToast } from '../../../widgets/ui'
import { toastFailure } from '../../forms/errors'
import type { HostTextKey } from '../../texts/keys'
import * as reviewPagesTexts from '../../texts/reviews'
import { REVIEWS_PAGE, ReviewPages } from './review-pages'
import { TextDialog } from './text-dialog'
import './reviews.css'

addTexts(reviewPagesTexts)

type Filter = 'reported' | 'hidden'

export function ReportedReviews() {
  const t = useT<HostTextKey | ReviewTextKey>()
  const api = useApi()
  const toast = useToast()
  const { tab: filter, offset, setOffset, selectTab } = useTabPages<Filter>('reported')
  const [hiding, setHiding] = useState<Review | null>(null)
  const [busy, setBusy] = useState<number | null>(null)
  const list = useEndpoint(reportedReviews, { query: { filter, limit: REVIEWS_PAGE, offset } })
  const unhide = async (review: Review) => {
    setBusy(review.id)
    try {
      await api.call(unhideReview, { params: { id: review.id } })
      toast.show(t('review_pages.unhidden_done'), { kind: 'success' })
      list.reload()
    } catch (error) {
      toastFailure(toast, error)
    } finally {
      setBusy(null)
    }
  }
  return (
    <section className="fx-hp-section" id="reviews" data-section="reported-reviews" aria-labelledby="hx-reported">
      <h2 id="hx-reported">{t('review_pages.security_title')}</h2>
      <Tabs<Filter>
        label={t('review_pages.security_title')}
        tabs={[
          { id: 'reported', label: t('review_pages.security_reported') },
          { id: 'hidden', label: t('review_pages.security_hidden') },
        ]}
        value={filter}
        onChange={selectTab}
      >
        <Loaded of={list} lines={3} empty={<EmptyState title={t('review_pages.security_none')} />}>
          {(page) => (
            <ReviewPages page={page} offset={offset} onOffset={setOffset}>
              {(review) => (
                <>
                  <p className="fx-hp-muted">{t('review_pages.about', { name: review.company.name })}</p>
                  <ReviewCard review={review}>
                    {review.hidden ? (
                      <Button
                        size="small"
                        loading={busy === review.id}
                        onClick={() => void unhide(review)}
                        data-action="unhide-review"
                      >
                        {t('review_pages.unhide')}
                      </Button>
                    ) : (
                      <Button size="small" variant="danger" onClick={() => setHiding(review)} data-action="hide-review">
                        {t('review_pages.hide')}
                      </Button>
                    )}
                  </ReviewCard>
                </>
              )}
            </ReviewPages>
          )}
        </Loaded>
      </Tabs>
      {hiding && (
        <TextDialog
          title={t('review_pages.hide_title')}
          label={t('review_pages.hide_label')}
          confirm={t('review_pages.hide')}
          danger
          rule={ModerationReason}
          maxLength={500}
          onClose={() => setHiding(null)}
          onSend={async (reason) => {
            await api.call(hideReview, { params: { id: hiding.id }, body: { reason } })
            toast.show(t('review_pages.hidden_done'), { kind: 'success' })
            list.reload()
          }}
        />
      )}
    </section>
  )
}

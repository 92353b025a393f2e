/**
 * The review form of an order's party: the overall rating, the criteria of the reviewed side (stars as radio
 * groups) and the text, validated by the contract's `ReviewInput` (useZodForm); writes a new review
 * (`POST v2/orders/:id/reviews`) or edits the caller's (`PUT v2/reviews/:id`).
 */
import { useId } from 'react'
import { Controller } from 'react-hook-form'
import {
  createReview,
  criteriaOf,
  REVIEW_TEXT_MAX,
  type Review,
  ReviewInput,
  type ReviewSubject,
  updateReview,
} from '../../../core/contract/reviews'
import { criterionKey, type ReviewTextKey } from '../../../widgets/domain'
import { Button, useApi, useT, useToast } from '../../../widgets/ui'
import { FormTextArea } from '../../forms/fields'
import { applyServerErrors, useZodForm } from '../../forms/use-zod-form'
import type { HostTextKey } from '../../texts/keys'

function StarsInput({
  name,
  label,
  value,
  onChange,
  error,
}: {
  name: string
  label: string
  value: number | undefined
  onChange: (value: number) => void
  error?: string
}) {
  const t = useT<HostTextKey | ReviewTextKey>()
  const id = useId()
  return (
    <fieldset className="hx-stars-input" data-field={name} aria-invalid={error ? true : undefined}>
      <legend>{label}</legend>
      <span className="hx-stars-choices">
        {[1, 2, 3, 4, 5].map((star) => (
          <label key={star} title={t('reviews.stars', { value: star })} data-on={value !== undefined && star <= value}>
            <input
              type="radio"
              name={`${id}-${name}`}
              value={star}
              checked={value === star}
              onChange={() => onChange(star)}
              aria-label={t('review_pages.mark', { label, value: star })}
            />
            <span aria-hidden="true">★</span>
          </label>
        ))}
      </span>
      {error && (
        <span className="fx-error-text" role="alert">
          {error}
        </span>
      )}
    </fieldset>
  )
}

export interface ReviewFormProps {
  orderId: number
  subject: ReviewSubject
  /** The review being edited. */
  review?: Review
  onSaved: (review: Review) => void
  onCancel?: () => void
}

export function ReviewForm({ orderId, subject, review, onSaved, onCancel }: ReviewFormProps) {
  const t = useT<HostTextKey | ReviewTextKey>()
  const api = useApi()
  const toast = useToast()
  const form = useZodForm(ReviewInput, {
    defaultValues: review
      ? { rating: review.rating, criteria: review.criteria, text: review.text ?? '' }
      : { criteria: {}, text: '' },
  })
  const errors = form.formState.errors
  const submit = form.handleSubmit(async (body) => {
    try {
      const saved = review
        ? await api.call(updateReview, { params: { id: review.id }, body })
        : await api.call(createReview, { params: { id: orderId }, body })
      toast.show(t(review ? 'review_pages.saved' : 'review_pages.sent'), { kind: 'success' })
      onSaved(saved.data)
    } catch (error) {
      applyServerErrors(form, error, toast, { fields: ['rating', 'criteria', 'text'] })
    }
  })
  // the criteria's error: the server's (on `criteria`) or the first criterion's own
  const criteriaErrors = (errors.criteria ?? {}) as Record<string, { message?: string } | string | undefined>
  const messages = Object.values(criteriaErrors).map((e) => (typeof e === 'object' ? e.message : undefined))
  const root = criteriaErrors.message
  const criteriaError = typeof root === 'string' ? root : messages.find((m) => typeof m === 'string')
  return (
    <form className="hx-review-form" onSubmit={submit} noValidate data-form="review">
      <Controller
        control={form.control}
        name="rating"
        render={({ field, fieldState }) => (
          <StarsInput
            name="rating"
            label={t('review_pages.rating')}
            value={field.value as number | undefined}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
      <div className="hx-review-criteria">
        {criteriaOf(subject).map((c) => (
          <Controller
            key={c}
            control={form.control}
            name={`criteria.${c}`}
            render={({ field }) => (
              <StarsInput
                name={c}
                label={t(criterionKey(c))}
                value={field.value as number | undefined}
                onChange={field.onChange}
              />
            )}
          />
        ))}
      </div>
      {typeof criteriaError === 'string' && (
        <p className="fx-error-text" role="alert">
          {criteriaError}
        </p>
      )}
      <FormTextArea
        control={form.control}
        name="text"
        label={t('review_pages.text')}
        hint={t('review_pages.text_hint', { max: REVIEW_TEXT_MAX })}
        required
        rows={4}
        maxLength={REVIEW_TEXT_MAX}
        className="hx-review-text"
      />
      <div className="fx-hp-actions">
        <Button type="submit" variant="primary" loading={form.formState.isSubmitting} data-action="send-review">
          {review ? t('common.save') : t('review_pages.send')}
        </Button>
        {onCancel && <Button onClick={onCancel}>{t('common.cancel')}</Button>}
      </div>
    </form>
  )
}

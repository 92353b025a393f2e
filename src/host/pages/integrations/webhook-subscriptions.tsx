/** The webhook subscriptions of the integrations settings, with their delivery log. */
import { useState } from 'react'
import type { z } from 'zod'
import {
  listSubscriptions,
  subscribe,
  unsubscribe,
  type WebhookEvent,
  webhookEvents,
} from '../../../core/contract/integrations'
import { Button, EmptyState, Skeleton, useApi, useEndpoint, useFormat, useT, useToast } from '../../../widgets/ui'
import { FormCheckGroup } from '../../forms/check-fields'
import { toastFailure } from '../../forms/errors'
import { FormText } from '../../forms/fields'
import { applyServerErrors, bodySchema, useZodForm } from '../../forms/use-zod-form'
import type { HostTextKey } from '../../texts/keys'

const subscriptionForm = bodySchema(subscribe)

const eventKey = (event: WebhookEvent) => `integrations.event_${event.replace('.', '_')}` as HostTextKey

export function Webhooks() {
  const t = useT<HostTextKey>()
  const api = useApi()
  const toast = useToast()
  const format = useFormat()
  const [version, setVersion] = useState(0)
  const form = useZodForm(subscriptionForm, { defaultValues: { url: '', events: ['cargo.created'] } })
  const [secret, setSecret] = useState<string | null>(null)
  const subs = useEndpoint(listSubscriptions, {}, { keepPrevious: true, key: String(version), select: (a) => a.data })
  const add = form.handleSubmit(async (body) => {
    try {
      const answer = await api.call(subscribe, { body })
      setSecret(answer.data.secret)
      form.reset({ url: '', events: body.events })
      setVersion((v) => v + 1)
    } catch (failure) {
      applyServerErrors(form, failure, toast, { fields: ['url', 'events'] })
    }
  })
  return (
    <section className="fx-hp-section" aria-labelledby="ig-hooks">
      <h2 className="fx-hp-subtitle" id="ig-hooks">
        {t('integrations.webhooks')}
      </h2>
      <p className="fx-hp-lead">{t('integrations.webhooks_hint')}</p>
      <form className="fx-hp-form" noValidate data-form="webhook" onSubmit={add}>
        <FormText control={form.control} name="url" type="url" label={t('integrations.url')} required />
        <FormCheckGroup<z.input<typeof subscriptionForm>, WebhookEvent>
          control={form.control}
          name="events"
          label={t('integrations.events')}
          className="ig-fieldset"
          checkClassName="ig-check"
          options={webhookEvents.map((event) => ({ value: event, label: t(eventKey(event)), name: `event-${event}` }))}
        />
        <div className="fx-hp-actions">
          <Button type="submit" variant="primary" loading={form.formState.isSubmitting}>
            {t('integrations.subscribe')}
          </Button>
        </div>
        {secret && <p className="fx-hp-notice ig-code">{t('integrations.secret_once', { secret })}</p>}
      </form>
      {subs.state === 'loading' && <Skeleton lines={2} />}
      {subs.state === 'ready' && subs.data.length === 0 && <EmptyState title={t('integrations.no_webhooks')} />}
      {subs.state === 'ready' && subs.data.length > 0 && (
        <ul className="fx-hp-list" data-layout="rows">
          {subs.data.map((sub) => (
            <li key={sub.id} className="fx-hp-item" data-subscription={sub.id}>
              <div className="fx-hp-item-main ig-wide">
                <span className="fx-hp-item-name ig-code">{sub.url}</span>
                <span className="fx-hp-muted">{sub.events.map((e) => t(eventKey(e))).join(', ')}</span>
                <ul className="ig-deliveries">
                  {sub.deliveries.slice(0, 5).map((d) => (
                    <li key={d.id}>
                      {format.dateTime(d.created_at)} ·{' '}
                      {t('integrations.delivery_line', {
                        event: t(eventKey(d.event)),
                        status: t(`integrations.delivery_${d.status}` as HostTextKey),
                        attempts: d.attempts,
                      })}
                      {d.error && ` · ${d.error}`}
                    </li>
                  ))}
                </ul>
              </div>
              <div className="fx-hp-item-actions">
                <span className="ig-tag" data-tone={sub.active ? 'good' : undefined}>
                  {t(sub.active ? 'integrations.active' : 'integrations.inactive')}
                </span>
                {sub.active && (
                  <Button
                    size="small"
                    variant="ghost"
                    onClick={async () => {
                      try {
                        await api.call(unsubscribe, { body: { id: sub.id } })
                        setVersion((v) => v + 1)
                      } catch (failure) {
                        toastFailure(toast, failure)
                      }
                    }}
                  >
                    {t('integrations.unsubscribe')}
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

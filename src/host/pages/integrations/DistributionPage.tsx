/**
 * /integrations/distribution: which employee handles the orders of which partner's contact (contact relations).
 * An imported row names its contact; the order is assigned to the employee of the matching relation.
 */
import { useState } from 'react'
import { listStaff } from '../../../core/contract/companies'
import { createContact, deleteContact, listContacts, partnerOptions } from '../../../core/contract/integrations'
import { addTexts } from '../../../core/i18n/texts'
import { Button, EmptyState, useApi, useEndpoint, useFailureToast, useT, useToast } from '../../../widgets/ui'
import { toastFailure } from '../../forms/errors'
import { FormText } from '../../forms/fields'
import { Page } from '../../forms/page'
import { RowsSection } from '../../forms/rows-section'
import { FormSelect, namedOptions } from '../../forms/select-fields'
import { applyServerErrors, bodySchema, useZodForm } from '../../forms/use-zod-form'
import * as integrationsTexts from '../../texts/integrations'
import type { HostTextKey } from '../../texts/keys'
import './integrations.css'

addTexts(integrationsTexts)

const relationForm = bodySchema(createContact)
const relationFields = ['partner_id', 'contact', 'user_id'] as const

export default function DistributionPage() {
  const t = useT<HostTextKey>()
  const api = useApi()
  const toast = useToast()
  const [version, setVersion] = useState(0)
  const form = useZodForm(relationForm, { defaultValues: { contact: '' } })
  const relations = useEndpoint(
    listContacts,
    { query: {} },
    { keepPrevious: true, key: String(version), select: (a) => a.data },
  )
  useFailureToast(relations)
  const partners = useEndpoint(partnerOptions, {}, { select: (a) => a.data })
  const staff = useEndpoint(
    listStaff,
    { query: { filter: { status: 'active' } } },
    { select: (a) => a.data.filter((s) => s.type === 'user') },
  )
  const add = form.handleSubmit(async (body) => {
    try {
      await api.call(createContact, { body })
      toast.show(t('integrations.added'), { kind: 'success' })
      // the partner and the employee stay chosen for the next contact
      form.reset({ ...body, contact: '' })
      setVersion((v) => v + 1)
    } catch (failure) {
      applyServerErrors(form, failure, toast, { fields: relationFields })
    }
  })
  const remove = async (id: number) => {
    try {
      await api.call(deleteContact, { params: { id } })
      setVersion((v) => v + 1)
    } catch (failure) {
      toastFailure(toast, failure)
    }
  }
  return (
    <Page name="integrations-distribution" title={t('route.integrations-distribution')}>
      <section className="fx-hp-section" aria-labelledby="ig-rel-add">
        <h2 className="fx-hp-subtitle" id="ig-rel-add">
          {t('integrations.add')}
        </h2>
        <form className="fx-hp-form" noValidate data-form="relation" onSubmit={add}>
          <div className="ig-row">
            <FormSelect
              control={form.control}
              name="partner_id"
              label={t('integrations.partner')}
              options={namedOptions(partners)}
              required
            />
            <FormText control={form.control} name="contact" label={t('integrations.contact')} required />
            <FormSelect
              control={form.control}
              name="user_id"
              label={t('integrations.staff')}
              options={namedOptions(staff)}
              required
            />
          </div>
          <div className="fx-hp-actions">
            <Button type="submit" variant="primary" loading={form.formState.isSubmitting}>
              {t('integrations.add')}
            </Button>
          </div>
        </form>
      </section>
      <RowsSection
        id="ig-rel"
        title={t('integrations.relations')}
        of={relations}
        lines={3}
        empty={<EmptyState title={t('integrations.no_relations')} description={t('integrations.no_relations_hint')} />}
      >
        {(r) => (
          <li key={r.id} className="fx-hp-item" data-relation={r.id}>
            <div className="fx-hp-item-main">
              <span className="fx-hp-item-name">{r.contact}</span>
              <span className="fx-hp-muted">{r.partner.name}</span>
            </div>
            <div className="fx-hp-item-main">
              <span>→ {r.user.name}</span>
              <span className="fx-hp-muted">{t('integrations.relation_orders', { count: r.orders_count })}</span>
            </div>
            <div className="fx-hp-item-actions">
              <Button size="small" variant="ghost" onClick={() => void remove(r.id)} data-action="delete">
                {t('integrations.delete')}
              </Button>
            </div>
          </li>
        )}
      </RowsSection>
    </Page>
  )
}

/**
 * /account/carriers (my-carriers): the partner companies of one's own company (GET companies/:id/partners, all of
 * them: spec 9 limit 9999). Administrators and managers add one by its INN (POST, checksum checked here with the
 * contract's `Inn`) and remove one (DELETE, after a confirmation); everyone else reads the list.
 */
import { useState } from 'react'
import { isApiError, pageSizes } from '../../../core/api'
import * as companies from '../../../core/contract/companies'
import type { PublicCompany } from '../../../core/contract/entities'
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
import { Page } from '../../forms/page'
import { isCompanyManager, useCurrentUser } from '../../forms/use-session'
import { applyServerErrors, bodySchema, serverErrorType, useZodForm } from '../../forms/use-zod-form'
import * as accountTexts from '../../texts/account'
import type { HostTextKey } from '../../texts/keys'

addTexts(accountTexts)

const partnerForm = bodySchema(companies.addPartner)

export default function CarriersPage() {
  const t = useT<HostTextKey>()
  const api = useApi()
  const toast = useToast()
  const { user, loading } = useCurrentUser()
  const companyId = user?.company?.id ?? null
  const manager = isCompanyManager(user)
  const [removing, setRemoving] = useState<PublicCompany | null>(null)
  const [busy, setBusy] = useState(false)
  const form = useZodForm(partnerForm, { defaultValues: { inn: '' } })

  // the list stays on screen while it reloads after an addition or a removal
  const list = useEndpoint(
    companies.listPartners,
    { params: { id: companyId ?? 0 }, query: { limit: pageSizes.all, offset: 0 } },
    { enabled: companyId !== null, keepPrevious: true, select: (answer) => answer.data },
  )
  useFailureToast(list)

  const add = form.handleSubmit(async ({ inn }) => {
    if (companyId === null) return
    try {
      const answer = await api.call(companies.addPartner, { params: { id: companyId }, body: { inn } })
      form.reset({ inn: '' })
      toast.show(t('account_pages.partner_added', { name: answer.data.name }), { kind: 'success' })
      list.reload()
    } catch (error) {
      if (isApiError(error) && error.status === 404)
        form.setError('inn', { type: serverErrorType, message: t('account_pages.partner_not_found') })
      else applyServerErrors(form, error, toast, { fields: ['inn'] })
    }
  })

  const remove = async (partner: PublicCompany) => {
    if (companyId === null) return
    setBusy(true)
    try {
      await api.call(companies.removePartner, { params: { id: companyId, partnerId: partner.id } })
      toast.show(t('account_pages.partner_removed', { name: partner.name }), { kind: 'success' })
    } catch (error) {
      if (!(isApiError(error) && error.status === 404)) toastFailure(toast, error)
    } finally {
      setBusy(false)
      setRemoving(null)
      list.reload()
    }
  }

  const partners = list.state === 'ready' ? list.data : []

  return (
    <Page name="carriers" title={t('account_pages.carriers_title')}>
      {!loading && companyId === null && <EmptyState title={t('account_pages.no_company')} />}
      {companyId !== null && manager && (
        <section className="fx-hp-section" aria-labelledby="fx-carriers-add">
          <h2 className="fx-hp-subtitle" id="fx-carriers-add">
            {t('account_pages.partner_add')}
          </h2>
          <form className="fx-hp-form" noValidate onSubmit={add} data-form="partner">
            <p className="fx-hp-lead">{t('account_pages.partner_add_hint')}</p>
            <div className="fx-hp-grid">
              <FormText
                control={form.control}
                name="inn"
                inputMode="numeric"
                maxLength={12}
                label={t('account_pages.inn')}
                required
              />
            </div>
            <div className="fx-hp-actions">
              <Button type="submit" variant="primary" loading={form.formState.isSubmitting}>
                {t('common.add')}
              </Button>
            </div>
          </form>
        </section>
      )}
      {companyId !== null && (
        <section className="fx-hp-section" aria-labelledby="fx-carriers-list">
          <h2 className="fx-hp-subtitle" id="fx-carriers-list">
            {t('account_pages.partners_list', { count: partners.length })}
          </h2>
          {!manager && (
            <p className="fx-hp-lead fx-hp-intro" data-notice="read-only">
              {t('account_pages.partners_read_only')}
            </p>
          )}
          {(list.state === 'loading' || list.state === 'idle' || loading) && <Skeleton lines={4} />}
          {list.state === 'error' && <ErrorState error={list.error} onRetry={list.reload} />}
          {list.state === 'ready' && partners.length === 0 && (
            <EmptyState title={t('account_pages.no_partners')} description={t('account_pages.no_partners_hint')} />
          )}
          {partners.length > 0 && (
            <ul className="fx-hp-list" data-layout="rows">
              {partners.map((partner) => (
                <li key={partner.id} className="fx-hp-item" data-partner={partner.inn}>
                  <div className="fx-hp-item-main">
                    <span className="fx-hp-item-name">{partner.name}</span>
                    <span className="fx-hp-muted">{t(`account_pages.company_type_${partner.type}`)}</span>
                  </div>
                  <div className="fx-hp-item-main">
                    <span>{t('account_pages.inn_value', { inn: partner.inn })}</span>
                    {partner.kpp && (
                      <span className="fx-hp-muted">{t('account_pages.kpp_value', { kpp: partner.kpp })}</span>
                    )}
                  </div>
                  <div className="fx-hp-item-main">
                    {partner.ogrn && (
                      <span className="fx-hp-muted">{t('account_pages.ogrn_value', { ogrn: partner.ogrn })}</span>
                    )}
                  </div>
                  <div className="fx-hp-item-actions">
                    {manager && (
                      <Button size="small" variant="ghost" onClick={() => setRemoving(partner)} data-action="delete">
                        {t('common.delete')}
                      </Button>
                    )}
                  </div>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
      <Dialog
        open={removing !== null}
        onClose={() => setRemoving(null)}
        size="small"
        title={t('account_pages.partner_remove_title')}
        footer={
          <>
            <Button onClick={() => setRemoving(null)}>{t('common.cancel')}</Button>
            <Button
              variant="danger"
              loading={busy}
              onClick={() => removing && remove(removing)}
              data-action="confirm-delete"
            >
              {t('common.delete')}
            </Button>
          </>
        }
      >
        <p>{removing && t('account_pages.partner_remove_text', { name: removing.name })}</p>
      </Dialog>
    </Page>
  )
}

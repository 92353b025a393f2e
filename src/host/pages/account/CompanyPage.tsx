/**
 * /account/company: the data of one's own company (POST profile/company/update) and its payment details
 * (PUT companies/:id/payment-info; spec 9: at most 100 pay days). Administrators and managers change them; everyone
 * else reads them.
 */
import type { ReactNode } from 'react'
import type { FieldValues, UseFormReturn } from 'react-hook-form'
import * as account from '../../../core/contract/account'
import * as companies from '../../../core/contract/companies'
import type { Company } from '../../../core/contract/entities'
import { addTexts } from '../../../core/i18n/texts'
import { EmptyState, Skeleton, useApi, useT, useToast } from '../../../widgets/ui'
import { FormSubmit, FormText } from '../../forms/fields'
import { FormNumber } from '../../forms/number-fields'
import { Page } from '../../forms/page'
import { isCompanyManager, useCurrentUser } from '../../forms/use-session'
import { applyServerErrors, bodySchema, useZodForm } from '../../forms/use-zod-form'
import * as accountTexts from '../../texts/account'
import type { HostTextKey } from '../../texts/keys'

addTexts(accountTexts)

const companyForm = bodySchema(account.profileCompanyUpdate)
const paymentForm = bodySchema(companies.updatePaymentInfo)

const companyFields = ['name', 'kpp', 'ogrn', 'legal_address', 'phone', 'email'] as const
const paymentFields = ['bank_name', 'bik', 'account', 'correspondent_account', 'pay_days'] as const

function Facts({ items }: { items: Array<[label: ReactNode, value: ReactNode]> }) {
  const t = useT<HostTextKey>()
  return (
    <dl className="fx-hp-facts">
      {items.map(([label, value], i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of facts
        <div key={i}>
          <dt>{label}</dt>
          {value === null || value === undefined || value === '' ? (
            <dd data-empty>{t('account_pages.not_set')}</dd>
          ) : (
            <dd>{value}</dd>
          )}
        </div>
      ))}
    </dl>
  )
}

/**
 * Both company forms save alike: the request (which resets the form to what was saved), then the page's reload and
 * the toast; a refusal goes to the form's fields.
 */
function useSave<T extends FieldValues>(
  form: UseFormReturn<T, unknown, unknown>,
  fields: readonly string[],
  onSaved: () => Promise<unknown>,
) {
  const t = useT<HostTextKey>()
  const toast = useToast()
  return async (request: () => Promise<void>) => {
    try {
      await request()
      await onSaved()
      toast.show(t('account_pages.saved'), { kind: 'success' })
    } catch (error) {
      applyServerErrors(form, error, toast, { fields })
    }
  }
}

/** What the company form edits of a company, as loaded and as saved. */
function companyValues(company: Company) {
  return {
    name: company.name,
    kpp: company.kpp,
    ogrn: company.ogrn,
    legal_address: company.legal_address,
    phone: company.phone,
    email: company.email,
  }
}

function CompanyForm({ company, onSaved }: { company: Company; onSaved: () => Promise<unknown> }) {
  const t = useT<HostTextKey>()
  const api = useApi()
  const form = useZodForm(companyForm, { defaultValues: companyValues(company) })

  const save = useSave(form, companyFields, onSaved)
  const submit = form.handleSubmit((body) =>
    save(async () => {
      const answer = await api.call(account.profileCompanyUpdate, { body })
      form.reset(companyValues(answer.data))
    }),
  )

  return (
    <form className="fx-hp-form" noValidate onSubmit={submit} data-form="company">
      <div className="fx-hp-grid">
        <div data-span="2">
          <FormText control={form.control} name="name" label={t('account_pages.company_name')} required />
        </div>
        <FormText control={form.control} name="kpp" empty="null" inputMode="numeric" label={t('account_pages.kpp')} />
        <FormText control={form.control} name="ogrn" empty="null" inputMode="numeric" label={t('account_pages.ogrn')} />
        <div data-span="2">
          <FormText control={form.control} name="legal_address" empty="null" label={t('account_pages.legal_address')} />
        </div>
        <FormText control={form.control} name="phone" empty="null" type="tel" label={t('account_pages.phone')} />
        <FormText control={form.control} name="email" empty="null" type="email" label={t('account_pages.email')} />
      </div>
      <FormSubmit submitting={form.formState.isSubmitting}>{t('common.save')}</FormSubmit>
    </form>
  )
}

function PaymentForm({ company, onSaved }: { company: Company; onSaved: () => Promise<unknown> }) {
  const t = useT<HostTextKey>()
  const api = useApi()
  const payment = company.payment
  const form = useZodForm(paymentForm, {
    defaultValues: {
      bank_name: payment?.bank_name ?? '',
      bik: payment?.bik ?? '',
      account: payment?.account ?? '',
      correspondent_account: payment?.correspondent_account ?? '',
      pay_days: payment?.pay_days ?? 0,
    },
  })

  const save = useSave(form, paymentFields, onSaved)
  const submit = form.handleSubmit((body) =>
    save(async () => {
      const answer = await api.call(companies.updatePaymentInfo, { params: { id: company.id }, body })
      if (answer.data.payment) form.reset(answer.data.payment)
    }),
  )

  return (
    <form className="fx-hp-form" noValidate onSubmit={submit} data-form="payment">
      <div className="fx-hp-grid">
        <div data-span="2">
          <FormText control={form.control} name="bank_name" label={t('account_pages.bank_name')} required />
        </div>
        <FormText control={form.control} name="bik" inputMode="numeric" label={t('account_pages.bik')} required />
        <FormNumber
          control={form.control}
          name="pay_days"
          integer
          label={t('account_pages.pay_days')}
          hint={t('account_pages.pay_days_hint')}
          required
        />
        <FormText
          control={form.control}
          name="account"
          inputMode="numeric"
          label={t('account_pages.account')}
          required
        />
        <FormText
          control={form.control}
          name="correspondent_account"
          inputMode="numeric"
          label={t('account_pages.correspondent_account')}
          required
        />
      </div>
      <FormSubmit submitting={form.formState.isSubmitting}>{t('common.save')}</FormSubmit>
    </form>
  )
}

export default function CompanyPage() {
  const t = useT<HostTextKey>()
  const { user, loading, reload } = useCurrentUser()
  const company = user?.company ?? null
  const manager = isCompanyManager(user)

  return (
    <Page name="company" title={t('account_pages.company_title')}>
      {loading && <Skeleton lines={6} />}
      {!loading && !company && <EmptyState title={t('account_pages.no_company')} />}
      {company && (
        <>
          {!manager && (
            <p className="fx-hp-lead fx-hp-intro" data-notice="read-only">
              {t('account_pages.read_only')}
            </p>
          )}
          <section className="fx-hp-section" aria-labelledby="fx-company-data">
            <h2 className="fx-hp-subtitle" id="fx-company-data">
              {t('account_pages.company_data')}
            </h2>
            <div className="fx-hp-form">
              <Facts
                items={[
                  [t('account_pages.inn'), company.inn],
                  [t('account_pages.company_type'), t(`account_pages.company_type_${company.type}`)],
                ]}
              />
              {manager ? (
                <CompanyForm key={company.id} company={company} onSaved={reload} />
              ) : (
                <Facts
                  items={[
                    [t('account_pages.company_name'), company.name],
                    [t('account_pages.kpp'), company.kpp],
                    [t('account_pages.ogrn'), company.ogrn],
                    [t('account_pages.legal_address'), company.legal_address],
                    [t('account_pages.phone'), company.phone],
                    [t('account_pages.email'), company.email],
                  ]}
                />
              )}
            </div>
          </section>
          <section className="fx-hp-section" aria-labelledby="fx-company-payment">
            <h2 className="fx-hp-subtitle" id="fx-company-payment">
              {t('account_pages.payment')}
            </h2>
            {manager ? (
              <PaymentForm key={company.id} company={company} onSaved={reload} />
            ) : (
              <Facts
                items={[
                  [t('account_pages.bank_name'), company.payment?.bank_name],
                  [t('account_pages.bik'), company.payment?.bik],
                  [t('account_pages.account'), company.payment?.account],
                  [t('account_pages.correspondent_account'), company.payment?.correspondent_account],
                  [t('account_pages.pay_days'), company.payment ? String(company.payment.pay_days) : null],
                ]}
              />
            )}
          </section>
        </>
      )}
    </Page>
  )
}

/**
 * /registration: the form (POST auth/register), then the 6-digit code sent to the e-mail (POST
 * auth/register/confirmation, resend with auth/register/resend after the `resend_after` countdown).
 *
 * The company is found by INN (checksum checked here with the contract's `Inn`): suggestions from POST
 * suggests/company, and POST auth/register/check {inn} tells whether the company is on the exchange. A new INN
 * asks for the company's name (the user becomes its administrator); a known one makes the user a pending employee,
 * whom the company's administrator approves, so the confirmation answers no token and the page says so.
 * The name field suggests full names (POST suggests/fio). What was typed stays after a failed submit and when
 * going back from the code step.
 */
import { useEffect, useRef, useState } from 'react'
import { useWatch } from 'react-hook-form'
import * as auth from '../../../core/contract/auth'
import * as reference from '../../../core/contract/reference'
import { isValidInn, Timezone } from '../../../core/contract/validators'
import { addTexts } from '../../../core/i18n/texts'
import { Button, useApi, useLang, useT, useToast } from '../../../widgets/ui'
import { CodeStep } from '../../forms/code-step'
import { resendMoment } from '../../forms/countdown'
import { FormPassword, FormSubmit, FormText } from '../../forms/fields'
import { Page } from '../../forms/page'
import { PasswordMeter } from '../../forms/password-meter'
import { FormSelect } from '../../forms/select-fields'
import { FormSuggest, type Suggestion } from '../../forms/suggest-input'
import { useSignIn } from '../../forms/use-session'
import { applyServerErrors, bodySchema, useZodForm } from '../../forms/use-zod-form'
import { useHost } from '../../host-context'
import * as authTexts from '../../texts/auth'
import type { HostTextKey } from '../../texts/keys'
import * as signInTexts from '../../texts/sign-in'

addTexts(authTexts, signInTexts)

const companyTypes = ['shipper', 'carrier', 'expeditor'] as const
type CompanyKind = (typeof companyTypes)[number]
const isCompanyKind = (value: string): value is CompanyKind => (companyTypes as readonly string[]).includes(value)

/** The contract's registration body without what the page adds itself (language, timezone). */
const registerBody = bodySchema(auth.register).omit({ language: true, timezone: true })

/** What is known of the company of an INN: on the exchange (with its name and type when found) or new. */
type CompanyState =
  | { inn: string; status: 'checking' }
  | { inn: string; status: 'exists'; name: string | null; type: CompanyKind | null }
  | { inn: string; status: 'new' }

type Step =
  | { name: 'form' }
  | { name: 'code'; requestId: string; email: string; resendAt: number }
  | { name: 'pending'; company: string | null }

/** The browser's time zone when the contract accepts it; Europe/Moscow otherwise (spec 3 and 9). */
function browserTimezone(): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone
  return Timezone.safeParse(zone).success ? zone : 'Europe/Moscow'
}

export default function RegistrationPage() {
  const t = useT<HostTextKey>()
  const api = useApi()
  const lang = useLang()
  const toast = useToast()
  const signIn = useSignIn()
  const { navigate } = useHost()
  const [step, setStep] = useState<Step>({ name: 'form' })
  const [company, setCompany] = useState<CompanyState | null>(null)
  const companyIsNew = useRef(false)
  companyIsNew.current = company?.status === 'new'

  const [schema] = useState(() =>
    registerBody.superRefine((value, ctx) => {
      if (companyIsNew.current && !value.company.name?.trim())
        ctx.addIssue({ code: 'custom', path: ['company', 'name'], message: 'required' })
    }),
  )
  const form = useZodForm(schema, {
    defaultValues: {
      name: '',
      email: '',
      phone: '',
      password: '',
      company: { inn: '', name: undefined, type: 'shipper' },
    },
  })
  const inn = (useWatch({ control: form.control, name: 'company.inn' }) ?? '').trim()
  const [password, email, phone] = useWatch({ control: form.control, name: ['password', 'email', 'phone'] })

  // What the exchange knows of a complete INN: on the exchange or not, and if so its name and type.
  useEffect(() => {
    if (!isValidInn(inn)) {
      setCompany(null)
      return
    }
    const controller = new AbortController()
    setCompany({ inn, status: 'checking' })
    const signal = controller.signal
    const timer = setTimeout(async () => {
      try {
        const check = await api.call(auth.registerCheck, { body: { inn }, signal })
        if (!check.data.company_exists) {
          setCompany({ inn, status: 'new' })
          return
        }
        const found = await api
          .call(reference.suggestCompany, { body: { query: inn, count: 5 }, signal })
          .then((answer) => answer.data.find((c) => c.inn === inn) ?? null)
          .catch(() => null)
        const type = found && isCompanyKind(found.type) ? found.type : null
        setCompany({ inn, status: 'exists', name: found?.name ?? null, type })
        form.setValue('company.name', undefined)
        if (type) form.setValue('company.type', type, { shouldValidate: form.formState.isSubmitted })
      } catch (error) {
        if (signal.aborted) return
        setCompany(null)
        toast.error(error)
      }
    }, 300)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [inn, api, toast, form])

  const fetchCompanies = async (query: string, signal: AbortSignal): Promise<Suggestion<string>[]> => {
    const answer = await api.call(reference.suggestCompany, { body: { query, count: 8 }, signal })
    return answer.data.map((c) => ({
      value: c.inn,
      label: c.name,
      description: [`${t('auth_pages.register_inn')} ${c.inn}`, c.legal_address].filter(Boolean).join(' · '),
    }))
  }
  const fetchNames = async (query: string, signal: AbortSignal): Promise<Suggestion<string>[]> => {
    const answer = await api.call(reference.suggestFio, { body: { query, count: 6 }, signal })
    return answer.data.map((s) => ({ value: s.value, label: s.value }))
  }

  const submit = form.handleSubmit(async (values) => {
    const isNew = company?.inn === values.company.inn ? company.status === 'new' : undefined
    const body = {
      ...values,
      company: isNew === false ? { inn: values.company.inn, type: values.company.type } : values.company,
      language: lang,
      timezone: browserTimezone(),
    }
    try {
      const answer = await api.call(auth.register, { body })
      setStep({
        name: 'code',
        requestId: answer.data.request_id,
        email: values.email,
        resendAt: resendMoment(answer.data.resend_after),
      })
    } catch (error) {
      applyServerErrors(form, error, toast, {
        fields: ['name', 'email', 'phone', 'password', 'company.inn', 'company.name', 'company.type'],
      })
    }
  })

  const typeOptions = companyTypes.map((type) => ({ value: type, label: t(`auth_pages.register_type_${type}`) }))

  return (
    <Page name="registration" width="medium" title={t('auth_pages.register_title')}>
      <section className="fx-hp-section">
        {step.name === 'form' && (
          <form className="fx-hp-form" noValidate onSubmit={submit} data-step="form">
            <div className="fx-hp-grid">
              <FormSuggest
                control={form.control}
                name="name"
                label={t('auth_pages.register_name')}
                autoComplete="name"
                minLength={2}
                fetch={fetchNames}
                onPick={(s) => form.setValue('name', s.value, { shouldValidate: true })}
                required
              />
              <FormText
                control={form.control}
                name="email"
                type="email"
                label={t('auth_pages.register_email')}
                autoComplete="email"
                required
              />
              <FormText
                control={form.control}
                name="phone"
                type="tel"
                label={t('auth_pages.register_phone')}
                hint={t('auth_pages.register_phone_hint')}
                autoComplete="tel"
                required
              />
              <div className="fx-hp-form" data-gap="small">
                <FormPassword
                  control={form.control}
                  name="password"
                  label={t('auth_pages.password')}
                  hint={t('auth_pages.password_hint')}
                  autoComplete="new-password"
                  required
                />
                <PasswordMeter password={password ?? ''} owner={{ email, phone }} />
              </div>
            </div>
            <fieldset className="fx-hp-form fx-hp-fieldset">
              <legend className="fx-hp-subtitle">{t('auth_pages.register_company')}</legend>
              <div className="fx-hp-grid">
                <FormSuggest
                  control={form.control}
                  name="company.inn"
                  label={t('auth_pages.register_inn')}
                  hint={t('auth_pages.register_inn_hint')}
                  minLength={2}
                  fetch={fetchCompanies}
                  onPick={(s) => form.setValue('company.inn', s.value, { shouldValidate: true, shouldTouch: true })}
                  required
                />
                <FormSelect
                  control={form.control}
                  name="company.type"
                  label={t('auth_pages.register_company_type')}
                  options={typeOptions}
                  disabled={company?.status === 'exists' && company.type !== null}
                  required
                />
                {company?.status === 'checking' && (
                  <p className="fx-hp-muted" role="status" data-span="2">
                    {t('auth_pages.register_checking_company')}
                  </p>
                )}
                {company?.status === 'exists' && (
                  <div className="fx-hp-notice" role="status" data-notice="company-exists" data-span="2">
                    <p>
                      {company.name
                        ? t('auth_pages.register_company_exists_named', { name: company.name })
                        : t('auth_pages.register_company_exists')}
                    </p>
                    <p>{t('auth_pages.register_company_exists_hint')}</p>
                  </div>
                )}
                {company?.status === 'new' && (
                  <div data-span="2">
                    <FormText
                      control={form.control}
                      name="company.name"
                      empty="undefined"
                      label={t('auth_pages.register_company_name')}
                      hint={t('auth_pages.register_company_name_hint')}
                      autoComplete="organization"
                      required
                    />
                  </div>
                )}
              </div>
            </fieldset>
            <FormSubmit submitting={form.formState.isSubmitting}>{t('auth_pages.register_submit')}</FormSubmit>
            <p className="fx-hp-links">
              <button type="button" className="fx-hp-link" onClick={() => navigate('login')}>
                {t('auth_pages.register_have_account')}
              </button>
            </p>
          </form>
        )}
        {step.name === 'code' && (
          <CodeStep
            intro={t('auth_pages.register_code_intro', { email: step.email })}
            resendAt={step.resendAt}
            submitLabel={t('auth_pages.register_confirm')}
            onSubmit={async (code) => {
              const answer = await api.call(auth.registerConfirmation, { body: { request_id: step.requestId, code } })
              if (answer.data.token) {
                await signIn({ token: answer.data.token, user: answer.data.user })
                navigate('cargos-search')
              } else setStep({ name: 'pending', company: answer.data.user.company?.name ?? null })
            }}
            onResend={async () => {
              const answer = await api.call(auth.registerResend, { body: { request_id: step.requestId } })
              return resendMoment(answer.data.resend_after)
            }}
            onBack={() => setStep({ name: 'form' })}
            backLabel={t('auth_pages.register_edit_form')}
          />
        )}
        {step.name === 'pending' && (
          <div className="fx-hp-form" data-step="pending">
            <div className="fx-hp-notice" data-kind="success" role="status" data-notice="pending">
              <p>
                <strong>{t('auth_pages.register_pending_title')}</strong>
              </p>
              <p>
                {step.company
                  ? t('auth_pages.register_pending_text_named', { company: step.company })
                  : t('auth_pages.register_pending_text')}
              </p>
            </div>
            <div className="fx-hp-actions">
              <Button variant="primary" onClick={() => navigate('login')}>
                {t('auth_pages.back_to_login')}
              </Button>
            </div>
          </div>
        )}
      </section>
    </Page>
  )
}

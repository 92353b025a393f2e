/**
 * /account/profile: one's own name, time zone and interface language (POST profile/update; a new language applies
 * to the interface at once), the e-mail and phone changed by a code sent to the new address, and signing out.
 */
import { useMemo, useState } from 'react'
import * as account from '../../../core/contract/account'
import * as auth from '../../../core/contract/auth'
import type { User } from '../../../core/contract/entities'
import { addTexts } from '../../../core/i18n/texts'
import { Button, EmptyState, Skeleton, useApi, useCore, useT, useToast } from '../../../widgets/ui'
import { FormText } from '../../forms/fields'
import { Page } from '../../forms/page'
import { FormSelect } from '../../forms/select-fields'
import { useCurrentUser } from '../../forms/use-session'
import { applyServerErrors, bodySchema, useZodForm } from '../../forms/use-zod-form'
import { useHost } from '../../host-context'
import { TelegramVerificationDialog } from '../../telegram/TelegramVerification'
import * as accountTexts from '../../texts/account'
import type { HostTextKey } from '../../texts/keys'
import { ContactChange } from './contact-change'

addTexts(accountTexts)

const profileForm = bodySchema(account.profileUpdate)

let zoneOptions: Array<{ value: string; label: string }> | null = null

/** Every time zone the browser knows, with its current UTC offset: `Europe/Moscow (UTC+03:00)`. */
function timeZones(current: string): Array<{ value: string; label: string }> {
  if (!zoneOptions) {
    const now = new Date()
    const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []
    zoneOptions = zones.map((zone) => {
      let offset = ''
      try {
        offset =
          new Intl.DateTimeFormat('en', { timeZone: zone, timeZoneName: 'longOffset' })
            .formatToParts(now)
            .find((part) => part.type === 'timeZoneName')
            ?.value.replace('GMT', 'UTC') ?? ''
      } catch {
        // an unknown zone keeps no offset
      }
      return { value: zone, label: offset ? `${zone} (${offset === 'UTC' ? 'UTC+00:00' : offset})` : zone }
    })
  }
  return zoneOptions.some((o) => o.value === current)
    ? zoneOptions
    : [{ value: current, label: current }, ...zoneOptions]
}

function ProfileForm({ user, onSaved }: { user: User; onSaved: () => Promise<unknown> }) {
  const t = useT<HostTextKey>()
  const api = useApi()
  const toast = useToast()
  const core = useCore()
  const form = useZodForm(profileForm, {
    defaultValues: { name: user.name, timezone: user.timezone, language: user.language },
  })
  const zones = useMemo(() => timeZones(user.timezone), [user.timezone])

  const submit = form.handleSubmit(async (body) => {
    try {
      const answer = await api.call(account.profileUpdate, { body })
      form.reset({ name: answer.data.name, timezone: answer.data.timezone, language: answer.data.language })
      if (answer.data.language !== core.i18n.language.peek()) await core.i18n.setLanguage(answer.data.language)
      await onSaved()
      // in the language just chosen
      toast.show(core.i18n.fixedT<'account_pages.saved'>(answer.data.language)('account_pages.saved'), {
        kind: 'success',
      })
    } catch (error) {
      applyServerErrors(form, error, toast, { fields: ['name', 'timezone', 'language'] })
    }
  })

  return (
    <form className="fx-hp-form" noValidate onSubmit={submit} data-form="profile">
      <div className="fx-hp-grid">
        <div data-span="2">
          <FormText control={form.control} name="name" label={t('account_pages.name')} autoComplete="name" required />
        </div>
        <FormSelect control={form.control} name="timezone" label={t('account_pages.timezone')} options={zones} />
        <FormSelect
          control={form.control}
          name="language"
          label={t('account_pages.language')}
          options={[
            { value: 'ru', label: 'Русский' },
            { value: 'en', label: 'English' },
          ]}
        />
      </div>
      <div className="fx-hp-actions">
        <Button type="submit" variant="primary" loading={form.formState.isSubmitting}>
          {t('common.save')}
        </Button>
      </div>
    </form>
  )
}

export default function ProfilePage() {
  const t = useT<HostTextKey>()
  const api = useApi()
  const core = useCore()
  const { navigate } = useHost()
  const { user, loading, reload } = useCurrentUser()
  const [signingOut, setSigningOut] = useState(false)
  const [verifying, setVerifying] = useState(false)

  const signOut = async () => {
    setSigningOut(true)
    try {
      await api.call(auth.logout)
    } catch {
      // the token is dropped here whatever the server says
    }
    core.session.signOut('user')
    setSigningOut(false)
    navigate('login')
  }

  return (
    <Page
      name="profile"
      title={t('account_pages.profile_title')}
      aside={
        <Button onClick={signOut} loading={signingOut} data-action="sign-out">
          {t('common.sign_out')}
        </Button>
      }
    >
      {loading && <Skeleton lines={4} />}
      {!loading && !user && <EmptyState title={t('account_pages.no_user')} />}
      {user && (
        <>
          <section className="fx-hp-section" aria-labelledby="fx-profile-personal">
            <h2 className="fx-hp-subtitle" id="fx-profile-personal">
              {t('account_pages.personal')}
            </h2>
            <ProfileForm key={user.id} user={user} onSaved={reload} />
          </section>
          <section className="fx-hp-section" aria-labelledby="fx-profile-contacts">
            <h2 className="fx-hp-subtitle" id="fx-profile-contacts">
              {t('account_pages.contacts')}
            </h2>
            <p className="fx-hp-lead">{t('account_pages.contacts_hint')}</p>
            <div className="fx-hp-form">
              <ContactChange kind="email" current={user.email} onChanged={reload} />
              <ContactChange kind="phone" current={user.phone} onChanged={reload} />
            </div>
          </section>
          <section className="fx-hp-section" aria-labelledby="fx-profile-telegram" data-section="telegram">
            <h2 className="fx-hp-subtitle" id="fx-profile-telegram">
              {t('telegram.section')}
            </h2>
            <p className="fx-hp-lead" data-linked={user.telegram_linked || undefined}>
              {user.telegram_linked ? t('telegram.linked') : t('telegram.not_linked')}
            </p>
            <div className="fx-hp-actions">
              <Button
                variant={user.telegram_linked ? 'secondary' : 'primary'}
                data-action="link-telegram"
                onClick={() => setVerifying(true)}
              >
                {user.telegram_linked ? t('telegram.relink') : t('telegram.link')}
              </Button>
            </div>
            <TelegramVerificationDialog
              open={verifying}
              onClose={() => setVerifying(false)}
              phone={user.phone ?? ''}
              inn={user.company?.inn ?? ''}
              onVerified={() => void reload()}
            />
          </section>
          {user.company && (
            <section className="fx-hp-section" aria-labelledby="fx-profile-company">
              <h2 className="fx-hp-subtitle" id="fx-profile-company">
                {t('account_pages.company')}
              </h2>
              <p className="fx-hp-item-name">{user.company.name}</p>
              <p className="fx-hp-muted">{t('account_pages.inn_value', { inn: user.company.inn })}</p>
            </section>
          )}
        </>
      )}
    </Page>
  )
}

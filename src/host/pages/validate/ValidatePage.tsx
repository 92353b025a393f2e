/**
 * /validate: the spec's example validation page (spec 5). A small form checked while typing with the contract's
 * schemas and messages: a required field, a minimum length ('Minimum {min} characters') and an e-mail; the
 * messages follow the interface language, which the page can switch, and the three texts are listed in both
 * languages as the contract holds them (`validationMessages`).
 */
import { useState } from 'react'
import { z } from 'zod'
import { validationMessage } from '../../../core/contract/messages'
import { Email, Password } from '../../../core/contract/validators'
import { Button, Table, useCore, useLang, useT } from '../../../widgets/ui'
import { FormPassword, FormText } from '../../forms/fields'
import { Page } from '../../forms/page'
import { useZodForm } from '../../forms/use-zod-form'
import type { HostTextKey } from '../../texts/keys'

const minLength = 8

const exampleForm = z.object({
  /** Required: an empty value gives the required-field message. */
  name: z.string().trim().min(1),
  /** The contract's password rule: at least 8 characters. */
  password: Password,
  email: Email,
})

export default function ValidatePage() {
  const t = useT<HostTextKey>()
  const lang = useLang()
  const core = useCore()
  const [done, setDone] = useState(false)
  const form = useZodForm(exampleForm, { defaultValues: { name: '', password: '', email: '' }, mode: 'all' })

  const submit = form.handleSubmit(() => setDone(true))
  const examples = [
    ['required', {}],
    ['min_length', { count: minLength }],
    ['invalid_email', {}],
  ] as const

  return (
    <Page
      name="validate"
      title={t('validate_page.title')}
      aside={
        <fieldset className="fx-hp-segmented">
          <legend className="fx-visually-hidden">{t('common.language')}</legend>
          {(['ru', 'en'] as const).map((l) => (
            <button
              key={l}
              type="button"
              aria-pressed={lang === l}
              onClick={() => void core.i18n.setLanguage(l)}
              data-lang={l}
            >
              {l === 'ru' ? 'Русский' : 'English'}
            </button>
          ))}
        </fieldset>
      }
    >
      <section className="fx-hp-section">
        <form className="fx-hp-form" noValidate onSubmit={submit} onChange={() => setDone(false)}>
          <p className="fx-hp-lead">{t('validate_page.intro')}</p>
          <div className="fx-hp-grid">
            <FormText control={form.control} name="name" label={t('validate_page.name')} required />
            <FormText control={form.control} name="email" type="email" label={t('validate_page.email')} required />
            <FormPassword
              control={form.control}
              name="password"
              label={t('validate_page.password')}
              hint={t('validate_page.password_hint', { min: minLength })}
              autoComplete="new-password"
              required
            />
          </div>
          {done && (
            <div className="fx-hp-notice" data-kind="success" role="status">
              {t('validate_page.valid')}
            </div>
          )}
          <div className="fx-hp-actions">
            <Button type="submit" variant="primary">
              {t('validate_page.check')}
            </Button>
            <Button
              onClick={() => {
                form.reset()
                setDone(false)
              }}
            >
              {t('common.reset')}
            </Button>
          </div>
        </form>
      </section>
      <section className="fx-hp-section" aria-labelledby="fx-validate-texts">
        <h2 className="fx-hp-subtitle" id="fx-validate-texts">
          {t('validate_page.messages')}
        </h2>
        <Table
          name="messages"
          label={t('validate_page.messages')}
          columns={[
            {
              key: 'rule',
              header: t('validate_page.rule'),
              rowHeader: true,
              wrap: true,
              render: ([key]) => t(`validate_page.rule_${key}`),
            },
            {
              key: 'ru',
              header: 'Русский',
              wrap: true,
              render: ([key, params]) => <span lang="ru">{validationMessage('ru', key, params)}</span>,
            },
            {
              key: 'en',
              header: 'English',
              wrap: true,
              render: ([key, params]) => <span lang="en">{validationMessage('en', key, params)}</span>,
            },
          ]}
          rows={examples}
          getRowKey={([key]) => key}
          virtual={false}
        />
      </section>
    </Page>
  )
}

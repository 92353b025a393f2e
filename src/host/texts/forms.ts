/**
 * The site's texts, Russian and English: what the forms of the site's pages share (src/host/forms); registered by
 * src/host/main.tsx at start (`addTexts`). Every key must exist in both languages (plural suffixes aside):
 * src/core/i18n/resources.test.ts checks it.
 */
export const ru = {
  host_forms: {
    suggestions: 'Подсказки',
    code: 'Код из письма',
    code_hint: '6 цифр',
    confirm: 'Подтвердить',
    resend: 'Отправить код ещё раз',
    resend_in: 'Отправить ещё раз через {{seconds}} с',
    code_resent: 'Новый код отправлен',
    code_attempts: 'Слишком много неверных попыток, запросите новый код',
    code_wait: 'Новый код можно запросить чуть позже',
    code_request_unknown: 'Этот запрос больше не действует. Начните заново.',
    show_password: 'Показать пароль',
  },
} satisfies Record<string, Record<string, string>>

export const en: { [K in keyof typeof ru]: Record<string, string> } = {
  host_forms: {
    suggestions: 'Suggestions',
    code: 'Code from the e-mail',
    code_hint: '6 digits',
    confirm: 'Confirm',
    resend: 'Send the code again',
    resend_in: 'Send again in {{seconds}} s',
    code_resent: 'A new code has been sent',
    code_attempts: 'Too many wrong attempts, request a new code',
    code_wait: 'A new code can be requested a little later',
    code_request_unknown: 'This request is no longer valid. Please start over.',
    show_password: 'Show password',
  },
}

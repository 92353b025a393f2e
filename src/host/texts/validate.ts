/**
 * The site's texts, Russian and English: the example validation page (/validate, spec 5); registered by
 * src/host/main.tsx at start (`addTexts`). Every key must exist in both languages (plural suffixes aside):
 * src/core/i18n/resources.test.ts checks it.
 */
export const ru = {
  validate_page: {
    title: 'Пример проверки формы',
    intro: 'Сообщения появляются во время ввода. Переключите язык — сообщения сменятся вместе с ним.',
    name: 'Имя',
    email: 'E-mail',
    password: 'Пароль',
    password_hint: 'Минимум {{min}} символов',
    check: 'Проверить',
    valid: 'Все поля заполнены верно',
    messages: 'Сообщения проверки',
    rule: 'Правило',
    rule_required: 'Обязательное поле',
    rule_min_length: 'Минимальная длина',
    rule_invalid_email: 'E-mail',
  },
} satisfies Record<string, Record<string, string>>

export const en: { [K in keyof typeof ru]: Record<string, string> } = {
  validate_page: {
    title: 'Form validation example',
    intro: 'Messages appear while you type. Switch the language and they switch with it.',
    name: 'Name',
    email: 'E-mail',
    password: 'Password',
    password_hint: 'Minimum {{min}} characters',
    check: 'Check',
    valid: 'All fields are filled in correctly',
    messages: 'Validation messages',
    rule: 'Rule',
    rule_required: 'Required field',
    rule_min_length: 'Minimum length',
    rule_invalid_email: 'E-mail',
  },
}

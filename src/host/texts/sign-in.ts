/**
 * The sign-in page's texts, Russian and English (src/host/pages/auth/LoginPage.tsx; the recovery and registration
 * pages share the login and password labels). Apart from ./auth.ts because /login is the page most visitors load
 * first: it carries only these. Same section as ./auth.ts (i18next merges the two key by key).
 */
export const ru = {
  auth_pages: {
    password: 'Пароль',
    login_title: 'Вход',
    login_to_continue: 'Войдите, чтобы открыть эту страницу: после входа она откроется.',
    login_login: 'E-mail или телефон',
    login_login_hint: 'Например, name@company.ru или +7 916 123-45-67',
    login_pending_title: 'Учётная запись ждёт подтверждения',
    login_pending_text:
      'Администратор вашей компании ещё не подтвердил вас. Войти можно будет сразу после подтверждения — мы сообщим об этом письмом.',
    login_forgot: 'Забыли пароль?',
    login_no_account: 'Нет учётной записи? Зарегистрируйтесь',
  },
} satisfies Record<string, Record<string, string>>

export const en: { [K in keyof typeof ru]: Record<string, string> } = {
  auth_pages: {
    password: 'Password',
    login_title: 'Sign in',
    login_to_continue: 'Sign in to open this page: it opens once you are in.',
    login_login: 'E-mail or phone',
    login_login_hint: 'For example, name@company.com or +7 916 123-45-67',
    login_pending_title: 'Your account awaits approval',
    login_pending_text:
      "Your company's administrator has not approved you yet. You can sign in as soon as they do; we will e-mail you.",
    login_forgot: 'Forgot your password?',
    login_no_account: 'No account? Register',
  },
}

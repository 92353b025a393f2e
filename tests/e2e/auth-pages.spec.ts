/**
 * The sign-in, recovery, reset-link and registration screens against a real exchange server (see
 * auth-account-fixtures.ts): success and failure paths, codes read from the server's outbox, both languages, and
 * screenshots at 375 and 1440 px.
 */
import { expect, randomInn, randomPhone, test, unique, widths } from './auth-account-fixtures'

test.describe('sign in', () => {
  test('signs in with e-mail and password and goes on to cargo search', async ({ app, page }) => {
    await app.open('/login')
    await expect(page.getByRole('heading', { name: 'Вход' })).toBeVisible()
    await page.getByLabel('E-mail или телефон').fill('shipper@example.com')
    await page.getByLabel(/^Пароль/).fill('demo12345')
    await page.getByRole('button', { name: 'Войти' }).click()
    await expect(page.getByTestId('harness-route')).toHaveText('cargos-search')
    await expect(page.getByTestId('harness-user')).toHaveText('shipper@example.com')
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toMatch(/.{20,}/)
  })

  test('signs in with the phone number', async ({ app, page }) => {
    await app.open('/login')
    await page.getByLabel('E-mail или телефон').fill('8 (916) 111-00-01')
    await page.getByLabel(/^Пароль/).fill('demo12345')
    await page.getByRole('button', { name: 'Войти' }).click()
    await expect(page.getByTestId('harness-user')).toHaveText('shipper@example.com')
  })

  test('a wrong password is told under the field, in the interface language', async ({ app, page }) => {
    await app.open('/login')
    await page.getByLabel('E-mail или телефон').fill('shipper@example.com')
    await page.getByLabel(/^Пароль/).fill('wrong-password')
    await page.getByRole('button', { name: 'Войти' }).click()
    await expect(page.getByText('Неверный логин или пароль')).toBeVisible()
    await expect(page.getByTestId('harness-route')).toHaveText('login')
    await app.switchLanguage('en')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page.getByText('Wrong login or password')).toBeVisible()
  })

  test('empty fields get the required message from the contract', async ({ app, page }) => {
    await app.open('/login')
    await page.getByRole('button', { name: 'Войти' }).click()
    await expect(page.getByText('Обязательное поле', { exact: true }).first()).toBeVisible()
    await app.switchLanguage('en')
    await expect(page.getByText('This field is required', { exact: true }).first()).toBeVisible()
  })

  test('an account awaiting approval is told so plainly', async ({ app, page }) => {
    await app.open('/login')
    await page.getByLabel('E-mail или телефон').fill('pending@example.com')
    await page.getByLabel(/^Пароль/).fill('demo12345')
    await page.getByRole('button', { name: 'Войти' }).click()
    const notice = page.locator('[data-notice="pending"]')
    await expect(notice).toBeVisible()
    await expect(notice).toContainText('Учётная запись ждёт подтверждения')
    await expect(page.getByTestId('harness-route')).toHaveText('login')
    await app.switchLanguage('en')
    await expect(notice).toContainText('Your account awaits approval')
  })

  test('links lead to recovery and registration', async ({ app, page }) => {
    await app.open('/login')
    await page.getByRole('button', { name: 'Забыли пароль?' }).click()
    await expect(page.getByTestId('harness-route')).toHaveText('reset-password')
    await page.getByRole('button', { name: 'Вернуться ко входу' }).click()
    await page.getByRole('button', { name: /Зарегистрируйтесь/ }).click()
    await expect(page.getByTestId('harness-route')).toHaveText('registration')
  })
})

test.describe('registration', () => {
  test('a new company: wrong code, resend countdown, then the code from the outbox signs in', async ({
    app,
    page,
    exchange,
  }) => {
    const email = `new-${unique()}@example.com`
    const inn = randomInn()
    await app.open('/registration')
    // the name field suggests full names
    await page.getByLabel('Имя и фамилия').fill('Иван Пет')
    await expect(page.getByRole('option').first()).toBeVisible()
    await page.getByRole('option').first().click()
    await expect(page.getByLabel('Имя и фамилия')).not.toHaveValue('Иван Пет')
    await page.getByLabel('Имя и фамилия').fill('Иван Петров')
    await page.getByLabel('E-mail').fill(email)
    await page.getByLabel('Телефон').fill(randomPhone())
    await page.getByLabel(/^Пароль/).fill('secret-pass-1')
    // the INN's checksum is checked on the page
    await page.getByLabel('ИНН').fill('1234567890')
    await page.getByLabel('ИНН').blur()
    await expect(page.getByText('Некорректный ИНН')).toBeVisible()
    await page.getByLabel('ИНН').fill(inn)
    await expect(page.getByLabel('Название компании')).toBeVisible()
    await page.getByRole('button', { name: 'Зарегистрироваться' }).click()
    // a new company needs its name
    await expect(page.getByText('Обязательное поле', { exact: true })).toBeVisible()
    await page.getByLabel('Название компании').fill('ООО «Тестовая <b>компания</b>»')
    await page.getByRole('combobox', { name: /Тип компании/ }).click()
    await page.getByRole('option', { name: 'Перевозчик' }).click()
    const seen = exchange.messages.length
    await page.getByRole('button', { name: 'Зарегистрироваться' }).click()

    await expect(page.getByText(`Мы отправили письмо на ${email}`)).toBeVisible()
    const code = await exchange.nextCode(email, seen)
    const resend = page.locator('[data-action="resend"]')
    await expect(resend).toBeDisabled()
    await expect(resend).toContainText(/Отправить ещё раз через \d+ с/)
    await page.getByLabel('Код из письма').fill(code === '000000' ? '111111' : '000000')
    await page.getByRole('button', { name: 'Завершить регистрацию' }).click()
    await expect(page.getByText('Неверный код')).toBeVisible()
    await page.getByLabel('Код из письма').fill(code)
    await page.getByRole('button', { name: 'Завершить регистрацию' }).click()
    await expect(page.getByTestId('harness-route')).toHaveText('cargos-search')
    await expect(page.getByTestId('harness-user')).toHaveText(email)
  })

  test('joining a company already on the exchange ends with "the administrator must approve you"', async ({
    app,
    page,
    exchange,
  }) => {
    const email = `joiner-${unique()}@example.com`
    await app.open('/registration')
    await page.getByLabel('Имя и фамилия').fill('Мария Соколова')
    await page.getByLabel('E-mail').fill(email)
    await page.getByLabel('Телефон').fill(randomPhone())
    await page.getByLabel(/^Пароль/).fill('secret-pass-2')
    // found by the company's name through suggestions
    await page.getByLabel('ИНН').fill('Северная')
    await page.getByRole('option', { name: /Северная Торговая Компания/ }).click()
    await expect(page.getByLabel('ИНН')).toHaveValue('7812345675')
    await expect(page.locator('[data-notice="company-exists"]')).toContainText('Северная Торговая Компания')
    await expect(page.getByLabel('Название компании')).toHaveCount(0)
    await expect(page.getByRole('combobox', { name: /Тип компании/ })).toContainText('Грузовладелец')
    await app.shot('registration-company-exists-ru-1440')
    const seen = exchange.messages.length
    await page.getByRole('button', { name: 'Зарегистрироваться' }).click()
    const code = await exchange.nextCode(email, seen)
    await page.getByLabel('Код из письма').fill(code)
    await page.getByRole('button', { name: 'Завершить регистрацию' }).click()
    const notice = page.locator('[data-notice="pending"]')
    await expect(notice).toContainText('Администратор компании ООО «Северная Торговая Компания» должен подтвердить')
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull()
    await app.switchLanguage('en')
    await expect(notice).toContainText('must approve your account')
  })

  test('a failed submit keeps what was typed and shows the server errors under their fields', async ({ app, page }) => {
    await app.open('/registration')
    await page.getByLabel('Имя и фамилия').fill('Пётр Сидоров')
    await page.getByLabel('E-mail').fill(`common-${unique()}@example.com`)
    await page.getByLabel('Телефон').fill(randomPhone())
    // a common password: the meter cannot know the list, the server refuses it under the field
    await page.getByLabel(/^Пароль/).fill('qwerty123')
    await expect(page.getByTestId('password-meter')).toContainText('Надёжность пароля')
    await page.getByLabel('ИНН').fill(randomInn())
    await page.getByLabel('Название компании').fill('ООО «Дубль»')
    await page.getByRole('button', { name: 'Зарегистрироваться' }).click()
    await expect(page.getByText('Этот пароль слишком распространён или встречался в утечках')).toBeVisible()
    await expect(page.getByLabel('Имя и фамилия')).toHaveValue('Пётр Сидоров')
    await expect(page.getByLabel(/^Пароль/)).toHaveValue('qwerty123')
    await expect(page.getByLabel('Название компании')).toHaveValue('ООО «Дубль»')
    await app.shot('registration-errors-ru-375')
  })

  test('going back from the code step keeps the form', async ({ app, page }) => {
    const email = `back-${unique()}@example.com`
    await app.open('/registration')
    await page.getByLabel('Имя и фамилия').fill('Анна Белова')
    await page.getByLabel('E-mail').fill(email)
    await page.getByLabel('Телефон').fill(randomPhone())
    await page.getByLabel(/^Пароль/).fill('secret-pass-4')
    await page.getByLabel('ИНН').fill(randomInn())
    await page.getByLabel('Название компании').fill('ООО «Назад»')
    await page.getByRole('button', { name: 'Зарегистрироваться' }).click()
    await page.getByRole('button', { name: 'Исправить данные' }).click()
    await expect(page.getByLabel('E-mail')).toHaveValue(email)
    await expect(page.getByLabel('Название компании')).toHaveValue('ООО «Назад»')
  })
})

test.describe('password recovery', () => {
  test('by code: login, the code from the outbox, a new password, signed in', async ({ app, page, exchange }) => {
    await app.open('/login/recovery')
    await page.getByLabel('E-mail или телефон').fill('expeditor@example.com')
    const seen = exchange.messages.length
    await page.getByRole('button', { name: 'Получить код' }).click()
    await expect(page.locator('[data-action="resend"]')).toContainText(/через \d+ с/)
    const code = await exchange.nextCode('expeditor@example.com', seen)
    await page.getByLabel('Код из письма').fill(code === '000000' ? '111111' : '000000')
    await page.getByRole('button', { name: 'Подтвердить' }).click()
    await expect(page.getByText('Неверный код')).toBeVisible()
    await page.getByLabel('Код из письма').fill(code)
    await page.getByRole('button', { name: 'Подтвердить' }).click()
    await page.getByLabel('Новый пароль').fill('short')
    await page.getByRole('button', { name: 'Сохранить пароль и войти' }).click()
    await expect(page.getByText('Минимум 8 символов')).toBeVisible()
    await page.getByLabel('Новый пароль').fill('brand-new-pass-1')
    await page.getByRole('button', { name: 'Сохранить пароль и войти' }).click()
    await expect(page.getByTestId('harness-route')).toHaveText('cargos-search')
    await expect(page.getByTestId('harness-user')).toHaveText('expeditor@example.com')
    await exchange.token('expeditor@example.com', 'brand-new-pass-1')
  })

  test('by the e-mailed link: checked, new password, signed in', async ({ app, page, exchange }) => {
    const seen = exchange.messages.length
    await exchange.api('POST', 'auth/reset_password', { body: { login: 'siberia@example.com' } })
    const message = await exchange.nextMessage('siberia@example.com', seen)
    const link = /\/login\/reset\/[^\s.]+/.exec(message.body)?.[0]
    expect(link).toBeTruthy()
    await app.open(link ?? '')
    await page.getByLabel('Новый пароль').fill('link-pass-123')
    await page.getByRole('button', { name: 'Сохранить пароль и войти' }).click()
    await expect(page.getByTestId('harness-route')).toHaveText('cargos-search')
    await expect(page.getByTestId('harness-user')).toHaveText('siberia@example.com')
  })

  test('an invalid or expired link says so and leads to recovery by code', async ({ app, page }) => {
    await app.open('/login/reset/this-link-token-is-not-valid-at-all-0000')
    const notice = page.locator('[data-notice="invalid-link"]')
    await expect(notice).toContainText('Ссылка недействительна')
    await app.switchLanguage('en')
    await expect(notice).toContainText('The link is not valid')
    await page.getByRole('button', { name: 'Recover the password by code' }).click()
    await expect(page.getByTestId('harness-route')).toHaveText('reset-password')
  })
})

const screens = [
  { name: 'login', path: '/login', ru: 'Вход', en: 'Sign in' },
  { name: 'recovery', path: '/login/recovery', ru: 'Восстановление пароля', en: 'Password recovery' },
  {
    name: 'reset-link',
    path: '/login/reset/this-link-token-is-not-valid-at-all-0000',
    ru: 'Новый пароль',
    en: 'New password',
  },
  { name: 'registration', path: '/registration', ru: 'Регистрация', en: 'Registration' },
] as const

test.describe('every auth screen in both languages at 375 and 1440 px', { tag: '@screens' }, () => {
  for (const screen of screens) {
    test(screen.name, async ({ app, page }) => {
      for (const [width, size] of Object.entries(widths)) {
        await page.setViewportSize(size)
        await app.open(screen.path)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(screen.ru)
        if (screen.name === 'registration') {
          await page.getByRole('button', { name: 'Зарегистрироваться' }).click()
          await expect(page.getByText('Обязательное поле', { exact: true }).first()).toBeVisible()
        }
        await app.shot(`${screen.name}-ru-${width}`)
        await app.switchLanguage('en')
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(screen.en)
        if (screen.name === 'registration')
          await expect(page.getByText('This field is required', { exact: true }).first()).toBeVisible()
        await app.shot(`${screen.name}-en-${width}`)
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
        expect(overflow, 'no horizontal scroll').toBeLessThanOrEqual(0)
        await app.switchLanguage('ru')
      }
    })
  }

  test('the code step', async ({ app, page }) => {
    for (const [width, size] of Object.entries(widths)) {
      await page.setViewportSize(size)
      await app.open('/login/recovery')
      await page.getByLabel('E-mail или телефон').fill('logist@example.com')
      await page.getByRole('button', { name: 'Получить код' }).click()
      await expect(page.getByLabel('Код из письма')).toBeVisible()
      await app.shot(`code-step-ru-${width}`)
      await app.switchLanguage('en')
      await expect(page.getByLabel('Code from the e-mail')).toBeVisible()
      await app.shot(`code-step-en-${width}`)
      await app.switchLanguage('ru')
    }
  })
})

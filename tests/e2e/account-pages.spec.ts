/**
 * The account screens (profile, company, employees, my carriers, notifications) and the example validation page
 * against a real exchange server (see auth-account-fixtures.ts): changes made through the pages and seen through
 * the API, read-only views, both languages, screenshots at 375 and 1440 px.
 */
import { expect, randomInn, test, unique, widths } from './auth-account-fixtures'

interface Me {
  data: { id: number; name: string; email: string; language: string; company: { id: number; inn: string } | null }
}

test.describe('profile', () => {
  test('changes the name and the interface language', async ({ app, page, exchange }) => {
    await app.open('/account/profile', { as: 'logist@example.com' })
    await expect(page.getByRole('heading', { name: 'Профиль', level: 1 })).toBeVisible()
    const name = page.getByLabel('Имя и фамилия')
    await expect(name).toHaveValue('Дмитрий Волков')
    await name.fill('')
    await page.getByRole('button', { name: 'Сохранить' }).click()
    await expect(page.getByText('Обязательное поле', { exact: true })).toBeVisible()
    await name.fill('Дмитрий Волков-Петров')
    await page.getByRole('combobox', { name: /Язык интерфейса/ }).click()
    await page.getByRole('option', { name: 'English' }).click()
    await page.getByRole('button', { name: 'Сохранить' }).click()
    // the new language applies at once
    await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible()
    await expect(page.getByText('Changes saved')).toBeVisible()
    const token = await exchange.token('logist@example.com')
    const me = await exchange.api<Me>('GET', 'me', { token })
    expect(me.data.name).toBe('Дмитрий Волков-Петров')
    expect(me.data.language).toBe('en')
  })

  test('changes the e-mail with the code sent to the new address', async ({ app, page, exchange }) => {
    const email = `manager-${unique()}@example.com`
    await app.open('/account/profile', { as: 'manager@example.com' })
    await page.locator('[data-action="change-email"]').click()
    await page.getByLabel('Новый e-mail').fill('manager@example.com')
    await page.getByRole('button', { name: 'Отправить код' }).click()
    await expect(page.getByText('Это ваш текущий e-mail')).toBeVisible()
    await page.getByLabel('Новый e-mail').fill(email)
    const seen = exchange.messages.length
    await page.getByRole('button', { name: 'Отправить код' }).click()
    await expect(page.getByText(`Код подтверждения отправлен на ${email}`)).toBeVisible()
    const code = await exchange.nextCode(email, seen)
    await page.getByLabel('Код из письма').fill(code)
    await page.getByRole('button', { name: 'Подтвердить' }).click()
    await expect(page.locator('[data-value="email"]')).toHaveText(email)
    await expect(page.getByText('E-mail изменён')).toBeVisible()
    await exchange.token(email)
  })

  test('signs out: the token is revoked and the login screen opens', async ({ app, page, exchange }) => {
    await app.open('/account/profile', { as: 'carrier@example.com' })
    const token = await page.evaluate(() => localStorage.getItem('accessToken'))
    await page.locator('[data-action="sign-out"]').click()
    await expect(page.getByTestId('harness-route')).toHaveText('login')
    await expect(page.getByRole('heading', { name: 'Вход', level: 1 })).toBeVisible()
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull()
    await expect(exchange.api('GET', 'me', { token: token ?? '' })).rejects.toThrow(/401/)
  })
})

test.describe('company', () => {
  test('an administrator changes the data; pay days are at most 100', async ({ app, page, exchange }) => {
    await app.open('/account/company', { as: 'shipper@example.com' })
    const payDays = page.getByLabel('Отсрочка оплаты, дней')
    await expect(payDays).toHaveValue('14')
    await payDays.fill('150')
    await page.locator('[data-form="payment"]').getByRole('button', { name: 'Сохранить' }).click()
    await expect(page.getByText('Значение должно быть не больше 100')).toBeVisible()
    await payDays.fill('abc')
    await expect(page.getByText('Введите число')).toBeVisible()
    await payDays.fill('30')
    await page.locator('[data-form="payment"]').getByRole('button', { name: 'Сохранить' }).click()
    await expect(page.getByText('Изменения сохранены')).toBeVisible()

    await page.getByLabel('КПП').fill('12345')
    await page.locator('[data-form="company"]').getByRole('button', { name: 'Сохранить' }).click()
    await expect(page.getByText('КПП состоит из 9 цифр')).toBeVisible()
    await page.getByLabel('КПП').fill('')
    await page.getByLabel('Юридический адрес').fill('г. Санкт-Петербург, Невский пр., д. 30')
    await page.locator('[data-form="company"]').getByRole('button', { name: 'Сохранить' }).click()
    await expect(page.getByText('Изменения сохранены').first()).toBeVisible()

    const token = await exchange.token('shipper@example.com')
    const me = await exchange.api<{
      data: { company: { kpp: string | null; legal_address: string; payment: { pay_days: number } } }
    }>('GET', 'me', { token })
    expect(me.data.company.payment.pay_days).toBe(30)
    expect(me.data.company.kpp).toBeNull()
    expect(me.data.company.legal_address).toBe('г. Санкт-Петербург, Невский пр., д. 30')
  })

  test('others read it', async ({ app, page }) => {
    await app.open('/account/company', { as: 'logist@example.com' })
    await expect(page.locator('[data-notice="read-only"]')).toBeVisible()
    await expect(page.getByText('7812345675')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Сохранить' })).toHaveCount(0)
  })
})

test.describe('employees', () => {
  test('an administrator approves a pending employee, who can then sign in', async ({ app, page, exchange }) => {
    await app.open('/account/employees', { as: 'shipper@example.com' })
    const pending = page.locator('[data-section="pending"]')
    const row = pending.locator('[data-employee="pending@example.com"]')
    await expect(row).toContainText('Олег Новиков')
    await expect(row).toContainText('Ждёт подтверждения')
    await expect(page.getByText('Системный ассистент')).toHaveCount(0)
    await app.shot('employees-pending-ru-wide')
    await row.locator('[data-action="approve"]').click()
    await expect(page.getByText('Олег Новиков: доступ подтверждён')).toBeVisible()
    await expect(page.locator('[data-section="pending"]')).toHaveCount(0)
    await expect(page.locator('[data-section="active"] [data-employee="pending@example.com"]')).toBeVisible()
    await exchange.token('pending@example.com')
  })

  test('an administrator adds, changes and removes an employee', async ({ app, page, exchange }) => {
    const email = `employee-${unique()}@example.com`
    await app.open('/account/employees', { as: 'shipper@example.com' })
    await page.locator('[data-action="add-employee"]').click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('button', { name: 'Пригласить' }).click()
    await expect(dialog.getByText('Обязательное поле', { exact: true }).first()).toBeVisible()
    await dialog.getByLabel('Имя и фамилия').fill('Сергей <b>Жирный</b>')
    await dialog.getByLabel('E-mail').fill(email)
    await dialog.getByRole('combobox', { name: /Роли/ }).click()
    await page.getByRole('option', { name: 'Логист грузовладельца' }).click()
    await page.keyboard.press('Escape')
    const seen = exchange.messages.length
    await dialog.getByRole('button', { name: 'Пригласить' }).click()
    await expect(page.getByText(`Приглашение отправлено на ${email}`)).toBeVisible()
    const invitation = await exchange.nextMessage(email, seen)
    expect(invitation.body).toContain('/login/reset/')
    const row = page.locator(`[data-employee="${email}"]`)
    // user content is text, never markup
    await expect(row).toContainText('Сергей <b>Жирный</b>')
    await expect(row.locator('b')).toHaveCount(0)
    await expect(row).toContainText('Логист грузовладельца')

    await row.locator('[data-action="edit"]').click()
    await page.getByRole('dialog').getByLabel('Имя и фамилия').fill('Сергей Смирнов')
    await page.getByRole('dialog').getByRole('button', { name: 'Сохранить' }).click()
    await expect(row).toContainText('Сергей Смирнов')

    await row.locator('[data-action="delete"]').click()
    await expect(page.getByRole('dialog')).toContainText('Удалить сотрудника?')
    await app.shot('employees-delete-confirm-ru-wide')
    await page.locator('[data-action="confirm-delete"]').click()
    await expect(page.getByText('Сергей Смирнов: удалён из компании')).toBeVisible()
    await expect(row).toHaveCount(0)
  })

  test('an employee without the rights reads the list', async ({ app, page }) => {
    await app.open('/account/employees', { as: 'logist@example.com' })
    await expect(page.locator('[data-notice="read-only"]')).toBeVisible()
    await expect(page.locator('[data-employee="shipper@example.com"]')).toBeVisible()
    await expect(page.locator('[data-action]')).toHaveCount(0)
  })
})

test.describe('my carriers', () => {
  test('adds a partner by INN and removes it', async ({ app, page, exchange }) => {
    // petrov's company is no partner of the shipper's yet (the demo has ВолгаТрансАвто and Сибирский Экспресс)
    const carrier = await exchange.api<Me>('GET', 'me', { token: await exchange.token('petrov@example.com') })
    const inn = carrier.data.company?.inn ?? ''
    const carrierName = (
      await exchange.api<{ data: { company: { name: string } } }>('GET', 'me', {
        token: await exchange.token('petrov@example.com'),
      })
    ).data.company.name
    await app.open('/account/carriers', { as: 'shipper@example.com' })
    const field = page.getByLabel('ИНН')
    await field.fill('1234567890')
    await page.getByRole('button', { name: 'Добавить' }).click()
    await expect(page.getByText('Некорректный ИНН')).toBeVisible()
    await field.fill(randomInn())
    await page.getByRole('button', { name: 'Добавить' }).click()
    await expect(page.getByText('Компании с этим ИНН нет на бирже')).toBeVisible()
    await field.fill('7812345675')
    await page.getByRole('button', { name: 'Добавить' }).click()
    await expect(page.getByText('Нельзя добавить свою компанию в партнёры')).toBeVisible()
    await field.fill(inn)
    await page.getByRole('button', { name: 'Добавить' }).click()
    const row = page.locator(`[data-partner="${inn}"]`)
    await expect(row).toContainText(carrierName)
    await expect(page.locator('[data-partner="1655123453"]')).toContainText('ВолгаТрансАвто')
    await expect(field).toHaveValue('')
    await field.fill(inn)
    await page.getByRole('button', { name: 'Добавить' }).click()
    await expect(page.getByText('Компания уже в списке партнёров')).toBeVisible()
    await app.shot('carriers-ru-wide')
    await row.locator('[data-action="delete"]').click()
    await page.locator('[data-action="confirm-delete"]').click()
    await expect(row).toHaveCount(0)
  })
})

test.describe('notifications', () => {
  test('lists 10 a page, marks one and all read', async ({ app, page }) => {
    await app.open('/account/notifications', { as: 'shipper@example.com' })
    const items = page.locator('[data-notification]')
    await expect(items).toHaveCount(10)
    const unread = page.locator('[data-notification][data-unread]')
    const before = await unread.count()
    expect(before).toBeGreaterThan(1)
    const marked = await unread.first().getAttribute('data-notification')
    await unread.first().locator('[data-action="read"]').click()
    await expect(unread).toHaveCount(before - 1)
    await page.getByRole('tab', { name: 'Непрочитанные' }).click()
    // the unread tab: a page of unread ones only (the demo has more than a page of them), without the one just read
    await expect(page.locator(`[data-notification="${marked}"]`)).toHaveCount(0)
    await expect(items.first()).toBeVisible()
    const shown = await items.count()
    expect(shown).toBeLessThanOrEqual(10)
    await expect(unread).toHaveCount(shown)
    await page.locator('[data-action="read-all"]').click()
    await expect(page.getByText('Все уведомления прочитаны')).toBeVisible()
    await page.getByRole('tab', { name: 'Все' }).click()
    await expect(items).toHaveCount(10)
    await expect(unread).toHaveCount(0)
  })
})

test.describe('validate page', () => {
  test('shows the required, minimum-length and e-mail messages live, in both languages', async ({ app, page }) => {
    await app.open('/validate')
    const name = page.getByLabel('Имя')
    await name.fill('x')
    await name.fill('')
    await expect(page.locator('.fx-error-text', { hasText: 'Обязательное поле' })).toBeVisible()
    await page.getByLabel(/^Пароль/).fill('short')
    await expect(page.locator('.fx-error-text', { hasText: 'Минимум 8 символов' })).toBeVisible()
    await page.getByLabel('E-mail').fill('not-an-email')
    await expect(page.locator('.fx-error-text', { hasText: 'Введите корректный e-mail' })).toBeVisible()
    await page.locator('[data-lang="en"]').click()
    await expect(page.locator('.fx-error-text', { hasText: 'This field is required' })).toBeVisible()
    await expect(page.locator('.fx-error-text', { hasText: 'Minimum 8 characters' })).toBeVisible()
    await expect(page.locator('.fx-error-text', { hasText: 'Enter a correct e-mail' })).toBeVisible()
    await page.getByLabel('Name').fill('Anna')
    await page.getByLabel(/^Password/).fill('long-enough')
    await page.getByLabel('E-mail').fill('anna@example.com')
    await page.getByRole('button', { name: 'Check' }).click()
    await expect(page.getByText('All fields are filled in correctly')).toBeVisible()
  })
})

const screens = [
  { name: 'profile', path: '/account/profile', ru: 'Профиль', en: 'Profile', as: 'shipper@example.com' },
  { name: 'company', path: '/account/company', ru: 'Компания', en: 'Company', as: 'shipper@example.com' },
  { name: 'company-read-only', path: '/account/company', ru: 'Компания', en: 'Company', as: 'logist@example.com' },
  { name: 'employees', path: '/account/employees', ru: 'Сотрудники', en: 'Employees', as: 'shipper@example.com' },
  { name: 'carriers', path: '/account/carriers', ru: 'Мои перевозчики', en: 'My carriers', as: 'shipper@example.com' },
  {
    name: 'notifications',
    path: '/account/notifications',
    ru: 'Уведомления',
    en: 'Notifications',
    as: 'carrier@example.com',
  },
  { name: 'validate', path: '/validate', ru: 'Пример проверки формы', en: 'Form validation example', as: undefined },
] as const

test.describe('every account screen in both languages at 375 and 1440 px', { tag: '@screens' }, () => {
  for (const screen of screens) {
    test(screen.name, async ({ app, page }) => {
      for (const [width, size] of Object.entries(widths)) {
        await page.setViewportSize(size)
        await app.open(screen.path, screen.as ? { as: screen.as } : {})
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(screen.ru)
        await expect(page.locator('.fx-skeleton')).toHaveCount(0)
        await app.shot(`${screen.name}-ru-${width}`)
        await app.switchLanguage('en')
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(screen.en)
        await expect(page.locator('.fx-skeleton')).toHaveCount(0)
        await app.shot(`${screen.name}-en-${width}`)
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
        expect(overflow, 'no horizontal scroll').toBeLessThanOrEqual(0)
        await app.switchLanguage('ru')
      }
    })
  }
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestServer, type TestServer } from '../../../../tests/helpers/server'
import { isUniqueViolation } from '../../http/errors'
import { findByLinkToken } from '../../services/codes'
import { issueToken } from '../../services/tokens'
import { api, companyId, fieldErrorsOf, inBothLanguages, tokenFor, userId } from '../account/testing'

describe('companies: staff and employees', () => {
  let server: TestServer
  const tokens: Record<string, string> = {}
  const names = ['shipper', 'logist', 'manager', 'pending', 'carrier'] as const
  const ids = {} as Record<(typeof names)[number], number>
  let invitedId: number
  let north: number
  beforeAll(async () => {
    server = await createTestServer()
    north = await companyId(server, 'shipper@example.com')
    for (const name of names) {
      ids[name] = await userId(server, `${name}@example.com`)
      if (name !== 'pending') tokens[name] = await tokenFor(server, `${name}@example.com`)
    }
  })
  afterAll(() => server.close())

  const staff = (token?: string, query = '') => server.call({ method: 'GET', url: api(`company/staff${query}`), token })
  /** The north company's people as the database has them (other areas' demo data add logisticians). */
  const northPeople = async (status?: string) => {
    let query = server.db
      .selectFrom('users')
      .select('id')
      .where('company_id', '=', await companyId(server, 'shipper@example.com'))
      .where('is_system', '=', false)
    if (status) query = query.where('status', '=', status)
    return (await query.orderBy('id').execute()).map((row) => row.id)
  }

  describe('GET company/staff', () => {
    it('lists the system assistant first, then the caller’s company', async () => {
      const res = await staff(tokens.logist)
      expect(res.statusCode).toBe(200)
      const body = res.json()
      expect(body.data[0]).toMatchObject({ type: 'system_assistant', name: 'Системный ассистент', email: null })
      const listed = body.data.slice(1).map((member: { id: number }) => member.id)
      expect(listed.slice(0, 4)).toEqual([ids.shipper, ids.logist, ids.manager, ids.pending])
      const people = await northPeople()
      expect(listed).toEqual(people)
      expect(body.data[1]).toMatchObject({
        type: 'user',
        name: 'Анна С.',
        full_name: 'Анна Смирнова',
        email: 'shipper@example.com',
        roles: ['shipper', 'admin'],
        status: 'active',
      })
      expect(body.meta).toEqual({ size: people.length + 1 })
    })

    it('filters by status', async () => {
      const pending = await staff(tokens.shipper, '?filter[status]=pending')
      expect(pending.json().data.map((member: { id: number }) => member.id)).toEqual([ids.pending])
      const active = await staff(tokens.shipper, '?filter[status]=active')
      // the system assistant is listed with the active people
      expect(active.json().meta).toEqual({ size: (await northPeople('active')).length + 1 })
      const { ru, en } = await inBothLanguages(server, {
        method: 'GET',
        url: api('company/staff?filter[status]=removed'),
        token: tokens.shipper,
      })
      expect(ru.statusCode).toBe(422)
      expect(fieldErrorsOf(ru)).toEqual({ 'filter.status': ['Недопустимое значение'] })
      expect(fieldErrorsOf(en)).toEqual({ 'filter.status': ['Invalid value'] })
    })

    it('shows another company only its own staff, and answers 401 to anonymous callers', async () => {
      const res = await staff(tokens.carrier)
      const emails = res.json().data.map((member: { email: string | null }) => member.email)
      expect(emails).toEqual([null, 'carrier@example.com'])
      expect((await staff()).statusCode).toBe(401)
    })
  })

  describe('POST company/staff', () => {
    const url = api('company/staff')

    it('adds an active employee without a password and e-mails an invitation link', async () => {
      const res = await server.call({
        method: 'POST',
        url,
        token: tokens.manager,
        payload: {
          name: 'Пётр Сидоров',
          email: 'P.Sidorov@Example.com',
          phone: '8 916 222-33-44',
          roles: ['shipper.logist'],
        },
      })
      expect(res.statusCode).toBe(201)
      const member = res.json().data
      expect(member).toMatchObject({
        type: 'user',
        full_name: 'Пётр Сидоров',
        email: 'p.sidorov@example.com',
        phone: '+79162223344',
        roles: ['shipper', 'shipper.logist'],
        status: 'active',
      })
      invitedId = member.id
      const row = await server.db
        .selectFrom('users')
        .select(['company_id', 'password_hash'])
        .where('id', '=', invitedId)
        .executeTakeFirstOrThrow()
      expect(row).toEqual({ company_id: north, password_hash: null })

      const mail = await server.lastMessage('p.sidorov@example.com')
      expect(mail?.subject).toBe('Вас добавили в компанию ООО «Северная Торговая Компания»')
      const token = /http:\/\/fx\.test\/login\/reset\/([\w-]+)/.exec(mail?.body ?? '')?.[1]
      expect(token).toBeDefined()
      const reset = await findByLinkToken(server.db, token!, 'reset_password')
      expect(reset).toMatchObject({ user_id: invitedId, target: 'p.sidorov@example.com' })
    })

    it('answers 409 for an e-mail or phone already registered', async () => {
      const { ru, en } = await inBothLanguages(server, {
        method: 'POST',
        url,
        token: tokens.shipper,
        payload: { name: 'Двойник', email: 'carrier@example.com', roles: ['employee'] },
      })
      expect(ru.statusCode).toBe(409)
      expect(fieldErrorsOf(ru)).toEqual({ email: ['Этот e-mail уже зарегистрирован'] })
      expect(fieldErrorsOf(en)).toEqual({ email: ['This e-mail is already registered'] })
      const phone = await server.call({
        method: 'POST',
        url,
        token: tokens.shipper,
        payload: { name: 'Двойник', email: 'double@example.com', phone: '+79171110001', roles: ['employee'] },
      })
      expect(phone.statusCode).toBe(409)
      expect(fieldErrorsOf(phone)).toEqual({ phone: ['Этот телефон уже зарегистрирован'] })
    })

    it('recognises the unique indexes on e-mail and phone, which decide a race the look-up missed', async () => {
      const insert = (email: string, phone: string) =>
        server.db
          .insertInto('users')
          .values({ email, phone, name: 'Двойник', roles: [], status: 'active', timezone: 'UTC', language: 'ru' })
          .execute()
          .catch((e: unknown) => e)
      const email = await insert('carrier@example.com', '+79990001122')
      expect(isUniqueViolation(email, 'users_email_key')).toBe(true)
      expect(isUniqueViolation(email, 'users_phone_key')).toBe(false)
      expect(isUniqueViolation(await insert('double@example.com', '+79171110001'), 'users_phone_key')).toBe(true)
    })

    it('answers 422 in both languages, for unknown fields and for roles the company cannot give', async () => {
      const { ru, en } = await inBothLanguages(server, {
        method: 'POST',
        url,
        token: tokens.shipper,
        payload: { email: 'bad', roles: ['admin'], status: 'active' },
      })
      expect(ru.statusCode).toBe(422)
      expect(fieldErrorsOf(ru)).toEqual({
        name: ['Обязательное поле'],
        email: ['Введите корректный e-mail'],
        'roles.0': ['Недопустимое значение'],
        status: ['Неизвестное поле'],
      })
      expect(fieldErrorsOf(en)).toEqual({
        name: ['This field is required'],
        email: ['Enter a correct e-mail'],
        'roles.0': ['Invalid value'],
        status: ['Unknown field'],
      })
      const logistAtCarrier = await server.call({
        method: 'POST',
        url,
        token: tokens.carrier,
        payload: { name: 'Логист Перевозчика', email: 'carrier.logist@example.com', roles: ['shipper.logist'] },
        lang: 'en',
      })
      expect(logistAtCarrier.statusCode).toBe(422)
      expect(fieldErrorsOf(logistAtCarrier)).toEqual({
        roles: ['This role is not available to employees of your company'],
      })
      // the security check is the operator's: no shipper or carrier gives it, on creation or on change
      for (const token of [tokens.carrier, tokens.shipper]) {
        const security = await server.call({
          method: 'POST',
          url,
          token,
          payload: { name: 'Охранник Компании', email: 'guard@example.com', roles: ['employee', 'security'] },
          lang: 'en',
        })
        expect(security.statusCode).toBe(422)
        expect(fieldErrorsOf(security)).toEqual({ roles: ['This role is not available to employees of your company'] })
      }
      expect(
        await server.db.selectFrom('users').select('id').where('email', '=', 'guard@example.com').execute(),
      ).toEqual([])
    })

    it('answers 403 to a logistician and 401 to anonymous callers', async () => {
      const payload = { name: 'Никто Никтоев', email: 'nobody@example.com', roles: ['employee'] }
      expect((await server.call({ method: 'POST', url, token: tokens.logist, payload })).statusCode).toBe(403)
      expect((await server.call({ method: 'POST', url, payload })).statusCode).toBe(401)
      expect(await server.lastMessage('nobody@example.com')).toBeUndefined()
    })
  })

  describe('PUT company/staff/:id', () => {
    const url = (id: number) => api(`company/staff/${id}`)

    it("changes an employee's name, phone and roles; the base role stays", async () => {
      const res = await server.call({
        method: 'PUT',
        url: url(ids.logist),
        token: tokens.shipper,
        payload: { name: 'Дмитрий Волков', phone: null, roles: ['employee', 'manager'] },
      })
      expect(res.statusCode).toBe(200)
      expect(res.json().data).toMatchObject({ phone: null, roles: ['shipper', 'employee', 'manager'] })
      // now a manager: another manager may not demote them, the administrator may
      const byManager = await server.call({
        method: 'PUT',
        url: url(ids.logist),
        token: tokens.manager,
        payload: { roles: ['shipper.logist'] },
        lang: 'en',
      })
      expect(byManager.statusCode).toBe(403)
      expect(byManager.json().message).toBe('Only the company administrator can appoint, change or remove managers')
      const back = await server.call({
        method: 'PUT',
        url: url(ids.logist),
        token: tokens.shipper,
        payload: { phone: '+79161110002', roles: ['shipper.logist'] },
      })
      expect(back.json().data).toMatchObject({ phone: '+79161110002', roles: ['shipper', 'shipper.logist'] })
    })

    it('lets only the administrator appoint, change or remove a manager', async () => {
      const put = (id: number, token: string | undefined, payload: object) =>
        server.call({ method: 'PUT', url: url(id), token, payload })
      // a manager may not promote an employee to manager, nor invite one
      const promote = await put(ids.logist, tokens.manager, { roles: ['manager'] })
      expect(promote.statusCode).toBe(403)
      expect(promote.json().message).toBe('Назначать, менять и удалять менеджеров может только администратор компании')
      const invite = await server.call({
        method: 'POST',
        url: api('company/staff'),
        token: tokens.manager,
        payload: { name: 'Новый Менеджер', email: 'new-manager@example.com', roles: ['manager'] },
      })
      expect(invite.statusCode).toBe(403)
      // the administrator makes the logist a second manager; the first manager can neither demote nor remove them
      expect((await put(ids.logist, tokens.shipper, { roles: ['manager'] })).statusCode).toBe(200)
      expect((await put(ids.logist, tokens.manager, { roles: ['employee'] })).statusCode).toBe(403)
      expect((await put(ids.logist, tokens.manager, { name: 'Другое Имя' })).statusCode).toBe(403)
      const remove = await server.call({ method: 'DELETE', url: url(ids.logist), token: tokens.manager })
      expect(remove.statusCode).toBe(403)
      // a manager still manages ordinary employees
      const back = await put(ids.logist, tokens.shipper, { roles: ['shipper.logist'] })
      expect(back.json().data.roles).toEqual(['shipper', 'shipper.logist'])
      expect((await put(ids.logist, tokens.manager, { roles: ['shipper.logist'] })).statusCode).toBe(200)
    })

    it('answers 409 for a phone of another user', async () => {
      const res = await server.call({
        method: 'PUT',
        url: url(ids.logist),
        token: tokens.shipper,
        payload: { phone: '+79171110001' },
      })
      expect(res.statusCode).toBe(409)
      expect(fieldErrorsOf(res)).toEqual({ phone: ['Этот телефон уже зарегистрирован'] })
    })

    it('refuses the caller’s own account and the administrator', async () => {
      const self = await server.call({ method: 'PUT', url: url(ids.manager), token: tokens.manager, payload: {} })
      expect(self.statusCode).toBe(403)
      expect(self.json().message).toBe('Нельзя изменить или удалить собственную учётную запись здесь')
      const admin = await server.call({
        method: 'PUT',
        url: url(ids.shipper),
        token: tokens.manager,
        payload: { roles: ['employee'] },
        lang: 'en',
      })
      expect(admin.statusCode).toBe(403)
      expect(admin.json().message).toBe("The company's administrator cannot be changed or removed")
    })

    it('answers 404 for a user of another company or the system assistant', async () => {
      const foreign = await server.call({
        method: 'PUT',
        url: url(ids.logist),
        token: tokens.carrier,
        payload: { roles: ['employee'] },
      })
      expect(foreign.statusCode).toBe(404)
      const assistant = await userId(server, 'system-assistant@freight.example')
      const res = await server.call({ method: 'PUT', url: url(assistant), token: tokens.shipper, payload: {} })
      expect(res.statusCode).toBe(404)
    })

    it('answers 422 in both languages and for unknown fields', async () => {
      const { ru, en } = await inBothLanguages(server, {
        method: 'PUT',
        url: url(ids.logist),
        token: tokens.shipper,
        payload: { phone: 'abc', roles: [], email: 'x@example.com' },
      })
      expect(ru.statusCode).toBe(422)
      expect(fieldErrorsOf(ru)).toEqual({
        phone: ['Введите корректный номер телефона'],
        roles: ['Выберите хотя бы одно значение'],
        email: ['Неизвестное поле'],
      })
      expect(fieldErrorsOf(en)).toEqual({
        phone: ['Enter a correct phone number'],
        roles: ['Choose at least one value'],
        email: ['Unknown field'],
      })
    })

    it('answers 403 to a logistician and 401 to anonymous callers', async () => {
      const payload = { name: 'Пётр Петров' }
      const logist = await server.call({ method: 'PUT', url: url(invitedId), token: tokens.logist, payload })
      expect(logist.statusCode).toBe(403)
      expect((await server.call({ method: 'PUT', url: url(invitedId), payload })).statusCode).toBe(401)
    })
  })

  describe('POST company/employees/:userId/approve', () => {
    const url = (id: number) => api(`company/employees/${id}/approve`)

    it('answers 404 to another company, 403 to a logistician and 401 to anonymous callers', async () => {
      expect((await server.call({ method: 'POST', url: url(ids.pending), token: tokens.carrier })).statusCode).toBe(404)
      expect((await server.call({ method: 'POST', url: url(ids.pending), token: tokens.logist })).statusCode).toBe(403)
      expect((await server.call({ method: 'POST', url: url(ids.pending) })).statusCode).toBe(401)
      const { ru, en } = await inBothLanguages(server, {
        method: 'POST',
        url: api('company/employees/abc/approve'),
        token: tokens.shipper,
      })
      expect(ru.statusCode).toBe(422)
      expect(fieldErrorsOf(ru)).toEqual({ userId: ['Введите число'] })
      expect(fieldErrorsOf(en)).toEqual({ userId: ['Enter a number'] })
    })

    it('activates a pending employee and e-mails them', async () => {
      const res = await server.call({ method: 'POST', url: url(ids.pending), token: tokens.manager })
      expect(res.statusCode).toBe(200)
      expect(res.json().data).toMatchObject({ id: ids.pending, status: 'active' })
      const mail = await server.lastMessage('pending@example.com')
      expect(mail?.subject).toBe('Доступ к компании подтверждён')
      expect(mail?.body).toContain('ООО «Северная Торговая Компания»')
    })

    it('answers 409 for an employee who is not pending', async () => {
      const { ru, en } = await inBothLanguages(server, { method: 'POST', url: url(ids.pending), token: tokens.shipper })
      expect(ru.statusCode).toBe(409)
      expect(ru.json().message).toBe('Сотрудник не ожидает подтверждения')
      expect(en.json().message).toBe('The employee is not awaiting approval')
    })
  })

  describe('DELETE company/staff/:id', () => {
    const url = (id: number) => api(`company/staff/${id}`)

    it('removes an employee softly and ends their sessions', async () => {
      const token = await issueToken(server.db, invitedId)
      expect((await server.call({ method: 'GET', url: api('me'), token })).statusCode).toBe(200)

      const res = await server.call({ method: 'DELETE', url: url(invitedId), token: tokens.manager })
      expect(res.statusCode).toBe(200)
      expect(res.json()).toEqual({ data: { ok: true } })

      expect((await server.call({ method: 'GET', url: api('me'), token })).statusCode).toBe(401)
      const row = await server.db
        .selectFrom('users')
        .select('status')
        .where('id', '=', invitedId)
        .executeTakeFirstOrThrow()
      expect(row.status).toBe('removed')
      const open = await server.db
        .selectFrom('access_tokens')
        .select('id')
        .where('user_id', '=', invitedId)
        .where('revoked_at', 'is', null)
        .execute()
      expect(open).toEqual([])
      const list = await staff(tokens.shipper)
      expect(list.json().data.map((member: { id: number }) => member.id)).not.toContain(invitedId)
      expect((await server.call({ method: 'DELETE', url: url(invitedId), token: tokens.manager })).statusCode).toBe(404)
    })

    it('refuses to remove the caller or the administrator', async () => {
      const self = await server.call({ method: 'DELETE', url: url(ids.manager), token: tokens.manager })
      expect(self.statusCode).toBe(403)
      const admin = await server.call({ method: 'DELETE', url: url(ids.shipper), token: tokens.manager })
      expect(admin.statusCode).toBe(403)
      expect(admin.json().message).toBe('Администратора компании нельзя изменить или удалить')
    })

    it('answers 404 to another company, 403 to a logistician, 401 to anonymous callers, 422 for a bad id', async () => {
      expect((await server.call({ method: 'DELETE', url: url(ids.logist), token: tokens.carrier })).statusCode).toBe(
        404,
      )
      expect((await server.call({ method: 'DELETE', url: url(ids.pending), token: tokens.logist })).statusCode).toBe(
        403,
      )
      expect((await server.call({ method: 'DELETE', url: url(ids.pending) })).statusCode).toBe(401)
      const bad = await server.call({
        method: 'DELETE',
        url: api('company/staff/x'),
        token: tokens.shipper,
        lang: 'en',
      })
      expect(bad.statusCode).toBe(422)
      expect(fieldErrorsOf(bad)).toEqual({ id: ['Enter a number'] })
      const row = await server.db.selectFrom('users').select('status').where('id', '=', ids.logist).executeTakeFirst()
      expect(row?.status).toBe('active')
    })
  })

  describe('GET company/employees/roles', () => {
    it('names the roles in the request language, as the company’s type allows', async () => {
      const ru = await server.call({ method: 'GET', url: api('company/employees/roles'), token: tokens.logist })
      expect(ru.statusCode).toBe(200)
      expect(ru.json()).toEqual({
        data: [
          { id: 'manager', name: 'Менеджер' },
          { id: 'employee', name: 'Сотрудник' },
          { id: 'shipper.logist', name: 'Логист грузовладельца' },
        ],
        meta: { size: 3 },
      })
      const en = await server.call({
        method: 'GET',
        url: api('company/employees/roles'),
        token: tokens.carrier,
        lang: 'en',
      })
      expect(en.json().data).toEqual([
        { id: 'manager', name: 'Manager' },
        { id: 'employee', name: 'Employee' },
      ])
    })

    it('answers 401 to anonymous callers', async () => {
      expect((await server.call({ method: 'GET', url: api('company/employees/roles') })).statusCode).toBe(401)
    })
  })
})

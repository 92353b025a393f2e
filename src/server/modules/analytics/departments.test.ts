import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestServer, type TestServer } from '../../../../tests/helpers/server'
import { api, fieldErrorsOf, tokenFor, userId } from '../account/testing'

/**
 * Managing departments (POST/PUT/DELETE companies/departments, PUT companies/departments/members/:id): the head of
 * logistics (the company's administrator or a manager) shapes them; a department's head, a logistician, another
 * company and another role cannot; bad input is a 422 in the request's language and changes nothing.
 */
describe('analytics: managing departments', () => {
  let server: TestServer
  const tokens: Record<string, string> = {}
  const ids: Record<string, number> = {}

  beforeAll(async () => {
    server = await createTestServer()
    for (const [who, email] of Object.entries({
      manager: 'manager@example.com',
      shipper: 'shipper@example.com',
      logist: 'logist@example.com',
      head: 'morozova@north-trade.example',
      ural: 'ural@example.com',
      carrier: 'carrier@example.com',
    })) {
      tokens[who] = await tokenFor(server, email)
      ids[who] = await userId(server, email)
    }
    ids.zaytsev = await userId(server, 'zaytsev@north-trade.example')
  })
  afterAll(() => server.close())

  type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'
  const call = (who: string, method: Method, path: string, payload?: object, lang: 'ru' | 'en' = 'ru') =>
    server.call({ method, url: api(path), token: tokens[who]!, ...(payload ? { payload } : {}), lang })

  /** The departments the manager sees, by name, with their people's emails. */
  const departments = async () => {
    const res = await call('manager', 'GET', 'companies/departments?include=users&limit=100')
    expect(res.statusCode).toBe(200)
    const data = res.json().data as {
      id: number | null
      name: string
      head: { id: number } | null
      users: { email: string }[]
    }[]
    return new Map(data.map((d) => [d.name, { ...d, emails: d.users.map((u) => u.email) }]))
  }

  it('lets the manager create, rename, head, fill and delete a department', async () => {
    const made = await call('manager', 'POST', 'companies/departments', { name: '  Логистика: Юг  ' })
    expect(made.statusCode).toBe(201)
    const id = made.json().data.id as number
    expect(made.json().data).toMatchObject({ id, name: 'Логистика: Юг', head: null, editable: true })

    const renamed = await call('manager', 'PUT', `companies/departments/${id}`, {
      name: 'Логистика: Юг и Кавказ',
      head_user_id: ids.zaytsev,
    })
    expect(renamed.statusCode).toBe(200)
    expect(renamed.json().data).toMatchObject({ name: 'Логистика: Юг и Кавказ', head: { id: ids.zaytsev } })

    // a person moves from «Восток» to the new department: one department a person
    const moved = await call('manager', 'PUT', `companies/departments/members/${ids.zaytsev}`, { department_id: id })
    expect(moved.statusCode).toBe(200)
    expect(moved.json().data).toMatchObject({ user: { id: ids.zaytsev }, department: { id } })
    let list = await departments()
    expect(list.get('Логистика: Юг и Кавказ')?.emails).toEqual(['zaytsev@north-trade.example'])
    expect(list.get('Логистика: Восток')?.emails).not.toContain('zaytsev@north-trade.example')

    // the administrator may too; out of every department with null
    const out = await call('shipper', 'PUT', `companies/departments/members/${ids.zaytsev}`, { department_id: null })
    expect(out.statusCode).toBe(200)
    expect(out.json().data.department).toBeNull()
    list = await departments()
    expect(list.get('Без отдела')?.emails).toContain('zaytsev@north-trade.example')
    await call('manager', 'PUT', `companies/departments/members/${ids.zaytsev}`, { department_id: id })

    // deleting leaves the people in the company, in no department
    const deleted = await call('manager', 'DELETE', `companies/departments/${id}`)
    expect(deleted.statusCode).toBe(200)
    expect(deleted.json()).toEqual({ data: { ok: true } })
    list = await departments()
    expect(list.has('Логистика: Юг и Кавказ')).toBe(false)
    expect(list.get('Без отдела')?.emails).toContain('zaytsev@north-trade.example')
    expect((await call('manager', 'DELETE', `companies/departments/${id}`)).statusCode).toBe(404)
    await call('manager', 'PUT', `companies/departments/members/${ids.zaytsev}`, {
      department_id: list.get('Логистика: Восток')!.id,
    })
  })

  it('refuses bad input with field errors in the request language and changes nothing', async () => {
    const before = await departments()
    const empty = await call('manager', 'POST', 'companies/departments', { name: ' ' }, 'en')
    expect(empty.statusCode).toBe(422)
    expect(fieldErrorsOf(empty).name).toEqual(['Minimum 2 characters'])
    const long = await call('manager', 'POST', 'companies/departments', { name: 'x'.repeat(81) })
    expect(fieldErrorsOf(long).name?.[0]).toMatch(/^Максимум 80 символов/)
    expect((await call('manager', 'POST', 'companies/departments', { name: 'Склад', extra: 1 })).statusCode).toBe(422)
    expect((await call('manager', 'PUT', 'companies/departments/1', {})).statusCode).toBe(422)

    // a name taken, whatever its case: 409 naming the field
    const taken = await call('manager', 'POST', 'companies/departments', { name: 'логистика: центр' })
    expect(taken.statusCode).toBe(409)
    expect(fieldErrorsOf(taken).name).toEqual(['Отдел с таким названием уже есть'])
    const takenEn = await call('manager', 'POST', 'companies/departments', { name: 'ЛОГИСТИКА: ЦЕНТР' }, 'en')
    expect(fieldErrorsOf(takenEn).name).toEqual(['A department with this name already exists'])
    const east = before.get('Логистика: Восток')!
    const clash = await call('manager', 'PUT', `companies/departments/${east.id}`, { name: 'Логистика: Центр' })
    expect(clash.statusCode).toBe(409)

    // a head from another company, or a department of another: field errors
    const foreignHead = await call('manager', 'POST', 'companies/departments', {
      name: 'Склад',
      head_user_id: ids.ural,
    })
    expect(foreignHead.statusCode).toBe(422)
    expect(fieldErrorsOf(foreignHead).head_user_id).toEqual([
      'Руководителем может быть только действующий сотрудник вашей компании',
    ])
    const nowhere = await call(
      'manager',
      'PUT',
      `companies/departments/members/${ids.logist}`,
      {
        department_id: 2_000_000_000,
      },
      'en',
    )
    expect(nowhere.statusCode).toBe(422)
    expect(fieldErrorsOf(nowhere).department_id).toEqual(['Your company has no such department'])
    expect(
      (await call('manager', 'PUT', `companies/departments/members/${ids.logist}`, { department_id: 'x' })).statusCode,
    ).toBe(422)

    const after = await departments()
    expect([...after.keys()]).toEqual([...before.keys()])
    expect(after.get('Логистика: Восток')).toEqual(east)
  })

  it('is for the head of logistics only: not a department head, a logistician or another role', async () => {
    const east = (await departments()).get('Логистика: Восток')!
    for (const who of ['head', 'logist', 'carrier']) {
      expect((await call(who, 'POST', 'companies/departments', { name: 'Склад' })).statusCode).toBe(403)
      expect((await call(who, 'PUT', `companies/departments/${east.id}`, { name: 'Склад' })).statusCode).toBe(403)
      expect((await call(who, 'DELETE', `companies/departments/${east.id}`)).statusCode).toBe(403)
      const move = await call(who, 'PUT', `companies/departments/members/${ids.logist}`, { department_id: east.id })
      expect(move.statusCode).toBe(403)
    }
    expect((await departments()).get('Логистика: Восток')).toMatchObject({ name: 'Логистика: Восток' })
  })

  it("does not reach another company's departments or people", async () => {
    const east = (await departments()).get('Логистика: Восток')!
    // ural's administrator: north's department and employee are not found
    expect((await call('ural', 'PUT', `companies/departments/${east.id}`, { name: 'Чужой' })).statusCode).toBe(404)
    expect((await call('ural', 'DELETE', `companies/departments/${east.id}`)).statusCode).toBe(404)
    const theirs = await call('ural', 'PUT', `companies/departments/members/${ids.zaytsev}`, { department_id: null })
    expect(theirs.statusCode).toBe(404)
    // ural's own department cannot take north's people, nor north's department ural's
    const own = await call('ural', 'POST', 'companies/departments', { name: 'Логистика: Центр' })
    expect(own.statusCode).toBe(201)
    const ownId = own.json().data.id as number
    const north = await call('manager', 'PUT', `companies/departments/members/${ids.ural}`, { department_id: east.id })
    expect(north.statusCode).toBe(404)
    const into = await call('manager', 'PUT', `companies/departments/members/${ids.logist}`, { department_id: ownId })
    expect(fieldErrorsOf(into).department_id).toEqual(['Такого отдела в вашей компании нет'])
    expect((await departments()).get('Логистика: Восток')).toEqual(east)
  })
})

/** `<fx-order-form>` in real Chromium on a fake exchange API, with the real mouse and keyboard. */
import { sampleUser } from '../../core/api/testing'
import {
  afterEach,
  beforeEach,
  cleanup,
  click,
  describe,
  equal,
  inShadow,
  it,
  mount,
  ok,
  type,
  waitFor,
} from '../testing/harness'
import { clearOrderFormCache } from './dictionaries'
import type { Draft } from './draft'
import { draftKeyOf } from './draft'
import './element'
import { control, fill, pickOption } from '../testing/form-controls'
import { allInShadow as all } from '../testing/widget-suite'
import { orderApi, orderFake, orderPlaces, orderRequests, resetOrderFake, setUpOrderCore } from './fake-order-api'
import { emptyPoint, emptyValues } from './values'

const core = setUpOrderCore()

type El = HTMLElementTagNameMap['fx-order-form']

/** The error text under a labelled control. */
function errorOf(el: Element, label: string, nth = 0): string {
  const input = control(el, label, { nth })
  return input.closest('.fx-field')?.querySelector('.fx-error-text')?.textContent ?? ''
}

async function create(html: string): Promise<El> {
  const container = mount(html)
  const el = container.querySelector('fx-order-form') as El
  await waitFor(() => inShadow(el, 'form.of') || inShadow(el, '.fx-state'), 'the form')
  return el
}

const submitButton = (el: Element, text: string) => {
  const button = all<HTMLButtonElement>(el, 'button[type="submit"]').find((b) => b.textContent?.includes(text))
  ok(button, `the button "${text}"`)
  return button
}

/** Events fired at the document while the test runs. */
const seen: CustomEvent[] = []
const onSubmit = (event: Event) => seen.push(event as CustomEvent)

/** A complete form as a stored draft. */
function fullDraft(): Draft {
  const [moscow, kazan] = orderPlaces
  ok(moscow && kazan)
  return {
    values: {
      ...emptyValues(),
      points: [
        { ...emptyPoint('load', '2030-07-01'), place_id: moscow.id, address: 'ул. Складская, 1', time_from: '09:00' },
        { ...emptyPoint('unload', '2030-07-03'), place_id: kazan.id },
      ],
      cargo_type_id: 1,
      weight: 12,
      truck_types: [1],
      price: 5_000_000,
    },
    places: { [moscow.id]: moscow, [kazan.id]: kazan },
    saved_at: '2030-06-01T10:00:00.000Z',
  }
}

describe('fx-order-form', () => {
  beforeEach(async () => {
    resetOrderFake()
    clearOrderFormCache()
    core.storage.removeItem(draftKeyOf(undefined, undefined))
    core.storage.removeItem(draftKeyOf(5, undefined))
    await core.session.signIn('tok-1', sampleUser({ roles: ['shipper'] }))
    seen.length = 0
    document.addEventListener('fx-order-submit', onSubmit)
  })
  afterEach(async () => {
    document.removeEventListener('fx-order-submit', onSubmit)
    await cleanup()
  })

  it('asks anonymous visitors to sign in', async () => {
    core.session.signOut()
    const el = await create('<fx-order-form lang="en"></fx-order-form>')
    await waitFor(() => el.shadowRoot?.textContent?.includes('Sign in as a shipper'), 'the invitation')
  })

  it('shows the validation messages of spec 5 and the route rules, in Russian and in English', async () => {
    for (const [lang, required, before, min] of [
      ['ru', 'Обязательное поле', 'Дата разгрузки не может быть раньше даты загрузки', 'Минимум 3 символа'],
      ['en', 'This field is required', 'The unloading date cannot be before the loading date', 'Minimum 3 characters'],
    ] as const) {
      core.storage.removeItem(draftKeyOf(undefined, undefined))
      const el = await create(`<fx-order-form lang="${lang}"></fx-order-form>`)
      const labels =
        lang === 'ru'
          ? {
              place: 'Населённый пункт',
              date: 'Дата',
              weight: 'Вес',
              cargo: 'Тип груза',
              truck: 'Тип кузова',
              address: 'Адрес',
            }
          : {
              place: 'Place',
              date: 'Date',
              weight: 'Weight',
              cargo: 'Cargo type',
              truck: 'Body type',
              address: 'Address',
            }
      await click(submitButton(el, lang === 'ru' ? 'Опубликовать' : 'Publish'))
      await waitFor(() => errorOf(el, labels.weight) === required, `"${required}" under the weight`)
      equal(errorOf(el, labels.place, 0), required)
      equal(errorOf(el, labels.date, 1), required)
      equal(errorOf(el, labels.cargo), required)
      equal(errorOf(el, labels.truck), required)
      // after the first submit a change checks again: the weight's error goes as it is typed, the others stay
      await fill(control(el, labels.weight), '12')
      await waitFor(() => errorOf(el, labels.weight) === '', 'the weight checked again on its change')
      equal(errorOf(el, labels.cargo), required)
      // the unloading date before the loading date, and a too short address
      await fill(control(el, labels.date, { nth: 0 }), '05.07.2030')
      await fill(control(el, labels.date, { nth: 1 }), '04.07.2030')
      await fill(control(el, labels.address, { nth: 1 }), 'ул')
      await click(submitButton(el, lang === 'ru' ? 'Опубликовать' : 'Publish'))
      await waitFor(() => errorOf(el, labels.date, 1) === before, 'the route rule')
      equal(errorOf(el, labels.address, 1), min)
      // a loading day that has passed (10.01.2026 posted later in the year) is refused with its own message
      await fill(control(el, labels.date, { nth: 0 }), '10.01.2026')
      await click(submitButton(el, lang === 'ru' ? 'Опубликовать' : 'Publish'))
      const past =
        lang === 'ru'
          ? 'Дата уже прошла: укажите сегодняшнюю или более позднюю'
          : 'This date has passed: choose today or a later day'
      // the date field itself refuses a day before its min (today), naming the rule; the form's own rule stays
      const refused = lang === 'ru' ? 'Не раньше ' : 'Not earlier than '
      await waitFor(
        () => errorOf(el, labels.date, 0) === past || errorOf(el, labels.date, 0)?.startsWith(refused),
        'a past loading day',
      )
      equal(orderRequests('POST', '/api/v1/shipper/cargos').length, 0, 'nothing was sent')
      await cleanup()
    }
  })

  it('keeps what was typed as a draft and restores it after a reload', async () => {
    let el = await create('<fx-order-form></fx-order-form>')
    await fill(control(el, 'Вес'), '7,5')
    await fill(control<HTMLTextAreaElement>(el, 'Комментарий'), 'Хрупкое')
    await waitFor(() => core.storage.getItem(draftKeyOf(undefined, undefined)), 'the draft in storage')
    await cleanup()
    el = await create('<fx-order-form></fx-order-form>')
    await waitFor(() => control(el, 'Вес').value === '7.5', 'the weight restored')
    equal(control<HTMLTextAreaElement>(el, 'Комментарий').value, 'Хрупкое')
    ok(inShadow(el, '[data-notice="draft"]'), 'the restored-draft notice')
    // discarding empties the form and forgets the draft
    const discard = all<HTMLButtonElement>(el, 'button').find((b) => b.textContent === 'Отменить изменения')
    ok(discard)
    await click(discard)
    await waitFor(() => control(el, 'Вес').value === '', 'the weight cleared')
    equal(core.storage.getItem(draftKeyOf(undefined, undefined)), null)
  })

  it('picks places from the search, shows the market price hint and uses it', async () => {
    const el = await create('<fx-order-form></fx-order-form>')
    const [first, last] = all<HTMLInputElement>(el, 'input[role="combobox"]')
    ok(first && last)
    await click(first)
    await type('Мос')
    await pickOption(el, 'Москва')
    await click(last)
    await type('Каз')
    await pickOption(el, 'Казань')
    await waitFor(() => inShadow(el, '.of-hint-value'), 'the price hint')
    const hint = orderRequests('GET', '/api/v1/cargos/price-calculation').at(-1)
    equal(hint?.url.searchParams.get('start_point_id'), '1')
    equal(hint?.url.searchParams.get('finish_point_id'), '2')
    const apply = all<HTMLButtonElement>(el, '.of-hint button')[0]
    ok(apply)
    await click(apply)
    await waitFor(() => control(el, 'Ставка').value === '51600', 'the hint in the price field')
  })

  it('saves the cargo, fires fx-order-submit with it and forgets the draft; a failed save keeps everything', async () => {
    core.storage.setItem(draftKeyOf(undefined, undefined), JSON.stringify(fullDraft()))
    const el = await create('<fx-order-form></fx-order-form>')
    await waitFor(() => control(el, 'Вес').value === '12', 'the draft restored')

    orderFake.failSave = 500
    // the button drawn and taking clicks before the first one (on a loaded machine the form draws in slices)
    await waitFor(() => !submitButton(el, 'Опубликовать').disabled, 'the form ready')
    // the restored route brings the price hint and the lane chart above the buttons, pushing them down: a real
    // click aimed before they are drawn lands where the button was (the first save never goes out)
    await waitFor(
      () => inShadow(el, '.of-hint-value') && inShadow(el, '[part="lane-index"]'),
      'the price hint and the lane chart drawn',
    )
    await click(submitButton(el, 'Опубликовать'))
    // answered (the fake reads failSave when it answers, after the request is recorded), and the form settled
    await waitFor(() => orderFake.saves === 1, 'the first save')
    await waitFor(() => !submitButton(el, 'Опубликовать').disabled, 'the form ready after the first save')
    equal(seen.length, 0, 'no event on a failure')
    equal(control(el, 'Вес').value, '12', 'the form kept')
    ok(core.storage.getItem(draftKeyOf(undefined, undefined)), 'the draft kept')

    // (the error toast may cover the buttons now: press them directly)
    orderFake.failSave = 422
    submitButton(el, 'Опубликовать').click()
    await waitFor(() => orderRequests('POST', '/api/v1/shipper/cargos').length === 2, 'the second save')
    await waitFor(() => errorOf(el, 'Вес') === 'Слишком тяжело', 'the server error under its field')

    orderFake.failSave = null
    // a click while the form still settles the last save is ignored: wait until the button takes one again
    await waitFor(() => !submitButton(el, 'Опубликовать').disabled, 'the form ready after the second save')
    submitButton(el, 'Опубликовать').click()
    await waitFor(() => orderRequests('POST', '/api/v1/shipper/cargos').length === 3, 'the third save')
    await waitFor(() => seen.length === 1, 'fx-order-submit')
    const event = seen[0]
    ok(event)
    ok(event.bubbles && event.composed, 'bubbles and composed')
    equal(event.detail.created, true)
    equal(event.detail.cargo.id, 101)
    equal(event.detail.cargo.stage, 'available')
    const body = orderRequests('POST', '/api/v1/shipper/cargos').at(-1)?.json as Record<string, unknown>
    equal(body.publish, true)
    equal(body.weight, 12)
    equal(body.price, 5_000_000)
    equal(body.payment_type, 1)
    equal((body.points as { place_id: number }[]).map((p) => p.place_id).join(','), '1,2')
    equal(core.storage.getItem(draftKeyOf(undefined, undefined)), null, 'the draft forgotten')
    await waitFor(() => control(el, 'Вес').value === '', 'a fresh form')
  })

  it('edits a cargo: loads it, sends PUT and fires fx-order-submit (created: false)', async () => {
    const el = await create('<fx-order-form cargo-id="5" lang="en"></fx-order-form>')
    await waitFor(() => control(el, 'Weight').value === '7.5', 'the cargo loaded')
    equal(control(el, 'Address', { nth: 0 }).value, 'ул. Складская, 1')
    equal(control(el, 'Date', { nth: 1 }).value, '03/07/2030')
    await waitFor(() => all<HTMLInputElement>(el, 'input[role="combobox"]')[0]?.value === 'Москва', 'the place')
    ok(!inShadow(el, '[data-notice="draft"]'), 'no draft notice for an untouched cargo')
    await fill(control(el, 'Weight'), '9')
    await click(submitButton(el, 'Save'))
    await waitFor(() => seen.length === 1, 'fx-order-submit')
    equal(seen[0]?.detail.created, false)
    const put = orderRequests('PUT', '/api/v1/shipper/cargos/5').at(-1)
    equal((put?.json as { weight: number } | undefined)?.weight, 9)
    equal(put?.headers.get('accept-language'), 'en')
  })

  it('shows a cargo in work as locked', async () => {
    orderFake.cargos.set(5, {
      ...(orderFake.cargos.get(5) as NonNullable<ReturnType<typeof orderFake.cargos.get>>),
      stage: 'in_work',
      editable: false,
    })
    const el = await create('<fx-order-form cargo-id="5"></fx-order-form>')
    await waitFor(() => inShadow(el, '[data-notice="locked"]'), 'the locked notice')
    ok(submitButton(el, 'Сохранить').disabled, 'no save')
    void orderApi
  })
})

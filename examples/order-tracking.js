/** The page code of order-tracking.html (the partner's own code: nothing here is part of the SDK). */
import { embed, exchange, languageButtons, logEvents, signInForm } from './example-page.js'

// the SDK from the exchange, and the exchange as the element's api-base
embed('fx-order-tracking')

const tracking = document.getElementById('tracking')
const select = document.getElementById('order')
let lang = 'ru'
/** Who is signed in (null: nobody), to say it again in another language. */
let who = null

logEvents(document.getElementById('log'), ['fx-tracking-update'])

/** The portal's static texts in the chosen language (`data-text-ru` / `data-text-en`). */
function translate() {
  document.documentElement.lang = lang
  for (const node of document.querySelectorAll('[data-text-ru]'))
    node.textContent = node.dataset[`text${lang === 'en' ? 'En' : 'Ru'}`]
  showUser()
}

/** Who is signed in, in the page's language. */
function showUser() {
  document.getElementById('login-status').textContent = who
    ? `${lang === 'en' ? 'Signed in as' : 'Вы вошли как'} ${who}`
    : ''
  document.getElementById('gp-user').textContent = who ?? (lang === 'en' ? 'Guest' : 'Гость')
}

languageButtons([tracking], (chosen) => {
  lang = chosen
  translate()
  void loadOrders()
})

/** The signed-in shipper's orders on the way, from the exchange's API (the element's token is the page's session). */
async function loadOrders() {
  const token = localStorage.getItem('accessToken')
  select.replaceChildren()
  select.disabled = true
  if (!token) return
  const side = localStorage.getItem('userCompanyType') === 'carrier' ? 'carrier/orders' : 'v2/cargo-flow/shipper/orders'
  const url = `${exchange}/api/${side.startsWith('v2/') ? side : `v1/${side}`}?limit=50&filter[view]=on_way`
  try {
    const response = await fetch(url, {
      headers: { authorization: `Bearer ${token}`, accept: 'application/json', 'accept-language': lang },
    })
    if (!response.ok) return
    const answer = await response.json()
    for (const order of answer.data ?? []) {
      const option = document.createElement('option')
      option.value = String(order.id)
      option.textContent = `${order.number}: ${order.route?.start_point?.name ?? ''} → ${order.route?.finish_point?.name ?? ''}`
      select.append(option)
    }
    select.disabled = select.options.length === 0
    const wanted = new URLSearchParams(window.location.search).get('order')
    if (wanted && [...select.options].some((option) => option.value === wanted)) select.value = wanted
    if (select.value) tracking.setAttribute('order-id', select.value)
  } catch {
    // the element itself explains a refused origin or an exchange that does not answer
  }
}

select.addEventListener('change', () => tracking.setAttribute('order-id', select.value))

const form = document.getElementById('login-form')
signInForm({
  element: tracking,
  form,
  error: document.getElementById('login-error'),
  logout: document.getElementById('logout'),
  keptName: lang === 'en' ? 'exchange user' : 'пользователь биржи',
  show(name) {
    form.hidden = !!name
    document.getElementById('signed-in').hidden = !name
    who = name
    showUser()
    if (!name) tracking.removeAttribute('order-id')
    void loadOrders()
  },
})

/** The page code of partner-portal-calendar.html (the partner's own code: nothing here is part of the SDK). */
import { embed, exchange, languageButtons, logEvents, signInForm } from './example-page.js'

// the SDK from the exchange, and the exchange as the element's api-base
embed('fx-transport-calendar')

const cal = document.getElementById('cal')

logEvents(document.getElementById('log'), ['fx-task-select', 'fx-task-change', 'fx-cargo-open'], (name, event) => {
  // the portal has no cargo page of its own: the exchange's one opens in a new tab
  if (name !== 'fx-cargo-open') return
  event.preventDefault()
  window.open(`${exchange}/cargos/details/${event.detail.id}?partner=cargopartner`, '_blank', 'noopener')
})

// The portal's own texts that depend on who is signed in, in both languages; the static ones carry
// data-text-ru / data-text-en (and data-label-* for aria-labels).
const texts = {
  ru: {
    guest: 'Гость',
    kept: 'пользователь биржи',
    signedIn: (name) => `Вы вошли как ${name}`,
    mode: 'White-label: cargopartner',
    shipperMode: 'White-label: cargopartner · грузоотправитель — только календарь',
  },
  en: {
    guest: 'Guest',
    kept: 'exchange user',
    signedIn: (name) => `Signed in as ${name}`,
    mode: 'White-label: cargopartner',
    shipperMode: 'White-label: cargopartner · shipper — the calendar only',
  },
}
let lang = 'ru'
let who = { name: null, companyType: null }
const draw = () => {
  const say = texts[lang]
  const name = who.name === texts.ru.kept ? say.kept : who.name
  form.hidden = !!name
  document.getElementById('signed-in').hidden = !name
  document.getElementById('login-status').textContent = name ? say.signedIn(name) : ''
  document.getElementById('cp-user').textContent = name ?? say.guest
  document.getElementById('cp-mode').textContent = who.companyType === 'shipper' ? say.shipperMode : say.mode
}

languageButtons([cal], (next) => {
  lang = next
  document.documentElement.lang = lang
  for (const node of document.querySelectorAll('[data-text-ru]')) {
    node.textContent = node.dataset[lang === 'en' ? 'textEn' : 'textRu']
  }
  for (const node of document.querySelectorAll('[data-label-ru]')) {
    node.setAttribute('aria-label', node.dataset[lang === 'en' ? 'labelEn' : 'labelRu'])
  }
  draw()
})

const form = document.getElementById('login-form')
document.getElementById('demo').addEventListener('change', (event) => {
  form.elements.login.value = event.currentTarget.value
})
signInForm({
  element: cal,
  form,
  error: document.getElementById('login-error'),
  logout: document.getElementById('logout'),
  keptName: texts.ru.kept,
  show(name, companyType) {
    who = { name, companyType }
    draw()
  },
})
draw()

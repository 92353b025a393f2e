/** The page code of tms-truck-search.html (the shipper's TMS's own code: nothing here is part of the SDK). */
import { embed, languageButtons, logEvents, signInForm } from './example-page.js'

// the SDK from the exchange, and the exchange as the element's api-base
embed('fx-truck-search')

const trucks = document.getElementById('trucks')

logEvents(document.getElementById('log'), [
  'fx-search-trucks',
  'fx-truck-select',
  'fx-truck-offer',
  'fx-carrier-message',
])

// The TMS's own texts that depend on who is signed in, in both languages; the static ones carry
// data-text-ru / data-text-en (and data-label-* for aria-labels).
const texts = {
  ru: { guest: 'Гость', signedIn: (name) => `Вы вошли: ${name}` },
  en: { guest: 'Guest', signedIn: (name) => `Signed in: ${name}` },
}
let lang = 'ru'
let who = null
const form = document.getElementById('login-form')
const draw = () => {
  const say = texts[lang]
  form.hidden = who !== null
  document.getElementById('signed-in').hidden = who === null
  document.getElementById('user').textContent = who ?? say.guest
  document.getElementById('login-status').textContent = who ? say.signedIn(who) : ''
}

// the widget's language follows the TMS's switch, and so does the TMS's own page (headings, sidebar, labels)
languageButtons([trucks], (next) => {
  lang = next
  document.documentElement.lang = lang
  for (const node of document.querySelectorAll('[data-text-ru]')) {
    node.textContent = node.dataset[lang === 'en' ? 'textEn' : 'textRu']
  }
  for (const node of document.querySelectorAll('[data-label-ru]')) {
    node.setAttribute('aria-label', node.dataset[lang === 'en' ? 'labelEn' : 'labelRu'])
  }
  document.title = lang === 'en' ? 'GruzTMS: truck search' : 'ГрузТМС — поиск машин'
  draw()
})

signInForm({
  element: trucks,
  form,
  error: document.getElementById('login-error'),
  logout: document.getElementById('logout'),
  keptName: 'shipper@example.com',
  show(name) {
    who = name
    draw()
  },
})
draw()

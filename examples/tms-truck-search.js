/** The page code of tms-truck-search.html (the shipper's own code: nothing here is part of the SDK). */
import { embed, languageButtons, logEvents, signInForm } from './example-page.js'

// the SDK from the exchange, and the exchange as the element's api-base (inline scripts break the site's CSP)
embed('fx-truck-search')

const trucks = document.getElementById('trucks')
logEvents(document.getElementById('log'), [
  'fx-search-trucks',
  'fx-truck-select',
  'fx-truck-offer',
  'fx-carrier-message',
])
languageButtons([trucks], (lang) => {
  document.documentElement.lang = lang
  for (const node of document.querySelectorAll('[data-text-ru]'))
    node.textContent = node.dataset[lang === 'en' ? 'textEn' : 'textRu']
})
signInForm({
  element: trucks,
  form: document.getElementById('login-form'),
  error: document.getElementById('login-error'),
  logout: document.getElementById('logout'),
  keptName: 'shipper@example.com',
  show(name) {
    document.getElementById('login-form').hidden = name !== null
    document.getElementById('signed-in').hidden = name === null
    document.getElementById('user').textContent = name ?? 'Гость'
    document.getElementById('login-status').textContent = name ? `Вы вошли: ${name}` : ''
  },
})

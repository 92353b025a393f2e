/** The page code of crm-cargo-search.html (the partner's own code: nothing here is part of the SDK). */
// the SDK and the element's api-base are in the page itself (crm-cargo-search.html), as a CRM embeds them
import { languageButtons, logEvents, signInForm } from './example-page.js'

const search = document.getElementById('search')

logEvents(
  document.getElementById('log'),
  ['fx-search', 'fx-cargo-select', 'fx-favorite-change', 'fx-sign-in-request'],
  (name, event) => {
    // the CRM's own sign-in form stands in for the exchange's login page
    if (name !== 'fx-sign-in-request') return
    event.preventDefault()
    document.querySelector('#login-form input[name="password"]').focus()
    document.getElementById('crm-login').scrollIntoView({ behavior: 'smooth', block: 'center' })
  },
)

// the widget's language follows the CRM's switch
languageButtons([search], (lang) => {
  const heading = document.querySelector('h1')
  heading.textContent = heading.dataset[`text${lang === 'en' ? 'En' : 'Ru'}`]
})

const form = document.getElementById('login-form')
signInForm({
  element: search,
  form,
  error: document.getElementById('login-error'),
  logout: document.getElementById('logout'),
  keptName: 'пользователь биржи',
  show(name) {
    form.hidden = !!name
    document.getElementById('signed-in').hidden = !name
    document.getElementById('login-status').textContent = name ? `Вы вошли как ${name}` : ''
    document.getElementById('crm-user').textContent = name ?? 'Гость'
  },
})

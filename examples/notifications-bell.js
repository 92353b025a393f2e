/** The page code of notifications-bell.html (the partner's own code: nothing here is part of the SDK). */
import { embed, languageButtons, logEvents, signInForm } from './example-page.js'

// the SDK from the exchange, and the exchange as the element's api-base
embed('fx-notifications-bell')

const bell = document.getElementById('bell')

logEvents(document.getElementById('log'), ['fx-notification-open'])

document.getElementById('navigate').addEventListener('change', (event) => {
  bell.toggleAttribute('navigate', event.target.checked)
})

languageButtons([bell])

const form = document.getElementById('login-form')
signInForm({
  element: bell,
  form,
  error: document.getElementById('login-error'),
  logout: document.getElementById('logout'),
  keptName: 'пользователь биржи',
  show(name) {
    form.hidden = !!name
    document.getElementById('signed-in').hidden = !name
    document.getElementById('login-status').textContent = name ? `Вы вошли как ${name}` : ''
    document.getElementById('tp-user').textContent = name ?? 'Гость'
  },
})

/** The page code of order-form.html (the partner's own code: nothing here is part of the SDK). */
import { embed, exchange } from './example-page.js'

// the SDK from the exchange, and the exchange as the element's api-base
embed('fx-order-form')

const form = document.querySelector('fx-order-form')
const login = document.getElementById('login-form')
const status = document.getElementById('login-status')
const logout = document.getElementById('logout')
const error = document.getElementById('login-error')
const log = document.getElementById('log')

const write = (text) => {
  const item = document.createElement('li')
  item.textContent = text // user content is text, never markup
  log.prepend(item)
}
const signedIn = (name) => {
  login.hidden = true
  status.hidden = false
  status.textContent = `Вы вошли: ${name}`
  logout.hidden = false
}

document.getElementById('lang').addEventListener('change', (event) => form.setAttribute('lang', event.target.value))
form.addEventListener('fx-order-submit', (event) => {
  const { cargo, created } = event.detail
  write(
    `${created ? 'Размещён' : 'Изменён'} груз №${cargo.id}: ${cargo.start_point.name} → ${cargo.finish_point.name}, ${cargo.stage}`,
  )
})

login.addEventListener('submit', async (event) => {
  event.preventDefault()
  error.textContent = ''
  const data = new FormData(login)
  try {
    const response = await fetch(`${exchange}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login: data.get('login'), password: data.get('password') }),
    })
    const answer = await response.json()
    if (!response.ok) throw new Error(answer.message ?? 'Не удалось войти')
    form.token = answer.data.token
    signedIn(answer.data.user?.name ?? data.get('login'))
  } catch (failure) {
    error.textContent = failure.message
  }
})
logout.addEventListener('click', () => {
  form.token = null
  login.hidden = false
  status.hidden = true
  logout.hidden = true
})
// a session kept from an earlier visit (the SDK stores the token under "accessToken")
if (localStorage.getItem('accessToken')) signedIn('сохранённая сессия')

/**
 * The partner-side code the example pages share: nothing here is part of the SDK. A partner's page loads the SDK
 * from the exchange, signs its user in on the exchange and hands the token to an element, logs the elements'
 * events, and switches their language. Everything the exchange or an event sends is written as text, never as
 * markup. The pages run from the exchange's own /examples/ and from an origin of their own (`npm run examples`),
 * as partners' pages do: every address of the exchange is built from `exchange`.
 */
import { exchangeOrigin } from './exchange-origin.js'

/** The exchange: the SDK's and the API's origin. */
export const exchange = exchangeOrigin

/**
 * Embeds the `tag` elements of the page: what a partner writes as
 * `<script type="module" src="https://exchange.example/sdk/fx-cargo-search.js"></script>` and
 * `<fx-cargo-search api-base="https://exchange.example">`, with the exchange's address filled in here (set before
 * the SDK defines the element, so the first element configures the page's client with it).
 */
export function embed(tag) {
  for (const element of document.querySelectorAll(tag)) element.setAttribute('api-base', exchange)
  return import(`${exchange}/sdk/${tag}.js`)
}

/**
 * Logs `names` (fx-* events bubble and are composed, so the page hears them at the document) into the list `log`:
 * the time, the event and its detail as JSON, newest first, at most 50. The list's placeholder row goes at the first
 * event. `onEvent(name, event)` lets the page act on one (say, `preventDefault()` and handle it itself).
 */
export function logEvents(log, names, onEvent) {
  let empty = true
  for (const name of names) {
    document.addEventListener(name, (event) => {
      if (empty) log.replaceChildren()
      empty = false
      const row = document.createElement('li')
      const time = document.createElement('time')
      time.textContent = new Date().toLocaleTimeString('ru-RU')
      const title = document.createElement('b')
      title.textContent = name
      const detail = document.createElement('code')
      detail.textContent = JSON.stringify(event.detail)
      row.append(time, ' ', title, ' ', detail)
      log.prepend(row)
      while (log.children.length > 50) log.lastElementChild.remove()
      onEvent?.(name, event)
    })
  }
}

/** The page's RU/EN buttons (`[data-lang]`): set the elements' `lang`, mark the pressed one, then `onChange(lang)`. */
export function languageButtons(elements, onChange) {
  const buttons = document.querySelectorAll('[data-lang]')
  for (const button of buttons) {
    button.addEventListener('click', () => {
      const lang = button.dataset.lang
      for (const element of elements) element.setAttribute('lang', lang)
      for (const other of buttons) other.setAttribute('aria-pressed', String(other === button))
      onChange?.(lang)
    })
  }
}

/**
 * The page's own sign-in form (`login`, `password`): `POST /api/v1/auth/login` on the exchange (the user's own
 * exchange account; a partner that signs its users in on its backend uses its partner key there instead, see the
 * docs/embedding.md, "Signing a partner's users in"), then the token goes to `element`
 * (a property, never an attribute; the SDK keeps it under "accessToken" for every element on the page). `show(name,
 * companyType)` draws the signed-in state, `show(null)` the signed-out one. The logout button revokes the token on
 * the exchange too. A session kept from an earlier visit shows as `keptName`.
 */
export function signInForm({ element, form, error, logout, show, keptName }) {
  const ready = () => customElements.whenDefined(element.localName)
  form.addEventListener('submit', async (event) => {
    event.preventDefault()
    error.textContent = ''
    const data = new FormData(form)
    try {
      const english = document.documentElement.lang === 'en'
      const response = await fetch(`${exchange}/api/v1/auth/login`, {
        method: 'POST',
        // the exchange answers in the page's language, its refusals too
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          'accept-language': english ? 'en' : 'ru',
        },
        body: JSON.stringify({ login: data.get('login'), password: data.get('password') }),
      })
      const answer = await response.json()
      if (!response.ok) throw new Error(answer.message ?? `HTTP ${response.status}`)
      await ready()
      element.token = answer.data.token
      show(answer.data.user?.name ?? data.get('login'), answer.data.user?.company?.type ?? null)
    } catch (failure) {
      const english = document.documentElement.lang === 'en'
      error.textContent = `${english ? 'Could not sign in' : 'Не удалось войти'}: ${failure.message}`
    }
  })
  logout.addEventListener('click', async () => {
    const token = localStorage.getItem('accessToken')
    if (token) {
      fetch(`${exchange}/api/v1/auth/logout`, { method: 'POST', headers: { authorization: `Bearer ${token}` } }).catch(
        () => {},
      )
    }
    await ready()
    element.token = null
    show(null, null)
  })
  if (localStorage.getItem('accessToken')) show(keptName, localStorage.getItem('userCompanyType'))
}

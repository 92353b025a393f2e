import { chromium } from '@playwright/test'
const base = 'http://localhost:8231'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' })
const page = await browser.newPage({ viewport: { width: 1440, height: 900 } })
const res = await page.request.post(base + '/api/v1/auth/login', { data: { login: 'logist@example.com', password: 'demo12345' } })
const { data } = await res.json()
await page.goto(base + '/cargos/search')
await page.evaluate(({ token, roles }) => { localStorage.setItem('accessToken', token); localStorage.setItem('userRoles', JSON.stringify(roles)); localStorage.setItem('userCompanyType', 'shipper') }, { token: data.token, roles: data.user.roles })
page.on('request', (r) => { if (r.url().includes('/api/')) console.log('REQ', r.method(), r.url()) })
await page.goto(base + process.argv[2])
await page.waitForTimeout(3000)
console.log('toasts', await page.locator('.fx-toast').count())
await page.screenshot({ path: '/work/wt/shots/menus/toast-before.png' })
await browser.close()

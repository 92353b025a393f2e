/** What the bot says, in the Telegram user's language (Russian unless their Telegram is in English). */
import type { Lang } from '../../../core/contract/common'

export const botTexts = {
  ru: {
    hello: 'Здравствуйте! Это бот биржи грузов. Чтобы привязать Telegram, откройте ссылку из профиля на сайте биржи.',
    ask_contact: 'Подтвердите номер телефона учётной записи биржи: нажмите кнопку «Поделиться номером» ниже.',
    share_button: 'Поделиться номером',
    unknown_link: 'Ссылка устарела или уже использована. Начните подтверждение на сайте биржи заново.',
    no_verification: 'Сначала откройте ссылку подтверждения с сайта биржи.',
    not_own_contact: 'Поделитесь своим номером кнопкой под сообщением, а не контактом другого человека.',
    refused: 'Номер не совпадает с учётной записью. Проверьте телефон и ИНН на сайте биржи и начните заново.',
    verified: 'Готово! Telegram привязан к учётной записи биржи. Вернитесь на сайт.',
    tracking_linked:
      'Заказ {order}: отправляйте геопозицию. Нажмите 📎 → «Геопозиция» → «Транслировать геопозицию», и грузовладелец увидит машину на карте.',
    tracking_link_gone: 'Ссылка для отслеживания отозвана или устарела: попросите перевозчика прислать новую.',
    tracking_share_link:
      'Заказ {order}: откройте ссылку {url} и транслируйте геопозицию в этом чате (📎 → «Геопозиция»), чтобы грузовладелец видел машину.',
  },
  en: {
    hello:
      'Hello! This is the freight exchange bot. To link Telegram, open the link from your profile on the exchange.',
    ask_contact: "Confirm your exchange account's phone: press the “Share my number” button below.",
    share_button: 'Share my number',
    unknown_link: 'The link has expired or was already used. Start the verification on the exchange again.',
    no_verification: 'Open the verification link from the exchange first.',
    not_own_contact: "Share your own number with the button below the message, not someone else's contact.",
    refused: 'The number does not match the account. Check the phone and INN on the exchange and start again.',
    verified: 'Done! Telegram is linked to your exchange account. Return to the site.',
    tracking_linked:
      'Order {order}: share your location. Press 📎 → “Location” → “Share my live location”, and the shipper will see the truck on the map.',
    tracking_link_gone: 'The tracking link was revoked or has expired: ask the carrier for a new one.',
    tracking_share_link:
      'Order {order}: open {url} and share your live location in this chat (📎 → “Location”) so the shipper sees the truck.',
  },
} as const satisfies Record<Lang, Record<string, string>>

export type BotText = keyof (typeof botTexts)['ru']

export const botLang = (code: string | undefined): Lang => (code?.toLowerCase().startsWith('en') ? 'en' : 'ru')

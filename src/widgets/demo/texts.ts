/**
 * The texts of fx-demo, Russian and English: registered by its element. Both languages have the same keys:
 * src/core/i18n/resources.test.ts.
 */
import type { TextKey } from '../../core/i18n/keys'

export const ru = {
  kit: {
    demo_title: 'Виджет биржи',
    demo_greeting: 'Здравствуйте, {{name}}!',
    demo_guest: 'гость',
    demo_action: 'Нажмите меня',
  },
} satisfies Record<string, Record<string, string>>

export const en: { [K in keyof typeof ru]: Record<string, string> } = {
  kit: {
    demo_title: 'Exchange widget',
    demo_greeting: 'Hello, {{name}}!',
    demo_guest: 'guest',
    demo_action: 'Click me',
  },
}

export type DemoTextKey = TextKey<typeof ru>

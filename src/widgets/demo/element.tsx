/**
 * `<fx-demo>`: a dev element showing the SDK plumbing (attributes, language, session, events, kit, toasts). Not a
 * product widget: it is not in `registry.ts`, so it is neither built into `dist/sdk` nor listed in the manifest.
 * It stays as a small working example of `defineWidget` for development: importing this module defines it.
 */
import { z } from 'zod'
import { addTexts } from '../../core/i18n/texts'
import { defineWidget, type ElementOf, type EventsOf, type WidgetProps } from '../element'
import { Button, useCore, useHostState, useSignal, useT, useToast } from '../ui'
import type { DemoTextKey } from './texts'
import * as demoTexts from './texts'

addTexts(demoTexts)

const attributes = z.object({
  name: z.string().optional().describe('Who to greet; default: the signed-in user, else "guest".'),
})
const events = {
  'fx-demo-click': z.object({ clicks: z.number().int() }).describe('The button was pressed; `clicks` so far.'),
}

function Demo({ name, dispatch }: WidgetProps<typeof attributes, Record<never, z.ZodType>, typeof events>) {
  const t = useT<DemoTextKey>()
  const toast = useToast()
  const user = useSignal(useCore().session.user)
  const [clicks, setClicks] = useHostState('clicks', 0)
  return (
    <div part="demo" className="fx-demo">
      <h2 part="title">{t('kit.demo_title')}</h2>
      <p>{t('kit.demo_greeting', { name: name ?? user?.name ?? t('kit.demo_guest') })}</p>
      <Button
        variant="primary"
        onClick={() => {
          setClicks(clicks + 1)
          dispatch('fx-demo-click', { clicks: clicks + 1 })
          toast.show(`${clicks + 1}`)
        }}
      >
        {t('kit.demo_action')}
      </Button>
    </div>
  )
}

export const fxDemo = defineWidget('fx-demo', Demo, {
  attributes,
  events,
  description: 'Internal demo of the widget SDK: greets, counts clicks, fires fx-demo-click.',
  parts: { demo: 'The demo box.', title: 'Its heading.' },
})
export default fxDemo

declare global {
  interface FxElements {
    'fx-demo': ElementOf<typeof fxDemo>
  }
  interface FxEvents extends EventsOf<typeof fxDemo> {}
}

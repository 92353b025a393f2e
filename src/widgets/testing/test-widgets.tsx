/**
 * Test-only widgets (never in the registry or a build): `fx-test-widget` exercises attributes, properties,
 * events, language, session and toasts; `fx-kit-host` renders whatever component a test hands it as a property.
 */
import { type ComponentType, useState } from 'react'
import { z } from 'zod'
import type { Place } from '../../core/contract/reference'
import { defineWidget, type WidgetProps } from '../element'
import { Button, PointPicker, Select, useApi, useCore, useHostState, useLang, useSignal, useT, useToast } from '../ui'
import { mount, waitFor } from './harness'

export const testAttributes = z.object({
  label: z.string().default('none'),
  compact: z.boolean().default(false),
  limit: z.number().int().min(1).default(20),
  mode: z.enum(['list', 'grid']).default('list'),
})
export const testProperties = {
  filters: z.object({ q: z.string() }).optional(),
}
export const testEvents = {
  // `filters` reports a rich property's value, as the searches' `fx-search` does
  'fx-test-ping': z.object({ count: z.number(), label: z.string(), filters: z.object({ q: z.string() }).optional() }),
}

type Props = WidgetProps<typeof testAttributes, typeof testProperties, typeof testEvents>

export const cities = [
  { value: 'msk', label: 'Москва' },
  { value: 'spb', label: 'Санкт-Петербург' },
  { value: 'kzn', label: 'Казань', disabled: true },
  { value: 'ekb', label: 'Екатеринбург' },
]

export function TestWidget(props: Props) {
  const t = useT()
  const lang = useLang()
  const core = useCore()
  const api = useApi()
  const toast = useToast()
  const signedIn = useSignal(core.session.isSignedIn)
  const [count, setCount] = useHostState('count', 0)
  const [city, setCity] = useState<string | null>(null)
  const [place, setPlace] = useState<Place | null>(null)
  const [radius, setRadius] = useState(50)
  const { dispatch, ...shown } = props
  return (
    <div part="box" className="test-box">
      <output className="props">{JSON.stringify(shown)}</output>
      <span className="text">{t('common.search')}</span>
      <span className="lang">{lang}</span>
      <span className="session">{signedIn ? 'signed-in' : 'anonymous'}</span>
      <span className="count">{count}</span>
      <Button
        variant="primary"
        className="ping"
        onClick={() => {
          setCount(count + 1)
          dispatch('fx-test-ping', { count: count + 1, label: props.label })
        }}
      >
        ping
      </Button>
      <Button
        className="report"
        onClick={() => dispatch('fx-test-ping', { count, label: props.label, filters: { q: 'user' } })}
      >
        report
      </Button>
      <Button className="toast" onClick={() => toast.show('hello')}>
        toast
      </Button>
      <Button
        className="fail"
        onClick={() =>
          api.request({ method: 'GET', path: 'test/fail/:status', params: { status: props.limit } }).catch(toast.error)
        }
      >
        fail
      </Button>
      <Select label="City" options={cities} value={city} onChange={setCity} />
      <span className="city">{city ?? ''}</span>
      <PointPicker
        label="From"
        value={place}
        onChange={setPlace}
        radius={radius}
        onRadiusChange={setRadius}
        debounce={10}
      />
      <span className="place">{place ? `${place.id}:${place.name}:${radius}` : ''}</span>
    </div>
  )
}

export const testWidget = defineWidget('fx-test-widget', TestWidget, {
  attributes: testAttributes,
  properties: testProperties,
  events: testEvents,
})

const kitHostProperties = { view: z.custom<ComponentType>((value) => typeof value === 'function').optional() }

function KitHost({ view: View }: WidgetProps<z.ZodObject, typeof kitHostProperties>) {
  // the wrapper tells a test the view itself has rendered (the widget's root fills in slices: ../element.ts)
  return View ? (
    <div className="kit-view" style={{ display: 'contents' }}>
      <View />
    </div>
  ) : null
}

export const kitHost = defineWidget('fx-kit-host', KitHost, { attributes: z.object({}), properties: kitHostProperties })

/**
 * Renders a component inside `<fx-kit-host>` (a widget: shadow root, styles, context) and waits until the component
 * has drawn, so a test's first query finds it however slowly the machine renders.
 */
export async function hostView(View: ComponentType, lang?: string): Promise<HTMLElementTagNameMap['fx-kit-host']> {
  const el = document.createElement('fx-kit-host') as HTMLElementTagNameMap['fx-kit-host']
  if (lang) el.setAttribute('lang', lang)
  el.view = View
  mount('').append(el)
  await waitFor(() => el.shadowRoot?.querySelector('.kit-view')?.hasChildNodes(), 'kit host render')
  return el
}

declare global {
  interface FxElements {
    'fx-test-widget': import('../element').ElementOf<typeof testWidget>
    'fx-kit-host': import('../element').ElementOf<typeof kitHost>
  }
}

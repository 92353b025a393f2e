/**
 * /transport/calendar: the `<fx-transport-calendar>` widget, placed as a custom element the way partner portals
 * embed it. A relevant cargo opens on its own page (cargos-details); white-label shippers are forced here by the
 * guard and see the trucks assigned to their cargos.
 */

import { useEffect, useRef } from 'react'
import { addTexts } from '../../../core/i18n/texts'
import * as calendarTexts from '../../../widgets/transport-calendar/texts'
import { useHost } from '../../host-context'
import { pathOf } from '../../routes'
import * as transportTexts from '../../texts/transport'
import { useWidgetElement } from '../../widgets'

// this page's own texts (the site starts with its shell's only)
addTexts(calendarTexts, transportTexts)

export default function CalendarPage() {
  useWidgetElement('fx-transport-calendar')
  const host = useHost()
  const element = useRef<HTMLElementTagNameMap['fx-transport-calendar']>(null)
  const hostRef = useRef(host)
  hostRef.current = host

  useEffect(() => {
    const el = element.current
    if (!el) return
    const onOpen = (event: CustomEvent<{ id: number }>) => {
      event.preventDefault()
      hostRef.current.navigate('cargos-details', { id: event.detail.id })
    }
    el.addEventListener('fx-cargo-open', onOpen)
    return () => el.removeEventListener('fx-cargo-open', onOpen)
  }, [])

  return (
    <div className="hx-page hx-calendar">
      <fx-transport-calendar
        ref={element}
        className="hx-widget"
        cargo-url={pathOf('cargos-details', { id: '{id}' }).replace('%7Bid%7D', '{id}')}
      />
    </div>
  )
}

/**
 * «Грузы рядом со мной» in the mini-app: a carrier in Telegram stands by a truck and wants loads from where it is.
 * The device's position (asked once, on the press) is turned into the nearest city by the exchange
 * (`geo/places/nearest`), and the search opens from that city with the default radius, as an address like any
 * other search. The position itself is not stored or sent anywhere else.
 */
import { useState } from 'react'
import { isApiError } from '../../core/api'
import { nearestPlace } from '../../core/contract/reference'
import { Button, defaultRadiusKm, useApi, useT, useToast } from '../../widgets/ui'
import { useNavigateByName } from '../navigation'
import { filterParam } from '../pages/cargos/search-address'
import type { HostTextKey } from '../texts/keys'
import './telegram.css'

/** The position, or why not (denied, unavailable, too slow). */
function position(): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) => {
    if (!navigator.geolocation) reject(new Error('unavailable'))
    else navigator.geolocation.getCurrentPosition(resolve, reject, { timeout: 15_000, maximumAge: 300_000 })
  })
}

export function NearMeButton() {
  const t = useT<HostTextKey>()
  const api = useApi()
  const toast = useToast()
  const navigate = useNavigateByName()
  const [busy, setBusy] = useState(false)
  const search = async () => {
    setBusy(true)
    try {
      const { coords } = await position().catch(() => {
        throw new Error('position')
      })
      const answer = await api.call(nearestPlace, {
        query: { lat: Number(coords.latitude.toFixed(4)), lng: Number(coords.longitude.toFixed(4)) },
      })
      const filter = {
        start_point_id: answer.data.id,
        start_point_type: answer.data.type,
        start_point_radius: defaultRadiusKm,
      }
      toast.show(t('telegram.near_found', { city: answer.data.name }))
      await navigate('cargos-search', {}, new URLSearchParams({ [filterParam]: JSON.stringify(filter) }))
    } catch (failure) {
      const message =
        failure instanceof Error && failure.message === 'position'
          ? t('telegram.near_no_position')
          : isApiError(failure) && failure.status === 404
            ? t('telegram.near_no_city')
            : null
      if (message) toast.error(failure, message)
      else toast.error(failure)
    } finally {
      setBusy(false)
    }
  }
  return (
    <Button className="hx-near-me" loading={busy} onClick={() => void search()} data-action="near-me">
      {t('telegram.near_me')}
    </Button>
  )
}

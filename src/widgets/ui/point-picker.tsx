/**
 * A point: a place found by name (`GET v1/geo/places?query=`, typo-tolerant, in the element's language) plus a
 * radius around it in km (spec 3 and 9: default 50). An editable combobox (`aria-autocomplete="list"`): typing
 * searches after a short pause (the previous request is cancelled), ArrowDown/ArrowUp move, Enter picks,
 * Escape closes. A search that fails shows in the list and as a toast (spec 8).
 */
import { type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { type Place, searchPlaces } from '../../core/contract/reference'
import { addTexts } from '../../core/i18n/texts'
import { useApi, useStyles, useT, useToast } from './context'
import { Field } from './field'
import { containsFocus } from './focus'
import { Listbox, type ListboxOption } from './listbox'
import { optionId, stepActive } from './listbox-keys'
import { NumberInput } from './number-field'
import pointPickerCss from './point-picker.css?inline'
import { Popover, usePopover } from './popover'
import type { KitPlaceTextKey } from './texts/point-picker'
import * as pieceTexts from './texts/point-picker'

// this piece's own texts come with it
addTexts(pieceTexts)

/** Spec 9: the default radius around a start or finish point, km. */
export const defaultRadiusKm = 50

export interface PointPickerProps {
  label: ReactNode
  value: Place | null
  onChange: (place: Place | null) => void
  /** Radius in km; shown as a field when `onRadiusChange` is given. Default 50. */
  radius?: number
  onRadiusChange?: (km: number) => void
  /** Only cities, regions or countries. */
  placeType?: Place['type']
  placeholder?: string
  disabled?: boolean
  required?: boolean
  error?: ReactNode
  hint?: ReactNode
  id?: string
  /** Pause after typing before searching, ms. */
  debounce?: number
}

type SearchState = { status: 'idle' | 'loading' | 'done' | 'failed'; places: Place[] }

/** Parts: `point-picker`, `input`, `popover`, `listbox`, `option`, `clear`, and the radius field's. */
export function PointPicker({
  label,
  value,
  onChange,
  radius = defaultRadiusKm,
  onRadiusChange,
  placeType,
  placeholder,
  disabled,
  required,
  error,
  hint,
  id,
  debounce = 250,
}: PointPickerProps) {
  const styles = useStyles(pointPickerCss)
  const t = useT<KitPlaceTextKey>()
  const api = useApi()
  const toast = useToast()
  const [text, setText] = useState(value?.name ?? '')
  const [query, setQuery] = useState<string | null>(null)
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const [search, setSearch] = useState<SearchState>({ status: 'idle', places: [] })
  const listboxId = `fx-places-${useId()}`
  const wrapRef = useRef<HTMLDivElement>(null)
  const floating = usePopover({ open, onClose: () => setOpen(false) })

  // show the chosen place's name (and its name in another language after a switch)
  useEffect(() => {
    if (value) setText(value.name)
  }, [value])

  useEffect(() => {
    const q = query?.trim() ?? ''
    if (!q) {
      setSearch({ status: 'idle', places: [] })
      return
    }
    const controller = new AbortController()
    const timer = setTimeout(() => {
      setSearch((s) => ({ status: 'loading', places: s.places }))
      api
        .call(searchPlaces, {
          query: { query: q.slice(0, 100), limit: 10, ...(placeType ? { type: placeType } : {}) },
          signal: controller.signal,
        })
        .then(
          (answer) => {
            setSearch({ status: 'done', places: answer.data })
            setActive(answer.data.length > 0 ? 0 : -1)
          },
          (failure: unknown) => {
            if (controller.signal.aborted) return
            setSearch({ status: 'failed', places: [] })
            toast.error(failure)
          },
        )
    }, debounce)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [query, api, placeType, debounce, toast])

  const options: ListboxOption<Place>[] = search.places.map((place) => ({
    value: place,
    label: place.name,
    description: [place.region, place.country_code].filter(Boolean).join(', '),
  }))

  const pick = (place: Place) => {
    onChange(place)
    setText(place.name)
    setQuery(null)
    setOpen(false)
  }

  const status =
    search.status === 'loading' && options.length === 0
      ? t('common.loading')
      : search.status === 'failed'
        ? t('kit.search_failed')
        : search.status === 'done' && options.length === 0
          ? t('common.nothing_found')
          : null

  return (
    <div part="point-picker" className="fx-point-picker" ref={wrapRef}>
      {styles}
      <Field label={label} id={id} hint={hint} error={error} required={required}>
        {(control) => (
          <span className="fx-input-wrap" ref={floating.refs.setReference}>
            <input
              part="input"
              className="fx-input"
              type="text"
              role="combobox"
              autoComplete="off"
              aria-autocomplete="list"
              aria-expanded={open}
              aria-controls={open ? listboxId : undefined}
              aria-activedescendant={open && active >= 0 && !status ? optionId(listboxId, active) : undefined}
              aria-busy={search.status === 'loading' || undefined}
              placeholder={placeholder ?? t('kit.place_placeholder')}
              disabled={disabled}
              value={text}
              onChange={(event) => {
                const next = event.currentTarget.value
                setText(next)
                setQuery(next)
                setOpen(next.trim() !== '')
                if (value) onChange(null)
              }}
              onFocus={() => search.places.length > 0 && !value && setOpen(true)}
              onBlur={() => {
                // the focus moves on inside the shadow root: read its activeElement once it has landed
                setTimeout(() => {
                  if (!containsFocus(wrapRef.current) && !containsFocus(floating.elements.floating)) setOpen(false)
                }, 0)
              }}
              onKeyDown={(event) => {
                if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
                  event.preventDefault()
                  if (!open && options.length > 0) setOpen(true)
                  else setActive((i) => stepActive(options, i, event.key === 'ArrowDown' ? 1 : -1))
                } else if (event.key === 'Enter' && open && active >= 0) {
                  const option = options[active]
                  if (option) {
                    event.preventDefault()
                    pick(option.value)
                  }
                }
              }}
              {...control}
            />
            {value && !disabled && (
              <button
                type="button"
                part="clear"
                className="fx-clear"
                aria-label={t('kit.clear')}
                onClick={() => {
                  onChange(null)
                  setText('')
                  setQuery(null)
                  wrapRef.current?.querySelector('input')?.focus()
                }}
              >
                ×
              </button>
            )}
          </span>
        )}
      </Field>
      {onRadiusChange && (
        <NumberInput
          label={t('common.radius')}
          value={radius}
          onChange={(km) => onRadiusChange(km ?? defaultRadiusKm)}
          min={0}
          max={1000}
          integer
          unit={t('kit.km')}
          disabled={disabled}
        />
      )}
      <Popover floating={floating} open={open && (options.length > 0 || !!status)}>
        <Listbox
          id={listboxId}
          options={options}
          active={active}
          label={typeof label === 'string' ? label : undefined}
          isSelected={(option) => option.value.id === value?.id}
          onActivate={setActive}
          onPick={(option) => pick(option.value)}
          status={status}
        />
      </Popover>
    </div>
  )
}

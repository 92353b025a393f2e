/**
 * The order form: create or edit a cargo (`POST shipper/cargos`, `PUT shipper/cargos/:id`). The form's state
 * (../ui/form-state.ts, which replaced react-hook-form for size) checks the values with the contract's `CargoInput`
 * and its messages in the element's language; the server's 422 field errors land under their fields, anything else
 * in a toast (spec 8). Every change is kept as a draft
 * in browser storage until a save succeeds, so a failed save or a reload loses nothing.
 *
 * This file puts the parts together: the sections (`*-section.tsx`), the buttons (`form-actions.tsx`), loading
 * and the draft (`use-cargo-draft.ts`), saving (`use-submit-order.ts`).
 */

import { useMemo, useRef } from 'react'
import type { CargoInputValue } from '../../core/contract/shipper'
import { Button, EmptyState, ErrorState, Skeleton, useCore, useFormat, useLang, useSignal, useT } from '../ui'
import { useForm } from '../ui/form-state'
import { CargoSection } from './cargo-section'
import { ConditionsSection } from './conditions-section'
import { ContactsSection } from './contacts-section'
import { useCurrencies, useDictionaries, useStaff } from './dictionaries'
import { draftKeyOf } from './draft'
import { FormActions } from './form-actions'
import { PaymentSection } from './payment-section'
import { RouteSection } from './route-section'
import type { OrderFormProps } from './schema'
import type { OrderFormTextKey } from './texts'
import { useCargoDraft } from './use-cargo-draft'
import { useSubmitOrder } from './use-submit-order'
import { emptyValues, type FormValues, loadCargoRules, orderResolver } from './values'

/** The first focus in the form loads the contract's rules and messages, so the first check does not wait for them. */
const loadRulesOnFocus = (form: HTMLFormElement | null) =>
  form?.addEventListener('focusin', () => void loadCargoRules(), { once: true })

export function OrderForm({ cargoId, draftKey, hideTitle, dispatch }: OrderFormProps) {
  const t = useT<OrderFormTextKey>()
  const core = useCore()
  const lang = useLang()
  const format = useFormat()
  const signedIn = useSignal(core.session.isSignedIn)
  const roles = useSignal(core.session.userRoles)
  const isShipper = roles.length === 0 || roles.includes('shipper')
  const langRef = useRef(lang)
  langRef.current = lang

  const resolver = useMemo(() => orderResolver(() => langRef.current), [])
  const form = useForm<FormValues, CargoInputValue>({ defaultValues: emptyValues(), resolver })
  const draft = useCargoDraft({ form, cargoId, draftKey: draftKeyOf(cargoId, draftKey), signedIn })
  const { submit, intent } = useSubmitOrder({ form, cargoId, onSaved: draft.saved, dispatch })
  const dictionaries = useDictionaries()
  const staff = useStaff(signedIn)
  const currencies = useCurrencies()
  const { load, restoredAt } = draft

  if (!signedIn || !isShipper) {
    return (
      <div className="of" part="order-form">
        <EmptyState title={t('order_form.sign_in')} />
      </div>
    )
  }
  if (load.status === 'loading') {
    return (
      <div className="of" part="order-form">
        <Skeleton lines={8} label={t('common.loading')} />
      </div>
    )
  }
  if (load.status === 'failed') {
    return (
      <div className="of" part="order-form">
        <ErrorState error={load.error} title={t('order_form.load_failed')} />
      </div>
    )
  }
  const locked = load.status === 'done' && !load.cargo.editable
  const section = { form, errors: form.formState.errors, locked }
  const submitting = form.formState.isSubmitting

  return (
    <form className="of" part="order-form" noValidate onSubmit={submit} ref={loadRulesOnFocus}>
      {!hideTitle && (
        <h2 className="of-title" part="title">
          {cargoId === undefined ? t('order_form.title_new') : t('order_form.title_edit', { id: cargoId })}
        </h2>
      )}
      {locked && load.status === 'done' && (
        <p className="of-notice" role="status" data-notice="locked">
          {t('order_form.not_editable', { stage: t(`shipper_cargos.stage_${load.cargo.stage}`) })}
        </p>
      )}
      {restoredAt && (
        <p className="of-notice" role="status" data-notice="draft">
          <span>
            {t('order_form.draft_restored', { time: format.dateTime(restoredAt) })} {t('order_form.draft_kept')}
          </span>
          <Button size="small" variant="ghost" onClick={draft.discard}>
            {t('order_form.draft_discard')}
          </Button>
        </p>
      )}
      <p className="of-muted">{t('order_form.required_note')}</p>
      <RouteSection {...section} places={draft.places} setPlaces={draft.setPlaces} />
      <CargoSection {...section} dictionaries={dictionaries} />
      <ConditionsSection form={form} locked={locked} dictionaries={dictionaries} />
      <PaymentSection {...section} dictionaries={dictionaries} currencies={currencies} />
      <ContactsSection {...section} staff={staff} />
      <FormActions
        creating={cargoId === undefined}
        intent={intent}
        submitting={submitting}
        locked={locked}
        onReset={draft.discard}
      />
    </form>
  )
}

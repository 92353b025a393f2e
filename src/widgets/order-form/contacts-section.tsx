/** Who the carriers call (the company's staff) and a free comment. */

import type { StaffMember } from '../../core/contract/entities'
import { Field, MultiSelect, useT } from '../ui'
import { Controller } from '../ui/form-state'
import type { OrderFormTextKey } from './texts'
import type { SectionProps } from './values'

interface ContactsSectionProps extends SectionProps {
  staff: StaffMember[]
}

export function ContactsSection({ form, errors, locked, staff }: ContactsSectionProps) {
  const t = useT<OrderFormTextKey>()
  return (
    <fieldset className="of-section" part="contacts" disabled={locked}>
      <legend className="of-legend">{t('order_form.contacts')}</legend>
      <div className="of-grid">
        <Controller
          control={form.control}
          name="contacts"
          render={({ field }) => (
            <MultiSelect<number>
              label={t('order_form.contacts')}
              hint={t('order_form.contacts_hint')}
              value={field.value}
              onChange={field.onChange}
              options={staff.map((member) => ({
                value: member.id,
                label: member.full_name,
                ...(member.phone ? { description: member.phone } : {}),
              }))}
              error={errors.contacts}
            />
          )}
        />
      </div>
      <Controller
        control={form.control}
        name="comment"
        render={({ field }) => (
          <Field label={t('order_form.comment')} hint={t('order_form.comment_hint')} error={errors.comment}>
            {(control) => (
              <textarea
                part="textarea"
                className="fx-input of-textarea"
                rows={3}
                maxLength={2000}
                value={field.value}
                onChange={(event) => field.onChange(event.currentTarget.value)}
                {...control}
              />
            )}
          </Field>
        )}
      />
    </fieldset>
  )
}

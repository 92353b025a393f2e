/**
 * The signatory's passport of the advance-payment application, with the company's kind: checked by the contract's
 * body before it is sent (its messages under the fields, in the interface language), the server's refusals under
 * the same fields.
 */
import { type CompanyKind, saveVerification, type Verification } from '../../../core/contract/finance'
import { Button, useApi, useT, useToast } from '../../../widgets/ui'
import { FormDate } from '../../forms/date-fields'
import { FormText } from '../../forms/fields'
import { FormSelect } from '../../forms/select-fields'
import { applyServerErrors, bodySchema, useZodForm } from '../../forms/use-zod-form'
import type { HostTextKey } from '../../texts/keys'

const passportForm = bodySchema(saveVerification)
const passportFields = [
  'company_type',
  ...['series', 'number', 'issued_by', 'issued_at', 'department_code', 'birth_date'].map((key) => `passport.${key}`),
]

export function PassportForm({ kind, onSaved }: { kind: CompanyKind; onSaved: (verification: Verification) => void }) {
  const t = useT<HostTextKey>()
  const api = useApi()
  const toast = useToast()
  const form = useZodForm(passportForm, {
    defaultValues: {
      company_type: kind,
      passport: { series: '', number: '', issued_by: '', issued_at: '', department_code: '', birth_date: '' },
    },
  })
  const save = form.handleSubmit(async (body) => {
    try {
      const answer = await api.call(saveVerification, { body })
      toast.show(t('finance.passport_saved'))
      onSaved(answer.data)
    } catch (error) {
      applyServerErrors(form, error, toast, { fields: passportFields })
    }
  })
  return (
    <form className="fx-hp-form" data-form="passport" noValidate onSubmit={save}>
      <FormSelect
        control={form.control}
        name="company_type"
        label={t('finance.company_type')}
        options={[
          { value: 'ooo' as const, label: t('finance.company_ooo') },
          { value: 'ip' as const, label: t('finance.company_ip') },
        ]}
      />
      <div className="fx-hp-grid">
        {(['series', 'number', 'department_code'] as const).map((key) => (
          <FormText key={key} control={form.control} name={`passport.${key}`} label={t(`finance.${key}`)} />
        ))}
        <FormDate control={form.control} name="passport.issued_at" label={t('finance.issued_at')} />
        <FormDate control={form.control} name="passport.birth_date" label={t('finance.birth_date')} />
      </div>
      <FormText control={form.control} name="passport.issued_by" label={t('finance.issued_by')} />
      <div className="fx-hp-links">
        <Button type="submit" data-action="save-passport" loading={form.formState.isSubmitting}>
          {t('finance.save_passport')}
        </Button>
      </div>
    </form>
  )
}

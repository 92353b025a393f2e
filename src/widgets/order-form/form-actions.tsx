/**
 * The buttons under the form: a new cargo is published or kept as a draft (both submit; `intent` says which),
 * an edited one saved; either way the changes can be reset.
 */

import type { RefObject } from 'react'
import { Button, useT } from '../ui'
import type { OrderFormTextKey } from './texts'

export type SaveIntent = 'draft' | 'publish'

interface FormActionsProps {
  creating: boolean
  intent: RefObject<SaveIntent>
  submitting: boolean
  locked: boolean
  onReset: () => void
}

export function FormActions({ creating, intent, submitting, locked, onReset }: FormActionsProps) {
  const t = useT<OrderFormTextKey>()
  return (
    <div className="of-actions" part="actions">
      {creating ? (
        <>
          <Button
            type="submit"
            variant="primary"
            loading={submitting && intent.current === 'publish'}
            disabled={submitting}
            onClick={() => {
              intent.current = 'publish'
            }}
          >
            {t('order_form.publish')}
          </Button>
          <Button
            type="submit"
            loading={submitting && intent.current === 'draft'}
            disabled={submitting}
            onClick={() => {
              intent.current = 'draft'
            }}
          >
            {t('order_form.save_draft')}
          </Button>
        </>
      ) : (
        <Button type="submit" variant="primary" loading={submitting} disabled={locked}>
          {t('order_form.save')}
        </Button>
      )}
      <Button variant="ghost" onClick={onReset} disabled={submitting}>
        {t('order_form.reset')}
      </Button>
    </div>
  )
}

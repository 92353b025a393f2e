/**
 * The invitation to sign in that the cargo dialog shows anonymous visitors instead of the contacts: a link to the
 * page's `sign-in-url`, or a button that fires `fx-sign-in-request`. Loaded with the dialog's body.
 */
import type { MouseEvent, ReactNode } from 'react'
import { Button, useStyles, useT } from '../ui'
import css from './sign-in-invite.css?inline'
import type { CargoSearchTextKey } from './texts'

export function SignInInvite({
  url,
  onRequest,
  children,
}: {
  url: string | null
  onRequest: () => boolean
  children: ReactNode
}) {
  const t = useT<CargoSearchTextKey>()
  const styles = useStyles(css)
  return (
    <div className="cs-sign-in" part="sign-in">
      {styles}
      <p>{children}</p>
      {url ? (
        <a
          className="fx-button cs-sign-in-link"
          data-variant="primary"
          part="button sign-in-link"
          href={url}
          onClick={(event: MouseEvent) => {
            if (!onRequest()) event.preventDefault()
          }}
        >
          {t('common.sign_in')}
        </a>
      ) : (
        <Button variant="primary" className="cs-sign-in-button" onClick={() => onRequest()}>
          {t('common.sign_in')}
        </Button>
      )}
    </div>
  )
}

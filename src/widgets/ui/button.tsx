import { type ButtonHTMLAttributes, forwardRef, type ReactNode } from 'react'
import { useT } from './context'

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  variant?: 'primary' | 'secondary' | 'ghost' | 'danger'
  size?: 'small' | 'medium'
  /** Shows a spinner, sets `aria-busy` and blocks clicks. */
  loading?: boolean
  type?: 'button' | 'submit' | 'reset'
  /** An icon before the text; a button with only an icon needs `aria-label`. */
  icon?: ReactNode
}

/** A button. Part: `button`. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'secondary', size = 'medium', loading = false, type = 'button', icon, children, className, ...rest },
  ref,
) {
  const t = useT()
  return (
    <button
      ref={ref}
      type={type}
      part="button"
      className={['fx-button', className].filter(Boolean).join(' ')}
      data-variant={variant}
      data-size={size}
      aria-busy={loading || undefined}
      {...rest}
      disabled={rest.disabled || loading}
    >
      {loading ? <span className="fx-spinner" aria-hidden="true" /> : icon}
      {children}
      {loading && <span className="fx-visually-hidden">{t('common.loading')}</span>}
    </button>
  )
})

/** The toasts of a widget, at the bottom (spec 9). Errors are announced assertively, the rest politely. */
import { useSignal, useT, useWidget } from './context'

/** Rendered once per widget by `defineWidget`. Parts: `toasts`, `toast`. */
export function ToastRegion() {
  const { toasts } = useWidget()
  const list = useSignal(toasts.toasts)
  const t = useT()
  return (
    <section part="toasts" className="fx-toasts" aria-label={t('kit.notifications')}>
      {list.map((toast) => (
        // biome-ignore lint/a11y/noStaticElementInteractions: a live region (status/alert) that pauses its timer while read
        <div
          key={toast.id}
          part="toast"
          className="fx-toast"
          data-kind={toast.kind}
          role={toast.kind === 'error' ? 'alert' : 'status'}
          onMouseEnter={() => toasts.pause(toast.id)}
          onMouseLeave={() => toasts.resume(toast.id)}
          onFocus={() => toasts.pause(toast.id)}
          onBlur={() => toasts.resume(toast.id)}
        >
          <span className="fx-toast-message">{toast.message}</span>
          <button
            type="button"
            className="fx-icon-button"
            aria-label={t('common.close')}
            onClick={() => toasts.dismiss(toast.id)}
          >
            ×
          </button>
        </div>
      ))}
    </section>
  )
}

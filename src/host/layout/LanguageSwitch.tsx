/** The interface language switch (ru | en): drives the shared core's i18n (texts, Accept-Language, Intl formats). */
import type { Lang } from '../../core/contract/common'
import { languages } from '../../core/i18n'
import { useCore, useLang, useT } from '../../widgets/ui'

const labels: Record<Lang, string> = { ru: 'RU', en: 'EN' }
const names: Record<Lang, string> = { ru: 'Русский', en: 'English' }

export function LanguageSwitch({ className }: { className?: string }) {
  const t = useT()
  const lang = useLang()
  const core = useCore()
  return (
    // biome-ignore lint/a11y/useSemanticElements: a toolbar-like group of toggle buttons, not a form field set
    <div className={`hx-lang ${className ?? ''}`} role="group" aria-label={t('common.language')}>
      {languages.map((value) => (
        <button
          key={value}
          type="button"
          className="hx-lang-option"
          lang={value}
          aria-pressed={lang === value}
          title={names[value]}
          // the visible code first, so that the name contains the label (WCAG 2.5.3)
          aria-label={`${labels[value]}, ${names[value]}`}
          onClick={() => void core.i18n.setLanguage(value)}
        >
          {labels[value]}
        </button>
      ))}
    </div>
  )
}

/**
 * The notice a widget shows above its content when the page is misconfigured (./config-problem.ts), in the widget's
 * language: what is wrong and where to fix it, so the page's developer does not need the console. Loaded only when
 * there is a problem to show (its texts are no part of a page's first load), so it takes what it needs as props.
 */
import type { Lang } from '../../core/contract/common'
import css from './config-notice.css?inline'
import type { ConfigProblem } from './config-problem'

const texts: Record<Lang, { title: string; explain: (problem: ConfigProblem) => string }> = {
  ru: {
    title: 'Виджет настроен неверно',
    explain: (p) =>
      p.kind === 'origin-refused'
        ? `Биржа ${p.exchange} отвечает, но не этой странице: адреса ${p.page} нет среди разрешённых адресов ` +
          `партнёра. Добавьте «${p.page}» в allowedOrigins партнёра (config/partners.json биржи) ` +
          'или в FX_CORS_ORIGINS биржи.'
        : p.kind === 'unreachable'
          ? `Биржа по адресу ${p.exchange} не отвечает: проверьте атрибут api-base (в React — apiBase) ` +
            'и доступность биржи из сети страницы.'
          : 'Вход истёк: токен, переданный виджету (свойство token), больше не принимается. Передайте новый токен.',
  },
  en: {
    title: 'The widget is misconfigured',
    explain: (p) =>
      p.kind === 'origin-refused'
        ? `The exchange at ${p.exchange} answers, but not to this page: its origin ${p.page} is not among the ` +
          `partner's allowed origins. Add "${p.page}" to the partner's allowedOrigins (the exchange's ` +
          "config/partners.json) or to the exchange's FX_CORS_ORIGINS."
        : p.kind === 'unreachable'
          ? `Nothing answers at ${p.exchange}: check the api-base attribute (apiBase in React) and that the ` +
            "exchange is reachable from the page's network."
          : 'The sign-in has expired: the token given to the widget (its token property) is no longer accepted. ' +
            'Pass a fresh token.',
  },
}

export default function ConfigNotice({
  problem,
  lang,
  adopt,
}: {
  problem: ConfigProblem
  lang: Lang
  /** Adopts a stylesheet in the widget's shadow root. */
  adopt: (css: string) => void
}) {
  adopt(css)
  const text = texts[lang] ?? texts.ru
  return (
    <div className="fx-config-problem" part="config-problem" role="alert" data-problem={problem.kind}>
      <strong>{text.title}</strong> {text.explain(problem)}
    </div>
  )
}

/**
 * /account/help (spec 2 "help tutorials"): the guided tours of the screens the user may open, each with
 * where the user stopped; a tour starts (or continues at its stored step) on its own screen.
 */
import { listHelpGuides } from '../../../core/contract/help'
import { addTexts } from '../../../core/i18n/texts'
import { Button, EmptyState, ErrorState, Skeleton, useEndpoint, useT } from '../../../widgets/ui'
import { Page } from '../../forms/page'
import { requestTour, resumeStep } from '../../help/requests'
import { useHost } from '../../host-context'
import { useMayOpen } from '../../session'
import * as helpTexts from '../../texts/help'
import type { HostTextKey } from '../../texts/keys'

addTexts(helpTexts)

export default function HelpPage() {
  const t = useT<HostTextKey>()
  const { navigate } = useHost()
  const open = useMayOpen()
  const guides = useEndpoint(listHelpGuides, {}, { select: (answer) => answer.data })
  return (
    <Page name="help" title={t('help.title')} width="medium">
      <p className="fx-hp-lead">{t('help.lead')}</p>
      {guides.state === 'loading' && <Skeleton lines={5} />}
      {guides.state === 'error' && <ErrorState error={guides.error} onRetry={guides.reload} />}
      {guides.state === 'ready' &&
        (() => {
          const mine = guides.data.filter((guide) => open(guide.route))
          if (mine.length === 0) return <EmptyState title={t('help.empty')} />
          return (
            <ul className="fx-hp-list" data-list="guides">
              {mine.map((guide) => {
                const total = guide.steps.length
                const status =
                  guide.status === 'finished'
                    ? t('help.status_finished')
                    : guide.status === 'started'
                      ? t('help.status_started', { step: guide.step + 1, total })
                      : t('help.status_new')
                const go = (from: number) => {
                  requestTour(guide, from)
                  navigate(guide.route)
                }
                return (
                  <li key={guide.id} className="fx-hp-item" data-guide={guide.route} data-status={guide.status}>
                    <div className="fx-hp-item-main">
                      <span className="fx-hp-item-name">{guide.title}</span>
                      <span className="fx-hp-muted">{guide.description}</span>
                    </div>
                    <div className="fx-hp-item-main">
                      <span className="fx-hp-tags">
                        <span className="fx-hp-tag">{status}</span>
                      </span>
                      <span className="fx-hp-muted">{t('help.steps', { count: total })}</span>
                    </div>
                    <div className="fx-hp-item-actions">
                      {guide.status === 'started' ? (
                        <Button
                          variant="primary"
                          size="small"
                          data-action="resume"
                          onClick={() => go(resumeStep(guide))}
                        >
                          {t('help.resume', { step: guide.step + 1 })}
                        </Button>
                      ) : (
                        <Button
                          variant={guide.status === 'new' ? 'primary' : 'secondary'}
                          size="small"
                          data-action="start"
                          onClick={() => go(0)}
                        >
                          {guide.status === 'new' ? t('help.start') : t('help.restart')}
                        </Button>
                      )}
                    </div>
                  </li>
                )
              })}
            </ul>
          )
        })()}
    </Page>
  )
}

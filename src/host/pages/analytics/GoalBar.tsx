/**
 * A goal's bar: filled by its progress (0-100 %), coloured by its state: green when the target is reached or the
 * ceiling kept, neutral while a target is not reached yet, red when a ceiling is exceeded or the value is below zero
 * (a negative saving is an empty red bar). The words under it say the same for those who do not see colour.
 */
import type { GoalState } from '../../../core/contract/analytics'
import { useAT } from './shared'

export function GoalBar({
  progress,
  state,
  better,
  label,
  withText = false,
}: {
  progress: number
  state: GoalState | null
  better: 'more' | 'less'
  label: string
  withText?: boolean
}) {
  const t = useAT()
  const filled = Math.max(0, Math.min(100, progress))
  const text =
    state === 'missed'
      ? better === 'less'
        ? t('analytics.ceiling_missed')
        : t('analytics.target_missed')
      : better === 'less'
        ? t('analytics.ceiling_met')
        : t('analytics.progress', { value: progress })
  return (
    <>
      <div
        className="an-bar"
        data-state={state ?? undefined}
        role="progressbar"
        aria-label={label}
        aria-valuenow={filled}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuetext={text}
      >
        <span style={{ width: `${filled}%` }} />
      </div>
      {withText && (
        <span className="an-muted" data-goal-state={state ?? undefined}>
          {text}
        </span>
      )}
    </>
  )
}

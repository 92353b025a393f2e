/** The results: skeleton cards while loading, the cards, "show more", or the empty and failed states. */
import { useDeferredValue } from 'react'
import { CARGO_COUNT_CAP, type Cargo } from '../../core/contract/cargo'
import { Button, EmptyState, ErrorState, LoadMore, Skeleton, useFormat, useT } from '../ui'
import { ResultCard } from './result-card'
import type { CargoSearchTextKey } from './texts'
import type { Results } from './use-results'

export interface ResultsListProps {
  results: Results
  canFavorite: boolean
  onOpen: (cargo: Cargo) => void
  onFavorite: (cargo: Cargo) => void
  /** Offered in the empty state when filters are set. */
  onReset?: () => void
}

/** "Найдено 12 грузов" / "More than 10,000 cargos found". */
export function ResultCount({ results }: { results: Results }) {
  const t = useT<CargoSearchTextKey>()
  const format = useFormat()
  if (results.status !== 'done' && results.status !== 'more') return <span className="cs-count" />
  const capped = results.size >= CARGO_COUNT_CAP
  return (
    <span className="cs-count" part="count" aria-live="polite">
      {capped
        ? t('cargo_search.more_than_found', { value: format.number(CARGO_COUNT_CAP) })
        : t('cargo_search.found', { count: results.size, value: format.number(results.size) })}
    </span>
  )
}

/** Parts: `results`, and the card parts. */
export function ResultsList({ results: current, canFavorite, onOpen, onFavorite, onReset }: ResultsListProps) {
  const t = useT<CargoSearchTextKey>()
  // the results live in a signal, whose changes React renders at once; the cards of a new page are rendered as a
  // deferred update instead, in slices that yield to the browser (20 cards are a long task on a phone's CPU), while
  // what was shown stays a few milliseconds longer. The first render shows what there is (a first view drawn before
  // the widget loaded goes straight on as cards)
  const results = useDeferredValue(current)
  if (results.status === 'idle' || results.status === 'loading') {
    return (
      <div className="cs-results" part="results" aria-busy="true">
        {[0, 1, 2].map((i) => (
          <div key={i} className="cs-card cs-card-skeleton">
            <Skeleton lines={3} label={i === 0 ? t('cargo_search.loading_results') : undefined} />
          </div>
        ))}
      </div>
    )
  }
  if (results.status === 'failed') {
    return <ErrorState error={results.error} onRetry={results.retry} />
  }
  if (results.items.length === 0) {
    return (
      <EmptyState
        title={t('cargo_search.empty_title')}
        description={t('cargo_search.empty_hint')}
        action={onReset && <Button onClick={onReset}>{t('cargo_search.reset_filters')}</Button>}
      />
    )
  }
  return (
    <>
      <ol className="cs-results" part="results" aria-label={t('cargo_search.results')}>
        {results.items.map((cargo) => (
          <li key={cargo.id} className="cs-result">
            <ResultCard cargo={cargo} canFavorite={canFavorite} onOpen={onOpen} onFavorite={onFavorite} />
          </li>
        ))}
      </ol>
      <LoadMore
        loaded={results.items.length}
        total={Math.min(results.size, CARGO_COUNT_CAP)}
        loading={results.status === 'more'}
        onLoadMore={results.loadMore}
      />
    </>
  )
}

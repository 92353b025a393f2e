/** The "show more" button of load-more lists (paging of spec 4), with "shown N of M"; page buttons: ./pagination.tsx. */
import { hasMore } from '../../core/api'
import { addTexts } from '../../core/i18n/texts'
import { Button } from './button'
import { useStyles, useT } from './context'
import paginationCss from './pagination.css?inline'
import type { KitPaginationTextKey } from './texts/pagination'
import * as pieceTexts from './texts/pagination'

// this piece's own texts come with it (the page buttons add the same ones; adding twice is harmless)
addTexts(pieceTexts)

export interface LoadMoreProps {
  /** Items loaded so far. */
  loaded: number
  /** All items on the server (`meta.size`). */
  total: number
  loading?: boolean
  onLoadMore: () => void
}

/** "Show more" with "shown N of M"; hidden when everything is loaded. Part: `load-more`. */
export function LoadMore({ loaded, total, loading, onLoadMore }: LoadMoreProps) {
  const styles = useStyles(paginationCss)
  const t = useT<KitPaginationTextKey>()
  if (!hasMore(loaded, total)) return null
  return (
    <div part="load-more" className="fx-load-more">
      {styles}
      <span className="fx-hint" aria-live="polite">
        {t('kit.shown_of', { shown: loaded, total })}
      </span>
      <Button onClick={onLoadMore} loading={loading}>
        {t('common.load_more')}
      </Button>
    </div>
  )
}

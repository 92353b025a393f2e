/**
 * Paging of spec 4 (next page = offset + limit) as page buttons. The "show more" button of load-more lists is
 * ./load-more.tsx: a module apart, so a page that shows only that one (the cargo search) does not load these.
 */
import { addTexts } from '../../core/i18n/texts'
import { Button } from './button'
import { useStyles, useT } from './context'
import paginationCss from './pagination.css?inline'
import type { KitPaginationTextKey } from './texts/pagination'
import * as pieceTexts from './texts/pagination'

// this piece's own texts come with it
addTexts(pieceTexts)

export interface PaginationProps {
  /** All items on the server (`meta.size`). */
  total: number
  limit: number
  offset: number
  /** The new offset. */
  onChange: (offset: number) => void
  /** Page buttons shown around the current one. */
  siblings?: number
}

/** Pages to show: 1 … 4 5 [6] 7 8 … 20 (`null` = a gap). */
export function pageWindow(current: number, count: number, siblings = 1): Array<number | null> {
  const pages = new Set<number>([1, count])
  for (let p = current - siblings; p <= current + siblings; p++) if (p >= 1 && p <= count) pages.add(p)
  const sorted = [...pages].filter((p) => p >= 1 && p <= count).sort((a, b) => a - b)
  const out: Array<number | null> = []
  for (const [i, page] of sorted.entries()) {
    const previous = sorted[i - 1]
    if (previous !== undefined && page - previous === 2) out.push(previous + 1)
    else if (previous !== undefined && page - previous > 2) out.push(null)
    out.push(page)
  }
  return out
}

/** Parts: `pagination`, `page`. */
export function Pagination({ total, limit, offset, onChange, siblings = 1 }: PaginationProps) {
  const styles = useStyles(paginationCss)
  const t = useT<KitPaginationTextKey>()
  const count = Math.max(1, Math.ceil(total / Math.max(1, limit)))
  const current = Math.min(count, Math.floor(offset / Math.max(1, limit)) + 1)
  if (count <= 1) return null
  const go = (page: number) => onChange((page - 1) * limit)
  return (
    <nav part="pagination" className="fx-pagination" aria-label={t('kit.pagination')}>
      {styles}
      <Button
        variant="ghost"
        size="small"
        disabled={current <= 1}
        onClick={() => go(current - 1)}
        aria-label={t('kit.previous_page')}
      >
        ‹
      </Button>
      {pageWindow(current, count, siblings).map((page, i) =>
        page === null ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity
          <span key={`gap${i}`} className="fx-page-gap" aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={page}
            type="button"
            part="page"
            className="fx-page"
            aria-current={page === current ? 'page' : undefined}
            aria-label={t('kit.page', { page })}
            onClick={() => page !== current && go(page)}
          >
            {page}
          </button>
        ),
      )}
      <Button
        variant="ghost"
        size="small"
        disabled={current >= count}
        onClick={() => go(current + 1)}
        aria-label={t('kit.next_page')}
      >
        ›
      </Button>
    </nav>
  )
}

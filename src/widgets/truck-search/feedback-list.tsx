/**
 * Feedback about a carrier as its truck's details and the site's carrier page list it: each note's stars and words,
 * or a line saying there is none yet.
 */
import { useT } from '../ui'
import type { TruckSearchTextKey } from './texts'

export interface FeedbackNote {
  id: number
  /** 1..5 */
  rating: number
  content: string
}

export function FeedbackList({ notes, className }: { notes: readonly FeedbackNote[]; className: string }) {
  const t = useT<TruckSearchTextKey>()
  if (notes.length === 0) return <p className="fx-hint">{t('truck_search.no_feedback')}</p>
  return (
    <ul className={className}>
      {notes.map((row) => (
        <li key={row.id}>
          <span role="img" aria-label={`${row.rating}/5`}>
            {'★'.repeat(row.rating)}
            {'☆'.repeat(5 - row.rating)}
          </span>{' '}
          {row.content}
        </li>
      ))}
    </ul>
  )
}

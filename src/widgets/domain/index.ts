/**
 * Domain pieces that several widgets and host pages show (a cargo, a truck, a response), built from the generic kit
 * in `widgets/ui`, which knows none of them. Each piece adopts its own CSS in the shadow root that shows it (`useStyles`),
 * so a widget whose first view does not show one does not load its CSS; the host installs `domainStyles` with the
 * kit's.
 */

export { CargoDetails, type CargoDetailsClassNames, type CargoDetailsProps, cargoPrice } from './cargo-details'
export { LanePriceChart, type LanePriceChartProps } from './lane-price-chart'
export { RelevantTransport, type RelevantTransportProps } from './relevant-transport'
export { RespondForm, type RespondFormProps } from './respond-form'
export { CompanyReviews, type CompanyReviewsProps } from './reviews/company-reviews'
export {
  CompanyRating,
  criterionKey,
  RatingBadge,
  type RatingBadgeProps,
  RatingSummaryView,
  ReviewCard,
  type ReviewCardProps,
  Stars,
  useRatings,
} from './reviews/rating'
export type { ReviewTextKey } from './reviews/review-texts'
export { domainStyles } from './styles'

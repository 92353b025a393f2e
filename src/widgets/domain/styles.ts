/**
 * The domain pieces' CSS, installed by the host with the kit's. In a widget each piece adopts its own when it first
 * renders (`useStyles`), before the widget's own CSS.
 */
import details from './cargo-details/cargo-details.css?inline'
import domain from './domain.css?inline'
import chart from './lane-price-chart.css?inline'
import reviews from './reviews/reviews.css?inline'

export const domainStyles: readonly string[] = [domain, details, chart, reviews]

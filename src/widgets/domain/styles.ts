/** The domain pieces' CSS, adopted after the kit's by the widgets that show them and installed by the host. */
import details from './cargo-details/cargo-details.css?inline'
import domain from './domain.css?inline'
import chart from './lane-price-chart.css?inline'

export const domainStyles: readonly string[] = [domain, details, chart]

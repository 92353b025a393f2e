/** The kit's CSS, adopted by every widget after the tokens and the base. */
import kit from './kit.css?inline'

export const kitStyles: readonly string[] = [kit]

/** The CSS every widget adopts before its own: design tokens, then the base. The kit's CSS is in `ui/`. */
import base from './base.css?inline'
import tokens from './tokens.css?inline'

export const tokenStyles: string = tokens
export const baseStyles: string = base

/**
 * What the cargo area's files share. Internal to the area: the index does not re-export this file, so the
 * contract's public names stay what they were.
 */

export const tags = ['cargo']

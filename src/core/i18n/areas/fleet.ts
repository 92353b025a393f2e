/**
 * Interface texts of the fleet area (its widget and host screens), Russian and English. Each top-level key is a
 * section of the default namespace (`t('section.key')`); every key must exist in both languages.
 */
export const ru = {} satisfies Record<string, Record<string, string>>

export const en: { [K in keyof typeof ru]: Record<string, string> } = {}

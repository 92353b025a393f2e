/**
 * The texts of the file picker (../file-picker.tsx), Russian and English: registered by
 * the piece's module as it loads, so an element that does not show it does not download them (the kit's other
 * texts are the shared ones, src/core/i18n/resources.ts). Both languages have the same keys: resources.test.ts.
 */
import type { TextKey } from '../../../core/i18n/keys'

export const ru = {
  kit: {
    file_choose: 'Выбрать файл…',
    file_none: 'Файл не выбран',
    file_rules: '{{types}}, не больше {{mb}} МБ',
    file_wrong_type: 'Файл «{{name}}» не подходит: можно только {{types}}',
    file_too_large: 'Файл «{{name}}» слишком большой: можно не больше {{mb}} МБ',
  },
} satisfies Record<string, Record<string, string>>

export const en: { [K in keyof typeof ru]: Record<string, string> } = {
  kit: {
    file_choose: 'Choose a file…',
    file_none: 'No file chosen',
    file_rules: '{{types}}, at most {{mb}} MB',
    file_wrong_type: 'The file “{{name}}” cannot be attached: only {{types}}',
    file_too_large: 'The file “{{name}}” is too large: at most {{mb}} MB',
  },
}

export type KitFileTextKey = TextKey<typeof ru>

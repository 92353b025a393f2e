/**
 * The lane price index chart's texts (./lane-price-chart.tsx registers them when it loads, so the widgets that show
 * the chart need not register the domain's texts). Part of the domain's texts (./texts.ts, which holds them too).
 */
import type { TextKey } from '../../core/i18n/keys'

export const ru = {
  lane_index: {
    title: 'Индекс цены на направлении, {{weeks}} нед.',
    failed: 'Не удалось загрузить индекс цены на направлении',
    retry: 'Повторить',
    per_km: '{{price}}/км',
    aria: 'Медиана {{median}} за км, половина цен от {{low}} до {{high}}',
    sample_one: 'По {{count}} перевозке: договоры и опубликованные ставки',
    sample_few: 'По {{count}} перевозкам: договоры и опубликованные ставки',
    sample_many: 'По {{count}} перевозкам: договоры и опубликованные ставки',
    sample_other: 'По {{count}} перевозкам: договоры и опубликованные ставки',
    empty: 'На этом направлении пока нет цен для индекса',
  },
} satisfies Record<string, Record<string, string>>

export const en: { [K in keyof typeof ru]: Record<string, string> } = {
  lane_index: {
    title: 'Lane price index, {{weeks}} wk',
    failed: 'Could not load the lane price index',
    retry: 'Try again',
    per_km: '{{price}}/km',
    aria: 'Median {{median}} per km, half of the prices from {{low}} to {{high}}',
    sample_one: 'From {{count}} haul: contracts and posted prices',
    sample_other: 'From {{count}} hauls: contracts and posted prices',
    empty: 'No prices on this lane for the index yet',
  },
}

/** The chart's keys (`t('lane_index.title')`). */
export type ChartTextKey = TextKey<typeof ru>

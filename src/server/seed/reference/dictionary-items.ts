/**
 * The dictionaries of spec 3 for Russian road freight, in Russian and English. Ids are fixed (other data refers to
 * them); the order here is the display order. A short name, when not given, is the name itself.
 */

import { VAT_RATE } from '../../../core/contract/finance'
import type { DictionaryKind } from '../../../core/contract/reference'

export interface DictionaryEntry {
  id: number
  ru: string
  en: string
  shortRu?: string
  shortEn?: string
  /** VAT rate in percent, for payment types that carry one. */
  vat?: number
}

const truckTypes: DictionaryEntry[] = [
  { id: 1, ru: 'Тент', en: 'Curtainsider', shortEn: 'Curtain' },
  { id: 2, ru: 'Рефрижератор', en: 'Refrigerated', shortRu: 'Реф.', shortEn: 'Reefer' },
  { id: 3, ru: 'Изотерм', en: 'Insulated', shortEn: 'Insulated' },
  { id: 4, ru: 'Цельнометаллический фургон', en: 'Box van', shortRu: 'ЦМФ', shortEn: 'Box' },
  { id: 5, ru: 'Бортовой', en: 'Dropside', shortRu: 'Борт', shortEn: 'Dropside' },
  { id: 6, ru: 'Открытая площадка', en: 'Flatbed', shortRu: 'Площадка', shortEn: 'Flatbed' },
  { id: 7, ru: 'Тент (джамбо)', en: 'Mega curtainsider', shortRu: 'Джамбо', shortEn: 'Mega' },
  { id: 8, ru: 'Контейнеровоз', en: 'Container chassis', shortRu: 'Конт.', shortEn: 'Container' },
  { id: 9, ru: 'Самосвал', en: 'Tipper', shortEn: 'Tipper' },
  { id: 10, ru: 'Трал (низкорамник)', en: 'Low loader', shortRu: 'Трал', shortEn: 'Low loader' },
  { id: 11, ru: 'Автовоз', en: 'Car transporter', shortEn: 'Car carrier' },
  { id: 12, ru: 'Цистерна', en: 'Tanker', shortEn: 'Tanker' },
  { id: 13, ru: 'Цементовоз', en: 'Cement tanker', shortEn: 'Cement' },
  { id: 14, ru: 'Зерновоз', en: 'Grain truck', shortEn: 'Grain' },
  { id: 15, ru: 'Лесовоз', en: 'Timber truck', shortEn: 'Timber' },
  { id: 16, ru: 'Манипулятор', en: 'Truck with crane', shortEn: 'Crane truck' },
  { id: 17, ru: 'Скотовоз', en: 'Livestock truck', shortEn: 'Livestock' },
  { id: 18, ru: 'Эвакуатор', en: 'Tow truck', shortEn: 'Tow truck' },
  { id: 19, ru: 'Фургон до 3,5 т', en: 'Van up to 3.5 t', shortRu: 'До 3,5 т', shortEn: 'Van ≤3.5 t' },
  { id: 20, ru: 'Ломовоз', en: 'Scrap metal truck', shortEn: 'Scrap' },
  { id: 21, ru: 'Щеповоз', en: 'Chip van', shortEn: 'Chip van' },
]

const loadTypes: DictionaryEntry[] = [
  { id: 1, ru: 'Задняя', en: 'Rear', shortRu: 'Зад.', shortEn: 'Rear' },
  { id: 2, ru: 'Боковая', en: 'Side', shortRu: 'Бок.', shortEn: 'Side' },
  { id: 3, ru: 'Верхняя', en: 'Top', shortRu: 'Верх.', shortEn: 'Top' },
  { id: 4, ru: 'Боковая с двух сторон', en: 'Both sides', shortRu: 'Бок. 2 ст.', shortEn: 'Both sides' },
  { id: 5, ru: 'Полная растентовка', en: 'Full curtain opening', shortRu: 'Растент.', shortEn: 'Full open' },
  { id: 6, ru: 'Со снятием стоек', en: 'Stanchions removed', shortRu: 'Без стоек', shortEn: 'No stanchions' },
  {
    id: 7,
    ru: 'Со снятием поперечных перекладин',
    en: 'Crossbars removed',
    shortRu: 'Без перекладин',
    shortEn: 'No crossbars',
  },
  { id: 8, ru: 'Гидроборт', en: 'Tail lift', shortRu: 'Гидроборт', shortEn: 'Tail lift' },
  { id: 9, ru: 'Аппарели', en: 'Ramps', shortEn: 'Ramps' },
  { id: 10, ru: 'Манипулятором', en: 'By truck crane', shortRu: 'Манип.', shortEn: 'Crane' },
  { id: 11, ru: 'Налив', en: 'Liquid filling', shortEn: 'Filling' },
  { id: 12, ru: 'Пневмовыгрузка', en: 'Pneumatic discharge', shortRu: 'Пневмо', shortEn: 'Pneumatic' },
  { id: 13, ru: 'Самосвальная', en: 'Tipping', shortRu: 'Самосвал.', shortEn: 'Tipping' },
  { id: 14, ru: 'Без ворот', en: 'Doorless', shortEn: 'Doorless' },
]

const cargoTypes: DictionaryEntry[] = [
  { id: 1, ru: 'Товары народного потребления', en: 'Consumer goods', shortRu: 'ТНП', shortEn: 'FMCG' },
  { id: 2, ru: 'Продукты питания', en: 'Foodstuffs', shortRu: 'Продукты', shortEn: 'Food' },
  { id: 3, ru: 'Замороженные продукты', en: 'Frozen food', shortRu: 'Заморозка', shortEn: 'Frozen' },
  { id: 4, ru: 'Овощи и фрукты', en: 'Fruit and vegetables', shortRu: 'Овощи, фрукты', shortEn: 'Produce' },
  { id: 5, ru: 'Напитки', en: 'Beverages', shortEn: 'Drinks' },
  { id: 6, ru: 'Строительные материалы', en: 'Building materials', shortRu: 'Стройматериалы', shortEn: 'Building' },
  { id: 7, ru: 'Металлопрокат', en: 'Rolled metal', shortEn: 'Metal' },
  { id: 8, ru: 'Трубы', en: 'Pipes', shortEn: 'Pipes' },
  { id: 9, ru: 'Оборудование', en: 'Equipment', shortEn: 'Equipment' },
  { id: 10, ru: 'Спецтехника', en: 'Heavy machinery', shortEn: 'Machinery' },
  { id: 11, ru: 'Автомобили', en: 'Cars', shortEn: 'Cars' },
  { id: 12, ru: 'Автозапчасти', en: 'Auto parts', shortEn: 'Auto parts' },
  {
    id: 13,
    ru: 'Бытовая техника и электроника',
    en: 'Appliances and electronics',
    shortRu: 'Техника',
    shortEn: 'Appliances',
  },
  { id: 14, ru: 'Мебель', en: 'Furniture', shortEn: 'Furniture' },
  { id: 15, ru: 'Бумага и картон', en: 'Paper and cardboard', shortRu: 'Бумага', shortEn: 'Paper' },
  { id: 16, ru: 'Тара и упаковка', en: 'Packaging', shortRu: 'Тара', shortEn: 'Packaging' },
  { id: 17, ru: 'Лес круглый', en: 'Roundwood', shortRu: 'Лес', shortEn: 'Roundwood' },
  { id: 18, ru: 'Пиломатериалы', en: 'Sawn timber', shortEn: 'Lumber' },
  { id: 19, ru: 'Зерно', en: 'Grain', shortEn: 'Grain' },
  { id: 20, ru: 'Удобрения', en: 'Fertilisers', shortEn: 'Fertilisers' },
  { id: 21, ru: 'Химическая продукция', en: 'Chemicals', shortRu: 'Химия', shortEn: 'Chemicals' },
  { id: 22, ru: 'Опасный груз (ADR)', en: 'Dangerous goods (ADR)', shortRu: 'ADR', shortEn: 'ADR' },
  { id: 23, ru: 'Медикаменты', en: 'Pharmaceuticals', shortRu: 'Медикаменты', shortEn: 'Pharma' },
  { id: 24, ru: 'Сыпучие грузы', en: 'Dry bulk', shortRu: 'Сыпучие', shortEn: 'Bulk' },
  { id: 25, ru: 'Сборный груз', en: 'Groupage', shortRu: 'Сборный', shortEn: 'Groupage' },
]

const packTypes: DictionaryEntry[] = [
  { id: 1, ru: 'Паллеты', en: 'Pallets', shortRu: 'Палл.', shortEn: 'Pallets' },
  { id: 2, ru: 'Европаллеты', en: 'Euro pallets', shortRu: 'Европалл.', shortEn: 'EUR pallets' },
  { id: 3, ru: 'Коробки', en: 'Boxes', shortRu: 'Кор.', shortEn: 'Boxes' },
  { id: 4, ru: 'Ящики', en: 'Crates', shortEn: 'Crates' },
  { id: 5, ru: 'Мешки', en: 'Bags', shortEn: 'Bags' },
  { id: 6, ru: 'Биг-бэги', en: 'Big bags', shortEn: 'Big bags' },
  { id: 7, ru: 'Навалом', en: 'In bulk', shortEn: 'Bulk' },
  { id: 8, ru: 'Бочки', en: 'Barrels', shortEn: 'Barrels' },
  { id: 9, ru: 'Еврокубы', en: 'IBC containers', shortEn: 'IBC' },
  { id: 10, ru: 'Канистры', en: 'Canisters', shortEn: 'Canisters' },
  { id: 11, ru: 'Рулоны', en: 'Rolls', shortEn: 'Rolls' },
  { id: 12, ru: 'Бухты', en: 'Coils', shortEn: 'Coils' },
  { id: 13, ru: 'Катушки', en: 'Reels', shortEn: 'Reels' },
  { id: 14, ru: 'Пачки', en: 'Bundles', shortEn: 'Bundles' },
  { id: 15, ru: 'Связки', en: 'Tied bundles', shortEn: 'Tied' },
  { id: 16, ru: 'Без упаковки', en: 'Unpacked', shortRu: 'Без упак.', shortEn: 'Unpacked' },
]

const currencies: DictionaryEntry[] = [
  { id: 1, ru: 'Российский рубль', en: 'Russian rouble', shortRu: '₽', shortEn: 'RUB' },
  { id: 2, ru: 'Доллар США', en: 'US dollar', shortRu: '$', shortEn: 'USD' },
  { id: 3, ru: 'Евро', en: 'Euro', shortRu: '€', shortEn: 'EUR' },
  { id: 4, ru: 'Китайский юань', en: 'Chinese yuan', shortRu: '¥', shortEn: 'CNY' },
  { id: 5, ru: 'Казахстанский тенге', en: 'Kazakhstani tenge', shortRu: '₸', shortEn: 'KZT' },
  { id: 6, ru: 'Белорусский рубль', en: 'Belarusian rouble', shortRu: 'Br', shortEn: 'BYN' },
  { id: 7, ru: 'Узбекский сум', en: 'Uzbekistani som', shortRu: 'сум', shortEn: 'UZS' },
  { id: 8, ru: 'Киргизский сом', en: 'Kyrgyzstani som', shortRu: 'сом', shortEn: 'KGS' },
]

const moneyTypes: DictionaryEntry[] = [
  {
    id: 1,
    ru: `Безналичный расчёт с НДС ${VAT_RATE}%`,
    en: `Bank transfer, VAT ${VAT_RATE}%`,
    shortRu: 'С НДС',
    shortEn: 'VAT',
    vat: VAT_RATE,
  },
  { id: 2, ru: 'Безналичный расчёт без НДС', en: 'Bank transfer, no VAT', shortRu: 'Без НДС', shortEn: 'No VAT' },
  {
    id: 3,
    ru: 'Безналичный расчёт с НДС 0% (международная перевозка)',
    en: 'Bank transfer, VAT 0% (international carriage)',
    shortRu: 'НДС 0%',
    shortEn: 'VAT 0%',
    vat: 0,
  },
  {
    id: 4,
    ru: 'Безналичный расчёт с НДС 5% (УСН)',
    en: 'Bank transfer, VAT 5% (simplified taxation)',
    shortRu: 'НДС 5%',
    shortEn: 'VAT 5%',
    vat: 5,
  },
  {
    id: 5,
    ru: 'Безналичный расчёт с НДС 7% (УСН)',
    en: 'Bank transfer, VAT 7% (simplified taxation)',
    shortRu: 'НДС 7%',
    shortEn: 'VAT 7%',
    vat: 7,
  },
  { id: 6, ru: 'Наличные', en: 'Cash', shortRu: 'Нал.', shortEn: 'Cash' },
  { id: 7, ru: 'Перевод на карту', en: 'Card transfer', shortRu: 'На карту', shortEn: 'Card' },
]

const vehicles: DictionaryEntry[] = [
  { id: 1, ru: 'КамАЗ', en: 'KAMAZ' },
  { id: 2, ru: 'МАЗ', en: 'MAZ' },
  { id: 3, ru: 'ГАЗ', en: 'GAZ' },
  { id: 4, ru: 'Урал', en: 'Ural' },
  { id: 5, ru: 'ЗИЛ', en: 'ZIL' },
  { id: 6, ru: 'Volvo', en: 'Volvo' },
  { id: 7, ru: 'Scania', en: 'Scania' },
  { id: 8, ru: 'MAN', en: 'MAN' },
  { id: 9, ru: 'Mercedes-Benz', en: 'Mercedes-Benz', shortRu: 'Mercedes', shortEn: 'Mercedes' },
  { id: 10, ru: 'DAF', en: 'DAF' },
  { id: 11, ru: 'Iveco', en: 'Iveco' },
  { id: 12, ru: 'Renault Trucks', en: 'Renault Trucks', shortRu: 'Renault', shortEn: 'Renault' },
  { id: 13, ru: 'Shacman', en: 'Shacman' },
  { id: 14, ru: 'Sitrak', en: 'Sitrak' },
  { id: 15, ru: 'Howo', en: 'Howo' },
  { id: 16, ru: 'FAW', en: 'FAW' },
  { id: 17, ru: 'Dongfeng', en: 'Dongfeng' },
  { id: 18, ru: 'JAC', en: 'JAC' },
  { id: 19, ru: 'Foton', en: 'Foton' },
  { id: 20, ru: 'Isuzu', en: 'Isuzu' },
  { id: 21, ru: 'Hino', en: 'Hino' },
  { id: 22, ru: 'Hyundai', en: 'Hyundai' },
  { id: 23, ru: 'Ford Trucks', en: 'Ford Trucks', shortRu: 'Ford', shortEn: 'Ford' },
]

const additionalConditions: DictionaryEntry[] = [
  { id: 1, ru: 'Возможна догрузка', en: 'Part load accepted', shortRu: 'Догруз', shortEn: 'Part load' },
  { id: 2, ru: 'Без перегрузов', en: 'No transshipment', shortEn: 'No reload' },
  {
    id: 3,
    ru: 'Соблюдение температурного режима',
    en: 'Temperature control',
    shortRu: 'Темп. режим',
    shortEn: 'Temp. control',
  },
  { id: 4, ru: 'Опломбирование', en: 'Sealed transport', shortRu: 'Пломба', shortEn: 'Seal' },
  {
    id: 5,
    ru: 'Медицинская книжка водителя',
    en: "Driver's health certificate",
    shortRu: 'Медкнижка',
    shortEn: 'Health cert.',
  },
  { id: 6, ru: 'Допуск ADR', en: 'ADR certificate', shortRu: 'ADR', shortEn: 'ADR' },
  { id: 7, ru: 'Пропуск МКАД/ТТК/СК', en: 'Moscow ring road pass', shortRu: 'Пропуск', shortEn: 'City pass' },
  { id: 8, ru: 'Два водителя', en: 'Two drivers', shortRu: '2 водителя', shortEn: '2 drivers' },
  { id: 9, ru: 'Сопровождение груза', en: 'Cargo escort', shortRu: 'Сопровожд.', shortEn: 'Escort' },
  { id: 10, ru: 'Страхование груза', en: 'Cargo insurance', shortRu: 'Страховка', shortEn: 'Insurance' },
  { id: 11, ru: 'Книжка МДП (TIR)', en: 'TIR carnet', shortRu: 'TIR', shortEn: 'TIR' },
  { id: 12, ru: 'Таможенное оформление', en: 'Customs clearance', shortRu: 'Таможня', shortEn: 'Customs' },
  { id: 13, ru: 'Круглосуточная выгрузка', en: '24/7 unloading', shortRu: 'Выгрузка 24/7', shortEn: '24/7' },
  { id: 14, ru: 'Оплата простоя', en: 'Demurrage paid', shortRu: 'Простой', shortEn: 'Demurrage' },
  {
    id: 15,
    ru: 'Электронные перевозочные документы (ЭПД)',
    en: 'Electronic waybills',
    shortRu: 'ЭПД',
    shortEn: 'e-CMR',
  },
  {
    id: 16,
    ru: 'Оригиналы документов почтой',
    en: 'Original documents by post',
    shortRu: 'Оригиналы',
    shortEn: 'Originals',
  },
  {
    id: 17,
    ru: 'Транспорт не старше 5 лет',
    en: 'Truck under 5 years old',
    shortRu: 'ТС до 5 лет',
    shortEn: '<5 years',
  },
  { id: 18, ru: 'Срочная доставка', en: 'Express delivery', shortRu: 'Срочно', shortEn: 'Express' },
]

const additionalEquipments: DictionaryEntry[] = [
  { id: 1, ru: 'Коники', en: 'Stanchions', shortEn: 'Stanchions' },
  { id: 2, ru: 'Ремни крепления', en: 'Lashing straps', shortRu: 'Ремни', shortEn: 'Straps' },
  { id: 3, ru: 'Цепи крепления', en: 'Lashing chains', shortRu: 'Цепи', shortEn: 'Chains' },
  { id: 4, ru: 'Распорные штанги', en: 'Load bars', shortRu: 'Штанги', shortEn: 'Load bars' },
  { id: 5, ru: 'Защитные уголки', en: 'Edge protectors', shortRu: 'Уголки', shortEn: 'Corners' },
  { id: 6, ru: 'Противоскользящие коврики', en: 'Anti-slip mats', shortRu: 'Коврики', shortEn: 'Mats' },
  { id: 7, ru: 'Противооткатные упоры', en: 'Wheel chocks', shortRu: 'Упоры', shortEn: 'Chocks' },
  { id: 8, ru: 'Гидроборт', en: 'Tail lift', shortEn: 'Tail lift' },
  { id: 9, ru: 'Гидравлическая тележка (рохля)', en: 'Pallet jack', shortRu: 'Рохля', shortEn: 'Pallet jack' },
  { id: 10, ru: 'ГЛОНАСС/GPS-трекер', en: 'GLONASS/GPS tracker', shortRu: 'ГЛОНАСС', shortEn: 'GLONASS' },
  { id: 11, ru: 'Тахограф', en: 'Tachograph', shortEn: 'Tachograph' },
  { id: 12, ru: 'Термописец', en: 'Temperature recorder', shortRu: 'Термописец', shortEn: 'Temp. recorder' },
  { id: 13, ru: 'Пневмоподвеска', en: 'Air suspension', shortEn: 'Air susp.' },
  { id: 14, ru: 'Двухъярусная загрузка', en: 'Double deck', shortRu: 'Двухъярусный', shortEn: 'Double deck' },
  { id: 15, ru: 'Съёмные стойки', en: 'Removable posts', shortRu: 'Стойки', shortEn: 'Posts' },
  { id: 16, ru: 'Манипулятор (кран)', en: 'Loader crane', shortRu: 'Кран', shortEn: 'Crane' },
]

export const dictionaryItems: Record<DictionaryKind, DictionaryEntry[]> = {
  truck_types: truckTypes,
  load_types: loadTypes,
  cargo_types: cargoTypes,
  pack_types: packTypes,
  currencies,
  money_types: moneyTypes,
  vehicles,
  'additional-conditions': additionalConditions,
  'additional-equipments': additionalEquipments,
}

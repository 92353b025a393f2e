/** Demo companies and accounts. INNs carry valid check digits (computed from the first digits). */
import { withInnCheckDigits } from '../../../core/contract/validators'
import type { PaymentJson } from '../../db/schema'

interface DemoCompany {
  key: string
  name: string
  inn: string
  kpp: string | null
  ogrn: string | null
  type: 'shipper' | 'carrier' | 'expeditor' | 'platform'
  legal_address: string
  phone: string
  email: string
  payment: PaymentJson | null
}

export const demoCompanies: DemoCompany[] = [
  {
    key: 'platform',
    name: 'ООО «ФрахтБиржа»',
    inn: withInnCheckDigits('770145612'),
    kpp: '770101001',
    ogrn: '1207700123451',
    type: 'platform',
    legal_address: 'г. Москва, ул. Тверская, д. 7',
    phone: '+74951234567',
    email: 'info@freight.example',
    payment: null,
  },
  {
    key: 'north',
    name: 'ООО «Северная Торговая Компания»',
    inn: withInnCheckDigits('781234567'),
    kpp: '781001001',
    ogrn: '1157847123456',
    type: 'shipper',
    legal_address: 'г. Санкт-Петербург, Невский пр., д. 28',
    phone: '+78123334455',
    email: 'office@north-trade.example',
    payment: {
      bank_name: 'ПАО «Банк Санкт-Петербург»',
      bik: '044030790',
      account: '40702810900000012345',
      correspondent_account: '30101810900000000790',
      pay_days: 14,
    },
  },
  {
    key: 'ural',
    name: 'АО «Уральский Металл»',
    inn: withInnCheckDigits('667012345'),
    kpp: '667001001',
    ogrn: '1026605123456',
    type: 'shipper',
    legal_address: 'г. Екатеринбург, ул. Малышева, д. 51',
    phone: '+73432221100',
    email: 'logistics@ural-metal.example',
    payment: null,
  },
  {
    key: 'volga',
    name: 'ООО «ВолгаТрансАвто»',
    inn: withInnCheckDigits('165512345'),
    kpp: '165501001',
    ogrn: '1181690012345',
    type: 'carrier',
    legal_address: 'г. Казань, ул. Баумана, д. 19',
    phone: '+78432001122',
    email: 'dispatch@volgatrans.example',
    payment: {
      bank_name: 'ПАО «Ак Барс» Банк',
      bik: '049205805',
      account: '40702810100000054321',
      correspondent_account: '30101810000000000805',
      pay_days: 7,
    },
  },
  {
    key: 'siberia',
    name: 'ООО «Сибирский Экспресс»',
    inn: withInnCheckDigits('540612345'),
    kpp: '540601001',
    ogrn: '1195476012345',
    type: 'carrier',
    legal_address: 'г. Новосибирск, Красный пр., д. 82',
    phone: '+73832003344',
    email: 'go@sib-express.example',
    payment: null,
  },
  {
    key: 'petrov',
    name: 'ИП Петров Сергей Николаевич',
    inn: withInnCheckDigits('5024123456'),
    kpp: null,
    ogrn: '318502400012345',
    type: 'carrier',
    legal_address: 'Московская обл., г. Красногорск, ул. Ленина, д. 3',
    phone: '+79035556677',
    email: 'petrov.trucks@example.com',
    payment: null,
  },
  {
    key: 'expedition',
    name: 'ООО «Экспедиция Плюс»',
    inn: withInnCheckDigits('773012345'),
    kpp: '773001001',
    ogrn: '1177746012345',
    type: 'expeditor',
    legal_address: 'г. Москва, Варшавское ш., д. 125',
    phone: '+74957778899',
    email: 'hello@expedition-plus.example',
    payment: null,
  },
  // The market's shippers: most of the demo cargos on the exchange are theirs (seed/demo/cargos.ts), so the demo
  // shipper company's own figures (analytics) are its own people's work, not the whole market's.
  ...(
    [
      [
        'south',
        'ООО «ЮгАгроТрейд»',
        '231012345',
        'г. Краснодар, ул. Красная, д. 122',
        '+78612001020',
        'cargo@yug-agro.example',
      ],
      [
        'chernozem',
        'АО «Черноземье Продукт»',
        '366412345',
        'г. Воронеж, пр. Революции, д. 33',
        '+74732003040',
        'logistics@chernozem.example',
      ],
      [
        'volgamebel',
        'ООО «Поволжская Мебельная Фабрика»',
        '631512345',
        'г. Самара, Московское ш., д. 41',
        '+78462005060',
        'dispatch@volga-mebel.example',
      ],
      [
        'sibles',
        'ООО «СибЛесПром»',
        '246512345',
        'г. Красноярск, ул. Ленина, д. 113',
        '+73912007080',
        'sales@sibles.example',
      ],
      [
        'himprom',
        'ООО «НижХимПром»',
        '526012345',
        'г. Нижний Новгород, ул. Большая Покровская, д. 9',
        '+78312009010',
        'shipping@nizhhim.example',
      ],
    ] as const
  ).map(
    ([key, name, inn, legal_address, phone, email]): DemoCompany => ({
      key,
      name,
      inn: withInnCheckDigits(inn),
      kpp: `${inn.slice(0, 4)}01001`,
      ogrn: `10${inn.slice(0, 2)}${inn.slice(2, 4)}0${inn.slice(4, 9)}0`,
      type: 'shipper',
      legal_address,
      phone,
      email,
      payment: null,
    }),
  ),
]

type DemoUser = {
  company: string
  email: string
  phone: string
  name: string
  roles: string[]
  status: 'active' | 'pending'
  timezone: string
  language: 'ru' | 'en'
  telegram_user_id?: number
}

export const demoUsers: DemoUser[] = [
  {
    company: 'north',
    email: 'shipper@example.com',
    phone: '+79161110001',
    name: 'Анна Смирнова',
    roles: ['shipper', 'admin'],
    status: 'active',
    timezone: 'Europe/Moscow',
    language: 'ru',
  },
  {
    company: 'north',
    email: 'logist@example.com',
    phone: '+79161110002',
    name: 'Дмитрий Волков',
    roles: ['shipper', 'shipper.logist'],
    status: 'active',
    timezone: 'Europe/Moscow',
    language: 'ru',
  },
  {
    company: 'north',
    email: 'manager@example.com',
    phone: '+79161110003',
    name: 'Елена Кузнецова',
    roles: ['shipper', 'manager'],
    status: 'active',
    timezone: 'Europe/Moscow',
    language: 'ru',
  },
  {
    company: 'north',
    email: 'pending@example.com',
    phone: '+79161110004',
    name: 'Олег Новиков',
    roles: ['shipper', 'employee'],
    status: 'pending',
    timezone: 'Europe/Moscow',
    language: 'ru',
  },
  {
    company: 'volga',
    email: 'carrier@example.com',
    phone: '+79171110001',
    name: 'Иван Петров',
    roles: ['carrier', 'admin'],
    status: 'active',
    timezone: 'Europe/Moscow',
    language: 'ru',
    telegram_user_id: 100200300,
  },
  {
    company: 'siberia',
    email: 'siberia@example.com',
    phone: '+79131110001',
    name: 'Алексей Соколов',
    roles: ['carrier', 'admin'],
    status: 'active',
    timezone: 'Asia/Novosibirsk',
    language: 'ru',
  },
  {
    company: 'petrov',
    email: 'petrov@example.com',
    phone: '+79035556677',
    name: 'Сергей Петров',
    roles: ['carrier', 'admin'],
    status: 'active',
    timezone: 'Europe/Moscow',
    language: 'ru',
  },
  {
    company: 'ural',
    email: 'ural@example.com',
    phone: '+79221110001',
    name: 'Мария Лебедева',
    roles: ['shipper', 'admin'],
    status: 'active',
    timezone: 'Asia/Yekaterinburg',
    language: 'ru',
  },
  {
    company: 'expedition',
    email: 'expeditor@example.com',
    phone: '+79261110001',
    name: 'Николай Орлов',
    roles: ['expeditor', 'admin'],
    status: 'active',
    timezone: 'Europe/Moscow',
    language: 'en',
  },
  {
    company: 'platform',
    email: 'security@example.com',
    phone: '+79251110001',
    name: 'Татьяна Морозова',
    roles: ['security'],
    status: 'active',
    timezone: 'Europe/Moscow',
    language: 'ru',
  },
  // the market's shippers (see demoCompanies): one or two people each, posting the market's cargos
  ...(
    [
      ['south', 'yug@example.com', '+79181110001', 'Виктор Гончаренко'],
      ['south', 'yug2@example.com', '+79181110002', 'Светлана Ткаченко'],
      ['chernozem', 'chernozem@example.com', '+79201110001', 'Андрей Белов'],
      ['volgamebel', 'mebel@example.com', '+79271110001', 'Наталья Яковлева'],
      ['volgamebel', 'mebel2@example.com', '+79271110002', 'Руслан Хабибуллин'],
      ['sibles', 'sibles@example.com', '+79131110002', 'Павел Широков'],
      ['himprom', 'himprom@example.com', '+79101110001', 'Галина Сорокина'],
    ] as const
  ).map(
    ([company, email, phone, name]): DemoUser => ({
      company,
      email,
      phone,
      name,
      roles: ['shipper', 'admin'],
      status: 'active',
      timezone: company === 'sibles' ? 'Asia/Krasnoyarsk' : 'Europe/Moscow',
      language: 'ru',
    }),
  ),
]

/** The one staff member that stands for "unassigned" (spec 3: system_assistant), listed first in every staff list. */
export const systemAssistant = {
  email: 'system-assistant@freight.example',
  phone: null,
  name: 'Системный ассистент',
  roles: [] as string[],
  status: 'active',
  timezone: 'Europe/Moscow',
  language: 'ru',
}

/** Partner pairs (company, partner): the shipper's "my carriers". */
export const demoPartners: [string, string][] = [
  ['north', 'volga'],
  ['north', 'siberia'],
  ['ural', 'volga'],
]

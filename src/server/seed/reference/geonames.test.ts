import { describe, expect, it } from 'vitest'
import { englishName, russianName } from './geonames'
import { femaleSurname } from './name-parts'
import { cyrillicFromLatin, transliterate } from './transliterate'

const city = (
  name: string,
  alternateNames: string,
  asciiName = name.normalize('NFD').replace(/[^\x20-\x7e]/g, ''),
) => ({
  name,
  asciiName,
  alternateNames: alternateNames.split(','),
})

describe('naming GeoNames places', () => {
  it('transliterates both ways in the BGN/PCGN style', () => {
    expect(transliterate('Екатеринбург')).toBe('Yekaterinburg')
    expect(transliterate('Тольятти')).toBe("Tol'yatti")
    expect(transliterate('Щёлково')).toBe('Shchëlkovo')
    expect(cyrillicFromLatin('Yuzhnyy')).toBe('Южный')
    expect(cyrillicFromLatin('Zavety Il’icha')).toBe('Заветы Ильича')
    expect(cyrillicFromLatin('Pervomayskoye')).toBe('Первомайское')
  })

  it('picks the Russian name among the Cyrillic alternate names', () => {
    // Tatar Казан and Old Church Slavonic forms lose to the Russian form used most in the list.
    expect(russianName(city('Kazan', 'Kazan,Горад Казань,КАЗАНЬ,Казан,Казань,Казань ош,Каꙁанъ,Қазан'))).toBe('Казань')
    // Ukrainian and Belarusian letters are never Russian; a Ukrainian form backs the Russian spelling.
    expect(russianName(city('Irkutsk', 'Іркутськ,Горад Іркуцк,Иркутск,Иркутскай,Иркуцк'))).toBe('Иркутск')
    expect(russianName(city('Cherepovets', 'Горад Чарапавец,Череповетс,Череповец,Череповець'))).toBe('Череповец')
    expect(russianName(city('Khabarovsk', 'Хабаровск,Хабаровскай,Хабаровськ'))).toBe('Хабаровск')
    expect(russianName(city('Orël', 'Орел,Орёл', 'Orel'))).toBe('Орёл')
    expect(russianName(city('Ulan-Ude', 'Верхнеудинск,Улан Уде,Улан-Удэ'))).toBe('Улан-Удэ')
    expect(russianName(city('Moscow', 'Горад Масква,Маскав,Москва,Москова,Москъва,Муско'))).toBe('Москва')
    expect(russianName(city('Minsk', 'Горад Мінск,Минск,Минск ош,Мінск'))).toBe('Минск')
  })

  it('falls back to an all-caps form, a Cyrillic GeoNames name, or the ASCII name back-transliterated', () => {
    expect(russianName(city('Vidnoye', 'VIDNOE,ВИДНОЕ'))).toBe('Видное')
    expect(russianName({ name: 'Волочаевское', asciiName: 'Volochaevskoe', alternateNames: [] })).toBe('Волочаевское')
    expect(russianName(city('Vorotynsk', 'Vorotynsk'))).toBe('Воротынск')
  })

  it('cleans the English name', () => {
    expect(englishName({ name: 'Nizhniy Novgorod', asciiName: 'Nizhniy Novgorod' })).toBe('Nizhny Novgorod')
    expect(englishName({ name: 'Naberezhnyye Chelny', asciiName: 'Naberezhnyye Chelny' })).toBe('Naberezhnye Chelny')
    expect(englishName({ name: 'Arkhangel’sk', asciiName: "Arkhangel'sk" })).toBe('Arkhangelsk')
    expect(englishName({ name: 'Groznyy', asciiName: 'Groznyy' })).toBe('Grozny')
    expect(englishName({ name: 'Ak”yar', asciiName: '' })).toBe('Akyar')
  })

  it('derives female surnames', () => {
    expect(femaleSurname('Иванов')).toBe('Иванова')
    expect(femaleSurname('Соловьёв')).toBe('Соловьёва')
    expect(femaleSurname('Никитин')).toBe('Никитина')
    expect(femaleSurname('Покровский')).toBe('Покровская')
    expect(femaleSurname('Троицкий')).toBe('Троицкая')
    expect(femaleSurname('Толстой')).toBe('Толстая')
    expect(femaleSurname('Шевченко')).toBeNull()
    expect(femaleSurname('Черных')).toBeNull()
  })
})

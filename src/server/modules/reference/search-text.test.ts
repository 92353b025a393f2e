import { describe, expect, it } from 'vitest'
import { capitalize, genderByEnding } from './fio'
import { escapeLike, searchKey, switchLayout } from './search-text'

describe('search text', () => {
  it('normalises like the search indexes', () => {
    expect(searchKey('  Ростов-на-Дону ')).toBe('ростов на дону')
    expect(searchKey('КОРОЛЁВ')).toBe('королев')
    expect(searchKey('Saint   Petersburg')).toBe('saint petersburg')
  })

  it('escapes LIKE patterns', () => {
    expect(escapeLike('100%_a\\b')).toBe('100\\%\\_a\\\\b')
  })

  it('switches the keyboard layout both ways', () => {
    expect(switchLayout('rfpfym')).toBe('казань')
    expect(switchLayout('Vjcrdf')).toBe('москва')
    expect(switchLayout(',hzycr')).toBe('брянск')
    expect(switchLayout('ьщысщц')).toBe('moscow')
    expect(switchLayout('kazan казань')).toBeNull()
    expect(switchLayout('123')).toBeNull()
  })

  it('capitalises names and reads gender from endings', () => {
    expect(capitalize('римский-корсаков')).toBe('Римский-Корсаков')
    expect(capitalize('ИВАНОВА')).toBe('Иванова')
    expect(genderByEnding('surname', 'Пупкина')).toBe('female')
    expect(genderByEnding('surname', 'Пупкин')).toBe('male')
    expect(genderByEnding('surname', 'Шевченко')).toBe('unknown')
    expect(genderByEnding('patronymic', 'Ильич')).toBe('male')
    expect(genderByEnding('patronymic', 'Мамед кызы')).toBe('female')
    expect(genderByEnding('name', 'Вася')).toBe('unknown')
  })
})

/**
 * Checks for keys built from data (`t(`route.${name}`)`): where the contract or a table types a name as a plain
 * string, these narrow it at run time to the names the texts cover, so the built key is typed (./keys.ts) without
 * a cast.
 */

/** `name` is a key of one texts section: `hasKey(ru.route, name)` makes `` `route.${name}` `` a typed key. */
export function hasKey<Section extends object>(section: Section, name: string): name is keyof Section & string {
  return Object.hasOwn(section, name)
}

/** `value` is one of `names` (a status the contract types as a string, checked against its list of statuses). */
export function isOneOf<const Name extends string>(names: readonly Name[], value: unknown): value is Name {
  return names.some((name) => name === value)
}

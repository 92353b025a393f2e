/** One choice in an analytics screen's filter row: the kit's select in a filter cell (`narrow`: a year's width). */
import { Select, type SelectProps } from '../../../widgets/ui'

export function FilterSelect<V extends string | number>({ narrow, ...props }: SelectProps<V> & { narrow?: boolean }) {
  return (
    <div className={narrow ? 'an-filter an-filter-narrow' : 'an-filter'}>
      <Select {...props} />
    </div>
  )
}

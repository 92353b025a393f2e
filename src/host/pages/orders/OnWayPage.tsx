/** /cargos/on-way: the orders loading and on the way, with their last status and dates; late ones marked. */
import { useT } from '../../../widgets/ui'
import type { HostTextKey } from '../../texts/keys'
import { OrdersList } from './OrdersListPage'

export default function OnWayPage() {
  const t = useT<HostTextKey>()
  return <OrdersList view="on_way" name="orders-on-way" title={t('route.orders-on-way')} />
}

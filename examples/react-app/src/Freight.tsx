import {
  CargoSearch,
  NotificationsBell,
  OrderForm,
  TransportCalendar,
  TruckSearch,
} from '@freight-exchange/widgets/react'
import { useState } from 'react'

/** `apiBase`: the exchange, e.g. https://exchange.example; `token`: your user's exchange token, null for a visitor. */
export function Freight({ apiBase, token }: { apiBase: string; token: string | null }) {
  const [selected, setSelected] = useState<number | null>(null)
  return (
    <>
      <NotificationsBell
        apiBase={apiBase}
        lang="en"
        token={token}
        onNotificationOpen={(event) => console.log('fx-notification-open', event.detail.id)}
      />
      <p>Selected cargo: {selected ?? 'none'}</p>
      <CargoSearch
        apiBase={apiBase}
        lang="en"
        pageSize={5}
        filters={{ weight: { min: 1 } }}
        token={token}
        onSearch={(event) => console.log('fx-search', JSON.stringify(event.detail.filters))}
        onCargoSelect={(event) => setSelected(event.detail.id)}
      />
      <TruckSearch
        apiBase={apiBase}
        lang="en"
        maxResults={5}
        token={token}
        onSearchTrucks={(event) => console.log('fx-search-trucks', event.detail.sort)}
      />
      <TransportCalendar
        apiBase={apiBase}
        lang="en"
        days={14}
        token={token}
        onTaskSelect={(event) => console.log('fx-task-select', event.detail.id)}
      />
      <OrderForm
        apiBase={apiBase}
        lang="en"
        token={token}
        onOrderSubmit={(event) => console.log('fx-order-submit', event.detail.cargo.id)}
      />
    </>
  )
}

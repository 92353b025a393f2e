/**
 * /cargos/in-work (cargos-in-work): the shipper's cargos by tab: posted (drafts and available), in work, under
 * contract (`GET shipper/cargos?tab=`, 20 a page). Spec 5: the caller's own cargos unless an employee is chosen
 * (`filter[company_staff]`), or the whole company's. Each card offers what its stage allows: edit and delete
 * (drafts and available ones), the status actions of the server's stage machine, and taking the cargo into work
 * with a responsible employee (the system assistant, "unassigned", is never offered). The tab is remembered in
 * browser storage (spec 9).
 */

import { useEffect, useMemo, useState } from 'react'
import { CARGO_PAGE_SIZE } from '../../../core/contract/cargo'
import * as companies from '../../../core/contract/companies'
import {
  type CargoAction,
  changeCargoStatus,
  deleteCargo,
  listShipperCargos,
  type ShipperCargo,
  type ShipperTab,
  setCargoStage,
  shipperTabs,
} from '../../../core/contract/shipper'
import { addTexts } from '../../../core/i18n/texts'
import { readJson, writeItem } from '../../../core/session'
import type { OrderFormTextKey } from '../../../widgets/order-form/texts'
import * as orderFormTexts from '../../../widgets/order-form/texts'
import {
  Button,
  Dialog,
  EmptyState,
  ErrorState,
  InDialog,
  Pagination,
  Select,
  Skeleton,
  Tabs,
  useApi,
  useCore,
  useEndpoint,
  useFailureToast,
  useFormat,
  useT,
  useToast,
} from '../../../widgets/ui'
import { toastFailure } from '../../forms/errors'
import { useCurrentUser } from '../../forms/use-session'
import { useHost } from '../../host-context'
import type { HostTextKey } from '../../texts/keys'
import * as shipperTexts from '../../texts/shipper'
import { AuctionDialog } from './auction'
import { CargoCard } from './cargo-card'
import { CargoList } from './cargo-list'
import { RenewDialog } from './renew-dialog'
import './shipper-pages.css'

// this page's own texts (the site starts with its shell's only)
addTexts(orderFormTexts, shipperTexts)

export const shipperTabKey = 'shipperCargosTab'

type Who = 'own' | 'all' | `${number}`

const tabLabel: Record<ShipperTab, HostTextKey> = {
  available: 'shipper_cargos.tab_available',
  'in-work': 'shipper_cargos.tab_in_work',
  contract: 'shipper_cargos.tab_contract',
}
const emptyKey = {
  available: 'available',
  'in-work': 'in_work',
  contract: 'contract',
} as const satisfies Record<ShipperTab, string>

const isTab = (value: unknown): value is ShipperTab => (shipperTabs as readonly unknown[]).includes(value)

export default function ShipperCargosPage() {
  const t = useT<HostTextKey | OrderFormTextKey>()
  const api = useApi()
  const core = useCore()
  const format = useFormat()
  const toast = useToast()
  const host = useHost()
  const { user, loading } = useCurrentUser()
  const isShipper = Boolean(user?.roles.includes('shipper'))
  const fromQuery = host.query.get('tab')
  const highlight = Number(host.query.get('highlight') ?? 0)
  const [tab, setTab] = useState<ShipperTab>(() =>
    isTab(fromQuery) ? fromQuery : (readJson<unknown>(core.storage, shipperTabKey, 'available') as ShipperTab),
  )
  const activeTab: ShipperTab = isTab(tab) ? tab : 'available'
  const [who, setWho] = useState<Who>('own')
  const [offset, setOffset] = useState(0)
  const [busy, setBusy] = useState(false)
  const [version, setVersion] = useState(0)
  const [assigning, setAssigning] = useState<ShipperCargo | null>(null)
  const [responsible, setResponsible] = useState<number | null>(null)
  const [deleting, setDeleting] = useState<ShipperCargo | null>(null)
  const [auctioning, setAuctioning] = useState<ShipperCargo | null>(null)
  const [renewing, setRenewing] = useState<ShipperCargo | null>(null)

  useEffect(() => {
    if (isTab(fromQuery)) setTab(fromQuery)
  }, [fromQuery])

  const staffList = useEndpoint(
    companies.listStaff,
    { query: { filter: { status: 'active' } } },
    // spec 3, 9: the system assistant stands for "unassigned": never offered as a choice
    { enabled: isShipper, select: (answer) => answer.data.filter((member) => member.type === 'user') },
  )
  useFailureToast(staffList)
  const staff = staffList.state === 'ready' ? staffList.data : []

  const filter = who === 'own' ? {} : who === 'all' ? { own: false } : { company_staff: Number(who) }
  const list = useEndpoint(
    listShipperCargos,
    { query: { tab: activeTab, limit: CARGO_PAGE_SIZE, offset, sort: '-created_at', filter } },
    { enabled: isShipper, key: version },
  )

  const chooseTab = (next: ShipperTab) => {
    setTab(next)
    setOffset(0)
    writeItem(core.storage, shipperTabKey, JSON.stringify(next))
  }

  const refresh = () => setVersion((n) => n + 1)

  const run = async (work: () => Promise<unknown>, done: string) => {
    setBusy(true)
    try {
      await work()
      toast.show(done, { kind: 'success' })
      refresh()
    } catch (error) {
      toastFailure(toast, error)
      refresh()
    } finally {
      setBusy(false)
    }
  }

  const onAction = (cargo: ShipperCargo, action: CargoAction) =>
    run(
      () => api.call(changeCargoStatus, { params: { id: cargo.id, status: action } }),
      t(`shipper_cargos.done_${action}`, { id: cargo.id }),
    )

  const assign = async () => {
    const cargo = assigning
    const member = staff.find((item) => item.id === responsible)
    if (!cargo || !member) return
    setAssigning(null)
    await run(
      () => api.call(setCargoStage, { params: { id: cargo.id }, body: { stage: 'in_work', user_id: member.id } }),
      t('shipper_cargos.done_in_work', { id: cargo.id, name: member.full_name }),
    )
  }

  const remove = async () => {
    const cargo = deleting
    if (!cargo) return
    setDeleting(null)
    await run(
      () => api.call(deleteCargo, { params: { id: cargo.id } }),
      t('shipper_cargos.done_delete', { id: cargo.id }),
    )
  }

  const whoOptions = useMemo(
    () => [
      { value: 'own' as Who, label: t('shipper_cargos.own_only') },
      { value: 'all' as Who, label: t('shipper_cargos.staff_all') },
      ...staff.map((member) => ({ value: String(member.id) as Who, label: member.full_name })),
    ],
    [staff, t],
  )

  if (!loading && user && !isShipper) {
    return (
      <div className="sp-page">
        <div className="hx-empty-box">
          <EmptyState title={t('shipper_cargos.shipper_only')} description={t('shipper_cargos.shipper_only_hint')} />
        </div>
      </div>
    )
  }

  const cargos = list.state === 'ready' ? list.data.data : []
  const size = list.state === 'ready' ? list.data.meta.size : 0

  return (
    <div className="sp-page" data-page="shipper-cargos">
      <div className="sp-toolbar">
        <Select<Who>
          label={t('shipper_cargos.staff_filter')}
          value={who}
          onChange={(next) => {
            if (next) setWho(next)
            setOffset(0)
          }}
          options={whoOptions}
        />
        <Button variant="primary" onClick={() => host.navigate('order')}>
          {t('shipper_cargos.new_cargo')}
        </Button>
      </div>
      <Tabs<ShipperTab>
        label={t('shipper_cargos.title')}
        value={activeTab}
        onChange={chooseTab}
        tabs={shipperTabs.map((id) => ({ id, label: t(tabLabel[id]) }))}
      >
        {(list.state === 'loading' || loading) && <Skeleton lines={6} label={t('common.loading')} />}
        {list.state === 'error' && <ErrorState error={list.error} onRetry={list.reload} />}
        {(list.state === 'ready' || list.state === 'idle') && cargos.length === 0 && (
          <div className="hx-empty-box">
            <EmptyState
              title={t(`shipper_cargos.empty_${emptyKey[activeTab]}`)}
              description={t(`shipper_cargos.empty_${emptyKey[activeTab]}_hint`)}
              action={
                activeTab === 'available' ? (
                  <Button variant="primary" onClick={() => host.navigate('order')}>
                    {t('shipper_cargos.new_cargo')}
                  </Button>
                ) : undefined
              }
            />
          </div>
        )}
        {cargos.length > 0 && (
          <>
            <CargoList size={size}>
              {cargos.map((cargo) => (
                <CargoCard
                  key={cargo.id}
                  cargo={cargo}
                  t={t}
                  format={format}
                  busy={busy}
                  highlight={cargo.id === highlight}
                  onAction={onAction}
                  onAssign={(next) => {
                    setAssigning(next)
                    setResponsible(next.responsible?.type === 'user' ? next.responsible.id : null)
                  }}
                  onEdit={(next) => host.navigate('order', {}, { cargo: String(next.id) })}
                  onDelete={setDeleting}
                  onAuction={setAuctioning}
                  onRenew={setRenewing}
                />
              ))}
            </CargoList>
            <Pagination total={size} limit={CARGO_PAGE_SIZE} offset={offset} onChange={setOffset} />
          </>
        )}
      </Tabs>

      <Dialog
        open={assigning !== null}
        onClose={() => setAssigning(null)}
        title={assigning ? t('shipper_cargos.choose_responsible', { id: assigning.id }) : ''}
        size="small"
        footer={
          <>
            <Button variant="primary" onClick={() => void assign()} disabled={responsible === null}>
              {t('shipper_cargos.assign')}
            </Button>
            <Button onClick={() => setAssigning(null)}>{t('common.cancel')}</Button>
          </>
        }
      >
        <p className="hx-muted">{t('shipper_cargos.choose_responsible_hint')}</p>
        <InDialog>
          <Select<number>
            label={t('shipper_cargos.responsible')}
            value={responsible}
            onChange={setResponsible}
            options={staff.map((member) => ({ value: member.id, label: member.full_name }))}
          />
        </InDialog>
      </Dialog>

      {renewing && (
        <RenewDialog
          cargo={renewing}
          onClose={() => setRenewing(null)}
          onRenewed={() => {
            setRenewing(null)
            refresh()
          }}
        />
      )}

      {auctioning && (
        <AuctionDialog
          cargo={auctioning}
          onClose={() => setAuctioning(null)}
          onStarted={() => {
            setAuctioning(null)
            refresh()
          }}
        />
      )}

      <Dialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={deleting ? t('shipper_cargos.delete_confirm', { id: deleting.id }) : ''}
        size="small"
        footer={
          <>
            <Button variant="danger" onClick={() => void remove()}>
              {t('shipper_cargos.delete')}
            </Button>
            <Button onClick={() => setDeleting(null)}>{t('common.cancel')}</Button>
          </>
        }
      />
    </div>
  )
}

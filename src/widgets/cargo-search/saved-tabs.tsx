/**
 * Saved filter tabs of a signed-in user (GET and POST v2/cargos/filters, PUT and DELETE v2/cargos/filters/{id}):
 * "All" plus the saved tabs sorted by numeric id (spec 3, 9); the selected tab is kept in local storage and
 * restored (its filter applied) when the widget loads. The tab panel, which holds the search itself, is the search's
 * own (../cargo-search.tsx): placed apart from this list, it stays where it is when this chunk comes.
 *
 * The name dialog (saving a tab, renaming one) is a form-state form (../ui/form-state.ts) checked with the
 * contract's `FilterNameForm` (loaded when the dialog first opens: ./tab-name-rules.ts).
 */
import { useEffect, useMemo, useRef, useState } from 'react'
import { createFilter, deleteFilter, listFilters, type SavedCargoFilter, updateFilter } from '../../core/contract/cargo'
import { addTexts } from '../../core/i18n/texts'
import { writeItem } from '../../core/session'
import {
  Button,
  Dialog,
  loadOnce,
  type TabItem,
  TabList,
  TextInput,
  useApi,
  useCore,
  useHostState,
  useLang,
  useStyles,
  useT,
  useToast,
} from '../ui'
import { Controller, type Form, type Resolver, useForm, useWatch } from '../ui/form-state'
import type { WireFilter } from './filters'
import styles from './saved-tabs.css?inline'
import { type CargoTabTextKey, en, ru } from './tab-texts'

// the tabs' own texts come with them (an anonymous visitor has no tabs)
addTexts({ ru, en })

/** Spec 9: the tab selection is kept in local storage, under this key. */
export const selectedTabKey = 'cargoFilterTab'
export const allTab = 'all'

type TabId = string

export function sortTabs(list: readonly SavedCargoFilter[]): SavedCargoFilter[] {
  return [...list].sort((a, b) => a.id - b.id)
}

export interface SavedTabsProps {
  /** The filter of the form now (what "save" and "update" store). */
  current: () => WireFilter
  /** A tab was picked: its filter, or `null` for "All". */
  onSelect: (filter: WireFilter | null) => void
  /** The tab list's and the search's panel's shared id (`useTabsBase()`). */
  base: string
}

/** Which name dialog is open: saving the search as a new tab, or renaming the selected one. */
type NameDialog = 'create' | 'rename' | null

interface TabName {
  name: string
}

/** The contract's `FilterNameForm` and its check, loaded when the name dialog first opens. */
const loadNameRules = loadOnce(() => import('./tab-name-rules'))

/** The list and its actions, placed in the search's `.cs-tabs` beside its panel. Parts: `tabs`, `tab`, `tab-actions`. */
export function SavedTabs({ current, onSelect, base }: SavedTabsProps) {
  const t = useT<CargoTabTextKey>()
  const sheet = useStyles(styles)
  const api = useApi()
  const core = useCore()
  const toast = useToast()
  const [tabs, setTabs] = useHostState<SavedCargoFilter[] | null>('cargo-search.tabs', null)
  const [selected, setSelected] = useHostState<TabId>(
    'cargo-search.tab',
    () => core.storage.getItem(selectedTabKey) ?? allTab,
  )
  const [restored, setRestored] = useHostState('cargo-search.tab-restored', false)
  const [dialog, setDialog] = useState<NameDialog>(null)
  const [busy, setBusy] = useState(false)
  const lang = useLang()
  const langRef = useRef(lang)
  langRef.current = lang
  const resolver = useMemo<Resolver<TabName, TabName>>(
    () => async (values) => {
      const { FilterNameForm, checkWith } = await loadNameRules()
      return checkWith(FilterNameForm, values, langRef.current)
    },
    [],
  )
  const nameForm = useForm<TabName>({ defaultValues: { name: '' }, resolver })
  /** Opens the name dialog with a name to start from (none for a new tab, the tab's own to rename it). */
  const openNameDialog = (mode: 'create' | 'rename', name: string) => {
    void loadNameRules()
    nameForm.reset({ name })
    setDialog(mode)
  }

  const select = (id: TabId) => {
    setSelected(id)
    writeItem(core.storage, selectedTabKey, id)
  }

  // the user's tabs (once per element); the remembered tab's filter is applied when they arrive
  // biome-ignore lint/correctness/useExhaustiveDependencies: loads once per element (and after a failure, never again)
  useEffect(() => {
    if (tabs !== null) return
    const controller = new AbortController()
    api.call(listFilters, { signal: controller.signal }).then(
      (answer) => {
        const list = sortTabs(answer.data)
        setTabs(list)
        if (!restored) {
          setRestored(true)
          const saved = list.find((tab) => String(tab.id) === selected)
          if (saved) onSelect(saved.filter)
          else if (selected !== allTab) select(allTab)
        }
      },
      (error: unknown) => {
        if (controller.signal.aborted) return
        setTabs([])
        toast.error(error)
      },
    )
    return () => controller.abort()
  }, [tabs, api])

  const list = tabs ?? []
  const active = list.find((tab) => String(tab.id) === selected) ?? null
  const value = active ? selected : allTab
  const items: TabItem<TabId>[] = [
    { id: allTab, label: t('cargo_search.tab_all') },
    ...list.map((tab) => ({ id: String(tab.id), label: tab.name })),
  ]

  const run = async (work: () => Promise<void>) => {
    setBusy(true)
    try {
      await work()
    } catch (error) {
      toast.error(error)
    } finally {
      setBusy(false)
    }
  }

  const saveName = (name: string) =>
    run(async () => {
      if (dialog === 'rename' && active) {
        const answer = await api.call(updateFilter, { params: { id: active.id }, body: { name } })
        setTabs(sortTabs(list.map((tab) => (tab.id === active.id ? answer.data : tab))))
      } else {
        const answer = await api.call(createFilter, { body: { name, filter: current() } })
        setTabs(sortTabs([...list, answer.data]))
        select(String(answer.data.id))
        toast.show(t('cargo_search.tab_saved'), { kind: 'success' })
      }
      setDialog(null)
    })

  const update = () =>
    run(async () => {
      if (!active) return
      const answer = await api.call(updateFilter, { params: { id: active.id }, body: { filter: current() } })
      setTabs(sortTabs(list.map((tab) => (tab.id === active.id ? answer.data : tab))))
      toast.show(t('cargo_search.tab_updated'), { kind: 'success' })
    })

  const remove = () =>
    run(async () => {
      if (!active) return
      await api.call(deleteFilter, { params: { id: active.id } })
      setTabs(list.filter((tab) => tab.id !== active.id))
      select(allTab)
      toast.show(t('cargo_search.tab_deleted'))
    })

  return (
    <>
      {sheet}
      <div className="cs-tab-actions" part="tab-actions">
        <Button size="small" variant="ghost" disabled={busy} onClick={() => openNameDialog('create', '')}>
          {t('cargo_search.save_tab')}
        </Button>
        {active && (
          <>
            <Button size="small" variant="ghost" disabled={busy} onClick={update}>
              {t('cargo_search.update_tab')}
            </Button>
            <Button size="small" variant="ghost" disabled={busy} onClick={() => openNameDialog('rename', active.name)}>
              {t('cargo_search.rename_tab')}
            </Button>
            <Button size="small" variant="ghost" disabled={busy} onClick={remove}>
              {t('cargo_search.delete_tab')}
            </Button>
          </>
        )}
      </div>
      <TabList<TabId>
        base={base}
        tabs={items}
        value={value}
        label={t('cargo_search.tabs_label')}
        onChange={(id) => {
          select(id)
          const tab = list.find((item) => String(item.id) === id)
          onSelect(tab ? tab.filter : null)
        }}
      />
      <NameDialogView
        dialog={dialog}
        form={nameForm}
        busy={busy}
        onClose={() => setDialog(null)}
        onSave={({ name }) => saveName(name)}
      />
    </>
  )
}

function NameDialogView({
  dialog,
  form,
  busy,
  onClose,
  onSave,
}: {
  dialog: NameDialog
  form: Form<TabName>
  busy: boolean
  onClose: () => void
  onSave: (values: TabName) => Promise<void>
}) {
  const t = useT<CargoTabTextKey>()
  const name = useWatch({ control: form.control, name: 'name' })
  const submit = form.handleSubmit(onSave)
  const formId = 'cs-tab-name-form'
  return (
    <Dialog
      open={dialog !== null}
      onClose={onClose}
      size="small"
      title={t(dialog === 'rename' ? 'cargo_search.rename_tab' : 'cargo_search.save_tab')}
      footer={
        <>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" form={formId} variant="primary" loading={busy} disabled={name.trim() === ''}>
            {t('common.save')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={(event) => void submit(event)}>
        <Controller
          control={form.control}
          name="name"
          render={({ field }) => (
            <TextInput
              label={t('cargo_search.tab_name')}
              value={field.value}
              onChange={field.onChange}
              maxLength={100}
              required
              autoFocus
              error={form.formState.errors.name}
            />
          )}
        />
      </form>
    </Dialog>
  )
}

/** The shared UI kit of the widgets (and of host screens, inside `KitProvider` or without it). */

export { useAfterPaint } from './after-paint'
export { Button, type ButtonProps } from './button'
export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog'
export {
  type Formatters,
  type FxEventInit,
  failureText,
  failureToastDelay,
  isFailureShown,
  KitProvider,
  type KitProviderProps,
  markFailureShown,
  type Toaster,
  type Translate,
  type UseApiOptions,
  useApi,
  useCore,
  useDispatch,
  useFormat,
  useHostState,
  useLang,
  useSignal,
  useStyles,
  useT,
  useToast,
  useWidget,
  type WidgetApi,
  WidgetContext,
  type WidgetContextValue,
} from './context'
export { DateInput, type DateInputProps, type DateRange, DateRangeInput, type DateRangeInputProps } from './date'
export { Dialog, type DialogProps } from './dialog'
export { type ControlProps, Field, type FieldProps, TextInput, type TextInputProps } from './field'
export { FilePicker, type FilePickerProps, fileProblem } from './file-picker'
export { activeElementOf, containsFocus, deepActiveElement, eventWithin } from './focus'
export { InDialog } from './in-dialog'
export { lazyNamed, lazyWhileOpen } from './lazy-named'
export {
  numberColumn,
  Table,
  type TableColumn,
  type TableProps,
  type TableSort,
  VirtualList,
  type VirtualListProps,
} from './list'
export type { ListboxOption } from './listbox'
export { LoadMore, type LoadMoreProps } from './load-more'
export { loadOnce } from './load-once'
export {
  NumberInput,
  type NumberInputProps,
  parseDecimal,
  RangeInput,
  type RangeInputProps,
  type RangeValue,
} from './number-field'
export { OnceOpened } from './once-opened'
export { Pagination, type PaginationProps, pageWindow } from './pagination'
export { kitParts } from './parts'
export { defaultRadiusKm, PointPicker, type PointPickerProps } from './point-picker'
export { type CloseReason, Popover, type PopoverOptions, usePopover } from './popover'
export { MultiSelect, type MultiSelectProps, Select, type SelectOption, type SelectProps } from './select'
export {
  EmptyState,
  type EmptyStateProps,
  ErrorState,
  type ErrorStateProps,
  FormPlaceholder,
  Loaded,
  type LoadedProps,
  Skeleton,
  type SkeletonProps,
  Spinner,
} from './states'
export { kitStyles } from './styles'
export { TabPanel, useTabsBase } from './tab-panel'
export { type TabItem, TabList, type TabListProps, Tabs, type TabsProps } from './tabs'
export { parseTime, TimeInput, type TimeInputProps } from './time'
export { ToastRegion } from './toast'
export {
  createToastStore,
  type Toast,
  type ToastKind,
  type ToastOptions,
  type ToastStore,
  toastDuration,
} from './toast-store'
export {
  type EndpointArgs,
  type EndpointState,
  requestKey,
  stableKey,
  type UseEndpointOptions,
  useEndpoint,
} from './use-endpoint'
export { useFailureToast } from './use-failure-toast'
export {
  emptyPaged,
  type PagedAnswer,
  type PagedList,
  type PagedState,
  type PagedStatus,
  type UsePagedListOptions,
  usePagedList,
} from './use-paged-list'
export { useTabPages } from './use-tab-pages'
export { type UseVirtualizerOptions, useVirtualizer, type VirtualItem, type Virtualizer } from './use-virtualizer'

/**
 * The kit's CSS. `kitStyles` is adopted by every widget after the tokens and the base: what nearly every first view
 * shows (buttons, fields, a select's closed box, states, toasts). A component that many views do not show at first
 * (a popover and the options in it, the range and date inputs, tabs, lists and tables, pagination, the dialog, the
 * place picker, the date input's month grid, the file picker)
 * adopts its own sheet with its first render (`useStyles`), so an element pays for those it shows. The site, outside
 * any shadow root, installs them all (`kitPieceStyles`).
 */
import date from './date.css?inline'
import dateCalendar from './date-calendar.css?inline'
import dialog from './dialog.css?inline'
import filePicker from './file-picker.css?inline'
import kit from './kit.css?inline'
import list from './list.css?inline'
import listbox from './listbox.css?inline'
import pagination from './pagination.css?inline'
import pointPicker from './point-picker.css?inline'
import popover from './popover.css?inline'
import range from './range.css?inline'
import table from './table.css?inline'
import tabs from './tabs.css?inline'

export const kitStyles: readonly string[] = [kit]

/** In kit.css's order (the pieces' rules came after the core's there, and still do). */
export const kitPieceStyles: readonly string[] = [
  range,
  popover,
  listbox,
  date,
  pointPicker,
  tabs,
  list,
  table,
  pagination,
  dialog,
  dateCalendar,
  filePicker,
]

/**
 * What every calendar dialog (a task, a truck, an external truck) brings with it rather than the calendar's first
 * view: its texts, registered as this module loads, and its CSS, adopted with the dialog's first render.
 */
import { addTexts } from '../../core/i18n/texts'
import { useStyles } from '../ui'
import * as dialogTexts from './dialog-texts'
import dialogsCss from './dialogs.css?inline'

addTexts(dialogTexts)

/** The dialogs' stylesheet for the widget's shadow root (render what it returns: `<style>` where sheets cannot be adopted). */
export const useDialogStyles = () => useStyles(dialogsCss)

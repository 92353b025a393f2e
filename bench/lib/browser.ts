/**
 * The headless Chromium every browser bench measures in: Debian's build by path (a test tool's own download cannot
 * be reached here), without the background work (network, component updates, sync) that would land in the timings.
 */
import { type Browser, chromium } from '@playwright/test'

export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumFlags })
}

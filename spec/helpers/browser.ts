/**
 * A headless Chromium for the end-to-end tests: the Debian package at /usr/bin/chromium,
 * driven by playwright-core. Nothing is downloaded; without the package the tests fail
 * with a message saying what to install.
 */
import { accessSync, constants } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

export const CHROMIUM_PATH = '/usr/bin/chromium';

const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export async function launchBrowser(): Promise<Browser> {
  try {
    accessSync(CHROMIUM_PATH, constants.X_OK);
  } catch {
    throw new Error(`Chromium not found at ${CHROMIUM_PATH}; the end-to-end tests need it: apt-get install chromium`);
  }
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: ARGS });
}

import type { Project } from '@playwright/test';

/** How every browser of this repository is started: Debian's Chromium, headless, never phoning home. */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

/** The Playwright project both test configs run: Debian's Chromium, no browser download. */
export const debianChromium: Project = {
  name: 'chromium',
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: '/usr/bin/chromium', args: CHROMIUM_FLAGS },
  },
};

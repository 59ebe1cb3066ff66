import type { Project } from '@playwright/test';

/** The Playwright project both test configs run: Debian's Chromium, no browser download. */
export const debianChromium: Project = {
  name: 'chromium',
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
        '--no-first-run',
      ],
    },
  },
};

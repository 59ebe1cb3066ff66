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

/**
 * What a failing test leaves behind, in both test configs: a screenshot, and its trace when run with
 * E2E_TRACE=on. Traces are off otherwise: recorded for every test, they cost a fifth of the suite's
 * time, mostly their DOM snapshots (layout.spec.ts with two workers: 180 s recording them, 174 s
 * without their screenshots, 142 s without a trace).
 */
export const FAILURE_EVIDENCE = {
  trace: process.env.E2E_TRACE === 'on' ? 'retain-on-failure' : 'off',
  screenshot: 'only-on-failure',
} as const;

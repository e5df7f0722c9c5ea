// Shared browser setup for the e2e tests: Debian's Chromium through playwright-core, the two
// projects of docs/design.md "Layout" (desktop 1440x900, mobile 390x844), and page-error
// bookkeeping.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const BASE_URL = process.env.E2E_BASE_URL ?? 'http://localhost:3000';
export const ARTIFACTS = path.resolve(import.meta.dirname, '..', 'artifacts');

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export type ProjectName = 'desktop' | 'mobile';

const MOBILE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

export const PROJECTS: Record<ProjectName, Parameters<Browser['newContext']>[0]> = {
  desktop: { viewport: { width: 1440, height: 900 } },
  mobile: {
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    userAgent: MOBILE_UA,
  },
};

export function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
}

export interface Session {
  context: BrowserContext;
  page: Page;
  /** Uncaught page errors and console errors that are not expected network failures. */
  errors: string[];
}

/**
 * A fresh context (empty storage) and page for one project, with locale tr-TR, on the test
 * server or on another one (a second server under another jurisdiction pack).
 */
export async function open(
  browser: Browser,
  project: ProjectName,
  base: string = BASE_URL,
): Promise<Session> {
  const context = await browser.newContext({
    ...PROJECTS[project],
    baseURL: base,
    locale: 'tr-TR',
    timezoneId: 'Europe/Istanbul',
  });
  // Short waits: a page of this app is ready in well under a second, so a 10 s wait is a bug.
  context.setDefaultTimeout(10_000);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    // A CSP violation or a React error is a bug; a failed fetch to a call that does not exist
    // yet is logged by the browser as "Failed to load resource" and is not ours to fail on.
    if (m.type() === 'error' && !m.text().startsWith('Failed to load resource')) {
      errors.push(`console: ${m.text()}`);
    }
  });
  return { context, page, errors };
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`) });
}

/** Waits until the app has rendered its first page (the language file is loaded by then). */
export async function ready(page: Page): Promise<void> {
  await page.locator('#main').waitFor({ state: 'visible' });
  await page.locator('[aria-busy="true"].page-skeleton').waitFor({ state: 'detached' });
}

/** The title is set after the navigation renders, so wait for it rather than read it once. */
export async function waitForTitle(page: Page, title: string): Promise<void> {
  try {
    await page.waitForFunction(
      (t) => (globalThis as unknown as PageGlobals).document.title === t,
      title,
      { timeout: 5_000 },
    );
  } catch (error) {
    const got = await page.title();
    throw new Error(`title: expected "${title}", got "${got}"`, { cause: error });
  }
}

/**
 * The page's globals, typed here because this folder is checked without the DOM library.
 * Use as `(globalThis as unknown as PageGlobals)` inside functions run in the page (they are
 * serialised, so they cannot call helpers from here; string expressions are no way out either:
 * the app's CSP forbids eval, in tests as in production).
 */
export interface PageGlobals {
  document: { title: string; documentElement: { lang: string } };
  scrollY: number;
  localStorage: { getItem(key: string): string | null };
}

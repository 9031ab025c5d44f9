import { defineConfig, devices } from "@playwright/test";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { browserTestDataDir } from "./tests/support/browser-test-data";

const port = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://127.0.0.1:${port}`;
// Named by port, not by run: each start empties its directory first (startOn), so a run leaves
// one 70 MB directory per server behind, not two more each time.
const dataDir = path.join(os.tmpdir(), `chef-ia-e2e-${port}`);
/** Where tests/e2e/import.spec.ts serves its fixture recipe sites: the only loopback port the import may fetch. */
export const recipeSitesPort = port + 2;
/** A second server with an ad network configured (tests/e2e/ads.spec.ts). */
const adsPort = port + 1;
export const adsURL = `http://127.0.0.1:${adsPort}`;
const adsDataDir = path.join(os.tmpdir(), `chef-ia-e2e-${adsPort}`);

/**
 * Each server starts on a copy of the catalogue's data directory when the Vitest run left one
 * for today's db/ and app/domain/ (tests/support/browser-test-data.ts), else from an empty one.
 */
const cachedData = browserTestDataDir();
const startOn = (dir: string) =>
  `rm -rf "${dir}" && if [ -d "${cachedData}" ]; then cp -r "${cachedData}" "${dir}"; fi && node server/index.ts`;

const serverEnv = (serverPort: number, dir: string, extra: Record<string, string> = {}) => ({
  NODE_ENV: "production",
  PORT: String(serverPort),
  HOST: "127.0.0.1",
  PUBLIC_URL: `http://127.0.0.1:${serverPort}`,
  DATA_DIR: dir,
  LOCAL_MODEL_CONTROLS: "1",
  // The fixture recipe sites tests/e2e/import.spec.ts serves (tests/support/recipe-sites.ts).
  IMPORT_TEST_PORT: String(recipeSitesPort),
  // Every test cook's account is minutes old: their reports must count (decision 023).
  REPORT_MIN_ACCOUNT_DAYS: "0",
  // Requests are in the test report already; the server's warnings and errors are not.
  LOG_LEVEL: "warn",
  ...extra,
});

/** A public name the browser resolves to this machine: the sign-in must refuse it. */
export const publicTestHost = "chefia-publico.example";

// Debian's Chromium: Playwright never downloads a browser here. Its headless shell
// (apt-get install chromium-headless-shell, the same engine without the windowed browser
// around it) when installed: the suite's 125 tests took 3.5 min on it against 4.5 min on the
// full browser, Chromium being three quarters of the run's CPU (issue 27). The full browser
// otherwise; CHROMIUM_PATH names another.
const chromiumPath =
  process.env.CHROMIUM_PATH ??
  ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium"].find((candidate) => fs.existsSync(candidate)) ??
  "/usr/bin/chromium";
const chromium = {
  executablePath: chromiumPath,
  args: [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    `--host-resolver-rules=MAP ${publicTestHost} 127.0.0.1`,
  ],
};

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  // Three on two cores: a test waits on the server, the scripted model or an app timer part of
  // the time. On the headless shell, 3.7 → 3.2 min for the suite (two runs minutes apart,
  // 2026-11-28); with the full browser four were slower than two (4.4 → 4.8 min).
  workers: 3,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  // Runs once both servers answer (Playwright starts webServer first): tests/e2e/global-setup.ts.
  globalSetup: "./tests/e2e/global-setup.ts",
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    locale: "pt-BR",
    // A trace on a retry only. Recording one for every test (the DOM after each step and a
    // screencast) and throwing it away when the test passed cost a third of the run: three
    // specs (chef, plan, week-list) took 79 and 83 s with "retain-on-failure", 55 and 58 s
    // without a trace, alternating on the 2-core machine (2026-11-28, decision 049). A test that
    // fails once is run again where retries are on, and that run is traced; to trace a test here,
    // `npx playwright test <file> --trace on`.
    trace: "on-first-retry",
    launchOptions: chromium,
    // Visitors who already chose (rejected ads): the consent banner stays out of the way.
    // tests/e2e/ads.spec.ts starts from no choice.
    storageState: "tests/e2e/consent-rejected.json",
    // The service worker answers from its caches, where page.route() cannot see: the
    // offline specs (tests/e2e/offline*.spec.ts) allow it, the others test the server.
    serviceWorkers: "block",
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], launchOptions: chromium }, testIgnore: /mobile\.spec/ },
    { name: "mobile", use: { ...devices["Pixel 7"], launchOptions: chromium }, testMatch: /mobile\.spec/ },
  ],
  webServer: [
    {
      command: startOn(dataDir),
      url: `${baseURL}/healthz`,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: "pipe",
      env: serverEnv(port, dataDir),
    },
    {
      command: startOn(adsDataDir),
      url: `${adsURL}/healthz`,
      timeout: 60_000,
      reuseExistingServer: false,
      env: serverEnv(adsPort, adsDataDir, {
        ADS_CLIENT: "ca-pub-0000000000000000",
        ADS_SLOT_BANNER: "1111111111",
        ADS_SLOT_INTERSTITIAL: "2222222222",
        ADS_SLOT_NATIVE: "3333333333",
      }),
    },
  ],
});

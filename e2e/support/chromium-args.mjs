/**
 * The headless Chromium flags the browser tests (playwright.config.ts) and the benches
 * (bench/login-page-js.mjs) share: one list, plain JavaScript so the benches run it with node.
 */
export const headlessChromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Each new page in a context without one is a new headless window, whose omnibox popup Chromium
  // 156 loads as a WebUI renderer of its own, beside the page. The four features off together halve
  // a new window's CPU (6.1 s → 2.7 s for five on a 2-core machine; subsets changed nothing, ADR 52).
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxFullPopup,WebUIOmniboxAimPopup,PreloadTopChromeWebUI',
];

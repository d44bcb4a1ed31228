/**
 * How every browser run of this project starts Debian's Chromium (Playwright's own browser
 * download is not used): the binary at `CHROMIUM_PATH`, else `/usr/bin/chromium`, headless, and
 * with its background networking off (this machine's network is closed, and a test must not
 * depend on anything outside the page's origin). Chromium's own omnibox popup and the "top chrome"
 * pages it preloads stay unloaded: in each new window they took a core for ~2 s beside the page, so
 * the bench timed Chromium. Used by playwright.config.ts, e2e/shot.ts and the browser bench.
 */
export const CHROMIUM_LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
    '--disable-features=WebUIOmniboxPopup,WebUIOmniboxFullPopup,WebUIOmniboxAimPopup,PreloadTopChromeWebUI',
  ],
};

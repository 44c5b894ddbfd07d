import { chromium, type Browser } from "playwright-core";

/** Chromium flags for a container without a GPU or user namespaces: Debian's chromium, run as root, needs `--no-sandbox`. */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

/** Launches Debian's Chromium (CHROMIUM_PATH overrides /usr/bin/chromium) headless. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: CHROMIUM_ARGS,
    headless: true,
  });
}

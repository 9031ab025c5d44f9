import { chromium } from "playwright";
const [,, url, out] = process.argv;
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
const page = await browser.newPage({ viewport: { width: 794, height: 1123 } });
await page.goto(url, { waitUntil: "networkidle" });
await page.emulateMedia({ media: "print" });
await page.screenshot({ path: out, fullPage: true });
await browser.close();

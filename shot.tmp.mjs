import { chromium } from "playwright";
const [,, url, out, w = "360", h = "800", full = "1"] = process.argv;
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
const page = await browser.newPage({ viewport: { width: +w, height: +h } });
await page.goto(url, { waitUntil: "networkidle" });
const sw = await page.evaluate(() => document.documentElement.scrollWidth);
console.log("scrollWidth", sw);
await page.screenshot({ path: out, fullPage: full === "1" });
await browser.close();

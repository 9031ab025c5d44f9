import { chromium } from "playwright";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
const page = await browser.newPage({ viewport: { width: 360, height: 800 } });
await page.goto("http://localhost:3190/receitas/feijoada-completa?porcoes=100", { waitUntil: "networkidle" });
console.log("before", await page.evaluate(() => document.documentElement.scrollWidth));
await page.evaluate(() => { for (const td of document.querySelectorAll("table td")) td.textContent = "não informado"; });
console.log("after", await page.evaluate(() => document.documentElement.scrollWidth));
await browser.close();

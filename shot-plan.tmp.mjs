import { chromium } from "playwright";
const base = "http://localhost:3190";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
const context = await browser.newContext({ viewport: { width: 360, height: 800 } });
const page = await context.newPage();
const start = await page.request.get(`${base}/auth/entrar?redirectTo=%2Fperfil`);
const html = await start.text();
const action = /<form method="post" action="([^"]+\/entrar)"/.exec(html)[1];
await page.request.post(new URL(action, base).href, { form: { nome: "Dona Fátima", email: `fatima${Date.now()}@teste.chefia.dev` } });
await page.goto(`${base}/cardapio`);
await page.getByLabel("Dias úteis: até 30 min").check();
await page.getByRole("button", { name: "Sugerir a semana" }).click();
await page.getByText(/refeições sugeridas/).waitFor();
for (const [w, h] of [[360, 800], [390, 844], [1366, 768]]) {
  await page.setViewportSize({ width: w, height: h });
  await page.screenshot({ path: `/tmp/shots/plan-${w}.png`, fullPage: false });
  console.log(w, await page.evaluate(() => document.documentElement.scrollWidth));
}
await page.setViewportSize({ width: 360, height: 800 });
await page.screenshot({ path: `/tmp/shots/plan-360-full.png`, fullPage: true });
await page.goto(`${base}/receitas/feijoada-completa`);
await page.getByRole("button", { name: "Adicionar ao cardápio" }).click();
await page.screenshot({ path: `/tmp/shots/sheet-360.png` });
await page.goto(`${base}/receitas/bolo-de-cenoura-com-cobertura-de-chocolate?passo=6`);
await page.getByRole("dialog").getByRole("heading", { name: "Passo 6 de 6" }).waitFor();
await page.waitForTimeout(800);
await page.getByRole("button", { name: "Finalizar" }).click();
await page.screenshot({ path: `/tmp/shots/end-360.png` });
await browser.close();

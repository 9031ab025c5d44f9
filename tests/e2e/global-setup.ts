/**
 * Before any test: the scripted model on both test servers writes at 5,000 tokens a second, not
 * the 400 a visitor of the demonstration sees. Most tests wait for a recipe's end, not its
 * words; at 400 a recipe of 2,000 characters took 1.25 s, with the page's "writing" animation
 * drawn all along (issue 27). A test that watches the words arrive steers its own calls to its
 * own pace (`quando`: the local model's scoped controls, server/local-model/index.ts).
 */
import { adsURL, baseURL } from "../../playwright.config";

export default async function globalSetup() {
  for (const server of [baseURL, adsURL]) {
    const answer = await fetch(`${server}/dev-llm/controle`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ tokensPerSecond: 5000 }),
    });
    if (!answer.ok) throw new Error(`${server}/dev-llm/controle: ${answer.status}`);
  }
}

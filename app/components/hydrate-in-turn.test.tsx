// @vitest-environment happy-dom
/**
 * Parts hydrated in turns (decision 053), with React, the renderer of development and of the
 * server: the server's HTML stays until a part's turn, the parts hydrate in the order drawn, a
 * part inside a part after it, and `afterTurns` waits for them all. The browser build's
 * renderer, Preact, runs the same parts in every browser test.
 */
import { act } from "@testing-library/react";
import { createContext, useContext, useEffect, useState, type ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";
import { describe, expect, it } from "vitest";
import { afterTurns, HydrateInTurn, nextTask } from "./hydrate-in-turn";

describe("HydrateInTurn", () => {
  it("keeps the server's HTML until each part's turn, in the order drawn, inner parts after their part, and a part drawn anew while it waits", async () => {
    const hydrated: string[] = [];
    function Part({ name, children }: { name: string; children?: ReactNode }) {
      useEffect(() => {
        hydrated.push(name);
      }, [name]);
      return (
        <section data-part={name}>
          {name}
          {children}
        </section>
      );
    }
    const page = (
      <div>
        <Part name="moldura" />
        <HydrateInTurn>
          <Part name="cabeçalho" />
        </HydrateInTurn>
        <HydrateInTurn>
          <Part name="conteúdo">
            <HydrateInTurn>
              <Part name="grade" />
            </HydrateInTurn>
          </Part>
        </HydrateInTurn>
      </div>
    );
    // What React's server renderer writes for this page (a Suspense boundary between `<!--$-->`
    // and `<!--/$-->`); in this test's document the parts would wait, as they do in a browser.
    const html =
      '<div><section data-part="moldura">moldura</section><!--$--><section data-part="cabeçalho">cabeçalho</section><!--/$-->' +
      '<!--$--><section data-part="conteúdo">conteúdo<!--$--><section data-part="grade">grade</section><!--/$--></section><!--/$--></div>';
    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.append(container);
    const serverHtml = container.innerHTML;
    expect(container.querySelectorAll("section")).toHaveLength(4);

    // A second page whose value above a part changes while the part waits: React draws that part
    // anew, not hydrating it, and each try of a part that never mounted got a new id (`npm run dev`
    // waited for good on `<main>`); the part's id is taken outside its boundary.
    const Value = createContext("servidor");
    function Shown() {
      return <p>{useContext(Value)}</p>;
    }
    function Changing() {
      const [value, setValue] = useState("servidor");
      useEffect(() => setValue("navegador"), []);
      return (
        <Value value={value}>
          <div>
            <HydrateInTurn>
              <Shown />
            </HydrateInTurn>
          </div>
        </Value>
      );
    }
    const changing = document.createElement("div");
    changing.innerHTML = "<div><!--$--><p>servidor</p><!--/$--></div>";
    document.body.append(changing);

    await act(async () => {
      hydrateRoot(container, page);
      hydrateRoot(changing, <Changing />);
    });
    // The page around the parts hydrates at once; each part waits, drawn as the server drew it.
    expect(hydrated).toEqual(["moldura"]);
    expect(container.innerHTML).toBe(serverHtml);

    let all = false;
    void afterTurns().then(() => (all = true));
    const turns: string[][] = [];
    for (let task = 0; task < 8 && !all; task++) {
      await act(nextTask);
      turns.push([...hydrated]);
    }
    expect(all).toBe(true);
    expect(hydrated).toEqual(["moldura", "cabeçalho", "conteúdo", "grade"]);
    expect(container.querySelectorAll("section")).toHaveLength(4);
    expect(container.textContent).toBe("molduracabeçalhoconteúdograde");
    expect(changing.textContent).toBe("navegador");
  });
});

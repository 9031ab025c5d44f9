// @vitest-environment happy-dom
/**
 * The script that puts a page loaded from the server back where the cook left it, run as the
 * page runs it: from its source text. A new history entry never reads the saved positions (the
 * read is a synchronous call to the browser process); a reload or a return does.
 */
import { afterEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { takeLoggedErrors } from "../../tests/support/fail-on-console-error";
import { restoreScroll, scrollPositionsKey } from "./scroll-restoration";

const runAsPage = () => new Function(`(${restoreScroll.toString()})(${JSON.stringify(scrollPositionsKey)})`)();

let spies: MockInstance[] = [];
const spy = <T extends MockInstance>(made: T): T => (spies.push(made), made);

afterEach(() => {
  for (const made of spies) made.mockRestore();
  spies = [];
  sessionStorage.clear();
  window.history.replaceState(null, "");
});

describe("restoreScroll", () => {
  it("gives a new entry a key without reading the saved positions", () => {
    sessionStorage.setItem(scrollPositionsKey, JSON.stringify({ old: 900 }));
    const read = spy(vi.spyOn(Storage.prototype, "getItem"));
    const scroll = spy(vi.spyOn(window, "scrollTo").mockImplementation(() => {}));
    runAsPage();
    expect(window.history.state).toEqual({ key: expect.stringMatching(/^[0-9a-v]+$/) });
    expect(read).not.toHaveBeenCalled();
    expect(scroll).not.toHaveBeenCalled();
  });

  it.each([
    { saved: JSON.stringify({ abc: 640 }), scrolledTo: 640, left: JSON.stringify({ abc: 640 }) },
    { saved: JSON.stringify({ abc: 0 }), scrolledTo: 0, left: JSON.stringify({ abc: 0 }) },
    { saved: JSON.stringify({ other: 640 }), scrolledTo: null, left: JSON.stringify({ other: 640 }) },
    { saved: JSON.stringify({ abc: "640" }), scrolledTo: null, left: JSON.stringify({ abc: "640" }) },
    { saved: null, scrolledTo: null, left: null },
    // What a cook cannot have written but a broken extension could: dropped, not thrown at the page.
    { saved: "{não é json", scrolledTo: null, left: null },
  ])("an entry with a key and saved positions $saved: scrolls to $scrolledTo", ({ saved, scrolledTo, left }) => {
    window.history.replaceState({ key: "abc" }, "");
    if (saved !== null) sessionStorage.setItem(scrollPositionsKey, saved);
    const scroll = spy(vi.spyOn(window, "scrollTo").mockImplementation(() => {}));
    runAsPage();
    if (scrolledTo === null) expect(scroll).not.toHaveBeenCalled();
    else expect(scroll).toHaveBeenCalledWith(0, scrolledTo);
    expect(sessionStorage.getItem(scrollPositionsKey)).toBe(left);
    expect(takeLoggedErrors()).toHaveLength(saved === "{não é json" ? 1 : 0);
    expect(window.history.state).toEqual({ key: "abc" });
  });
});

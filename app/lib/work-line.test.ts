import { describe, expect, it } from "vitest";
import { WorkLine } from "./work-line";

/** A job that ends when the test says so, recording when it started. */
function gate(log: string[], name: string) {
  let open!: () => void;
  const done = new Promise<void>((resolve) => (open = resolve));
  return {
    job: async () => {
      log.push(`início ${name}`);
      await done;
      log.push(`fim ${name}`);
      return name;
    },
    open,
  };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("a line for heavy work", () => {
  it.each([
    { workers: 1, places: 1, callers: 3, admitted: 1 },
    { workers: 1, places: 4, callers: 3, admitted: 3 },
    { workers: 2, places: 3, callers: 5, admitted: 3 },
  ])(
    "with $workers worker(s) and $places place(s), $admitted of $callers callers get a place",
    ({ workers, places, callers, admitted }) => {
      const line = new WorkLine(workers, places);
      const got = Array.from({ length: callers }, () => line.enter());
      expect(got.filter(Boolean)).toHaveLength(admitted);
      expect(line.size.held).toBe(admitted);
    },
  );

  it("runs at most `workers` jobs at once, the others in the order they came", async () => {
    const line = new WorkLine(1, 3);
    const log: string[] = [];
    const [a, b, c] = ["a", "b", "c"].map((name) => gate(log, name));
    const places = [line.enter()!, line.enter()!, line.enter()!];
    const results = [places[0]!.run(a!.job), places[1]!.run(b!.job), places[2]!.run(c!.job)];
    await tick();
    expect(log).toEqual(["início a"]);
    expect(line.size.running).toBe(1);
    a!.open();
    await tick();
    expect(log).toEqual(["início a", "fim a", "início b"]);
    b!.open();
    c!.open();
    expect(await Promise.all(results)).toEqual(["a", "b", "c"]);
    expect(log).toEqual(["início a", "fim a", "início b", "fim b", "início c", "fim c"]);
  });

  it("a place left is free again, once; a failed job frees its worker", async () => {
    const line = new WorkLine(1, 1);
    const place = line.enter()!;
    expect(line.enter()).toBeNull();
    await expect(place.run(() => Promise.reject(new Error("falhou")))).rejects.toThrow("falhou");
    place.leave();
    place.leave();
    expect(line.size).toEqual({ held: 0, running: 0 });
    expect(await line.tryRun(async () => 42)).toEqual({ value: 42 });
    const holder = line.enter()!;
    expect(await line.tryRun(async () => 1)).toBeNull();
    holder.leave();
  });
});

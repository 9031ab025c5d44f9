/**
 * "Dados offline" in the profile (issue 24): what this device keeps for the market and the
 * stove, how much space it takes, what is still waiting to be sent, and a button to clear
 * it. It reads browser APIs, so it shows only once the page is hydrated.
 */
import { useEffect, useState } from "react";
import { Button } from "~/components/ui/button";
import { useRootData } from "~/components/root-data";
import { useToast } from "~/components/ui/toast";
import { Section } from "~/components/ui/section";
import * as t from "~/i18n/pt-br";
import { formatBytes } from "~/i18n/pt-br/number";
import { budget } from "~/lib/offline-policy";
import { canKeepOffline, clearKeptPages, readDeviceUsage, type DeviceUsage } from "./offline-data";
import { forgetList, pendingCount } from "./offline-list";

type Shown = { kind: "reading" } | { kind: "unavailable" } | ({ kind: "read"; pending: number } & DeviceUsage);

/** What the device holds; just cleared, the list's database is gone (asking it for its count would make it again). */
async function readShown(account: string | null, cleared: boolean): Promise<Shown> {
  if (!canKeepOffline()) return { kind: "unavailable" };
  try {
    const [usage, pending] = await Promise.all([readDeviceUsage(), account && !cleared ? pendingCount(account) : 0]);
    return { kind: "read", ...usage, pending };
  } catch (error) {
    console.error("Falha ao ler os dados offline:", error);
    return { kind: "unavailable" };
  }
}

export function OfflineDataSection() {
  const account = useRootData()?.account ?? null;
  const toast = useToast();
  // Nothing on the server nor while hydrating: the first read happens in the browser.
  const [shown, setShown] = useState<Shown>({ kind: "reading" });
  const [clearing, setClearing] = useState(false);

  useEffect(() => {
    let live = true;
    void readShown(account, false).then((next) => live && setShown(next));
    return () => {
      live = false;
    };
  }, [account]);

  async function clear() {
    const pending = shown.kind === "read" ? shown.pending : 0;
    if (pending > 0 && !window.confirm(t.offline.dataClearConfirm(pending))) return;
    setClearing(true);
    let cleared = false;
    try {
      await clearKeptPages();
      if (account) await forgetList(account);
      cleared = true;
      toast.show(t.offline.dataCleared, "success");
    } catch (error) {
      console.error("Falha ao apagar os dados offline:", error);
      toast.show(t.offline.dataClearError, "error");
    } finally {
      setClearing(false);
    }
    setShown(await readShown(account, cleared));
  }

  if (shown.kind === "reading") return null;
  return (
    <Section id="dados-offline" title={t.offline.dataTitle} className="mt-10 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200">
      <p className="mt-2 text-stone-700">{t.offline.dataIntro(budget.recipeEntries / 2)}</p>
      {shown.kind === "unavailable" ? (
        <p className="mt-3 font-medium text-stone-800">{t.offline.dataUnavailable}</p>
      ) : (
        <>
          <div role="status" aria-live="polite" className="mt-3 space-y-1">
            <p className="font-medium text-stone-800">{t.offline.dataUsage(formatBytes(shown.bytes), shown.recipes)}</p>
            {shown.pending > 0 ? <p className="font-medium text-amber-900">{t.offline.dataPending(shown.pending)}</p> : null}
          </div>
          <Button variant="secondary" icon="trash" onClick={() => void clear()} disabled={clearing} className="mt-4">
            {t.offline.dataClear}
          </Button>
        </>
      )}
    </Section>
  );
}

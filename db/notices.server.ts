/**
 * PostgreSQL's LISTEN on a connection of its own, kept open: what one app process writes,
 * the others hear (a cook's deletion drops every process's anonymous pages; decision 026).
 * A NOTIFY is delivered at commit to every session listening on the channel, once per
 * transaction for the same payload (https://www.postgresql.org/docs/current/sql-notify.html);
 * node-postgres hands each to the client's "notification" event
 * (https://node-postgres.com/apis/client#notification). A lost connection is opened again,
 * a little later each time up to 30 s; what was said meanwhile is lost, so `onNotice` runs
 * once when it is back.
 */
import pg from "pg";
import { log, outsideRequest } from "../app/config/log.server";

export async function listenForNotices(
  connectionString: string,
  channel: string,
  onNotice: () => void,
  timeoutMs: number,
): Promise<() => Promise<void>> {
  let current: pg.Client | null = null;
  let stopped = false;
  let failures = 0;
  let retry: ReturnType<typeof setTimeout> | undefined;

  const open = async (): Promise<void> => {
    const client = new pg.Client({ connectionString, connectionTimeoutMillis: timeoutMs, keepAlive: true });
    let lost = false;
    // Started at start or by a timer: never in a request's scope, but said outright.
    const lose = (error?: Error) =>
      outsideRequest(() => {
        if (lost) return;
        lost = true;
        if (current === client) current = null;
        void client.end().catch(() => {});
        if (stopped) return;
        if (failures === 0) log.warn({ err: error, channel }, "[db] escuta de avisos do banco perdida; reconectando");
        failures++;
        retry = setTimeout(() => void open(), Math.min(500 * 2 ** (failures - 1), 30_000));
        retry.unref();
      });
    client.on("error", lose);
    client.on("end", () => lose());
    client.on("notification", (message) => {
      if (message.channel === channel) outsideRequest(onNotice);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
    } catch (error) {
      lose(error as Error);
      return;
    }
    if (stopped) return void (await client.end().catch(() => {}));
    current = client;
    if (failures > 0) {
      failures = 0;
      outsideRequest(() => log.info({ channel }, "[db] escuta de avisos do banco de volta"));
      outsideRequest(onNotice);
    }
  };

  await open();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await current?.end().catch(() => {});
  };
}

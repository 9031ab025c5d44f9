/**
 * A fleet for the `fleet` suite (tests/fleet/): several production server processes on
 * one throwaway PostgreSQL database, behind a small round-robin balancer, as an operator
 * deploys them (docs: the README's operations section). PUBLIC_URL is the balancer's
 * address, so sign-in, links and same-origin checks see what a browser sees.
 *
 * The balancer is what nginx or a cloud load balancer does with default settings: each
 * request goes to the next process in turn, a process that refuses the connection is
 * skipped (the request is tried on the next one), the client's address is appended to
 * X-Forwarded-For, and the Host header is kept. A response streams through as it comes.
 */
import http from "node:http";
import { createPostgresDatabase } from "./databases";
import { freePort } from "./ports";
import { ensureBuild, spawnServer, type ServerProcess } from "./server-process";

export interface Fleet {
  /** The balancer's address: PUBLIC_URL of every process. */
  base: string;
  databaseUrl: string;
  members: FleetMember[];
  /** Which member answered each request, in order (its index), for tests of the rotation. */
  answeredBy: number[];
  /** Stops one member with SIGTERM (as a rolling deploy does), SIGKILL after `killAfterMs` (6 s); its exit code. */
  stopMember(index: number, killAfterMs?: number): Promise<number | null>;
  /** Starts a stopped member again on its port, with extra variables if given; resolves when it listens. */
  startMember(index: number, env?: Record<string, string>): Promise<void>;
  close(): Promise<void>;
}

export interface FleetMember {
  port: number;
  process: ServerProcess | null;
}

interface FleetOptions {
  size?: number;
  /** Variables for every process (besides DATABASE_URL, PORT and PUBLIC_URL). */
  env?: Record<string, string>;
  /** The database prefix, to tell suites apart in a shared cluster. */
  databasePrefix?: string;
}

/** Starts `size` processes (3 by default) on a new database in the cluster at `adminUrl`. */
export async function startFleet(adminUrl: string, options: FleetOptions = {}): Promise<Fleet> {
  ensureBuild();
  const size = options.size ?? 3;
  const databaseUrl = await createPostgresDatabase(adminUrl, options.databasePrefix ?? "chef_fleet", "catalogue");
  const balancerPort = await freePort();
  const base = `http://127.0.0.1:${balancerPort}`;
  const members: FleetMember[] = [];
  for (let index = 0; index < size; index++) members.push({ port: await freePort(), process: null });
  const answeredBy: number[] = [];

  const envFor = (extra: Record<string, string> = {}) => ({
    DATABASE_URL: databaseUrl,
    PUBLIC_URL: base,
    LOG_LEVEL: "info",
    ...options.env,
    ...extra,
  });
  const startMember = async (index: number, extra?: Record<string, string>) => {
    const member = members[index]!;
    member.process = await spawnServer(envFor(extra), { port: member.port });
    await member.process.ready;
  };

  let next = 0;
  const balancer = http.createServer((request, response) => {
    const forwardedFor = [request.headers["x-forwarded-for"], request.socket.remoteAddress].filter(Boolean).join(", ");
    const body: Buffer[] = [];
    request.on("data", (chunk: Buffer) => body.push(chunk));
    request.on("end", () => {
      const tryMember = (attempt: number) => {
        if (attempt >= members.length) {
          response.writeHead(502, { "Content-Type": "text/plain; charset=utf-8" }).end("nenhum processo respondeu");
          return;
        }
        const index = next++ % members.length;
        const upstream = http.request(
          {
            host: "127.0.0.1",
            port: members[index]!.port,
            method: request.method,
            path: request.url,
            headers: { ...request.headers, "x-forwarded-for": forwardedFor, connection: "close" },
          },
          (answer) => {
            answeredBy.push(index);
            response.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(response);
            // A process that dies mid-answer: the client's stream ends there, as behind a real balancer.
            answer.on("error", () => response.destroy());
          },
        );
        upstream.on("error", (error: NodeJS.ErrnoException) => {
          // Nothing was sent yet when the connection is refused: the next process may take it.
          if (!response.headersSent && (error.code === "ECONNREFUSED" || error.code === "ECONNRESET")) tryMember(attempt + 1);
          else response.destroy();
        });
        upstream.end(Buffer.concat(body));
      };
      tryMember(0);
    });
  });
  await new Promise<void>((resolve) => balancer.listen(balancerPort, "127.0.0.1", resolve));

  // One at a time: the first migrates the empty database, the others find it migrated
  // (starting together is covered by tests/integration/two-processes.test.ts).
  for (let index = 0; index < size; index++) await startMember(index);

  return {
    base,
    databaseUrl,
    members,
    answeredBy,
    async stopMember(index, killAfterMs) {
      const member = members[index]!;
      const code = (await member.process?.stop(killAfterMs)) ?? null;
      member.process = null;
      return code;
    },
    startMember,
    async close() {
      await Promise.all(members.map((member) => member.process?.stop()));
      balancer.closeAllConnections();
      await new Promise<void>((resolve) => balancer.close(() => resolve()));
    },
  };
}

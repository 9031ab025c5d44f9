/**
 * A throwaway PostgreSQL cluster for tests, from the installed server binaries
 * (/usr/lib/postgresql/N/bin). initdb refuses root, so as root the cluster runs as the
 * `postgres` (or `nobody`) user. With TEST_DATABASE_URL set, that server is used instead.
 */
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

export interface Cluster {
  /** Connection URL of the maintenance database; tests create their own databases. */
  url: string;
  stop(): void;
  /** Stops the server (fast shutdown) and starts it again on the same port: fault tests. */
  halt?(): void;
  resume?(): void;
  /**
   * SIGSTOP to the postmaster and every backend, as a machine that hangs: connections stay
   * open and accept bytes, nothing answers. `thaw` sends SIGCONT. Fault tests only.
   */
  freeze?(): void;
  thaw?(): void;
}

/** The postmaster's pid (first line of postmaster.pid) and its children's, from /proc. */
function serverProcesses(dataDir: string): number[] {
  const postmaster = Number(fs.readFileSync(path.join(dataDir, "postmaster.pid"), "utf8").split("\n")[0]);
  const children = fs
    .readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      try {
        // "pid (comm) state ppid …": the command may hold spaces and parentheses.
        const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
        return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]) === postmaster;
      } catch {
        return false; // gone meanwhile
      }
    })
    .map(Number);
  return [postmaster, ...children];
}

function findBinDir(): string | null {
  const explicit = process.env.POSTGRES_BIN_DIR;
  if (explicit && fs.existsSync(path.join(explicit, "initdb"))) return explicit;
  const base = "/usr/lib/postgresql";
  if (!fs.existsSync(base)) return null;
  const versions = fs
    .readdirSync(base)
    .filter((name) => fs.existsSync(path.join(base, name, "bin", "initdb")))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(base, versions[0], "bin") : null;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

function userExists(name: string): boolean {
  return spawnSync("id", ["-u", name]).status === 0;
}

export async function startCluster(): Promise<Cluster | { unavailable: string }> {
  if (process.env.TEST_DATABASE_URL) return { url: process.env.TEST_DATABASE_URL, stop: () => {} };
  const bin = findBinDir();
  if (!bin) return { unavailable: "nenhum binário do PostgreSQL encontrado em /usr/lib/postgresql/*/bin" };

  const isRoot = process.getuid?.() === 0;
  const runAs = isRoot ? (userExists("postgres") ? "postgres" : "nobody") : null;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "chef-ia-pg-"));
  const dataDir = path.join(dir, "data");
  fs.mkdirSync(dataDir);
  if (runAs) {
    fs.chmodSync(dir, 0o755);
    execFileSync("chown", ["-R", runAs, dir]);
  }
  const run = (command: string, args: string[]) =>
    runAs
      ? execFileSync("runuser", ["-u", runAs, "--", path.join(bin, command), ...args], { stdio: "pipe" })
      : execFileSync(path.join(bin, command), args, { stdio: "pipe" });

  const port = await freePort();
  const start = () =>
    run("pg_ctl", [
      "-D",
      dataDir,
      "-l",
      path.join(dir, "server.log"),
      "-w",
      "-t",
      "30",
      "-o",
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`,
      "start",
    ]);
  try {
    run("initdb", ["-D", dataDir, "-U", "postgres", "-A", "trust", "-E", "UTF8", "--no-sync", "--locale=C.UTF-8"]);
    start();
  } catch (error) {
    const log = fs.existsSync(path.join(dir, "server.log")) ? fs.readFileSync(path.join(dir, "server.log"), "utf8") : "";
    const stderr = (error as { stderr?: Buffer }).stderr?.toString() ?? String(error);
    return { unavailable: `o PostgreSQL não iniciou: ${stderr.trim()} ${log.trim()}`.slice(0, 2000) };
  }
  return {
    url: `postgresql://postgres@127.0.0.1:${port}/postgres`,
    halt() {
      run("pg_ctl", ["-D", dataDir, "-m", "fast", "-w", "stop"]);
    },
    resume() {
      start();
    },
    freeze() {
      // The postmaster first: stopped, it forks no new backend.
      for (const pid of serverProcesses(dataDir)) process.kill(pid, "SIGSTOP");
    },
    thaw() {
      for (const pid of serverProcesses(dataDir).reverse()) process.kill(pid, "SIGCONT");
    },
    stop() {
      try {
        // A frozen server would not hear the stop.
        for (const pid of fs.existsSync(path.join(dataDir, "postmaster.pid")) ? serverProcesses(dataDir) : []) {
          try {
            process.kill(pid, "SIGCONT");
          } catch {
            // A backend that ended between the listing and the signal (its client just closed).
          }
        }
        run("pg_ctl", ["-D", dataDir, "-m", "immediate", "-w", "stop"]);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

/**
 * An exclusive lock on an embedded database directory. Two processes on one PGlite
 * directory silently lose writes, so the second one must be refused, loudly.
 * The lock file holds the owner's PID; a lock left by a dead process is taken over.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export class DataDirLockedError extends Error {
  override name = "DataDirLockedError";
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

export function lockDataDir(dir: string): () => void {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, "chef-ia.lock");
  const owner = `${process.pid}@${os.hostname()}`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, owner, { flag: "wx" });
      return () => {
        try {
          if (fs.readFileSync(file, "utf8") === owner) fs.unlinkSync(file);
        } catch {
          // Already gone: nothing to release.
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const [pidText, host] = fs.readFileSync(file, "utf8").split("@");
      const pid = Number(pidText);
      const stale = host === os.hostname() && Number.isInteger(pid) && pid !== process.pid && !isAlive(pid);
      if (!stale) {
        throw new DataDirLockedError(
          `O diretório de dados ${dir} já está em uso por outro processo (${pidText}). ` +
            "Dois processos no mesmo banco embutido perderiam dados: encerre o outro processo " +
            "ou use outro DATA_DIR (ou DATABASE_URL para PostgreSQL).",
        );
      }
      fs.unlinkSync(file);
    }
  }
  throw new DataDirLockedError(`Não foi possível obter o bloqueio de ${dir}.`);
}

/**
 * Server-side sessions (issue 3): a row per session in the database, so every app
 * process shares them and "Sair" kills one for good. The cookie carries 32 random
 * bytes; the row is keyed by their HMAC. Idle expiry 14 days, absolute 60 days.
 */
import { serialize } from "cookie";
import { and, eq, gt, lt, or, sql } from "drizzle-orm";
import { createHmac, randomBytes } from "node:crypto";
import type { Db } from "../../../db/client.server";
import { sessions, settings, users, type UserRow } from "../../../db/schema";
import { sessionCookieName, sessionCookieValue } from "../../lib/session-cookie";

export const sessionIdleMs = 14 * 24 * 60 * 60 * 1000;
export const sessionAbsoluteMs = 60 * 24 * 60 * 60 * 1000;
/** last_seen_at is written at most this often, not on every request. */
const touchEveryMs = 60 * 60 * 1000;

/** SESSION_SECRET, or one made on first start and kept in the database for every process. */
export async function loadSessionSecret(db: Db, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  await db
    .insert(settings)
    .values({ key: "session_secret", value: randomBytes(32).toString("base64url") })
    .onConflictDoNothing();
  const [row] = await db.select().from(settings).where(eq(settings.key, "session_secret"));
  if (!row) throw new Error("Não foi possível criar o segredo de sessão.");
  return row.value;
}

export interface SessionUser {
  sessionId: string;
  user: UserRow;
}

export class SessionStore {
  readonly cookieName: string;

  constructor(
    private readonly db: Db,
    private readonly secret: string,
    private readonly secure: boolean,
  ) {
    this.cookieName = sessionCookieName(secure);
  }

  private keyOf(token: string): string {
    return createHmac("sha256", this.secret).update(token).digest("base64url");
  }

  private cookie(value: string, maxAgeSeconds: number): string {
    return serialize(this.cookieName, value, {
      httpOnly: true,
      sameSite: "lax",
      secure: this.secure,
      path: "/",
      maxAge: maxAgeSeconds,
    });
  }

  /** A new session (a new id at every sign-in); returns the Set-Cookie header. */
  async create(userId: string, now = new Date()): Promise<string> {
    const token = randomBytes(32).toString("base64url");
    await this.db.insert(sessions).values({
      id: this.keyOf(token),
      userId,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + sessionAbsoluteMs),
    });
    return this.cookie(token, Math.floor(sessionAbsoluteMs / 1000));
  }

  tokenFrom(request: Request): string | null {
    const token = sessionCookieValue(request.headers.get("Cookie"), this.cookieName);
    return token && /^[A-Za-z0-9_-]{43}$/.test(token) ? token : null;
  }

  /** The signed-in cook, or null; a live session is touched at most once an hour. */
  async read(request: Request, now = new Date()): Promise<SessionUser | null> {
    const token = this.tokenFrom(request);
    if (!token) return null;
    const id = this.keyOf(token);
    const [row] = await this.db
      .select({ session: sessions, user: users })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.id, id), gt(sessions.expiresAt, now), gt(sessions.lastSeenAt, new Date(now.getTime() - sessionIdleMs))))
      .limit(1);
    if (!row) return null;
    if (now.getTime() - row.session.lastSeenAt.getTime() > touchEveryMs) {
      await this.db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id));
    }
    return { sessionId: id, user: row.user };
  }

  /** Ends the request's session on the server; returns the Set-Cookie that clears it. */
  async destroy(request: Request): Promise<string> {
    const token = this.tokenFrom(request);
    if (token) await this.db.delete(sessions).where(eq(sessions.id, this.keyOf(token)));
    return this.clearCookie();
  }

  clearCookie(): string {
    return this.cookie("", 0);
  }

  async destroyAllFor(userId: string): Promise<void> {
    await this.db.delete(sessions).where(eq(sessions.userId, userId));
  }

  /** Drops expired rows; cheap, run now and then. */
  async prune(now = new Date()): Promise<void> {
    await this.db
      .delete(sessions)
      .where(or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, new Date(now.getTime() - sessionIdleMs)))!);
    await this.db.execute(sql`delete from auth_requests where created_at < ${new Date(now.getTime() - 15 * 60 * 1000)}`);
  }
}

/**
 * Where the development identity provider (server/dev-identity-provider.ts) keeps its
 * state, in the database: interactions, sessions, authorization codes, grants and
 * tokens, and the name and e-mail each account signed in with. So any app process
 * answers any step of a sign-in (a fleet behind a balancer) and a restart loses none.
 *
 * This is oidc-provider's adapter interface: a class per model with upsert, find,
 * findByUid, findByUserCode, consume, destroy and revokeByGrantId, as its reference
 * adapter documents them (https://github.com/panva/node-oidc-provider/blob/main/example/my_adapter.js:
 * "find … fulfilled with what was previously stored for the id (when found and not
 * dropped yet due to expiration)"; consume marks it so later finds carry `consumed`).
 * One table keyed by model and id, as in its example/adapters/knex.js. Expired rows are
 * never returned, and are deleted at most every ten minutes, by a write.
 */
import { and, eq, gt, isNull, lt, or } from "drizzle-orm";
import type { Adapter, AdapterPayload } from "oidc-provider";
import type { Db } from "../../../db/client.server";
import { devProviderRecords } from "../../../db/schema";
import { log } from "~/config/log.server";

const pruneEveryMs = 10 * 60 * 1000;
/** An account's name and e-mail are needed from the form to the token exchange: minutes. A day is ample. */
const accountLifetimeSeconds = 24 * 60 * 60;
const accountModel = "DevAccount";

export interface DevAccount {
  name: string;
  email: string;
}

export class DevProviderStore {
  private lastPrune = 0;

  constructor(private readonly db: Db) {}

  /** oidc-provider's `adapter` option: one adapter per model name. */
  adapterFor = (model: string): Adapter => new ModelRecords(this, model);

  async upsert(model: string, id: string, payload: Record<string, unknown>, expiresInSeconds: number | undefined): Promise<void> {
    const expiresAt = typeof expiresInSeconds === "number" ? new Date(Date.now() + expiresInSeconds * 1000) : null;
    const row = {
      payload,
      grantId: typeof payload.grantId === "string" ? payload.grantId : null,
      uid: typeof payload.uid === "string" ? payload.uid : null,
      userCode: typeof payload.userCode === "string" ? payload.userCode : null,
      expiresAt,
    };
    await this.db
      .insert(devProviderRecords)
      .values({ model, id, ...row })
      .onConflictDoUpdate({ target: [devProviderRecords.model, devProviderRecords.id], set: row });
    await this.pruneNowAndThen();
  }

  async find(model: string, by: "id" | "uid" | "userCode", value: string): Promise<AdapterPayload | undefined> {
    const column = { id: devProviderRecords.id, uid: devProviderRecords.uid, userCode: devProviderRecords.userCode }[by];
    const [row] = await this.db
      .select({ payload: devProviderRecords.payload, consumedAt: devProviderRecords.consumedAt })
      .from(devProviderRecords)
      .where(and(eq(devProviderRecords.model, model), eq(column, value), this.alive()))
      .limit(1);
    if (!row) return undefined;
    const consumed = row.consumedAt ? { consumed: Math.floor(row.consumedAt.getTime() / 1000) } : {};
    return { ...row.payload, ...consumed } as AdapterPayload;
  }

  async consume(model: string, id: string): Promise<void> {
    await this.db
      .update(devProviderRecords)
      .set({ consumedAt: new Date() })
      .where(and(eq(devProviderRecords.model, model), eq(devProviderRecords.id, id)));
  }

  async destroy(model: string, id: string): Promise<void> {
    await this.db.delete(devProviderRecords).where(and(eq(devProviderRecords.model, model), eq(devProviderRecords.id, id)));
  }

  async revokeByGrantId(model: string, grantId: string): Promise<void> {
    await this.db.delete(devProviderRecords).where(and(eq(devProviderRecords.model, model), eq(devProviderRecords.grantId, grantId)));
  }

  /** The name and e-mail typed on the provider's page, for the ID token's claims. */
  async rememberAccount(subject: string, account: DevAccount): Promise<void> {
    await this.upsert(accountModel, subject, { ...account }, accountLifetimeSeconds);
  }

  async account(subject: string): Promise<DevAccount | null> {
    const payload = await this.find(accountModel, "id", subject);
    return payload && typeof payload.email === "string" ? { name: String(payload.name ?? ""), email: payload.email } : null;
  }

  /** Deletes what has expired; returns how many rows went. */
  async prune(now = new Date()): Promise<number> {
    const gone = await this.db
      .delete(devProviderRecords)
      .where(lt(devProviderRecords.expiresAt, now))
      .returning({ id: devProviderRecords.id });
    return gone.length;
  }

  private alive() {
    return or(isNull(devProviderRecords.expiresAt), gt(devProviderRecords.expiresAt, new Date()))!;
  }

  /** Sign-ins are rare: pruning on a write, now and then, needs no timer of its own. */
  private async pruneNowAndThen(): Promise<void> {
    if (Date.now() - this.lastPrune < pruneEveryMs) return;
    this.lastPrune = Date.now();
    try {
      await this.prune();
    } catch (error) {
      log.error({ err: error }, "[dev-oidc] limpeza dos registros vencidos falhou");
    }
  }
}

class ModelRecords implements Adapter {
  constructor(
    private readonly store: DevProviderStore,
    private readonly model: string,
  ) {}

  upsert(id: string, payload: AdapterPayload, expiresIn?: number) {
    return this.store.upsert(this.model, id, payload as Record<string, unknown>, expiresIn);
  }
  find(id: string) {
    return this.store.find(this.model, "id", id);
  }
  findByUid(uid: string) {
    return this.store.find(this.model, "uid", uid);
  }
  findByUserCode(userCode: string) {
    return this.store.find(this.model, "userCode", userCode);
  }
  consume(id: string) {
    return this.store.consume(this.model, id);
  }
  destroy(id: string) {
    return this.store.destroy(this.model, id);
  }
  revokeByGrantId(grantId: string) {
    return this.store.revokeByGrantId(this.model, grantId);
  }
}

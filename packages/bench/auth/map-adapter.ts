import type { Adapter, AdapterPayload } from 'oidc-provider';

type Entry = { payload: AdapterPayload; expiresAt: number };

// One provider per process: the stores are module-wide, like the bundled memory adapter's.
const entries = new Map<string, Entry>();
const keysByGrant = new Map<string, Set<string>>();
const keysBySessionUid = new Map<string, string>();

/**
 * oidc-provider's storage for the benchmark. The bundled memory adapter is an LRU of 1000
 * entries, which would evict the codes minted ahead; this one keeps everything, in Maps,
 * with expiry checked on read.
 */
export class MapAdapter implements Adapter {
  constructor(private readonly model: string) {}

  async upsert(id: string, payload: AdapterPayload, expiresIn: number | undefined): Promise<void> {
    const key = this.key(id);
    entries.set(key, {
      payload,
      expiresAt: expiresIn === undefined ? Infinity : Date.now() + expiresIn * 1000,
    });
    if (payload.grantId) {
      const keys = keysByGrant.get(payload.grantId) ?? new Set<string>();
      keys.add(key);
      keysByGrant.set(payload.grantId, keys);
    }
    if (this.model === 'Session' && payload.uid) keysBySessionUid.set(payload.uid, id);
  }

  async find(id: string): Promise<AdapterPayload | undefined> {
    const key = this.key(id);
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= Date.now()) {
      entries.delete(key);
      return undefined;
    }
    return entry.payload;
  }

  async findByUid(uid: string): Promise<AdapterPayload | undefined> {
    const id = keysBySessionUid.get(uid);
    return id === undefined ? undefined : this.find(id);
  }

  // The device flow, the only user of user codes, is not enabled.
  async findByUserCode(): Promise<AdapterPayload | undefined> {
    return undefined;
  }

  async consume(id: string): Promise<void> {
    const entry = entries.get(this.key(id));
    if (entry) entry.payload.consumed = Math.floor(Date.now() / 1000);
  }

  async destroy(id: string): Promise<void> {
    entries.delete(this.key(id));
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    for (const key of keysByGrant.get(grantId) ?? []) entries.delete(key);
    keysByGrant.delete(grantId);
  }

  private key(id: string): string {
    return `${this.model}:${id}`;
  }
}

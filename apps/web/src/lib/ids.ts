// Device identifiers. No fingerprinting (docs/design.md "Deliberate differences from the seed"):
// the device number is a random id kept in local storage. The attribution adapter is off by
// default, so adid and gaid fall back to local random ids, available at once in a browser.

const DEVICE_KEY = 'talih.deviceNumber';
const ADID_KEY = 'talih.adid';
const GAID_KEY = 'talih.gaid';

function randomId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') {
    return crypto.randomUUID();
  }
  // Non-secure contexts (plain http on a LAN address) lack randomUUID; getRandomValues is there.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Client request ids for one form (a withdrawal): `idFor(key)` answers the id of the request
 * the player means, the same while its answer is unknown (the network failed or timed out),
 * so a retry replays the first request on the server instead of making a second; a new key
 * (another amount) or `answered()` starts a new one.
 */
export function createRequestIds() {
  let held: { id: string; key: string } | null = null;
  return {
    idFor(key: string): string {
      if (held?.key !== key) held = { id: randomId(), key };
      return held.id;
    },
    answered() {
      held = null;
    },
  };
}

function storedId(key: string, storage: Storage): string {
  let id: string | null = null;
  try {
    id = storage.getItem(key);
    if (!id) {
      id = randomId();
      storage.setItem(key, id);
    }
  } catch {
    // Storage blocked (private mode): an id for this page view only.
    id ??= randomId();
  }
  return id;
}

export function getDeviceNumber(storage: Storage = localStorage): string {
  return storedId(DEVICE_KEY, storage);
}

/**
 * Attribution ids. In an Android shell a native bridge may inject `window.talihShell.gaid`
 * later; in a browser the local fallbacks are ready immediately. Returns null while a shell is
 * still waiting for its ids.
 */
export function readAttributionIds(
  win: Window & { talihShell?: { adid?: string; gaid?: string; android?: boolean } },
  storage: Storage = localStorage,
): { adid: string; gaid: string } | null {
  const shell = win.talihShell;
  if (shell?.android) {
    if (!shell.adid || !shell.gaid) return null;
    return { adid: shell.adid, gaid: shell.gaid };
  }
  return { adid: shell?.adid ?? storedId(ADID_KEY, storage), gaid: storedId(GAID_KEY, storage) };
}

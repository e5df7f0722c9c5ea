// The deployment's currency and phone codes (its jurisdiction pack's, docs/design.md
// "Jurisdictions"), known before the first paint: the server writes them into index.html (<meta
// name="talih-jurisdiction">); /system/config confirms them once it answers; the persisted site
// configuration covers a page served without the tag (the Vite dev server). Until one of them
// speaks, amounts show without a sign rather than with a wrong one.
import { COUNTRY_CODE } from '@talih/contracts/limits.ts';

export interface Deployment {
  currency: string | null;
  phoneCallingCodes: readonly string[];
}

const META_NAME = 'talih-jurisdiction';

function fromMeta(): Partial<Deployment> {
  if (typeof document === 'undefined') return {};
  const content = document.querySelector(`meta[name="${META_NAME}"]`)?.getAttribute('content');
  if (!content) return {};
  try {
    const data = JSON.parse(content) as { currency?: unknown; phoneCallingCodes?: unknown };
    return {
      ...(typeof data.currency === 'string' && /^[A-Z]{3}$/.test(data.currency)
        ? { currency: data.currency }
        : {}),
      ...(Array.isArray(data.phoneCallingCodes) &&
      data.phoneCallingCodes.length > 0 &&
      data.phoneCallingCodes.every((c) => typeof c === 'string' && /^\d{1,4}$/.test(c))
        ? { phoneCallingCodes: data.phoneCallingCodes as string[] }
        : {}),
    };
  } catch {
    return {};
  }
}

function fromStorage(): Partial<Deployment> {
  try {
    const raw = localStorage.getItem('talih-site-config');
    const jurisdiction = raw
      ? (JSON.parse(raw) as { state?: { config?: { jurisdiction?: Partial<Deployment> } } }).state
          ?.config?.jurisdiction
      : undefined;
    return jurisdiction ?? {};
  } catch {
    return {};
  }
}

// The seed's 90 when nothing says otherwise (the sandbox pack's code).
let current: Deployment = {
  currency: null,
  phoneCallingCodes: [COUNTRY_CODE],
  ...fromStorage(),
  ...fromMeta(),
};

export function deployment(): Deployment {
  return current;
}

/** What the server answered; true when it changed what the page was showing. */
export function setDeployment(next: Deployment): boolean {
  const changed =
    next.currency !== current.currency ||
    next.phoneCallingCodes.join() !== current.phoneCallingCodes.join();
  current = next;
  return changed;
}

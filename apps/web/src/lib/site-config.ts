// The server's mode and switched-on features (/system/config), fetched once per page load and
// remembered in local storage, so a returning visitor's first paint already hides what the
// server switched off. Until the first answer, nothing is hidden and no badge shows.
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
// Only the contract's types: its object would pull zod into the first page's JavaScript.
import type { CallResult } from '@talih/contracts/call.ts';
import type { getSiteConfig as GetSiteConfig, SiteConfig } from '@talih/contracts/system.ts';
import { deployment, setDeployment } from './deployment.ts';
import { request } from './request.ts';

interface SiteConfigState {
  config: SiteConfig | null;
  /**
   * Bumped when the server's currency or phone codes differ from the ones the page was drawn
   * with (a stale or absent stored copy): the app draws itself again (RootShell's key).
   */
  deploymentVersion?: number;
}

export const useSiteConfig = create<SiteConfigState>()(
  persist((): SiteConfigState => ({ config: null }), {
    name: 'talih-site-config',
    storage: createJSONStorage(() => localStorage),
    partialize: (s) => ({ config: s.config }),
  }),
);

let loading: Promise<void> | null = null;

/** Fetches the configuration once; a failure keeps what is known (a retry on the next load). */
export function loadSiteConfig(): Promise<void> {
  if (!loading) {
    loading = (async () => {
      try {
        const config: SiteConfig = await request<CallResult<typeof GetSiteConfig>>(
          '/system/config',
          {},
          { silent: true },
        );
        const changed = setDeployment({
          currency: config.jurisdiction.currency,
          phoneCallingCodes: config.jurisdiction.phoneCallingCodes,
        });
        useSiteConfig.setState((s) => ({
          config,
          deploymentVersion: (s.deploymentVersion ?? 0) + (changed ? 1 : 0),
        }));
      } catch {
        // Unknown until the next page load: nothing hidden, no badge.
      }
    })();
  }
  return loading;
}

/** The sportsbook is shown unless the server said it is off. */
export function useSportEnabled(): boolean {
  return useSiteConfig((s) => s.config?.features.sport !== false);
}

export function useIsSandbox(): boolean {
  return useSiteConfig((s) => s.config?.mode === 'sandbox');
}

/** The phone calling codes of the pack (the first is the forms' default). */
export function usePhoneCallingCodes(): readonly string[] {
  useSiteConfig((s) => s.deploymentVersion);
  return deployment().phoneCallingCodes;
}

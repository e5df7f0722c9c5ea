// The lobby area's staff calls: the pickers' lookups (providers, categories, labels), the games
// catalogue (paged, sorted and filtered on the server), providers, labels, banners, the home
// preview and the legal texts; and every write (each audited by the server). Every key starts
// with 'lobby': a write refreshes the area's lists at once (a legal text only the legal list).
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { StaffInput } from '@talih/contracts/backoffice/call.ts';
import {
  applyImport,
  BANNER_IMAGE_BYTES_MAX,
  BANNER_IMAGE_TYPES,
  contentLookups,
  deleteBanner,
  deleteLabel,
  homePreview,
  IMPORT_CHARS_MAX,
  listBanners,
  listGames,
  listLabels,
  listProviders,
  orderLabels,
  previewImport,
  saveBanner,
  saveDrawer,
  saveGame,
  saveLabel,
  saveProvider,
  syncHub88Games,
  uploadBannerImage,
  type BannerStatus,
  type GAME_SORTS,
} from '@talih/contracts/backoffice/lobby.ts';
import { listLegalVersions, publishLegalVersion } from '@talih/contracts/backoffice/legal.ts';
import type { LegalKind } from '@talih/contracts/legal.ts';
import type { Sort } from '../../components/DataTable.tsx';
import { toast } from '../../components/Toast.tsx';
import { staffCall } from '../../lib/api.ts';
import { errorText } from './labels.ts';

export const LOBBY_PAGE_SIZE = 25;
export type GameSort = (typeof GAME_SORTS)[number];
export const PREVIEW_LANGS = ['tk', 'en', 'zh-CN'] as const;
export type PreviewLang = (typeof PREVIEW_LANGS)[number];

/** The games list's filter: a name or id, a provider, a category (0: any), on or off. */
export interface GameFilter {
  search: string;
  provider: string;
  categoryId: number;
  enabled: 'all' | 'on' | 'off';
}

export const lobbyKeys = {
  all: ['lobby'] as const,
  lookups: () => ['lobby', 'lookups'] as const,
  games: (f: GameFilter, sort: Sort, page: number) => ['lobby', 'games', f, sort, page] as const,
  providers: () => ['lobby', 'providers'] as const,
  labels: () => ['lobby', 'labels'] as const,
  banners: (status: BannerStatus | 'all') => ['lobby', 'banners', status] as const,
  preview: (lang: PreviewLang, at: number | null) => ['lobby', 'preview', lang, at] as const,
  legalAll: () => ['lobby', 'legal'] as const,
  legal: (kind: LegalKind) => ['lobby', 'legal', kind] as const,
};

export const lobbyQueries = {
  lookups: () =>
    queryOptions({
      queryKey: lobbyKeys.lookups(),
      queryFn: () => staffCall(contentLookups, {}),
      staleTime: 60_000,
    }),
  games: (f: GameFilter, sort: Sort, page: number) =>
    queryOptions({
      queryKey: lobbyKeys.games(f, sort, page),
      queryFn: () =>
        staffCall(listGames, {
          ...f,
          sort: sort.key as GameSort,
          dir: sort.dir,
          page,
          pageSize: LOBBY_PAGE_SIZE,
        }),
      placeholderData: keepPreviousData,
    }),
  providers: () =>
    queryOptions({
      queryKey: lobbyKeys.providers(),
      queryFn: () => staffCall(listProviders, {}),
    }),
  labels: () =>
    queryOptions({ queryKey: lobbyKeys.labels(), queryFn: () => staffCall(listLabels, {}) }),
  banners: (status: BannerStatus | 'all') =>
    queryOptions({
      queryKey: lobbyKeys.banners(status),
      queryFn: () => staffCall(listBanners, { status }),
    }),
  /** The home at a moment (`at`: null or not a time means now) in a language. */
  preview: (lang: PreviewLang, at: number | null) =>
    queryOptions({
      queryKey: lobbyKeys.preview(lang, at),
      queryFn: () =>
        staffCall(homePreview, { lang, ...(at !== null && !Number.isNaN(at) ? { at } : {}) }),
      placeholderData: keepPreviousData,
    }),
  legal: (kind: LegalKind) =>
    queryOptions({
      queryKey: lobbyKeys.legal(kind),
      queryFn: () => staffCall(listLegalVersions, { kind }),
    }),
};

interface WriteOptions<R> {
  /** The toast on success, from the call's answer; none when absent. */
  done?: (t: TFunction, r: R) => string;
  /** A refusal as a toast (for a row's button); otherwise the form shows it. */
  toastError?: boolean;
  /** What to read again; the whole area unless said. */
  refresh?: readonly unknown[];
}

/** A lobby write: its toast, a fresh read of the area, and its refusal where the page wants it. */
function useLobbyWrite<V, R>(call: (v: V) => Promise<R>, o: WriteOptions<R> = {}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (r) => {
      if (o.done) toast.success(o.done(t, r));
      void client.invalidateQueries({ queryKey: o.refresh ?? lobbyKeys.all });
    },
    onError: (error) => {
      if (o.toastError) toast.error(errorText(error, t('common.networkError')) ?? '');
    },
  });
}

export function useSaveGame(name: string) {
  return useLobbyWrite((v: StaffInput<typeof saveGame>) => staffCall(saveGame, v), {
    done: (t) => t('lobby.games.saved', { name }),
  });
}

/** Hub88's game list into the catalogue now; what it did stays beside the button. */
export function useSyncHub88() {
  return useLobbyWrite(() => staffCall(syncHub88Games, {}));
}

export function useSaveProvider() {
  return useLobbyWrite((v: StaffInput<typeof saveProvider>) => staffCall(saveProvider, v), {
    done: (t, row) => t('lobby.providers.saved', { name: row.name }),
    toastError: true,
  });
}

export function useSaveDrawer() {
  return useLobbyWrite((firmCodes: string[]) => staffCall(saveDrawer, { firmCodes }), {
    done: (t) => t('lobby.drawer.saved'),
  });
}

export function useSaveLabel() {
  return useLobbyWrite((v: StaffInput<typeof saveLabel>) => staffCall(saveLabel, v), {
    done: (t) => t('lobby.labels.saved'),
  });
}

export function useOrderLabels() {
  return useLobbyWrite((labelIds: string[]) => staffCall(orderLabels, { labelIds }), {
    done: (t) => t('lobby.labels.ordered'),
    toastError: true,
  });
}

export function useDeleteLabel() {
  return useLobbyWrite((v: StaffInput<typeof deleteLabel>) => staffCall(deleteLabel, v), {
    done: (t) => t('lobby.labels.removed'),
  });
}

export function useSaveBanner() {
  return useLobbyWrite((v: StaffInput<typeof saveBanner>) => staffCall(saveBanner, v), {
    done: (t, row) => t('lobby.banners.saved', { status: t(`lobby.banners.status.${row.status}`) }),
  });
}

export function useDeleteBanner() {
  return useLobbyWrite((v: StaffInput<typeof deleteBanner>) => staffCall(deleteBanner, v), {
    done: (t) => t('lobby.banners.removed'),
  });
}

function base64Of(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

/** A banner picture up (PNG, JPEG or WebP up to 1 MB, checked here and again by the server). */
export function useUploadBannerImage(onUploaded: (stored: { file: string; url: string }) => void) {
  const { t } = useTranslation();
  return useMutation({
    onSuccess: onUploaded,
    mutationFn: async (file: File) => {
      if (!(BANNER_IMAGE_TYPES as readonly string[]).includes(file.type)) {
        throw new Error(t('lobby.banners.pictureType'));
      }
      if (file.size > BANNER_IMAGE_BYTES_MAX) throw new Error(t('lobby.banners.pictureSize'));
      return staffCall(uploadBannerImage, {
        fileName: file.name,
        contentType: file.type,
        data: await base64Of(file),
      });
    },
  });
}

/** What an import file would change (nothing is written yet). */
export function usePreviewImport() {
  const { t } = useTranslation();
  return useMutation({
    mutationFn: async (file: File) => {
      const content = await file.text();
      if (content.length > IMPORT_CHARS_MAX) throw new Error(t('lobby.import.tooBig'));
      const format = file.name.toLowerCase().endsWith('.json') ? 'json' : 'csv';
      return staffCall(previewImport, { fileName: file.name, format, content });
    },
  });
}

export function useApplyImport() {
  return useLobbyWrite((importId: number) => staffCall(applyImport, { importId }), {
    done: (t, r) =>
      r.alreadyApplied
        ? t('lobby.import.already')
        : t('lobby.import.applied', { added: r.added, updated: r.updated }),
  });
}

export function usePublishLegal() {
  return useLobbyWrite(
    (v: StaffInput<typeof publishLegalVersion>) => staffCall(publishLegalVersion, v),
    {
      done: (t, r) => t('lobby.legal.published', { version: r.version }),
      toastError: true,
      refresh: lobbyKeys.legalAll(),
    },
  );
}

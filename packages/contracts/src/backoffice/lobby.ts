// The lobby and content area's staff calls: games (on/off, sort weight, labels, category, demo),
// providers (on/off, order, the mobile drawer's icons), lobby labels and their order, the
// import of an aggregator's game list (preview with per-row errors, then apply), banners per
// language with uploaded pictures and a schedule, and a preview of the player home.
import { z } from 'zod';
import { defineStaffContract } from './call.ts';
import { pageInput, pageOf } from './common.ts';

export const firmCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,32}$/);
export const labelId = z
  .string()
  .trim()
  .regex(/^[a-z0-9_-]{2,32}$/);
const reason = z.string().trim().max(200).default('');

export const contentLookups = defineStaffContract({
  path: '/content/lookups',
  permission: 'content.read',
  input: z.object({}),
  output: z.object({
    providers: z.array(z.object({ firmCode: z.string(), name: z.string() })),
    categories: z.array(z.object({ categoryId: z.number().int(), code: z.string() })),
    labels: z.array(z.object({ labelId: z.string(), nameTk: z.string(), nameEn: z.string() })),
  }),
});

export const GAME_SORTS = ['name', 'provider', 'sortWeight', 'createdAt'] as const;

export const gameRow = z.object({
  gameId: z.number().int(),
  name: z.string(),
  externalId: z.string(),
  firmCode: z.string(),
  providerEnabled: z.boolean(),
  categoryId: z.number().int(),
  enabled: z.boolean(),
  haveDemo: z.boolean(),
  sortWeight: z.number().int(),
  labels: z.array(z.string()),
  imageUrl: z.string(),
  createdAt: z.number(),
});
export type GameRow = z.output<typeof gameRow>;

export const listGames = defineStaffContract({
  path: '/content/games',
  permission: 'content.read',
  input: z.object({
    ...pageInput,
    sort: z.enum(GAME_SORTS).default('sortWeight'),
    dir: z.enum(['asc', 'desc']).default('desc'),
    provider: z.string().trim().max(32).default(''),
    categoryId: z.number().int().min(0).default(0),
    enabled: z.enum(['all', 'on', 'off']).default('all'),
    search: z.string().trim().max(100).default(''),
  }),
  output: pageOf(gameRow),
});

/** Hub88's game list into the catalogue now (docs/hub88.md "Game list"), as the job does. */
export const syncHub88Games = defineStaffContract({
  path: '/content/games/hub88-sync',
  permission: 'content.write',
  input: z.object({}),
  output: z.object({
    listed: z.number().int(),
    added: z.number().int(),
    updated: z.number().int(),
    hidden: z.number().int(),
  }),
});

export const saveGame = defineStaffContract({
  path: '/content/games/save',
  permission: 'content.write',
  input: z.object({
    gameId: z.number().int().min(1),
    enabled: z.boolean(),
    haveDemo: z.boolean(),
    sortWeight: z.number().int().min(0).max(1_000_000),
    categoryId: z.number().int().min(1),
    labels: z.array(labelId).max(20),
    reason,
  }),
  output: gameRow,
});

export const providerRow = z.object({
  firmCode: z.string(),
  name: z.string(),
  categoryId: z.number().int(),
  sort: z.number().int(),
  enabled: z.boolean(),
  /** Position in the mobile drawer; null: not shown there. */
  drawerSort: z.number().int().nullable(),
  gameCount: z.number().int(),
  activeGameCount: z.number().int(),
});
export type ProviderRow = z.output<typeof providerRow>;

export const listProviders = defineStaffContract({
  path: '/content/providers',
  permission: 'content.read',
  input: z.object({}),
  output: z.object({ rows: z.array(providerRow) }),
});

export const saveProvider = defineStaffContract({
  path: '/content/providers/save',
  permission: 'content.write',
  input: z.object({
    firmCode,
    enabled: z.boolean(),
    sort: z.number().int().min(0).max(100_000),
    reason,
  }),
  output: providerRow,
});

export const saveDrawer = defineStaffContract({
  path: '/content/drawer/save',
  permission: 'content.write',
  input: z.object({ firmCodes: z.array(firmCode).max(100), reason }),
  output: z.object({ firmCodes: z.array(z.string()) }),
});

export const labelRow = z.object({
  labelId: z.string(),
  nameTk: z.string(),
  nameEn: z.string(),
  nameZh: z.string(),
  kind: z.enum(['system', 'operator']),
  sort: z.number().int(),
  gameCount: z.number().int(),
});
export type LabelRow = z.output<typeof labelRow>;

export const listLabels = defineStaffContract({
  path: '/content/labels',
  permission: 'content.read',
  input: z.object({}),
  output: z.object({ rows: z.array(labelRow) }),
});

const labelName = z.string().trim().min(1).max(100);

export const saveLabel = defineStaffContract({
  path: '/content/labels/save',
  permission: 'content.write',
  input: z.object({
    labelId,
    nameTk: labelName,
    nameEn: labelName,
    nameZh: labelName,
    reason,
  }),
  output: labelRow,
});

export const orderLabels = defineStaffContract({
  path: '/content/labels/order',
  permission: 'content.write',
  input: z.object({ labelIds: z.array(labelId).min(1).max(100), reason }),
  output: z.object({ rows: z.array(labelRow) }),
});

export const deleteLabel = defineStaffContract({
  path: '/content/labels/delete',
  permission: 'content.write',
  input: z.object({ labelId, reason }),
  output: z.object({ labelId: z.string() }),
});

/** A game list of an aggregator: at most this many rows, this many characters. */
export const IMPORT_ROWS_MAX = 20_000;
export const IMPORT_CHARS_MAX = 6_000_000;

export const importError = z.object({
  row: z.number().int(),
  field: z.string(),
  message: z.string(),
});
export type ImportError = z.output<typeof importError>;

export const importChange = z.object({
  row: z.number().int(),
  action: z.enum(['add', 'update', 'unchanged']),
  firmCode: z.string(),
  externalId: z.string(),
  name: z.string(),
  /** For an update: the fields that change. */
  fields: z.array(z.string()),
});
export type ImportChange = z.output<typeof importChange>;

export const importSummary = z.object({
  importId: z.number().int(),
  fileName: z.string(),
  total: z.number().int(),
  add: z.number().int(),
  update: z.number().int(),
  unchanged: z.number().int(),
  invalid: z.number().int(),
  /** The first errors (row order); errorCount counts them all. */
  errors: z.array(importError),
  errorCount: z.number().int(),
  /** The first rows that change, then unchanged ones. */
  changes: z.array(importChange),
  status: z.enum(['previewed', 'applied']),
});
export type ImportSummary = z.output<typeof importSummary>;

export const previewImport = defineStaffContract({
  path: '/content/import/preview',
  permission: 'content.write',
  bodyLimit: 8 * 1024 * 1024,
  input: z.object({
    fileName: z.string().trim().min(1).max(200),
    format: z.enum(['csv', 'json']),
    content: z.string().min(1).max(IMPORT_CHARS_MAX),
  }),
  output: importSummary,
});

export const applyImport = defineStaffContract({
  path: '/content/import/apply',
  permission: 'content.write',
  input: z.object({ importId: z.number().int().min(1) }),
  output: z.object({
    importId: z.number().int(),
    added: z.number().int(),
    updated: z.number().int(),
    unchanged: z.number().int(),
    /** True when this import had been applied before: nothing was changed this time. */
    alreadyApplied: z.boolean(),
  }),
});

export const BANNER_LANGS = ['tk', 'en', 'zh'] as const;
export type BannerLang = (typeof BANNER_LANGS)[number];
export const BANNER_STATUSES = ['live', 'scheduled', 'ended', 'off'] as const;
export type BannerStatus = (typeof BANNER_STATUSES)[number];

const perLang = <T extends z.ZodType>(v: T) => z.object({ tk: v, en: v, zh: v });
const imageFile = z
  .string()
  .regex(/^[a-f0-9]{32}\.(png|jpg|webp)$/)
  .nullable();

export const bannerRow = z.object({
  bannerId: z.number().int(),
  titles: perLang(z.string()),
  subtitles: perLang(z.string()),
  images: perLang(z.string().nullable()),
  /** Where the pictures are shown in the back-office (per language; null: generated art). */
  imageUrls: perLang(z.string().nullable()),
  linkType: z.enum(['game', 'route', 'none']),
  link: z.string(),
  sort: z.number().int(),
  startsAt: z.number().nullable(),
  endsAt: z.number().nullable(),
  enabled: z.boolean(),
  status: z.enum(BANNER_STATUSES),
});
export type BannerRow = z.output<typeof bannerRow>;

export const listBanners = defineStaffContract({
  path: '/content/banners',
  permission: 'content.read',
  input: z.object({ status: z.enum(['all', ...BANNER_STATUSES]).default('all') }),
  output: z.object({ rows: z.array(bannerRow) }),
});

export const saveBanner = defineStaffContract({
  path: '/content/banners/save',
  permission: 'content.write',
  input: z.object({
    /** Absent: a new banner. */
    bannerId: z.number().int().min(1).optional(),
    titles: z.object({
      tk: z.string().trim().min(1).max(200),
      en: z.string().trim().max(200),
      zh: z.string().trim().max(200),
    }),
    subtitles: perLang(z.string().trim().max(300)),
    images: perLang(imageFile),
    linkType: z.enum(['game', 'route', 'none']),
    link: z.string().trim().max(500),
    sort: z.number().int().min(0).max(100_000),
    startsAt: z.number().int().min(0).nullable(),
    endsAt: z.number().int().min(0).nullable(),
    enabled: z.boolean(),
    reason,
  }),
  output: bannerRow,
});

export const deleteBanner = defineStaffContract({
  path: '/content/banners/delete',
  permission: 'content.write',
  input: z.object({ bannerId: z.number().int().min(1), reason }),
  output: z.object({ bannerId: z.number().int() }),
});

export const BANNER_IMAGE_BYTES_MAX = 1024 * 1024;
export const BANNER_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

export const uploadBannerImage = defineStaffContract({
  path: '/content/banners/upload',
  permission: 'content.write',
  bodyLimit: 2 * 1024 * 1024,
  input: z.object({
    fileName: z.string().trim().min(1).max(200),
    contentType: z.string().trim().max(100),
    /** The file's bytes, base64. */
    data: z
      .string()
      .min(1)
      .max(Math.ceil((BANNER_IMAGE_BYTES_MAX * 4) / 3) + 1024),
  }),
  output: z.object({ file: z.string(), url: z.string(), bytes: z.number().int() }),
});

export const previewCard = z.object({
  gameId: z.number().int(),
  name: z.string(),
  firmName: z.string(),
  imageUrl: z.string(),
});

export const homePreview = defineStaffContract({
  path: '/content/preview',
  permission: 'content.read',
  input: z.object({
    lang: z.enum(['tk', 'en', 'zh-CN']).default('tk'),
    /** The moment to preview (default now): a scheduled banner shows from its start. */
    at: z.number().int().min(0).optional(),
  }),
  output: z.object({
    at: z.number(),
    banners: z.array(
      z.object({
        bannerId: z.number().int(),
        title: z.string(),
        subtitle: z.string(),
        imageUrl: z.string(),
      }),
    ),
    labels: z.array(
      z.object({
        labelId: z.string(),
        name: z.string(),
        total: z.number().int(),
        games: z.array(previewCard),
      }),
    ),
    drawerProviders: z.array(z.object({ firmCode: z.string(), name: z.string() })),
  }),
});

// Row types of the lobby tables (the union of all migrations). The lobby's content: labels,
// banners, content imports.
import type { Generated } from 'kysely';

/** The lobby tables, as Kysely names them (assembled into DB by ../schema.ts). */
export interface LobbyTables {
  lobby_labels: LobbyLabelsTable;
  game_labels: GameLabelsTable;
  banners: BannersTable;
  content_imports: ContentImportsTable;
}

export type LobbyLabelKind = 'system' | 'operator';

export interface LobbyLabelsTable {
  label_id: string;
  name_tk: string;
  name_en: string;
  name_zh: string;
  kind: LobbyLabelKind;
  sort: number;
}

export interface GameLabelsTable {
  game_id: number;
  label_id: string;
  weight: number;
}

export type BannerLinkType = 'game' | 'route' | 'none';

export interface BannersTable {
  id: Generated<number>;
  title_tk: string;
  title_en: string;
  title_zh: string;
  subtitle_tk: string;
  subtitle_en: string;
  subtitle_zh: string;
  image_url: string;
  link_type: BannerLinkType;
  link: string;
  sort: number;
  starts_at: number | null;
  ends_at: number | null;
  /** Uploaded pictures per language (file names under BANNER_IMAGE_DIR). */
  image_file_tk: Generated<string | null>;
  image_file_en: Generated<string | null>;
  image_file_zh: Generated<string | null>;
  enabled: Generated<number>;
}

export interface ContentImportsTable {
  id: Generated<number>;
  created_at: number;
  staff_name: string;
  file_name: string;
  row_count: number;
  error_count: number;
  rows: string;
  status: 'previewed' | 'applied';
  applied_at: number | null;
  result: string | null;
}

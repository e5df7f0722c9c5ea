// The player home as it would look at a moment in one language: the live banners, the lobby
// sections with their first games, and the drawer's providers, from the same code the player
// app's calls use (a fresh catalogue, not the cached one, so a change shows at once).
import type { Kysely } from 'kysely';
import { LABEL_FAVORITES } from '@talih/contracts/lobby.ts';
import type { Language } from '@talih/contracts/i18n.ts';
import type { DB } from '../../../db/schema.ts';
import { liveBanners } from '../../../modules/lobby/banners.ts';
import { loadCatalogue } from '../../../modules/lobby/catalogue.ts';
import { staffPictureUrl } from './staff-pictures.ts';

/** Games per section: the desktop home's row. */
const ROW = 6;

export async function homePreview(db: Kysely<DB>, lang: Language, at: number) {
  const [banners, cat] = await Promise.all([liveBanners(db, lang, at), loadCatalogue(db)]);
  return {
    at,
    banners: banners.map((b) => ({
      bannerId: b.bannerId,
      title: b.title,
      subtitle: b.subtitle,
      imageUrl: staffPictureUrl(b.imageUrl, 'banner', b.bannerId),
    })),
    labels: cat.labels
      .filter((l) => l.labelId !== LABEL_FAVORITES)
      .map((l) => ({
        labelId: l.labelId,
        name: l.names[lang],
        total: l.games.length,
        games: l.games.slice(0, ROW).map((g) => ({
          gameId: g.id,
          name: g.card.gameName,
          firmName: g.card.firmName,
          imageUrl: staffPictureUrl(g.card.imageUrlLobby, 'game', g.id),
        })),
      })),
    drawerProviders: cat.drawer.flatMap((code) => {
      const p = cat.providerByCode.get(code.toUpperCase());
      return p ? [{ firmCode: p.firmCode, name: p.firmName }] : [];
    }),
  };
}

// The lobby and content area: every change is audited with its before and after, and a change
// the lobby shows announces itself on the cache bus so every instance's catalogue reloads.
import * as contract from '@talih/contracts/backoffice/content.ts';
import { catalogueChanged } from '../../../modules/lobby/catalogue.ts';
import { defineStaffCall, type StaffContext, type StaffRegistry } from '../../calls.ts';
import { bannerRows, deleteBannerRow, saveBannerRow } from './banners.ts';
import { listGameRows, saveGameSettings } from './games.ts';
import { hub88SyncCall } from './hub88-sync.ts';
import { storeBannerImage, staffImagePath } from '../../../modules/lobby/banner-images.ts';
import { appliedResult, applyGameImport, previewGameImport } from './import.ts';
import { deleteOperatorLabel, labelRows, orderLabelRows, saveLabelNames } from './labels.ts';
import { homePreview } from './preview.ts';
import { providerRows, saveDrawerProviders, saveProviderSettings } from './providers.ts';
import { staffPictureUrl } from './staff-pictures.ts';

/** The CLI may run without the bus; the catalogue's TTL then refreshes the servers. */
async function lobbyChanged(ctx: StaffContext) {
  if (ctx.services.cache) await catalogueChanged(ctx.services.cache);
}

const staffGame = (row: contract.GameRow) => ({
  ...row,
  imageUrl: staffPictureUrl(row.imageUrl, 'game', row.gameId),
});

function lookupCalls() {
  return [
    defineStaffCall({
      ...contract.contentLookups,
      async handler(ctx) {
        const db = ctx.services.db;
        const [providers, categories, labels] = await Promise.all([
          db.selectFrom('game_providers').select(['firm_code', 'name']).orderBy('sort').execute(),
          db.selectFrom('game_categories').select(['id', 'code']).orderBy('sort').execute(),
          labelRows(db),
        ]);
        return {
          providers: providers.map((p) => ({ firmCode: p.firm_code, name: p.name })),
          categories: categories.map((c) => ({ categoryId: c.id, code: c.code })),
          labels: labels.map((l) => ({ labelId: l.labelId, nameTk: l.nameTk, nameEn: l.nameEn })),
        };
      },
    }),
    defineStaffCall({
      ...contract.homePreview,
      handler: (ctx, input) => homePreview(ctx.services.db, input.lang, input.at ?? Date.now()),
    }),
  ];
}

function gameCalls() {
  return [
    defineStaffCall({
      ...contract.listGames,
      async handler(ctx, input) {
        const found = await listGameRows(ctx.services.db, input);
        return { rows: found.rows.map(staffGame), total: found.total, page: input.page };
      },
    }),
    defineStaffCall({
      ...contract.saveGame,
      async handler(ctx, input) {
        const changed = await saveGameSettings(ctx.services.db, input);
        await ctx.audit({
          action: 'content.game.save',
          objectType: 'game',
          objectId: input.gameId,
          ...changed,
          reason: input.reason || null,
        });
        await lobbyChanged(ctx);
        return staffGame(changed.after);
      },
    }),
    hub88SyncCall(),
  ];
}

function providerCalls() {
  return [
    defineStaffCall({
      ...contract.listProviders,
      handler: async (ctx) => ({ rows: await providerRows(ctx.services.db) }),
    }),
    defineStaffCall({
      ...contract.saveProvider,
      async handler(ctx, input) {
        const changed = await saveProviderSettings(ctx.services.db, input);
        await ctx.audit({
          action: 'content.provider.save',
          objectType: 'provider',
          objectId: input.firmCode,
          ...changed,
          reason: input.reason || null,
        });
        await lobbyChanged(ctx);
        return changed.after;
      },
    }),
    defineStaffCall({
      ...contract.saveDrawer,
      async handler(ctx, input) {
        const changed = await saveDrawerProviders(ctx.services.db, input.firmCodes);
        await ctx.audit({
          action: 'content.drawer.save',
          objectType: 'drawer',
          objectId: 'mobile',
          ...changed,
          reason: input.reason || null,
        });
        await lobbyChanged(ctx);
        return changed.after;
      },
    }),
  ];
}

function labelCalls() {
  return [
    defineStaffCall({
      ...contract.listLabels,
      handler: async (ctx) => ({ rows: await labelRows(ctx.services.db) }),
    }),
    defineStaffCall({
      ...contract.saveLabel,
      async handler(ctx, input) {
        const changed = await saveLabelNames(ctx.services.db, input);
        await ctx.audit({
          action: changed.before ? 'content.label.rename' : 'content.label.create',
          objectType: 'label',
          objectId: input.labelId,
          ...changed,
          reason: input.reason || null,
        });
        await lobbyChanged(ctx);
        return changed.after;
      },
    }),
    defineStaffCall({
      ...contract.orderLabels,
      async handler(ctx, input) {
        const changed = await orderLabelRows(ctx.services.db, input.labelIds);
        await ctx.audit({
          action: 'content.label.order',
          objectType: 'label',
          objectId: 'order',
          before: changed.before,
          after: changed.after.map((r) => r.labelId),
          reason: input.reason || null,
        });
        await lobbyChanged(ctx);
        return { rows: changed.after };
      },
    }),
    defineStaffCall({
      ...contract.deleteLabel,
      async handler(ctx, input) {
        const changed = await deleteOperatorLabel(ctx.services.db, input.labelId);
        await ctx.audit({
          action: 'content.label.delete',
          objectType: 'label',
          objectId: input.labelId,
          ...changed,
          reason: input.reason || null,
        });
        await lobbyChanged(ctx);
        return { labelId: input.labelId };
      },
    }),
  ];
}

function importCalls() {
  return [
    defineStaffCall({
      ...contract.previewImport,
      handler: (ctx, input) => previewGameImport(ctx.services.db, input, ctx.staff.name, ctx.lang),
    }),
    defineStaffCall({
      ...contract.applyImport,
      async handler(ctx, input) {
        const applied = await ctx.services.db.transaction().execute(async (trx) => {
          const done = await applyGameImport(trx, input.importId);
          if (done) {
            await ctx.audit(
              {
                action: 'content.import.apply',
                objectType: 'content_import',
                objectId: input.importId,
                before: null,
                // The counts, and the first changed rows (the whole list is the file itself).
                after: { ...done.result, changes: done.changes.slice(0, 100) },
              },
              trx,
            );
          }
          return done;
        });
        if (!applied) {
          // Applied before: this repeat changes nothing (the first apply was audited).
          ctx.unchanged();
          const result = await appliedResult(ctx.services.db, input.importId);
          return { importId: input.importId, ...result, alreadyApplied: true };
        }
        await lobbyChanged(ctx);
        return { importId: input.importId, ...applied.result, alreadyApplied: false };
      },
    }),
  ];
}

function bannerCalls() {
  return [
    defineStaffCall({
      ...contract.listBanners,
      handler: async (ctx, input) => ({ rows: await bannerRows(ctx.services.db, input.status) }),
    }),
    defineStaffCall({
      ...contract.saveBanner,
      async handler(ctx, input) {
        const changed = await saveBannerRow(ctx.services.db, ctx.services.config, input);
        // The home's page carries the banners (http/home-shell.ts): it is made again.
        await lobbyChanged(ctx);
        await ctx.audit({
          action: input.bannerId ? 'content.banner.save' : 'content.banner.create',
          objectType: 'banner',
          objectId: changed.after.bannerId,
          ...changed,
          reason: input.reason || null,
        });
        return changed.after;
      },
    }),
    defineStaffCall({
      ...contract.deleteBanner,
      async handler(ctx, input) {
        const changed = await deleteBannerRow(ctx.services.db, input.bannerId);
        await lobbyChanged(ctx);
        await ctx.audit({
          action: 'content.banner.delete',
          objectType: 'banner',
          objectId: input.bannerId,
          ...changed,
          reason: input.reason || null,
        });
        return { bannerId: input.bannerId };
      },
    }),
    defineStaffCall({
      ...contract.uploadBannerImage,
      async handler(ctx, input) {
        const stored = await storeBannerImage(ctx.services.config, input);
        await ctx.audit({
          action: 'content.banner_image.upload',
          objectType: 'banner_image',
          objectId: stored.file,
          after: { file: stored.file, bytes: stored.bytes, name: input.fileName },
        });
        return { ...stored, url: staffImagePath(stored.file) };
      },
    }),
  ];
}

export function register(registry: StaffRegistry) {
  registry.add(
    ...lookupCalls(),
    ...gameCalls(),
    ...providerCalls(),
    ...labelCalls(),
    ...importCalls(),
    ...bannerCalls(),
  );
}

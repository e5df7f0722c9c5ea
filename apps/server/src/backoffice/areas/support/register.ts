// The support area's staff calls: the inbox and a conversation (support.read); assigning,
// answering, closing, reopening and notes (support.reply); canned answers and the player
// app's channels (support.settings). Every change audited with before and after.
import * as contract from '@talih/contracts/backoffice/support.ts';
import { defineStaffCall, type StaffRegistry } from '../../calls.ts';
import { addSupportNote, assign, reply, setState } from './actions.ts';
import { conversationDetail, inbox } from './inbox.ts';
import { cannedDelete, cannedList, cannedSave, channelList, channelSave } from './settings.ts';

const conversation = (userId: number) => ({ objectType: 'support', objectId: userId });

export function register(registry: StaffRegistry) {
  registry.add(
    defineStaffCall({
      ...contract.supportInbox,
      readOnly: true,
      async handler(ctx, input) {
        const found = await inbox(ctx.services.db, input, ctx.staff.name);
        return { ...found, page: input.page };
      },
    }),
    defineStaffCall({
      ...contract.getConversation,
      readOnly: true,
      handler: (ctx, input) => conversationDetail(ctx.services.db, input.userId),
    }),
    defineStaffCall({
      ...contract.assignConversation,
      async handler(ctx, input) {
        const changed = await assign(ctx.services.db, input.userId, input.assignee);
        await ctx.audit({ action: 'support.assign', ...conversation(input.userId), ...changed });
        return changed.after;
      },
    }),
    defineStaffCall({
      ...contract.replyConversation,
      async handler(ctx, input) {
        const done = await reply(ctx.services, input, ctx.staff.name);
        await ctx.audit({
          action: 'support.reply',
          ...conversation(input.userId),
          before: done.before,
          after: { ...done.after, content: input.content },
        });
        return done.message;
      },
    }),
    defineStaffCall({
      ...contract.setConversationState,
      async handler(ctx, input) {
        const changed = await setState(ctx.services.db, input.userId, input.state);
        const action = input.state === 'closed' ? 'support.close' : 'support.reopen';
        await ctx.audit({ action, ...conversation(input.userId), ...changed });
        return changed.after;
      },
    }),
    defineStaffCall({
      ...contract.addSupportNote,
      async handler(ctx, input) {
        const note = await addSupportNote(
          ctx.services.db,
          input.userId,
          input.body,
          ctx.staff.name,
        );
        await ctx.audit({
          action: 'support.note',
          ...conversation(input.userId),
          after: { noteId: note.noteId, body: input.body },
        });
        return note;
      },
    }),
    defineStaffCall({
      ...contract.listCanned,
      readOnly: true,
      handler: async (ctx, input) => ({ rows: await cannedList(ctx.services.db, input.lang) }),
    }),
    defineStaffCall({
      ...contract.saveCanned,
      async handler(ctx, input) {
        const changed = await cannedSave(ctx.services.db, input, ctx.staff.name);
        await ctx.audit({
          action: input.cannedId ? 'support.canned.update' : 'support.canned.create',
          objectType: 'support_canned',
          objectId: changed.after.cannedId,
          ...changed,
        });
        return changed.after;
      },
    }),
    defineStaffCall({
      ...contract.deleteCanned,
      async handler(ctx, input) {
        const changed = await cannedDelete(ctx.services.db, input.cannedId);
        await ctx.audit({
          action: 'support.canned.delete',
          objectType: 'support_canned',
          objectId: input.cannedId,
          ...changed,
        });
        return { deleted: true };
      },
    }),
    defineStaffCall({
      ...contract.listChannels,
      readOnly: true,
      handler: async (ctx) => ({ rows: await channelList(ctx.services.db) }),
    }),
    defineStaffCall({
      ...contract.saveChannel,
      async handler(ctx, input) {
        const changed = await channelSave(ctx.services.db, input);
        await ctx.audit({
          action: input.channelId ? 'support.channel.update' : 'support.channel.create',
          objectType: 'support_channel',
          objectId: changed.after.channelId,
          ...changed,
        });
        return changed.after;
      },
    }),
  );
}

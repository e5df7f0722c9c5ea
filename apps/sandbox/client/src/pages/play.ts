// The game page: reads the launch URL, opens a studio session (real money through Talih's
// wallet, or demo play money), draws the shell and loads the chosen game's code.
import '../styles/base.css';
import '../styles/shell.css';
import { ApiError, post } from '../core/api.ts';
import type { CrashInfo, MinesInfo, OpenedSession, SlotInfo } from '../core/api-types.ts';
import { htmlLang } from '../core/format.ts';
import { setLang, t } from '../core/i18n.ts';
import { readLaunchParams } from '../core/params.ts';
import { createShell } from '../shell/shell.ts';
import { showFatal, showLoading } from '../shell/status-screen.ts';

/** Worth a retry button: the studio or the wallet may answer on the next try. */
const RETRYABLE = new Set([
  'NETWORK',
  'HTTP',
  'WALLET_UNAVAILABLE',
  'STUDIO_FULL',
  'TOO_MANY_SESSIONS',
  'WALLET_ERROR',
]);

const params = readLaunchParams();
setLang(params.lang);
document.documentElement.lang = htmlLang(params.lang);
const title = t(`${params.game}.name`);
document.title = title;
document.documentElement.dataset.game = params.game;

/** Where a reload finds this launch's session, so an open round can be finished. */
const SESSION_KEY = `talih-studio:session:${params.game}:${params.token ?? 'demo'}`;

function remembered(): string | null {
  try {
    return sessionStorage.getItem(SESSION_KEY);
  } catch {
    return null;
  }
}

function remember(sessionId: string): void {
  try {
    sessionStorage.setItem(SESSION_KEY, sessionId);
  } catch {
    // Storage blocked: a reload starts a new session, as it would anyway.
  }
}

async function start(root: HTMLElement): Promise<void> {
  showLoading(root);
  let opened: OpenedSession;
  const resumeId = remembered();
  try {
    opened = await post<OpenedSession>('session', {
      mode: params.mode,
      game: params.game,
      lang: params.lang,
      ...params.launch,
      ...(params.token ? { token: params.token } : {}),
      ...(resumeId ? { resumeId } : {}),
    });
  } catch (error) {
    const known = error instanceof ApiError;
    const message = known ? error.message : t('errors.generic');
    const retry = !known || RETRYABLE.has(error.code) ? () => void start(root) : undefined;
    showFatal(root, message, false, retry);
    return;
  }
  remember(opened.sessionId);
  const { info, mines, crash, ...session } = opened;
  const shell = createShell(root, session, title);
  if (params.game === 'slot') {
    const { mountSlot } = await import('../games/slot/slot-game.ts');
    mountSlot(shell, info as SlotInfo, opened.freeRounds ?? null);
  } else if (params.game === 'mines') {
    const { mountMines } = await import('../games/mines/mines-game.ts');
    mountMines(shell, info as MinesInfo, mines);
  } else {
    const { mountCrash } = await import('../games/crash/crash-game.ts');
    mountCrash(shell, info as CrashInfo, crash);
  }
}

const root = document.getElementById('app');
if (root) void start(root);

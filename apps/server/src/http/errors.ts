// Domain errors carry an i18n key; the one error handler turns them into the envelope.
import { STATE_ERROR, STATE_FORBIDDEN, STATE_UNAUTHORIZED } from '@talih/contracts/envelope.ts';

export class AppError extends Error {
  readonly key: string;
  readonly vars: Record<string, string | number>;
  readonly state: typeof STATE_ERROR | typeof STATE_UNAUTHORIZED | typeof STATE_FORBIDDEN;
  /** Variables whose value is a list of message keys, each translated, joined into a list. */
  keyLists: Record<string, string[]> = {};

  constructor(
    key: string,
    vars: Record<string, string | number> = {},
    state: typeof STATE_ERROR | typeof STATE_UNAUTHORIZED | typeof STATE_FORBIDDEN = STATE_ERROR,
  ) {
    super(key);
    this.name = 'AppError';
    this.key = key;
    this.vars = vars;
    this.state = state;
  }
}

export class UnauthorizedError extends AppError {
  constructor(key = 'errors.unauthorized') {
    super(key, {}, STATE_UNAUTHORIZED);
  }
}

/** A staff member's role lacks the permission: HTTP 403 with the envelope, never a 500. */
export class ForbiddenError extends AppError {
  constructor(key = 'backoffice.errors.forbidden') {
    super(key, {}, STATE_FORBIDDEN);
  }
}

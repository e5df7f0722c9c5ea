// Group commit for the embedded SQLite database (docs/money.md "SQLite durability"). SQLite has one
// writer and, with synchronous=FULL, every COMMIT waits for the disk; so when several transactions
// are waiting for the connection they run one after the other inside ONE outer transaction (BEGIN
// IMMEDIATE), each in its own SAVEPOINT, and share one COMMIT:
// - a transaction that fails rolls back to its savepoint only; the others still commit;
// - nobody is answered (neither success nor its own failure) before the shared COMMIT has
//   returned, so with FULL an answer always means "on disk" (and a refusal is given once the
//   earlier members it may have been decided on are committed too);
// - if the shared COMMIT fails, or the outer transaction dies under a member, every member
//   whose work was lost gets GroupCommitFailed (the ledger retries it, in a new group);
// - a lone transaction never waits for company: the group commits as soon as one turn of the
//   event loop brings nobody new (see #yieldOneTurn), after `txMax` members, or once it has
//   been open `waitMsMax`;
// - statements outside a transaction never run while a group is open: SELECTs read on a
//   second, read-only connection (sqlite-dialect.ts), the rest wait for the group's COMMIT;
//   so they only ever see committed data and can't end up inside a member's savepoint.
// Nesting: savepoints of a member's own (Kysely's trx.savepoint()) nest inside its savepoint.
// A body must use its `trx`: a db.transaction() or a write through `db` from inside a body
// waits for the group, which waits for the body (as it waited for the one connection before).
import type { DatabaseSync } from 'node:sqlite';

export interface GroupCommitSettings {
  /** Transactions one shared COMMIT may carry; 1 commits every transaction alone. */
  txMax: number;
  /** How long a group keeps taking in waiting transactions, from its first one's start. */
  waitMsMax: number;
  /** Told each shared commit's size once it is on disk (metrics, tests). */
  onCommitted?: (members: number) => void;
}

export const GROUP_COMMIT_DEFAULTS: GroupCommitSettings = { txMax: 32, waitMsMax: 5 };

/** The savepoint each member runs in; nested savepoints of its own use other names. */
const MEMBER_SAVEPOINT = 'talih_group_member';
/** How long closing the database waits for an open group to finish. */
const CLOSE_WAIT_MS_MAX = 5000;

/** A member's work was lost with its group (shared COMMIT failed): run it again. */
export class GroupCommitFailed extends Error {
  constructor(cause: unknown) {
    const why = cause instanceof Error ? cause.message : String(cause);
    super(`the shared SQLite commit failed, this transaction was not saved: ${why}`, { cause });
    this.name = 'GroupCommitFailed';
  }
}

/** One outer transaction: its members' savepoints share its COMMIT. */
export class Group {
  readonly openedAtMs = performance.now();
  members = 0;
  /** Set when the outer transaction died: nothing of the group can be committed. */
  failure: unknown = undefined;
  /** Settles after the shared COMMIT (or its failure). */
  readonly done: Promise<void>;
  settle!: (failure?: unknown) => void;

  constructor() {
    this.done = new Promise<void>((resolve, reject) => {
      this.settle = (failure) => (failure === undefined ? resolve() : reject(failure));
    });
    // Members await `done`; a group whose members all failed on their own has no listener.
    this.done.catch(() => {});
  }
}

interface Waiter {
  seq: number;
  owner: object;
  grant: (group: Group | undefined) => void;
  refuse: (error: unknown) => void;
}

/**
 * Who may run statements on the single connection right now: one plain (non-transaction)
 * caller, or one member of the open group. Everyone else waits in arrival order, except that
 * an open group takes in waiting transactions ahead of waiting plain queries (bounded by
 * txMax and waitMsMax, so a plain query waits for one group at most).
 */
export class ConnectionScheduler {
  readonly #db: DatabaseSync;
  readonly #settings: GroupCommitSettings;
  #owner: object | undefined;
  #group: Group | undefined;
  #seq = 0;
  readonly #plainWaiters: Waiter[] = [];
  readonly #memberWaiters: Waiter[] = [];
  #turnPending = false;
  /** Closing: the open group commits without waiting for more members. */
  #closing = false;
  /** Closed and done waiting: every new caller is refused. */
  #finished = false;
  #onIdle: (() => void) | undefined;

  constructor(db: DatabaseSync, settings: GroupCommitSettings) {
    this.#db = db;
    this.#settings = settings;
  }

  /** Resolves once `owner` may run plain statements (outside any group). */
  acquirePlain(owner: object): Promise<void> {
    if (this.#isIdle() && !this.#finished) {
      this.#owner = owner;
      return Promise.resolve();
    }
    return this.#wait(this.#plainWaiters, owner).then(() => undefined);
  }

  releasePlain(owner: object) {
    if (this.#owner !== owner) return;
    this.#owner = undefined;
    this.#next();
  }

  /** Resolves with the group `owner` now runs in, inside its savepoint. */
  joinGroup(owner: object): Promise<Group> {
    const joined = this.#wait(this.#memberWaiters, owner);
    if (this.#owner === undefined) this.#next();
    return joined as Promise<Group>;
  }

  /** The member's work is done: keep it, hand the connection on, answer after the COMMIT. */
  memberCommitted(owner: object, group: Group): Promise<void> {
    this.#endMember(owner, group, 'release');
    return group.done;
  }

  /** The member failed: undo its work only, hand the connection on, return after the COMMIT. */
  async memberRolledBack(owner: object, group: Group): Promise<void> {
    this.#endMember(owner, group, 'rollback');
    await group.done.catch(() => {});
  }

  /** Waits (bounded) for the work in hand, then refuses whatever still waits. */
  async close(): Promise<void> {
    this.#closing = true;
    if (this.#owner === undefined && this.#group) this.#next();
    if (!this.#isIdle()) {
      const idle = new Promise<void>((resolve) => (this.#onIdle = resolve));
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<void>((resolve) => (timer = setTimeout(resolve, CLOSE_WAIT_MS_MAX)));
      await Promise.race([idle, late]);
      clearTimeout(timer);
    }
    const closed = new Error('the database is closed');
    for (const w of [...this.#plainWaiters.splice(0), ...this.#memberWaiters.splice(0)]) {
      w.refuse(closed);
    }
    this.#group?.settle(new GroupCommitFailed(closed));
    this.#group = undefined;
    this.#finished = true;
  }

  #isIdle() {
    return (
      this.#owner === undefined &&
      this.#group === undefined &&
      this.#plainWaiters.length === 0 &&
      this.#memberWaiters.length === 0
    );
  }

  #wait(queue: Waiter[], owner: object): Promise<Group | undefined> {
    if (this.#finished) return Promise.reject(new Error('the database is closed'));
    return new Promise((grant, refuse) => {
      queue.push({ seq: this.#seq++, owner, grant, refuse });
    });
  }

  #endMember(owner: object, group: Group, how: 'release' | 'rollback') {
    if (this.#owner !== owner || this.#group !== group) {
      throw new Error('a group member ended without holding the connection');
    }
    try {
      if (how === 'rollback') this.#db.exec(`ROLLBACK TO ${MEMBER_SAVEPOINT}`);
      this.#db.exec(`RELEASE ${MEMBER_SAVEPOINT}`);
    } catch (error) {
      group.failure ??= error;
    }
    // Some errors (disk full, I/O) make SQLite roll the whole transaction back: the members
    // before this one lost their work too.
    if (!this.#db.isTransaction) group.failure ??= new Error('the outer transaction ended');
    this.#owner = undefined;
    this.#next();
  }

  /** Hands the free connection to whoever is next, committing the open group when it is done. */
  #next() {
    while (this.#owner === undefined) {
      const group = this.#group;
      if (group) {
        if (this.#mayJoin(group)) {
          this.#admit(this.#memberWaiters.shift()!, group);
        } else if (this.#mayGrow(group)) {
          this.#yieldOneTurn(group);
          break;
        } else {
          this.#endGroup(group);
        }
        continue;
      }
      const plain = this.#plainWaiters[0];
      const member = this.#memberWaiters[0];
      if (!plain && !member) break;
      if (plain && (!member || plain.seq < member.seq)) {
        this.#plainWaiters.shift();
        this.#owner = plain.owner;
        plain.grant(undefined);
        break;
      }
      this.#openGroup();
    }
    if (this.#onIdle && this.#isIdle()) this.#onIdle();
  }

  #mayGrow(group: Group) {
    return (
      group.failure === undefined &&
      !this.#closing &&
      group.members < this.#settings.txMax &&
      performance.now() - group.openedAtMs < this.#settings.waitMsMax
    );
  }

  #mayJoin(group: Group) {
    return this.#memberWaiters.length > 0 && this.#mayGrow(group);
  }

  /**
   * node:sqlite is synchronous: a transaction body runs from start to end without the event
   * loop turning, so while it runs no other request can reach the database and queue behind
   * it. Before the shared COMMIT we therefore let the loop turn once (setImmediate, not a
   * timer): requests that have already arrived get to their transactions and join; a lone
   * transaction on a quiet server commits right after that turn. A turn that brings nobody
   * new commits the group.
   */
  #yieldOneTurn(group: Group) {
    if (this.#turnPending) return;
    this.#turnPending = true;
    const membersBefore = group.members;
    setImmediate(() => {
      this.#turnPending = false;
      // A member running now hands on when it ends; that decides again.
      if (this.#owner !== undefined) return;
      const nobodyCame = this.#group === group && group.members === membersBefore;
      if (nobodyCame) this.#endGroup(group);
      this.#next();
    });
  }

  #openGroup() {
    try {
      // IMMEDIATE takes the write lock now (waiting busy_timeout for the CLI), not on the
      // first write, where a lock upgrade could fail mid-transaction.
      this.#db.exec('BEGIN IMMEDIATE');
    } catch (error) {
      // Every waiting transaction would wait the same busy_timeout for the same lock: refuse
      // them all now ("database is locked" is retryable), then serve the plain queries.
      for (const w of this.#memberWaiters.splice(0)) w.refuse(error);
      return;
    }
    this.#group = new Group();
    this.#admit(this.#memberWaiters.shift()!, this.#group);
  }

  #admit(waiter: Waiter, group: Group) {
    try {
      this.#db.exec(`SAVEPOINT ${MEMBER_SAVEPOINT}`);
    } catch (error) {
      waiter.refuse(error);
      return;
    }
    group.members++;
    this.#owner = waiter.owner;
    waiter.grant(group);
  }

  #endGroup(group: Group) {
    this.#group = undefined;
    let failure = group.failure;
    if (failure === undefined) {
      try {
        this.#db.exec('COMMIT');
      } catch (error) {
        failure = error;
      }
    }
    if (failure !== undefined) {
      // A failed COMMIT can leave the transaction open (e.g. a deferred constraint): end it.
      try {
        if (this.#db.isTransaction) this.#db.exec('ROLLBACK');
      } catch {
        // Nothing more to undo: the members are told their work was lost either way.
      }
      group.settle(new GroupCommitFailed(failure));
      return;
    }
    this.#settings.onCommitted?.(group.members);
    group.settle();
  }
}

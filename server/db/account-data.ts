import { and, count, eq, isNull, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import { users } from '../auth/tables';
import type { Db } from './client';
import { cachedSql, cachedStatement, type Preparable } from './statement-cache';
import { writingInSql } from './watch-writes';

/** A column holding the owning account's id (`account_id`), not null. */
type OwnerColumn = PgColumn<{
  name: string;
  tableName: string;
  dataType: 'number';
  columnType: string;
  data: number;
  driverParam: string | number;
  notNull: true;
  hasDefault: boolean;
  isPrimaryKey: boolean;
  isAutoincrement: boolean;
  hasRuntimeDefault: boolean;
  enumValues: undefined;
  baseColumn: never;
  identity: undefined;
  generated: undefined;
}>;

/** A table whose every row belongs to one account (apps, channels, short links, the ledger, …). */
export type AccountTable = PgTable & { accountId: OwnerColumn };

/** A table of rows either platform-wide (`account_id` null) or addressed to one account (notices). */
export type AccountOrPlatformTable = PgTable & { accountId: PgColumn };

/** A table of rows that belong to one user (read marks); the scope stamps the user on insert. */
export type UserTable = PgTable & { userId: PgColumn };

type Condition = SQL | undefined;

/** What `updateOwnRow` may change on the account's own user row: install figures and flags, never money. */
type OwnRowChanges = {
  totalInstallSum?: number | SQL;
  installsUnpaidSince?: Date | null | SQL;
};

type Insert<T extends PgTable> = T['$inferInsert'];

/** The account a query is bound to: its id, or in a prepared statement the placeholder filled in per call. */
type Owner = number | Placeholder<'owner'>;

const OWNER_PLACEHOLDER = sql.placeholder('owner');

/** New values of columns (an SQL expression computes one from the row, e.g. `balance + 1`), never the owner. */
type Changes<T extends PgTable> = { [K in keyof Omit<Insert<T>, 'accountId'>]?: Insert<T>[K] | SQL };

/**
 * Reads of one account's rows: every read is filtered by the account. `AccountData` is the per-request
 * handle services get; the same reads with the account left as a placeholder build its prepared statements.
 *
 * (The casts below only hand drizzle's generic table parameters through; drizzle cannot resolve its
 * conditional parameter types for a table that is still a type parameter.)
 */
export class AccountReads {
  protected readonly db: Db;
  /** The account's id, or the placeholder of a prepared statement's template. */
  protected readonly ownerValue: Owner;

  constructor(db: Db, owner: Owner) {
    this.db = db;
    this.ownerValue = owner;
  }

  protected owned(table: AccountTable, conditions: Condition[]) {
    return and(eq(table.accountId, this.ownerValue), ...conditions);
  }

  /** `select fields from table where <the account's rows> and conditions`; joins, order and paging may follow. */
  select<F extends SelectedFields>(fields: F) {
    const db = this.db;
    const owner = this.ownerValue;
    const owned = (table: AccountTable, conditions: Condition[]) => this.owned(table, conditions);
    return {
      from: <T extends AccountTable>(table: T, ...conditions: Condition[]) =>
        db
          .select(fields)
          .from<T>(table as never)
          .where(owned(table, conditions)),
      /** Rows of the account plus the platform-wide ones (`account_id` null). */
      fromAccountOrPlatform: <T extends AccountOrPlatformTable>(table: T, ...conditions: Condition[]) =>
        db
          .select(fields)
          .from<T>(table as never)
          .where(and(or(isNull(table.accountId), eq(table.accountId, owner)), ...conditions)),
    };
  }

  /** Whole rows of the account's `table` matching `conditions`. */
  rows<T extends AccountTable>(table: T, ...conditions: Condition[]) {
    return this.db
      .select()
      .from<T>(table as never)
      .where(this.owned(table, conditions));
  }

  /** The query counting the account's rows of `table` matching `conditions`. */
  counting(table: AccountTable, ...conditions: Condition[]) {
    return this.db
      .select({ total: count() })
      .from<AccountTable>(table as never)
      .where(this.owned(table, conditions));
  }
}

/**
 * Writes of one account's rows: inserts stamped with the account, updates and deletes of its rows only.
 * `AccountData` writes through them; with the account left as a placeholder they build its prepared
 * writes (`AccountData.prepared`). Only tables of account rows are reached, none of which the watched
 * handle watches (users, sessions, roles and menus have no owning account: services.ts), so a prepared
 * write never skips a change notice.
 */
export class AccountWrites extends AccountReads {
  /** Inserts rows owned by the account (`account_id` is set here, never by the caller). */
  insert<T extends AccountTable>(table: T, values: Omit<Insert<T>, 'accountId'> | Omit<Insert<T>, 'accountId'>[]) {
    const stamp = (row: Omit<Insert<T>, 'accountId'>) => ({ ...row, accountId: this.ownerValue });
    return this.db.insert(table).values((Array.isArray(values) ? values.map(stamp) : stamp(values)) as never);
  }

  /** Updates the account's rows of `table` matching `conditions`. */
  update<T extends AccountTable>(table: T, changes: Changes<T>, ...conditions: Condition[]) {
    return this.db
      .update(table)
      .set(changes as never)
      .where(this.owned(table, conditions));
  }

  /** Deletes the account's rows of `table` matching `conditions`. */
  delete<T extends AccountTable>(table: T, ...conditions: Condition[]) {
    return this.db.delete(table).where(this.owned(table, conditions));
  }
}

/** Each database handle's opaque token (`AccountData.databaseKey`). */
const databaseKeys = new WeakMap<object, object>();

/**
 * The only way business services reach the data of an account: every read is filtered by the account,
 * every insert is stamped with it, every update and delete touches the account's rows only. Made by
 * `AccountData.of` alone, per request from the caller's session (`server/auth/account-scope.ts`);
 * services of account data never see the database handle, so there is no filter to forget. Tables
 * joined to a scoped table are reached through the join's condition, from the account's rows.
 */
export class AccountData extends AccountWrites {
  private constructor(
    db: Db,
    /** The account whose rows every call reads and writes. */
    readonly accountId: number,
    /** The user acting for the account (an official acts for its master's account). */
    readonly userId: number,
  ) {
    super(db, accountId);
  }

  /**
   * The one way an account's handle is made. `userId` is who acts: a request's signed-in user
   * (`accountDataOf`, server/auth/account-scope.ts, from the session); left out, the account itself,
   * for work no user of it started (a payment callback, a hosted page's install, the demo seed).
   */
  static of(db: Db, accountId: number, userId: number = accountId): AccountData {
    return new AccountData(db, accountId, userId);
  }

  /**
   * A read or write of the account built once per `shape` and prepared (`./statement-cache.ts`): `build`
   * makes it from reads and writes whose account is a placeholder, with `sql.placeholder(name)` for every
   * value that varies between calls; `shape` names everything else that changes the statement (which
   * filters are present, the sort, which columns a write sets). `execute(values)` fills the
   * placeholders, the account among them.
   */
  prepared<P extends { execute(values?: Record<string, unknown>): Promise<unknown> }>(
    shape: string,
    build: (template: AccountWrites) => Preparable<P>,
  ): { execute(values?: Record<string, unknown>): ReturnType<P['execute']> } {
    const statement = cachedStatement(this.db, shape, () => build(new AccountWrites(this.db, OWNER_PLACEHOLDER)));
    return { execute: (values = {}) => statement.execute({ ...values, owner: this.accountId }) as ReturnType<P['execute']> };
  }

  /**
   * A read written around drizzle's builders (an `explain` of one), rendered once per `shape` and
   * prepared like `runSql`: `build` gets reads whose account is a placeholder. Rows come as the driver reads them.
   */
  readSql<Row>(shape: string, build: (template: AccountReads) => SQL, values: Record<string, unknown>): Promise<Row[]> {
    return cachedSql(shape, () => build(new AccountReads(this.db, OWNER_PLACEHOLDER))).execute<Row>(this.db, {
      ...values,
      owner: this.accountId,
    });
  }

  /** An opaque token of the account's database, for what is kept per database (the handle itself stays hidden). */
  get databaseKey(): object {
    let key = databaseKeys.get(this.db);
    if (!key) databaseKeys.set(this.db, (key = {}));
    return key;
  }

  /** How many of the account's rows of `table` match `conditions`. */
  async count(table: AccountTable, ...conditions: Condition[]): Promise<number> {
    const [row] = await this.counting(table, ...conditions);
    return row?.total ?? 0;
  }

  /** Inserts rows addressed to the account into a table that also holds platform-wide rows (notices). */
  insertAddressed<T extends AccountOrPlatformTable>(table: T, values: Omit<Insert<T>, 'accountId'>[]) {
    return this.db.insert(table).values(values.map((row) => ({ ...row, accountId: this.accountId })) as never);
  }

  /**
   * Updates the account's own row of `users` (its figures and flags) when `conditions` hold; the
   * balance changes only through `moveBalance`, the ledger's.
   */
  updateOwnRow(changes: OwnRowChanges, ...conditions: Condition[]) {
    return this.db
      .update(users)
      .set(changes)
      .where(and(eq(users.id, this.accountId), ...conditions));
  }

  /** Inserts rows of the signed-in user (`user_id` is set here). */
  insertForUser<T extends UserTable>(table: T, values: Omit<Insert<T>, 'userId'>[]) {
    return this.db.insert(table).values(values.map((row) => ({ ...row, userId: this.userId })) as never);
  }

  /** The account's balance (stored × 10000); 0 when the account row is gone. */
  async balance(): Promise<number> {
    const [row] = await this.db.select({ balance: users.balance }).from(users).where(eq(users.id, this.accountId));
    return row?.balance ?? 0;
  }

  /**
   * Adds `change.amount` (negative for a charge) to the account's balance and writes its ledger row:
   * the database function `move_balance` (server/db/functions/move_balance.sql), the one rule of every
   * balance change, which the install ingestion's function calls too. Answers the ledger row, or
   * undefined when the change would overdraw (nothing written). Only the ledger service calls this.
   */
  async moveBalance(change: {
    amount: number;
    kind: string;
    reference: string;
  }): Promise<{ id: number; balanceAfter: number } | undefined> {
    // The account's user row changes: this process's session cache (which holds it) is forgotten.
    writingInSql(this.db, users);
    const [row] = await this.runSql<{ ledger_id: number | null; balance_after: string | number | null }>(
      'account.moveBalance',
      (owner, value) =>
        sql`select ledger_id, balance_after from move_balance(${owner}::int, ${value('amount')}::int8, ${value('kind')}::text, ${value('reference')}::text)`,
      change,
    );
    return row?.ledger_id == null ? undefined : { id: Number(row.ledger_id), balanceAfter: Number(row.balance_after) };
  }

  /**
   * A statement written as SQL text, for what drizzle's builders cannot make (a data-modifying
   * `with` doing several writes in one trip): rendered once per `shape` and prepared
   * (`./statement-cache.ts` cachedSql). `build` gets the account's placeholder, which must bind every
   * row the statement reads or writes, and `value(name)` for the placeholders `values` fill in.
   */
  runSql<Row>(shape: string, build: (owner: SQL, value: (name: string) => SQL) => SQL, values: Record<string, unknown>): Promise<Row[]> {
    return cachedSql(shape, () => build(sql`${OWNER_PLACEHOLDER}`, (name) => sql`${sql.placeholder(name)}`)).execute<Row>(this.db, {
      ...values,
      owner: this.accountId,
    });
  }

  /**
   * The account's own user row: role, state and who invited it. `lock` takes the row's lock until the
   * transaction ends (`FOR UPDATE`), so work done once per account (an invite's reward) is serialised
   * between concurrent transactions of the same account. Undefined when the row is gone.
   */
  async owner({ lock = false } = {}): Promise<{ role: string; status: string; invitedBy: number | null } | undefined> {
    const query = this.db
      .select({ role: users.role, status: users.status, invitedBy: users.invitedBy })
      .from(users)
      .where(eq(users.id, this.accountId));
    const [row] = await (lock ? query.for('update') : query);
    return row;
  }

  /**
   * Another account's handle on the same database handle (inside a transaction: the same transaction),
   * for the one kind of work that spans two accounts: money moving between them, such as the reward
   * the inviter of a paying account is credited (server/invites/invite-reward-hook.ts). The other
   * account's rows are reached through it exactly as through its own requests' handle.
   */
  otherAccount(accountId: number): AccountData {
    return new AccountData(this.db, accountId, accountId);
  }

  /** Runs `work` in one transaction, with a scope of the same account bound to it. */
  transaction<R>(work: (scoped: AccountData) => Promise<R>): Promise<R> {
    return this.db.transaction((tx) => work(new AccountData(tx, this.accountId, this.userId)));
  }
}

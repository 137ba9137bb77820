import { AsyncLocalStorage } from 'node:async_hooks';
import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { dialectOfSource } from './dialect';

/** A unit of work: the manager to write with, and hooks that run only once the transaction has committed. */
export interface Tx {
  manager: EntityManager;
  afterCommit(hook: () => Promise<void> | void): void;
}

@Injectable()
export class TransactionService {
  private readonly logger = new Logger(TransactionService.name);
  /**
   * SQLite has one connection: transactions must not interleave, so they run one after another. (A write made
   * outside run() while one is open joins it; the outbound work is idempotent, so the worst case is a re-send
   * that the provider's idempotency key absorbs.)
   */
  private sqliteChain: Promise<unknown> = Promise.resolve();

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  private readonly inside = new AsyncLocalStorage<true>();

  /** Runs `work` in one transaction. Not re-entrant: pass the Tx down instead of nesting runs. */
  async run<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    if (this.inside.getStore()) throw new Error('TransactionService.run() called inside a transaction');
    if (dialectOfSource(this.dataSource) === 'sqlite') {
      const next = this.sqliteChain.then(() => this.runNow(work));
      this.sqliteChain = next.catch(() => undefined);
      return next;
    }
    return this.runNow(work);
  }

  private async runNow<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    const hooks: (() => Promise<void> | void)[] = [];
    const result = await this.inside.run(true, () =>
      this.dataSource.transaction((manager) => work({ manager, afterCommit: (h) => hooks.push(h) })),
    );
    for (const hook of hooks) {
      try {
        await hook();
      } catch (err) {
        // The work is committed; whatever the hook failed to do (e.g. enqueue) is picked up by a sweep.
        this.logger.warn(`after-commit hook failed: ${(err as Error).message}`);
      }
    }
    return result;
  }
}

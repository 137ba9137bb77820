import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type {
  DataSource,
  EntityMetadata,
  EntitySubscriberInterface,
  QueryRunner,
  TransactionCommitEvent,
  TransactionRollbackEvent,
} from 'typeorm';
import { PrincipalCache } from './principal-cache';
import { PRINCIPAL_ENTITIES } from './principal-ports';

interface WriteEvent {
  metadata: EntityMetadata;
  queryRunner: QueryRunner;
}

/**
 * Empties the PrincipalCache on every insert, update, delete or restore of a user, membership or organization,
 * through repositories or query builders alike (TypeORM broadcasts both). Inside a transaction it empties it again
 * when the transaction ends: a request reading between the write and the commit sees, and could keep, the old row.
 * (Raw SQL is not broadcast; none writes these tables — an operator editing rows by hand waits AUTH_CACHE_SECONDS.)
 */
@Injectable()
export class PrincipalCacheInvalidator implements EntitySubscriberInterface {
  private readonly pending = new WeakSet<QueryRunner>();

  constructor(
    @InjectDataSource() dataSource: DataSource,
    private readonly cache: PrincipalCache,
    /** The platform's User, OrganizationMember and Organization (bound in app.module). */
    @Inject(PRINCIPAL_ENTITIES) private readonly watched: readonly unknown[],
  ) {
    dataSource.subscribers.push(this);
  }

  afterInsert(event: WriteEvent): void {
    this.written(event);
  }

  afterUpdate(event: WriteEvent): void {
    this.written(event);
  }

  afterRemove(event: WriteEvent): void {
    this.written(event);
  }

  afterSoftRemove(event: WriteEvent): void {
    this.written(event);
  }

  afterRecover(event: WriteEvent): void {
    this.written(event);
  }

  afterTransactionCommit(event: TransactionCommitEvent): void {
    this.ended(event.queryRunner);
  }

  afterTransactionRollback(event: TransactionRollbackEvent): void {
    this.ended(event.queryRunner);
  }

  private written({ metadata, queryRunner }: WriteEvent): void {
    if (!this.watched.includes(metadata.target)) return;
    this.cache.invalidate();
    if (queryRunner?.isTransactionActive) this.pending.add(queryRunner);
  }

  private ended(queryRunner: QueryRunner): void {
    if (!this.pending.has(queryRunner)) return;
    this.pending.delete(queryRunner);
    this.cache.invalidate();
  }
}

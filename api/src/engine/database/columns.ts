import {
  Column,
  type ColumnOptions,
  CreateDateColumn,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';

/** Options beside the ones a helper sets itself. */
type More = Omit<ColumnOptions, 'type' | 'length' | 'nullable'>;

/**
 * The column types the schema uses, one decorator each, so an entity reads one line per column
 * (`@col.strNull(255) website!: string | null;`). Each gives TypeORM exactly the options it had before, so the
 * migrations do not change (test/migrations.e2e-spec.ts compares the entities with them).
 */
export const col = {
  id: () => PrimaryGeneratedColumn(),
  int: (more: More = {}) => Column({ type: 'int', ...more }),
  intNull: (more: More = {}) => Column({ type: 'int', nullable: true, ...more }),
  str: (length: number, more: More = {}) => Column({ type: 'varchar', length, ...more }),
  strNull: (length: number, more: More = {}) => Column({ type: 'varchar', length, nullable: true, ...more }),
  text: (more: More = {}) => Column({ type: 'text', ...more }),
  textNull: (more: More = {}) => Column({ type: 'text', nullable: true, ...more }),
  bool: (byDefault: boolean, more: More = {}) => Column({ type: 'boolean', default: byDefault, ...more }),
  json: (more: More = {}) => Column({ type: 'json', ...more }),
  jsonNull: (more: More = {}) => Column({ type: 'json', nullable: true, ...more }),
  datetime: (more: More = {}) => Column({ type: 'datetime', ...more }),
  datetimeNull: (more: More = {}) => Column({ type: 'datetime', nullable: true, ...more }),
  createdAt: () => CreateDateColumn({ type: 'datetime' }),
  updatedAt: () => UpdateDateColumn({ type: 'datetime' }),
};

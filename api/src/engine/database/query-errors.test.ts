import { Column, DataSource, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { isForeignKeyViolation, isUniqueViolation } from './query-errors';

@Entity('qe_parents')
class Parent {
  @PrimaryGeneratedColumn() id!: number;
  @Column({ type: 'varchar', length: 20, unique: true }) name!: string;
}

@Entity('qe_children')
class Child {
  @PrimaryGeneratedColumn() id!: number;
  @Column({ type: 'int' }) parentId!: number;
  @ManyToOne(() => Parent, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'parentId' })
  parent?: Parent;
}

/** The codes read on the embedded dialect (MariaDB's are read by the e2e tests that race for them). */
describe('query errors (SQLite)', () => {
  let ds: DataSource;
  beforeAll(async () => {
    ds = await new DataSource({
      type: 'better-sqlite3',
      database: ':memory:',
      entities: [Parent, Child],
      synchronize: true,
    }).initialize();
  });
  afterAll(() => ds.destroy());

  const failure = (work: Promise<unknown>) =>
    work.then(
      () => null,
      (err: unknown) => err,
    );

  it('tells a unique index from a foreign key, and neither from anything else', async () => {
    const { id } = await ds.getRepository(Parent).save({ name: 'a' });
    const duplicate = await failure(ds.getRepository(Parent).insert({ name: 'a' }));
    const orphan = await failure(ds.getRepository(Child).insert({ parentId: id + 100 }));
    const other = await failure(ds.query('SELECT * FROM no_such_table'));
    expect([isUniqueViolation(duplicate), isForeignKeyViolation(duplicate)]).toEqual([true, false]);
    expect([isUniqueViolation(orphan), isForeignKeyViolation(orphan)]).toEqual([false, true]);
    expect([isUniqueViolation(other), isForeignKeyViolation(other)]).toEqual([false, false]);
    expect(isUniqueViolation(new Error('Duplicate entry'))).toBe(false);
  });
});

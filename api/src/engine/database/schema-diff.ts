import type { DataSource } from 'typeorm';

export interface SchemaQuery {
  query: string;
  parameters?: unknown[];
}

/** What the entities would still change in the database after its migrations ran (empty = in sync). */
export async function pendingSchemaChanges(
  dataSource: DataSource,
): Promise<{ up: SchemaQuery[]; down: SchemaQuery[] }> {
  const sql = await dataSource.driver.createSchemaBuilder().log();
  return { up: sql.upQueries, down: sql.downQueries };
}

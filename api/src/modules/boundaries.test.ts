import * as fs from 'node:fs';
import * as path from 'node:path';

/**
 * A context reads and writes only its own tables (docs/adr/0012). This scans every source file under
 * src/modules for the ways TypeORM reaches a table by entity class — `@InjectRepository(X)`, `getRepository(X)`,
 * `manager.findX | countX | save | insert | update | delete | …(X, …)`, `createQueryBuilder(X, …)` and query-builder
 * `.from/.into/.update/.delete/…Join…(X…)` — and fails when X belongs to another context. Which context owns an
 * entity is read from each context's entities.ts (the list src/entities.ts composes).
 */
const MODULES = __dirname;

const PATTERNS: RegExp[] = [
  /@InjectRepository\(\s*(\w+)/g,
  /getRepository\(\s*(\w+)/g,
  /\.(?:find\w*|count\w*|exist\w*|save|insert|update|upsert|delete|remove|softDelete|softRemove|restore|recover|increment|decrement|sum|average|minimum|maximum|preload|create|merge|clear)\(\s*(\w+)\s*,/g,
  /createQueryBuilder\(\s*(\w+)\s*,/g,
  /\.(?:from|into|update|delete|innerJoin\w*|leftJoin\w*)\(\s*(\w+)\s*[,)]/g,
];

const walk = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? walk(full) : e.name.endsWith('.ts') ? [full] : [];
  });

const contexts = fs
  .readdirSync(MODULES, { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name);

/** Entity class name → owning context, from the names each `modules/<context>/entities.ts` lists. */
function entityOwners(): Map<string, string> {
  const owners = new Map<string, string>();
  for (const context of contexts) {
    const src = fs.readFileSync(path.join(MODULES, context, 'entities.ts'), 'utf8');
    const list = /export const \w+Entities = \[([^\]]*)\]/.exec(src);
    if (!list) throw new Error(`modules/${context}/entities.ts exports no entity list`);
    for (const name of list[1]
      .split(',')
      .map((n) => n.trim())
      .filter(Boolean))
      owners.set(name, context);
  }
  return owners;
}

/** Every access of a file of `context` to a table another context owns, as `file:line Entity (owner)`. */
export function foreignAccesses(
  file: string,
  context: string,
  src: string,
  owners: Map<string, string>,
): string[] {
  const found = new Map<string, string>(); // by position: a form two patterns match is reported once
  for (const pattern of PATTERNS) {
    for (const m of src.matchAll(pattern)) {
      const owner = owners.get(m[1]);
      if (!owner || owner === context) continue;
      const line = src.slice(0, m.index).split('\n').length;
      found.set(
        `${m.index}:${m[1]}`,
        `${path.relative(MODULES, file)}:${line} ${m[0].replace(/\s+/g, ' ')} (${owner}'s ${m[1]})`,
      );
    }
  }
  return [...found.values()];
}

describe('module boundaries', () => {
  const owners = entityOwners();

  it('knows the owner of every entity of every context', () => {
    expect(owners.size).toBeGreaterThan(30);
    for (const context of ['platform', 'contacts', 'billing', 'messaging']) {
      expect([...owners.values()]).toContain(context);
    }
    expect(owners.get('Organization')).toBe('platform');
    expect(owners.get('Lead')).toBe('contacts');
  });

  it('finds the forms it looks for (a planted access of each kind)', () => {
    const planted = [
      '@InjectRepository(Organization) private readonly orgs: Repository<Organization>',
      'manager.getRepository(User).findBy({ id: In(ids) })',
      'manager.update(OrganizationMember, { id }, { status })',
      'manager.createQueryBuilder(Organization, "o")',
      'qb.innerJoin(User, "u", "u.id = l.user_id")',
    ].join('\n');
    expect(foreignAccesses(path.join(MODULES, 'contacts/x.ts'), 'contacts', planted, owners)).toHaveLength(5);
    expect(foreignAccesses(path.join(MODULES, 'platform/x.ts'), 'platform', planted, owners)).toEqual([]);
  });

  it('no context reads or writes a table of another context', () => {
    const found = contexts.flatMap((context) =>
      walk(path.join(MODULES, context))
        .filter((f) => !f.endsWith('.test.ts'))
        .flatMap((f) => foreignAccesses(f, context, fs.readFileSync(f, 'utf8'), owners)),
    );
    expect(found).toEqual([]);
  });
});

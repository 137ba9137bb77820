import { createHash } from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository } from 'typeorm';
import { compileMjml } from '../../email-html';
import { EmailTemplateFolderRow, EmailTemplateRow, templateWrite } from '../email-template.entities';
import { normalized } from '../template-presenters';
import { type LibraryFolderEntry, libraryCatalogue } from './catalogue';
import { isUniqueViolation } from '../../../../engine/database/query-errors';

/** Where the MJML sources are: beside this file, in src and in dist (the build copies them, package.json). */
export function libraryDir(): string {
  return __dirname;
}

/**
 * Seeds the library at start, idempotently: folders and templates are upserted by library_key, and a template is
 * recompiled only when its source, title or folder changed (a hash of them is kept on the row), so a start with
 * nothing new reads the files and two small tables and writes nothing. Several replicas may start at once: an
 * insert that loses the race to another becomes an update.
 */
@Injectable()
export class EmailLibrarySeeder implements OnModuleInit {
  private readonly logger = new Logger(EmailLibrarySeeder.name);

  constructor(
    @InjectRepository(EmailTemplateFolderRow) private readonly folders: Repository<EmailTemplateFolderRow>,
    @InjectRepository(EmailTemplateRow) private readonly templates: Repository<EmailTemplateRow>,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.seed();
  }

  /** How many templates were (re)compiled. */
  async seed(catalogue: LibraryFolderEntry[] = libraryCatalogue, dir = libraryDir()): Promise<number> {
    const folderIds = await this.seedFolders(catalogue);
    const keys = catalogue.flatMap((f) => f.templates.map((t) => t.key));
    const existing = new Map(
      (
        await this.templates.find({
          select: { id: true, libraryKey: true, libraryHash: true },
          where: { libraryKey: In(keys) },
        })
      ).map((r) => [r.libraryKey, r]),
    );
    let compiled = 0;
    for (const folder of catalogue) {
      const folderId = folderIds.get(folder.key) as number;
      for (const entry of folder.templates) {
        const mjml = fs.readFileSync(path.join(dir, entry.file), 'utf8');
        const hash = createHash('sha256')
          .update(JSON.stringify([entry.title, folder.key, mjml]))
          .digest('hex');
        const row = existing.get(entry.key);
        if (row?.libraryHash === hash) continue;
        const fields = {
          organizationId: null,
          title: entry.title,
          titleNormalized: normalized(entry.title),
          html: await compileMjml(mjml),
          design: { format: 'mjml' as const, mjml, project: null },
          folderId,
          libraryHash: hash,
        };
        await this.upsert(entry.key, row?.id ?? null, fields);
        compiled += 1;
      }
    }
    if (compiled) this.logger.log(`email library: ${compiled} template(s) compiled`);
    return compiled;
  }

  private async upsert(key: string, id: number | null, fields: Partial<EmailTemplateRow>): Promise<void> {
    if (id !== null) {
      await this.templates.update({ id }, templateWrite(fields));
      return;
    }
    try {
      await this.templates.insert(
        templateWrite({ ...fields, libraryKey: key, thumbnailUrl: null, baseTemplateId: null }),
      );
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      await this.templates.update({ libraryKey: key }, templateWrite(fields));
    }
  }

  /** The library folders by key (created or renamed as the catalogue says), with their ids. */
  private async seedFolders(catalogue: LibraryFolderEntry[]): Promise<Map<string, number>> {
    const rows = await this.folders.find({ where: { libraryKey: In(catalogue.map((f) => f.key)) } });
    const byKey = new Map(rows.map((r) => [r.libraryKey as string, r]));
    const ids = new Map<string, number>();
    for (const folder of catalogue) {
      const row = byKey.get(folder.key);
      const fields = { name: folder.name, nameNormalized: normalized(folder.name) };
      if (row) {
        if (row.name !== folder.name) await this.folders.update({ id: row.id }, fields);
        ids.set(folder.key, row.id);
        continue;
      }
      try {
        await this.folders.insert({ ...fields, organizationId: null, libraryKey: folder.key });
      } catch (err) {
        if (!isUniqueViolation(err)) throw err;
      }
      const saved = await this.folders.findOneByOrFail({ libraryKey: folder.key });
      ids.set(folder.key, saved.id);
    }
    return ids;
  }
}

import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { followUpDefaultSubjects, followUpStageOf } from '@ensemble/contracts';
import type { DataSource } from 'typeorm';
import { TransactionService } from '../../../engine/database/transaction.service';
import { TemplateUsage, type TemplateKind } from '../email-templates/template-usage';
import { Automation, AutomationAction, AutomationFollowUp, AutomationHoliday } from './automation.entities';

const column = (kind: TemplateKind) => (kind === 'email' ? 'emailTemplateId' : 'textTemplateId');

/**
 * Holidays, follow-ups and automation actions use their templates (spec 3 §8: deleting a used template warns that it
 * cancels the automations using it). In use: an active holiday or follow-up, or an action of an active automation.
 * Deleting an email template deactivates the holidays and follow-ups using it, clears their templates and puts a
 * follow-up's subject back to its slot's default; a text template is cleared where it is used. Actions lose the
 * template (the engine skips an action without one).
 */
@Injectable()
export class TemplateUsageOfAutomations implements OnModuleInit {
  constructor(
    private readonly usage: TemplateUsage,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly tx: TransactionService,
  ) {}

  onModuleInit(): void {
    this.usage.register({
      isUsed: (organizationId, kind, id) => this.isUsed(organizationId, kind, id),
      cancelUses: (organizationId, kind, id) => this.cancelUses(organizationId, kind, id),
    });
  }

  async isUsed(organizationId: number, kind: TemplateKind, id: number): Promise<boolean> {
    const m = this.dataSource.manager;
    const where = { organizationId, [column(kind)]: id, active: true };
    if (await m.getRepository(AutomationHoliday).existsBy(where)) return true;
    if (await m.getRepository(AutomationFollowUp).existsBy(where)) return true;
    const action = await m
      .getRepository(AutomationAction)
      .createQueryBuilder('x')
      .innerJoin(Automation, 'a', 'a.id = x.automationId AND a.organizationId = x.organizationId')
      .where(`x.organizationId = :organizationId AND x.${column(kind)} = :id AND a.active = :active`, {
        organizationId,
        id,
        active: true,
      })
      .select('x.id')
      .limit(1)
      .getRawOne<{ x_id: number }>();
    return action !== undefined;
  }

  async cancelUses(organizationId: number, kind: TemplateKind, id: number): Promise<void> {
    const key = column(kind);
    await this.tx.run(async ({ manager }) => {
      const holidays = manager.getRepository(AutomationHoliday);
      const followUps = manager.getRepository(AutomationFollowUp);
      if (kind === 'email') {
        await holidays.update(
          { organizationId, emailTemplateId: id },
          { emailTemplateId: null, textTemplateId: null, subject: null, active: false },
        );
        const used = await followUps.findBy({ organizationId, emailTemplateId: id });
        for (const row of used)
          await followUps.update(
            { organizationId, id: row.id },
            {
              emailTemplateId: null,
              textTemplateId: null,
              active: false,
              subject: followUpDefaultSubjects[followUpStageOf(row.slot)],
            },
          );
      } else {
        await holidays.update({ organizationId, textTemplateId: id }, { textTemplateId: null });
        await followUps.update({ organizationId, textTemplateId: id }, { textTemplateId: null });
      }
      await manager.getRepository(AutomationAction).update({ organizationId, [key]: id }, { [key]: null });
    });
  }
}

import { expect, test, type Page } from '@playwright/test';
import { leadsConstants, leadsExtraMessages, leadsMessages, type LeadRecord } from '@ensemble/contracts';
import {
  choose,
  displayName,
  expectRecord,
  infoValue,
  openTransition,
  recordPath,
  seedLead,
  seedList,
  seedSource,
  seedTag,
} from '../support/lifecycle';
import { openSignedIn } from '../support/session';
import { seededOwner } from '../support/record-page';

const opportunityUrl = (orgId: number, listId: number, id: number) =>
  new RegExp(`/composition/opportunity-lists/${orgId}/list/${listId}/contact/${id}$`);
const stageUrl = (orgId: number, segment: string, id: number) =>
  new RegExp(`/composition/${segment}/${orgId}/${segment.replace(/s$/, '')}/${id}$`);

/** Every text of the History table, across its pages. */
async function historyTexts(page: Page): Promise<string> {
  const history = page.getByTestId('lead-history');
  await expect(history.locator('tbody tr.ant-table-row').first()).toBeVisible();
  let text = (await history.locator('tbody').innerText()) + '\n';
  const next = page
    .locator('.ant-collapse-item')
    .filter({ hasText: 'History' })
    .locator('.ant-pagination-next');
  while ((await next.count()) > 0 && (await next.getAttribute('aria-disabled')) !== 'true') {
    await next.click();
    text += (await history.locator('tbody').innerText()) + '\n';
  }
  return text;
}

async function demote(page: Page, target: string, list?: string) {
  const dialog = await openTransition(page, 'Demote');
  await dialog.getByRole('button', { name: 'Demote', exact: true }).click();
  await expect(dialog.getByText(leadsMessages.targetRequired)).toBeVisible();
  await dialog.getByLabel(target, { exact: true }).check();
  if (list) await choose(dialog, 'Opportunity list', list);
  await dialog.getByRole('button', { name: 'Demote', exact: true }).click();
}

test.describe('contacts lifecycle', () => {
  test('opens the record page of each stage', async ({ page }) => {
    const { session, seeded } = await seededOwner('Lifecycle Open');
    const list = await seedList(seeded, 'Open house');
    // The accordions of spec 2 §2 each stage shows, in order.
    const everyStage = ['Notes', 'Documents', 'Reminders', 'Social Profiles'];
    const closing = ['Tags', 'History', 'More people from this company'];
    const leads: [LeadRecord, string, string[], string[]][] = [
      [
        await seedLead(seeded, 'Opportunity', { listId: list.id }),
        'Opportunity',
        ['Promote to prospect', 'Promote to client', 'Demote'],
        ['Info', ...everyStage, ...closing],
      ],
      [
        await seedLead(seeded, 'Prospect'),
        'Prospect',
        ['Promote to client', 'Demote', 'Move to'],
        ['Activities', 'Info', ...everyStage, 'Follow-up dates', ...closing],
      ],
      [
        await seedLead(seeded, 'Client'),
        'Client',
        ['Demote', 'Set as former client'],
        ['Info', 'Sales', 'Invoices', 'Contacts', ...everyStage, 'Events', ...closing],
      ],
      [
        await seedLead(seeded, 'Former Clients'),
        'Former client',
        ['Reactivate', 'Demote'],
        ['Info', ...everyStage, 'Events', ...closing],
      ],
      [
        await seedLead(seeded, 'Other'),
        'Other',
        ['Promote to opportunity'],
        ['Info', ...everyStage, 'Events', ...closing],
      ],
    ];
    await openSignedIn(page, session, seeded.orgId, recordPath(seeded.orgId, leads[0]![0]));
    for (const [lead, badge, actions, sections] of leads) {
      await page.goto(recordPath(seeded.orgId, lead));
      await expectRecord(page, displayName(lead), badge);
      await expect(page.getByTestId('temperature')).toHaveText('Warm');
      await expect(page.getByTestId('record-actions').getByRole('button')).toHaveText(actions);
      await expect(page.locator('.ant-collapse-header')).toHaveText(sections);
      await expect(page.getByText(lead.email!, { exact: true })).toBeVisible();
    }
    // A contact opened under a stage it has left goes to its current page.
    const client = leads[2]![0];
    await page.goto(`/composition/prospects/${seeded.orgId}/prospect/${client.id}`);
    await expect(page).toHaveURL(stageUrl(seeded.orgId, 'clients', client.id));
    await expectRecord(page, displayName(client), 'Client');
  });

  test('opportunity → prospect → client → former → reactivated → other → opportunity in a new list', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const { session, seeded } = await seededOwner('Lifecycle Journey');
    const org = seeded.orgId;
    await seedSource(seeded, 'Walk-In');
    const list = await seedList(seeded, 'Spring fair');
    const lead = await seedLead(seeded, 'Opportunity', { listId: list.id });
    const name = displayName(lead);
    await openSignedIn(page, session, org, recordPath(org, lead));
    await expectRecord(page, name, 'Opportunity');

    let dialog = await openTransition(page, 'Promote to prospect');
    await dialog.getByRole('button', { name: 'Promote', exact: true }).click();
    await expect(dialog.getByText('Source is required')).toBeVisible();
    await choose(dialog, 'Source', 'Walk-In');
    await dialog.getByRole('button', { name: 'Promote', exact: true }).click();
    await expect(page.getByText(leadsMessages.promotedInProspect(name))).toBeVisible();
    await expect(page).toHaveURL(stageUrl(org, 'prospects', lead.id));
    await expectRecord(page, name, 'Prospect');

    dialog = await openTransition(page, 'Promote to client');
    await dialog.getByRole('button', { name: 'Promote', exact: true }).click();
    await expect(page.getByText(leadsMessages.nowClient(name))).toBeVisible();
    await expect(page).toHaveURL(stageUrl(org, 'clients', lead.id));
    await expectRecord(page, name, 'Client');

    dialog = await openTransition(page, 'Set as former client');
    await dialog.getByRole('button', { name: 'Set as former', exact: true }).click();
    await expect(page.getByText(leadsMessages.clientSetAsFormer)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/composition/former-clients/${org}/former-client/${lead.id}$`));
    await expectRecord(page, name, 'Former client');

    dialog = await openTransition(page, 'Reactivate');
    await dialog.getByRole('button', { name: 'Reactivate', exact: true }).click();
    await expect(page.getByText(leadsMessages.formerClientReactivated)).toBeVisible();
    await expect(page).toHaveURL(stageUrl(org, 'clients', lead.id));
    await expectRecord(page, name, 'Client');

    await demote(page, 'Other');
    await expect(page.getByText(leadsMessages.clientDemoted)).toBeVisible();
    await expect(page).toHaveURL(stageUrl(org, 'others', lead.id));
    await expectRecord(page, name, 'Other');

    dialog = await openTransition(page, 'Promote to opportunity');
    await dialog.getByRole('button', { name: 'Promote', exact: true }).click();
    await expect(dialog.getByText(leadsMessages.selectListFirst)).toBeVisible();
    await dialog.getByLabel('New list', { exact: true }).check();
    await dialog.getByRole('button', { name: 'Promote', exact: true }).click();
    await expect(dialog.getByText(leadsMessages.listNameRequired)).toBeVisible();
    await dialog.getByLabel('List name', { exact: true }).fill('Autumn fair');
    await dialog.getByRole('button', { name: 'Promote', exact: true }).click();
    await expect(page.getByText(leadsMessages.promotedToOpportunity)).toBeVisible();
    await expect(page).toHaveURL(
      new RegExp(`/composition/opportunity-lists/${org}/list/\\d+/contact/${lead.id}$`),
    );
    expect(page.url()).not.toContain(`/list/${list.id}/`);
    await expectRecord(page, name, 'Opportunity');
    await expect(infoValue(page, 'Opportunity list')).toHaveText('Autumn fair');

    const history = await historyTexts(page);
    for (const change of [
      'fsm_state: Opportunity → Prospect',
      'fsm_state: Prospect → Client',
      'fsm_state: Client → Former Clients',
      'fsm_state: Former Clients → Client',
      'fsm_state: Client → Other',
      'fsm_state: Other → Opportunity',
    ]) {
      expect(history).toContain(change);
    }
  });

  // Each landing is a page load of the record: a generous budget for a loaded two-core machine.
  test('opportunity and prospect demotions, and Move to', async ({ page }) => {
    test.setTimeout(120_000);
    const { session, seeded } = await seededOwner('Lifecycle Demote');
    const org = seeded.orgId;
    const list = await seedList(seeded, 'Webinar');
    const opportunity = await seedLead(seeded, 'Opportunity', { listId: list.id });
    const prospectToOther = await seedLead(seeded, 'Prospect');
    const prospectToOpp = await seedLead(seeded, 'Prospect');
    const prospectMoved = await seedLead(seeded, 'Prospect');
    await openSignedIn(page, session, org, recordPath(org, opportunity));

    await expectRecord(page, displayName(opportunity), 'Opportunity');
    await demote(page, 'Other');
    await expect(page.getByText(leadsMessages.opportunityDemoted)).toBeVisible();
    await expect(page).toHaveURL(stageUrl(org, 'others', opportunity.id));
    await expectRecord(page, displayName(opportunity), 'Other');

    await page.goto(recordPath(org, prospectToOther));
    await expectRecord(page, displayName(prospectToOther), 'Prospect');
    await demote(page, 'Other');
    await expect(page.getByText(leadsMessages.prospectDemoted)).toBeVisible();
    await expect(page).toHaveURL(stageUrl(org, 'others', prospectToOther.id));

    // Without a list the server puts the contact in its Demoted list and says which one.
    await page.goto(recordPath(org, prospectToOpp));
    await expectRecord(page, displayName(prospectToOpp), 'Prospect');
    await demote(page, 'Opportunity');
    await expect(page.getByText(leadsMessages.prospectDemoted)).toBeVisible();
    await expect(page).toHaveURL(
      new RegExp(`/composition/opportunity-lists/${org}/list/\\d+/contact/${prospectToOpp.id}$`),
    );
    await expectRecord(page, displayName(prospectToOpp), 'Opportunity');
    await expect(infoValue(page, 'Opportunity list')).toHaveText(leadsConstants.demotedListTitle);

    await page.goto(recordPath(org, prospectMoved));
    await expectRecord(page, displayName(prospectMoved), 'Prospect');
    const move = await openTransition(page, 'Move to');
    await choose(move, 'List', 'Webinar');
    await move.getByRole('button', { name: 'Move', exact: true }).click();
    await expect(page.getByText(leadsExtraMessages.movingInBackground)).toBeVisible();
    await expect(page).toHaveURL(opportunityUrl(org, list.id, prospectMoved.id));
    await expectRecord(page, displayName(prospectMoved), 'Opportunity');
  });

  test('client and former client demotions', async ({ page }) => {
    test.setTimeout(120_000);
    const { session, seeded } = await seededOwner('Lifecycle Former');
    const org = seeded.orgId;
    const list = await seedList(seeded, 'Webinar');
    const clientToProspect = await seedLead(seeded, 'Client');
    const clientToOpp = await seedLead(seeded, 'Client');
    const formerToProspect = await seedLead(seeded, 'Former Clients');
    const formerToOpp = await seedLead(seeded, 'Former Clients');
    const formerToOther = await seedLead(seeded, 'Former Clients');
    await openSignedIn(page, session, org, recordPath(org, clientToProspect));
    await expectRecord(page, displayName(clientToProspect), 'Client');
    await demote(page, 'Prospect');
    await expect(page.getByText(leadsMessages.clientDemoted)).toBeVisible();
    await expect(page).toHaveURL(stageUrl(org, 'prospects', clientToProspect.id));
    await expectRecord(page, displayName(clientToProspect), 'Prospect');

    await page.goto(recordPath(org, clientToOpp));
    await expectRecord(page, displayName(clientToOpp), 'Client');
    await demote(page, 'Opportunity', 'Webinar');
    await expect(page.getByText(leadsMessages.clientDemoted)).toBeVisible();
    await expect(page).toHaveURL(opportunityUrl(org, list.id, clientToOpp.id));
    await expectRecord(page, displayName(clientToOpp), 'Opportunity');

    await page.goto(recordPath(org, formerToProspect));
    await expectRecord(page, displayName(formerToProspect), 'Former client');
    await demote(page, 'Prospect');
    await expect(page.getByText(leadsMessages.formerClientDemoted)).toBeVisible();
    await expect(page).toHaveURL(stageUrl(org, 'prospects', formerToProspect.id));

    await page.goto(recordPath(org, formerToOpp));
    await expectRecord(page, displayName(formerToOpp), 'Former client');
    await demote(page, 'Opportunity', 'Webinar');
    await expect(page.getByText(leadsMessages.formerClientDemoted)).toBeVisible();
    await expect(page).toHaveURL(opportunityUrl(org, list.id, formerToOpp.id));

    await page.goto(recordPath(org, formerToOther));
    await expectRecord(page, displayName(formerToOther), 'Former client');
    await demote(page, 'Other');
    await expect(page.getByText(leadsMessages.formerClientDemoted)).toBeVisible();
    await expect(page).toHaveURL(stageUrl(org, 'others', formerToOther.id));
    await expectRecord(page, displayName(formerToOther), 'Other');
    expect(await historyTexts(page)).toContain('fsm_state: Former Clients → Other');
  });

  test('tags are added to and removed from a record', async ({ page }) => {
    const { session, seeded } = await seededOwner('Lifecycle Tags');
    const client = await seedLead(seeded, 'Client');
    await openSignedIn(page, session, seeded.orgId, recordPath(seeded.orgId, client));
    await expectRecord(page, displayName(client), 'Client');
    await expect(page.getByText(leadsExtraMessages.tagsNotCreated)).toBeVisible();

    await seedTag(seeded, 'VIP customers');
    await seedTag(seeded, 'Newsletter');
    await page.reload();
    await expectRecord(page, displayName(client), 'Client');
    await page.getByRole('button', { name: 'Add tags' }).click();
    await expect(page.getByText(leadsExtraMessages.noTagsSelected)).toBeVisible();
    const picker = page.getByLabel('Tags to add', { exact: true });
    await picker.click();
    await picker.fill('vip');
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="VIP customers"]').click();
    await page.getByRole('button', { name: 'Add tags' }).click();
    await expect(page.getByText(leadsExtraMessages.tagsAdded)).toBeVisible();
    const tags = page.getByTestId('lead-tags');
    await expect(tags.getByText('VIP customers')).toBeVisible();

    await page.getByLabel('Remove tag VIP customers').click();
    await expect(page.getByText(leadsExtraMessages.tagsRemoved)).toBeVisible();
    await expect(tags.getByText('VIP customers')).toHaveCount(0);
    const history = await historyTexts(page);
    expect(history).toContain('Tags added');
    expect(history).toContain('Tags removed');
  });
});

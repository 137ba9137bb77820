import { expect, test } from '@playwright/test';
import {
  emailEndpoints,
  emailMessages,
  type EmailTemplateFolder,
  type EmailTemplateSummary,
  type Paginated,
  urlOf,
} from '@ensemble/contracts';
import { call, ownerOfOne } from '../support/api';
import { seedLead } from '../support/contacts';
import { openSignedIn } from '../support/session';

/**
 * The drag-and-drop builder (issue 17 'Builder', docs/adr/0016): start from a library template, change its text,
 * insert a variable from the text toolbar, save it into a folder, find it in that folder. The folder is seeded
 * through the API; the template is made through the screen.
 */
test.describe('email builder', () => {
  test('builds a template from a library one into a folder, with a variable', async ({ page }) => {
    const { session, org } = await ownerOfOne('Builder');
    const token = session.access;
    const folder = await call<EmailTemplateFolder>(urlOf(emailEndpoints.folders.create, { orgId: org.id }), {
      method: 'POST',
      token,
      body: JSON.stringify({ name: 'Spring campaign' }),
    });
    const library = await call<EmailTemplateSummary[]>(urlOf(emailEndpoints.library.templates, {}), {
      token,
    });
    const base = library[0];
    if (!base) throw new Error('the library has no templates');
    await seedLead(token, org.id, 'clients', {
      first_name: 'Grace',
      last_name: 'Hopper',
      email: `grace.${Date.now().toString(36)}@example.test`,
    });

    await openSignedIn(
      page,
      session,
      org.id,
      `/rhapsody/email/builder/${org.id}?createOnly=true&baseTemplateId=${base.id}&isLibraryTemplate=true&folderId=${folder.id}`,
    );
    await expect(page.getByText('You are editing a copy: saving creates a new template.')).toBeVisible();
    // antd's select shows its choice beside the labelled input, inside the same .ant-select.
    await expect(page.locator('.ant-select', { has: page.getByLabel('Folder') })).toContainText(
      'Spring campaign',
    );

    // GrapesJS draws the email in an iframe; its text components become editable on double click.
    const canvas = page.frameLocator('iframe.gjs-frame');
    const text = canvas.locator('[data-gjs-type="mj-text"]').first();
    await expect(text).toBeVisible({ timeout: 30_000 });
    // The head's title (every library template has one) is not drawn as a line above the email.
    await expect(canvas.locator('mj-title')).toHaveCount(1);
    await expect(canvas.locator('mj-title')).toBeHidden();
    await text.dblclick();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('Builder journey says hello ');
    await page.getByLabel('Insert variable').selectOption('first_name');
    await expect(text).toContainText('Builder journey says hello #!first_name!#');
    // Leave the text editor so the change is committed to the component.
    await canvas.locator('body').click({ position: { x: 2, y: 2 } });

    // The preview fills the variable from a chosen contact.
    await page.getByRole('button', { name: 'Preview' }).click();
    const preview = page.getByRole('dialog', { name: 'Preview' });
    await preview.getByLabel('Preview as contact').fill('Grace');
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="Grace Hopper"]').click();
    await expect(preview.frameLocator('iframe[title="Email preview"]').locator('body')).toContainText(
      /Builder journey says hello\s+Grace/,
    );
    await preview.getByRole('button', { name: 'Close' }).click();

    await page.getByLabel('Template name').fill('Builder journey');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(emailMessages.templateCreated)).toBeVisible();
    await expect(page).toHaveURL(
      new RegExp(`/rhapsody/email/templates/${org.id}\\?tab=1&folderId=${folder.id}$`),
    );
    await expect(page.getByText('Builder journey')).toBeVisible();

    // Stored in the folder, from the library template, with the HTML compiled from the MJML and the variable kept.
    const inFolder = await call<Paginated<EmailTemplateSummary>>(
      `${urlOf(emailEndpoints.templates.list, { orgId: org.id })}?folder=${folder.id}`,
      { token },
    );
    const saved = inFolder.results.find((t) => t.title === 'Builder journey');
    expect(saved).toMatchObject({ folder: folder.id, base_template: base.id, organization: org.id });
    // The editor types the space before the variable as a no-break space.
    expect(saved?.html.replace(/\u00a0|&nbsp;/g, ' ')).toContain('Builder journey says hello #!first_name!#');
    expect(saved?.html).not.toContain('<mj-');
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { emailMessages } from '@ensemble/contracts';
import { page } from '@ensemble/shared-ui/testing';
import { folder, mockEmailApi, O, renderEmailing, template } from '../email.fixtures';

const loose = [
  template(1, 'Spring sale'),
  template(2, 'Renewal reminder', { thumbnail_url: 'https://cdn.test/r.png' }),
];
const inFolder = [template(3, 'Holiday card', { folder: 7 })];

function mock(overrides: Parameters<typeof mockEmailApi>[0] = {}) {
  return mockEmailApi({
    [`GET ${O}/email-templates/`]: (call) => ({
      body: page(
        call.query.search
          ? [...loose, ...inFolder].filter((t) =>
              t.title.toLowerCase().includes(call.query.search.toLowerCase()),
            )
          : call.query.folder === '7'
            ? inFolder
            : loose,
      ),
    }),
    [`GET ${O}/email-template-folders/`]: { body: page([folder(7, 'Seasonal', 1)]) },
    ...overrides,
  });
}

async function openMenu(name: string, item: string) {
  fireEvent.click(await screen.findByRole('button', { name: `Actions for ${name}` }));
  fireEvent.click(await screen.findByRole('menuitem', { name: item }));
}

describe('HTML Templates tab', () => {
  it('shows the folders and the templates in no folder; a folder opens with GO BACK', async () => {
    mock();
    renderEmailing('?tab=1');
    expect(screen.getByRole('tab', { name: 'HTML Templates' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Email Composer' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Text Templates' })).toBeInTheDocument();
    expect(await screen.findByText('Spring sale')).toBeInTheDocument();
    expect(screen.getByText('Seasonal')).toBeInTheDocument();
    // A thumbnail when there is one, else the HTML in a frame that may run nothing.
    expect(screen.getByAltText('Renewal reminder thumbnail')).toHaveAttribute(
      'src',
      'https://cdn.test/r.png',
    );
    const frame = screen.getByTitle('Preview of Spring sale');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame).toHaveAttribute('srcdoc', loose[0]?.html);

    fireEvent.click(screen.getByRole('button', { name: 'Open folder Seasonal' }));
    expect(await screen.findByText('Holiday card')).toBeInTheDocument();
    expect(screen.queryByText('Spring sale')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /GO BACK/ }));
    expect(await screen.findByText('Spring sale')).toBeInTheDocument();
  });

  it('opens the folder the address names (?folderId=), as the builder comes back to it after a save', async () => {
    mock();
    renderEmailing('?tab=1&folderId=7');
    expect(await screen.findByText('Holiday card')).toBeInTheDocument();
    expect(screen.getByText('Seasonal')).toBeInTheDocument();
    expect(screen.queryByText('Spring sale')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /GO BACK/ }));
    expect(await screen.findByText('Spring sale')).toBeInTheDocument();
    expect(screen.queryByText('Holiday card')).not.toBeInTheDocument();
  });

  it('searches all templates 350 ms after typing stops', async () => {
    const api = mock();
    renderEmailing('?tab=1');
    await screen.findByText('Spring sale');
    fireEvent.change(screen.getByLabelText('Search templates'), { target: { value: 'holi' } });
    expect(await screen.findByText('Holiday card')).toBeInTheDocument();
    expect(screen.queryByText('Seasonal')).not.toBeInTheDocument();
    expect(api.callsTo(`GET ${O}/email-templates/`).at(-1)?.query).toMatchObject({ search: 'holi' });
  });

  it('opens a template in the builder (builderLinks.test.ts checks the address)', async () => {
    mock();
    renderEmailing('?tab=1');
    await openMenu('Spring sale', 'Open');
    expect(await screen.findByTestId('elsewhere')).toBeInTheDocument();
  });

  it('asks whether a template is used before deleting it and warns when it is', async () => {
    const api = mock({
      [`GET ${O}/email-templates/1/is-used/`]: { body: { is_used: true } },
      [`GET ${O}/email-templates/2/is-used/`]: { body: { is_used: false } },
      [`DELETE ${O}/email-templates/1/`]: { status: 204 },
    });
    renderEmailing('?tab=1');
    await openMenu('Renewal reminder', 'Delete');
    expect(await screen.findByText(emailMessages.deleteTemplateConfirm)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));

    await openMenu('Spring sale', 'Delete');
    const dialog = await screen.findByRole('dialog', { name: 'Delete template' });
    await within(dialog).findByText(emailMessages.deleteUsedTemplateConfirm);
    expect(api.callsTo(`DELETE ${O}/email-templates/1/`)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(emailMessages.templateDeleted)).toBeInTheDocument();
    expect(api.callsTo(`DELETE ${O}/email-templates/1/`)).toHaveLength(1);
  });

  it('says so when the delete fails', async () => {
    mock({
      [`GET ${O}/email-templates/1/is-used/`]: { body: { is_used: false } },
      [`DELETE ${O}/email-templates/1/`]: { status: 500, body: {} },
    });
    renderEmailing('?tab=1');
    await openMenu('Spring sale', 'Delete');
    const dialog = await screen.findByRole('dialog', { name: 'Delete template' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(emailMessages.unableToDeleteTemplate)).toBeInTheDocument();
  });

  it('duplicates, renames and moves a template with the spec’s words', async () => {
    const api = mock({
      [`POST ${O}/email-templates/1/duplicate/`]: { status: 201, body: template(4, 'Spring sale (copy)') },
      [`PATCH ${O}/email-templates/1/`]: (call) => ({ body: { ...loose[0], ...(call.body as object) } }),
    });
    renderEmailing('?tab=1');
    await openMenu('Spring sale', 'Duplicate');
    expect(await screen.findByText(emailMessages.templateDuplicated)).toBeInTheDocument();

    await openMenu('Spring sale', 'Rename');
    const rename = await screen.findByRole('dialog', { name: 'Rename template' });
    fireEvent.change(within(rename).getByLabelText('Template name'), { target: { value: 'Summer sale' } });
    fireEvent.click(within(rename).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(emailMessages.templateUpdated)).toBeInTheDocument();
    expect(api.callsTo(`PATCH ${O}/email-templates/1/`)[0]?.body).toEqual({ title: 'Summer sale' });

    await openMenu('Spring sale', 'Move to folder');
    const move = await screen.findByRole('dialog', { name: 'Move to folder' });
    fireEvent.mouseDown(within(move).getByLabelText('Folder'));
    fireEvent.click(await screen.findByTitle('Seasonal'));
    fireEvent.click(within(move).getByRole('button', { name: 'Move' }));
    expect(await screen.findByText(emailMessages.templateMoved)).toBeInTheDocument();
    expect(api.callsTo(`PATCH ${O}/email-templates/1/`)[1]?.body).toEqual({ folder: 7 });
  });

  it('shows the server’s words when a duplicate fails, else the spec’s', async () => {
    mock({ [`POST ${O}/email-templates/1/duplicate/`]: { status: 500, body: {} } });
    renderEmailing('?tab=1');
    await openMenu('Spring sale', 'Duplicate');
    expect(await screen.findByText(emailMessages.unableToDuplicateTemplate)).toBeInTheDocument();
  });

  it('creates a folder and deletes one after its warning', async () => {
    const api = mock({
      [`POST ${O}/email-template-folders/`]: { status: 201, body: folder(8, 'Promotions') },
      [`DELETE ${O}/email-template-folders/7/`]: { status: 204 },
    });
    renderEmailing('?tab=1');
    await screen.findByText('Seasonal');
    fireEvent.click(screen.getByRole('button', { name: /New folder/ }));
    const dialog = await screen.findByRole('dialog', { name: 'New folder' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Folder name is required')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Folder name'), { target: { value: 'Promotions' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(emailMessages.folderCreated)).toBeInTheDocument();
    expect(api.callsTo(`POST ${O}/email-template-folders/`)[0]?.body).toEqual({ name: 'Promotions' });

    await openMenu('Seasonal', 'Delete');
    const confirm = await screen.findByRole('dialog', { name: 'Delete folder' });
    expect(within(confirm).getByText(emailMessages.deleteFolderConfirm)).toBeInTheDocument();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(emailMessages.folderDeleted)).toBeInTheDocument();
  });

  it('shows the library read-only: its folders and templates, duplicated into mine', async () => {
    const api = mock({
      [`POST ${O}/email-templates/900/duplicate/`]: {
        status: 201,
        body: template(5, 'Welcome aboard (copy)'),
      },
    });
    renderEmailing('?tab=1');
    await screen.findByText('Spring sale');
    fireEvent.click(screen.getByText('Library'));
    expect(await screen.findByText('Welcome aboard')).toBeInTheDocument();
    expect(screen.getByText(emailMessages.libraryReadOnly)).toBeInTheDocument();
    expect(screen.queryByText('Monthly news')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Open folder Newsletters' }));
    expect(await screen.findByText('Monthly news')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /GO BACK/ }));

    fireEvent.click(await screen.findByRole('button', { name: 'Actions for Welcome aboard' }));
    expect(screen.queryByRole('menuitem', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Rename' })).not.toBeInTheDocument();
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Duplicate to my templates' }));
    expect(await screen.findByText(emailMessages.templateDuplicated)).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo(`POST ${O}/email-templates/900/duplicate/`)).toHaveLength(1));
  });

  it('shows an empty state', async () => {
    mockEmailApi();
    renderEmailing(`?tab=1`);
    expect(await screen.findByText('No templates yet')).toBeInTheDocument();
  });
});

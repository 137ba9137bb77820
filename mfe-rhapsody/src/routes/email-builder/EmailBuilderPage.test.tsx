import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { useEffect, useState } from 'react';
import type { EmailTemplate } from '@ensemble/contracts';
import { AppProviders, makeRemoteStore, setRuntimeConfig } from '@ensemble/shared-ui';
import { type MockedApi, mockApi, page, TEST_API } from '@ensemble/shared-ui/testing';
import { rhapsodyApi } from '../../api/rhapsodyApi';
import { searchFindsAda } from '../email/email.fixtures';
import type { BuilderCanvasProps } from './BuilderCanvas';
import { EmailBuilderPage } from './EmailBuilderPage';

// jsdom cannot run GrapesJS: the canvas is a stand-in that hands the page a handle and lets a test 'edit'.
const design = {
  mjml: '<mjml><mj-body></mj-body></mjml>',
  html: '<html><body>Hi</body></html>',
  project: { pages: [] },
};
const opened: BuilderCanvasProps['initial'][] = [];
jest.mock('./BuilderCanvas', () => ({
  __esModule: true,
  default: function FakeCanvas(props: BuilderCanvasProps) {
    useEffect(() => {
      opened.push(props.initial);
      props.onReady({ design: () => design, undo: jest.fn(), redo: jest.fn(), setDevice: jest.fn() });
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, []);
    const [uploaded, setUploaded] = useState('');
    const upload = () =>
      void props
        .upload?.(new NodeFile(['png'], 'banner.png', { type: 'image/png' }))
        .then(setUploaded, props.onUploadError);
    return (
      <>
        <button type="button" onClick={props.onChange}>
          fake edit
        </button>
        <button type="button" onClick={upload}>
          fake upload
        </button>
        <output>{uploaded}</output>
      </>
    );
  },
}));
jest.mock('./editor/thumbnail', () => ({ renderThumbnail: async () => 'data:image/png;base64,AAAA' }));

// Node's File: the fetch the tests run on (undici) takes no jsdom Blob in a FormData.
const { File: NodeFile } = jest.requireActual<{ File: typeof File }>('node:buffer');

const ORG = 3;
const base = `/organization/${ORG}/email-templates`;

const template = (over: Partial<EmailTemplate> = {}): EmailTemplate => ({
  id: 5,
  title: 'Spring offer',
  name: 'Spring offer',
  html: '<p>old</p>',
  thumbnail_url: null,
  isLibraryTemplate: false,
  is_base: false,
  organization: ORG,
  folder: null,
  base_template: null,
  created_at: '2026-11-01T00:00:00Z',
  updated_at: '2026-11-01T00:00:00Z',
  design: { format: 'mjml', mjml: '<mjml><mj-body/></mjml>', project: { saved: true } },
  ...over,
});

function mock(overrides: Parameters<typeof mockApi>[0] = {}): MockedApi {
  return mockApi({
    [`GET /organization/${ORG}/`]: { body: { id: ORG, name: 'Acme', logo: null } },
    [`GET /organization/${ORG}/email-template-folders/`]: {
      body: page([{ id: 9, name: 'Promotions', organization: ORG, templates: 0, created_at: '' }]),
    },
    [`GET ${base}/5/`]: { body: template() },
    [`PATCH ${base}/5/`]: { body: template() },
    [`POST ${base}/`]: { status: 201, body: template({ id: 40 }) },
    [`POST /organization/${ORG}/email-images/`]: {
      status: 201,
      body: { url: 'http://files.test/o3-email-1.png' },
    },
    [`GET /email-library/templates/12/`]: {
      body: template({
        id: 12,
        title: 'Welcome',
        organization: null,
        isLibraryTemplate: true,
        is_base: true,
        design: { format: 'mjml', mjml: '<mjml><mj-body/></mjml>', project: null },
      }),
    },
    ...overrides,
  });
}

function Where() {
  const l = useLocation();
  return <div data-testid="elsewhere">{`${l.pathname}${l.search}`}</div>;
}

function open(search: string) {
  setRuntimeConfig({ edition: 'full', apiBaseUrl: TEST_API, remotes: [] });
  return render(
    <AppProviders>
      <Provider store={makeRemoteStore(rhapsodyApi)}>
        <MemoryRouter initialEntries={[`/rhapsody/email/builder/${ORG}?${search}`]}>
          <Routes>
            <Route path="/rhapsody/email/builder/:organizationId" element={<EmailBuilderPage />} />
            <Route path="*" element={<Where />} />
          </Routes>
        </MemoryRouter>
      </Provider>
    </AppProviders>,
  );
}

const save = async () => {
  const button = await screen.findByRole('button', { name: 'Save' });
  await waitFor(() => expect(button).toBeEnabled());
  fireEvent.click(button);
};

beforeEach(() => {
  opened.length = 0;
});

describe('EmailBuilderPage', () => {
  it('previews the design as a chosen contact: variables filled, in a sandboxed frame', async () => {
    const saved = design.html;
    design.html = '<html><body><p>Dear #!first_name!# of #!organization_name!#</p></body></html>';
    try {
      mock(searchFindsAda);
      open('makeNewEmail=true&blank=true');
      const preview = await screen.findByRole('button', { name: /Preview/ });
      await waitFor(() => expect(preview).toBeEnabled());
      fireEvent.click(preview);
      const frame = await screen.findByTitle('Email preview');
      expect(frame).toHaveAttribute('sandbox', '');
      // No contact yet: their values are empty, the organization's are filled.
      await waitFor(() => expect(frame.getAttribute('srcdoc')).toContain('Dear  of Acme'));
      const contact = screen.getByLabelText('Preview as contact');
      fireEvent.mouseDown(contact);
      fireEvent.change(contact, { target: { value: 'ada' } });
      fireEvent.click(await screen.findByTitle('Ada Lovelace'));
      await waitFor(() => expect(frame.getAttribute('srcdoc')).toContain('Dear Ada of Acme'));
    } finally {
      design.html = saved;
    }
  });

  it('edit=true&templateId: opens the saved project and saves with PATCH, then stays', async () => {
    const api = mock();
    open('templateId=5&edit=true');
    expect(await screen.findByDisplayValue('Spring offer')).toBeInTheDocument();
    await save();
    expect(await screen.findByText('Template updated!')).toBeInTheDocument();
    expect(opened[0]).toEqual(template().design);
    expect(api.callsTo(`PATCH ${base}/5/`)[0]?.body).toEqual({
      title: 'Spring offer',
      html: design.html,
      design: { format: 'mjml', mjml: design.mjml, project: design.project },
      thumbnail: 'data:image/png;base64,AAAA',
    });
    expect(api.callsTo(`POST ${base}/`)).toHaveLength(0);
    expect(screen.queryByTestId('elsewhere')).toBeNull();
  });

  it('createOnly from a library template into a folder: POST with folder and base_template, back to the folder', async () => {
    const api = mock();
    open('createOnly=true&baseTemplateId=12&isLibraryTemplate=true&folderId=9&title=My%20welcome');
    expect(await screen.findByDisplayValue('My welcome')).toBeInTheDocument();
    expect(screen.getByText('You are editing a copy: saving creates a new template.')).toBeInTheDocument();
    await save();
    expect(await screen.findByText('Template created!')).toBeInTheDocument();
    expect(api.callsTo(`GET /email-library/templates/12/`)).toHaveLength(1);
    expect(api.callsTo(`GET ${base}/12/`)).toHaveLength(0);
    expect(api.callsTo(`POST ${base}/`)[0]?.body).toMatchObject({
      title: 'My welcome',
      folder: 9,
      base_template: 12,
    });
    // The navigation follows the toast: on a loaded machine, a moment later.
    expect(await screen.findByTestId('elsewhere', {}, { timeout: 5000 })).toHaveTextContent(
      `/rhapsody/email/templates/${ORG}?tab=1&folderId=9`,
    );
  });

  it('makeNewEmail: after saving goes back to the composer with the template and the recipient', async () => {
    mock();
    open('makeNewEmail=true&blank=true&title=Hello&email=ada%40example.test&recipient_id=7');
    await screen.findByDisplayValue('Hello');
    // The canvas mounts after the form (its chunk loads lazily): on a loaded machine, a moment later.
    await waitFor(() => expect(opened.length).toBeGreaterThan(0));
    expect(opened[0]).toBeNull();
    await save();
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent(
      `/rhapsody/email/templates/${ORG}?tab=0&templateId=40&email=ada%40example.test&recipient_id=7`,
    );
  });

  it('blank without a title: says the name is required and calls nothing', async () => {
    const api = mock();
    open('blank=true');
    await save();
    expect(await screen.findByText('Template name is required')).toBeInTheDocument();
    expect(api.callsTo(`POST ${base}/`)).toHaveLength(0);
  });

  it('a template gone: "This template is no longer available."; another failure: "Unable to get template"', async () => {
    mock({ [`GET ${base}/5/`]: { status: 404, body: { detail: 'Not found.' } } });
    const first = open('templateId=5&edit=true');
    expect((await screen.findAllByText('This template is no longer available.')).length).toBeGreaterThan(0);
    first.unmount();
    mock({ [`GET ${base}/5/`]: { status: 500, body: { detail: 'boom' } } });
    open('templateId=5&edit=true');
    expect((await screen.findAllByText('Unable to get template')).length).toBeGreaterThan(0);
  });

  it('failed saves say "Unable to update template!" and "Unable to create template!" with the API’s reason', async () => {
    mock({ [`PATCH ${base}/5/`]: { status: 400, body: { html: ['Unknown variable #!nope!#'] } } });
    const first = open('templateId=5&edit=true');
    await screen.findByDisplayValue('Spring offer');
    await save();
    expect(await screen.findByText('Unable to update template!')).toBeInTheDocument();
    expect(screen.getByText('Unknown variable #!nope!#')).toBeInTheDocument();
    first.unmount();
    mock({ [`POST ${base}/`]: { status: 500, body: { detail: 'x' } } });
    open('createOnly=true&blank=true&title=T');
    await save();
    expect(await screen.findByText('Unable to create template!')).toBeInTheDocument();
  });

  it('asks before leaving with unsaved changes', async () => {
    mock();
    open('templateId=5&edit=true');
    fireEvent.click(await screen.findByRole('button', { name: 'fake edit' }));
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByText('Your changes are not saved. Leave without saving?')).toBeInTheDocument();
    expect(screen.queryByTestId('elsewhere')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Leave' }));
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent(
      `/rhapsody/email/templates/${ORG}?tab=1`,
    );
  });

  it('uploads an image of the asset manager to the organization’s email images and gives GrapesJS its URL', async () => {
    const api = mock();
    open('templateId=5&edit=true');
    fireEvent.click(await screen.findByRole('button', { name: 'fake upload' }));
    expect(await screen.findByText('http://files.test/o3-email-1.png')).toBeInTheDocument();
    expect(api.callsTo(`POST /organization/${ORG}/email-images/`)[0]?.body).toEqual({ file: 'banner.png' });
  });

  it('says why an image was refused', async () => {
    mock({
      [`POST /organization/${ORG}/email-images/`]: { status: 400, body: { detail: 'File is not an image' } },
    });
    open('templateId=5&edit=true');
    fireEvent.click(await screen.findByRole('button', { name: 'fake upload' }));
    expect(await screen.findByText('File is not an image')).toBeInTheDocument();
  });
});

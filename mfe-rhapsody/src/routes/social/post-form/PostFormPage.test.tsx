import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  socialMessages,
  type SocialPost,
  type SocialUrlOption,
  type SocialVideoJob,
} from '@ensemble/contracts';
import { makeRemoteStore } from '@ensemble/shared-ui';
import { mockApi, renderRoute, type MockedApi, type RouteTable } from '@ensemble/shared-ui/testing';
import { rhapsodyApi } from '../../../api/rhapsodyApi';
import { PostFormPage } from './PostFormPage';
import { readVideoMetadata } from './videoMetadata';

jest.mock('./videoMetadata', () => ({ readVideoMetadata: jest.fn() }));
const metadata = jest.mocked(readVideoMetadata);

// Node's File: the fetch the tests run on (undici) takes no jsdom Blob in a FormData.
const { File: NodeFile } = jest.requireActual<{ File: typeof File }>('node:buffer');

const ORG = 3;
const CREATE = '/rhapsody/social/:organizationId/create-new-post';
const EDIT = '/rhapsody/social/:organizationId/url/:urlId/edit/:postId';
const blog: SocialUrlOption = { id: 7, title: 'Blog', url: 'https://acme.test/blog' };

const post = (over: Partial<SocialPost> = {}): SocialPost => ({
  id: 9,
  title: 'Spring',
  description: '#spring #sale Big news',
  weight: 2,
  image_url: 'https://cdn.test/spring.png',
  thumbnail: 'https://cdn.test/spring-thumb.png',
  media_type: 'image',
  is_reels: false,
  can_be_reels: false,
  complete: true,
  in_queue: false,
  scheduled: false,
  scheduled_date: null,
  scheduled_id: null,
  last_time_posted: null,
  created_at: '2026-01-01T00:00:00Z',
  created_by: null,
  edited_by: null,
  campaigns: [],
  url: { id: 7, title: 'Blog' },
  profile_id: 1,
  source: 'manual',
  ...over,
});

const job = (over: Partial<SocialVideoJob>): SocialVideoJob => ({
  id: 'job-1',
  finished: false,
  response: null,
  percentage_video: 0,
  percentage_uploaded: 0,
  status: 'processing',
  video_name: 'clip.mp4',
  thumbnail: null,
  can_be_reels: false,
  duration: 12,
  ...over,
});

function api(extra: RouteTable = {}, options: SocialUrlOption[] = [blog]): MockedApi {
  return mockApi({
    [`GET /social/${ORG}/url-options/`]: { body: options },
    'POST /social/upload-process-image-aws/': {
      body: {
        url: 'https://cdn.test/up.png',
        thumbnail: 'https://cdn.test/up-thumb.png',
        width: 800,
        height: 800,
      },
    },
    [`POST /social/${ORG}/process-video/`]: { status: 202, body: { job: { id: 'job-1' } } },
    [`POST /social/${ORG}/process-video/complete/`]: { status: 204 },
    [`POST /social/${ORG}/urls/7/posts/`]: { status: 201, body: post() },
    ...extra,
  });
}

const renderCreate = (query = '') =>
  renderRoute(
    CREATE,
    `/rhapsody/social/${ORG}/create-new-post${query}`,
    <PostFormPage />,
    makeRemoteStore(rhapsodyApi),
  );

function fileOf(name: string, size?: number): File {
  const f = new NodeFile(['data'], name);
  if (size !== undefined) Object.defineProperty(f, 'size', { value: size });
  return f;
}
const choose = (file: File) =>
  fireEvent.change(screen.getByLabelText('Image or video file'), { target: { files: [file] } });
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const reels = () => screen.getByRole('switch', { name: 'Use for Reels' });

describe('PostFormPage', () => {
  beforeEach(() => metadata.mockReset());

  it('names every required field in the spec words', async () => {
    const calls = api();
    renderCreate();
    await screen.findByLabelText('Title');
    fireEvent.click(screen.getByRole('button', { name: 'Create post' }));
    expect(await screen.findByText(socialMessages.titleRequired)).toBeInTheDocument();
    expect(screen.getByText(socialMessages.contentRequired)).toBeInTheDocument();
    expect(screen.getByText(socialMessages.mediaRequired)).toBeInTheDocument();
    expect(calls.callsTo(`POST /social/${ORG}/urls/7/posts/`)).toHaveLength(0);
  });

  it("says 'You need to add URL first' when the organization has no URL", async () => {
    api({}, []);
    renderCreate();
    expect(await screen.findByRole('alert')).toHaveTextContent(socialMessages.addUrlFirst);
    fireEvent.click(screen.getByRole('button', { name: 'Create post' }));
    // The alert, the empty select's placeholder, and now the field's error.
    await waitFor(() => expect(screen.getAllByText(socialMessages.addUrlFirst)).toHaveLength(3));
  });

  it('creates a post with exactly the Post payload, then goes back', async () => {
    const calls = api();
    renderCreate('?weight=3');
    await screen.findByLabelText('Title');
    type('Title', 'Spring sale');
    type('Hashtags', 'spring sale');
    type('Content', 'Everything is 20% off');
    choose(fileOf('photo.png'));
    expect(await screen.findByAltText('Post image')).toHaveAttribute('src', 'https://cdn.test/up-thumb.png');
    expect(calls.callsTo('POST /social/upload-process-image-aws/')[0]!.body).toEqual({ image: 'photo.png' });
    fireEvent.click(screen.getByRole('button', { name: 'Create post' }));
    expect(await screen.findByText(socialMessages.postCreated)).toBeInTheDocument();
    expect(calls.callsTo(`POST /social/${ORG}/urls/7/posts/`)[0]!.body).toEqual({
      title: 'Spring sale',
      weight: 3,
      description: '#spring #sale Everything is 20% off',
      image_url: 'https://cdn.test/up.png',
      can_be_reels: false,
      is_reels: false,
    });
    expect(await screen.findByTestId('elsewhere', {}, { timeout: 2500 })).toBeInTheDocument();
  });

  it('edits a post: the description is split back, the update sends the same payload', async () => {
    const calls = api({
      [`GET /social/${ORG}/urls/7/posts/9/`]: { body: post() },
      [`PUT /social/${ORG}/urls/7/posts/9/`]: { body: post({ title: 'Summer' }) },
    });
    renderRoute(EDIT, `/rhapsody/social/${ORG}/url/7/edit/9`, <PostFormPage />, makeRemoteStore(rhapsodyApi));
    expect(await screen.findByLabelText('Hashtags')).toHaveValue('#spring #sale');
    expect(screen.getByLabelText('Content')).toHaveValue('Big news');
    type('Title', 'Summer');
    fireEvent.click(screen.getByRole('button', { name: 'Update post' }));
    expect(await screen.findByText(socialMessages.postUpdated)).toBeInTheDocument();
    expect(calls.callsTo(`PUT /social/${ORG}/urls/7/posts/9/`)[0]!.body).toEqual({
      title: 'Summer',
      weight: 2,
      description: '#spring #sale Big news',
      image_url: 'https://cdn.test/spring.png',
      can_be_reels: false,
      is_reels: false,
    });
  });

  it('puts the server field errors on their fields', async () => {
    api({
      [`POST /social/${ORG}/urls/7/posts/`]: {
        status: 400,
        body: { title: ['Title taken'], description: ['Too spammy'] },
      },
      'POST /social/upload-process-image-aws/': {
        status: 400,
        body: { image: [socialMessages.imageTooSmall] },
      },
    });
    renderCreate('?image=https://cdn.test/i.png');
    await screen.findByLabelText('Title');
    type('Title', 'T');
    type('Content', 'C');
    fireEvent.click(screen.getByRole('button', { name: 'Create post' }));
    expect(await screen.findByText('Title taken')).toBeInTheDocument();
    expect(screen.getByText('Too spammy')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Clear media/ }));
    choose(fileOf('tiny.png'));
    expect(await screen.findByText(socialMessages.imageTooSmall)).toBeInTheDocument();
  });

  it('refuses files over 70 MB before uploading', async () => {
    const calls = api();
    renderCreate();
    await screen.findByLabelText('Title');
    choose(fileOf('big.mp4', 70 * 1024 * 1024 + 1));
    expect(await screen.findByText(socialMessages.mediaTooLarge)).toBeInTheDocument();
    expect(metadata).not.toHaveBeenCalled();
    expect(calls.callsTo(`POST /social/${ORG}/process-video/`)).toHaveLength(0);
  });

  it('refuses videos over 60 seconds', async () => {
    const calls = api();
    metadata.mockResolvedValue({ duration: 75, width: 1080, height: 1920 });
    renderCreate();
    await screen.findByLabelText('Title');
    choose(fileOf('long.mp4'));
    expect(await screen.findByText(socialMessages.videoTooLong(75))).toBeInTheDocument();
    expect(calls.callsTo(`POST /social/${ORG}/process-video/`)).toHaveLength(0);
  });

  it('asks before uploading a video over 30 seconds', async () => {
    const calls = api({ [`GET /social/${ORG}/process-video/job-1/`]: { body: job({}) } });
    metadata.mockResolvedValue({ duration: 45, width: 1080, height: 1920 });
    renderCreate();
    await screen.findByLabelText('Title');
    choose(fileOf('clip.mp4'));
    expect(await screen.findByText(socialMessages.videoConfirmLong)).toBeInTheDocument();
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(calls.callsTo(`POST /social/${ORG}/process-video/`)).toHaveLength(0);
    choose(fileOf('clip.mp4'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Upload anyway' }));
    await waitFor(() => expect(calls.callsTo(`POST /social/${ORG}/process-video/`)).toHaveLength(1));
  });

  it('polls the video job every 2 s, shows its progress to 100.00, then the thumbnail and Reels', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      const answers = [
        job({ percentage_video: 40.5 }),
        // Processed but still uploading: not done yet.
        job({ status: 'uploading', finished: true, percentage_video: 100, percentage_uploaded: 50 }),
        job({
          status: 'finished',
          finished: true,
          percentage_video: 100,
          percentage_uploaded: 100,
          response: 'https://cdn.test/clip.mp4',
          thumbnail: 'https://cdn.test/clip.jpg',
          can_be_reels: true,
        }),
      ];
      const calls = api({ [`GET /social/${ORG}/process-video/job-1/`]: () => ({ body: answers.shift() }) });
      metadata.mockResolvedValue({ duration: 12, width: 1080, height: 1920 });
      renderCreate();
      await screen.findByLabelText('Title');
      expect(reels()).toBeDisabled();
      choose(fileOf('clip.mp4'));
      expect(await screen.findByText('40.50%')).toBeInTheDocument();
      expect(screen.getByText('Processing video')).toBeInTheDocument();
      await act(() => jest.advanceTimersByTimeAsync(2000));
      expect(await screen.findByText('100.00%')).toBeInTheDocument();
      expect(screen.getByText('50.00%')).toBeInTheDocument();
      expect(calls.callsTo(`GET /social/${ORG}/process-video/job-1/`)).toHaveLength(2);
      await act(() => jest.advanceTimersByTimeAsync(2000));
      expect(await screen.findByAltText('Video thumbnail')).toHaveAttribute(
        'src',
        'https://cdn.test/clip.jpg',
      );
      await waitFor(() =>
        expect(calls.callsTo(`POST /social/${ORG}/process-video/complete/`)[0]?.body).toEqual({
          job_id: 'job-1',
        }),
      );
      expect(reels()).toBeEnabled();
      fireEvent.click(reels());
      type('Title', 'Clip');
      type('Content', 'Watch');
      fireEvent.click(screen.getByRole('button', { name: 'Create post' }));
      await waitFor(() =>
        expect(calls.callsTo(`POST /social/${ORG}/urls/7/posts/`)[0]?.body).toEqual({
          title: 'Clip',
          weight: 2,
          description: 'Watch',
          image_url: 'https://cdn.test/clip.mp4',
          can_be_reels: true,
          is_reels: true,
        }),
      );
      expect(await screen.findByText(socialMessages.postCreated)).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows a replacement video’s job progress in place of the earlier preview', async () => {
    api({ [`GET /social/${ORG}/process-video/job-1/`]: { body: job({ percentage_video: 40.5 }) } });
    metadata.mockResolvedValue({ duration: 12, width: 1080, height: 1920 });
    renderCreate();
    await screen.findByLabelText('Title');
    choose(fileOf('photo.png'));
    expect(await screen.findByAltText('Post image')).toBeInTheDocument();
    choose(fileOf('clip.mp4'));
    const progress = await screen.findByTestId('video-job');
    expect(await within(progress).findByText('40.50%')).toBeInTheDocument();
    expect(within(progress).getByText('Processing video')).toBeInTheDocument();
    expect(screen.queryByAltText('Post image')).not.toBeInTheDocument();
    // Nothing is saved while the replacement is on its way.
    expect(screen.getByRole('button', { name: 'Create post' })).toBeDisabled();
  });

  it('keeps the Reels switch off for a video that cannot be Reels, and shows a failed job', async () => {
    const answers = [
      job({
        finished: true,
        status: 'finished',
        percentage_video: 100,
        percentage_uploaded: 100,
        response: 'https://cdn.test/w.mp4',
        thumbnail: 'https://cdn.test/w.jpg',
      }),
      job({ id: 'job-1', finished: true, status: 'failed', response: 'The video could not be read' }),
    ];
    api({ [`GET /social/${ORG}/process-video/job-1/`]: () => ({ body: answers.shift() }) });
    metadata.mockResolvedValue({ duration: 12, width: 1920, height: 1080 });
    renderCreate();
    await screen.findByLabelText('Title');
    choose(fileOf('wide.mp4'));
    expect(await screen.findByAltText('Video thumbnail')).toBeInTheDocument();
    expect(reels()).toBeDisabled();
    // Clearing the preview resets the media.
    fireEvent.click(screen.getByRole('button', { name: /Clear media/ }));
    expect(screen.queryByAltText('Video thumbnail')).not.toBeInTheDocument();
    choose(fileOf('broken.mov'));
    expect(await screen.findByText('The video could not be read')).toBeInTheDocument();
  });

  it('auto-generates hashtags from the content, and asks for content first', async () => {
    const calls = api({
      [`POST /social/${ORG}/generate-hashtags/`]: { body: { content: '#garden #spring' } },
    });
    renderCreate();
    await screen.findByLabelText('Title');
    fireEvent.click(screen.getByRole('button', { name: /Auto-generate/ }));
    expect(await screen.findByText(socialMessages.hashtagsNeedContent)).toBeInTheDocument();
    expect(calls.callsTo(`POST /social/${ORG}/generate-hashtags/`)).toHaveLength(0);
    type('Hashtags', '#spring');
    type('Content', 'Spring garden tips');
    fireEvent.click(screen.getByRole('button', { name: /Auto-generate/ }));
    await waitFor(() => expect(screen.getByLabelText('Hashtags')).toHaveValue('#spring #garden'));
    expect(calls.callsTo(`POST /social/${ORG}/generate-hashtags/`)[0]!.body).toEqual({
      content: 'Spring garden tips',
    });
    expect(screen.queryByText(socialMessages.hashtagsNeedContent)).not.toBeInTheDocument();
  });

  it('fills the form from a chosen template', async () => {
    api({
      [`GET /social/${ORG}/template-folders/`]: { body: [{ id: 1, name: 'Seasonal' }] },
      [`GET /social/${ORG}/templates/`]: {
        body: [
          {
            id: 4,
            title: 'Winter',
            description: '#snow Cosy days',
            image: 'https://cdn.test/w.png',
            hashtags: '#winter',
            weight: 3,
            folder: 1,
          },
        ],
      },
    });
    renderCreate();
    await screen.findByLabelText('Title');
    fireEvent.click(screen.getByRole('button', { name: /Templates/ }));
    expect(await screen.findByLabelText('Folder Seasonal')).toBeInTheDocument();
    fireEvent.click(await screen.findByLabelText('Template Winter'));
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveValue('Winter'));
    expect(screen.getByLabelText('Hashtags')).toHaveValue('#winter #snow');
    expect(screen.getByLabelText('Content')).toHaveValue('Cosy days');
    expect(screen.getByAltText('Post image')).toHaveAttribute('src', 'https://cdn.test/w.png');
  });

  it('asks before discarding unsaved changes', async () => {
    api();
    renderCreate();
    await screen.findByLabelText('Title');
    type('Title', 'Half done');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    expect(screen.queryByTestId('elsewhere')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Discard' }));
    expect(await screen.findByTestId('elsewhere')).toBeInTheDocument();
  });
});

import { errorsOf } from './errors-of.testing';
import { messages } from './messages';
import {
  campaignPostedTitle,
  defaultSocialWeight,
  generateHashtags,
  isCompletePost,
  isHttpUrl,
  publishStatus,
  socialCampaignPatchSchema,
  socialConstants,
  socialHashtagsSchema,
  socialMessages as M,
  socialPostSchema,
  socialRssFeedSchema,
  socialScheduleSchema,
  socialUrlSchema,
  socialWeekdayLabels,
  socialWeights,
} from './social-api';

describe('social rules and words (spec 3 §5, §8, §9)', () => {
  it('refuses a post without title or content in the spec words, and defaults the weight to the second option', async () => {
    expect(await errorsOf(socialPostSchema, { title: ' ', description: '' })).toEqual({
      title: [M.titleRequired],
      description: [M.contentRequired],
    });
    const post = await socialPostSchema.validate({ title: 'Spring', description: '#home Hi' });
    expect(post.weight).toBe(defaultSocialWeight);
    expect(defaultSocialWeight).toBe(socialWeights[1].value);
    expect(await errorsOf(socialPostSchema, { title: 'a', description: 'b', weight: 9 })).toEqual({
      weight: [messages.invalidChoice],
    });
  });

  it('is complete with title, content and media only', () => {
    expect(isCompletePost({ title: 'a', description: 'b', image_url: 'https://x.test/a.jpg' })).toBe(true);
    expect(isCompletePost({ title: 'a', description: 'b', image_url: null })).toBe(false);
    expect(isCompletePost({ title: ' ', description: 'b', image_url: 'https://x.test/a.jpg' })).toBe(false);
  });

  it('refuses a schedule in the past, with the clock the caller gives', async () => {
    const now = new Date('2027-03-01T12:00:00Z');
    const at = (iso: string) => errorsOf(socialScheduleSchema, { date: iso }, {});
    expect(
      await socialScheduleSchema
        .validate({ date: '2027-03-01T11:59:00Z' }, { context: { now } })
        .catch((e: Error) => e.message),
    ).toBe(M.scheduleInPast);
    await expect(
      socialScheduleSchema.validate({ date: '2027-03-01T13:00:00Z' }, { context: { now } }),
    ).resolves.toBeTruthy();
    expect(await at('not a date')).toEqual({ date: [messages.required] });
  });

  it('says the spec words for media, Reels and hashtags', async () => {
    expect(M.videoTooLong(61)).toBe(
      'Max duration of 60 seconds exceeded. Uploaded video duration is 61 seconds.',
    );
    expect(M.imageTooSmall).toBe('Image needs to have width and height at least 320px');
    expect(M.mediaTooLarge).toBe('Media size limit is 70MB');
    expect(socialConstants.mediaMaxBytes).toBe(70 * 1024 * 1024);
    expect(await errorsOf(socialHashtagsSchema, { content: '  ' })).toEqual({
      content: [M.hashtagsNeedContent],
    });
  });

  it('names the campaign title in the singular at 1 or fewer, and the weekdays MON to SUN', () => {
    expect(campaignPostedTitle(0)).toBe('This campaign posted 0 post so far');
    expect(campaignPostedTitle(1)).toBe('This campaign posted 1 post so far');
    expect(campaignPostedTitle(2)).toBe('This campaign posted 2 posts so far');
    expect(Object.values(socialWeekdayLabels)).toEqual(['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN']);
  });

  it('accepts 1, 2 or 3 posts a day and weekday keys 1 to 7 only', async () => {
    expect(await errorsOf(socialCampaignPatchSchema, { times_per_day: 4 })).toEqual({
      times_per_day: [messages.invalidChoice],
    });
    expect(await errorsOf(socialCampaignPatchSchema, { days: { '1': true, '7': false } })).toEqual({});
    expect(await errorsOf(socialCampaignPatchSchema, { days: { '8': true } })).toEqual({
      days: [messages.invalidChoice],
    });
  });

  it('takes http(s) addresses with a host, without user info', async () => {
    expect(isHttpUrl('https://example.com/feed.xml')).toBe(true);
    expect(isHttpUrl('http://127.0.0.1:8080/rss')).toBe(true);
    expect(isHttpUrl('http://[::1]/rss')).toBe(true);
    expect(isHttpUrl('ftp://example.com')).toBe(false);
    expect(isHttpUrl('http://user@example.com')).toBe(false);
    expect(await errorsOf(socialRssFeedSchema, { feed_url: 'javascript:alert(1)' })).toEqual({
      feed_url: [messages.urlInvalid],
    });
    expect(await errorsOf(socialUrlSchema, { title: '', url: 'https://a.test' })).toEqual({
      title: [M.titleRequired],
    });
  });

  it('makes hashtags from the content on our side: frequent meaningful words first', () => {
    expect(generateHashtags('Home insurance: protect your home, and your family, with home insurance')).toBe(
      '#home #insurance #protect #family',
    );
    expect(generateHashtags('a an it')).toBe('');
  });

  it('reads the publish status of the post logs', () => {
    expect(publishStatus([{ all_success: true }])).toBe(M.publishAllGood);
    expect(publishStatus([{ all_success: true }, { all_success: false }])).toBe(M.publishProblem);
    expect(publishStatus(null)).toBe(M.publishServerError);
  });
});

import { socialLimits } from '@ensemble/contracts';
import type { FeedItem } from '../../../engine/net/feed-reader';
import { draftOf, guidKey, nextReadAfter, RSS_REFRESH_MS } from './rss-drafts';

const item = (patch: Partial<FeedItem>): FeedItem => ({
  guid: 'urn:item:1',
  title: 'Spring sale',
  link: 'https://shop.example/sale',
  content: 'Everything half off this week.',
  publishedAt: null,
  imageUrl: 'https://shop.example/sale.jpg',
  ...patch,
});

describe('draftOf', () => {
  it('makes a complete draft of an item with a title, text and an image', () => {
    expect(draftOf(item({}))).toEqual({
      rssGuid: 'urn:item:1',
      title: 'Spring sale',
      description: 'Everything half off this week.',
      imageUrl: 'https://shop.example/sale.jpg',
      mediaType: 'image',
      complete: true,
    });
  });

  it('keeps an item without an image as an incomplete draft', () => {
    expect(draftOf(item({ imageUrl: null }))).toMatchObject({
      imageUrl: null,
      mediaType: null,
      complete: false,
    });
  });

  it('cuts the title and the content to what the post form accepts', () => {
    const d = draftOf(item({ title: 't'.repeat(400), content: `${'w '.repeat(4000)}end` }));
    expect(d.title).toHaveLength(socialLimits.titleMaxLength);
    expect(d.description.length).toBeLessThanOrEqual(socialLimits.descriptionMaxLength);
    expect(d.description).toBe(d.description.trim());
  });

  it('keeps a long guid as its hash, the same each time', () => {
    const long = `https://example.test/${'x'.repeat(300)}`;
    expect(guidKey(long)).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(guidKey(long)).toBe(guidKey(long));
    expect(guidKey('short')).toBe('short');
  });
});

describe('nextReadAfter', () => {
  const added = new Date('2027-01-01T10:00:00Z');
  const at = (days: number) => new Date(added.getTime() + days * 24 * 3600 * 1000);

  it('is every 15 days from the day the feed was added', () => {
    expect(nextReadAfter(added, added)).toEqual(at(15));
    expect(nextReadAfter(added, at(15))).toEqual(at(30));
    expect(nextReadAfter(added, at(16))).toEqual(at(30));
    // A read retried days late keeps the feed's days.
    expect(nextReadAfter(added, at(33))).toEqual(at(45));
    expect(at(15).getTime() - added.getTime()).toBe(RSS_REFRESH_MS);
  });
});

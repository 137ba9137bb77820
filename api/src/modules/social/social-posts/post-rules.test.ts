import { isAcceptedMediaUrl, leadingHashtags, mediaTypeOf } from './post-rules';

describe('post rules', () => {
  it('takes the hashtags a description starts with, not the ones in its content', () => {
    expect(leadingHashtags('#spring #fair Come early to the #fair')).toBe('#spring #fair');
    expect(leadingHashtags('  #one\n#two  text')).toBe('#one #two');
    expect(leadingHashtags('No tags #here')).toBe('');
    expect(leadingHashtags('')).toBe('');
  });

  it('tells a video from an image by the media URL', () => {
    expect(mediaTypeOf('https://cdn.test/a/clip.MP4?x=1')).toBe('video');
    expect(mediaTypeOf('https://cdn.test/a/clip.mov')).toBe('video');
    expect(mediaTypeOf('https://cdn.test/a/photo.jpg')).toBe('image');
    expect(mediaTypeOf('https://cdn.test/a/photo')).toBe('image');
    expect(mediaTypeOf(null)).toBeNull();
  });

  it('accepts any http(s) address or a stored file, and nothing else', () => {
    const stored = (u: string) => u.startsWith('/api/storage/files/');
    expect(isAcceptedMediaUrl('https://cdn.test/a.png', stored)).toBe(true);
    expect(isAcceptedMediaUrl('/api/storage/files/o1-social-x.png', stored)).toBe(true);
    expect(isAcceptedMediaUrl('javascript:alert(1)', stored)).toBe(false);
    expect(isAcceptedMediaUrl('file:///etc/passwd', stored)).toBe(false);
  });
});

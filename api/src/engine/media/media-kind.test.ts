import { socialConstants, socialMessages } from '@ensemble/contracts';
import { checkMediaSize, extensionOf, mediaKindOf } from './media-kind';
import { MediaRejectedError } from './media-rejected-error';

describe('mediaKindOf', () => {
  it.each([
    ['photo.jpg', 'image/jpeg', 'image'],
    ['PHOTO.JPEG', 'image/jpeg', 'image'],
    ['logo.svg', 'image/svg+xml', 'image'],
    ['shot.png', undefined, 'image'],
    ['clip.mp4', 'video/mp4', 'video'],
    ['clip.final.MOV', 'video/quicktime', 'video'],
    ['clip.mov', 'application/octet-stream', 'video'],
  ])('%s (%s) is an %s', (name, mime, kind) => {
    expect(mediaKindOf(name, mime)).toBe(kind);
  });

  it.each([
    ['anim.gif', 'image/gif'],
    ['photo.webp', 'image/webp'],
    ['clip.avi', 'video/x-msvideo'],
    ['noextension', undefined],
    ['photo.jpg.exe', undefined],
    // the declared type contradicts the name
    ['clip.mp4', 'image/png'],
    ['photo.png', 'video/mp4'],
  ])('refuses %s (%s) with the spec message', (name, mime) => {
    expect(() => mediaKindOf(name, mime)).toThrow(new MediaRejectedError(socialMessages.mediaType));
    expect(() => mediaKindOf(name, mime)).toThrow('Upload a jpg, jpeg, svg, png, mp4 or mov file');
  });

  it('reads the last extension, lower-cased', () => {
    expect(extensionOf('a.b.JPG')).toBe('jpg');
    expect(extensionOf('none')).toBe('');
  });
});

describe('checkMediaSize', () => {
  it('accepts up to 70 MB and refuses a byte more', () => {
    expect(() => checkMediaSize(socialConstants.mediaMaxBytes)).not.toThrow();
    expect(() => checkMediaSize(socialConstants.mediaMaxBytes + 1)).toThrow(MediaRejectedError);
    expect(() => checkMediaSize(socialConstants.mediaMaxBytes + 1)).toThrow('Media size limit is 70MB');
  });
});

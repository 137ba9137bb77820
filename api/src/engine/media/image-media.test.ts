import { socialMessages } from '@ensemble/contracts';
import sharp from 'sharp';
import { IMAGE_MAX_SIDE, imageThumbnail, MediaRejectedError, processImage } from './image-media';

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .jpeg()
    .toBuffer();

describe('processImage', () => {
  it('refuses a 300 px image with the spec message', async () => {
    const input = await photo(300, 600);
    await expect(processImage(input, 'small.jpg')).rejects.toThrow(
      new MediaRejectedError(socialMessages.imageTooSmall),
    );
    await expect(processImage(input, 'small.jpg')).rejects.toThrow(
      'Image needs to have width and height at least 320px',
    );
  });

  it('accepts a 320 px image as a JPEG of the same size', async () => {
    const out = await processImage(await photo(320, 320), 'edge.jpeg');
    expect(out).toMatchObject({ mime: 'image/jpeg', extension: 'jpg', width: 320, height: 320 });
    expect((await sharp(out.buffer).metadata()).format).toBe('jpeg');
  });

  it('judges and rotates by the EXIF orientation, and strips the metadata', async () => {
    // stored 400×330, displayed (orientation 6: a quarter turn) 330×400
    const input = await sharp({ create: { width: 400, height: 330, channels: 3, background: '#336699' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await sharp(input).metadata()).orientation).toBe(6);
    const out = await processImage(input, 'phone.JPG');
    expect([out.width, out.height]).toEqual([330, 400]);
    const meta = await sharp(out.buffer).metadata();
    expect([meta.width, meta.height]).toEqual([330, 400]);
    expect(meta.orientation).toBeUndefined();
    expect(meta.exif).toBeUndefined();
  });

  it('keeps a PNG with transparency as a PNG with its alpha', async () => {
    const input = await sharp({
      create: { width: 400, height: 400, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0.5 } },
    })
      .png()
      .toBuffer();
    const out = await processImage(input, 'overlay.png');
    expect(out).toMatchObject({ mime: 'image/png', extension: 'png', width: 400, height: 400 });
    expect((await sharp(out.buffer).metadata()).hasAlpha).toBe(true);
  });

  it('re-encodes an opaque PNG photo as a JPEG', async () => {
    const input = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#abcdef' } })
      .png()
      .toBuffer();
    expect(await processImage(input, 'flat.png')).toMatchObject({ mime: 'image/jpeg', extension: 'jpg' });
  });

  it('rasterizes an SVG to a PNG of its size, and judges that size', async () => {
    const svg = (w: number, h: number) =>
      Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><circle cx="${w / 2}" cy="${h / 2}" r="${h / 3}" fill="#e33"/></svg>`,
      );
    const out = await processImage(svg(640, 400), 'badge.svg');
    expect(out).toMatchObject({ mime: 'image/png', extension: 'png', width: 640, height: 400 });
    expect((await sharp(out.buffer).metadata()).format).toBe('png');
    await expect(processImage(svg(640, 200), 'thin.svg')).rejects.toThrow(socialMessages.imageTooSmall);
  });

  it('limits the long side to 4096 px', async () => {
    const out = await processImage(await photo(5000, 400), 'panorama.jpg');
    expect([out.width, out.height]).toEqual([IMAGE_MAX_SIDE, 328]);
  });

  it('refuses other extensions and bytes that are not one of the accepted images', async () => {
    const gif = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    for (const [bytes, name] of [
      [await photo(400, 400), 'photo.webp'],
      [gif, 'renamed.png'],
      [Buffer.from('not an image'), 'broken.jpg'],
    ] as const)
      await expect(processImage(bytes, name)).rejects.toThrow(
        new MediaRejectedError(socialMessages.mediaType),
      );
  });
});

describe('imageThumbnail', () => {
  it('is a JPEG at most 480 px on its long side', async () => {
    const thumb = await sharp(await imageThumbnail(await photo(1200, 600))).metadata();
    expect([thumb.format, thumb.width, thumb.height]).toEqual(['jpeg', 480, 240]);
  });

  it('puts transparency on white', async () => {
    const clear = await sharp({
      create: { width: 400, height: 400, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const { data } = await sharp(await imageThumbnail(clear))
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(250);
  });
});

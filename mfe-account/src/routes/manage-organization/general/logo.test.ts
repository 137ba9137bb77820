import { accountMessages } from '@ensemble/contracts';
import { compressLogo, fitWithin, jpegName, logoFileError, type DecodedImage } from './logo';

describe('logo validation', () => {
  it("refuses a file that is not an image: 'File is not an image'", () => {
    expect(logoFileError({ type: 'application/pdf', size: 1000 })).toBe(accountMessages.fileNotImage);
    expect(accountMessages.fileNotImage).toBe('File is not an image');
  });

  it("refuses an image over 2048 KB: 'File size must be less than 2 MB'", () => {
    expect(logoFileError({ type: 'image/png', size: 2048 * 1024 + 1 })).toBe(
      'File size must be less than 2 MB',
    );
    expect(logoFileError({ type: 'image/png', size: 2048 * 1024 })).toBeNull();
  });
});

describe('logo compression', () => {
  it('fits within 100×100 keeping the proportions and never enlarges', () => {
    expect(fitWithin(400, 200, 100)).toEqual({ width: 100, height: 50 });
    expect(fitWithin(300, 900, 100)).toEqual({ width: 33, height: 100 });
    expect(fitWithin(60, 40, 100)).toEqual({ width: 60, height: 40 });
  });

  it('draws the image on a canvas of at most 100×100 and encodes a JPEG at quality 0.6', async () => {
    const drawImage = jest.fn();
    const fillRect = jest.fn();
    const getContext = jest
      .spyOn(HTMLCanvasElement.prototype, 'getContext')
      .mockImplementation(
        () => ({ drawImage, fillRect, fillStyle: '' }) as unknown as CanvasRenderingContext2D,
      );
    const toBlob = jest
      .spyOn(HTMLCanvasElement.prototype, 'toBlob')
      .mockImplementation((cb: BlobCallback, type?: string) =>
        cb(new Blob(['jpeg-bytes'], { type: type ?? '' })),
      );
    const release = jest.fn();
    const source = {} as CanvasImageSource;
    const decode = jest.fn(async (): Promise<DecodedImage> => ({ source, width: 800, height: 400, release }));

    const out = await compressLogo(new Blob(['png'], { type: 'image/png' }), decode);

    expect(out.type).toBe('image/jpeg');
    expect(toBlob).toHaveBeenCalledWith(expect.any(Function), 'image/jpeg', 0.6);
    const canvas = toBlob.mock.contexts[0] as HTMLCanvasElement;
    expect([canvas.width, canvas.height]).toEqual([100, 50]);
    expect(drawImage).toHaveBeenCalledWith(source, 0, 0, 100, 50);
    expect(release).toHaveBeenCalled();
    getContext.mockRestore();
    toBlob.mockRestore();
  });

  it('names the upload after the picked file', () => {
    expect(jpegName('company logo.png')).toBe('company logo.jpg');
    expect(jpegName('.png')).toBe('logo.jpg');
  });
});

/**
 * A PNG of the email's first screen for the template cards, drawn in the browser without a library: the compiled
 * HTML is put into an SVG <foreignObject>, the SVG is drawn on a canvas, the canvas gives a data URL. An SVG drawn
 * on a canvas loads no image by address (the canvas would no longer be exportable), so each image is fetched first
 * and put in as a data URL: those whose server allows it (the organization's uploads, served by the API), up to a
 * size and a time limit; the others keep their box, blank. Any failure gives null, and the cards preview the HTML
 * instead.
 */
import { emailConstants } from '@ensemble/contracts';

const WIDTH = 600;
const HEIGHT = 400;

/** An image the thumbnail may carry: at most this big, fetched within this time. */
const IMAGE_MAX_BYTES = 2 * 1024 * 1024;
const IMAGE_TIMEOUT_MS = 3000;
const IMAGES_MAX = 12;

/** The image at `src` as a data URL, or null when its server does not allow it (CORS), it is too big or slow. */
async function imageDataUrl(src: string): Promise<string | null> {
  if (src.startsWith('data:image/')) return src;
  if (!/^https?:\/\//i.test(src)) return null;
  try {
    const res = await fetch(src, {
      mode: 'cors',
      credentials: 'omit',
      signal: AbortSignal.timeout(IMAGE_TIMEOUT_MS),
    });
    if (!res.ok) return null;
    const blob = await res.blob();
    if (!blob.type.startsWith('image/') || blob.size > IMAGE_MAX_BYTES) return null;
    return await new Promise<string | null>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : null);
      reader.onerror = () => resolve(null);
      reader.readAsDataURL(blob);
    });
  } catch {
    return null;
  }
}

/** The email as well-formed XHTML (foreignObject refuses HTML's looser syntax): its styles and its body. */
async function toXhtml(html: string): Promise<string> {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const wrapper = document.createElement('div');
  wrapper.setAttribute('xmlns', 'http://www.w3.org/1999/xhtml');
  wrapper.setAttribute('style', `width:${WIDTH}px;background:#fff;`);
  for (const style of Array.from(doc.querySelectorAll('style'))) wrapper.appendChild(style.cloneNode(true));
  for (const node of Array.from(doc.body.childNodes)) wrapper.appendChild(node.cloneNode(true));
  const images = Array.from(wrapper.querySelectorAll('img'));
  await Promise.all(
    images.map(async (img, i) => {
      const src = img.getAttribute('src') ?? '';
      const data = i < IMAGES_MAX ? await imageDataUrl(src) : null;
      // An image that cannot come along keeps its box, so the layout stays.
      if (data) img.setAttribute('src', data);
      else img.removeAttribute('src');
    }),
  );
  return new XMLSerializer().serializeToString(wrapper);
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve(img);
    img.onerror = () => reject(new Error('thumbnail image failed'));
    img.src = src;
  });
}

export async function renderThumbnail(html: string): Promise<string | null> {
  try {
    const svg =
      `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">` +
      `<foreignObject width="100%" height="100%">${await toXhtml(html)}</foreignObject></svg>`;
    const img = await loadImage(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
    // Half size is enough for a card and keeps the PNG well under the limit; smaller again if it is not.
    for (const scale of [0.5, 0.35, 0.25]) {
      const canvas = document.createElement('canvas');
      canvas.width = Math.round(WIDTH * scale);
      canvas.height = Math.round(HEIGHT * scale);
      const ctx = canvas.getContext('2d');
      if (!ctx) return null;
      ctx.fillStyle = '#ffffff';
      ctx.fillRect(0, 0, canvas.width, canvas.height);
      ctx.drawImage(img, 0, 0, canvas.width, canvas.height);
      const png = canvas.toDataURL('image/png');
      if (png.startsWith('data:image/png;base64,') && png.length <= emailConstants.thumbnailMaxBytes)
        return png;
    }
    return null;
  } catch {
    return null;
  }
}

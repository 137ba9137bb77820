/**
 * A PNG of the email's first screen for the template cards, drawn in the browser without a library: the compiled
 * HTML is put into an SVG <foreignObject>, the SVG is drawn on a canvas, the canvas gives a data URL. Images the
 * email links to are not fetched inside an SVG image (so the canvas stays exportable); the layout, colours and
 * text are what the card needs. Any failure gives null, and the cards preview the HTML instead.
 */
import { emailConstants } from '@ensemble/contracts';

const WIDTH = 600;
const HEIGHT = 400;

/** The email as well-formed XHTML (foreignObject refuses HTML's looser syntax): its styles and its body. */
function toXhtml(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const wrapper = document.createElement('div');
  wrapper.setAttribute('xmlns', 'http://www.w3.org/1999/xhtml');
  wrapper.setAttribute('style', `width:${WIDTH}px;background:#fff;`);
  for (const style of Array.from(doc.querySelectorAll('style'))) wrapper.appendChild(style.cloneNode(true));
  for (const node of Array.from(doc.body.childNodes)) wrapper.appendChild(node.cloneNode(true));
  // Images would not load; keeping their boxes keeps the layout.
  for (const img of Array.from(wrapper.querySelectorAll('img'))) img.removeAttribute('src');
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
      `<foreignObject width="100%" height="100%">${toXhtml(html)}</foreignObject></svg>`;
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

import { Controller, HttpStatus, Inject, Param, Query, Res } from '@nestjs/common';
import { emailEndpoints, emailMessages } from '@ensemble/contracts';
import type { FastifyReply } from 'fastify';
import { KEY_RING, type KeyRing } from '../../../engine/crypto/key-ring';
import { ApiError } from '../../../engine/http/api-error';
import { Endpoint } from '../../../engine/http/endpoint.decorator';
import { escapeHtml } from '../outbound/link-email';
import { EmailEventsService } from './email-events.service';
import { clickSignatureValid, isWebUrl, PIXEL_GIF } from './email-tracking';

const api = emailEndpoints.public;

function page(body: string): string {
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><title>Unsubscribe</title>` +
    `<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;color:#1f1f1f}` +
    `button{font-size:1rem;padding:.6rem 1.6rem;border:0;border-radius:6px;background:#1677ff;color:#fff;` +
    `cursor:pointer}</style></head><body>${body}</body></html>`
  );
}

/**
 * The links inside sent emails, public and reached by the recipient's random token: the open pixel, signed click
 * redirects (never an open redirect) and the RFC 8058 unsubscribe (a GET shows a button, only a POST acts).
 * Documented in the OpenAPI document with the rest, though they answer a GIF, a redirect or a page.
 */
@Controller()
export class EmailLinksController {
  constructor(
    private readonly events: EmailEventsService,
    @Inject(KEY_RING) private readonly keys: KeyRing,
  ) {}

  @Endpoint(api.openPixel)
  async pixel(@Param('token') file: string, @Res() res: FastifyReply): Promise<void> {
    const token = file.replace(/\.gif$/i, '');
    const r = await this.events.byToken(token);
    if (r) await this.events.opened(r);
    // The same pixel whatever the token: a mail client shows nothing broken, a prober learns nothing.
    void res
      .type('image/gif')
      .header('cache-control', 'no-store, no-cache, must-revalidate, private')
      .send(PIXEL_GIF);
  }

  @Endpoint(api.click)
  async click(
    @Param('token') token: string,
    @Query() q: { u: string; s: string },
    @Res() res: FastifyReply,
  ): Promise<void> {
    if (!isWebUrl(q.u) || !clickSignatureValid(this.keys, token, q.u, q.s))
      throw ApiError.detail(HttpStatus.BAD_REQUEST, 'This link is not valid.');
    const r = await this.events.byToken(token);
    if (r) await this.events.clicked(r, q.u);
    void res.status(HttpStatus.FOUND).header('location', q.u).send();
  }

  @Endpoint(api.unsubscribePage)
  async unsubscribePage(@Param('token') token: string, @Res() res: FastifyReply): Promise<void> {
    const r = await this.events.byToken(token);
    if (!r) return this.invalid(res);
    void res
      .type('text/html; charset=utf-8')
      .send(
        page(
          `<h1>Unsubscribe</h1><p>Stop receiving emails at ${escapeHtml(r.email)}?</p>` +
            `<form method="post"><input type="hidden" name="List-Unsubscribe" value="One-Click">` +
            `<button type="submit">Unsubscribe</button></form>`,
        ),
      );
  }

  @Endpoint(api.unsubscribe)
  async unsubscribe(@Param('token') token: string, @Res() res: FastifyReply): Promise<void> {
    const r = await this.events.byToken(token);
    if (!r) return this.invalid(res);
    await this.events.unsubscribed(r);
    void res
      .type('text/html; charset=utf-8')
      .send(page(`<h1>${escapeHtml(emailMessages.unsubscribed)}</h1>`));
  }

  private invalid(res: FastifyReply): void {
    void res
      .status(HttpStatus.NOT_FOUND)
      .type('text/html; charset=utf-8')
      .send(page(`<p>${escapeHtml(emailMessages.unsubscribeInvalid)}</p>`));
  }
}

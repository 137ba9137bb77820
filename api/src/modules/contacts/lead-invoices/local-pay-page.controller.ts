import { Controller, HttpStatus, Inject, Param, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { leadInvoicesEndpoints as api, leadInvoicesMessages } from '@ensemble/contracts';
import type { FastifyReply } from 'fastify';
import { Endpoint } from '../../../engine/http/endpoint.decorator';
import { APP_CONFIG, type AppConfig } from '../../../engine/config/app-config';
import { LocalPaymentsProvider } from '../../../engine/providers/payments/local/local-payments.provider';
import type { LocalPayPageInvoice } from '../../../engine/providers/payments/local/local-customer-invoices';
import { escapeHtml } from '../../messaging';

const TOKEN = /^[A-Za-z0-9_-]{20,64}$/;

function page(title: string, body: string): string {
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>` +
    `<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;color:#1f1f1f}` +
    `.amount{font-size:2rem;font-weight:600}button{font-size:1rem;padding:.6rem 1.6rem;border:0;border-radius:6px;` +
    `background:#1677ff;color:#fff;cursor:pointer}.status{font-weight:600}</style></head><body>${body}</body></html>`
  );
}

function invoiceBody(inv: LocalPayPageInvoice, note: string | null): string {
  const amount = `$${(inv.amount / 100).toFixed(2)}`;
  const due = inv.dueAt.toISOString().slice(0, 10);
  const action =
    inv.status === 'open'
      ? `<form method="post"><button type="submit">${escapeHtml(leadInvoicesMessages.payButton)}</button></form>`
      : `<p class="status" role="status">${escapeHtml(
          inv.status === 'paid' ? leadInvoicesMessages.payDone : leadInvoicesMessages.payUnavailable,
        )}</p>`;
  return (
    `<h1>${escapeHtml(leadInvoicesMessages.payPageTitle)}</h1>` +
    `<p class="amount">${amount}</p><p>${escapeHtml(inv.description)}</p><p>Due ${due}</p>` +
    (note ? `<p role="alert">${escapeHtml(note)}</p>` : '') +
    action
  );
}

/**
 * The local provider's hosted invoice page (what Stripe's hosted_invoice_url is for Stripe): public, reached by
 * the unguessable token in the link the client received. Answers 404 when another provider is configured.
 */
@ApiExcludeController()
@Controller()
export class LocalPayPageController {
  constructor(
    private readonly local: LocalPaymentsProvider,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private async find(token: string): Promise<LocalPayPageInvoice | null> {
    if (this.config.paymentsProvider !== 'local' || !TOKEN.test(token)) return null;
    return this.local.customerInvoices.byToken(token);
  }

  private notFound(res: FastifyReply): void {
    void res
      .status(HttpStatus.NOT_FOUND)
      .type('text/html; charset=utf-8')
      .send(page('Not found', '<h1>Not found</h1>'));
  }

  @Endpoint(api.payPage)
  async show(@Param('token') token: string, @Res() res: FastifyReply): Promise<void> {
    const inv = await this.find(token);
    if (!inv) return this.notFound(res);
    void res
      .type('text/html; charset=utf-8')
      .send(page(leadInvoicesMessages.payPageTitle, invoiceBody(inv, null)));
  }

  @Endpoint(api.pay)
  async pay(@Param('token') token: string, @Res() res: FastifyReply): Promise<void> {
    const inv = await this.find(token);
    if (!inv) return this.notFound(res);
    await this.local.customerInvoices.payByToken(token);
    const after = (await this.local.customerInvoices.byToken(token)) ?? inv;
    void res
      .type('text/html; charset=utf-8')
      .send(page(leadInvoicesMessages.payPageTitle, invoiceBody(after, null)));
  }
}

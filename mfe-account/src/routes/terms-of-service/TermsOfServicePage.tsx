import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Card, Flex, Typography, theme } from 'antd';
import { paths } from '../paths';

const { Title, Paragraph, Text } = Typography;

/** One numbered term: its heading names the section for assistive technology. */
function TermsSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <Title id={id} level={2} style={{ fontSize: 20, marginTop: 28 }}>
        {title}
      </Title>
      <Paragraph>{children}</Paragraph>
    </section>
  );
}

/**
 * Spec 1 §1: legal text with exactly these terms — 18 or older; fees rise by at most 7% with 30 days'
 * notice; late charge 1.5% per month; liability capped at 12 months of fees; plans monthly, annual or by
 * invoice with a 30-day payment term. It makes no promise about what the product does.
 */
export default function TermsOfServicePage() {
  const { token } = theme.useToken();
  return (
    <Flex
      justify="center"
      style={{ minHeight: '100vh', padding: '32px 12px', background: token.colorBgLayout }}
    >
      <Card style={{ width: '100%', maxWidth: 820 }} styles={{ body: { padding: 'clamp(16px, 5vw, 40px)' } }}>
        <article aria-labelledby="terms-title">
          <Text type="secondary" strong style={{ letterSpacing: 1 }}>
            ENSEMBLE
          </Text>
          <Title id="terms-title" level={1} style={{ marginTop: 8 }}>
            Terms of Service
          </Title>
          <Paragraph>
            These terms form the agreement between you and us for your use of Ensemble. By creating an account
            or using the service you accept them. If you use the service on behalf of an organization, you
            accept them for that organization, and &ldquo;you&rdquo; includes it.
          </Paragraph>

          <TermsSection id="terms-eligibility" title="1. Who may use the service">
            You must be 18 years of age or older to create an account or use the service. By accepting these
            terms you confirm that you are.
          </TermsSection>

          <TermsSection id="terms-plans" title="2. Plans and payment">
            You may pay for the service on a monthly plan, on an annual plan, or by invoice. The payment term
            is 30 days: each invoice is due within 30 days of its date.
          </TermsSection>

          <TermsSection id="terms-fee-changes" title="3. Changes to fees">
            We may increase our fees. Any increase will be no more than 7% of the fee it replaces, and we will
            give you at least 30 days&apos; notice before it takes effect.
          </TermsSection>

          <TermsSection id="terms-late-payment" title="4. Late payment">
            If an amount is not paid by its due date, a late charge of 1.5% per month applies to the overdue
            amount from the due date until it is paid in full.
          </TermsSection>

          <TermsSection id="terms-liability" title="5. Limitation of liability">
            To the extent the law allows, our total liability to you for all claims arising out of or relating
            to the service or these terms is limited to the amount of fees you paid or owed for the service in
            the 12 months before the event giving rise to the claim.
          </TermsSection>

          <Paragraph style={{ marginTop: 32, marginBottom: 0 }}>
            <Link to={paths.signup}>Create an account</Link> · <Link to={paths.login}>Log in</Link>
          </Paragraph>
        </article>
      </Card>
    </Flex>
  );
}

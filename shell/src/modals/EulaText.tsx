import { Typography } from 'antd';

const { Paragraph, Title } = Typography;
const heading = { fontSize: 15, marginTop: 16 };

/**
 * The end user licence agreement. Its commercial terms repeat the terms of service (spec 1 §1) and add
 * nothing to them; it only governs the licence to use the software.
 */
export function EulaText() {
  return (
    <div data-testid="eula-text" style={{ maxHeight: '50vh', overflowY: 'auto', paddingRight: 8 }}>
      <Paragraph>
        This agreement is between your organization and us. It applies to every person who uses Ensemble for
        the organization. By choosing Agree you accept it for your organization and confirm that you are 18
        years of age or older.
      </Paragraph>
      <Title level={4} style={heading}>
        1. Licence
      </Title>
      <Paragraph>
        While your organization&apos;s subscription is paid, we grant it a non-exclusive, non-transferable
        licence to use Ensemble for its own business, for the number of user seats it pays for. You may not
        resell the service, copy or reverse engineer the software, or use it to send messages to people who
        have not agreed to receive them.
      </Paragraph>
      <Title level={4} style={heading}>
        2. Your data
      </Title>
      <Paragraph>
        The contacts, messages and files you put in Ensemble remain yours. We process them only to provide the
        service to you. When the organization is deleted, its data is removed after the 2-week grace period.
      </Paragraph>
      <Title level={4} style={heading}>
        3. Fees and payment
      </Title>
      <Paragraph>
        The terms of service apply: plans are monthly, annual or by invoice, with a payment term of 30 days;
        fees may rise by at most 7% with 30 days&apos; notice; a late charge of 1.5% per month applies to
        overdue amounts.
      </Paragraph>
      <Title level={4} style={heading}>
        4. Liability
      </Title>
      <Paragraph>
        To the extent the law allows, our total liability is limited to the fees paid or owed for the service
        in the 12 months before the event giving rise to a claim.
      </Paragraph>
      <Title level={4} style={heading}>
        5. Changes to this agreement
      </Title>
      <Paragraph style={{ marginBottom: 0 }}>
        When we publish a new version of this agreement we ask for it to be accepted again. If you decline,
        you are logged out; you may come back and accept it at any time.
      </Paragraph>
    </div>
  );
}

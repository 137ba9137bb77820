import { useState } from 'react';
import { Alert, Button, Card, Flex, Modal, Radio, Typography } from 'antd';
import { CaretRightOutlined, PauseOutlined } from '@ant-design/icons';
import {
  campaignPostedTitle,
  type SocialCampaign,
  socialConstants,
  socialMessages as M,
  socialWeekdayLabels,
  socialNotices,
} from '@ensemble/contracts';
import { QueryStates, useNotify } from '@ensemble/shared-ui';
import { useSocialCampaignQuery, useUpdateSocialCampaignMutation } from '../../api/socialSetupApi';
import { campaignErrorMessage } from './campaignErrors';
import { formatDateTime } from './format';

type TimesPerDay = SocialCampaign['times_per_day'];

/** Every weekday 1…7 with its state, so a toggle sends the whole week as the server should keep it. */
const weekOf = (days: Record<string, boolean>): Record<string, boolean> =>
  Object.fromEntries(socialConstants.weekdays.map((d) => [String(d), days[String(d)] ?? false]));

/** The 'campaign start' modal (spec 3 §4): when the first post of the started campaign goes out. */
function CampaignStartedModal({
  nextPostTime,
  onClose,
}: {
  nextPostTime: string | null;
  onClose: () => void;
}) {
  return (
    <Modal
      open
      title={socialNotices.campaignStarted}
      onCancel={onClose}
      centered
      footer={
        <Button type="primary" onClick={onClose}>
          OK
        </Button>
      }
    >
      {nextPostTime ? (
        <Typography.Paragraph data-testid="campaign-next-post">
          The next post goes out on <strong>{formatDateTime(nextPostTime)}</strong>.
        </Typography.Paragraph>
      ) : (
        <Typography.Paragraph data-testid="campaign-next-post">
          No post time yet: turn on at least one weekday and add posts to the queue.
        </Typography.Paragraph>
      )}
    </Modal>
  );
}

/**
 * Spec 3 §2 and §4 Campaign: the info line, the posted counter as the title, Start/Pause, 1, 2 or 3 posts a day and
 * the weekday toggles. Each change is sent at once and the campaign read again; a refused posts-per-day choice
 * goes back to the server's value.
 */
export function CampaignCard({ organizationId }: { organizationId: number }) {
  const campaign = useSocialCampaignQuery(organizationId);
  const [update] = useUpdateSocialCampaignMutation();
  const notify = useNotify();
  // The choice shown while its change is in flight; cleared after, so the server's value shows again.
  const [pendingTimes, setPendingTimes] = useState<TimesPerDay | null>(null);
  const [pendingDay, setPendingDay] = useState<string | null>(null);
  const [switching, setSwitching] = useState(false);
  const [started, setStarted] = useState<{ next: string | null } | null>(null);
  const c = campaign.data;

  const setActive = async (active: boolean) => {
    setSwitching(true);
    const result = await update({ organizationId, body: { active } });
    setSwitching(false);
    if (result.error) notify.error(campaignErrorMessage(result.error, M.unableToUpdateCampaignState));
    else if (active) setStarted({ next: result.data.next_post_time });
    else notify.success(socialNotices.campaignPaused);
  };

  const setTimes = async (times: TimesPerDay) => {
    setPendingTimes(times);
    const result = await update({ organizationId, body: { times_per_day: times } });
    setPendingTimes(null);
    if (result.error) notify.error(campaignErrorMessage(result.error, M.unableToUpdateCampaign));
  };

  const toggleDay = async (day: string) => {
    if (!c) return;
    const days = weekOf(c.days);
    days[day] = !days[day];
    setPendingDay(day);
    const result = await update({ organizationId, body: { days } });
    setPendingDay(null);
    if (result.error) notify.error(campaignErrorMessage(result.error, M.unableToUpdateCampaign));
  };

  return (
    <Card
      title={c ? campaignPostedTitle(c.counter) : 'Campaign'}
      data-testid="social-campaign"
      extra={
        c ? (
          c.active ? (
            <Button icon={<PauseOutlined />} loading={switching} onClick={() => void setActive(false)}>
              Pause
            </Button>
          ) : (
            <Button
              type="primary"
              icon={<CaretRightOutlined />}
              loading={switching}
              onClick={() => void setActive(true)}
            >
              Start
            </Button>
          )
        ) : null
      }
    >
      <QueryStates query={campaign} errorTitle="Unable to get the campaign">
        {c ? (
          <Flex vertical gap={16}>
            <Alert type="info" showIcon title={M.campaignInfo} />
            <Typography.Text type="secondary" data-testid="campaign-state">
              {c.active
                ? c.next_post_time
                  ? `Running. Next post: ${formatDateTime(c.next_post_time)}`
                  : 'Running'
                : 'Paused'}
              {` · ${c.queued} ${c.queued === 1 ? 'post' : 'posts'} in the queue`}
            </Typography.Text>
            <Flex vertical gap={6}>
              <Typography.Text strong id="campaign-times-label">
                Posts per day
              </Typography.Text>
              <Radio.Group
                aria-labelledby="campaign-times-label"
                optionType="button"
                buttonStyle="solid"
                value={pendingTimes ?? c.times_per_day}
                disabled={pendingTimes !== null}
                onChange={(e) => void setTimes(e.target.value as TimesPerDay)}
                options={socialConstants.timesPerDay.map((n) => ({ value: n, label: String(n) }))}
              />
            </Flex>
            <Flex vertical gap={6}>
              <Typography.Text strong id="campaign-days-label">
                Posting days
              </Typography.Text>
              <Flex gap={6} wrap role="group" aria-labelledby="campaign-days-label">
                {socialConstants.weekdays.map((d) => {
                  const key = String(d);
                  const on = pendingDay === key ? !c.days[key] : (c.days[key] ?? false);
                  return (
                    <Button
                      key={key}
                      type={on ? 'primary' : 'default'}
                      aria-pressed={on}
                      disabled={pendingDay !== null}
                      onClick={() => void toggleDay(key)}
                      style={{ minWidth: 56 }}
                    >
                      {socialWeekdayLabels[d]}
                    </Button>
                  );
                })}
              </Flex>
            </Flex>
          </Flex>
        ) : null}
      </QueryStates>
      {started ? <CampaignStartedModal nextPostTime={started.next} onClose={() => setStarted(null)} /> : null}
    </Card>
  );
}
